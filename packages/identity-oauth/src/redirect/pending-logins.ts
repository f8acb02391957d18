import { ValidationError } from '@storefront-kit/http-core';
import type { OAuthData } from './auth-url';
import type { Internals } from '../session/internals';
import { browserStorage } from '../storage/browser';
import { encodeCookieValue } from '../storage/cookie';
import type { StorageAdapter } from '../storage/types';

// Pending redirect logins: what `loginWithRedirect` keeps until the callback page takes it back.

/** Pending logins older than this are treated as unknown. */
const TRANSACTION_TTL_MS = 3_600_000;

/** A pending login as stored: its PKCE pair, where the platform sends the browser back, and where to go after. */
export interface Transaction {
  codeVerifier: string;
  codeChallenge: string;
  redirectUri: string;
  originalUri: string;
  at: number;
}

/** The storage of pending logins (resolved once per session). */
const transactions = (i: Internals): StorageAdapter =>
  (i.transactions ??= i.options.transactionStorage ?? i.options.storage ?? browserStorage({ area: 'session' }));

/** Key of the index of pending logins; each one is stored under `<index>.<state>`. */
const pkceKey = (i: Internals) => `sfk.${i.options.clientId}.pkce`;

/**
 * Key of the time of the last logout, in ms: no pending login started earlier completes, in any tab,
 * whatever became of the index (a read of `localStorage` in one tab may miss another tab's latest
 * write, even under Web Locks, so an index may lose an entry). Compared with `Transaction.at`: tabs share
 * a clock, servers sharing a storage need synchronised ones. Outside `<index>.`, where no `state` reaches.
 */
const clearedKey = (index: string) => `${index}-cleared`;

/**
 * Runs `operation` on the index of pending logins, one at a time: after the session's earlier operations
 * on it, and under the storage's cross-tab `lock` on the index's key when it has one (Web Locks between
 * tabs, one turn per `memoryStorage()`). Each operation reads the index, then writes it back: two at once
 * (a login started in two tabs, or while another tab's callback or logout cleans up) would drop one's
 * entry, which the next logout would then not delete. Without a lock, or when a read misses another
 * tab's write, each operation still re-reads the index right before writing it and changes only its own
 * entries, and the logout time (see {@link clearedKey}) refuses what a logout missed: the index only
 * decides what is deleted, never whether a login completes.
 */
function onIndex<T>(i: Internals, operation: (s: StorageAdapter, index: string) => Promise<T>): Promise<T> {
  const s = transactions(i);
  const index = pkceKey(i);
  const locked = () => (s.lock ? (s.lock(index, () => operation(s, index)) as Promise<T>) : operation(s, index));
  const turn = (i.transactionsTurn ?? Promise.resolve()).then(locked);
  i.transactionsTurn = turn.catch(() => {});
  return turn;
}

/** Removes every pending login of the session (used by logout), and refuses any it missed. */
export const clearTransactions = (i: Internals): Promise<void> => onIndex(i, clearAll);

async function clearAll(s: StorageAdapter, index: string): Promise<void> {
  await s.setItem(clearedKey(index), String(Date.now()));
  const states = parseList(await s.getItem(index));
  await Promise.all([...states.map((st) => s.removeItem(`${index}.${st}`)), s.removeItem(index)]);
}

