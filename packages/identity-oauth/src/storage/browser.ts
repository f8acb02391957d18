import { memoryStorage } from './memory';
import type { StorageAdapter } from './types';

/**
 * Options of {@link browserStorage}.
 *
 * @group Storage
 * @example
 * ```ts
 * import { browserStorage, type BrowserStorageOptions } from '@storefront-kit/identity-oauth';
 * const options: BrowserStorageOptions = { area: 'session', onWarning: (m) => report(m) };
 * const storage = browserStorage(options);
 * declare function report(message: string): void;
 * ```
 */
export interface BrowserStorageOptions {
  /** `local` (default: shared by the origin's tabs, survives restarts) or `session` (this tab only). */
  area?: 'local' | 'session';
  /** Called once, with a message free of stored values, when the Web Storage cannot be used. Default `console.warn`. */
  onWarning?: (message: string) => void;
  /**
   * How long a tab waits for the token lock another tab holds before it renews without it (a frozen
   * or crashed tab may never release it). The renewal re-reads the stored tokens first, so it adopts
   * fresh ones another tab stored meanwhile. @default 5000
   */
  lockTimeoutMs?: number;
}

/**
 * Keeps the session in `localStorage` (or `sessionStorage`), so it survives reloads and is shared by
 * tabs: a login or logout in one tab reaches the others through the `storage` event, and tabs take
 * turns renewing tokens (Web Locks, see `StorageAdapter.lock`; a lock held longer than `lockTimeoutMs`
 * is bypassed, so a frozen tab never stops the others). Keys contain
 * the OAuth client id, so two storefronts on one origin (e.g. `localhost`) never share tokens.
 * When the Web Storage is missing or throws (Safari private mode, cookies disabled, quota), it falls
 * back to memory with one warning. Opt in knowingly: any script on the origin can read `localStorage`.
 *
 * @param options - `area` (`local` or `session`) and `onWarning`
 * @returns the storage, for the strategy's `storage` option
 * @group Storage
 * @example
 * ```ts
 * import { browserStorage, createOAuthStrategy } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id', storage: browserStorage() });
 * ```
 */
export function browserStorage(options: BrowserStorageOptions = {}): StorageAdapter {
  const name = options.area === 'session' ? 'sessionStorage' : 'localStorage';
  let fallback: StorageAdapter | undefined;
  // Resolved on first use, never at import time, so the module loads on servers too.
  const area = (): Storage | undefined => {
    try {
      return (globalThis as unknown as Record<string, Storage | undefined>)[name];
    } catch {
      return undefined;
    }
  };
  const guard = <T>(op: (s: Storage) => T, mem: (m: StorageAdapter) => T): T => {
    const s = fallback ? undefined : area();
    if (s) {
      try {
        return op(s);
      } catch (e) {
        (options.onWarning ?? console.warn)(
          `storefront-kit: ${name} is unavailable (${e instanceof Error ? e.name : 'error'}); the session is kept in memory.`,
        );
      }
    } else if (!fallback) {
      (options.onWarning ?? console.warn)(`storefront-kit: ${name} is unavailable; the session is kept in memory.`);
    }
    fallback ??= memoryStorage();
    return mem(fallback);
  };
  return {
    getItem: (k) =>
      guard(
        (s) => s.getItem(k),
        (m) => m.getItem(k) as string | null,
      ),
    setItem: (k, v) =>
      guard(
        (s) => s.setItem(k, v),
        (m) => m.setItem(k, v) as void,
      ),
    removeItem: (k) =>
      guard(
        (s) => s.removeItem(k),
        (m) => m.removeItem(k) as void,
      ),
    subscribe(listener) {
      const s = area();
      if (typeof window === 'undefined' || !s) return () => {};
      const onStorage = (e: StorageEvent) => {
        if (e.storageArea === s) listener(e.key);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
    lock(name, task) {
      // Tabs take turns (Web Locks); where the API is missing, each tab renews on its own.
      const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
      if (!locks) return task();
      // A lock not granted in time is bypassed, never waited on forever; a failure of the task itself is its own.
      const waited = new AbortController();
      const timer = setTimeout(() => waited.abort(), options.lockTimeoutMs ?? 5e3);
      let granted: unknown;
      return locks
        .request(name, { signal: waited.signal }, () => {
          granted = 1;
          clearTimeout(timer);
          return task();
        })
        .catch((e: unknown) => (granted ? Promise.reject(e) : task()));
    },
  };
}
