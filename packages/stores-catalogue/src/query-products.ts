import { createQueryBuilder, type OffsetQueryBuilder, type RequestClient } from '@storefront-kit/http-core';
import { QUERY_PRODUCTS } from './endpoints';
import { fixNumbers, PRODUCT_PATHS } from './numbers';
import type { Product, QueryProductsResponse } from './types';

/**
 * Product fields the products query filters on (`price` is `priceData.price`, `inStock` is
 * `stock.inStock`; `collectionIds` takes `eq`/`hasSome`/`hasAll`).
 *
 * @example
 * ```ts
 * import type { ProductQueryField } from '@storefront-kit/stores-catalogue';
 * const field: ProductQueryField = 'collectionIds';
 * ```
 */
export type ProductQueryField =
  | 'id' | 'name' | 'slug' | 'sku' | 'description' | 'productType' | 'visible' | 'brand' | 'ribbon'
  | 'price' | 'priceData.price' | 'discountedPrice' | 'priceData.discountedPrice' | 'discount.type'
  | 'weight' | 'inStock' | 'stock.inStock' | 'inventoryStatus' | 'stock.inventoryStatus' | 'quantityInStock'
  | 'collectionIds' | 'numericId' | 'manageVariants' | 'lastUpdated' | 'createdDate';

/**
 * Product fields the products query sorts on.
 *
 * @example
 * ```ts
 * import type { ProductSortField } from '@storefront-kit/stores-catalogue';
 * const field: ProductSortField = 'price';
 * ```
 */
export type ProductSortField =
  | 'id' | 'name' | 'slug' | 'sku' | 'price' | 'priceData.price' | 'discountedPrice' | 'weight'
  | 'numericId' | 'lastUpdated' | 'createdDate';

/**
 * The products query builder: an http-core offset builder (filters, sort, `limit`/`skip`, `find()`,
 * `pages()`, `iterate()`).
 *
 * @example
 * ```ts
 * import type { ProductsQueryBuilder } from '@storefront-kit/stores-catalogue';
 * const cheapestFirst = (q: ProductsQueryBuilder) => q.lt('price', 20).ascending('price');
 * ```
 */
export type ProductsQueryBuilder = OffsetQueryBuilder<Product, ProductQueryField, ProductSortField>;

/**
 * Options of {@link queryProducts}, sent next to every page's query.
 *
 * @example
 * ```ts
 * import type { QueryProductsOptions } from '@storefront-kit/stores-catalogue';
 * const options: QueryProductsOptions = { includeVariants: true };
 * ```
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
 * Starts a products query (`/stores-reader/v1/products/query-platformized`, offset paging, limit 50 by
 * default, at most 100). Each page is a GET on the read-only host with the payload
 * `{query: {filter, sort, paging}, ...options}` as one `.r` parameter; when that query string would
 * exceed 4000 characters (e.g. a `hasSome` over 200 ids) the page is sent as a POST with the same JSON
 * body, on the api host. Iterating fetches one page at a time and holds only that page.
 *
 * @param client - a client from `createClient`
 * @param options - flags sent with every page
 * @returns an immutable builder; nothing is sent until `find()`, `pages()` or `iterate()`
 * @throws {ValidationError} from the builder: bad limits, offsets, field names, non-finite values
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { queryProducts } from '@storefront-kit/stores-catalogue';
 * const client = createClient();
 * const page = await queryProducts(client).hasSome('collectionIds', ['collection-id']).ascending('price').limit(20).find();
 * for await (const product of queryProducts(client).between('price', 10, 50).iterate()) console.log(product.name);
 * ```
 */
export function queryProducts(client: RequestClient, options: QueryProductsOptions = {}): ProductsQueryBuilder {
  return createQueryBuilder<Product, ProductQueryField, ProductSortField>({
    paging: 'offset',
    fetchPage: async (query, { signal }) => {
      const r = await client.request<QueryProductsResponse>(QUERY_PRODUCTS, { query: { ...options, query }, signal });
      return { items: fixNumbers(r.products, PRODUCT_PATHS) ?? [], metadata: r.metadata };
    },
  });
}
