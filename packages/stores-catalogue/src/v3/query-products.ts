import { createQueryBuilder, type CursorQueryBuilder, type RequestClient } from '@storefront-kit/http-core';
import { querySort, requestedFields } from './checks';
import { QUERY_PRODUCTS } from './endpoints';
import {
  MAX_PRODUCTS_PAGE_LIMIT,
  PRODUCT_REQUESTED_FIELDS,
  type ProductRequestedField,
  type QueryProductsV3Response,
  type V3Product,
} from '@storefront-kit/wire/catalogue-v3';

/**
 * Product fields the V3 products query filters on (wire names: `id`, not the official SDK's `_id`).
 * `id` and `handle` take every operator, `options.id` takes `hasSome` / `hasAll`.
 *
 * @group Queries
 */
export type ProductQueryField = 'id' | 'createdDate' | 'updatedDate' | 'slug' | 'visible' | 'handle' | 'options.id';

/**
 * Product fields the V3 products query sorts on.
 *
 * @group Queries
 */
export type ProductSortField = 'createdDate' | 'updatedDate' | 'slug' | 'visible';

/**
 * The V3 products query builder: an http-core cursor builder (filters, sort, `limit` 1..100, `skipTo(cursor)`,
 * `find()`, and `pages()` / `iterate()` over every page). A page has `items`, `cursors`, `hasNext()`, `next()`.
 *
 * @group Queries
 * @example
 * ```ts
 * import type { ProductsQueryBuilder } from '@storefront-kit/stores-catalogue/v3';
 * const newestFirst = (q: ProductsQueryBuilder) => q.eq('visible', true).descending('createdDate');
 * ```
 */
export type ProductsQueryBuilder = CursorQueryBuilder<V3Product, ProductQueryField, ProductSortField>;

/**
 * Options of {@link queryProducts}, sent next to every page's query.
 *
 * @group Queries
 */
export interface QueryProductsOptions {
  /** Parts of each product to add to the answer (`CURRENCY`, `URL`, `THUMBNAIL`, ...); at most 100. */
  fields?: readonly ProductRequestedField[];
}

/**
 * Starts a V3 products query (`GET /stores/v3/products/query`), as the official SDK's
 * `productsV3.queryProducts()` builder: cursor paging, 50 products a page by default (at most 100). A page
 * is a GET with the payload `{fields?, query: {filter, cursorPaging: {limit}, sort?}}` as one `.r`
 * parameter, or a POST with the same JSON body when the query string would pass 4000 characters (e.g.
 * `in('id', [...150 ids])`). The next page sends only `{fields?, query: {cursorPaging: {cursor, limit}}}`:
 * the cursor carries the filter and sort. Field names are the wire's (`id`, `createdDate`), dates are
 * sent as ISO strings, and filter values are never read as operators.
 *
 * @param client - a client from `createClient`
 * @param options - `fields` to add to each product
 * @returns an immutable builder; nothing is sent until `find()`, `pages()` or `iterate()`
 * @throws {ValidationError} an unknown requested field (at once), and from the builder: a bad limit, cursor, field name or value
 *
 * @group Queries
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { queryProducts } from '@storefront-kit/stores-catalogue/v3';
 * const client = createClient();
 * const page = await queryProducts(client, { fields: ['CURRENCY'] }).eq('visible', true).descending('createdDate').limit(20).find();
 * if (page.hasNext()) console.log((await page.next()).items.length);
 * for await (const product of queryProducts(client).in('id', ['id-1', 'id-2']).iterate()) console.log(product.name);
 * ```
 */
export function queryProducts(client: RequestClient, options: QueryProductsOptions = {}): ProductsQueryBuilder {
  const fields = requestedFields(options.fields, PRODUCT_REQUESTED_FIELDS);
  return createQueryBuilder<V3Product, ProductQueryField, ProductSortField>({
    paging: 'cursor',
    maxLimit: MAX_PRODUCTS_PAGE_LIMIT,
    fetchPage: async (query, { signal, timeoutMs }) => {
      const r = await client.request<QueryProductsV3Response>(QUERY_PRODUCTS, { query: { fields, query: querySort(query) }, signal, timeoutMs });
      return { items: r.products ?? [], metadata: { cursors: r.pagingMetadata?.cursors } };
    },
  });
}
