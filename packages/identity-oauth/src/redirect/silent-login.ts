import { AbortError, clampDelay } from '@storefront-kit/http-core';
import { generateOAuthData, getAuthUrl } from './auth-url';
import { getMemberTokens } from './callback';
import { OAuthError, requireBrowser } from '../errors';
import { toMember, type LoginResult } from '../flows/login-state';
import { internals, type OAuthStrategy } from '../session/strategy';
import type { SessionMember } from '../session/types';
import type { Tokens } from '../session/tokens';

/**
 * How long silent login waits for the hidden frame: 120000 ms (2 minutes), as the platform SDK.
 *
 * @group Calls
 * @example
 * ```ts
 * import { SILENT_LOGIN_TIMEOUT_MS } from '@storefront-kit/identity-oauth';
 * const fastFail = { timeoutMs: Math.min(30_000, SILENT_LOGIN_TIMEOUT_MS) };
 * ```
 */
export const SILENT_LOGIN_TIMEOUT_MS = 120_000;

/**
 * Options of {@link getMemberTokensForDirectLogin}.
 *
 * @group Calls
 */
export interface SilentLoginOptions {
  /** Cancels the flow; the frame and listener are removed. */
  signal?: AbortSignal;
  /** A value above http-core's `MAX_TIMER_MS` (about 24.8 days) waits `MAX_TIMER_MS`. @default 120000 */
  timeoutMs?: number;
}

/**
 * Waits for the authorization answer of a hidden frame. Only a `message` event whose `origin` is
 * exactly `expectedOrigin`, whose `source` is the frame's window and whose data is an object
 * carrying our `state` counts (a web_message answer is trusted only from its frame, RFC 9700 §4.18);
 * anything else is ignored. An answer with `error`
 * rejects at once. The frame, listener, timer and abort handler are always removed.
 * @internal
 */
export function runHiddenFrame(
  url: string,
  state: string,
  { signal, timeoutMs = SILENT_LOGIN_TIMEOUT_MS }: SilentLoginOptions = {},
): Promise<{ code: string; state: string }> {
  const win = requireBrowser('Silent login');
  const expectedOrigin = new URL(url).origin;
  return new Promise((resolve, reject) => {
    const frame = win.document.createElement('iframe');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (error: unknown, value?: { code: string; state: string }) => {
      clearTimeout(timer);
      win.removeEventListener('message', onMessage);
      signal?.removeEventListener('abort', onAbort);
      frame.remove();
      if (error) reject(error);
      else resolve(value!);
    };
    const onAbort = () => finish(new AbortError('Silent login was aborted', { cause: signal?.reason }));
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== expectedOrigin || !frame.contentWindow || e.source !== frame.contentWindow) return;
      const d: unknown = e.data;
      if (typeof d !== 'object' || d === null || Array.isArray(d)) return;
      const m = d as Record<string, unknown>;
      if (m.state !== state && !(m.state === undefined && typeof m.error === 'string')) return;
      if (typeof m.error === 'string') {
        const errorDescription = typeof m.error_description === 'string' ? m.error_description : undefined;
        return finish(
          new OAuthError(`Silent login failed: ${m.error}${errorDescription ? ` (${errorDescription})` : ''}`.slice(0, 500), 'ERR_OAUTH_RESPONSE', {
            error: m.error,
            errorDescription,
          }),
        );
      }
      finish(undefined, { code: typeof m.code === 'string' ? m.code : '', state });
    };
    if (signal?.aborted) return onAbort();
    win.addEventListener('message', onMessage);
    signal?.addEventListener('abort', onAbort);
    timer = setTimeout(() => finish(new OAuthError('OAuth flow timed out', 'ERR_OAUTH_TIMEOUT')), clampDelay(timeoutMs));
    frame.style.display = 'none';
    frame.setAttribute('aria-hidden', 'true');
    frame.src = url;
    win.document.body.appendChild(frame);
  });
}

/**
 * Silent login: turns the `sessionToken` of a successful `login`/`register` into member tokens
 * without leaving the page, through a hidden frame on the platform (`prompt: 'none'`,
 * `responseMode: 'web_message'`, redirect URI = this page's origin). Returns the tokens without
 * storing them: pass them to `setTokens`, with the member of the login when you know it
 * (`setTokens(tokens, { member })`). A {@link createLoginFlow | login flow} does all of this.
 *
 * @param auth - the session
 * @param sessionToken - `data.sessionToken` of a `SUCCESS` login result
 * @param options - `signal`, `timeoutMs`
 * @returns the member tokens
 * @throws {OAuthError} `ERR_OAUTH_TIMEOUT` (`OAuth flow timed out`), `ERR_OAUTH_RESPONSE` (the platform
 *   answered with an error, e.g. `login_required` when this origin is not allowed), `ERR_OAUTH_ENVIRONMENT`
 *   outside a browser
 * @throws {AbortError} when `signal` fires
 * @group Calls
 * @example
 * ```ts
 * import { createOAuthStrategy, getMemberTokensForDirectLogin, login } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id' });
 * const result = await login(auth, { email: 'ann@example.com', password: 'correct horse' });
 * if (result.loginState === 'SUCCESS') {
 *   const { sessionToken, identity } = result.data;
 *   auth.setTokens(await getMemberTokensForDirectLogin(auth, sessionToken), { member: identity && { id: identity.id } });
 * }
 * ```
 */
export async function getMemberTokensForDirectLogin(auth: OAuthStrategy, sessionToken: string, options: SilentLoginOptions = {}): Promise<Tokens> {
  const win = requireBrowser('getMemberTokensForDirectLogin');
  const origin = win.location.origin;
  // web_message answers go to an origin: it must be the origin of one of the allowed redirect URIs.
  const list = internals(auth).options.allowedRedirectUris;
  const sameOrigin = (u: string) => {
    try {
      return new URL(u).origin === origin;
    } catch {
      return false;
    }
  };
  const data = await generateOAuthData(origin, undefined, list && !list.some(sameOrigin) ? list : undefined);
  const { authUrl } = await getAuthUrl(auth, data, { prompt: 'none', responseMode: 'web_message', sessionToken, signal: options.signal });
  const { code, state } = await runHiddenFrame(authUrl, data.state, options);
  return getMemberTokens(auth, { code, state }, data, { signal: options.signal });
}

/**
 * The member tokens of a `SUCCESS` step (silent login) with the member its identity names: what
 * `setTokens(tokens, { member })` needs.
 * @internal
 */
export async function memberTokensFor(
  auth: OAuthStrategy,
  success: Extract<LoginResult, { loginState: 'SUCCESS' }>,
  options?: SilentLoginOptions,
): Promise<{ tokens: Tokens; member: SessionMember | undefined }> {
  const tokens = await getMemberTokensForDirectLogin(auth, success.data.sessionToken, options);
  return { tokens, member: toMember(success.data.identity) };
}
