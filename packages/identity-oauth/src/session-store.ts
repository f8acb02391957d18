import { createSubscribable, type WritableSubscribable } from '@storefront-kit/http-core';
import type { SessionExpiredEvent, SessionMember, SessionSnapshot } from './session-types';
import type { StorageAdapter } from './storage/types';
import { checkTokens, EMPTY_TOKENS, type Tokens } from './tokens';

/**
 * How new tokens relate to the session: `renewed` for the same session (a refresh, the first read
 * of the storage), `minted` for a visitor this session just created. Left out: they stand for
 * someone new (a new `generation`), unless they are the first visitor of the session.
 */
export type How = 'renewed' | 'minted';

/** The session store (its snapshot) with the state its strategy and renewal share. @internal */
export interface SessionCore extends WritableSubscribable<SessionSnapshot> {
  /**
   * Counts every replacement not made by a renewal itself (logout, `setTokens`, another tab), so a
   * token answer arriving after one of them is dropped instead of resurrecting the session.
   */
  gen: number;
  /** The last expired session, until the next sign-in or `dismissExpired()`. */
  expired: SessionExpiredEvent | undefined;
  /** The first read of an asynchronous storage, until it settles. */
  reading: Promise<void> | undefined;
  tokens(): Tokens;
  /** Replaces the tokens; `persist` also writes them; `member`: who they belong to (any role but `member` drops it). */
  replace(tokens: Tokens, persist?: boolean, member?: SessionMember, how?: How): void;
  /** Reads the stored session (again); `renewed`: what it finds is this session's own. */
  load(how?: 'renewed'): Promise<void>;
  /** Runs `task` holding the storage's cross-tab lock, when it has one. */
  lock: ((task: () => Promise<Tokens>) => Promise<unknown>) | undefined;
}

/** The tokens and member of a stored record; the member is optional (records of earlier versions have none). */
function parseRecord(raw: unknown): [Tokens | undefined, SessionMember | undefined] {
  let tokens: Tokens | undefined;
  let member: SessionMember | undefined;
  try {
    const v = JSON.parse(raw as string);
    tokens = checkTokens(v);
    const { id, email } = v.member;
    if (typeof id == 'string') member = { id, email: typeof email == 'string' ? email : undefined };
  } catch {
    // not JSON, or no member (a malformed one is dropped)
  }
  return [tokens, member];
}

/**
 * The session's token storage: the snapshot store, the stored record (`sfk.<clientId>.tokens`) it
 * mirrors, the first read and other tabs' changes. Storage failures never break the session: they
 * become one warning, without any token value in it.
 */
export function createSessionStore(storage: StorageAdapter, key: string, initial?: Tokens): SessionCore {
  // The first `replace` below fills it before anyone can read it.
  const core = createSubscribable<SessionSnapshot>(undefined as never) as SessionCore;
  let generation = 0;
  /** The stored record of the snapshot: a different one means a change. */
  let record = '';
  let warned = false;
  const safe = async (op: () => unknown): Promise<void> => {
    try {
      await op();
    } catch (e) {
      if (!warned) console.warn(`storefront-kit: session storage failed (${(e as Error)?.name})`);
      warned = true;
    }
  };
  const replace: SessionCore['replace'] = (t, persist, member, how) => {
    const role = t.refreshToken.role;
    const loggedIn = role == 'member';
    const m = (loggedIn && member) || undefined;
    // The stored record: the tokens, plus `member` when known (older versions ignore it).
    const rec = JSON.stringify({ ...t, member: m });
    if (persist) void safe(() => (t.accessToken.value || t.refreshToken.value ? storage.setItem(key, rec) : storage.removeItem(key)));
    if (rec != record) {
      record = rec;
      if (how != 'renewed' && (loggedIn || (core.getSnapshot()?.role ?? 'none') != 'none')) generation++;
      core.set({ tokens: t, role, loggedIn, member: m, generation, newVisitor: how == 'minted', expired: core.expired });
    }
  };
  const load: SessionCore['load'] = (how) => {
    const readAt = core.gen;
    const apply = (raw: unknown) => {
      // Tokens set while an asynchronous read was pending win over what was read.
      if (readAt != core.gen) return;
      const [t, m] = parseRecord(raw);
      // Corrupt or foreign data: cleared and treated as empty, never a TypeError later.
      if (raw != null && !t) void safe(() => storage.removeItem(key));
      replace(t ?? EMPTY_TOKENS, false, m, how);
    };
    return safe(() => {
      const raw = storage.getItem(key);
      return raw instanceof Promise ? raw.then(apply) : apply(raw);
    });
  };
  Object.assign(core, { gen: 0, tokens: () => core.getSnapshot().tokens, replace, load, lock: storage.lock && ((task: () => Promise<Tokens>) => storage.lock!(key, task)) });
  replace(EMPTY_TOKENS);
  const first = initial && checkTokens(initial);
  if (first) replace(first, true);
  else core.reading = load('renewed').then(() => (core.reading = undefined));
  // Another tab logged in, refreshed or logged out.
  storage.subscribe?.((k) => {
    if (k === null || k === key) {
      core.gen++;
      void load();
    }
  });
  return core;
}
