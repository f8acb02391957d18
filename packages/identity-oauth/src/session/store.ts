import { createSubscribable, invalid } from '@storefront-kit/http-core';
import type { OAuthStrategyOptions, SessionExpiredEvent, SessionMember, SessionSnapshot } from './types';
import { checkTokens, EMPTY_TOKENS, type Tokens } from './tokens';

/**
 * How new tokens relate to the session: `renewed` for the same session (a refresh, the first read
 * of the storage), `anonymous` for a visitor this session just minted (an anonymous grant). Left
 * out: they stand for someone new (a new `generation`), unless they are the first visitor of the session.
 */
export type How = 'renewed' | 'anonymous';

/**
 * What a replacement of the tokens says besides them: `persist` also writes them; `member`: who they
 * belong to (any role but `member` drops it); `noCart`: the cart store's mark, stored with them but no
 * change of who they stand for (left out: kept by a renewal, else cleared).
 */
export interface Replacement {
  persist?: boolean;
  member?: SessionMember | undefined;
  how?: How | undefined;
  noCart?: boolean;
}

/**
 * What the renewal shares with the store (the renewal is the store's only other user):
 * `getTokens` and `getSnapshot` as the strategy's; `stamp()` counts every replacement not made by a
 * renewal itself (logout, `setTokens`, another tab, an expiry), so that a token answer sent under an
 * older count is dropped instead of resurrecting the session (`reset` returns the new count);
 * `reading` is the first read of the storage, `undefined` when initial tokens were given.
 * @internal
 */
export interface SessionCore {
  getTokens(): Tokens;
  getSnapshot(): SessionSnapshot;
  /** Reads the stored session again: `renewed`, as this session's own; left out, as another tab's change. */
  load(how?: 'renewed'): Promise<void>;
  reading: Promise<void> | undefined;
  stamp(): number;
  replace(tokens: Tokens, replacement?: Replacement): void;
  /** A replacement that starts another session (a new `stamp()`, returned); `expired` is shown until the next one or `dismissExpired()`. */
  reset(tokens: Tokens, member?: SessionMember, expired?: SessionExpiredEvent): number;
}

/**
 * What a stored record asks `replace` for: its tokens and member (optional: records of earlier versions
 * have none; a malformed one is dropped). Corrupt or foreign data is empty tokens (never a TypeError
 * later), persisted so that it is cleared.
 */
function fromRecord(raw: unknown, how?: 'renewed'): Replacement & { tokens: Tokens } {
  let tokens: Tokens | undefined;
  let member: SessionMember | undefined;
  let noCart = false;
  try {
    const record = JSON.parse(raw as string);
    const { id, email } = record.member ?? {};
    tokens = checkTokens(record);
    noCart = record.noCart === true;
    if (typeof id === 'string') member = { id, email: typeof email === 'string' ? email : undefined };
  } catch {
    // not JSON, or `null`
  }
  return { tokens: tokens ?? EMPTY_TOKENS, persist: raw != null && !tokens, member, how, noCart };
}

/**
 * The session's token storage: the snapshot store, the stored record (`key`) it mirrors to the
 * options' `storage`, the first read and other tabs' changes. Without a storage, the snapshot is
 * the only copy of the tokens (nothing persisted). `methods` are the strategy's session methods
 * (see `OAuthStrategy`), `core` what its renewal shares.
 */
export function createSessionStore({ storage, tokens: initial }: OAuthStrategyOptions, key: string) {
  const { subscribe, getSnapshot, set } = createSubscribable({ role: 'none' } as SessionSnapshot); // a placeholder until the first `replace`
  let warned = false;
  // A failing storage never breaks the session: the failure becomes one warning (without any token value in it).
  const tryStorage = async (operation: () => unknown) => {
    try {
      await operation();
    } catch (e) {
      if (!warned) console.warn(`storefront-kit: session storage failed (${(e as Error)?.name})`);
      warned = true;
    }
  };
  /** The count `stamp()` returns: replacements not made by a renewal itself. */
  let stamp = 0;
  /** The snapshot's `generation`: who the tokens stand for. */
  let generation = 0;
  let expired: SessionExpiredEvent | undefined;
  let snapshotRecord = ''; // the record of the snapshot's tokens and member: a different one means a change
  const replace: SessionCore['replace'] = (tokens, { persist, member, how, noCart = how === 'renewed' && getSnapshot().noCart } = {}) => {
    const role = tokens.refreshToken.role;
    const loggedIn = role === 'member';
    const knownMember = (loggedIn && member) || undefined;
    if (persist && storage) {
      const hasTokens = tokens.accessToken.value || tokens.refreshToken.value;
      const stored = JSON.stringify({ ...tokens, member: knownMember, noCart: noCart || undefined });
      void tryStorage(() => (hasTokens ? storage.setItem(key, stored) : storage.removeItem(key)));
    }
    const record = JSON.stringify({ ...tokens, member: knownMember }); // `member` only when known (older versions ignore it)
    if (record !== snapshotRecord) {
      snapshotRecord = record;
      const { role: was, member: wasMember } = getSnapshot();
      // A renewal keeps who the tokens stand for, but the storage read in a renewal's turn can find another
      // tab's sign-in or sign-out (another role, another known member): those stand for someone else.
      const renewal = how === 'renewed' && (was === 'none' || was === role) && !(knownMember && wasMember && knownMember.id !== wasMember.id);
      if (!renewal && (loggedIn || was !== 'none')) generation++;
      set({ tokens, role, loggedIn, member: knownMember, generation, newVisitor: how === 'anonymous', expired, noCart });
    } else if (noCart !== getSnapshot().noCart) set({ ...getSnapshot(), noCart });
  };
  const reset: SessionCore['reset'] = (tokens, member, event) => {
    const newStamp = ++stamp;
    expired = event;
    replace(tokens, { persist: true, member });
    return newStamp;
  };
  const load: SessionCore['load'] = (how) => {
    const stampAtRead = how ? stamp : ++stamp; // another tab's change is a replacement too
    return tryStorage(async () => {
      let raw = storage?.getItem(key);
      if (raw instanceof Promise) raw = await raw; // a synchronous storage is read synchronously
      if (stampAtRead !== stamp) return; // tokens set while an asynchronous read was pending win over what was read
      const fromStorage = fromRecord(raw, how);
      replace(fromStorage.tokens, fromStorage);
    });
  };
  const initialTokens = initial && checkTokens(initial);
  replace(initialTokens ?? EMPTY_TOKENS, { persist: !!initialTokens });
  const reading = initialTokens ? undefined : load('renewed');
  storage?.subscribe?.((changedKey) => {
    // another tab logged in, refreshed or logged out
    if (changedKey === null || changedKey === key) void load();
  });
  const getTokens = () => getSnapshot().tokens;
  const methods = {
    subscribe,
    getSnapshot,
    getTokens,
    setTokens: (tokens: Tokens, options?: { member?: SessionMember | undefined }) =>
      reset(checkTokens(tokens) ?? invalid('tokens', 'are malformed'), options?.member),
    loggedIn: () => getSnapshot().loggedIn,
    dismissExpired: () => {
      if (!expired) return;
      expired = undefined;
      set({ ...getSnapshot(), expired });
    },
    markNoCart: (noCart: boolean) => {
      const { role, member, noCart: marked } = getSnapshot();
      if (role !== 'none' && noCart !== marked) replace(getTokens(), { persist: true, member, how: 'renewed', noCart });
    },
  };
  return { methods, core: { getTokens, getSnapshot, load, reading, stamp: () => stamp, replace, reset } satisfies SessionCore };
}
