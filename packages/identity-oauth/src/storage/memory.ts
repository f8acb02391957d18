import type { StorageAdapter } from './types';

/**
 * Keeps the session in memory only: the safest default (nothing reaches `localStorage`), gone on reload.
 * Strategies given the same `memoryStorage()` object share its tokens and take turns to renew them
 * (an in-process `lock`), so a rotated refresh token is spent once between them.
 *
 * @returns a new, empty storage
 * @group Storage
 * @example
 * ```ts
 * import { createOAuthStrategy, memoryStorage } from '@storefront-kit/identity-oauth';
 * const shared = memoryStorage();
 * const catalogueAuth = createOAuthStrategy({ clientId: 'your-client-id', storage: shared });
 * const cartAuth = createOAuthStrategy({ clientId: 'your-client-id', storage: shared }); // one refresh between them
 * ```
 */
export function memoryStorage(): StorageAdapter {
  const map = new Map<string, string>();
  const turns = new Map<string, Promise<unknown>>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    // Each task starts once the one before it settled; only the last turn is kept (one per name).
    lock(name, task) {
      const mine = Promise.resolve(turns.get(name)).then(task, task);
      turns.set(name, mine);
      return mine;
    },
  };
}
