import type { CallOptions } from '../client-types';
/**
 * A value a filter condition compares with. Dates are sent as ISO-8601 strings; numbers must be finite.
 *
 * @example
 * ```ts
 * import type { FilterValue } from '@storefront-kit/http-core';
 * const values: FilterValue[] = ['shoes', 10, true, null, new Date('2026-01-01')];
 * ```
 */
export type FilterValue = string | number | boolean | Date | null;

/**
 * A value the range operators (`gt`, `ge`, `lt`, `le`, `between`) compare with.
 *
 * @example
 * ```ts
 * import type { RangeValue } from '@storefront-kit/http-core';
 * const from: RangeValue = '2026-01-01T00:00:00.000Z';
 * ```
 */
export type RangeValue = string | number | Date;

/**
 * A filter as the platform reads it: `{ field: value }`, `{ field: { $op: value } }`, `$and`, `$or`, `$not`.
 *
 * @example
 * ```ts
 * import type { QueryFilter } from '@storefront-kit/http-core';
 * const filter: QueryFilter = { $and: [{ collectionIds: 'c1' }, { id: { $hasSome: ['a', 'b'] } }] };
 * ```
 */
export type QueryFilter = { [key: string]: unknown };

/**
 * One sort key of a query request.
 *
 * @example
 * ```ts
 * import type { QuerySort } from '@storefront-kit/http-core';
 * const byPrice: QuerySort = { fieldName: 'price', order: 'ASC' };
 * ```
 */
export interface QuerySort {
  fieldName: string;
  order: 'ASC' | 'DESC';
}

/**
 * The request body of an offset-paged query, as the platform reads it (domain packages may wrap it, e.g. `{ query }`).
 *
 * @example
 * ```ts
 * import type { OffsetQueryRequest } from '@storefront-kit/http-core';
 * const request: OffsetQueryRequest = { filter: {}, paging: { offset: 0, limit: 50 } };
 * ```
 */
export interface OffsetQueryRequest {
  filter: QueryFilter;
  paging: { offset: number; limit: number };
  sort?: QuerySort[];
}

/**
 * The request body of a cursor-paged query. With a cursor set, only `cursorPaging` is sent, as the platform
 * requires (the cursor already encodes the filter and sort).
 *
 * @example
 * ```ts
 * import type { CursorQueryRequest } from '@storefront-kit/http-core';
 * const first: CursorQueryRequest = { filter: {}, cursorPaging: { limit: 50 } };
 * const next: CursorQueryRequest = { cursorPaging: { cursor: 'abc', limit: 50 } };
 * ```
 */
export interface CursorQueryRequest {
  filter?: QueryFilter;
  cursorPaging: { cursor?: string; limit: number };
  sort?: QuerySort[];
}

/**
 * The paging metadata the platform returns next to a page of items.
 *
 * @example
 * ```ts
 * import type { PagingMetadata } from '@storefront-kit/http-core';
 * const metadata: PagingMetadata = { count: 10, offset: 20, total: 95, tooManyToCount: false };
 * ```
 */
export interface PagingMetadata {
  /** Number of items in this page. */
  count?: number;
  /** Offset of this page (offset paging). */
  offset?: number;
  /** Total number of matching items, when the platform counted them. */
  total?: number;
  /** `true` when the platform did not count the matches; `total` is then meaningless. */
  tooManyToCount?: boolean;
  /** Cursors to the neighbouring pages (cursor paging). */
  cursors?: { next?: string | null; prev?: string | null };
}

/**
 * What a page-fetching function resolves with: the page's items and the platform's paging metadata.
 *
 * @example
 * ```ts
 * import type { QueryPage } from '@storefront-kit/http-core';
 * const page: QueryPage<{ id: string }> = { items: [{ id: 'p1' }], metadata: { total: 1 } };
 * ```
 */
export interface QueryPage<TItem> {
  items: TItem[];
  metadata?: PagingMetadata;
}

/**
 * Per-call options of `find()`, `iterate()`, `pages()`, `next()` and `prev()`, passed on to `fetchPage`:
 * the SDK-wide {@link CallOptions} under the query builder's name.
 *
 * @example
 * ```ts
 * import type { QueryCallOptions } from '@storefront-kit/http-core';
 * const options: QueryCallOptions = { signal: AbortSignal.timeout(5000), timeoutMs: 2000 };
 * ```
 */
export type QueryCallOptions = CallOptions;

/**
 * Fetches one page for a query request; supplied by the domain package that owns the endpoint.
 *
 * @example
 * ```ts
 * import type { FetchPage, OffsetQueryRequest } from '@storefront-kit/http-core';
 * const fetchPage: FetchPage<{ id: string }, OffsetQueryRequest> = async (request, { signal }) => ({ items: [] });
 * ```
 */
export type FetchPage<TItem, TRequest> = (request: TRequest, options: QueryCallOptions) => Promise<QueryPage<TItem>>;

/**
 * Options of {@link createQueryBuilder} for an offset-paged endpoint.
 *
 * @example
 * ```ts
 * import type { OffsetQueryOptions } from '@storefront-kit/http-core';
 * const options: OffsetQueryOptions<{ id: string }> = { paging: 'offset', fetchPage: async () => ({ items: [] }) };
 * ```
 */
export interface OffsetQueryOptions<TItem> {
  paging: 'offset';
  fetchPage: FetchPage<TItem, OffsetQueryRequest>;
  /** Largest page size the endpoint accepts. @defaultValue 100 */
  maxLimit?: number;
}

/**
 * Options of {@link createQueryBuilder} for a cursor-paged endpoint.
 *
 * @example
 * ```ts
 * import type { CursorQueryOptions } from '@storefront-kit/http-core';
 * const options: CursorQueryOptions<{ id: string }> = { paging: 'cursor', fetchPage: async () => ({ items: [] }) };
 * ```
 */
export interface CursorQueryOptions<TItem> {
  paging: 'cursor';
  fetchPage: FetchPage<TItem, CursorQueryRequest>;
  /** Largest page size the endpoint accepts. @defaultValue 100 */
  maxLimit?: number;
}

/**
 * The string keys of an item type: a starting point for a domain's filterable or sortable field names.
 *
 * @example
 * ```ts
 * import type { ItemField } from '@storefront-kit/http-core';
 * interface Product { id: string; name: string; priceData?: { price: number } }
 * type ProductFilterField = ItemField<Product> | 'priceData.price'; // 'id' | 'name' | 'priceData' | 'priceData.price'
 * ```
 */
export type ItemField<TItem> = Extract<keyof TItem, string>;
