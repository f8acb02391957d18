import type { OAuthData } from './auth-url';
import type { Internals } from './internals';
import { browserStorage } from './storage/browser';
import type { StorageAdapter } from './storage/types';

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

/** Removes every pending login of the session (used by logout). */
export async function clearTransactions(i: Internals): Promise<void> {
  const s = transactions(i);
  const index = pkceKey(i);
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

/** Stores a pending login under its `state`, and adds it to the index (the newest 20 are kept). */
export async function storeTransaction(i: Internals, data: OAuthData): Promise<void> {
  const s = transactions(i);
  const index = pkceKey(i);
  const tx: Transaction = { ...data, at: Date.now() };
  await s.setItem(`${index}.${data.state}`, JSON.stringify(tx));
  await s.setItem(index, JSON.stringify([...parseList(await s.getItem(index)), data.state].slice(-20)));
}

/**
 * Removes the pending login stored under `state` and returns it. A known login is used up whatever
 * happens next (success, expiry, refused code): it leaves the index too, which disappears with its
 * last entry (it would otherwise linger in cookies).
 */
export async function takeTransaction(i: Internals, state: string): Promise<Transaction | undefined> {
  const s = transactions(i);
  const index = pkceKey(i);
  const txKey = `${index}.${state}`;
  const raw = await s.getItem(txKey);
  if (raw == null) return undefined;
  await s.removeItem(txKey);
  const rest = parseList(await s.getItem(index)).filter((st) => st !== state);
  await (rest.length ? s.setItem(index, JSON.stringify(rest)) : s.removeItem(index));
  try {
    return JSON.parse(raw) as Transaction;
  } catch {
    return undefined;
  }
}
