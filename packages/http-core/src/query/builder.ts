import { aborted, StorefrontError, ValidationError } from '../errors';
import type { CursorQueryBuilder, OffsetQueryBuilder } from './builder-types';
import type { CursorQueryOptions, OffsetQueryOptions, QueryCallOptions, QueryFilter, QueryPage, QuerySort } from './types';

// biome-ignore lint/suspicious/noExplicitAny: the builder serves every entity type; its public types are the typed ones
type Any = any;
type Obj = Record<string, Any>;

/**
 * What one builder holds: the options it was created with, and the query. Builders are immutable: each
 * method returns a new builder over a changed copy.
 */
interface State {
  fetchPage: (request: Any, options: QueryCallOptions) => Promise<QueryPage<unknown>>;
  maxLimit?: number;
  cursorPaging: boolean;
  filter: QueryFilter;
  sort: QuerySort[];
  limit: number;
  /** Where the page starts: an offset (offset paging) or a cursor (cursor paging; none for the first page). */
  at?: number | string;
}

/** Bad input to the builder (or a `next()` / `prev()` with no such page): a ValidationError, before any fetch. */
const fail = (message: string, field?: string): never => {
  throw new ValidationError(message, field);
};

/** Throws an AbortError (the signal's reason as `cause`) when `signal` has fired. */
const check = (signal?: AbortSignal) => {
  if (signal?.aborted) throw aborted(signal.reason);
};

const int = (n: number, min: number, max: number, what: string) =>
  Number.isInteger(n) && n >= min && n <= max ? n : fail(`Invalid ${what}: ${n} (expected an integer from ${min}${max < Infinity ? ` to ${max}` : ''})`, what);

/** A field name; one starting with `$` would read as an operator. */
const field = (name: string): string => (typeof name == 'string' && name && name[0] != '$' ? name : fail(`Invalid field name: ${String(name)}`));

// The value types of each kind of operand: s(calar), r(ange), t(ext), b(oolean), l(ist of scalars).
const TYPES: Record<string, string> = { s: 'string|number|boolean|null|Date', r: 'string|number|Date', t: 'string', b: 'boolean', l: 'array' };

/**
 * Checks one value of `method` on field `name` against the types of its `kind` and puts it in wire form
 * (dates as ISO strings). Anything else, an object above all, is refused: a value is never read as an
 * operator. A non-finite number or date is typed by its name (`NaN`, `Invalid Date`), which no kind takes.
 */
const wire = (name: string, method: string, v: unknown, kind: string): unknown => {
  const t =
    v === null
      ? 'null'
      : Array.isArray(v)
        ? 'array'
        : (typeof v == 'number' || v instanceof Date) && !Number.isFinite(Number(v))
          ? String(v)
          : v instanceof Date
            ? 'Date'
            : typeof v;
  return !TYPES[kind]!.includes(t)
    ? fail(`Invalid value for ${method}("${name}"): got ${t}, expected ${TYPES[kind]}`, name)
    : t == 'array'
      ? (v as unknown[]).map((x) => wire(name, method, x, 's'))
      : t == 'Date'
        ? (v as Date).toISOString()
        : v;
};

const isEmpty = (f: QueryFilter) => !Object.keys(f).length;

/**
 * The operands of `f` under `op`: its list when `op` is its only key (`{[op]: [...]}`), else `[f]`. Only
 * `join` makes `$and` / `$or` keys (a field name never starts with `$`), always with a list.
 */
const operands = (op: string, f: QueryFilter): unknown[] => (Object.keys(f).join() == op ? (f[op] as unknown[]) : [f]);

/** Combines two filters with `op`, flattening nested lists of the same operator; an empty filter is no condition. */
const join = (op: string, a: QueryFilter, b: QueryFilter): QueryFilter =>
  isEmpty(a) ? b : isEmpty(b) ? a : { [op]: [...operands(op, a), ...operands(op, b)] };

// Methods that take (field, value): `method[:operator]/kind` (the operator is the method's name unless given;
// `eq` has none: its condition is a bare `{ field: value }`; the kind of operand is a key of TYPES).
const OPERATORS = /* @__PURE__ */ 'eq:/s ne/s gt/r ge:gte/r lt/r le:lte/r in/l startsWith/t endsWith/t contains/t hasSome/l hasAll/l exists/b'.split(' ');

