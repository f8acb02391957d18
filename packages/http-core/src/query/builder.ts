import { aborted, StorefrontError, ValidationError } from '../errors';
import type {
  CursorQueryBuilder,
  CursorQueryOptions,
  OffsetQueryBuilder,
  OffsetQueryOptions,
  QueryCallOptions,
  QueryFilter,
  QueryPage,
  QuerySort,
} from './types';

// The whole builder (filters, paging results, iterators) lives in this file, written compactly: it is
// in every bundle that lists or pages a collection. Internal names are short on purpose.

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any
type Obj = Record<string, Any>;

/** Builder state: cursor mode, fetchPage, max limit, filter, sort, limit, offset, cursor. */
interface State {
  c: boolean;
  f: (request: Any, o: QueryCallOptions) => Promise<QueryPage<unknown>>;
  m: number;
  q: QueryFilter;
  s: QuerySort[];
  l: number;
  o: number;
  k?: string;
}

/** Bad input to the builder (or a `next()` / `prev()` with no such page): a ValidationError, before any fetch. */
const fail = (message: string, field?: string): never => {
  throw new ValidationError(message, field);
};

/** The platform's paging went round in circles; `iterate()` / `pages()` stop with this. */
const loop = (why: string) => new StorefrontError(`Paging stopped: ${why}`, 'ERR_PAGING_LOOP');

/** Throws an AbortError (the signal's reason as `cause`) when `signal` has fired. */
const check = (signal?: AbortSignal) => {
  if (signal?.aborted) throw aborted(signal.reason);
};

const int = (n: number, min: number, max: number, what: string) =>
  Number.isInteger(n) && n >= min && n <= max
    ? n
    : fail(`Invalid ${what}: ${n} (expected an integer from ${min}${max < Infinity ? ` to ${max}` : ''})`, what);

const field = (name: string): string => (typeof name == 'string' && name ? name : fail(`Invalid field name: ${String(name)}`));

/** Checks a filter value (finite numbers, valid dates) and puts it in wire form (dates as ISO strings). */
const wire = (name: string, v: unknown): unknown =>
  Array.isArray(v)
    ? v.map((x) => wire(name, x))
    : (v instanceof Date ? isNaN(+v) : typeof v == 'number' && !isFinite(v))
      ? fail(`Invalid value for "${name}": ${String(v)} (numbers and dates must be finite)`, name)
      : v instanceof Date
        ? v.toISOString()
        : v;

const empty = (f: QueryFilter) => !Object.keys(f).length;

/** The operands of `f` under `op`: its list when `f` is exactly `{[op]: [...]}`, else `[f]`. */
const parts = (op: string, f: QueryFilter): unknown[] => {
  const keys = Object.keys(f);
  return keys.length == 1 && keys[0] == op && Array.isArray(f[op]) ? f[op] : [f];
};

/** Combines two filters with `op`, flattening nested lists of the same operator; an empty filter is no condition. */
const join = (op: string, a: QueryFilter, b: QueryFilter): QueryFilter =>
  empty(a) ? b : empty(b) ? a : { [op]: [...parts(op, a), ...parts(op, b)] };

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x));

// Operators that take (field, value): method name, or `method:operator` when they differ.
const OPS = /* @__PURE__ */ 'ne gt ge:gte lt le:lte in startsWith endsWith contains hasSome hasAll'.split(' ');

/** The state of each builder; `and`/`or`/`not` accept only builders made here. */
const states = /* @__PURE__ */ new WeakMap<object, State>();

/** One page's result: offset or cursor flavour, with `next()` / `prev()` that fetch nothing past the ends. */
const result = (q: Obj, request: Obj, { items, metadata: m = {} }: QueryPage<unknown>, c: boolean) => {
  const tooManyToCount = !!m.tooManyToCount;
  const totalCount = tooManyToCount ? undefined : m.total;
  const limit: number = (c ? request.cursorPaging : request.paging).limit;
  const cursors = { next: m.cursors?.next || undefined, prev: m.cursors?.prev || undefined };
  const offset: number = m.offset ?? request.paging?.offset;
  // Not the platform SDK's `currentPage < totalPages - 1`, which is wrong when offset is not a multiple of limit.
  const hasNext = () => (c ? !!cursors.next : totalCount === undefined ? items.length >= limit : offset + limit < totalCount);
  const hasPrev = () => (c ? !!cursors.prev : offset > 0);
  const go = (ok: () => boolean, word: string, to: () => Obj) => (o?: QueryCallOptions) =>
    ok() ? to().find(o) : Promise.reject(new ValidationError(`No ${word} page to fetch`));
  return {
    items,
    request,
    pageSize: limit,
    totalCount,
    tooManyToCount,
    ...(c
      ? { cursors }
      : {
          offset,
          currentPage: Math.floor(offset / limit),
          totalPages: totalCount === undefined ? undefined : Math.ceil(totalCount / limit),
        }),
    hasNext,
    hasPrev,
    next: go(hasNext, 'next', () => (c ? q.skipTo(cursors.next) : q.skip(offset + limit))),
    prev: go(hasPrev, 'previous', () => (c ? q.skipTo(cursors.prev) : q.skip(Math.max(0, offset - limit)))),
  };
};

