import { ValidationError } from './errors';

/**
 * The three platform hosts: `api` for writes and read-your-writes reads, `readOnly` for other
 * reads, `edge` for the CDN mode.
 *
 * @example
 * ```ts
 * import type { HostKind } from '@storefront-kit/http-core';
 * const kind: HostKind = 'readOnly';
 * ```
 */
export type HostKind = 'api' | 'readOnly' | 'edge';

/**
 * Base URLs of the platform hosts: an origin plus an optional base path, without trailing slash.
 *
 * @example
 * ```ts
 * import type { Hosts } from '@storefront-kit/http-core';
 * const local: Partial<Hosts> = { api: 'http://127.0.0.1:4000', readOnly: 'http://127.0.0.1:4000/__host/readonly' };
 * ```
 */
export type Hosts = Record<HostKind, string>;

/**
 * Where requests go: `split` (reads on the read-only host, except read-your-writes endpoints;
 * everything else on the api host), `edge` (everything on the edge host) or `api` (everything on
 * the api host). An endpoint that declares `host: 'api'` (the current cart, GraphQL) goes to the
 * api host in every mode. A mutation never reaches the read-only host in any mode.
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * const client = createClient({ hostMode: 'edge' });
 * ```
 */
export type HostMode = 'split' | 'edge' | 'api';

/**
 * The platform's production hosts.
 *
 * @example
 * ```ts
 * import { DEFAULT_HOSTS } from '@storefront-kit/http-core';
 * console.log(DEFAULT_HOSTS.readOnly); // https://readonly.wixapis.com
 * ```
 */
export const DEFAULT_HOSTS: Readonly<Hosts> = {
  api: 'https://www.wixapis.com',
  readOnly: 'https://readonly.wixapis.com',
  edge: 'https://edge.wixapis.com',
};

/**
 * The hosts with the defaults filled in for the ones left out (`undefined` or `null`) and trailing slashes
 * dropped. A value that is not an http(s) URL made of an origin and an optional path is refused, naming
 * `hosts.<kind>`: an empty string (an unset environment variable, most often) would otherwise send a
 * test's calls to production; a query or fragment would land inside every call's URL; fetch refuses
 * credentials (the message never repeats the value, which may hold them).
 */
export function resolveHosts(hosts: Partial<Hosts> = {}): Hosts {
  const out = {} as Hosts;
  for (const k in DEFAULT_HOSTS) {
    const base = hosts[k as HostKind] ?? DEFAULT_HOSTS[k as HostKind];
    try {
      // A non-string fails the test too (as the string it turns into).
      if (!/^https?:\/\/[^/?#@]+(\/[^?#]*)?$/i.test(base)) throw 0;
      new URL(base);
    } catch {
      throw new ValidationError(`Invalid hosts.${k}`, `hosts.${k}`);
    }
    out[k as HostKind] = base.replace(/\/+$/, '');
  }
  return out;
}

/** Whether `url` (a normalised href) lies under one of the configured base URLs: same origin and base path. */
export function isPlatformUrl(url: string, hosts: Hosts): boolean {
  // Path-segment prefixes: "/base/" matches "/base" and "/base/..." but not "/basement".
  const path = url.replace(/[?#].*/, '') + '/';
  return Object.values(hosts).some((base) => path.startsWith(new URL(base).href.replace(/\/*$/, '/')));
}
