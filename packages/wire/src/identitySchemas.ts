/**
 * zod schemas of the identity wire types (see `./wire/`), shared by the SDK and the emulator.
 * Imported through the `@storefront-kit/identity-oauth/schemas` subpath only, so the main entry stays free
 * of zod.
 */
import { wireNumberSchema } from './wire-number';
import { z } from 'zod';
import type {
  CaptchaToken,
  ChangePasswordRequest,
  LoginV1Request,
  LoginV2Request,
  LoginWithTokenParamsRequest,
  ProceedToNextStateRequest,
  RegisterV1Request,
  RegisterV2Request,
  SignOnRequest,
  SignOnResponse,
  StateMachineResponse,
} from './identity/types/authentication';
import {
  ADDRESS_TAGS,
  EMAIL_TAGS,
  PHONE_TAGS,
  PRIVACY_STATUSES,
  STATE_TYPES,
  STATUS_NAMES,
  STATUS_REASONS,
  VERIFICATION_TARGETS,
} from './identity/types/enums';
import type { CustomValue, Identity, IdentityProfile } from './identity/types/identity';
import type {
  RecoverRequest,
  ResendDuringAuthenticationRequest,
  SendActivationEmailRequest,
  SendRecoveryEmailRequest,
  StartVerificationRequest,
  StartVerificationResponse,
  VerifyDuringAuthenticationRequest,
} from './identity/types/recovery';
import type {
  AnonymousTokenRequest,
  AuthorizationCodeTokenRequest,
  AuthorizedClientTokenRequest,
  RefreshTokenRequest,
  TokenErrorResponse,
  TokenRequest,
  TokenResponse,
} from './identity/types/token';

export { wireNumberSchema };

const isoDate = z.string();

/** A custom-field value (recursive: lists and maps of values). @group Types */
export const customValueSchema: z.ZodType<CustomValue> = z.lazy(() =>
  z.object({
    strValue: z.string().optional(),
    numValue: wireNumberSchema.optional(),
    dateValue: isoDate.optional(),
    listValue: z.object({ value: z.array(customValueSchema).optional() }).optional(),
    mapValue: z.object({ value: z.record(z.string(), customValueSchema).optional() }).optional(),
  }),
);

const addressValueSchema = z.object({
  city: z.string().optional(),
  subdivision: z.string().optional(),
  country: z.string().optional(),
  postalCode: z.string().optional(),
  addressLine: z.string().optional(),
  addressLine2: z.string().optional(),
  formattedAddress: z.string().optional(),
  streetAddress: z.object({ name: z.string().optional(), number: z.string().optional(), apt: z.string().optional() }).optional(),
  geocode: z.object({ latitude: wireNumberSchema.optional(), longitude: wireNumberSchema.optional() }).optional(),
});

/** The profile part of an identity. @group Types */
export const identityProfileSchema: z.ZodType<IdentityProfile> = z.object({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  nickname: z.string().optional(),
  picture: z.string().optional(),
  birthdate: z.string().optional(),
  language: z.string().optional(),
  position: z.string().optional(),
  company: z.string().optional(),
  privacyStatus: z.enum(PRIVACY_STATUSES).optional(),
  labels: z.array(z.string()).optional(),
  emails: z.array(z.object({ email: z.string(), tag: z.enum(EMAIL_TAGS).optional() })).optional(),
  phones: z.array(z.object({ phone: z.string(), countryCode: z.string().optional(), tag: z.enum(PHONE_TAGS).optional() })).optional(),
  addresses: z.array(z.object({ id: z.string().optional(), address: addressValueSchema, tag: z.enum(ADDRESS_TAGS).optional() })).optional(),
  customFields: z.array(z.object({ name: z.string(), value: customValueSchema })).optional(),
});

