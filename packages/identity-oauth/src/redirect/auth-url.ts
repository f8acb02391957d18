import type { CallOptions } from '@storefront-kit/http-core';
import { createRedirectSession, DEFAULT_REDIRECT_URI, type Prompt, type ResponseMode } from '@storefront-kit/redirects';
import { randomToken } from '../encoding';
import { createPkce } from './pkce';
import { internals, type OAuthStrategy } from '../session/strategy';
import { checkRedirectUri, safeReturnTo } from './urls';

/**
 * One login attempt's secrets and settings, from {@link generateOAuthData}. Keep it (it holds the
 * PKCE verifier) until the callback; never put it in a URL.
 *
 * @group Calls
 */
export interface OAuthData {
  /** Where the platform sends the browser back (must be allowed in the OAuth app). */
  redirectUri: string;
  /** A same-origin path to return to after login (`''` when none). Never sent to the platform. */
  originalUri: string;
  /** 43 random base64url characters (256 bits), compared exactly on the callback. */
  state: string;
  codeVerifier: string;
  codeChallenge: string;
}

/**
 * Makes the data of one authorization-code + PKCE login: verifier (32 CSPRNG bytes), its S256
 * challenge, an independent random `state`, the checked `redirectUri` and a safe `originalUri`.
 * Asynchronous because the challenge comes from `crypto.subtle`.
 *
 * @param redirectUri - absolute https URL (http on localhost) or a native app's own scheme
 *   (`myapp://oauth/callback`), in the OAuth app's allowed URIs;
 *   without one, the platform's placeholder `DEFAULT_REDIRECT_URI` (`'unused://'`, for a sign-in on the
 *   platform's pages only: no code comes back to the app)
 * @param originalUri - a same-origin path to come back to; anything else becomes `/`
 * @param allowed - when given, `redirectUri` must be one of these, exactly
 * @returns the login's {@link OAuthData}
 * @throws {ValidationError} field `redirectUri` when the URI is unsafe or not allowed
 * @group Calls
 * @example
 * ```ts
 * import { generateOAuthData } from '@storefront-kit/identity-oauth';
 * const data = await generateOAuthData('https://shop.example/callback', '/account');
 * sessionStorage.setItem('oauth', JSON.stringify(data));
 * ```
 */
export async function generateOAuthData(redirectUri: string = DEFAULT_REDIRECT_URI, originalUri?: string, allowed?: readonly string[]): Promise<OAuthData> {
  const uri = checkRedirectUri(redirectUri, allowed);
  const { codeVerifier, codeChallenge } = await createPkce();
  return {
    redirectUri: uri,
    originalUri: originalUri === undefined || originalUri === '' ? '' : safeReturnTo(originalUri),
    state: randomToken(),
    codeVerifier,
    codeChallenge,
  };
}

/**
 * Options of {@link getAuthUrl}.
 *
 * @group Calls
 */
export interface AuthUrlOptions extends CallOptions {
  /** @default 'login' */
  prompt?: Prompt;
  /** How the code comes back. @default 'fragment' */
  responseMode?: ResponseMode;
  /** A session token from `login`/`register` success (silent login). */
  sessionToken?: string;
  /** Social login: `'google'`, `'facebook'` or a connection id. */
  idp?: 'google' | 'facebook' | { connectionId: string };
}

const IDPS = { google: '0e6a50f5-b523-4e29-990d-f37fa2ffdd69', facebook: '3ecad13f-52c3-483d-911f-31dbcf2a6d23' };

/**
 * Creates the platform's hosted login page for an {@link OAuthData}: a redirect session with the
 * `auth` intent (`responseType: 'code'`, `scope: 'offline_access'`, `codeChallengeMethod: 'S256'`).
 * Only the challenge and `state` leave the app; the verifier stays.
 *
 * @param auth - the session (its visitor token authenticates the call)
 * @param oauthData - from {@link generateOAuthData}; without it, `generateOAuthData()` (the placeholder
 *   redirect URI: a sign-in on the platform's pages that brings no code back)
 * @returns `{ authUrl, authorizationEndpoint, sessionToken }`: send the browser to `authUrl`
 * @throws {ValidationError} unsafe `redirectUri` (also when `oauthData` is not an {@link OAuthData})
 * @param options - prompt, response mode, session token (silent login), identity provider, `signal`, `timeoutMs`
 * @throws {HttpError} the platform refused (e.g. the redirect URI is not allowed for the app)
 * @group Calls
 * @example
 * ```ts
 * import { createOAuthStrategy, generateOAuthData, getAuthUrl } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id' });
 * const data = await generateOAuthData('https://shop.example/callback');
 * const { authUrl } = await getAuthUrl(auth, data, { responseMode: 'query' });
 * ```
 */
export async function getAuthUrl(
  auth: OAuthStrategy,
  oauthData?: OAuthData,
  options: AuthUrlOptions = {},
): Promise<{ authUrl: string; authorizationEndpoint: string; sessionToken: string | undefined }> {
  const i = internals(auth);
  oauthData ??= await generateOAuthData();
  const { prompt = 'login', responseMode = 'fragment', sessionToken, idp } = options;
  const { redirectSession } = await createRedirectSession(
    i.clients().authenticated,
    {
      auth: {
        authRequest: {
          redirectUri: checkRedirectUri(oauthData.redirectUri, i.options.allowedRedirectUris),
          clientId: i.options.clientId,
          codeChallenge: oauthData.codeChallenge,
          codeChallengeMethod: 'S256',
          responseMode,
          responseType: 'code',
          scope: 'offline_access',
          state: oauthData.state,
          ...(sessionToken ? { sessionToken } : {}),
          ...(idp ? { idp: typeof idp === 'string' ? IDPS[idp] : idp.connectionId } : {}),
        },
        prompt,
      },
    },
    { signal: options.signal, timeoutMs: options.timeoutMs },
  );
  return {
    authUrl: redirectSession.fullUrl,
    authorizationEndpoint: redirectSession.urlDetails?.endpoint ?? redirectSession.fullUrl,
    sessionToken: redirectSession.sessionToken,
  };
}
