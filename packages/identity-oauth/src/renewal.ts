import { defineEndpoint, HttpError, type Client } from '@storefront-kit/http-core';
import { OAuthError } from './errors';
import type { Grant } from './internals';
import type { OAuthStrategy, OAuthStrategyOptions } from './session';
import type { How, SessionCore } from './session-store';
import type { StorageAdapter } from './storage/types';
import { checkTokens, EMPTY_TOKENS, isUsable, toTokens, type Tokens } from './tokens';

const tokenEndpoint = /* @__PURE__ */ defineEndpoint({ method: 'POST', path: '/oauth2/token' });

/** The strategy's methods that get usable tokens, and the grant its flows send. @internal */
export type Renewal = Pick<OAuthStrategy, 'getAuthHeaders' | 'onUnauthorized' | 'generateVisitorTokens' | 'renewToken'> & { grant: Grant };

/**
 * One token request (refresh, else a new visitor), stored unless the session changed meanwhile. A
 * refused refresh token ends the session: the dead tokens are cleared, `expired` is set and
 * reported, then `ERR_OAUTH_SESSION_EXPIRED` under the strict policy, else a new visitor.
 */
async function requestTokens(core: SessionCore, options: OAuthStrategyOptions, anonymous: () => Promise<Tokens>, refresh: Renewal['renewToken']): Promise<Tokens> {
  const { tokens } = core;
  let sentAt = core.gen;
  const { value, role } = tokens().refreshToken;
  let how: How = value ? 'renewed' : 'minted';
  let next: Tokens;
  // Another tab renewed (and rotated) or the app replaced the tokens meanwhile: adopt theirs if usable.
  const adopt = () => {
    if (isUsable(tokens())) return tokens();
    throw new OAuthError('Session changed during a token request', 'ERR_OAUTH_SESSION_CHANGED');
  };
  try {
    next = await (value ? refresh({ value, role }) : anonymous());
  } catch (error) {
    if (sentAt != core.gen) return adopt();
    // Transient failures (network, 5xx, 429, a malformed answer) keep the tokens for the next try;
    // a 400/401 from the token endpoint is the server's final word.
    if (!value || !(error instanceof HttpError && (error.status == 400 || error.status == 401))) throw error;
    const reason = String((error.data as { error?: unknown } | undefined)?.error ?? 'invalid_grant');
    sentAt = ++core.gen;
    const expired = (core.expired = { role, memberId: core.getSnapshot().member?.id, reason, error });
    core.replace(EMPTY_TOKENS, true);
    options.onSessionExpired?.(expired);
    if (options.expiredSession == 'error') throw new OAuthError('Session expired: refresh token refused', 'ERR_OAUTH_SESSION_EXPIRED', { error: reason, cause: error });
    next = await anonymous();
    how = 'minted';
  }
  // Logged out (or tokens replaced) meanwhile: this answer belongs to a session that no longer exists.
  if (sentAt != core.gen) return adopt();
  // A refresh keeps the member (a new visitor drops it: not a member role).
  core.replace(next, true, core.getSnapshot().member, how);
  return next;
}

/**
 * The renewal of one session: the grants (a refresh token spent once between the strategies that
 * share the storage's tokens), one token request for all callers, cross-tab turns, and a hot path
 * that awaits nothing.
 */
export function createRenewal(core: SessionCore, options: OAuthStrategyOptions, storage: StorageAdapter, client: () => Client): Renewal {
  const { clientId } = options;
  const { tokens, lock } = core;
  // Token calls mint the auth: the unauthenticated client. A POST is never retried, so a refresh
  // token is presented once per call.
  const grant: Grant = async (body, role, keepRefresh, headers) => {
    const answer = await client()
      .request(tokenEndpoint, { body, headers: { ...options.tokenRequestHeaders, ...headers } })
      .catch((e) => {
        // The platform SDK's message for any refused grant; status, `error` and `error_description` stay on the error.
        if (e instanceof HttpError) e.message = 'something went wrong';
        throw e;
      });
    return toTokens(answer, role, keepRefresh);
  };
  const anonymous = () => grant({ clientId, grantType: 'anonymous' }, 'visitor');
  const refresh: Renewal['renewToken'] = ({ value, role }) => {
    const go = () => grant({ clientId, grantType: 'refresh_token', refreshToken: value }, role, value);
    return storage.sharedRefresh ? storage.sharedRefresh.run(clientId, value, go) : go();
  };
  const request = () => requestTokens(core, options, anonymous, refresh);
  let inflight: Promise<Tokens> | undefined;
  let renewedAt = 0;
  // One token request for all concurrent callers; the next call after a failure starts afresh. Tabs
  // sharing the storage take turns: the next one adopts the first one's fresh tokens instead of
  // spending the same, now rotated, refresh token a second time.
  const renew = (): Promise<Tokens> => {
    const before = tokens().accessToken.value;
    const turn = async () => {
      await core.load('renewed');
      const t = tokens();
      return t.accessToken.value != before && isUsable(t) ? t : request();
    };
    return (inflight ??= ((lock ? lock(turn) : request()) as Promise<Tokens>).finally(() => (inflight = undefined)));
  };
  // A renewal in flight wins even over tokens that look usable: they are about to be replaced.
  const ensure = async (): Promise<Tokens> => (await core.reading, inflight ?? (isUsable(tokens()) ? tokens() : renew()));
  return {
    grant,
    async getAuthHeaders() {
      const t = tokens();
      // The hot path (usable tokens, nothing pending) awaits nothing.
      return { Authorization: (core.reading || inflight || !isUsable(t) ? await ensure() : t).accessToken.value };
    },
    async onUnauthorized() {
      // Concurrent 401s share one renewal; a 401 right after one replays with the new token.
      if (Date.now() - renewedAt > 2000) {
        await renew();
        renewedAt = Date.now();
      }
      return true;
    },
    async generateVisitorTokens(t) {
      if (!t) return ensure();
      const checked = checkTokens({ ...EMPTY_TOKENS, ...t });
      return checked && isUsable(checked) ? checked : checked?.refreshToken.value ? refresh(checked.refreshToken) : anonymous();
    },
    renewToken: refresh,
  };
}
