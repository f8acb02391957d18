/**
 * Wire types of the platform's identity services: the OAuth token endpoint, the authentication state
 * machine (register, login, verification, recovery) and the identity entity. Field names are exactly the
 * ones the platform sends; dates are ISO-8601 strings.
 */

// ---------------------------------------------------------------------------------------------------
// Enumerations
// ---------------------------------------------------------------------------------------------------

/** Role of a refresh token: no tokens yet, an anonymous visitor, or a signed-in member. */
export type TokenRole = 'none' | 'visitor' | 'member';
/** Every {@link TokenRole}. */
export const TOKEN_ROLES = ['none', 'visitor', 'member'] as const satisfies readonly TokenRole[];

/** Client-side result of a login or registration step. */
export type LoginState =
  | 'INITIAL'
  | 'SUCCESS'
  | 'FAILURE'
  | 'EMAIL_VERIFICATION_REQUIRED'
  | 'OWNER_APPROVAL_REQUIRED'
  | 'USER_CAPTCHA_REQUIRED'
  | 'SILENT_CAPTCHA_REQUIRED';
/** Every {@link LoginState}. */
export const LOGIN_STATES = [
  'INITIAL',
  'SUCCESS',
  'FAILURE',
  'EMAIL_VERIFICATION_REQUIRED',
  'OWNER_APPROVAL_REQUIRED',
  'USER_CAPTCHA_REQUIRED',
  'SILENT_CAPTCHA_REQUIRED',
] as const satisfies readonly LoginState[];

/** The `state` of a server state-machine response. */
export type StateType =
  | 'UNKNOWN_STATE'
  | 'SUCCESS'
  | 'REQUIRE_OWNER_APPROVAL'
  | 'REQUIRE_EMAIL_VERIFICATION'
  | 'STATUS_CHECK'
  | 'REQUIRE_MISSING_FIELDS';
/** Every {@link StateType}. */
export const STATE_TYPES = [
  'UNKNOWN_STATE',
  'SUCCESS',
  'REQUIRE_OWNER_APPROVAL',
  'REQUIRE_EMAIL_VERIFICATION',
  'STATUS_CHECK',
  'REQUIRE_MISSING_FIELDS',
] as const satisfies readonly StateType[];

/** Status of an identity. */
export type StatusName = 'UNKNOWN_STATUS' | 'PENDING' | 'ACTIVE' | 'DELETED' | 'BLOCKED' | 'OFFLINE';
/** Every {@link StatusName}. */
export const STATUS_NAMES = ['UNKNOWN_STATUS', 'PENDING', 'ACTIVE', 'DELETED', 'BLOCKED', 'OFFLINE'] as const satisfies readonly StatusName[];

/** Why an identity is in its status (e.g. why it is `PENDING`). */
export type StatusReason = 'UNKNOWN_REASON' | 'PENDING_ADMIN_APPROVAL_REQUIRED' | 'PENDING_EMAIL_VERIFICATION_REQUIRED';
/** Every {@link StatusReason}. */
export const STATUS_REASONS = [
  'UNKNOWN_REASON',
  'PENDING_ADMIN_APPROVAL_REQUIRED',
  'PENDING_EMAIL_VERIFICATION_REQUIRED',
] as const satisfies readonly StatusReason[];

/** Whether a member's profile is visible to other members. */
export type PrivacyStatus = 'UNDEFINED' | 'PUBLIC' | 'PRIVATE';
/** Every {@link PrivacyStatus}. */
export const PRIVACY_STATUSES = ['UNDEFINED', 'PUBLIC', 'PRIVATE'] as const satisfies readonly PrivacyStatus[];

/** Tag of a profile e-mail address. */
export type EmailTag = 'UNTAGGED' | 'MAIN' | 'HOME' | 'WORK';
/** Every {@link EmailTag}. */
export const EMAIL_TAGS = ['UNTAGGED', 'MAIN', 'HOME', 'WORK'] as const satisfies readonly EmailTag[];

/** Tag of a profile phone number. */
export type PhoneTag = 'UNTAGGED' | 'MAIN' | 'HOME' | 'MOBILE' | 'WORK' | 'FAX';
/** Every {@link PhoneTag}. */
export const PHONE_TAGS = ['UNTAGGED', 'MAIN', 'HOME', 'MOBILE', 'WORK', 'FAX'] as const satisfies readonly PhoneTag[];

/** Tag of a profile address. */
export type AddressTag = 'UNTAGGED' | 'HOME' | 'WORK' | 'BILLING' | 'SHIPPING';
/** Every {@link AddressTag}. */
export const ADDRESS_TAGS = ['UNTAGGED', 'HOME', 'WORK', 'BILLING', 'SHIPPING'] as const satisfies readonly AddressTag[];

/** Kind of tenant an identity belongs to. */
export type TenantType = 'UNKNOWN_TENANT_TYPE' | 'ACCOUNT' | 'SITE' | 'ROOT';
/** Every {@link TenantType}. */
export const TENANT_TYPES = ['UNKNOWN_TENANT_TYPE', 'ACCOUNT', 'SITE', 'ROOT'] as const satisfies readonly TenantType[];

