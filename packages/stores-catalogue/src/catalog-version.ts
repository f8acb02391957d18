import { defineEndpoint, InvalidResponseError, type CallOptions, type RequestClient } from '@storefront-kit/http-core';
import type { CatalogVersion as WireCatalogVersion, GetCatalogVersionResponse as WireResponse } from '@storefront-kit/wire/catalogue-v3';
import { SDK } from './sdk';

/**
 * The catalogue versions a store can run, as the official SDK's `catalogVersioning.Version` enum: the
 * V1 catalogue (this package's main entry), the V3 catalogue (`@storefront-kit/stores-catalogue/v3`),
 * or no Stores app at all.
 *
 * @group Catalog version
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { CatalogVersion, getCatalogVersion } from '@storefront-kit/stores-catalogue';
 * const { catalogVersion } = await getCatalogVersion(createClient());
 * const useV3 = catalogVersion === CatalogVersion.V3_CATALOG;
 * ```
 */
export const CatalogVersion = {
  V1_CATALOG: 'V1_CATALOG',
  V3_CATALOG: 'V3_CATALOG',
  STORES_NOT_INSTALLED: 'STORES_NOT_INSTALLED',
} as const satisfies { [V in WireCatalogVersion]: V };

/**
 * One catalogue version: `'V1_CATALOG' | 'V3_CATALOG' | 'STORES_NOT_INSTALLED'`.
 *
 * @group Catalog version
 */
export type CatalogVersion = WireCatalogVersion;

/**
 * {@link CatalogVersion} under the official SDK's name (`catalogVersioning.Version`), the migration path.
 *
 * @group Catalog version
 * @example
 * ```ts
 * import { Version } from '@storefront-kit/stores-catalogue';
 * console.log(Version.V3_CATALOG); // 'V3_CATALOG'
 * ```
 */
export const Version = CatalogVersion;

/**
 * {@link CatalogVersion} under the official SDK's name.
 *
 * @group Catalog version
 */
export type Version = CatalogVersion;

/**
 * The answer of {@link getCatalogVersion}.
 *
 * @group Catalog version
 */
export type GetCatalogVersionResponse = Required<WireResponse>;

const GET_CATALOG_VERSION = /* @__PURE__ */ defineEndpoint({ method: 'GET', path: '/v3/provision/version', prefix: '/stores', sdk: SDK });

/**
 * Tells which catalogue the store runs (`GET /stores/v3/provision/version`, no query): V1 and V3 are not
 * compatible and a store runs one of them, so a storefront that may meet either asks once at the start
 * of a flow, then uses this package's main entry (V1) or its `/v3` subpath.
 *
 * @param client - a client from `createClient`
 * @param options - `signal`, `timeoutMs`
 * @returns `{ catalogVersion }`, the whole answer, as the official SDK's `catalogVersioning.getCatalogVersion()`
 * @throws {InvalidResponseError} an answer whose `catalogVersion` is not a string (e.g. an empty 200)
 * @throws {HttpError} what the platform answers otherwise
 *
 * @group Catalog version
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { getCatalogVersion } from '@storefront-kit/stores-catalogue';
 * const { catalogVersion } = await getCatalogVersion(createClient());
 * if (catalogVersion === 'V3_CATALOG') {
 *   const { queryProducts } = await import('@storefront-kit/stores-catalogue/v3');
 * }
 * ```
 */
export async function getCatalogVersion(client: RequestClient, { signal, timeoutMs }: CallOptions = {}): Promise<GetCatalogVersionResponse> {
  const answer = await client.request<GetCatalogVersionResponse>(GET_CATALOG_VERSION, { signal, timeoutMs });
  // A version this SDK does not know yet is passed on as it is; only a missing one is refused.
  if (typeof answer.catalogVersion !== 'string') throw new InvalidResponseError('The catalogVersion answer has no catalogVersion.', 200);
  return answer;
}

/**
 * The catalogue-version call as the official SDK's `catalogVersioning` module, for
 * `createClient({ modules: { catalogVersioning } })`.
 *
 * @group Catalog version
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { catalogVersioning } from '@storefront-kit/stores-catalogue';
 * const client = createClient({ modules: { catalogVersioning } });
 * const { catalogVersion } = await client.catalogVersioning.getCatalogVersion();
 * ```
 */
export const catalogVersioning = { getCatalogVersion };
