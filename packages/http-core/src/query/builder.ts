import { checkAbort, queryError } from './error';
import { condition, field, join } from './filter';
import { itemIterator, pageIterator } from './iterate';
import { cursorResult, offsetResult } from './result';
import type {
  CursorQueryBuilder,
  CursorQueryOptions,
  FetchPage,
  FilterValue,
  OffsetQueryBuilder,
  OffsetQueryOptions,
  QueryCallOptions,
  QueryFilter,
  QueryResult,
  QuerySort,
  RangeValue,
} from './types';

interface State {
  cursorMode: boolean;
  fetchPage: FetchPage<unknown, any>;
  maxLimit: number;
  filter: QueryFilter;
  sort: QuerySort[];
  limit: number;
  offset: number;
  cursor?: string;
}

const int = (n: number, min: number, max: number, what: string) => {
  if (!Number.isInteger(n) || n < min || n > max) {
    throw queryError(`Invalid ${what}: ${n} (expected an integer from ${min}${max < Infinity ? ` to ${max}` : ''})`, what);
  }
  return n;
};

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x));

/** `hasSome(f, [a, b])` and `hasSome(f, a, b)` mean the same. */
const list = (values: unknown[]) => (values.length == 1 && Array.isArray(values[0]) ? values[0] : values);

// Not exported on purpose: users hold the OffsetQueryBuilder / CursorQueryBuilder interfaces, so the
// implementation (one class for both paging modes) can change without breaking anyone.
class Query {
  readonly #s: State;

  constructor(state: State) {
    this.#s = state;
  }

  #with(patch: Partial<State>): this {
    return new Query({ ...this.#s, ...patch }) as this;
  }

  #where(filter: QueryFilter, op: '$and' | '$or' = '$and'): this {
    return this.#with({ filter: join(op, this.#s.filter, filter) });
  }

