import type { StorageAdapter } from './types';

/**
 * Keeps the session in memory only: the safest default (nothing reaches `localStorage`), gone on reload.
 *
 * @example
 * ```ts
 * import { OAuthStrategy, memoryStorage } from '@storefront-kit/identity-oauth';
 * const auth = OAuthStrategy({ clientId: 'your-client-id', storage: memoryStorage() });
 * ```
 */
export function memoryStorage(): StorageAdapter {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}
