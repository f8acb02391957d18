/**
 * `@storefront-kit/wire/identity`: wire types and value lists of the identity APIs (tokens,
 * authentication, members, recovery). Free of zod; the schemas are in `@storefront-kit/wire/identity/schemas`.
 *
 * @packageDocumentation
 */
export type {
  AuthenticatorInput,
  CaptchaToken,
  ChangePasswordRequest,
  ClientMetaData,
  LoginId,
  LoginV1Request,
  LoginV2Request,
  LoginWithTokenParamsRequest,
  LogoutQuery,
  ProceedToNextStateRequest,
  RegisterV1Request,
  RegisterV2Request,
  SignOnRequest,
  SignOnResponse,
  StateMachineResponse,
} from './identity/types/authentication';
export {
  ADDRESS_TAGS,
  EMAIL_TAGS,
  IDENTITY_ERROR_CODES,
  LOGIN_STATES,
  PHONE_TAGS,
  PRIVACY_STATUSES,
  STATE_TYPES,
  STATUS_NAMES,
  STATUS_REASONS,
  TENANT_TYPES,
  TOKEN_ROLES,
  VERIFICATION_TARGETS,
} from './identity/types/enums';
export type {
  AddressTag,
  EmailTag,
  IdentityErrorCode,
  LoginState,
  PhoneTag,
  PrivacyStatus,
  StateType,
  StatusName,
  StatusReason,
  TenantType,
  TokenRole,
  VerificationTarget,
} from './identity/types/enums';
export type {
  CustomField,
  CustomValue,
  Identity,
  IdentityAddress,
  IdentityAddressValue,
  IdentityEmail,
  IdentityLoginEmail,
  IdentityPhone,
  IdentityProfile,
  IdentityStatus,
} from './identity/types/identity';
export type {
  RecoverRequest,
  ResendDuringAuthenticationRequest,
  SendActivationEmailRequest,
  SendRecoveryEmailRequest,
  StartVerificationRequest,
  StartVerificationResponse,
  VerifyDuringAuthenticationRequest,
} from './identity/types/recovery';
export { GRANT_TYPES } from './identity/types/token';
export type {
  AnonymousTokenRequest,
  AuthorizationCodeTokenRequest,
  AuthorizedClientTokenRequest,
  GrantType,
  RefreshTokenRequest,
  TokenErrorResponse,
  TokenRequest,
  TokenResponse,
} from './identity/types/token';
export { MAX_MEMBER_FIELDSETS, MEMBER_ACTIVITY_STATUSES, MEMBER_FIELDSETS, MEMBER_PRIVACY_STATUSES, MEMBER_STATUSES } from './identity/types/member';
export type {
  GetMyMemberQuery,
  GetMyMemberResponse,
  Member,
  MemberActivityStatus,
  MemberAddress,
  MemberContact,
  MemberFieldset,
  MemberImage,
  MemberPrivacyStatus,
  MemberProfile,
  MemberStatus,
} from './identity/types/member';
