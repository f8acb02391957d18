import type { SharedRefresh } from './shared-refresh';

/**
 * A value or a promise of it: storages may be synchronous (memory, localStorage) or not (cookies in SSR).
 *
 * @group Storage
 */
export type MaybePromise<T> = T | Promise<T>;

/**
 * Where the session keeps its state (tokens, pending PKCE logins). Keys are chosen by the SDK and
 * include the OAuth client id (`sfk.<clientId>.tokens`, `sfk.<clientId>.pkce.<state>`); values are strings.
 * Implement it to store tokens anywhere (IndexedDB, a native keychain, a server session).
 *
 * @group Storage
 * @example
 * ```ts
 * import type { StorageAdapter } from '@storefront-kit/identity-oauth';
 * const map = new Map<string, string>();
 * const custom: StorageAdapter = {
 *   getItem: (k) => map.get(k) ?? null,
 *   setItem: (k, v) => void map.set(k, v),
 *   removeItem: (k) => void map.delete(k),
 * };
 * ```
 */
export interface StorageAdapter {
  getItem(key: string): MaybePromise<string | null | undefined>;
  setItem(key: string, value: string): MaybePromise<void>;
  removeItem(key: string): MaybePromise<void>;
  /** Optional: calls `listener` when another tab or process changed `key` (`null`: everything cleared). */
  subscribe?(listener: (key: string | null) => void): () => void;
  /**
   * Optional: set when several strategies of this process read the same tokens from this storage
   * at once (cookies on a server: one strategy per request), so that they refresh a refresh token
   * once between them instead of each spending it (see `sharedRefresh`). `cookieStorage` sets it.
   */
  sharedRefresh?: SharedRefresh;
  /**
   * Optional: for storages that several tabs share (`localStorage`). Runs `task` while holding the
   * cross-tab lock `name` (after the tab that holds it is done) and settles as `task` does, so that
   * tabs renew tokens one at a time: the next tab finds the first one's fresh tokens instead of
   * spending the same rotated refresh token, and so that the index of pending redirect logins
   * (`sfk.<clientId>.pkce`) is changed by one session at a time (see `transactionStorage`).
   * `browserStorage()` uses Web Locks where there are some; for a storage of your own:
   * `lock: (name, task) => navigator.locks.request(name, task)` (a distributed lock for one that server processes share).
   */
  lock?(name: string, task: () => Promise<unknown>): Promise<unknown>;
}