/** A site member's identity. @group Types */
export const identitySchema: z.ZodType<Identity> = z.object({
  id: z.string(),
  createdDate: isoDate,
  updatedDate: isoDate,
  revision: z.string().optional(),
  identityProfile: identityProfileSchema,
  email: z.object({ address: z.string(), isVerified: z.boolean() }),
  status: z.object({ name: z.enum(STATUS_NAMES), reasons: z.array(z.enum(STATUS_REASONS)) }),
});

// --- token endpoint --------------------------------------------------------------------------------

/** Anonymous grant body. @group Types */
export const anonymousTokenRequestSchema: z.ZodType<AnonymousTokenRequest> = z.object({
  clientId: z.string().min(1),
  grantType: z.literal('anonymous'),
});

/** Refresh grant body. @group Types */
export const refreshTokenRequestSchema: z.ZodType<RefreshTokenRequest> = z.object({
  clientId: z.string().min(1).optional(),
  grantType: z.literal('refresh_token'),
  refreshToken: z.string().min(1),
});

/** Authorization-code grant body. @group Types */
export const authorizationCodeTokenRequestSchema: z.ZodType<AuthorizationCodeTokenRequest> = z.object({
  clientId: z.string().min(1),
  grantType: z.literal('authorization_code'),
  code: z.string().min(1),
  codeVerifier: z.string().min(1),
  redirectUri: z.string().min(1).optional(),
});

/** External-login grant body (snake_case). @group Types */
export const authorizedClientTokenRequestSchema: z.ZodType<AuthorizedClientTokenRequest> = z.object({
  grant_type: z.literal('authorized_client'),
  scope: z.literal('offline_access').optional(),
  member_id: z.string().min(1),
  session_token: z.string().min(1).optional(),
});

/** Any token-endpoint body. @group Types */
export const tokenRequestSchema: z.ZodType<TokenRequest> = z.union([
  anonymousTokenRequestSchema,
  refreshTokenRequestSchema,
  authorizationCodeTokenRequestSchema,
  authorizedClientTokenRequestSchema,
]);

/** Successful token answer. @group Types */
export const tokenResponseSchema: z.ZodType<TokenResponse> = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string(),
  expires_in: z.coerce.number(),
  token_type: z.literal('Bearer'),
  scope: z.string().optional(),
});

/** OAuth error answer. @group Types */
export const tokenErrorResponseSchema: z.ZodType<TokenErrorResponse> = z.object({
  error: z.enum(['invalid_request', 'invalid_client', 'invalid_grant', 'unauthorized_client', 'unsupported_grant_type', 'invalid_scope']),
  error_description: z.string().optional(),
});

// --- authentication --------------------------------------------------------------------------------

/** One captcha-token entry. @group Types */
export const captchaTokenSchema: z.ZodType<CaptchaToken> = z.object({
  Recaptcha: z.string().optional(),
  InvisibleRecaptcha: z.string().optional(),
});

const loginIdSchema = z.object({ email: z.string() });
const clientMetaDataSchema = z.record(z.string(), z.unknown());

/** v2 register body. The e-mail format is checked by the server (violation `data.type: 'EMAIL'`). @group Types */
export const registerV2RequestSchema: z.ZodType<RegisterV2Request> = z.object({
  loginId: loginIdSchema,
  password: z.string(),
  profile: identityProfileSchema.optional(),
  captchaTokens: z.array(captchaTokenSchema).optional(),
  clientMetaData: clientMetaDataSchema.optional(),
});

/** v2 login body. @group Types */
export const loginV2RequestSchema: z.ZodType<LoginV2Request> = z.object({
  loginId: loginIdSchema,
  password: z.string(),
  captchaTokens: z.array(captchaTokenSchema).optional(),
  clientMetaData: clientMetaDataSchema.optional(),
  stateToken: z.string().optional(),
});

/** change-password body. @group Types */
export const changePasswordRequestSchema: z.ZodType<ChangePasswordRequest> = z.object({ newPassword: z.string() });

/** sign-on body. @group Types */
export const signOnRequestSchema: z.ZodType<SignOnRequest> = z.object({
  loginId: loginIdSchema,
  profile: identityProfileSchema.optional(),
  verifyEmail: z.boolean().optional(),
  mergeExistingContact: z.boolean().optional(),
});

