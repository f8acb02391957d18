import { InvalidResponseError, requireEntity, requireId, type CallOptions, type Endpoint, type RequestClient } from '@storefront-kit/http-core';
import { filter as checkFilter, requestedFields, searchDetails } from './checks';
import { COUNT_PRODUCTS, GET_ALL_PRODUCTS_CATEGORY, GET_PRODUCT, GET_PRODUCT_BY_SLUG } from './endpoints';
import { withoutBlanks } from './payload';
import {
  SINGLE_PRODUCT_REQUESTED_FIELDS,
  type CountProductsV3Request,
  type GetAllProductsCategoryResponse,
  type SingleProductRequestedField,
  type V3Product,
} from '@storefront-kit/wire/catalogue-v3';

/**
 * Options of the single-product reads ({@link getProduct}, {@link getProductBySlug}): the parts to add
 * to the product, and the per-call `signal` and `timeoutMs`.
 *
 * @group Types
 */
export interface GetProductOptions extends CallOptions {
  /** Parts of the product to add to the answer (`CURRENCY`, `URL`, `DESCRIPTION`, ...); at most 100. */
  fields?: readonly SingleProductRequestedField[];
}

const read = (client: RequestClient, endpoint: Endpoint, params: Record<string, string>, { fields, signal, timeoutMs }: GetProductOptions) => {
  // The path parameter is repeated in the query, before the requested fields, as the official SDK sends it.
  const query = { ...params, fields: requestedFields(fields, SINGLE_PRODUCT_REQUESTED_FIELDS) };
  return requireEntity(client.request<{ product: V3Product }>(endpoint, { params, query, signal, timeoutMs }), 'product');
};

/**
 * Gets one V3 product by id (`GET /stores/v3/products/{productId}?productId=…&fields=…`).
 *
 * @param client - a client from `createClient`
 * @param productId - the product id
 * @param options - `fields` to add, `signal`, `timeoutMs`
 * @returns the product itself: the official SDK's `productsV3.getProduct` unwraps the `{ product }`
 * envelope (unlike its `getProductBySlug`)
 * @throws {ValidationError} a blank, non-string or over-long id, or an unknown requested field, before any request
 * @throws {HttpError} 404 `PRODUCT_NOT_FOUND`; 403 `NO_PERMISSION_TO_READ_MERCHANT_DATA` for `MERCHANT_DATA` without merchant auth
 * @throws {InvalidResponseError} an answer without a product (e.g. an empty 200)
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { getProduct } from '@storefront-kit/stores-catalogue/v3';
 * const product = await getProduct(createClient(), 'product-id', { fields: ['CURRENCY', 'URL'] });
 * console.log(product.name, product.revision);
 * ```
 */
export async function getProduct(client: RequestClient, productId: string, options: GetProductOptions = {}): Promise<V3Product> {
  return (await read(client, GET_PRODUCT, { productId: requireId(productId, 'productId') }, options)).product;
}

/**
 * Gets one V3 product by slug (`GET /stores/v3/products/slug/{slug}?slug=…&fields=…`); the slug is
 * percent-encoded as one path segment.
 *
 * @param client - a client from `createClient`
 * @param slug - the product slug, e.g. `classic-tee`
 * @param options - `fields` to add, `signal`, `timeoutMs`
 * @returns `{ product }`, the platform's envelope (as the official SDK's `productsV3.getProductBySlug`)
 * @throws {ValidationError} a blank, non-string or over-long slug, or an unknown requested field, before any request
 * @throws {HttpError} 404 `PRODUCT_NOT_FOUND`
 * @throws {InvalidResponseError} an answer without a product (e.g. an empty 200)
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { getProductBySlug } from '@storefront-kit/stores-catalogue/v3';
 * const { product } = await getProductBySlug(createClient(), 'classic-tee', { fields: ['CURRENCY', 'MEDIA_ITEMS_INFO'] });
 * ```
 */
export async function getProductBySlug(client: RequestClient, slug: string, options: GetProductOptions = {}): Promise<{ product: V3Product }> {
  return read(client, GET_PRODUCT_BY_SLUG, { slug: requireId(slug, 'slug') }, options);
}

/**
 * Options of {@link countProducts}: which products to count, and the per-call `signal` and `timeoutMs`.
 *
 * @group Types
 */
export interface CountProductsOptions extends CallOptions, CountProductsV3Request {}

/**
 * Counts V3 products (`GET /stores/v3/products/count`): `{filter?, search?, returnNonVisibleProducts?}`
 * as one `.r` parameter when it holds an object, flat otherwise, and no query string at all when empty
 * (a POST past 4000 characters).
 *
 * @param client - a client from `createClient`
 * @param options - `filter`, `search`, `returnNonVisibleProducts`, `signal`, `timeoutMs`
 * @returns `{ count }`, the whole answer (as the official SDK)
 * @throws {ValidationError} a filter that is not an object, a search expression over 100 characters, before any request
 * @throws {HttpError} 403 `NO_PERMISSION_TO_INCLUDE_NOT_VISIBLE_PRODUCTS` for hidden products without merchant auth
 * @throws {InvalidResponseError} an answer without a numeric count
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { countProducts } from '@storefront-kit/stores-catalogue/v3';
 * const { count } = await countProducts(createClient(), { filter: { visible: true } });
 * ```
 */
export async function countProducts(client: RequestClient, options: CountProductsOptions = {}): Promise<{ count: number }> {
  const { filter, search, returnNonVisibleProducts, signal, timeoutMs } = options;
  checkFilter(filter, 'options.filter');
  searchDetails(search, 'options.search');
  const r = await client.request<{ count: number }>(COUNT_PRODUCTS, { query: withoutBlanks({ filter, search, returnNonVisibleProducts }), signal, timeoutMs });
  if (typeof r.count !== 'number') throw new InvalidResponseError('The count answer has no count.', 200);
  return r;
}

/**
 * Gets the id of the "All products" category (`GET /stores/v3/all-products-category`), for the
 * categories API.
 *
 * @param client - a client from `createClient`
 * @param options - `signal`, `timeoutMs`
 * @returns `{ categoryId, treeReference }`, the whole answer (as the official SDK)
 * @throws {HttpError} what the platform answers on failure
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { getAllProductsCategory } from '@storefront-kit/stores-catalogue/v3';
 * const { categoryId } = await getAllProductsCategory(createClient());
 * ```
 */
export async function getAllProductsCategory(client: RequestClient, { signal, timeoutMs }: CallOptions = {}): Promise<GetAllProductsCategoryResponse> {
  return client.request<GetAllProductsCategoryResponse>(GET_ALL_PRODUCTS_CATEGORY, { signal, timeoutMs });
}
