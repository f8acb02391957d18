/** Request and answer shapes of the Catalog V3 storefront reads (products and read-only variants). */
import type { ProductRequestedField, SingleProductRequestedField, VariantRequestedField } from './fields';
import type { V3Product } from './product';
import type { AggregationData, CursorPagingMetadata, V3CursorQuery, V3CursorSearch, V3Filter, SearchDetails } from './query';
import type { ReadOnlyVariant } from './variant';

/**
 * `GET /stores/v3/products/{productId}` and `GET /stores/v3/products/slug/{slug}` (repeated `fields` query parameters).
 *
 * @group Types
 */
export interface GetProductV3Request {
  fields?: SingleProductRequestedField[];
}

/**
 * The answer of a single-product read or write: `{product}`.
 *
 * @group Types
 */
export interface ProductV3Response {
  product?: V3Product;
}

/**
 * `/stores/v3/products/query` (`.r` payload of a GET, or the body of its POST fallback).
 *
 * @group Types
 * @example
 * ```ts
 * import type { QueryProductsV3Request } from '@storefront-kit/wire/catalogue-v3';
 * const firstPage: QueryProductsV3Request = { query: { filter: { visible: true }, cursorPaging: { limit: 24 } }, fields: ['CURRENCY'] };
 * ```
 */
export interface QueryProductsV3Request {
  query?: V3CursorQuery;
  fields?: ProductRequestedField[];
}

/**
 * The answer of the product query.
 *
 * @group Types
 */
export interface QueryProductsV3Response {
  products?: V3Product[];
  pagingMetadata?: CursorPagingMetadata;
}

/**
 * `/stores/v3/products/search` (`.r` payload of a GET, or the body of its POST fallback).
 *
 * @group Types
 */
export interface SearchProductsV3Request {
  search?: V3CursorSearch;
  fields?: ProductRequestedField[];
}

/**
 * The answer of the product search (no `variantsInfo` in its products).
 *
 * @group Types
 */
export interface SearchProductsV3Response {
  products?: V3Product[];
  pagingMetadata?: CursorPagingMetadata;
  aggregationData?: AggregationData;
}

/**
 * `/stores/v3/products/count` (flat query parameters, a `.r` payload, or a POST body).
 *
 * @group Types
 */
export interface CountProductsV3Request {
  filter?: V3Filter;
  search?: SearchDetails;
  returnNonVisibleProducts?: boolean;
}

/**
 * The answer of the product count.
 *
 * @group Types
 */
export interface CountProductsV3Response {
  count?: number;
}

/**
 * `GET /stores/v3/all-products-category`: the category every product is in.
 *
 * @group Types
 */
export interface GetAllProductsCategoryResponse {
  categoryId?: string;
  treeReference?: { appNamespace?: string; treeKey?: string | null };
}

/**
 * `POST /stores/v3/products/query-variants`.
 *
 * @group Types
 * @example
 * ```ts
 * import type { QueryVariantsRequest } from '@storefront-kit/wire/catalogue-v3';
 * const ofProducts = (ids: string[]): QueryVariantsRequest => ({ query: { filter: { 'productData.productId': { $in: ids } }, cursorPaging: { limit: 100 } } });
 * ```
 */
export interface QueryVariantsRequest {
  query?: V3CursorQuery;
  fields?: VariantRequestedField[];
}

/**
 * The answer of the read-only variants query.
 *
 * @group Types
 */
export interface QueryVariantsResponse {
  variants?: ReadOnlyVariant[];
  pagingMetadata?: CursorPagingMetadata;
}

/**
 * `POST /stores/v3/products/search-variants`.
 *
 * @group Types
 */
export interface SearchVariantsRequest {
  search?: V3CursorSearch;
  fields?: VariantRequestedField[];
}

/**
 * The answer of the read-only variants search.
 *
 * @group Types
 */
export interface SearchVariantsResponse {
  variants?: ReadOnlyVariant[];
  pagingMetadata?: CursorPagingMetadata;
  aggregationData?: AggregationData;
}
