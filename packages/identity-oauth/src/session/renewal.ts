import { HttpError } from '@storefront-kit/http-core';
import { OAuthError } from '../errors';
import type { Grant } from './internals';
import type { SessionCore } from './store';
import { checkTokens, EMPTY_TOKENS, usable, type Tokens } from './tokens';
import type { OAuthStrategyOptions } from './types';

/** New tokens for a refresh token: a refresh grant, else (none, or an empty one) a new visitor. */
type Obtain = (refreshToken?: Tokens['refreshToken']) => Promise<Tokens>;

/** The strategy's methods that get usable tokens (see `OAuthStrategy`). @internal */
export interface RenewalMethods {
  getAuthHeaders(): Promise<Record<string, string>>;
  onUnauthorized(): Promise<boolean>;
  generateVisitorTokens(tokens?: Partial<Tokens>): Promise<Tokens>;
  renewToken(refreshToken: Tokens['refreshToken']): Promise<Tokens>;
}

/**
 * One token request (refresh, else a new visitor), stored unless the session changed meanwhile. A
 * refused refresh token ends the session: the dead tokens are cleared, `expired` is set and
 * reported, then `ERR_OAUTH_SESSION_EXPIRED` under the strict policy, else a new visitor.
 */
async function requestTokens({ getTokens, getSnapshot, stamp, replace, reset }: SessionCore, options: OAuthStrategyOptions, obtain: Obtain): Promise<Tokens> {
  let sentAt = stamp();
  const { member, tokens } = getSnapshot();
  const { role } = tokens.refreshToken;
  // The refresh token presented (empty: none); the answer renews the session only when there was one.
  let presented = tokens.refreshToken.value;
  let received: Tokens | undefined;
  // Whether the tokens were replaced by someone else's meanwhile (logout, `setTokens`, another tab). A
  // replacement that still holds the refresh token presented is this session stored again (another tab's
  // no-cart mark): its answer is kept, else a rotated refresh token would be lost with it.
  const changed = () => sentAt !== stamp() && !(presented && getTokens().refreshToken.value === presented);
  try {
    received = await obtain(tokens.refreshToken);
  } catch (error) {
    // An answer to a session that changed meanwhile is dropped below, failed or not.
    if (!changed()) {
      // Transient failures (network, 5xx, 429, a malformed answer) keep the tokens for the next try;
      // a 400/401 from the token endpoint is the server's final word.
      if (!presented || !(error instanceof HttpError && (error.status === 400 || error.status === 401))) throw error;
      const reason = String((error.data as { error?: unknown } | undefined)?.error ?? 'invalid_grant');
      const expired = { role, memberId: member?.id, reason, error };
      sentAt = reset(EMPTY_TOKENS, undefined, expired);
      options.onSessionExpired?.(expired);
      if (options.expiredSession === 'error')
        throw new OAuthError('Session expired: refresh token refused', 'ERR_OAUTH_SESSION_EXPIRED', { error: reason, cause: error });
      presented = '';
      received = await obtain(); // a new visitor
    }
  }
  // Logged out, or tokens replaced (by the app, another tab) meanwhile: this answer belongs to a
  // session that no longer exists; the tokens that replaced it are adopted if usable.
  if (changed()) {
    if (usable(getTokens())) return getTokens();
    throw new OAuthError('Session changed during a token request', 'ERR_OAUTH_SESSION_CHANGED');
  }
  // A refresh keeps the member (a new visitor drops it: not a member role).
  // Set here: the request succeeded, or the session expired and a new visitor was obtained (every other path has left above).
  replace(received!, { persist: true, member, how: presented ? 'renewed' : 'anonymous' });
  return received!;
}

/**
 * The renewal of one session: its grants (a refresh token spent once between the strategies that
 * share the storage's tokens), one token request for all callers, cross-tab turns (the storage's
 * lock on `key`), and a hot path that awaits nothing.
 */
export function createRenewal(core: SessionCore, options: OAuthStrategyOptions, key: string, grant: Grant): RenewalMethods {
  const { clientId, storage } = options;
  const { getTokens, load, reading } = core;
  const refresh: RenewalMethods['renewToken'] = ({ value, role }) => {
    const spendRefreshToken = () => grant({ clientId, grantType: 'refresh_token', refreshToken: value }, role, value);
    return storage?.sharedRefresh?.run(clientId, value, spendRefreshToken) ?? spendRefreshToken();
  };
  const obtain: Obtain = (refreshToken) => {
    if (refreshToken?.value) return refresh(refreshToken);
    return grant({ clientId, grantType: 'anonymous' }, 'visitor');
  };
  let inflight: Promise<Tokens> | undefined;
  /**
   * The `stamp()` of the session the renewal in flight is for: a caller of another session (after a logout)
   * does not join it. An expired session's new visitor, which that renewal mints itself, is still its own.
   */
  let inflightStamp = 0;
  const renewalCore: SessionCore = { ...core, reset: (...args) => (inflightStamp = core.reset(...args)) };
  const requestForThisSession = () => requestTokens(renewalCore, options, obtain);
  let renewedAt = 0;
  /** The current tokens if usable, unless a renewal in flight is about to replace them. */
  const usableNow = () => (!inflight && usable(getTokens())) || undefined;
  // One token request for all concurrent callers; the next call after a failure starts afresh. Tabs
  // sharing the storage take turns: the next one adopts the first one's fresh tokens instead of
  // spending the same, now rotated, refresh token a second time.
  const renew = (): Promise<Tokens> => {
    if (inflight && inflightStamp === core.stamp()) return inflight;
    inflightStamp = core.stamp();
    const before = getTokens().accessToken.value;
    const takeTurn = async () => {
      await load('renewed');
      const renewedByAnotherTab = getTokens().accessToken.value !== before && usable(getTokens());
      return renewedByAnotherTab || requestForThisSession();
    };
    const request = (storage?.lock ? storage.lock(key, takeTurn) : requestForThisSession()) as Promise<Tokens>;
    const mine: Promise<Tokens> = request.finally(() => {
      if (inflight === mine) inflight = undefined;
    });
    inflight = mine;
    return mine;
  };
  // Waits for the first read of the storage; a renewal in flight wins even over tokens that look usable
  // (`renew()` joins it).
  const usableTokens = async (): Promise<Tokens> => {
    await reading;
    return usableNow() || renew();
  };
  return {
    async getAuthHeaders() {
      // The hot path (usable tokens, nothing pending) awaits nothing. It is never taken before the
      // first read settles: until then the tokens are empty, unless set meanwhile (they win over the read).
      const tokens = usableNow() || (await usableTokens());
      return { Authorization: tokens.accessToken.value };
    },
    async onUnauthorized() {
      // Concurrent 401s share one renewal; a 401 right after one replays with the new token. A clock set
      // back since (a device's corrected time) must not read as "right after": each 401 would then replay the refused token.
      if (Math.abs(Date.now() - renewedAt) > 2000) {
        await renew();
        renewedAt = Date.now();
      }
      return true;
    },
    async generateVisitorTokens(tokens) {
      if (!tokens) return usableTokens();
      const checked = checkTokens({ ...EMPTY_TOKENS, ...tokens });
      return usable(checked) ?? obtain(checked?.refreshToken);
    },
    renewToken: refresh,
  };
}