/** What a value left out means: `eq(f)` is `eq(f, null)`, `exists(f)` is `exists(f, true)`. */
const UNSET: Obj = { eq: null, exists: true };

/** The state of each builder; `and` / `or` / `not` accept only builders made here. */
const states = /* @__PURE__ */ new WeakMap<object, State>();

/**
 * The request `find()` sends, a deep copy (JSON, which also leaves out the `undefined` offset of cursor paging
 * and an empty sort). With a cursor, only `cursorPaging`: the cursor encodes filter and sort.
 */
const toRequest = ({ cursorPaging, filter, sort, limit, at }: State): Obj =>
  JSON.parse(
    JSON.stringify(
      cursorPaging && at
        ? { cursorPaging: { cursor: at, limit } }
        : { filter, [cursorPaging ? 'cursorPaging' : 'paging']: { offset: at, limit }, sort: sort.length ? sort : undefined },
    ),
  );

/**
 * Fetches the page of `query` (state `s`) and returns its result. `next()` / `prev()` fetch the
 * neighbouring page through `skip` / `skipTo`, and fetch nothing past the ends.
 */
async function find(query: Obj, s: State, o: QueryCallOptions = {}): Promise<Obj> {
  const request = toRequest(s);
  check(o.signal);
  const { items, metadata = {} } = await s.fetchPage(request, o);
  check(o.signal);
  const { limit, cursorPaging } = s;
  const tooManyToCount = !!metadata.tooManyToCount;
  const totalCount = tooManyToCount ? undefined : metadata.total;
  const offset = metadata.offset ?? (s.at as number);
  const cursors = { next: metadata.cursors?.next || undefined, prev: metadata.cursors?.prev || undefined };
  // Where the neighbouring pages start; undefined when there is none. Not the platform SDK's
  // `currentPage < totalPages - 1`, which is wrong when offset is not a multiple of limit.
  const { next, prev } = cursorPaging
    ? cursors
    : {
        next: (totalCount === undefined ? items.length >= limit : offset + limit < totalCount) ? offset + limit : undefined,
        prev: offset > 0 ? Math.max(0, offset - limit) : undefined,
      };
  const go = (at: unknown, word: string) => async (o?: QueryCallOptions) =>
    at === undefined ? fail(`No ${word} page to fetch`) : query[cursorPaging ? 'skipTo' : 'skip'](at).find(o);
  return {
    items,
    request,
    pageSize: limit,
    totalCount,
    tooManyToCount,
    ...(cursorPaging
      ? { cursors }
      : { offset, currentPage: Math.floor(offset / limit), totalPages: totalCount === undefined ? undefined : Math.ceil(totalCount / limit) }),
    hasNext: () => next !== undefined,
    hasPrev: () => prev !== undefined,
    next: go(next, 'next'),
    prev: go(prev, 'previous'),
  };
}

/** The platform's paging went round in circles; `iterate()` / `pages()` stop with this. */
const loop = (why: string) => new StorefrontError(`Paging stopped: ${why}`, 'ERR_PAGING_LOOP');

/**
 * Yields `query`'s page, then each following page (or, with `items`, the items of each page, checking the
 * signal before each), fetching one page only when the previous one is done. Stops with an error instead of
 * looping forever when the platform repeats a cursor, reports more pages after an empty one, or answers with
 * an offset that does not advance.
 */
async function* pages(query: Obj, o: QueryCallOptions = {}, items?: boolean) {
  let page = await query.find(o);
  const seen = new Set<string | undefined>();
  for (;;) {
    if (!items) yield page;
    else {
      for (const item of page.items) {
        check(o.signal);
        yield item;
      }
    }
    if (!page.hasNext()) return;
    if (!page.items.length) throw loop('an empty page reported a next page');
    // `seen`: the cursor of every page fetched (each page's request holds its own); the next must be new.
    if (page.cursors && seen.add(page.request.cursorPaging.cursor).has(page.cursors.next)) throw loop(`cursor ${page.cursors.next} came back`);
    const next = await page.next(o);
    // Cursor pages have no offset (undefined <= undefined is false).
    if (next.offset <= page.offset) throw loop(`offset ${page.offset} did not advance`);
    page = next;
  }
}

