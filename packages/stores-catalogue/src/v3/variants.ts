import { createQueryBuilder, type CallOptions, type CursorQueryBuilder, type RequestClient } from '@storefront-kit/http-core';
import { querySort, requestedFields, search as checkSearch } from './checks';
import { QUERY_VARIANTS, SEARCH_VARIANTS } from './endpoints';
import {
  MAX_SEARCH_SORT_ITEMS,
  MAX_VARIANTS_PAGE_LIMIT,
  VARIANT_REQUESTED_FIELDS,
  type QueryVariantsResponse,
  type ReadOnlyVariant,
  type SearchVariantsResponse,
  type V3CursorSearch,
  type VariantRequestedField,
} from '@storefront-kit/wire/catalogue-v3';

/**
 * Fields the read-only variants query filters and sorts on (wire names: `id`, not `_id`).
 *
 * @group Queries
 */
export type VariantQueryField = 'id' | 'variantId' | 'productData.productId';

/**
 * The read-only variants query builder: an http-core cursor builder (`limit` 1..1000).
 *
 * @group Queries
 * @example
 * ```ts
 * import type { VariantsQueryBuilder } from '@storefront-kit/stores-catalogue/v3';
 * const ofProducts = (q: VariantsQueryBuilder, ids: string[]) => q.in('productData.productId', ids).limit(100);
 * ```
 */
export type VariantsQueryBuilder = CursorQueryBuilder<ReadOnlyVariant, VariantQueryField>;

/**
 * Options of {@link queryVariants} and {@link searchVariants}: the parts to add to each variant.
 *
 * @group Types
 */
export interface VariantsOptions {
  /** `CURRENCY`, `MERCHANT_DATA`, `SUBSCRIPTION_PRICES_INFO`, `WEIGHT_MEASUREMENT_UNIT_INFO`. */
  fields?: readonly VariantRequestedField[];
}

/**
 * Starts a query over the store's variants (`POST /stores/v3/products/query-variants`, a read sent as a
 * POST, as the official SDK's `readOnlyVariantsV3.queryVariants()` builder): cursor paging, 50 a page by
 * default, at most 1000. Each page's body is `{fields?, query: {filter, cursorPaging: {limit}, sort?}}`;
 * the next page's is `{fields?, query: {cursorPaging: {cursor, limit}}}`.
 *
 * @param client - a client from `createClient`
 * @param options - `fields` to add to each variant
 * @returns an immutable builder; nothing is sent until `find()`, `pages()` or `iterate()`
 * @throws {ValidationError} an unknown requested field (at once), and from the builder: a bad limit, cursor, field name or value
 *
 * @group Queries
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { queryVariants } from '@storefront-kit/stores-catalogue/v3';
 * const { items } = await queryVariants(createClient(), { fields: ['CURRENCY'] }).in('productData.productId', ['product-id']).limit(100).find();
 * ```
 */
export function queryVariants(client: RequestClient, options: VariantsOptions = {}): VariantsQueryBuilder {
  const fields = requestedFields(options.fields, VARIANT_REQUESTED_FIELDS);
  return createQueryBuilder<ReadOnlyVariant, VariantQueryField>({
    paging: 'cursor',
    maxLimit: MAX_VARIANTS_PAGE_LIMIT,
    fetchPage: async (query, { signal, timeoutMs }) => {
      const r = await client.request<QueryVariantsResponse>(QUERY_VARIANTS, { body: { fields, query: querySort(query) }, signal, timeoutMs });
      return { items: r.variants ?? [], metadata: { cursors: r.pagingMetadata?.cursors } };
    },
  });
}

/**
 * Searches the store's variants (`POST /stores/v3/products/search-variants` with `{search, fields?}`):
 * free text over `productData.name` and `sku`, filters, sort, aggregations, cursor paging (at most 1000).
 *
 * @param client - a client from `createClient`
 * @param search - what to search for, filter, sort, aggregate and page
 * @param options - `fields` to add, `signal`, `timeoutMs`
 * @returns `{ variants, pagingMetadata, aggregationData }`, the whole answer (as the official SDK)
 * @throws {ValidationError} a limit outside 1..1000, a blank or over-long cursor, more than 10 sorts or aggregations,
 * an unknown requested field, before any request
 * @throws {HttpError} what the platform answers on failure
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { searchVariants } from '@storefront-kit/stores-catalogue/v3';
 * const { variants } = await searchVariants(createClient(), { search: { expression: 'TEE-' }, filter: { 'inventoryStatus.inStock': true } });
 * ```
 */
export async function searchVariants(
  client: RequestClient,
  search: V3CursorSearch,
  options: VariantsOptions & CallOptions = {},
): Promise<SearchVariantsResponse> {
  checkSearch(search, MAX_VARIANTS_PAGE_LIMIT, MAX_SEARCH_SORT_ITEMS);
  const fields = requestedFields(options.fields, VARIANT_REQUESTED_FIELDS);
  const { signal, timeoutMs } = options;
  return client.request<SearchVariantsResponse>(SEARCH_VARIANTS, { body: { search, fields }, signal, timeoutMs });
}
