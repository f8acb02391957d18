/**
 * The catalogue's endpoints as data, at the paths and with the methods the official SDK uses. Internal
 * paths with the public prefix per service: `/stores-reader` for v1 reads, `/stores` for v1 writes,
 * none for v2 collections and the products-platformized write proxy. http-core picks the host: GETs on
 * the read-only host, the rest on the api host. The reads sent as POSTs declare `idempotent`: retried like GETs.
 */
import { defineEndpoint, longQuery, type Endpoint, type HttpMethod, type QueryEncoder } from '@storefront-kit/http-core';
import { SDK } from './sdk';

const ep = <P extends string>(method: HttpMethod, path: P, prefix?: string, query?: QueryEncoder): Endpoint<P> =>
  defineEndpoint({ method, path, prefix, query, sdk: SDK });

const R = '/stores-reader';
const W = '/stores';

/** A read the platform serves as a POST: `idempotent`, so http-core retries it like a GET. */
const postRead = <P extends string>(path: P): Endpoint<P> => ({ ...ep('POST', path, R), idempotent: true });

// ---- reads
export const GET_PRODUCT = /* @__PURE__ */ ep('GET', '/v1/products/{id}', R);
/** The getProduct fallback route: the products-platformized reader. */
export const GET_PRODUCT_PLATFORMIZED = /* @__PURE__ */ ep('GET', '/v1/products-platformized/{id}', R);
export const QUERY_PRODUCTS = /* @__PURE__ */ ep('GET', '/v1/products/query-platformized', R, longQuery);
export const OPTIONS_AVAILABILITY = /* @__PURE__ */ postRead('/v1/products/{id}/productOptionsAvailability');
export const QUERY_PRODUCT_VARIANTS = /* @__PURE__ */ postRead('/v1/products/{id}/variants/query');
export const QUERY_STORE_VARIANTS = /* @__PURE__ */ postRead('/v1/variants/query');
export const GET_STORE_VARIANT = /* @__PURE__ */ ep('GET', '/v1/variants/{id}', R);
export const GET_COLLECTION_BY_SLUG_V1 = /* @__PURE__ */ ep('GET', '/v1/collections/slug/{slug}', R);
export const GET_COLLECTION = /* @__PURE__ */ ep('GET', '/v2/collections/{id}');
export const GET_COLLECTION_BY_SLUG = /* @__PURE__ */ ep('GET', '/v2/collections/slug/{slug}');
export const QUERY_COLLECTIONS = /* @__PURE__ */ ep('GET', '/v2/collections/query', undefined, longQuery);

// ---- writes
export const CREATE_PRODUCT = /* @__PURE__ */ ep('POST', '/v1/products', W);
export const UPDATE_PRODUCT = /* @__PURE__ */ ep('PATCH', '/v1/products/{id}', W);
export const DELETE_PRODUCT = /* @__PURE__ */ ep('DELETE', '/v1/products/{id}', W);
export const UPDATE_VARIANTS = /* @__PURE__ */ ep('PATCH', '/v1/products/{id}/variants', W);
export const RESET_VARIANTS = /* @__PURE__ */ ep('POST', '/v1/products/{id}/variants/resetToDefault', W);
export const ADD_MEDIA = /* @__PURE__ */ ep('POST', '/v1/products/{id}/media', W);
export const REMOVE_MEDIA = /* @__PURE__ */ ep('POST', '/v1/products/{id}/media/delete', W);
export const ADD_CHOICES_MEDIA = /* @__PURE__ */ ep('PATCH', '/v1/products/{id}/choices/media', W);
export const REMOVE_CHOICES_MEDIA = /* @__PURE__ */ ep('POST', '/v1/products/{id}/choices/media/delete', W);
export const DELETE_OPTIONS = /* @__PURE__ */ ep('DELETE', '/v1/products/{id}/options', W);
export const REMOVE_BRAND = /* @__PURE__ */ ep('POST', '/v1/products/{id}/remove-brand', W);
export const REMOVE_RIBBON = /* @__PURE__ */ ep('POST', '/v1/products/{id}/remove-ribbon', W);
export const CREATE_COLLECTION = /* @__PURE__ */ ep('POST', '/v1/collections', W);
export const UPDATE_COLLECTION = /* @__PURE__ */ ep('PATCH', '/v1/collections/{id}', W);
export const DELETE_COLLECTION = /* @__PURE__ */ ep('DELETE', '/v1/collections/{id}', W);
export const ADD_TO_COLLECTION = /* @__PURE__ */ ep('POST', '/v1/collections/{id}/productIds', W);
export const REMOVE_FROM_COLLECTION = /* @__PURE__ */ ep('POST', '/v1/collections/{id}/productIds/delete', W);
export const BULK_UPDATE = /* @__PURE__ */ ep('POST', '/v1/bulk/products/update', W);
export const BULK_ADJUST = /* @__PURE__ */ ep('POST', '/v1/bulk/products/adjust-properties', W);
export const CREATE_PLATFORMIZED = /* @__PURE__ */ ep('POST', '/v2/products-platformized');
export const UPDATE_PLATFORMIZED = /* @__PURE__ */ ep('PATCH', '/v2/products-platformized/{id}');
export const DELETE_PLATFORMIZED = /* @__PURE__ */ ep('DELETE', '/v2/products-platformized/{id}');
