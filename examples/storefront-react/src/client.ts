// The storefront's one client, created once at module level exactly as a shop using the SDK would.
import { cartStoreOf, shareCartAcrossTabs } from '@storefront-kit/ecom-cart';
import { createClient } from '@storefront-kit/http-core';
import { browserStorage, OAuthStrategy } from '@storefront-kit/identity-oauth';
import { catalogueOf } from '@storefront-kit/stores-catalogue/view';

/** The emulator standing in for the platform (the start script injects its URL). */
export const EMULATOR_URL = (import.meta.env.VITE_EMULATOR_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
export const CLIENT_ID = import.meta.env.VITE_CLIENT_ID ?? 'a1b2c3d4-0000-4000-8000-00000000e0a1';

/** The platform's three hosts, all served by the emulator on one origin. */
const hosts = { api: EMULATOR_URL, readOnly: `${EMULATOR_URL}/__host/readonly`, edge: `${EMULATOR_URL}/__host/edge` };

/**
 * The visitor's or member's session: tokens kept in localStorage, so a reload keeps the cart and the
 * login. Its own token and identity calls follow the client's hosts (createClient attaches it).
 */
export const auth = OAuthStrategy({ clientId: CLIENT_ID, storage: browserStorage() });

export const client = createClient({ auth, hosts });

/**
 * The catalogue the store runs, from the build (`VITE_STOREFRONT_CATALOG=v1|v3`): declared, the first
 * product read goes out at once; unset, the catalogue facade asks the store's version before it.
 */
const CATALOG_VERSIONS = { v1: 'V1_CATALOG', v3: 'V3_CATALOG' } as const;
const declaredCatalog = import.meta.env.VITE_STOREFRONT_CATALOG || undefined;
if (declaredCatalog !== undefined && !Object.hasOwn(CATALOG_VERSIONS, declaredCatalog)) {
  throw new Error(`VITE_STOREFRONT_CATALOG must be v1 or v3 (or unset), got ${declaredCatalog}`);
}
// Made here, before any read: the hooks' catalogueOf(client) returns this same facade.
catalogueOf(client, declaredCatalog ? { catalogVersion: CATALOG_VERSIONS[declaredCatalog as keyof typeof CATALOG_VERSIONS] } : {});

// The cart shows the same in every tab of the shop (a change in one is posted to the others), and a page
// restored by Back, or shown again after a long time hidden, reads it again.
shareCartAcrossTabs(cartStoreOf(client), { channelName: `sfk.${CLIENT_ID}.cart` });

/** Absolute URLs on this storefront (redirect callbacks must be absolute). */
export const siteUrl = (path: string): string => new URL(path, window.location.origin).href;
