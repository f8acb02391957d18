import { OAuthError } from '../errors';
import { internals, type OAuthStrategy } from './strategy';
import type { Tokens } from './tokens';
import type { SessionMember } from './types';

/**
 * Starts a sign-in: the function returned stores the member tokens it ends with, unless the session was
 * replaced since it started (a logout by any login flow or tab, the app's `setTokens`, another tab's
 * sign-in): that replacement wins, nothing is stored and the sign-in fails with `ERR_OAUTH_SESSION_CHANGED`.
 * Without this, a sign-in still in flight signed the shopper back in after a logout. Any change the
 * store's `stamp()` counts wins, also another tab's token change or an expiry (rare within a sign-in):
 * a sign-in never overwrites a session it did not start from; trying again signs in.
 * @internal
 */
export function startSignIn(auth: OAuthStrategy): (tokens: Tokens, member?: SessionMember) => void {
  const { stamp } = internals(auth).session;
  const startedAt = stamp();
  return (tokens, member) => {
    if (stamp() !== startedAt) throw new OAuthError('The session changed during the sign-in (logout, or tokens set)', 'ERR_OAUTH_SESSION_CHANGED');
    auth.setTokens(tokens, { member });
  };
}
