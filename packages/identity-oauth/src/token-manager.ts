import { isHttpError } from '@storefront-kit/http-core';
import { OAuthError } from './errors';
import type { SessionStore } from './session-store';
import type { SharedRefresh } from './shared-refresh';
import { EMPTY_TOKENS, isUsable, toTokens, type Tokens } from './tokens';
import type { TokenRole } from './types';

/** Sends one JSON body to `POST /oauth2/token` and resolves with the parsed answer (throws typed errors). */
export type TokenRequest = (body: Record<string, unknown>, headers?: Record<string, string>) => Promise<unknown>;

/**
 * What happens when the platform rejects the refresh token (400/401, e.g. `invalid_grant`):
 * `'error'` (default) clears the dead tokens, emits `sessionExpired` and throws `ERR_SESSION_EXPIRED`,
 * so the app can tell the member and decide; `'visitor'` emits the event and carries on as a new
 * anonymous visitor in the same call.
 *
 * @example
 * ```ts
 * import type { ExpiredSessionPolicy } from '@storefront-kit/identity-oauth';
 * const policy: ExpiredSessionPolicy = 'visitor';
 * ```
 */
export type ExpiredSessionPolicy = 'error' | 'visitor';

/**
 * Payload of the session-expired event.
 *
 * @example
 * ```ts
 * import type { SessionExpiredEvent } from '@storefront-kit/identity-oauth';
 * const onExpired = (e: SessionExpiredEvent) => e.role === 'member' && alert('Please sign in again');
 * ```
 */
export interface SessionExpiredEvent {
  /** The role of the session that ended. */
  role: TokenRole;
  /** The token endpoint's error. */
  error: unknown;
}

/**
 * Obtains and renews tokens with single flight: however many callers need a token at once, one
 * token request is sent and all of them share its result or its error; the next call after a
 * failure starts afresh.
 * @internal
 */
export function createTokenManager(
  clientId: string,
  store: SessionStore,
  request: TokenRequest,
  policy: ExpiredSessionPolicy | undefined,
  onExpired: (e: SessionExpiredEvent) => void,
  /** Shares a refresh grant with other strategies holding the same refresh token (see `sharedRefresh`). */
  share?: SharedRefresh,
) {
  let inflight: Promise<Tokens> | undefined;
  const grant = async (body: Record<string, unknown>, role: TokenRole, keep?: string, headers?: Record<string, string>) =>
    toTokens(await request(body, headers), role, keep);
  const anonymous = () => grant({ clientId, grantType: 'anonymous' }, 'visitor');
  const refresh = ({ value, role }: Tokens['refreshToken']) => {
    const go = () => grant({ clientId, grantType: 'refresh_token', refreshToken: value }, role, value);
    return share ? share.run(clientId, value, go) : go();
  };
  // Another tab renewed (and rotated) or the app replaced the tokens meanwhile: adopt theirs if usable.
  const adopt = () => {
    if (isUsable(store.get())) return store.get();
    throw new OAuthError('Session changed during a token request', 'ERR_SESSION_CHANGED');
  };

  const requestTokens = async (): Promise<Tokens> => {
    let gen = store.gen;
    const rt = store.get().refreshToken;
    let next: Tokens;
    try {
      next = await (rt.value ? refresh(rt) : anonymous());
    } catch (error) {
      if (gen != store.gen) return adopt();
      // Transient failures (network, 5xx, 429, a malformed answer) keep the tokens for the next try;
      // a 400/401 from the token endpoint is the server's final word.
      if (!rt.value || !(isHttpError(error) && (error.status == 400 || error.status == 401))) throw error;
      gen = ++store.gen;
      store.set(EMPTY_TOKENS, true);
      onExpired({ role: rt.role, error });
      if (policy != 'visitor') {
        throw new OAuthError('Session expired: refresh token refused', 'ERR_SESSION_EXPIRED', {
          error: String((error.data as { error?: unknown } | undefined)?.error ?? 'invalid_grant'),
          cause: error,
        });
      }
      next = await anonymous();
    }
    // Logged out (or tokens replaced) meanwhile: this answer belongs to a session that no longer exists.
    if (gen != store.gen) return adopt();
    // A refresh keeps the member (a new visitor drops it: not a member role).
    store.set(next, true, store.getSnapshot().member);
    return next;
  };

  // Tabs sharing the storage take turns (Web Locks): the second one finds the first one's fresh
  // tokens instead of spending the same, now rotated, refresh token (supabase auth-js #213).
  const run = (): Promise<Tokens> => {
    const locks = store.shared && (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
    if (!locks) return requestTokens();
    const before = store.get().accessToken.value;
    return locks.request(`sfk.${clientId}.tokens`, async (): Promise<Tokens> => {
      await store.reload();
      const t = store.get();
      return t.accessToken.value != before && isUsable(t) ? t : requestTokens();
    }) as unknown as Promise<Tokens>;
  };

  /** One token request for all concurrent callers. */
  const renew = (): Promise<Tokens> => (inflight ??= run().finally(() => (inflight = undefined)));

  return {
    grant,
    anonymous,
    refresh,
    renew,
    /** Usable tokens: the stored ones, or renewed (refresh, else anonymous). */
    async ensure(): Promise<Tokens> {
      await store.ready;
      // A renewal in flight wins even over tokens that look usable: they are about to be replaced.
      return inflight ?? (isUsable(store.get()) ? store.get() : renew());
    },
  };
}

/** @internal */
export type TokenManager = ReturnType<typeof createTokenManager>;
