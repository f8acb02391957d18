import { createSubscribable, invalid } from '@storefront-kit/http-core';
import type { OAuthStrategy, OAuthStrategyOptions } from './session';
import type { SessionExpiredEvent, SessionMember, SessionSnapshot } from './session-types';
import { checkTokens, EMPTY_TOKENS, type Tokens } from './tokens';

/**
 * How new tokens relate to the session: `renewed` for the same session (a refresh, the first read
 * of the storage), `anonymous` for a visitor this session just minted (an anonymous grant). Left
 * out: they stand for someone new (a new `generation`), unless they are the first visitor of the session.
 */
export type How = 'renewed' | 'anonymous';

/** The strategy's methods the store serves. @internal */
export type SessionMethods = Pick<OAuthStrategy, 'subscribe' | 'getSnapshot' | 'getTokens' | 'setTokens' | 'loggedIn' | 'dismissExpired' | 'markNoCart'>;

/**
 * Replaces the tokens; `persist` also writes them; `member`: who they belong to (any role but `member`
 * drops it); `noCart`: the cart store's mark, stored with them but no change of who they stand for
 * (left out: kept by a renewal, else cleared).
 */
type Replace = (tokens: Tokens, persist?: boolean, member?: SessionMember, how?: How, noCart?: boolean) => void;
/** A replacement that starts another session (see {@link SessionCore}'s `stamp`); `expired` is shown until the next one or `dismissExpired()`. */
type Reset = (tokens: Tokens, member?: SessionMember, expired?: SessionExpiredEvent) => number;
/** Reads the stored session again: `renewed`, as this session's own; left out, as another tab's change. */
type Load = (how?: 'renewed') => Promise<void>;

/**
 * What the renewal shares with the store, positionally (the renewal is the store's only other user, and
 * takes the first three; its token request the rest):
 * `getTokens` and `getSnapshot` as the strategy's; `stamp()` counts every replacement not made by a
 * renewal itself (logout, `setTokens`, another tab, an expiry), so that a token answer sent under an
 * older count is dropped instead of resurrecting the session (`reset` returns the new count);
 * `reading` is the first read of the storage, `undefined` when initial tokens were given.
 * @internal
 */
export type SessionCore = [
  getTokens: SessionMethods['getTokens'],
  load: Load,
  reading: Promise<void> | undefined,
  getSnapshot: SessionMethods['getSnapshot'],
  stamp: () => number,
  replace: Replace,
  reset: Reset,
];

/**
 * What a stored record asks `replace` for: its tokens and member (optional: records of earlier versions
 * have none; a malformed one is dropped). Corrupt or foreign data is empty tokens (never a TypeError
 * later), persisted so that it is cleared.
 */
function fromRecord(raw: unknown, how?: 'renewed'): [tokens: Tokens, persist: boolean, member: SessionMember | undefined, how: 'renewed' | undefined, noCart: boolean] {
  let t: Tokens | undefined;
  let m: SessionMember | undefined;
  let noCart = false;
  try {
    const v = JSON.parse(raw as string);
    const { id, email } = v.member ?? {};
    t = checkTokens(v);
    noCart = v.noCart == true;
    if (typeof id == 'string') m = { id, email: typeof email == 'string' ? email : undefined };
  } catch {
    // not JSON, or `null`
  }
  return [t ?? EMPTY_TOKENS, raw != null && !t, m, how, noCart];
}

/**
 * The session's token storage: the snapshot store, the stored record (`key`) it mirrors to the
 * options' `storage`, the first read and other tabs' changes. Without a storage, the snapshot is
 * the only copy of the tokens (nothing persisted).
 */
export function createSessionStore({ storage, tokens: initial }: OAuthStrategyOptions, key: string): [SessionMethods, SessionCore] {
  const { subscribe, getSnapshot, set } = createSubscribable({ role: 'none' } as SessionSnapshot); // a placeholder until the first `replace`
  let warned = false;
  // Storage operations: a failure never breaks the session, it becomes one warning (without any token value in it).
  const safe = async (op: () => unknown) => {
    try {
      await op();
    } catch (e) {
      if (!warned) console.warn(`storefront-kit: session storage failed (${(e as Error)?.name})`);
      warned = true;
    }
  };
  let gen = 0;
  let generation = 0;
  let expired: SessionExpiredEvent | undefined;
  let record = ''; // the stored record of the snapshot: a different one means a change
  const replace: Replace = (t, persist, member, how, noCart = how == 'renewed' && getSnapshot().noCart) => {
    const role = t.refreshToken.role;
    const loggedIn = role == 'member';
    const m = (loggedIn && member) || undefined;
    const rec = JSON.stringify({ ...t, member: m }); // the tokens, plus `member` when known (older versions ignore it)
    if (persist && storage) void safe(() => (t.accessToken.value || t.refreshToken.value ? storage.setItem(key, JSON.stringify({ ...t, member: m, noCart: noCart || undefined })) : storage.removeItem(key)));
    if (rec != record) {
      record = rec;
      if (how != 'renewed' && (loggedIn || getSnapshot().role != 'none')) generation++;
      set({ tokens: t, role, loggedIn, member: m, generation, newVisitor: how == 'anonymous', expired, noCart });
    } else if (noCart != getSnapshot().noCart) set({ ...getSnapshot(), noCart });
  };
  const reset: Reset = (t, member, event) => {
    const at = ++gen;
    expired = event;
    replace(t, true, member);
    return at;
  };
  const load: Load = (how) => {
    const readAt = how ? gen : ++gen; // another tab's change is a replacement too
    return safe(async () => {
      let raw = storage?.getItem(key);
      if (raw instanceof Promise) raw = await raw; // a synchronous storage is read synchronously
      if (readAt != gen) return; // tokens set while an asynchronous read was pending win over what was read
      replace(...fromRecord(raw, how));
    });
  };
  const first = initial && checkTokens(initial);
  replace(first ?? EMPTY_TOKENS, !!first);
  const reading = first ? undefined : load('renewed');
  storage?.subscribe?.((k) => void ((k === null || k === key) && load())); // another tab logged in, refreshed or logged out
  const getTokens = () => getSnapshot().tokens;
  const methods: SessionMethods = {
    subscribe,
    getSnapshot,
    getTokens,
    setTokens: (t, o) => reset(checkTokens(t) ?? invalid('tokens', 'are malformed'), o?.member),
    loggedIn: () => getSnapshot().loggedIn,
    dismissExpired: () => expired && set({ ...getSnapshot(), expired: (expired = undefined) }),
    markNoCart: (n) => getSnapshot().role != 'none' && n != getSnapshot().noCart && replace(getTokens(), true, getSnapshot().member, 'renewed', n),
  };
  return [methods, [getTokens, load, reading, getSnapshot, () => gen, replace, reset]];
}
