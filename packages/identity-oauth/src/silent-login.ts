import { AbortError, clampDelay } from '@storefront-kit/http-core';
import { generateOAuthData, getAuthUrl } from './auth-url';
import { getMemberTokens } from './callback';
import { OAuthError, requireBrowser } from './errors';
import { internals, members, type OAuthStrategy } from './session';
import type { Tokens } from './tokens';

/**
 * How long silent login waits for the hidden frame: 120000 ms (2 minutes), as the platform SDK.
 *
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
 * @example
 * ```ts
 * import type { SilentLoginOptions } from '@storefront-kit/identity-oauth';
 * const o: SilentLoginOptions = { signal: AbortSignal.timeout(30_000) };
 * ```
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
 * carrying our `state` counts (RFC 9700 §4.18); anything else is ignored. An answer with `error`
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
 * storing them; pass them to `setTokens`. When `sessionToken` is that of the strategy's last
 * `SUCCESS` (login, register, verification, recovery, sign-on) with an identity, `setTokens` of
 * these tokens also sets the snapshot's `member` (`{ id, email }`).
 *
 * @param auth - the session
 * @param sessionToken - `data.sessionToken` of a `SUCCESS` login result
 * @throws {OAuthError} `ERR_OAUTH_TIMEOUT` (`OAuth flow timed out`), `ERR_OAUTH_RESPONSE` (the platform
 *   answered with an error, e.g. `login_required` when this origin is not allowed), `ERR_ENVIRONMENT`
 *   outside a browser
 * @throws {AbortError} when `signal` fires
 *
 * @example
 * ```ts
 * import { OAuthStrategy, getMemberTokensForDirectLogin, login } from '@storefront-kit/identity-oauth';
 * const auth = OAuthStrategy({ clientId: 'your-client-id' });
 * const result = await login(auth, { email: 'ann@example.com', password: 'correct horse' });
 * if (result.loginState === 'SUCCESS') auth.setTokens(await getMemberTokensForDirectLogin(auth, result.data.sessionToken));
 * ```
 */
export async function getMemberTokensForDirectLogin(auth: OAuthStrategy, sessionToken: string, options: SilentLoginOptions = {}): Promise<Tokens> {
  const win = requireBrowser('getMemberTokensForDirectLogin');
  const origin = win.location.origin;
  // web_message answers go to an origin: it must be the origin of one of the allowed redirect URIs.
  const i = internals(auth);
  const list = i.options.allowedRedirectUris;
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
  const tokens = await getMemberTokens(auth, code, state, data);
  // The login that opened this session token told us its member: `setTokens(tokens)` will show it.
  const success = i.success;
  if (success?.[0] === sessionToken) members.set(tokens, success[1]);
  return tokens;
}
