/**
 * The V3 catalogue's endpoints as data, at the public paths the official SDK's `productsV3`,
 * `readOnlyVariantsV3` modules resolve to (every one under the `/stores` prefix). The query, search and
 * count reads carry their payload as one `.r` parameter (a POST with the same body past 4000
 * characters); the variant reads are POSTs by design, declared `idempotent` so that they are retried like GETs.
 */
import { defineEndpoint, longQuery, type Endpoint, type HttpMethod, type QueryEncoder } from '@storefront-kit/http-core';
import { SDK } from '../sdk';

const ep = <P extends string>(method: HttpMethod, path: P, query?: QueryEncoder): Endpoint<P> =>
  defineEndpoint({ method, path, prefix: '/stores', query, sdk: SDK });
/** A read the platform serves as a POST: `idempotent`, so http-core retries it like a GET. */
const postRead = <P extends string>(path: P): Endpoint<P> => ({ ...ep('POST', path), idempotent: true });

// ---- product reads
export const GET_PRODUCT = /* @__PURE__ */ ep('GET', '/v3/products/{productId}');
export const GET_PRODUCT_BY_SLUG = /* @__PURE__ */ ep('GET', '/v3/products/slug/{slug}');
export const QUERY_PRODUCTS = /* @__PURE__ */ ep('GET', '/v3/products/query', longQuery);
export const SEARCH_PRODUCTS = /* @__PURE__ */ ep('GET', '/v3/products/search', longQuery);
export const COUNT_PRODUCTS = /* @__PURE__ */ ep('GET', '/v3/products/count', longQuery);
export const GET_ALL_PRODUCTS_CATEGORY = /* @__PURE__ */ ep('GET', '/v3/all-products-category');

// ---- variant reads
export const QUERY_VARIANTS = /* @__PURE__ */ postRead('/v3/products/query-variants');
export const SEARCH_VARIANTS = /* @__PURE__ */ postRead('/v3/products/search-variants');

// ---- product writes
export const CREATE_PRODUCT = /* @__PURE__ */ ep('POST', '/v3/products');
export const UPDATE_PRODUCT = /* @__PURE__ */ ep('PATCH', '/v3/products/{productId}');
export const DELETE_PRODUCT = /* @__PURE__ */ ep('DELETE', '/v3/products/{productId}');
export const CREATE_WITH_INVENTORY = /* @__PURE__ */ ep('POST', '/v3/products-with-inventory');
export const UPDATE_WITH_INVENTORY = /* @__PURE__ */ ep('PATCH', '/v3/products-with-inventory/{productId}');

// ---- bulk writes
export const BULK_CREATE = /* @__PURE__ */ ep('POST', '/v3/bulk/products/create');
export const BULK_UPDATE = /* @__PURE__ */ ep('POST', '/v3/bulk/products/update');
export const BULK_DELETE = /* @__PURE__ */ ep('POST', '/v3/bulk/products/delete');
export const BULK_CREATE_WITH_INVENTORY = /* @__PURE__ */ ep('POST', '/v3/bulk/products-with-inventory/create');
export const BULK_UPDATE_WITH_INVENTORY = /* @__PURE__ */ ep('POST', '/v3/bulk/products-with-inventory/update');
export const BULK_UPDATE_BY_FILTER = /* @__PURE__ */ ep('POST', '/v3/bulk/products/update-by-filter');
export const BULK_DELETE_BY_FILTER = /* @__PURE__ */ ep('POST', '/v3/bulk/products/delete-by-filter');
export const BULK_UPDATE_VARIANTS_BY_FILTER = /* @__PURE__ */ ep('POST', '/v3/bulk/products/update-variants-by-filter');
export const BULK_ADJUST_VARIANTS_BY_FILTER = /* @__PURE__ */ ep('POST', '/v3/bulk/products/adjust-variants-by-filter');
export const BULK_ADD_INFO_SECTIONS = /* @__PURE__ */ ep('POST', '/v3/bulk/products/add-info-sections');
export const BULK_ADD_INFO_SECTIONS_BY_FILTER = /* @__PURE__ */ ep('POST', '/v3/bulk/products/add-info-sections-by-filter');
export const BULK_REMOVE_INFO_SECTIONS = /* @__PURE__ */ ep('POST', '/v3/bulk/products/remove-info-sections');
export const BULK_REMOVE_INFO_SECTIONS_BY_FILTER = /* @__PURE__ */ ep('POST', '/v3/bulk/products/remove-info-sections-by-filter');
export const BULK_ADD_TO_CATEGORIES_BY_FILTER = /* @__PURE__ */ ep('POST', '/v3/bulk/products/add-to-categories-by-filter');
export const BULK_REMOVE_FROM_CATEGORIES_BY_FILTER = /* @__PURE__ */ ep('POST', '/v3/bulk/products/remove-from-categories-by-filter');
export const BULK_UPDATE_TAGS = /* @__PURE__ */ ep('POST', '/v3/bulk/products/update-tags');
export const BULK_UPDATE_TAGS_BY_FILTER = /* @__PURE__ */ ep('POST', '/v3/bulk/products/update-tags-by-filter');
