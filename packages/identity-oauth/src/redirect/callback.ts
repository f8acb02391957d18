import { HttpError, isHttpError, type CallOptions } from '@storefront-kit/http-core';
import type { ResponseMode, Prompt } from '@storefront-kit/redirects';
import { throwIfAborted } from '../abort';
import { generateOAuthData, getAuthUrl, type OAuthData } from './auth-url';
import { OAuthError, requireBrowser } from '../errors';
import type { Internals, RedirectCallbackResult } from '../session/internals';
import { checkCodeVerifier } from './pkce';
import { isLive, storeTransaction, takeTransaction } from './pending-logins';
import { startSignIn } from '../session/sign-in';
import { internals, type OAuthStrategy } from '../session/strategy';
import type { Tokens } from '../session/tokens';
import { safeReturnTo } from './urls';

/**
 * The parameters of an authorization response.
 *
 * @group Calls
 */
export interface AuthorizationResponse {
  code: string;
  state: string;
}

const PARAMS = ['code', 'state', 'error', 'error_description'] as const;

function readParams(url: string, responseMode: 'fragment' | 'query'): URLSearchParams {
  const u = new URL(url);
  return new URLSearchParams(responseMode === 'query' ? u.search : u.hash.slice(1));
}

function extract(params: URLSearchParams): { code: string; state: string; error?: string; errorDescription?: string } {
  for (const p of PARAMS) {
    if (params.getAll(p).length > 1) throw new OAuthError(`The authorization response has "${p}" more than once.`, 'ERR_OAUTH_RESPONSE');
  }
  const error = params.get('error');
  if (error) {
    const errorDescription = params.get('error_description') ?? undefined;
    throw new OAuthError(`Login failed: ${error}${errorDescription ? ` (${errorDescription})` : ''}`.slice(0, 500), 'ERR_OAUTH_RESPONSE', {
      error,
      errorDescription,
    });
  }
  return { code: params.get('code') ?? '', state: params.get('state') ?? '' };
}

/**
 * Reads `code` and `state` from a callback URL's fragment (default) or query.
 *
 * @param url - the callback URL @default location.href in a browser
 * @param responseMode - where the parameters are: `'fragment'` (default) or `'query'`
 * @returns `{ code, state }` (empty strings when absent)
 * @throws {OAuthError} `ERR_OAUTH_RESPONSE` when the platform sent `error` / `error_description`,
 *   or when a parameter appears twice
 * @throws {OAuthError} `ERR_OAUTH_ENVIRONMENT` without `url` outside a browser
 * @group Calls
 * @example
 * ```ts
 * import { parseFromUrl } from '@storefront-kit/identity-oauth';
 * const { code, state } = parseFromUrl('https://shop.example/callback#code=abc&state=xyz');
 * ```
 */
export function parseFromUrl(url?: string, responseMode: 'fragment' | 'query' = 'fragment'): AuthorizationResponse {
  return extract(readParams(url ?? requireBrowser('parseFromUrl').location.href, responseMode));
}

/**
 * Exchanges an authorization code for member tokens after checking it belongs to `oauthData`:
 * a missing code or state fails with `Missing code or _state`, a different state with
 * `Invalid _state`, a malformed verifier with a `ValidationError`, all before any request (the
 * one-time code stays unspent). The tokens are returned, not stored (call `setTokens`, or use
 * {@link handleRedirectCallback} which does).
 *
 * @throws {OAuthError} `ERR_OAUTH_STATE` (`Missing code or _state`, `Invalid _state`)
 * @throws {ValidationError} field `codeVerifier`: `oauthData.codeVerifier` is not 43..128 characters of `[A-Za-z0-9-._~]`
 * @param auth - the strategy
 * @param response - the callback's `code` and `state` (what {@link parseFromUrl} reads)
 * @param oauthData - the data the login was started with ({@link generateOAuthData})
 * @param options - `signal`, `timeoutMs` of the token request
 * @returns the member tokens
 * @throws {HttpError} `Failed to get member tokens`: the platform refused the code (`invalid_grant`:
 *   reused, expired, wrong verifier); status and code as answered, the original error as `cause`
 * @throws {NetworkError | TimeoutError | AbortError} transport faults, `timeoutMs` ran out, `signal` fired
 * @group Calls
 * @example
 * ```ts
 * import { createOAuthStrategy, getMemberTokens, parseFromUrl, type OAuthData } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id' });
 * declare const saved: OAuthData;
 * auth.setTokens(await getMemberTokens(auth, parseFromUrl(), saved));
 * ```
 */
