/** Catalog versioning: which catalogue a store runs (`GET /stores/v3/provision/version`). */

/**
 * Every catalogue version a store can answer, as `GET /stores/v3/provision/version` names it.
 *
 * @group Constants
 * @example
 * ```ts
 * import { CATALOG_VERSIONS } from '@storefront-kit/wire/catalogue-v3';
 * const isCatalogVersion = (v: string) => (CATALOG_VERSIONS as readonly string[]).includes(v);
 * ```
 */
export const CATALOG_VERSIONS = ['V1_CATALOG', 'V3_CATALOG', 'STORES_NOT_INSTALLED'] as const;

/**
 * A catalogue version: `V1_CATALOG`, `V3_CATALOG` (what stores created today run), or
 * `STORES_NOT_INSTALLED` (the site has no store).
 *
 * @group Types
 */
export type CatalogVersion = (typeof CATALOG_VERSIONS)[number];

/**
 * The answer of `GET /stores/v3/provision/version`.
 *
 * @group Types
 * @example
 * ```ts
 * import type { GetCatalogVersionResponse } from '@storefront-kit/wire/catalogue-v3';
 * const runsV3 = (answer: GetCatalogVersionResponse) => answer.catalogVersion === 'V3_CATALOG';
 * ```
 */
export interface GetCatalogVersionResponse {
  catalogVersion?: CatalogVersion;
}
