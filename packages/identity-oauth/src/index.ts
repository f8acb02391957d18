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
} from '@storefront-kit/wire/identity';
export { GRANT_TYPES } from '@storefront-kit/wire/identity';
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
} from '@storefront-kit/wire/identity';
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
} from '@storefront-kit/wire/identity';
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
} from '@storefront-kit/wire/identity';
export type {
  RecoverRequest,
  ResendDuringAuthenticationRequest,
  SendActivationEmailRequest,
  SendRecoveryEmailRequest,
  StartVerificationRequest,
  StartVerificationResponse,
  VerifyDuringAuthenticationRequest,
} from '@storefront-kit/wire/identity';
export type {
  AnonymousTokenRequest,
  AuthorizationCodeTokenRequest,
  AuthorizedClientTokenRequest,
  GrantType,
  RefreshTokenRequest,
  TokenErrorResponse,
  TokenRequest,
  TokenResponse,
} from '@storefront-kit/wire/identity';

// ---- runtime: strategies, the session and login-flow stores, calls, storages, errors ----
export { FullOAuthStrategy } from './full-strategy';
export { createOAuthStrategy, isOAuthStrategy, OAuthStrategy } from './session/strategy';
export type { OAuthStrategyOptions } from './session/strategy';
export type { ExpiredSessionPolicy, SessionExpiredEvent, SessionMember, SessionSnapshot } from './session/types';
export { createLoginFlow } from './flows/login-flow';
export type { LoginFlow, LoginFlowCallOptions, LoginFlowSnapshot, LoginFlowState } from './flows/login-flow';
export { EMPTY_TOKENS, EXPIRY_MARGIN_SECONDS } from './session/tokens';
export type { Tokens } from './session/tokens';
export { memoryStorage } from './storage/memory';
export { browserStorage } from './storage/browser';
export type { BrowserStorageOptions } from './storage/browser';
export { cookieStorage } from './storage/cookie';
export type { CookieAttributes, CookieStorageOptions } from './storage/cookie';
export { sharedRefresh } from './storage/shared-refresh';
export type { SharedRefresh, SharedRefreshOptions } from './storage/shared-refresh';
export type { MaybePromise, StorageAdapter } from './storage/types';
export { createCodeChallenge, createPkce, generateCodeVerifier } from './redirect/pkce';
export type { Pkce } from './redirect/pkce';
export { generateOAuthData, getAuthUrl } from './redirect/auth-url';
export type { AuthUrlOptions, OAuthData } from './redirect/auth-url';
export { getMemberTokens, handleRedirectCallback, loginWithRedirect, parseFromUrl } from './redirect/callback';
export type { AuthorizationResponse, LoginWithRedirectOptions } from './redirect/callback';
export { getMemberTokensForDirectLogin, SILENT_LOGIN_TIMEOUT_MS } from './redirect/silent-login';
export type { SilentLoginOptions } from './redirect/silent-login';
export { MAX_PASSWORD_LENGTH } from './flows/identity-step';
export { CAPTCHA_INVISIBLE_SITE_KEY, CAPTCHA_VISIBLE_SITE_KEY, login, loginV1, loginWithTokenParams, register, registerV1 } from './flows/login-calls';
export type { CaptchaTokens, LoginInput, LoginV1Input, RegisterInput, RegisterV1Input } from './flows/login-calls';
export { proceedToNextState, processVerification, resendVerificationCode, startVerification } from './flows/verification-calls';
export type { VerificationInput } from './flows/verification-calls';
export { changePassword, recover, sendActivationEmail, sendPasswordResetEmail } from './flows/recovery-calls';
export { getMemberTokensForExternalLogin, signOn } from './flows/backend-login';
export { getCurrentMember } from './members/members';
export type { GetCurrentMemberOptions } from './members/members';
export { memberStoreOf } from './members/member-store';
export type { MemberState, MemberStore } from './members/member-store';
export { MAX_MEMBER_FIELDSETS, MEMBER_ACTIVITY_STATUSES, MEMBER_FIELDSETS, MEMBER_PRIVACY_STATUSES, MEMBER_STATUSES } from '@storefront-kit/wire/identity';
export type {
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
} from '@storefront-kit/wire/identity';
export type { ExternalLoginOptions, SignOnOptions } from './flows/backend-login';
export type { LoginErrorCode, LoginResult } from './flows/login-state';
export { getLogoutUrl, logout } from './redirect/logout';
export { ApiKeyStrategy, createApiKeyStrategy } from './api-key-strategy';
export type { ApiKeyStrategyOptions } from './api-key-strategy';
export { isOAuthError, OAuthError } from './errors';
export type { OAuthErrorCode } from './errors';
export { DEFAULT_REDIRECT_URI } from '@storefront-kit/redirects';
export type { Prompt, ResponseMode } from '@storefront-kit/redirects';
