import type { CallOptions, RequestClient } from '@storefront-kit/http-core';
import { requestedFields, search as checkSearch } from './checks';
import { SEARCH_PRODUCTS } from './endpoints';
import { withoutBlanks } from './payload';
import {
  MAX_PRODUCTS_PAGE_LIMIT,
  MAX_SEARCH_SORT_ITEMS,
  PRODUCT_REQUESTED_FIELDS,
  type ProductRequestedField,
  type SearchProductsV3Response,
  type V3CursorSearch,
} from '@storefront-kit/wire/catalogue-v3';

/**
 * Options of {@link searchProducts}: the parts to add to each product, and the per-call `signal` and `timeoutMs`.
 *
 * @group Types
 */
export interface SearchProductsOptions extends CallOptions {
  /** Parts of each product to add to the answer (`CURRENCY`, `THUMBNAIL`, ...); at most 100. */
  fields?: readonly ProductRequestedField[];
}

/**
 * Searches V3 products (`GET /stores/v3/products/search`): a free-text `search` (`expression` over the
 * listed `fields`, `mode`, `fuzzy`), a `filter` (including `$matchItems` over categories and variants),
 * a `sort` (at most 10), `aggregations` (at most 10: value counts, price ranges, min / max) and
 * `cursorPaging` (at most 100 a page). The request `{search, fields?}` travels as one `.r` parameter, as
 * a POST body past 4000 characters, and `searchProducts(client, {})` sends no query string. The next page
 * is `searchProducts(client, { cursorPaging: { cursor: answer.pagingMetadata.cursors.next } })`. Products
 * found by a search carry no `variantsInfo`: read them with {@link getProduct} or `queryVariants`.
 *
 * @param client - a client from `createClient`
 * @param search - what to search for, filter, sort, aggregate and page
 * @param options - `fields` to add, `signal`, `timeoutMs`
 * @returns `{ products, pagingMetadata, aggregationData }`, the whole answer (as the official SDK)
 * @throws {ValidationError} a limit outside 1..100, a blank or over-long cursor, more than 10 sorts or
 * aggregations, an expression over 100 characters, an unknown requested field, before any request
 * @throws {HttpError} 400 for a filter or sort on a field the search does not support
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { searchProducts } from '@storefront-kit/stores-catalogue/v3';
 * const client = createClient();
 * const { products, pagingMetadata, aggregationData } = await searchProducts(client, {
 *   search: { expression: 'blue tee', fields: ['name', 'description'], fuzzy: true },
 *   filter: { visible: true, 'actualPriceRange.minValue.amount': { $gte: 10 } },
 *   sort: [{ fieldName: 'actualPriceRange.minValue.amount', order: 'ASC' }],
 *   aggregations: [{ name: 'minPrice', type: 'SCALAR', fieldPath: 'actualPriceRange.minValue.amount', scalar: { type: 'MIN' } }],
 *   cursorPaging: { limit: 24 },
 * }, { fields: ['CURRENCY'] });
 * const cursor = pagingMetadata?.cursors?.next;
 * if (cursor) await searchProducts(client, { cursorPaging: { cursor, limit: 24 } }, { fields: ['CURRENCY'] });
 * ```
 */
export async function searchProducts(client: RequestClient, search: V3CursorSearch, options: SearchProductsOptions = {}): Promise<SearchProductsV3Response> {
  checkSearch(search, MAX_PRODUCTS_PAGE_LIMIT, MAX_SEARCH_SORT_ITEMS);
  const fields = requestedFields(options.fields, PRODUCT_REQUESTED_FIELDS);
  const { signal, timeoutMs } = options;
  return client.request<SearchProductsV3Response>(SEARCH_PRODUCTS, { query: withoutBlanks({ search, fields }), signal, timeoutMs });
}
