import { createQueryBuilder, type CursorQueryBuilder, type OffsetQueryBuilder, type RequestClient, reviveNumbers } from '@storefront-kit/http-core';
import { QUERY_PRODUCTS } from './endpoints';
import { PRODUCT_PATHS } from './numbers';
import type { Product, QueryProductsResponse } from '@storefront-kit/wire/catalogue';

/**
 * Product fields the products query filters on (`price` is `priceData.price`, `inStock` is
 * `stock.inStock`; `collectionIds` takes `eq`/`hasSome`/`hasAll`).
 *
 * @group Queries
 */
export type ProductQueryField =
  | 'id'
  | 'name'
  | 'slug'
  | 'sku'
  | 'description'
  | 'productType'
  | 'visible'
  | 'brand'
  | 'ribbon'
  | 'price'
  | 'priceData.price'
  | 'discountedPrice'
  | 'priceData.discountedPrice'
  | 'discount.type'
  | 'weight'
  | 'inStock'
  | 'stock.inStock'
  | 'inventoryStatus'
  | 'stock.inventoryStatus'
  | 'quantityInStock'
  | 'collectionIds'
  | 'numericId'
  | 'manageVariants'
  | 'lastUpdated'
  | 'createdDate';

/**
 * Product fields the products query sorts on.
 *
 * @group Queries
 */
export type ProductSortField =
  | 'id'
  | 'name'
  | 'slug'
  | 'sku'
  | 'price'
  | 'priceData.price'
  | 'discountedPrice'
  | 'weight'
  | 'numericId'
  | 'lastUpdated'
  | 'createdDate';

/**
 * The products query builder: an http-core offset builder (filters, sort, `limit`/`skip`, `find()`,
 * `pages()`, `iterate()`).
 *
 * @group Queries
 * @example
 * ```ts
 * import type { ProductsQueryBuilder } from '@storefront-kit/stores-catalogue';
 * const cheapestFirst = (q: ProductsQueryBuilder) => q.lt('price', 20).ascending('price');
 * ```
 */
export type ProductsQueryBuilder = OffsetQueryBuilder<Product, ProductQueryField, ProductSortField>;

/**
 * The products query builder in cursor mode (`queryProducts(client, { paging: 'cursor' })`): `limit` and
 * `skipTo(cursor)` instead of `skip`; each page's `cursors` lead to its neighbours.
 *
 * @group Queries
 * @example
 * ```ts
 * import type { ProductsCursorQueryBuilder } from '@storefront-kit/stores-catalogue';
 * const resume = (q: ProductsCursorQueryBuilder, cursor: string) => q.skipTo(cursor).find();
 * ```
 */
export type ProductsCursorQueryBuilder = CursorQueryBuilder<Product, ProductQueryField, ProductSortField>;

/**
 * Options of {@link queryProducts}, sent next to every page's query.
 *
 * @group Queries
 */
export interface QueryProductsOptions {
  /** Include `variants` in each product. */
  includeVariants?: boolean;
  /** Include invisible products (merchants only). */
  includeHiddenProducts?: boolean;
  /** Include cost and profit data (merchants only: visitors get a 403). */
  includeMerchantSpecificData?: boolean;
}

/**
 * Starts a products query (`/stores-reader/v1/products/query-platformized`, limit 50 by default, at most
 * 100). Each page is a GET on the read-only host with the payload `{query: {filter, sort, paging}, ...options}`
 * as one `.r` parameter; when that query string would exceed 4000 characters (e.g. a `hasSome` over 200
 * ids) the page is sent as a POST with the same JSON body, on the api host. Iterating fetches one page at
 * a time and holds only that page.
 *
 * Offset paging (`limit`/`skip`, as the platform's SDK) is the default. With `{ paging: 'cursor' }` the
 * query pages with the platform's `cursorPaging {limit, cursor}` and each page's `metadata.cursors`: a
 * position that does not drift, and no offset to count through on deep pages. Filter values are never
 * interpreted as operators: `eq('slug', { $ne: null })` throws. `find()`, `pages()` and `iterate()` take
 * the per-call `{ signal, timeoutMs }`.
 *
 * @param client - a client from `createClient`
 * @param options - flags sent with every page, and `paging: 'cursor'` for cursor paging
 * @returns an immutable builder; nothing is sent until `find()`, `pages()` or `iterate()`
 * @throws {ValidationError} from the builder: bad limits, offsets, cursors, field names, values of the wrong type
 *
 * @group Queries
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { queryProducts } from '@storefront-kit/stores-catalogue';
 * const client = createClient();
 * const page = await queryProducts(client).hasSome('collectionIds', ['collection-id']).ascending('price').limit(20).find();
 * for await (const product of queryProducts(client).between('price', 10, 50).iterate()) console.log(product.name);
 * for await (const product of queryProducts(client, { paging: 'cursor' }).ascending('name').iterate()) console.log(product.slug);
 * ```
 */
export function queryProducts(client: RequestClient, options: QueryProductsOptions & { paging: 'cursor' }): ProductsCursorQueryBuilder;
export function queryProducts(client: RequestClient, options?: QueryProductsOptions & { paging?: 'offset' }): ProductsQueryBuilder;
export function queryProducts(
  client: RequestClient,
  { paging = 'offset', ...options }: QueryProductsOptions & { paging?: 'offset' | 'cursor' } = {},
): ProductsQueryBuilder | ProductsCursorQueryBuilder {
  return createQueryBuilder<Product, ProductQueryField, ProductSortField>({
    // One fetchPage serves both modes: the builder's request is sent as `query` whatever its paging.
    paging: paging as 'offset',
    fetchPage: async (query, { signal, timeoutMs }) => {
      const r = await client.request<QueryProductsResponse>(QUERY_PRODUCTS, { query: { ...options, query }, signal, timeoutMs });
      return { items: reviveNumbers(r.products, PRODUCT_PATHS) ?? [], metadata: r.metadata };
    },
  });
}