  #add(name: string, op: string, v: unknown): this {
    return this.#where(condition(name, op, v));
  }

  #filterOf(query: unknown): QueryFilter {
    if (!(query instanceof Query)) throw queryError('Expected a query builder');
    return query.#s.filter;
  }

  #sort(order: QuerySort['order'], fields: string[]): this {
    return this.#with({ sort: [...this.#s.sort, ...fields.map((f) => ({ fieldName: field(f), order }))] });
  }

  eq(name: string, v: FilterValue | undefined) {
    return this.#add(name, '', v === undefined ? null : v);
  }
  ne(name: string, v: FilterValue) {
    return this.#add(name, '$ne', v);
  }
  gt(name: string, v: RangeValue) {
    return this.#add(name, '$gt', v);
  }
  ge(name: string, v: RangeValue) {
    return this.#add(name, '$gte', v);
  }
  lt(name: string, v: RangeValue) {
    return this.#add(name, '$lt', v);
  }
  le(name: string, v: RangeValue) {
    return this.#add(name, '$lte', v);
  }
  between(name: string, from: RangeValue, to: RangeValue) {
    return this.ge(name, from).lt(name, to);
  }
  in(name: string, values: readonly FilterValue[]) {
    return this.#add(name, '$in', values);
  }
  hasSome(name: string, ...values: unknown[]) {
    return this.#add(name, '$hasSome', list(values));
  }
  hasAll(name: string, ...values: unknown[]) {
    return this.#add(name, '$hasAll', list(values));
  }
  startsWith(name: string, v: string) {
    return this.#add(name, '$startsWith', v);
  }
  endsWith(name: string, v: string) {
    return this.#add(name, '$endsWith', v);
  }
  contains(name: string, v: string) {
    return this.#add(name, '$contains', v);
  }
  isEmpty(name: string) {
    return this.eq(name, null);
  }
  isNotEmpty(name: string) {
    return this.ne(name, null);
  }
  exists(name: string, v = true) {
    return this.#add(name, '$exists', v);
  }
  and(query: this) {
    return this.#where(this.#filterOf(query));
  }
  or(query: this) {
    return this.#where(this.#filterOf(query), '$or');
  }
  not(query: this) {
    const f = this.#filterOf(query);
    return Object.keys(f).length ? this.#where({ $not: f }) : this;
  }
  ascending(...fields: string[]) {
    return this.#sort('ASC', fields);
  }
  descending(...fields: string[]) {
    return this.#sort('DESC', fields);
  }
  limit(limit: number) {
    return this.#with({ limit: int(limit, 1, this.#s.maxLimit, 'limit') });
  }
  skip(offset: number) {
    if (this.#s.cursorMode) throw queryError('skip() needs offset paging; use skipTo(cursor)');
    return this.#with({ offset: int(offset, 0, Infinity, 'skip') });
  }
  skipTo(cursor: string) {
    if (!this.#s.cursorMode) throw queryError('skipTo() needs cursor paging; use skip(offset)');
    if (typeof cursor != 'string' || !cursor) throw queryError(`Invalid cursor: ${String(cursor)}`, 'cursor');
    return this.#with({ cursor });
  }
  toRequest() {
    const { cursorMode, filter, sort, limit, offset, cursor } = this.#s;
    if (cursor) return { cursorPaging: { cursor, limit } };
    const request: Record<string, unknown> = { filter: clone(filter) };
    request[cursorMode ? 'cursorPaging' : 'paging'] = cursorMode ? { limit } : { offset, limit };
    if (sort.length) request.sort = clone(sort);
    return request;
  }
  async find(o: QueryCallOptions = {}): Promise<QueryResult<unknown>> {
    const request = this.toRequest() as any;
    checkAbort(o.signal);
    const page = await this.#s.fetchPage(request, o);
    checkAbort(o.signal);
    return (this.#s.cursorMode ? cursorResult : offsetResult)(this as any, request, page);
  }
  pages(o?: QueryCallOptions) {
    return pageIterator((x) => this.find(x), o);
  }
  iterate(o?: QueryCallOptions) {
    return itemIterator(this.pages(o), o?.signal);
  }
}

/**
 * Creates an immutable query builder over a paged endpoint. The domain package supplies `fetchPage`,
 * which sends the request (wrapping it as the endpoint needs) and maps the answer to `{ items, metadata }`.
 *
 * Conditions combine with `$and` (a lone condition stays bare, nested `$and` lists are flattened).
 * Defaults: limit 50, offset 0. Bad limits, offsets, cursors, field names and non-finite values throw a
 * validation error at once, before any fetch.
 *
 * `not(query)` keeps the current filter: `{ $and: [current, { $not: filter }] }`. The platform's own SDK
 * replaces the current filter with `{ $not: filter }`, silently dropping every earlier condition.
 *
 * @typeParam TItem - the item type of a page
 * @typeParam TField - field names the filter operators accept
 * @typeParam TSortField - field names `ascending` / `descending` accept
 * @param options - `paging` mode, `fetchPage`, and optionally the endpoint's `maxLimit` (100)
 * @returns a builder with no condition, limit 50 and offset 0 (or no cursor)
 * @throws {@link ValidationError} from the builder's methods, for invalid input
 *
 * @example
 * ```ts
 * import { createQueryBuilder } from '@storefront-kit/http-core';
 * interface Product { id: string; name: string; price: number; collectionIds: string[] }
 * type ProductField = 'id' | 'name' | 'price' | 'collectionIds';
 *
 * const query = createQueryBuilder<Product, ProductField>({
 *   paging: 'offset',
 *   fetchPage: async (request, { signal }) => {
 *     const res = await fetch('/stores-reader/v1/products/query', { method: 'POST', body: JSON.stringify({ query: request }), signal });
 *     const { products, metadata } = await res.json();
 *     return { items: products, metadata };
 *   },
 * });
 * const page = await query.eq('collectionIds', 'c1').ascending('price').limit(10).find();
 * for await (const product of query.gt('price', 10).iterate()) console.log(product.name);
 * ```
 */
export function createQueryBuilder<TItem, TField extends string = string, TSortField extends string = TField>(
  options: OffsetQueryOptions<TItem>,
): OffsetQueryBuilder<TItem, TField, TSortField>;
export function createQueryBuilder<TItem, TField extends string = string, TSortField extends string = TField>(
  options: CursorQueryOptions<TItem>,
): CursorQueryBuilder<TItem, TField, TSortField>;
export function createQueryBuilder(options: OffsetQueryOptions<unknown> | CursorQueryOptions<unknown>): unknown {
  return new Query({
    cursorMode: options.paging == 'cursor',
    fetchPage: options.fetchPage,
    maxLimit: options.maxLimit ?? 100,
    filter: {},
    sort: [],
    limit: 50,
    offset: 0,
  });
}
