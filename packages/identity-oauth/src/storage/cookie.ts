import { processSharedRefresh, type SharedRefresh } from './shared-refresh';
import type { MaybePromise, StorageAdapter } from './types';

/**
 * Attributes passed to the cookie setter.
 *
 * @group Storage
 * @example
 * ```ts
 * import type { CookieAttributes } from '@storefront-kit/identity-oauth';
 * const header = (n: string, v: string, a: CookieAttributes) => `${n}=${v}; Max-Age=${a.maxAge}; Path=${a.path}; SameSite=${a.sameSite}${a.secure ? '; Secure' : ''}`;
 * ```
 */
export interface CookieAttributes {
  expires: Date;
  maxAge: number;
  path: string;
  sameSite: 'lax' | 'strict' | 'none';
  secure: boolean;
  httpOnly?: boolean;
}

/**
 * Options of {@link cookieStorage}: your framework's cookie functions, sync or async.
 *
 * @group Storage
 */
export interface CookieStorageOptions {
  /** Reads a cookie: its value, an object with `value` (Next.js `cookies().get`), or nothing. */
  get(name: string): MaybePromise<string | { value: string } | null | undefined>;
  /** Writes a cookie with the given attributes. */
  set(name: string, value: string, attributes: CookieAttributes): MaybePromise<unknown>;
  /**
   * Deletes a cookie. `attributes` are the ones it was written with, without expiry: pass at least their
   * `path` on when you set one (Next.js: `jar.delete({ name, ...attributes })`), as a browser keeps a
   * cookie per name and path, and a deletion at another path leaves it (and the shopper signed in).
   */
  delete(name: string, attributes: Omit<CookieAttributes, 'expires' | 'maxAge'>): MaybePromise<unknown>;
  /** Lifetime of written cookies in days (default 30). */
  expiresInDays?: number;
  /** Attribute overrides (default `{ path: '/', sameSite: 'lax', secure: true }`). */
  attributes?: Partial<Omit<CookieAttributes, 'expires' | 'maxAge'>>;
  /**
   * Refresh single flight across the strategies of this process (one per request) that read the same
   * cookie: a coordinator from `sharedRefresh()`, or `false` to let each strategy refresh on its own.
   * @default one process-wide `sharedRefresh()` (10 s grace)
   */
  sharedRefresh?: SharedRefresh | false;
}

/**
 * A cookie value that no framework changes: `encodeURIComponent` with `%` written as `*` (and `*`
 * itself escaped). Only `A-Z a-z 0-9 - _ . ! ~ * ' ( )`, which `encodeURIComponent` (Next.js,
 * Express, the `cookie` package) leaves as they are and `decodeURIComponent` too, so the value is
 * never encoded twice. About as long as the JSON (tokens are already made of safe characters),
 * where base64 would add a third: platform tokens are long and a cookie holds 4096 bytes.
 * @internal
 */
export const encodeCookieValue = (value: string): string => encodeURIComponent(value).replace(/\*/g, '%2A').replace(/%/g, '*');

/**
 * Reads {@link encodeCookieValue}'s form and, for one release, the previous `encodeURIComponent`
 * form (recognised by its `%`); raw JSON passes through. `null` when undecodable.
 * @internal
 */
export function decodeCookieValue(raw: string): string | null {
  try {
    return decodeURIComponent(raw.includes('%') ? raw : raw.replace(/\*/g, '%'));
  } catch {
    return null; // corrupted cookie: treated as absent, the session validates what it reads anyway
  }
}

/**
 * Keeps the session in cookies, for server-side rendering: Next's `proxy.ts` (or other middleware)
 * mints or refreshes tokens and every server component reads the same session. Works with
 * synchronous and asynchronous cookie APIs. Cookie names are the storage keys (`sfk.<clientId>.tokens`).
 *
 * Values are the JSON with every character other than `A-Z a-z 0-9 - _ . ! ~ ' ( )` written as
 * `*XX` (UTF-8 bytes in hex: `encodeURIComponent` with `*` for `%`), so frameworks that encode
 * cookie values themselves (Next.js, Express) leave them unchanged: never encoded twice, about as
 * long as the JSON. Values in the previous form (`encodeURIComponent`, with `%`) are still read.
 *
 * Strategies of one process reading the same cookie (one per request) refresh a refresh token
 * once between them: see `sharedRefresh`.
 *
 * Pending redirect logins kept here take at most 3,072 bytes of the `Cookie` header: a new sign-in
 * deletes the logins that no longer fit or are over an hour old, and logout deletes them all (it keeps
 * its time, `sfk.<clientId>.pkce-cleared`, until a sign-in an hour later), so with the tokens' cookie the
 * SDK's cookies stay under 8 KB however many sign-ins are abandoned.
 *
 * @param options - the cookie functions, sync or async; expiry, attributes, `sharedRefresh`
 * @returns the storage, for the strategy's `storage` option
 * @group Storage
 * @example
 * ```ts
 * import { cookies } from 'next/headers';
 * import { cookieStorage, createOAuthStrategy } from '@storefront-kit/identity-oauth';
 * const jar = await cookies();
 * const auth = createOAuthStrategy({
 *   clientId: 'your-client-id',
 *   storage: cookieStorage({
 *     get: (name) => jar.get(name),
 *     set: (name, value, attributes) => jar.set(name, value, attributes),
 *     delete: (name, attributes) => jar.delete({ name, ...attributes }), // at the cookie's path
 *     expiresInDays: 30,
 *   }),
 * });
 * ```
 */
export function cookieStorage(options: CookieStorageOptions): StorageAdapter {
  const days = options.expiresInDays ?? 30;
  const read = (v: string | { value: string } | null | undefined): string | null => {
    const raw = typeof v === 'string' ? v : v?.value;
    return raw ? decodeCookieValue(raw) : null;
  };
  const shared = options.sharedRefresh;
  const attributes = (): Omit<CookieAttributes, 'expires' | 'maxAge'> => ({ path: '/', sameSite: 'lax', secure: true, ...options.attributes });
  return {
    sharedRefresh: shared === false ? undefined : (shared ?? processSharedRefresh()),
    getItem(k) {
      const v = options.get(k);
      return v instanceof Promise ? v.then(read) : read(v);
    },
    setItem(k, value) {
      const r = options.set(k, encodeCookieValue(value), { ...attributes(), expires: new Date(Date.now() + days * 86_400_000), maxAge: days * 86_400 });
      return r instanceof Promise ? r.then(() => {}) : undefined;
    },
    removeItem(k) {
      const r = options.delete(k, attributes());
      return r instanceof Promise ? r.then(() => {}) : undefined;
    },
  };
}