/**
 * Yields `first`'s page, then each following page, fetching one page only when the previous one is done.
 * Stops with an error instead of looping forever when the platform repeats a cursor, reports more pages
 * after an empty one, or answers with an offset that does not advance.
 */
async function* pages(first: (o: QueryCallOptions) => Promise<Obj>, o: QueryCallOptions = {}) {
  let page = await first(o);
  const seen = new Set<string | undefined>();
  for (;;) {
    yield page;
    if (!page.hasNext()) return;
    if (!page.items.length) throw loop('an empty page reported a next page');
    if (page.cursors) {
      const cursor = page.cursors.next;
      seen.add(page.request.cursorPaging.cursor);
      if (seen.has(cursor)) throw loop(`cursor ${cursor} came back`);
      seen.add(cursor);
    }
    const next = await page.next(o);
    // Cursor pages have no offset (undefined <= undefined is false).
    if (next.offset <= page.offset) throw loop(`offset ${page.offset} did not advance`);
    page = next;
  }
}

/** Yields the items of every page, holding one page at a time; stops at once when `signal` fires. */
async function* items(all: AsyncIterable<Obj>, signal?: AbortSignal) {
  for await (const page of all) {
    for (const item of page.items) {
      check(signal);
      yield item;
    }
  }
}

// Not exported on purpose: users hold the OffsetQueryBuilder / CursorQueryBuilder interfaces, so the
// implementation (one immutable object per state, for both paging modes) can change without breaking anyone.
function make(s: State): Obj {
  const next = (patch: Partial<State>) => make({ ...s, ...patch });
  const where = (f: QueryFilter, op = '$and') => next({ q: join(op, s.q, f) });
  // The field is checked before the value.
  const add = (name: string, op: string, v: unknown) => where({ [field(name)]: op ? { [op]: wire(name, v) } : wire(name, v) });
  const of = (x: unknown): QueryFilter => states.get(x as object)?.q ?? fail('Expected a query builder');
  const sort = (order: string, fields: string[]) => next({ s: [...s.s, ...fields.map((f) => ({ fieldName: field(f), order }) as QuerySort)] });
  const q: Obj = {
    eq: (name: string, v: unknown) => add(name, '', v === undefined ? null : v),
    between: (name: string, from: unknown, to: unknown) => q.ge(name, from).lt(name, to),
    isEmpty: (name: string) => q.eq(name, null),
    isNotEmpty: (name: string) => q.ne(name, null),
    exists: (name: string, v = true) => add(name, '$exists', v),
    and: (x: unknown) => where(of(x)),
    or: (x: unknown) => where(of(x), '$or'),
    not: (x: unknown) => {
      const f = of(x);
      return empty(f) ? q : where({ $not: f });
    },
    ascending: (...fields: string[]) => sort('ASC', fields),
    descending: (...fields: string[]) => sort('DESC', fields),
    limit: (l: number) => next({ l: int(l, 1, s.m, 'limit') }),
    skip: (o: number) => (s.c ? fail('skip() needs offset paging; use skipTo(cursor)') : next({ o: int(o, 0, Infinity, 'skip') })),
    skipTo: (k: string) =>
      !s.c
        ? fail('skipTo() needs cursor paging; use skip(offset)')
        : typeof k == 'string' && k
          ? next({ k })
          : fail(`Invalid cursor: ${String(k)}`, 'cursor'),
    toRequest: () =>
      s.k
        ? { cursorPaging: { cursor: s.k, limit: s.l } }
        : {
            filter: clone(s.q),
            [s.c ? 'cursorPaging' : 'paging']: s.c ? { limit: s.l } : { offset: s.o, limit: s.l },
            ...(s.s.length ? { sort: clone(s.s) } : {}),
          },
    async find(o: QueryCallOptions = {}) {
      const request = q.toRequest();
      check(o.signal);
      const page = await s.f(request, o);
      check(o.signal);
      return result(q, request, page, s.c);
    },
    pages: (o?: QueryCallOptions) => pages(q.find, o),
    iterate: (o?: QueryCallOptions) => items(q.pages(o), o?.signal),
  };
  for (const x of OPS) {
    const [name, op = name] = x.split(':') as [string, string?];
    // `hasSome(f, [a, b])` and `hasSome(f, a, b)` mean the same.
    q[name] = (n: string, ...v: unknown[]) => add(n, '$' + op, op[0] == 'h' ? (v.length == 1 && Array.isArray(v[0]) ? v[0] : v) : v[0]);
  }
  states.set(q, s);
  return q;
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
  return make({ c: options.paging == 'cursor', f: options.fetchPage, m: options.maxLimit ?? 100, q: {}, s: [], l: 50, o: 0 });
}