export async function getMemberTokens(auth: OAuthStrategy, response: AuthorizationResponse, oauthData: OAuthData, options: CallOptions = {}): Promise<Tokens> {
  const { code, state } = response ?? {};
  if (!code || !state) throw new OAuthError('Missing code or _state', 'ERR_OAUTH_STATE');
  if (state !== oauthData.state) throw new OAuthError('Invalid _state', 'ERR_OAUTH_STATE');
  const codeVerifier = checkCodeVerifier(oauthData.codeVerifier);
  const i = internals(auth);
  try {
    return await i.grant(
      {
        clientId: i.options.clientId,
        grantType: 'authorization_code',
        code,
        codeVerifier,
        ...(oauthData.redirectUri ? { redirectUri: oauthData.redirectUri } : {}),
      },
      'member',
      undefined,
      { signal: options.signal, timeoutMs: options.timeoutMs },
    );
  } catch (e) {
    // The platform SDK's message for a refused code; the same status, code and fields, the answer as `cause`.
    if (isHttpError(e)) throw new HttpError('Failed to get member tokens', e.code, { ...e, response: e.response }, { cause: e });
    throw e;
  }
}

/**
 * Options of {@link loginWithRedirect}.
 *
 * @group Calls
 */
export interface LoginWithRedirectOptions extends CallOptions {
  /** The callback page (allowed in the OAuth app). */
  redirectUri: string;
  /** A same-origin path to land on after the callback. @default '/' */
  returnTo?: string;
  /** @default 'login' */
  prompt?: Prompt;
  /** @default 'query' (visible to servers, and removed from the URL after the callback) */
  responseMode?: Exclude<ResponseMode, 'web_message'>;
  /** Navigate at once (browsers). `false` only returns the URL (servers, tests). @default true in browsers */
  navigate?: boolean;
}

/**
 * Starts a redirect login: makes PKCE data, stores it under its `state` (so parallel logins in two
 * tabs never collide), creates the hosted login page and navigates there.
 *
 * @param auth - the strategy
 * @param options - the callback page, where to return, prompt, response mode, whether to navigate, `signal`, `timeoutMs`
 * @returns the login page URL
 * @throws {ValidationError} unsafe `redirectUri`
 * @group Calls
 * @example
 * ```ts
 * import { browserStorage, createOAuthStrategy, loginWithRedirect } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id', storage: browserStorage() });
 * await loginWithRedirect(auth, { redirectUri: `${location.origin}/callback`, returnTo: '/account' });
 * ```
 */
export async function loginWithRedirect(auth: OAuthStrategy, options: LoginWithRedirectOptions): Promise<string> {
  const i = internals(auth);
  const data = await generateOAuthData(options.redirectUri, options.returnTo ?? '/', i.options.allowedRedirectUris);
  await storeTransaction(i, data);
  const { authUrl } = await getAuthUrl(auth, data, {
    prompt: options.prompt,
    responseMode: options.responseMode ?? 'query',
    signal: options.signal,
    timeoutMs: options.timeoutMs,
  });
  if (options.navigate ?? typeof window !== 'undefined') requireBrowser('loginWithRedirect').location.assign(authUrl);
  return authUrl;
}

