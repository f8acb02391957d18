import { createSubscribable, invalid, isAbortError, type Client, type Subscribable } from '@storefront-kit/http-core';
import type { Member } from '@storefront-kit/wire/identity';
import { getCurrentMember } from './members';
import { isOAuthStrategy, type OAuthStrategy } from '../session/strategy';

/**
 * What a {@link MemberStore} knows of the signed-in member.
 *
 * @group Stores
 */
export interface MemberState {
  /**
   * `signed-out`: the session is not a member's (nothing is requested); `loading`: the member is being
   * read; `ready`: `member` is the platform's answer; `error`: the read failed (`error`).
   */
  readonly status: 'signed-out' | 'loading' | 'ready' | 'error';
  /** The member (the `FULL` field set: `loginEmail`, `contact`, `profile`, ...) once `ready`. */
  readonly member: Member | undefined;
  /** Why the last read failed (an `AnyStorefrontError`), else `null`. */
  readonly error: unknown;
}

/**
 * The signed-in member of a client, following its session: read once per sign-in (by any route: the
 * platform's hosted page, a custom login, another tab), dropped on sign-out. Framework-free; React's
 * `useMember` is one `useSyncExternalStore` over it.
 *
 * @group Stores
 */
export interface MemberStore extends Subscribable<MemberState> {
  /** Reads the member again (after a profile change, or to retry an `error`); nothing for a non-member. */
  refresh(): void;
}

const SIGNED_OUT: MemberState = /* @__PURE__ */ Object.freeze({ status: 'signed-out', member: undefined, error: null });
const LOADING: MemberState = /* @__PURE__ */ Object.freeze({ status: 'loading', member: undefined, error: null });
const stores = new WeakMap<Client, MemberStore>();

/** Which member session the tokens stand for (`null`: none); a refresh of the same session keeps it. */
const sessionKey = (session: OAuthStrategy): number | null => {
  const { role, generation } = session.getSnapshot();
  return role === 'member' ? generation : null;
};

function createMemberStore(client: Client, session: OAuthStrategy): MemberStore {
  const state = createSubscribable<MemberState>(SIGNED_OUT);
  let key: number | null = null;
  let reading: AbortController | undefined;
  let stopFollowing: (() => void) | undefined;

  const read = () => {
    reading?.abort();
    if (key === null) {
      reading = undefined;
      if (state.getSnapshot() !== SIGNED_OUT) state.set(SIGNED_OUT);
      return;
    }
    const mine = new AbortController();
    reading = mine;
    if (state.getSnapshot() !== LOADING) state.set(LOADING);
    getCurrentMember(client, { fieldsets: ['FULL'], signal: mine.signal }).then(
      ({ member }) => reading === mine && state.set(Object.freeze({ status: 'ready', member, error: null })),
      (error: unknown) => reading === mine && !isAbortError(error) && state.set(Object.freeze({ status: 'error', member: undefined, error })),
    );
  };
  const follow = () => {
    const next = sessionKey(session);
    if (next === key && (reading || next === null)) return;
    key = next;
    read();
  };

  return {
    // Until someone subscribes, what the session implies (a member's read has not started yet).
    getSnapshot: () => (stopFollowing || sessionKey(session) === key ? state.getSnapshot() : sessionKey(session) === null ? SIGNED_OUT : LOADING),
    subscribe(listener) {
      const unsubscribe = state.subscribe(listener);
      if (!stopFollowing) {
        stopFollowing = session.subscribe(follow);
        follow();
      }
      return () => {
        unsubscribe();
        // An answer in flight still lands (a remount, as React's StrictMode does, reuses it).
        if (state.size === 0 && stopFollowing) {
          stopFollowing();
          stopFollowing = undefined;
        }
      };
    },
    refresh() {
      if (key !== null) read();
    },
  };
}

/**
 * The one {@link MemberStore} of `client` (created on first use, shared by every caller).
 *
 * @param client - a client created with `auth: createOAuthStrategy(...)`
 * @returns the client's member store
 * @throws {ValidationError} when the client's auth is not an OAuth strategy
 * @group Stores
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { createOAuthStrategy, memberStoreOf } from '@storefront-kit/identity-oauth';
 * const client = createClient({ auth: createOAuthStrategy({ clientId: 'your-client-id' }) });
 * const members = memberStoreOf(client);
 * members.subscribe(() => {
 *   const { status, member } = members.getSnapshot();
 *   if (status === 'ready') console.log(`Signed in as ${member?.contact?.firstName ?? member?.loginEmail}`);
 * });
 * ```
 */
export function memberStoreOf(client: Client): MemberStore {
  const known = stores.get(client);
  if (known) return known;
  if (!isOAuthStrategy(client.auth)) invalid('client.auth', 'must be a strategy from createOAuthStrategy()');
  const store = createMemberStore(client, client.auth as OAuthStrategy);
  stores.set(client, store);
  return store;
}