const parseList = (v: string | null | undefined): string[] => {
  try {
    const a: unknown = JSON.parse(v ?? '[]');
    return Array.isArray(a) ? a.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

/** Whether a pending login is young enough to complete. */
export const isLive = (tx: Transaction): boolean => Date.now() - tx.at < TRANSACTION_TTL_MS;

/** A stored pending login, or `undefined` when it is not JSON. */
const parseTransaction = (raw: string): Transaction | undefined => {
  try {
    return JSON.parse(raw) as Transaction;
  } catch {
    return undefined;
  }
};

/**
 * The most the pending logins (the index and each login) may add to a request's Cookie header, in bytes.
 * With the tokens' cookie, at most 4096 bytes of name and value (what a browser keeps of one cookie), the
 * SDK's cookies stay under 7.2 KB however many sign-ins are abandoned: under nginx's default 8 KB header
 * buffer, and far from the 16 KB past which Node answers 431. Other storages keep the same logins.
 */
const PENDING_LOGINS_BYTES = 3072;

/** What `key` holding `value` adds to a Cookie header: `key=value; `, the value as `cookieStorage` writes it. */
const cookieBytes = (key: string, value: string): number => key.length + encodeCookieValue(value).length + 3;

/**
 * Stores a pending login under its `state` and adds it to the index, newest last. The older logins stay
 * while they are live and they all fit in {@link PENDING_LOGINS_BYTES}, newest first; the others are
 * deleted with their index entries, so abandoned sign-ins never pile up in cookies. The logout time
 * counts in the bytes while it is needed, and is deleted once every login it refuses has expired anyway.
 *
 * @throws {ValidationError} field `returnTo` or `redirectUri` (the longer): the login alone does not fit
 */
export const storeTransaction = (i: Internals, data: OAuthData): Promise<void> => onIndex(i, (s, index) => store(s, index, data));

async function store(s: StorageAdapter, index: string, data: OAuthData): Promise<void> {
  const key = (state: string) => `${index}.${state}`;
  const cleared = await s.getItem(clearedKey(index));
  // Never earlier than the last logout, even when the clock was set back since: a later logout alone refuses it.
  const tx: Transaction = { ...data, at: Math.max(Date.now(), Number(cleared) || 0) };
  const older = parseList(await s.getItem(index));
  const stored = await Promise.all(older.map((state) => s.getItem(key(state))));
  const clearedExpired = cleared != null && !(Date.now() - Number(cleared) < TRANSACTION_TTL_MS);
  const clearedBytes = cleared == null || clearedExpired ? 0 : cookieBytes(clearedKey(index), cleared);
  /** Whether these logins, `[state, stored value]`, fit with their index. */
  const fit = (logins: [string, string][]) => {
    const indexBytes = clearedBytes + cookieBytes(index, JSON.stringify(logins.map(([state]) => state)));
    return logins.reduce((bytes, [state, value]) => bytes + cookieBytes(key(state), value), indexBytes) <= PENDING_LOGINS_BYTES;
  };
  const kept: [string, string][] = [[data.state, JSON.stringify(tx)]];
  if (!fit(kept)) {
    const field = data.originalUri.length > data.redirectUri.length ? 'returnTo' : 'redirectUri';
    throw new ValidationError(`${field} must be shorter: the pending login must fit in ${PENDING_LOGINS_BYTES} bytes of cookies`, field);
  }
  const dropped: string[] = [];
  for (let n = older.length - 1; n >= 0; n--) {
    const raw = stored[n];
    const login: [string, string] = [older[n]!, raw ?? ''];
    const olderTx = raw == null ? undefined : parseTransaction(raw);
    if (olderTx && isLive(olderTx) && fit([...kept, login])) kept.push(login);
    else dropped.push(login[0]);
  }
  await s.setItem(key(data.state), kept[0]![1]);
  // Read again right before writing: a login another tab added meanwhile stays, one it took or cleared stays out.
  const listed = parseList(await s.getItem(index)).filter((state) => state !== data.state && !dropped.includes(state));
  await s.setItem(index, JSON.stringify([...listed, data.state]));
  await Promise.all(dropped.map((state) => s.removeItem(key(state))));
  // Unless a logout wrote a new time meanwhile.
  if (clearedExpired && (await s.getItem(clearedKey(index))) === cleared) await s.removeItem(clearedKey(index));
}

/**
 * Removes the pending login stored under `state` and returns it, unless it started before the last
 * logout. A known login is used up whatever happens next (success, expiry, refused code): it leaves the
 * index too, which disappears with its last entry (it would otherwise linger in cookies).
 */
export const takeTransaction = (i: Internals, state: string): Promise<Transaction | undefined> => onIndex(i, (s, index) => take(s, index, state));

async function take(s: StorageAdapter, index: string, state: string): Promise<Transaction | undefined> {
  const txKey = `${index}.${state}`;
  const raw = await s.getItem(txKey);
  if (raw == null) return undefined;
  await s.removeItem(txKey);
  const rest = parseList(await s.getItem(index)).filter((st) => st !== state);
  await (rest.length ? s.setItem(index, JSON.stringify(rest)) : s.removeItem(index));
  const tx = parseTransaction(raw);
  // Started before the last logout: refused, also when that logout missed it.
  return tx && tx.at >= (Number(await s.getItem(clearedKey(index))) || 0) ? tx : undefined;
}