// Not exported on purpose: users hold the OffsetQueryBuilder / CursorQueryBuilder interfaces, so the
// implementation (one immutable object per state, for both paging modes) can change without breaking anyone.
function make(s: State): Obj {
  const next = (patch: Partial<State>) => make({ ...s, ...patch });
  const where = (f: QueryFilter, op = '$and') => next({ filter: join(op, s.filter, f) });
  const filterOf = (query: unknown): QueryFilter => states.get(query as object)?.filter ?? fail('Expected a query builder');
  const sort = (order: string, fields: string[]) => next({ sort: [...s.sort, ...fields.map((f) => ({ fieldName: field(f), order }) as QuerySort)] });
  const query: Obj = {
    between: (name: string, from: unknown, to: unknown) => (
      wire(name, 'between', from, 'r'), wire(name, 'between', to, 'r'), query.ge(name, from).lt(name, to)
    ),
    isEmpty: (name: string) => query.eq(name, null),
    isNotEmpty: (name: string) => query.ne(name, null),
    and: (other: unknown) => where(filterOf(other)),
    or: (other: unknown) => where(filterOf(other), '$or'),
    not: (other: unknown) => {
      const f = filterOf(other);
      return isEmpty(f) ? query : where({ $not: f });
    },
    ascending: (...fields: string[]) => sort('ASC', fields),
    descending: (...fields: string[]) => sort('DESC', fields),
    limit: (limit: number) => next({ limit: int(limit, 1, s.maxLimit ?? 100, 'limit') }),
    skip: (offset: number) => (s.cursorPaging ? fail('skip() needs offset paging; use skipTo(cursor)') : next({ at: int(offset, 0, Infinity, 'skip') })),
    skipTo: (cursor: string) =>
      !s.cursorPaging
        ? fail('skipTo() needs cursor paging; use skip(offset)')
        : typeof cursor == 'string' && cursor
          ? next({ at: cursor })
          : fail(`Invalid cursor: ${String(cursor)}`, 'cursor'),
    toRequest: () => toRequest(s),
    find: (o?: QueryCallOptions) => find(query, s, o),
    pages: (o?: QueryCallOptions) => pages(query, o),
    iterate: (o?: QueryCallOptions) => pages(query, o, true),
  };
  for (const x of OPERATORS) {
    const [m, kind] = x.split('/') as [string, string];
    const [name, op = name] = m.split(':') as [string, string?];
    // `hasSome(f, [a, b])` and `hasSome(f, a, b)` mean the same.
    query[name] = (n: string, ...v: unknown[]) => {
      // The field is checked before the value.
      const value = wire(field(n), name, op[0] == 'h' ? v.flat() : v[0] === undefined ? UNSET[name] : v[0], kind);
      return where({ [n]: op ? { ['$' + op]: value } : value });
    };
  }
  states.set(query, s);
  return query;
}

/**
 * Creates an immutable query builder over a paged endpoint. The domain package supplies `fetchPage`,
 * which sends the request (wrapping it as the endpoint needs) and maps the answer to `{ items, metadata }`.
 *
 * Conditions combine with `$and` (a lone condition stays bare, nested `$and` lists are flattened).
 * Defaults: limit 50, offset 0. Bad limits, offsets, cursors, field names and values throw a
 * validation error at once, before any fetch. Values are never interpreted as operators: an object, or
 * any type a method does not take (see `QueryBuilder`), is a validation error naming the field and
 * the method, so user input passed to `eq` cannot widen a filter.
 *
 * `not(query)` keeps the current filter: `{ $and: [current, { $not: filter }] }`. The platform's own SDK
 * replaces the current filter with `{ $not: filter }`, silently dropping every earlier condition.
 *
 * @typeParam TItem - the item type of a page
 * @typeParam TField - field names the filter operators accept
 * @typeParam TSortField - field names `ascending` / `descending` accept
 * @param options - `paging` mode, `fetchPage`, and optionally the endpoint's `maxLimit` (100)
 * @returns a builder with no condition, limit 50 and offset 0 (or no cursor)
 * @throws {@link ValidationError} from the builder's methods, for invalid input (e.g. `eq('slug', { $ne: null })`)
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
  const cursorPaging = options.paging == 'cursor';
  return make({
    ...options,
    cursorPaging,
    filter: {},
    sort: [],
    limit: 50,
    at: cursorPaging ? undefined : 0,
  });
}
