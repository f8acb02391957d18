/** Limits of Catalog V3 requests, as the platform states them. */

/**
 * Default `cursorPaging.limit` of the product and variant queries and searches.
 *
 * @group Constants
 * @example
 * ```ts
 * import { DEFAULT_V3_PAGE_LIMIT } from '@storefront-kit/wire/catalogue-v3';
 * const limit = requested ?? DEFAULT_V3_PAGE_LIMIT;
 * declare const requested: number | undefined;
 * ```
 */
export const DEFAULT_V3_PAGE_LIMIT = 50;

/**
 * Largest `cursorPaging.limit` of the product query and search.
 *
 * @group Constants
 * @example
 * ```ts
 * import { MAX_PRODUCTS_PAGE_LIMIT } from '@storefront-kit/wire/catalogue-v3';
 * const limit = Math.min(requested, MAX_PRODUCTS_PAGE_LIMIT);
 * declare const requested: number;
 * ```
 */
export const MAX_PRODUCTS_PAGE_LIMIT = 100;

/**
 * Largest `cursorPaging.limit` of the read-only variants query and search.
 *
 * @group Constants
 * @example
 * ```ts
 * import { MAX_VARIANTS_PAGE_LIMIT } from '@storefront-kit/wire/catalogue-v3';
 * const limit = Math.min(requested, MAX_VARIANTS_PAGE_LIMIT);
 * declare const requested: number;
 * ```
 */
export const MAX_VARIANTS_PAGE_LIMIT = 1000;

/**
 * Most sort items of a product query.
 *
 * @group Constants
 * @example
 * ```ts
 * import { MAX_QUERY_SORT_ITEMS } from '@storefront-kit/wire/catalogue-v3';
 * const fits = (sort: unknown[]) => sort.length <= MAX_QUERY_SORT_ITEMS;
 * ```
 */
export const MAX_QUERY_SORT_ITEMS = 5;

/**
 * Most sort items of a search.
 *
 * @group Constants
 * @example
 * ```ts
 * import { MAX_SEARCH_SORT_ITEMS } from '@storefront-kit/wire/catalogue-v3';
 * const fits = (sort: unknown[]) => sort.length <= MAX_SEARCH_SORT_ITEMS;
 * ```
 */
export const MAX_SEARCH_SORT_ITEMS = 10;

/**
 * Most aggregations of a search.
 *
 * @group Constants
 * @example
 * ```ts
 * import { MAX_AGGREGATIONS } from '@storefront-kit/wire/catalogue-v3';
 * const fits = (aggregations: unknown[]) => aggregations.length <= MAX_AGGREGATIONS;
 * ```
 */
export const MAX_AGGREGATIONS = 10;

/**
 * Most buckets of a `RANGE` aggregation.
 *
 * @group Constants
 * @example
 * ```ts
 * import { MAX_RANGE_BUCKETS } from '@storefront-kit/wire/catalogue-v3';
 * const fits = (buckets: unknown[]) => buckets.length <= MAX_RANGE_BUCKETS;
 * ```
 */
export const MAX_RANGE_BUCKETS = 50;

/**
 * Longest free-text search expression.
 *
 * @group Constants
 * @example
 * ```ts
 * import { MAX_SEARCH_EXPRESSION_LENGTH } from '@storefront-kit/wire/catalogue-v3';
 * const expression = typed.slice(0, MAX_SEARCH_EXPRESSION_LENGTH);
 * declare const typed: string;
 * ```
 */
export const MAX_SEARCH_EXPRESSION_LENGTH = 100;

/**
 * Most `search.fields` of a free-text search.
 *
 * @group Constants
 * @example
 * ```ts
 * import { MAX_SEARCH_FIELDS } from '@storefront-kit/wire/catalogue-v3';
 * const fits = (fields: string[]) => fields.length <= MAX_SEARCH_FIELDS;
 * ```
 */
export const MAX_SEARCH_FIELDS = 20;

/**
 * Longest cursor a request may carry.
 *
 * @group Constants
 * @example
 * ```ts
 * import { MAX_CURSOR_LENGTH } from '@storefront-kit/wire/catalogue-v3';
 * const fits = (cursor: string) => cursor.length <= MAX_CURSOR_LENGTH;
 * ```
 */
export const MAX_CURSOR_LENGTH = 16000;

/**
 * Most products of one bulk create, update or delete.
 *
 * @group Constants
 * @example
 * ```ts
 * import { MAX_BULK_PRODUCTS } from '@storefront-kit/wire/catalogue-v3';
 * const batches = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / MAX_BULK_PRODUCTS) }, (_, i) => items.slice(i * MAX_BULK_PRODUCTS, (i + 1) * MAX_BULK_PRODUCTS));
 * ```
 */
export const MAX_BULK_PRODUCTS = 100;
