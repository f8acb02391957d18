import { base64url } from '../encoding';
import type { Tokens } from '../session/tokens';

/**
 * Options of {@link sharedRefresh}.
 *
 * @group Storage
 * @example
 * ```ts
 * import { sharedRefresh, type SharedRefreshOptions } from '@storefront-kit/identity-oauth';
 * const options: SharedRefreshOptions = { graceMs: 5_000 };
 * const coordinator = sharedRefresh(options);
 * ```
 */
export interface SharedRefreshOptions {
  /**
   * How long the new tokens stay available, after a refresh succeeded, to a strategy that still
   * presents the old refresh token (a request the browser sent before it got the new cookie).
   * @default 10000 (the refresh-token reuse interval of supabase's GoTrue)
   */
  graceMs?: number;
}

/**
 * Single flight for refresh grants across strategies of one process. Storages whose sessions are
 * copied into many strategies (cookies on a server: one `OAuthStrategy` per request) carry one in
 * `StorageAdapter.sharedRefresh`; `cookieStorage` does by default.
 *
 * @group Storage
 * @example
 * ```ts
 * import { memoryStorage, sharedRefresh, type SharedRefresh, type StorageAdapter } from '@storefront-kit/identity-oauth';
 * const shared: SharedRefresh = sharedRefresh();
 * // A custom server-side storage whose tokens several requests read at once:
 * const storage: StorageAdapter = { ...memoryStorage(), sharedRefresh: shared };
 * ```
 */
export interface SharedRefresh {
  /**
   * Runs `refresh` unless a refresh of the same `refreshToken` (in the same `scope`: the OAuth
   * client id) is in flight or succeeded less than `graceMs` ago; then resolves with its tokens (or
   * rejects with its error while it is in flight).
   */
  run(scope: string, refreshToken: string, refresh: () => Promise<Tokens>): Promise<Tokens>;
}

/**
 * Makes a {@link SharedRefresh}: the first strategy presenting a refresh token sends the refresh
 * grant; every other strategy of this process presenting the same token while it is in flight, or
 * up to `graceMs` after it succeeded, gets the same new tokens instead of spending the (one-time,
 * rotated) refresh token a second time and being refused. Entries are keyed by the SHA-256 of
 * scope and token (never the raw token), dropped when a refresh fails and `graceMs` after it
 * succeeds. In-process only: several server instances do not see each other's refreshes.
 *
 * @param options - `graceMs` (default 10 s)
 * @returns the coordinator, to put in a storage's `sharedRefresh`
 *
 * @group Storage
 * @example
 * ```ts
 * import { cookieStorage, sharedRefresh } from '@storefront-kit/identity-oauth';
 * declare const jar: { get(n: string): { value: string } | undefined; set(n: string, v: string): void; delete(n: string): void };
 * const storage = cookieStorage({
 *   get: (n) => jar.get(n),
 *   set: (n, v) => jar.set(n, v),
 *   delete: (n) => jar.delete(n),
 *   sharedRefresh: sharedRefresh({ graceMs: 5_000 }), // default: one process-wide coordinator, 10 s
 * });
 * ```
 */
export function sharedRefresh(options: SharedRefreshOptions = {}): SharedRefresh {
  const entries = new Map<string, Promise<Tokens>>();
  const drop = (key: string, entry: Promise<Tokens>) => entries.get(key) === entry && entries.delete(key);
  return {
    async run(scope, refreshToken, refresh) {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${scope}\n${refreshToken}`));
      const key = base64url(new Uint8Array(digest));
      // No await between the lookup and the insert: concurrent callers find the first one's entry.
      let entry = entries.get(key);
      if (!entry) {
        entry = refresh();
        entries.set(key, entry);
        entry.then(
          () => {
            const timer = setTimeout(() => drop(key, entry!), options.graceMs ?? 10_000) as { unref?: () => void };
            timer.unref?.(); // never keeps a server process alive
          },
          () => drop(key, entry!),
        );
      }
      return entry;
    },
  };
}

/**
 * The process-wide coordinator `cookieStorage` uses by default, kept on `globalThis` so that every
 * bundle and copy of the package in the process (e.g. Next's proxy and its pages) shares it.
 * @internal
 */
export const processSharedRefresh = (): SharedRefresh =>
  ((globalThis as Record<symbol, SharedRefresh | undefined>)[Symbol.for('@storefront-kit/identity-oauth.sharedRefresh')] ??= sharedRefresh());
