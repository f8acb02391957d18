import type { FetchLike, Hosts } from '@storefront-kit/http-core';
import type { StorageAdapter } from '../storage/types';
import type { Tokens } from './tokens';
import type { TokenRole } from '@storefront-kit/wire/identity';

/**
 * The signed-in member as the SDK learnt it from the identity answer of the login that stored the
 * member tokens: the identity id (the member id) and the login e-mail. Nothing else: the platform's
 * tokens are opaque, so read the profile with your own call when you need it.
 *
 * @group Stores
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
 * @group Stores
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
  /**
   * Bumps whenever the tokens start to stand for someone else: sign-in by any route, sign-out, an
   * expired session, another tab's change. A refresh of the same session keeps it, and so does the
   * first visitor of a session (role `none` to `visitor`). Stores keyed to the session (the cart)
   * drop any answer to a request sent under an older generation.
   */
  readonly generation: number;
  /**
   * `true` while the tokens are an anonymous visitor this session minted itself (not read from
   * storage, not refreshed from an earlier visitor): nothing can belong to it yet, so a cart store
   * knows there is no cart without asking.
   */
  readonly newVisitor: boolean;
  /**
   * Set by a cart store that learnt the session's visitor has no cart (`markNoCart`), so that a reload
   * makes no cart call; stored with the tokens, kept by a refresh, cleared when the tokens start to
   * stand for someone else (sign-in, sign-out) and by the store before its first write.
   */
  readonly noCart: boolean;
  /**
   * The last expired session, until the next sign-in or `dismissExpired()`: lets a UI say "you were
   * signed out" after the session fell back to a visitor.
   */
  readonly expired?: SessionExpiredEvent | undefined;
}

/**
 * What happens when the platform rejects the refresh token (400/401, e.g. `invalid_grant`). Both
 * clear the dead tokens, call `onSessionExpired` and set the snapshot's `expired`.
 * `'visitor'` (default, as the platform's own SDK does) carries on as a new anonymous visitor in the
 * same call; `'error'` (strict) throws `ERR_OAUTH_SESSION_EXPIRED`, so the app decides what comes next.
 *
 * @group Strategies
 */
export type ExpiredSessionPolicy = 'error' | 'visitor';

/**
 * Payload of the session-expired event.
 *
 * @group Stores
 * @example
 * ```ts
 * import type { SessionExpiredEvent } from '@storefront-kit/identity-oauth';
 * const onExpired = (e: SessionExpiredEvent) => e.role === 'member' && alert(`Signed out (${e.reason}): please sign in again`);
 * ```
 */
export interface SessionExpiredEvent {
  /** The role of the session that ended. */
  readonly role: TokenRole;
  /** The member whose session ended, when the SDK knew who it was. */
  readonly memberId?: string | undefined;
  /** Why: the token endpoint's OAuth error code, e.g. `invalid_grant`. */
  readonly reason: string;
  /** The token endpoint's error. */
  readonly error: unknown;
}

/**
 * Options of {@link createOAuthStrategy}.
 *
 * @group Strategies
 */
export interface OAuthStrategyOptions {
  /** The OAuth app's client id (Headless settings). */
  clientId: string;
  /** Where tokens live. @default none: the tokens live in this strategy's memory only (nothing persisted, as with a `memoryStorage()` of its own) */
  storage?: StorageAdapter;
  /**
   * Where pending PKCE logins live between `loginWithRedirect` and `handleRedirectCallback`.
   *
   * Shared by several sessions (tabs over `localStorage`, server processes over Redis or cookies), with
   * or without a `lock`: every login started completes (for an hour, the newest that fit in 3 KB), and a
   * `logout` in any of them refuses every login started before it (it stores the time it ran; servers
   * sharing a storage need synchronised clocks). With a `lock` (`memoryStorage()` and `browserStorage()`
   * have one) the index of pending logins also stays exact, so a logout deletes them all; without one,
   * logins started at the same moment in two sessions may miss the index: such a login is no longer
   * deleted by a logout or by the 3 KB budget, only refused, and stays in the storage (a cookie until it expires).
   * @default `storage` when given, else the tab's `sessionStorage` in browsers, else memory
   */
  transactionStorage?: StorageAdapter;
  /** Initial tokens (e.g. read from a cookie by your server); they win over stored ones. */
  tokens?: Tokens;
  /** The fetch for token, identity and redirect calls. @default the client's `fetch`, else globalThis.fetch */
  fetch?: FetchLike;
  /**
   * Platform base URLs for the strategy's own token, identity and redirect calls (they use `api`).
   * @default the hosts of the client it is given to (`createClient({ auth, hosts })`), else production
   */
  hosts?: Partial<Hosts>;
  /** What a refused refresh token leads to (see {@link ExpiredSessionPolicy}). @default 'visitor' */
  expiredSession?: ExpiredSessionPolicy;
  /** Called when a refresh token is refused (before the error or the new visitor); also in the snapshot's `expired`. */
  onSessionExpired?: (event: SessionExpiredEvent) => void;
  /** Extra headers for token requests only. */
  tokenRequestHeaders?: Record<string, string>;
  /** When set, `redirectUri`s must be one of these, exactly. */
  allowedRedirectUris?: readonly string[];
  /** Per-call budget of the SDK's own requests, in ms. @default 30000 */
  timeoutMs?: number;
}
