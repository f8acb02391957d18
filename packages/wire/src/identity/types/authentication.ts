// The wire types of the authentication state machine (register, login, proceed, sign-on).
import type { StateType } from './enums';
import type { Identity, IdentityProfile } from './identity';

/** Captcha tokens as sent in v2 register/login (`captchaTokens: [{ Recaptcha, InvisibleRecaptcha }]`). @group Types */
export interface CaptchaToken {
  Recaptcha?: string;
  InvisibleRecaptcha?: string;
}

/** Login identifier. @group Types */
export interface LoginId {
  email: string;
}

/** Free-form client metadata sent with register/login. @group Types */
export type ClientMetaData = Record<string, unknown>;

/** `POST /_api/iam/authentication/v2/register`. @group Types */
export interface RegisterV2Request {
  loginId: LoginId;
  password: string;
  profile?: IdentityProfile;
  captchaTokens?: CaptchaToken[];
  clientMetaData?: ClientMetaData;
}

/** `POST /_api/iam/authentication/v2/login`. @group Types */
export interface LoginV2Request {
  loginId: LoginId;
  password: string;
  captchaTokens?: CaptchaToken[];
  clientMetaData?: ClientMetaData;
  stateToken?: string;
}

/** `POST /_api/iam/authentication/v2/change-password` (member token). @group Types */
export interface ChangePasswordRequest {
  newPassword: string;
}

/** `POST /_api/iam/authentication/v2/sign-on` (API key): signs a member on without a password. @group Types */
export interface SignOnRequest {
  loginId: LoginId;
  profile?: IdentityProfile;
  verifyEmail?: boolean;
  mergeExistingContact?: boolean;
}

/** Answer of `sign-on`. @group Types */
export interface SignOnResponse {
  sessionToken: string;
  identity: Identity;
}

/** One authenticator input of the v1 API (the password is the input of the password authenticator). @group Types */
export interface AuthenticatorInput {
  key?: string;
  value?: string;
}

/** `POST /_api/iam/authentication/v1/register` (older API). @group Types */
export interface RegisterV1Request {
  identity: { email?: { address: string }; identityProfile?: IdentityProfile };
  authenticatorId?: string;
  inputs?: AuthenticatorInput[];
  captchaTokens?: CaptchaToken[];
}

/** `POST /_api/iam/authentication/v1/login` (older API): `identifier` or `loginId`. @group Types */
export interface LoginV1Request {
  identifier?: LoginId;
  loginId?: LoginId;
  authenticatorId?: string;
  inputs?: AuthenticatorInput[];
  captchaTokens?: CaptchaToken[];
}

/** `POST /_api/iam/authentication/v1/state/proceed`. @group Types */
export interface ProceedToNextStateRequest {
  stateToken: string;
}

/** `POST /_api/iam/authentication/v1/sso/login-with-token-params`. @group Types */
export interface LoginWithTokenParamsRequest {
  idpConnectionId: string;
  tokenParams: Record<string, string>;
}

/** Query of `GET /_api/iam/authentication/v1/logout`. @group Types */
export interface LogoutQuery {
  postLogoutRedirectUri?: string;
  clientId?: string;
}

/** Answer of every state-machine step (register, login, verify, proceed, recover). @group Types */
export interface StateMachineResponse {
  state: StateType;
  /** Set on `SUCCESS`: exchange it for member tokens (silent login). */
  sessionToken?: string;
  /** Set on `REQUIRE_*` states: identifies the flow for the next step. */
  stateToken?: string;
  identity?: Identity;
  additionalData?: Record<string, unknown>;
}