/** sign-on answer. @group Types */
export const signOnResponseSchema: z.ZodType<SignOnResponse> = z.object({
  sessionToken: z.string(),
  identity: identitySchema,
});

const authenticatorInputSchema = z.object({ key: z.string().optional(), value: z.string().optional() });

/** v1 register body. @group Types */
export const registerV1RequestSchema: z.ZodType<RegisterV1Request> = z.object({
  identity: z.object({
    email: z.object({ address: z.string() }).optional(),
    identityProfile: identityProfileSchema.optional(),
  }),
  authenticatorId: z.string().optional(),
  inputs: z.array(authenticatorInputSchema).optional(),
  captchaTokens: z.array(captchaTokenSchema).optional(),
});

/** v1 login body. @group Types */
export const loginV1RequestSchema: z.ZodType<LoginV1Request> = z.object({
  identifier: loginIdSchema.optional(),
  loginId: loginIdSchema.optional(),
  authenticatorId: z.string().optional(),
  inputs: z.array(authenticatorInputSchema).optional(),
  captchaTokens: z.array(captchaTokenSchema).optional(),
});

/** state/proceed body. @group Types */
export const proceedToNextStateRequestSchema: z.ZodType<ProceedToNextStateRequest> = z.object({ stateToken: z.string().min(1) });

/** sso/login-with-token-params body. @group Types */
export const loginWithTokenParamsRequestSchema: z.ZodType<LoginWithTokenParamsRequest> = z.object({
  idpConnectionId: z.string().min(1),
  tokenParams: z.record(z.string(), z.string()),
});

/** Any state-machine answer. @group Types */
export const stateMachineResponseSchema: z.ZodType<StateMachineResponse> = z.object({
  state: z.enum(STATE_TYPES),
  sessionToken: z.string().optional(),
  stateToken: z.string().optional(),
  identity: identitySchema.optional(),
  additionalData: z.record(z.string(), z.unknown()).optional(),
});

// --- recovery and verification -----------------------------------------------------------------------

const redirectSchema = z.object({ url: z.string().optional(), clientId: z.string().optional() });

/** recovery send-email body. @group Types */
export const sendRecoveryEmailRequestSchema: z.ZodType<SendRecoveryEmailRequest> = z.object({
  email: z.string().min(1),
  language: z.string().optional(),
  redirect: redirectSchema.optional(),
});

/** recovery activation-email body. @group Types */
export const sendActivationEmailRequestSchema: z.ZodType<SendActivationEmailRequest> = z.object({
  identityId: z.string().min(1),
  emailOptions: z.object({ language: z.string().optional(), redirect: redirectSchema.optional() }).optional(),
});

/** recovery recover body. @group Types */
export const recoverRequestSchema: z.ZodType<RecoverRequest> = z.object({
  recoveryToken: z.string().min(1),
  password: z.string().optional(),
});

/** verification start body. @group Types */
export const startVerificationRequestSchema: z.ZodType<StartVerificationRequest> = z.object({
  identityId: z.string().optional(),
  target: z.enum(VERIFICATION_TARGETS).optional(),
});

/** verification start answer. @group Types */
export const startVerificationResponseSchema: z.ZodType<StartVerificationResponse> = z.object({ verificationId: z.string() });

/** verification auth/verify body. @group Types */
export const verifyDuringAuthenticationRequestSchema: z.ZodType<VerifyDuringAuthenticationRequest> = z.object({
  code: z.string().min(1),
  stateToken: z.string().min(1),
});

/** verification auth/resend body. @group Types */
export const resendDuringAuthenticationRequestSchema: z.ZodType<ResendDuringAuthenticationRequest> = z.object({
  stateToken: z.string().min(1),
});

export { getMyMemberQuerySchema, getMyMemberResponseSchema, memberSchema } from './identity/member-schemas';
