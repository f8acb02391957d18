import type { Hosts } from '@storefront-kit/http-core';

/**
 * Server-side settings, read from the environment at request time (never inlined into the browser
 * bundle: none of them is `NEXT_PUBLIC_*`).
 *
 * - `STOREFRONT_CLIENT_ID`: the OAuth app's client id (required).
 * - `STOREFRONT_API_HOST`, `STOREFRONT_READONLY_HOST`, `STOREFRONT_EDGE_HOST`: the platform's base
 *   URLs (default: the production hosts). For the emulator: its `url`, `url/__host/readonly`,
 *   `url/__host/edge`.
 * - `STOREFRONT_SITE_URL`: this site's public origin, e.g. `https://shop.example` (default: the
 *   request's origin). The login callback is `<origin>/callback`, which must be an allowed redirect
 *   URI of the OAuth app.
 */
export interface StorefrontConfig {
  clientId: string;
  hosts: Partial<Hosts>;
  /** `STOREFRONT_SITE_URL`: this site's public origin (login callback `<origin>/callback`). */
  siteUrl: string | undefined;
}

export function storefrontConfig(): StorefrontConfig {
  const clientId = process.env.STOREFRONT_CLIENT_ID;
  if (!clientId) throw new Error('STOREFRONT_CLIENT_ID is not set (see examples/ssr/README.md)');
  const hosts: Partial<Hosts> = {};
  if (process.env.STOREFRONT_API_HOST) hosts.api = process.env.STOREFRONT_API_HOST;
  if (process.env.STOREFRONT_READONLY_HOST) hosts.readOnly = process.env.STOREFRONT_READONLY_HOST;
  if (process.env.STOREFRONT_EDGE_HOST) hosts.edge = process.env.STOREFRONT_EDGE_HOST;
  const siteUrl = process.env.STOREFRONT_SITE_URL?.replace(/\/+$/, '') || undefined;
  return { clientId, hosts, siteUrl };
}