/** What a verification code is sent to. */
export type VerificationTarget = 'UNKNOWN_TARGET' | 'EMAIL';
/** Every {@link VerificationTarget}. */
export const VERIFICATION_TARGETS = ['UNKNOWN_TARGET', 'EMAIL'] as const satisfies readonly VerificationTarget[];

/** Application error codes of the authentication service that the login/register flows map to results. */
export const IDENTITY_ERROR_CODES = {
  /** Captcha is required and no token was sent. */
  missingCaptchaToken: '-19971',
  /** The captcha token was rejected. */
  invalidCaptchaToken: '-19970',
  /** Registration with an e-mail that already has an account. */
  emailAlreadyExists: '-19995',
  /** Wrong password. */
  invalidPassword: '-19976',
  /** The account must reset its password before logging in. */
  resetPassword: '-19973',
} as const;
/** One of the {@link IDENTITY_ERROR_CODES} values. */
export type IdentityErrorCode = (typeof IDENTITY_ERROR_CODES)[keyof typeof IDENTITY_ERROR_CODES];

// ---------------------------------------------------------------------------------------------------
// Identity entity
// ---------------------------------------------------------------------------------------------------

/** A typed custom-field value: exactly one member is set. */
export interface CustomValue {
  strValue?: string;
  numValue?: number;
  /** ISO-8601 date-time. */
  dateValue?: string;
  listValue?: { value?: CustomValue[] };
  mapValue?: { value?: Record<string, CustomValue> };
}

/** A custom profile field. */
export interface CustomField {
  name: string;
  value: CustomValue;
}

/** A postal address as the identity service stores it. */
export interface IdentityAddressValue {
  city?: string;
  subdivision?: string;
  country?: string;
  postalCode?: string;
  addressLine?: string;
  addressLine2?: string;
  formattedAddress?: string;
  streetAddress?: { name?: string; number?: string; apt?: string };
  geocode?: { latitude?: number; longitude?: number };
}

/** A profile address with its tag. */
export interface IdentityAddress {
  /** Id of this address entry. */
  id?: string;
  address: IdentityAddressValue;
  tag?: AddressTag;
}

/** A profile e-mail with its tag. */
export interface IdentityEmail {
  email: string;
  tag?: EmailTag;
}

/** A profile phone number with its tag. */
export interface IdentityPhone {
  phone: string;
  countryCode?: string;
  tag?: PhoneTag;
}

/** The profile part of an identity: names, contact data and custom fields. */
export interface IdentityProfile {
  firstName?: string;
  lastName?: string;
  nickname?: string;
  /** Picture URL. */
  picture?: string;
  /** ISO date (`YYYY-MM-DD`). */
  birthdate?: string;
  language?: string;
  position?: string;
  company?: string;
  privacyStatus?: PrivacyStatus;
  labels?: string[];
  /** Secondary e-mails (the login e-mail is {@link Identity.email}). */
  emails?: IdentityEmail[];
  phones?: IdentityPhone[];
  addresses?: IdentityAddress[];
  customFields?: CustomField[];
}

/** The login e-mail of an identity. */
export interface IdentityLoginEmail {
  address: string;
  isVerified: boolean;
}

/** An identity's status and its reasons. */
export interface IdentityStatus {
  name: StatusName;
  reasons: StatusReason[];
}

/** A site member's identity. */
export interface Identity {
  id: string;
  /** ISO-8601. */
  createdDate: string;
  /** ISO-8601. */
  updatedDate: string;
  revision?: string;
  identityProfile: IdentityProfile;
  email: IdentityLoginEmail;
  status: IdentityStatus;
}

// ---------------------------------------------------------------------------------------------------
// Token endpoint (`POST /oauth2/token`)
// ---------------------------------------------------------------------------------------------------

/** Anonymous grant: a new visitor. */
export interface AnonymousTokenRequest {
  clientId: string;
  grantType: 'anonymous';
}

/** Refresh grant: a new access token (and a rotated refresh token). */
export interface RefreshTokenRequest {
  /** Omitted by some clients (site-session auth). */
  clientId?: string;
  grantType: 'refresh_token';
  refreshToken: string;
}

/** Authorization-code grant (PKCE): member tokens. */
export interface AuthorizationCodeTokenRequest {
  clientId: string;
  grantType: 'authorization_code';
  code: string;
  codeVerifier: string;
  /** When given it must equal the auth request's `redirectUri` exactly. */
  redirectUri?: string;
}

/**
 * External-login grant (snake_case on the wire). Sent with `Authorization: <accessToken>,<apiKey>`.
 */
export interface AuthorizedClientTokenRequest {
  grant_type: 'authorized_client';
  scope?: 'offline_access';
  member_id: string;
  /** Session token from `sign-on`, for the "with session" variant. */
  session_token?: string;
}

/** Any body of `POST /oauth2/token`. */
export type TokenRequest =
  | AnonymousTokenRequest
  | RefreshTokenRequest
  | AuthorizationCodeTokenRequest
  | AuthorizedClientTokenRequest;

