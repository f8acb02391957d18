export {
  ADDRESS_TAGS,
  EMAIL_TAGS,
  GRANT_TYPES,
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
} from './types';
export type {
  AddressTag,
  AnonymousTokenRequest,
  AuthenticatorInput,
  AuthorizationCodeTokenRequest,
  AuthorizedClientTokenRequest,
  CaptchaToken,
  ChangePasswordRequest,
  ClientMetaData,
  CustomField,
  CustomValue,
  EmailTag,
  GrantType,
  Identity,
  IdentityAddress,
  IdentityAddressValue,
  IdentityEmail,
  IdentityErrorCode,
  IdentityLoginEmail,
  IdentityPhone,
  IdentityProfile,
  IdentityStatus,
  LoginId,
  LoginState,
  LoginV1Request,
  LoginV2Request,
  LoginWithTokenParamsRequest,
  LogoutQuery,
  PhoneTag,
  PrivacyStatus,
  ProceedToNextStateRequest,
  RecoverRequest,
  RefreshTokenRequest,
  RegisterV1Request,
  RegisterV2Request,
  ResendDuringAuthenticationRequest,
  SendActivationEmailRequest,
  SendRecoveryEmailRequest,
  SignOnRequest,
  SignOnResponse,
  StartVerificationRequest,
  StartVerificationResponse,
  StateMachineResponse,
  StateType,
  StatusName,
  StatusReason,
  TenantType,
  TokenErrorResponse,
  TokenRequest,
  TokenResponse,
  TokenRole,
  VerificationTarget,
  VerifyDuringAuthenticationRequest,
} from './types';

// ---- runtime: tokens, session, OAuth flows (owned by the identity-oauth SDK files) ----
export { FullOAuthStrategy } from './oauth-strategy';
export { isOAuthStrategy, OAuthStrategy } from './session';
export type { OAuthStrategyOptions } from './session';
export type { ExpiredSessionPolicy, SessionExpiredEvent, SessionMember, SessionSnapshot } from './session-types';
export { EMPTY_TOKENS, EXPIRY_MARGIN_SECONDS } from './tokens';
export type { Tokens } from './tokens';
export { memoryStorage } from './storage/memory';
export { browserStorage } from './storage/browser';
export type { BrowserStorageOptions } from './storage/browser';
export { cookieStorage } from './storage/cookie';
export type { CookieAttributes, CookieStorageOptions } from './storage/cookie';
export { sharedRefresh } from './shared-refresh';
export type { SharedRefresh, SharedRefreshOptions } from './shared-refresh';
export type { MaybePromise, StorageAdapter } from './storage/types';
export { createCodeChallenge, createPkce, generateCodeVerifier } from './pkce';
export type { Pkce } from './pkce';
export { generateOAuthData, getAuthUrl } from './auth-url';
export type { AuthUrlOptions, OAuthData } from './auth-url';
export { getMemberTokens, handleRedirectCallback, loginWithRedirect, parseFromUrl } from './callback';
export type { AuthorizationResponse, LoginWithRedirectOptions } from './callback';
export { getMemberTokensForDirectLogin, SILENT_LOGIN_TIMEOUT_MS } from './silent-login';
export type { SilentLoginOptions } from './silent-login';
export {
  CAPTCHA_INVISIBLE_SITE_KEY,
  CAPTCHA_VISIBLE_SITE_KEY,
  changePassword,
  getMemberTokensForExternalLogin,
  login,
  loginV1,
  loginWithTokenParams,
  MAX_PASSWORD_LENGTH,
  proceedToNextState,
  processVerification,
  recover,
  register,
  registerV1,
  resendVerificationCode,
  sendActivationEmail,
  sendPasswordResetEmail,
  signOn,
  startVerification,
} from './identity-calls';
export type { CaptchaTokens, LoginInput, LoginV1Input, RegisterInput, RegisterV1Input } from './identity-calls';
export type { LoginErrorCode, LoginResult } from './login-state';
export { getLogoutUrl, logout } from './logout';
export { ApiKeyStrategy } from './api-key-strategy';
export type { ApiKeyStrategyOptions } from './api-key-strategy';
export { isOAuthError, OAuthError } from './errors';
export type { OAuthErrorCode } from './errors';
export { DEFAULT_REDIRECT_URI } from '@storefront-kit/redirects';
export type { Prompt, ResponseMode } from '@storefront-kit/redirects';
