import { bindModule, type BoundModule, type CallOptions } from '@storefront-kit/http-core';
import { generateOAuthData, getAuthUrl, type AuthUrlOptions, type OAuthData } from './redirect/auth-url';
import {
  getMemberTokens,
  handleRedirectCallback,
  loginWithRedirect,
  parseFromUrl,
  type AuthorizationResponse,
  type LoginWithRedirectOptions,
} from './redirect/callback';
import {
  CAPTCHA_INVISIBLE_SITE_KEY,
  CAPTCHA_VISIBLE_SITE_KEY,
  login,
  loginV1,
  loginWithTokenParams,
  register,
  registerV1,
  type LoginInput,
  type LoginV1Input,
  type RegisterInput,
  type RegisterV1Input,
} from './flows/login-calls';
import type { LoginResult } from './flows/login-state';
import { getLogoutUrl, logout } from './redirect/logout';
import { getMemberTokensForExternalLogin, signOn, type ExternalLoginOptions, type SignOnOptions } from './flows/backend-login';
import { changePassword, recover, sendActivationEmail, sendPasswordResetEmail } from './flows/recovery-calls';
import { createOAuthStrategy, internals, type OAuthStrategy, type OAuthStrategyOptions } from './session/strategy';
import { getMemberTokensForDirectLogin, type SilentLoginOptions } from './redirect/silent-login';
import type { Tokens } from './session/tokens';
import { processVerification, proceedToNextState, resendVerificationCode, startVerification, type VerificationInput } from './flows/verification-calls';
import type { SignOnResponse } from '@storefront-kit/wire/identity';
import type { VerificationTarget } from '@storefront-kit/wire/identity';
import type { StartVerificationResponse } from '@storefront-kit/wire/identity';

/**
 * The full OAuth strategy, in the platform SDK's shape: the {@link OAuthStrategy} core plus every
 * identity function as a method. Prefer `createOAuthStrategy` and the standalone functions when
 * bundle size matters.
 *
 * @group Strategies
 */
export interface FullOAuthStrategy extends OAuthStrategy {
  readonly captchaInvisibleSiteKey: string;
  readonly captchaVisibleSiteKey: string;
  generateOAuthData(redirectUri?: string, originalUri?: string): Promise<OAuthData>;
  getAuthUrl(oauthData?: OAuthData, options?: AuthUrlOptions): Promise<{ authUrl: string; authorizationEndpoint: string; sessionToken: string | undefined }>;
  parseFromUrl(url?: string, responseMode?: 'fragment' | 'query'): AuthorizationResponse;
  getMemberTokens(response: AuthorizationResponse, oauthData: OAuthData, options?: CallOptions): Promise<Tokens>;
  loginWithRedirect(options: LoginWithRedirectOptions): Promise<string>;
  handleRedirectCallback(url?: string, options?: CallOptions): Promise<{ tokens: Tokens; returnTo: string }>;
  getMemberTokensForDirectLogin(sessionToken: string, options?: SilentLoginOptions): Promise<Tokens>;
  login(input: LoginInput, options?: CallOptions): Promise<LoginResult>;
  register(input: RegisterInput, options?: CallOptions): Promise<LoginResult>;
  registerV1(input: RegisterV1Input, options?: CallOptions): Promise<LoginResult>;
  loginV1(input: LoginV1Input, options?: CallOptions): Promise<LoginResult>;
  resendVerificationCode(options?: { state?: LoginResult } & CallOptions): Promise<LoginResult>;
  startVerification(options?: { identityId?: string; target?: VerificationTarget } & CallOptions): Promise<StartVerificationResponse>;
  getLogoutUrl(postLogoutRedirectUri: string): string;
  processVerification(input: VerificationInput, options?: CallOptions): Promise<LoginResult>;
  proceedToNextState(stateToken: string, options?: CallOptions): Promise<LoginResult>;
  logout(postFlowUrl: string, options?: CallOptions): Promise<{ logoutUrl: string }>;
  sendPasswordResetEmail(email: string, redirectUri: string, options?: { language?: string } & CallOptions): Promise<void>;
  sendActivationEmail(identityId: string, emailOptions?: { language?: string; redirect?: { url?: string; clientId?: string } } & CallOptions): Promise<void>;
  recover(recoveryToken: string, password: string, options?: CallOptions): Promise<LoginResult>;
  changePassword(newPassword: string, options?: CallOptions): Promise<void>;
  loginWithTokenParams(idpConnectionId: string, tokenParams: Record<string, string>, options?: CallOptions): Promise<LoginResult>;
  signOn(loginId: { email: string }, apiKey: string, options?: SignOnOptions): Promise<SignOnResponse>;
  getMemberTokensForExternalLogin(memberId: string, apiKey: string, options?: ExternalLoginOptions): Promise<Tokens>;
}

/** The flows that take the strategy first, bound to it as methods (as `createClient({ modules })` binds to the client). */
const flows = {
  getAuthUrl,
  getMemberTokens,
  loginWithRedirect,
  handleRedirectCallback,
  getMemberTokensForDirectLogin,
  login,
  register,
  registerV1,
  loginV1,
  resendVerificationCode,
  startVerification,
  getLogoutUrl,
  processVerification,
  proceedToNextState,
  logout,
  sendPasswordResetEmail,
  sendActivationEmail,
  recover,
  changePassword,
  loginWithTokenParams,
  signOn,
  getMemberTokensForExternalLogin,
};

/** The members that need no strategy. */
const unbound = { captchaInvisibleSiteKey: CAPTCHA_INVISIBLE_SITE_KEY, captchaVisibleSiteKey: CAPTCHA_VISIBLE_SITE_KEY, parseFromUrl };

/**
 * {@link createOAuthStrategy} plus every identity flow as a method (`auth.login(...)`, `auth.getAuthUrl(...)`,
 * `auth.logout(...)`), for code written against the platform SDK. It bundles every flow; prefer
 * `createOAuthStrategy` and the standalone functions when bundle size matters.
 *
 * @param options - see {@link OAuthStrategyOptions}
 * @returns the strategy with every flow bound
 * @throws {ValidationError} when an option is bad, before any request (see {@link createOAuthStrategy})
 * @group Strategies
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { FullOAuthStrategy, browserStorage } from '@storefront-kit/identity-oauth';
 * const auth = FullOAuthStrategy({ clientId: 'your-client-id', storage: browserStorage() });
 * const client = createClient({ auth });
 * const { authUrl } = await auth.getAuthUrl(await auth.generateOAuthData(`${location.origin}/callback`));
 * ```
 */
export function FullOAuthStrategy(options: OAuthStrategyOptions): FullOAuthStrategy {
  const auth = createOAuthStrategy(options);
  const allowed = internals(auth).options.allowedRedirectUris;
  const bound: Omit<FullOAuthStrategy, keyof OAuthStrategy | keyof typeof unbound | 'generateOAuthData'> = bindModule(auth, flows) as BoundModule<typeof flows>;
  return Object.assign(auth, unbound, bound, {
    generateOAuthData: (redirectUri?: string, originalUri?: string) => generateOAuthData(redirectUri, originalUri, allowed),
  });
}
