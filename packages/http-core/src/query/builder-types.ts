import type { FilterValue, QueryCallOptions, RangeValue, OffsetQueryRequest, CursorQueryRequest } from './types';

/**
 * One page of query results, with paging helpers common to offset and cursor paging.
 *
 * @example
 * ```ts
 * import type { QueryResult } from '@storefront-kit/http-core';
 * function titles(result: QueryResult<{ name: string }>) { return result.items.map((p) => p.name); }
 * ```
 */
export interface QueryResult<TItem> {
  /** The items of this page. */
  readonly items: TItem[];
  /** The page size asked for (the query's limit). */
  readonly pageSize: number;
  /** Total number of matching items; `undefined` when the platform did not count them. */
  readonly totalCount: number | undefined;
  /** `true` when the platform reported too many matches to count. */
  readonly tooManyToCount: boolean;
  /** Whether a next page exists. */
  hasNext(): boolean;
  /** Whether a previous page exists. */
  hasPrev(): boolean;
  /** Fetches the next page; rejects with `No next page to fetch` when there is none. */
  next(options?: QueryCallOptions): Promise<this>;
  /** Fetches the previous page; rejects with `No previous page to fetch` when there is none. */
  prev(options?: QueryCallOptions): Promise<this>;
}

/**
 * A page of an offset-paged query.
 *
 * `hasNext()` is `offset + limit < total`; when the platform did not count (`tooManyToCount`), it is `true`
 * when the page is full. `hasPrev()` is `offset > 0`.
 *
 * @example
 * ```ts
 * import type { OffsetQueryResult } from '@storefront-kit/http-core';
 * const label = (r: OffsetQueryResult<unknown>) => `page ${r.currentPage + 1} of ${r.totalPages ?? '?'}`;
 * ```
 */
export interface OffsetQueryResult<TItem> extends QueryResult<TItem> {
  /** The request that produced this page. */
  readonly request: OffsetQueryRequest;
  /** Offset of this page (the platform's, else the one asked for). */
  readonly offset: number;
  /** Zero-based page number: `floor(offset / limit)`. */
  readonly currentPage: number;
  /** `ceil(total / limit)`; `undefined` when the platform did not count. */
  readonly totalPages: number | undefined;
}

/**
 * A page of a cursor-paged query. `hasNext()` is `!!cursors.next`, `hasPrev()` is `!!cursors.prev`.
 *
 * @example
 * ```ts
 * import type { CursorQueryResult } from '@storefront-kit/http-core';
 * const nextCursor = (r: CursorQueryResult<unknown>) => r.cursors.next;
 * ```
 */
export interface CursorQueryResult<TItem> extends QueryResult<TItem> {
  /** The request that produced this page. */
  readonly request: CursorQueryRequest;
  /** Cursors to the neighbouring pages. */
  readonly cursors: { next?: string; prev?: string };
}

/**
 * The immutable fluent query builder: every method returns a new builder. Conditions added one after
 * another are combined with `$and`. `TField` and `TSortField` restrict the field names a domain accepts.
 *
 * Values are never interpreted as operators: each method accepts only the value types in its signature
 * (strings, finite numbers, booleans, `null`, valid dates, and arrays of those where it takes a list), so
 * `eq('slug', { $ne: null })` throws a `ValidationError` naming the field and the method instead of
 * matching everything. Field names starting with `$` are refused too.
 *
 * @example
 * ```ts
 * import type { QueryBuilder } from '@storefront-kit/http-core';
 * const cheap = <Q extends QueryBuilder<unknown>>(query: Q) => query.lt('price', 10).ascending('price');
 * ```
 */
export interface QueryBuilder<
  TItem,
  TField extends string = string,
  TSortField extends string = TField,
  TResult extends QueryResult<TItem> = QueryResult<TItem>,
