import type { Tokens } from './tokens';
import type { TokenRole } from './types';

/**
 * The signed-in member as the SDK learnt it from the identity answer of the login that stored the
 * member tokens: the identity id (the member id) and the login e-mail. Nothing else: the platform's
 * tokens are opaque, so read the profile with your own call when you need it.
 *
 * @example
 * ```ts
 * import type { SessionMember } from '@storefront-kit/identity-oauth';
 * const greeting = (m?: SessionMember) => (m?.email ? `Signed in as ${m.email}` : 'Signed in');
 * ```
 */
export interface SessionMember {
  /** The identity (member) id. */
  readonly id: string;
  /** The login e-mail, when the identity answer had one. */
  readonly email?: string | undefined;
}

/**
 * What UIs render: the tokens, the role they stand for, whether a member is signed in and, when the
 * SDK knows it, who (`member`). A new object only when something changed, so
 * `useSyncExternalStore` can use it as is.
 *
 * @example
 * ```ts
 * import type { SessionSnapshot } from '@storefront-kit/identity-oauth';
 * const label = (s: SessionSnapshot) => (s.loggedIn ? (s.member?.email ?? 'My account') : 'Sign in');
 * ```
 */
export interface SessionSnapshot {
  readonly tokens: Tokens;
  readonly role: TokenRole;
  readonly loggedIn: boolean;
  /**
   * The member of a login that reached `SUCCESS` with an identity and whose tokens were stored
   * (`setTokens(await getMemberTokensForDirectLogin(...))`, or `setTokens(tokens, { member })`);
   * kept across refreshes and persisted with the tokens. `undefined` whenever the role is not
   * `member`, and for a member the SDK did not see log in (redirect login, tokens set without one).
   */
  readonly member?: SessionMember | undefined;
}

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