/** The grant types of {@link TokenRequest}. */
export type GrantType = 'anonymous' | 'refresh_token' | 'authorization_code' | 'authorized_client';
/** Every {@link GrantType}. */
export const GRANT_TYPES = ['anonymous', 'refresh_token', 'authorization_code', 'authorized_client'] as const satisfies readonly GrantType[];

/** Successful answer of the token endpoint. */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  /** Lifetime of the access token in seconds. */
  expires_in: number;
  token_type: 'Bearer';
  scope?: string;
}

/** OAuth-style error answer of the token endpoint. */
export interface TokenErrorResponse {
  error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unauthorized_client' | 'unsupported_grant_type' | 'invalid_scope';
  error_description?: string;
}

// ---------------------------------------------------------------------------------------------------
// Authentication (state machine)
// ---------------------------------------------------------------------------------------------------

/** Captcha tokens as sent in v2 register/login (`captchaTokens: [{ Recaptcha, InvisibleRecaptcha }]`). */
export interface CaptchaToken {
  Recaptcha?: string;
  InvisibleRecaptcha?: string;
}

/** Login identifier. */
export interface LoginId {
  email: string;
}

/** Free-form client metadata sent with register/login. */
export type ClientMetaData = Record<string, unknown>;

/** `POST /_api/iam/authentication/v2/register`. */
export interface RegisterV2Request {
  loginId: LoginId;
  password: string;
  profile?: IdentityProfile;
  captchaTokens?: CaptchaToken[];
  clientMetaData?: ClientMetaData;
}

/** `POST /_api/iam/authentication/v2/login`. */
export interface LoginV2Request {
  loginId: LoginId;
  password: string;
  captchaTokens?: CaptchaToken[];
  clientMetaData?: ClientMetaData;
  stateToken?: string;
}

/** `POST /_api/iam/authentication/v2/change-password` (member token). */
export interface ChangePasswordRequest {
  newPassword: string;
}

/** `POST /_api/iam/authentication/v2/sign-on` (API key): signs a member on without a password. */
export interface SignOnRequest {
  loginId: LoginId;
  profile?: IdentityProfile;
  verifyEmail?: boolean;
  mergeExistingContact?: boolean;
}

/** Answer of `sign-on`. */
export interface SignOnResponse {
  sessionToken: string;
  identity: Identity;
}

/** One authenticator input of the v1 API (the password is the input of the password authenticator). */
export interface AuthenticatorInput {
  key?: string;
  value?: string;
}

/** `POST /_api/iam/authentication/v1/register` (older API). */
export interface RegisterV1Request {
  identity: { email?: { address: string }; identityProfile?: IdentityProfile };
  authenticatorId?: string;
  inputs?: AuthenticatorInput[];
  captchaTokens?: CaptchaToken[];
}

/** `POST /_api/iam/authentication/v1/login` (older API): `identifier` or `loginId`. */
export interface LoginV1Request {
  identifier?: LoginId;
  loginId?: LoginId;
  authenticatorId?: string;
  inputs?: AuthenticatorInput[];
  captchaTokens?: CaptchaToken[];
}

/** `POST /_api/iam/authentication/v1/state/proceed`. */
export interface ProceedToNextStateRequest {
  stateToken: string;
}

/** `POST /_api/iam/authentication/v1/sso/login-with-token-params`. */
export interface LoginWithTokenParamsRequest {
  idpConnectionId: string;
  tokenParams: Record<string, string>;
}

/** Query of `GET /_api/iam/authentication/v1/logout`. */
export interface LogoutQuery {
  postLogoutRedirectUri?: string;
  clientId?: string;
}

/** Answer of every state-machine step (register, login, verify, proceed, recover). */
export interface StateMachineResponse {
  state: StateType;
  /** Set on `SUCCESS`: exchange it for member tokens (silent login). */
  sessionToken?: string;
  /** Set on `REQUIRE_*` states: identifies the flow for the next step. */
  stateToken?: string;
  identity?: Identity;
  additionalData?: Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------------
// Recovery and verification
// ---------------------------------------------------------------------------------------------------

/** `POST /_api/iam/recovery/v1/send-email`. */
export interface SendRecoveryEmailRequest {
  email: string;
  language?: string;
  /** Where the e-mail's link leads (the app's reset page). */
  redirect?: { url?: string; clientId?: string };
}

/** `POST /_api/iam/recovery/v1/activation-email`. */
export interface SendActivationEmailRequest {
  identityId: string;
  emailOptions?: { language?: string; redirect?: { url?: string; clientId?: string } };
}

/** `POST /_api/iam/recovery/v1/recover`. */
export interface RecoverRequest {
  recoveryToken: string;
  password?: string;
}

/** `POST /_api/iam/verification/v1/start`. */
export interface StartVerificationRequest {
  identityId?: string;
  target?: VerificationTarget;
}

/** Answer of `verification/v1/start`. */
export interface StartVerificationResponse {
  verificationId: string;
}

/** `POST /_api/iam/verification/v1/auth/verify`. */
export interface VerifyDuringAuthenticationRequest {
  code: string;
  stateToken: string;
}

/** `POST /_api/iam/verification/v1/auth/resend`. */
export interface ResendDuringAuthenticationRequest {
  stateToken: string;
}
