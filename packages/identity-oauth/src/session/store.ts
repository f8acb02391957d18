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
  let t: Tokens | undefined;
  let member: SessionMember | undefined;
  let noCart = false;
  try {
    const v = JSON.parse(raw as string);
    const { id, email } = v.member ?? {};
    t = checkTokens(v);
    noCart = v.noCart == true;
    if (typeof id == 'string') member = { id, email: typeof email == 'string' ? email : undefined };
  } catch {
    // not JSON, or `null`
  }
  return { tokens: t ?? EMPTY_TOKENS, persist: raw != null && !t, member, how, noCart };
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
  const replace: SessionCore['replace'] = (t, { persist, member, how, noCart = how == 'renewed' && getSnapshot().noCart } = {}) => {
    const role = t.refreshToken.role;
    const loggedIn = role == 'member';
    const m = (loggedIn && member) || undefined;
    const rec = JSON.stringify({ ...t, member: m }); // the tokens, plus `member` when known (older versions ignore it)
    if (persist && storage)
      void safe(() =>
        t.accessToken.value || t.refreshToken.value
          ? storage.setItem(key, JSON.stringify({ ...t, member: m, noCart: noCart || undefined }))
          : storage.removeItem(key),
      );
    if (rec != record) {
      record = rec;
      if (how != 'renewed' && (loggedIn || getSnapshot().role != 'none')) generation++;
      set({ tokens: t, role, loggedIn, member: m, generation, newVisitor: how == 'anonymous', expired, noCart });
    } else if (noCart != getSnapshot().noCart) set({ ...getSnapshot(), noCart });
  };
  const reset: SessionCore['reset'] = (t, member, event) => {
    const at = ++gen;
    expired = event;
    replace(t, { persist: true, member });
    return at;
  };
  const load: SessionCore['load'] = (how) => {
    const readAt = how ? gen : ++gen; // another tab's change is a replacement too
    return safe(async () => {
      let raw = storage?.getItem(key);
      if (raw instanceof Promise) raw = await raw; // a synchronous storage is read synchronously
      if (readAt != gen) return; // tokens set while an asynchronous read was pending win over what was read
      const record = fromRecord(raw, how);
      replace(record.tokens, record);
    });
  };
  const first = initial && checkTokens(initial);
  replace(first ?? EMPTY_TOKENS, { persist: !!first });
  const reading = first ? undefined : load('renewed');
  storage?.subscribe?.((k) => void ((k === null || k === key) && load())); // another tab logged in, refreshed or logged out
  const getTokens = () => getSnapshot().tokens;
  const methods = {
    subscribe,
    getSnapshot,
    getTokens,
    setTokens: (t: Tokens, o?: { member?: SessionMember | undefined }) => reset(checkTokens(t) ?? invalid('tokens', 'are malformed'), o?.member),
    loggedIn: () => getSnapshot().loggedIn,
    dismissExpired: () => expired && set({ ...getSnapshot(), expired: (expired = undefined) }),
    markNoCart: (noCart: boolean) =>
      getSnapshot().role != 'none' &&
      noCart != getSnapshot().noCart &&
      replace(getTokens(), { persist: true, member: getSnapshot().member, how: 'renewed', noCart }),
  };
  return { methods, core: { getTokens, getSnapshot, load, reading, stamp: () => gen, replace, reset } satisfies SessionCore };
}