> {
  /** `field` equals `value` (`{field: value}`); `undefined` is sent as `null`. */
  eq(field: TField, value: FilterValue | undefined): this;
  /** `field` differs from `value` (`$ne`). */
  ne(field: TField, value: FilterValue): this;
  /** `field` is greater than `value` (`$gt`). */
  gt(field: TField, value: RangeValue): this;
  /** `field` is greater than or equal to `value` (`$gte`). */
  ge(field: TField, value: RangeValue): this;
  /** `field` is less than `value` (`$lt`). */
  lt(field: TField, value: RangeValue): this;
  /** `field` is less than or equal to `value` (`$lte`). */
  le(field: TField, value: RangeValue): this;
  /** `from <= field < to` (a `ge` and an `lt` condition). */
  between(field: TField, from: RangeValue, to: RangeValue): this;
  /** `field` is one of `values` (`$in`). */
  in(field: TField, values: readonly FilterValue[]): this;
  /** The array `field` holds at least one of `values` (`$hasSome`); values as an array or as arguments. */
  hasSome(field: TField, values: readonly FilterValue[]): this;
  hasSome(field: TField, ...values: FilterValue[]): this;
  /** The array `field` holds all of `values` (`$hasAll`); values as an array or as arguments. */
  hasAll(field: TField, values: readonly FilterValue[]): this;
  hasAll(field: TField, ...values: FilterValue[]): this;
  /** `field` starts with `value` (`$startsWith`). */
  startsWith(field: TField, value: string): this;
  /** `field` ends with `value` (`$endsWith`). */
  endsWith(field: TField, value: string): this;
  /** `field` contains `value` (`$contains`). */
  contains(field: TField, value: string): this;
  /** `field` is empty: `eq(field, null)`. */
  isEmpty(field: TField): this;
  /** `field` is not empty: `ne(field, null)`. */
  isNotEmpty(field: TField): this;
  /** `field` is present (or absent with `false`) (`$exists`). */
  exists(field: TField, value?: boolean): this;
  /** Also match `query`'s filter (`$and`). A query with no condition adds nothing. */
  and(query: this): this;
  /** Match this filter or `query`'s (`$or`). A query with no condition adds nothing. */
  or(query: this): this;
  /**
   * Match this filter and not `query`'s: `{$and: [current, {$not: filter}]}`.
   * Unlike the platform's own SDK, the current filter is kept, not discarded.
   */
  not(query: this): this;
  /** Sorts by `fields` ascending, after any sort already set. */
  ascending(...fields: TSortField[]): this;
  /** Sorts by `fields` descending, after any sort already set. */
  descending(...fields: TSortField[]): this;
  /** Page size, an integer from 1 to the endpoint's maximum (100). @defaultValue 50 */
  limit(limit: number): this;
  /** Fetches the page this builder describes. */
  find(options?: QueryCallOptions): Promise<TResult>;
  /**
   * Iterates over the pages from this one on, fetching one page at a time. Stops with a `StorefrontError`
   * `ERR_PAGING_LOOP` when the platform goes round in circles: a cursor comes back, an empty page reports
   * a next one, the offset does not advance, or (with no total to end the walk) a page repeats the
   * previous one. No page count caps it: a walk over new items goes on while the loop asks for more,
   * so `break` or the `signal` ends it.
   */
  pages(options?: QueryCallOptions): AsyncIterable<TResult>;
  /** Iterates over the items of every page from this one on, fetching one page at a time; it stops as `pages()` does. */
  iterate(options?: QueryCallOptions): AsyncIterable<TItem>;
}

/**
 * A query builder for an offset-paged endpoint (`limit` + `skip`).
 *
 * @example
 * ```ts
 * import type { OffsetQueryBuilder } from '@storefront-kit/http-core';
 * const page3 = (query: OffsetQueryBuilder<{ id: string }>) => query.limit(10).skip(20).find();
 * ```
 */
export interface OffsetQueryBuilder<TItem, TField extends string = string, TSortField extends string = TField>
  extends QueryBuilder<TItem, TField, TSortField, OffsetQueryResult<TItem>> {
  /** Skips `offset` items (an integer, 0 or more). @defaultValue 0 */
  skip(offset: number): this;
  /** The request `find()` sends. */
  toRequest(): OffsetQueryRequest;
}

/**
 * A query builder for a cursor-paged endpoint (`limit` + `skipTo`).
 *
 * @example
 * ```ts
 * import type { CursorQueryBuilder } from '@storefront-kit/http-core';
 * const resume = (query: CursorQueryBuilder<{ id: string }>, cursor: string) => query.skipTo(cursor).find();
 * ```
 */
export interface CursorQueryBuilder<TItem, TField extends string = string, TSortField extends string = TField>
  extends QueryBuilder<TItem, TField, TSortField, CursorQueryResult<TItem>> {
  /**
   * Starts at the page `cursor` points to. The request then carries only `cursorPaging`: the platform reads
   * the filter and sort from the cursor, so conditions added to this builder are not sent.
   */
  skipTo(cursor: string): this;
  /** The request `find()` sends. */
  toRequest(): CursorQueryRequest;
}