/**
 * Finishes a redirect login on the callback page: reads `code`/`state` (query or fragment), finds
 * and deletes the pending login stored under that state and its entry in the index of pending
 * logins (the index itself when it was the last one), removes `code` and `state` from the address
 * bar, exchanges the code and stores the member tokens. Once per strategy and callback URL: a second
 * call for the same URL (StrictMode's second effect, a double click) gets the first call's outcome
 * without a second code exchange; without `url`, the address bar before and after the clean-up is
 * the same callback. Another strategy (a reload) finds no pending login for it: `ERR_OAUTH_STATE`,
 * without any request. An already-aborted `signal` changes nothing (the pending login stays).
 *
 * @param auth - the strategy
 * @param url - the callback URL @default location.href
 * @param options - `signal`, `timeoutMs` of the code exchange (a second call for the same URL shares the first one's)
 * @returns the tokens and the same-origin path to go to (`returnTo`)
 * @throws {OAuthError} `ERR_OAUTH_STATE` (no or unknown `state`: replayed, expired or foreign),
 *   `ERR_OAUTH_RESPONSE` (platform `error`, duplicated or missing parameters),
 *   `ERR_OAUTH_SESSION_CHANGED` (a `logout`, by any login flow, or `setTokens` while the callback ran: the
 *   tokens are not stored)
 * @throws {ValidationError} field `codeVerifier`: the stored verifier is malformed (no request; the pending login is used up)
 * @throws {HttpError} the platform refused the code
 * @throws {NetworkError | TimeoutError | AbortError} transport faults, `timeoutMs` ran out, `signal` fired
 * @group Calls
 * @example
 * ```ts
 * import { browserStorage, createOAuthStrategy, handleRedirectCallback } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id', storage: browserStorage() });
 * const { returnTo } = await handleRedirectCallback(auth);
 * location.replace(returnTo);
 * ```
 */
export async function handleRedirectCallback(auth: OAuthStrategy, url?: string, options: CallOptions = {}): Promise<{ tokens: Tokens; returnTo: string }> {
  const i = internals(auth);
  const href = url ?? requireBrowser('handleRedirectCallback').location.href;
  i.callbacks ??= new Map();
  const seen = i.callbacks;
  let once = seen.get(href);
  if (!once) {
    throwIfAborted(options.signal);
    const inAddressBar = typeof window !== 'undefined' && window.location.href === href;
    once = completeCallback(auth, i, href, options);
    seen.set(href, once);
    // The clean-up of the address bar happened synchronously: the cleaned address is this callback too.
    if (inAddressBar) seen.set(window.location.href, once);
  }
  return once;
}

/** The work of {@link handleRedirectCallback}, once per callback URL. */
async function completeCallback(auth: OAuthStrategy, i: Internals, href: string, options: CallOptions): Promise<RedirectCallbackResult> {
  const storeTokens = startSignIn(auth);
  const u = new URL(href);
  const fromHash = new URLSearchParams(u.hash.slice(1));
  const mode = fromHash.has('state') || fromHash.has('code') || fromHash.has('error') ? 'fragment' : 'query';
  const params = readParams(href, mode);
  // One-time values leave the address bar and history before anything else can read or log them.
  if (typeof window !== 'undefined' && window.location.href === href) {
    for (const p of [...PARAMS, 'iss']) (mode === 'query' ? u.searchParams : fromHash).delete(p);
    if (mode === 'fragment') u.hash = fromHash.toString();
    window.history.replaceState(window.history.state, '', u.href);
  }
  const state = params.getAll('state');
  if (state.length !== 1 || !state[0]) {
    extract(params); // a platform error or a duplicate explains it better
    throw new OAuthError('Missing code or _state', 'ERR_OAUTH_STATE');
  }
  const tx = await takeTransaction(i, state[0]);
  if (!tx || !isLive(tx)) {
    throw new OAuthError('Invalid _state: no pending login uses it (already completed, expired or started elsewhere).', 'ERR_OAUTH_STATE');
  }
  const { code } = extract(params);
  const tokens = await getMemberTokens(auth, { code, state: state[0] }, { ...tx, state: state[0] }, options);
  storeTokens(tokens); // no member: a redirect login does not tell who signed in
  return { tokens, returnTo: safeReturnTo(tx.originalUri) };
}
