import { aborted, StorefrontError, ValidationError } from '../errors';
import type { CursorQueryBuilder, OffsetQueryBuilder } from './builder-types';
import type { CursorQueryOptions, OffsetQueryOptions, QueryCallOptions, QueryFilter, QueryPage, QuerySort } from './types';

// One implementation serves every item type and both paging modes; users hold the typed interfaces of
// builder-types.ts (OffsetQueryBuilder, CursorQueryBuilder and their results), so inside this file a
// builder and a page are plain objects.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Untyped = Record<string, any>;

/**
 * What one builder holds: the options it was created with, and the query. Builders are immutable: each
 * method returns a new builder over a changed copy.
 */
interface State {
  /** The options' `fetchPage`: it takes the request of its own paging mode, which `toRequest` builds. */
  fetchPage: (request: never, options: QueryCallOptions) => Promise<QueryPage<unknown>>;
  maxLimit?: number;
  cursorPaging: boolean;
  filter: QueryFilter;
  sort: QuerySort[];
  limit: number;
  /** Where the page starts: an offset (offset paging) or a cursor (cursor paging; none for the first page). */
  start?: number | string;
}

/** Bad input to the builder (or a `next()` / `prev()` with no such page): a ValidationError, before any fetch. */
const fail = (message: string, field?: string): never => {
  throw new ValidationError(message, field);
};

/** Throws an AbortError (the signal's reason as `cause`) when `signal` has fired. */
const throwIfAborted = (signal?: AbortSignal) => {
  if (signal?.aborted) throw aborted(signal.reason);
};

/** `n` when it is an integer from `min` to `max`; `what` names the input in the error. */
function checkInteger(n: number, min: number, max: number, what: string): number {
  if (Number.isInteger(n) && n >= min && n <= max) return n;
  const range = max < Infinity ? `from ${min} to ${max}` : `from ${min}`;
  return fail(`Invalid ${what}: ${n} (expected an integer ${range})`, what);
}

/** A field name; one starting with `$` would read as an operator. */
function checkFieldName(name: string): string {
  if (typeof name === 'string' && name && name[0] !== '$') return name;
  return fail(`Invalid field name: ${String(name)}`);
}

/** The kinds of value a filter method takes. */
type ValueKind = 'scalar' | 'range' | 'text' | 'boolean' | 'list';

/** The value types (as {@link typeName} names them) each kind of value accepts; errors quote the list. */
const ACCEPTED_TYPES: Record<ValueKind, string> = {
  scalar: 'string|number|boolean|null|Date',
  range: 'string|number|Date',
  text: 'string',
  boolean: 'boolean',
  list: 'array',
};

/**
 * The type of a filter value as errors name it. A non-finite number or date is named by its value (`NaN`,
 * `Invalid Date`), which no kind of value accepts.
 */
function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if ((typeof value === 'number' || value instanceof Date) && !Number.isFinite(Number(value))) return String(value);
  if (value instanceof Date) return 'Date';
  return typeof value;
}

/**
 * Checks one value of `method` on field `name` against the types its `kind` of value accepts and puts it in
 * wire form (dates as ISO strings, each item of a list checked as a scalar). Anything else, an object
 * above all, is refused: a value is never read as an operator.
 */
function toWireValue(name: string, method: string, value: unknown, kind: ValueKind): unknown {
  const type = typeName(value);
  const accepted = ACCEPTED_TYPES[kind];
  if (!accepted.split('|').includes(type)) return fail(`Invalid value for ${method}("${name}"): got ${type}, expected ${accepted}`, name);
  if (type === 'array') return (value as unknown[]).map((item) => toWireValue(name, method, item, 'scalar'));
  if (type === 'Date') return (value as Date).toISOString();
  return value;
}

/**
 * The methods that add a condition on one field (`eq(field, value)`, `ge(field, value)`, ...): the operator
 * each writes on the wire, and the kind of value it takes. `eq` has no operator: its condition is a bare
 * `{ field: value }`.
 */
const FIELD_METHODS: Record<string, [operator: string, takes: ValueKind]> = {
  eq: ['', 'scalar'],
  ne: ['$ne', 'scalar'],
  gt: ['$gt', 'range'],
  ge: ['$gte', 'range'],
  lt: ['$lt', 'range'],
  le: ['$lte', 'range'],
  in: ['$in', 'list'],
  startsWith: ['$startsWith', 'text'],
  endsWith: ['$endsWith', 'text'],
  contains: ['$contains', 'text'],
  hasSome: ['$hasSome', 'list'],
  hasAll: ['$hasAll', 'list'],
  exists: ['$exists', 'boolean'],
};

/** What a value left out means: `eq(f)` is `eq(f, null)`, `exists(f)` is `exists(f, true)`. */
const WHEN_LEFT_OUT: Record<string, unknown> = { eq: null, exists: true };

const isEmpty = (filter: QueryFilter) => !Object.keys(filter).length;

/**
 * The conditions of `filter` under `op`: its list when `op` is its only key (`{[op]: [...]}`), else
 * `[filter]`. Only `join` makes `$and` / `$or` keys (a field name never starts with `$`), always with a list.
 */
const conditionsUnder = (op: string, filter: QueryFilter): unknown[] => (Object.keys(filter).join() === op ? (filter[op] as unknown[]) : [filter]);

/** Combines two filters with `op`, flattening nested lists of the same operator; an empty filter is no condition. */
function join(op: string, a: QueryFilter, b: QueryFilter): QueryFilter {
  if (isEmpty(a)) return b;
  if (isEmpty(b)) return a;
  return { [op]: [...conditionsUnder(op, a), ...conditionsUnder(op, b)] };
}

/** The state of each builder; `and` / `or` / `not` accept only builders made here. */
const states = /* @__PURE__ */ new WeakMap<object, State>();

/**
 * The request `find()` sends, a deep copy (JSON, which also leaves out the `undefined` offset of cursor paging
 * and an empty sort). With a cursor, only `cursorPaging`: the cursor encodes filter and sort.
 */
function toRequest({ cursorPaging, filter, sort, limit, start }: State): Untyped {
  const request =
    cursorPaging && start
      ? { cursorPaging: { cursor: start, limit } }
      : { filter, [cursorPaging ? 'cursorPaging' : 'paging']: { offset: start, limit }, sort: sort.length ? sort : undefined };
  return JSON.parse(JSON.stringify(request));
}

/**
 * Where the pages before and after an offset page start; `undefined` when there is none. Not the
 * platform SDK's `currentPage < totalPages - 1`, which is wrong when offset is not a multiple of limit.
 */
function offsetNeighbours(offset: number, limit: number, itemCount: number, totalCount: number | undefined) {
  const hasNext = totalCount === undefined ? itemCount >= limit : offset + limit < totalCount;
  return {
    next: hasNext ? offset + limit : undefined,
    prev: offset > 0 ? Math.max(0, offset - limit) : undefined,
  };
}

/**
 * Fetches the page of `builder` and returns it. `next()` / `prev()` fetch the neighbouring page through
 * `skip` / `skipTo`, and fetch nothing past the ends.
 */
async function find(builder: Untyped, state: State, options: QueryCallOptions = {}): Promise<Untyped> {
  const request = toRequest(state);
  throwIfAborted(options.signal);
  const { items, metadata = {} } = await state.fetchPage(request as never, options);
  throwIfAborted(options.signal);
  const { limit, cursorPaging } = state;
  const tooManyToCount = !!metadata.tooManyToCount;
  const totalCount = tooManyToCount ? undefined : metadata.total;
  const offset = metadata.offset ?? (state.start as number);
  const cursors = { next: metadata.cursors?.next || undefined, prev: metadata.cursors?.prev || undefined };
  const { next, prev } = cursorPaging ? cursors : offsetNeighbours(offset, limit, items.length, totalCount);
  const fetchPageAt = (start: unknown, which: string) => async (options?: QueryCallOptions) => {
    if (start === undefined) return fail(`No ${which} page to fetch`);
    return (cursorPaging ? builder.skipTo(start) : builder.skip(start)).find(options);
  };
  const paging = cursorPaging
    ? { cursors }
    : { offset, currentPage: Math.floor(offset / limit), totalPages: totalCount === undefined ? undefined : Math.ceil(totalCount / limit) };
  return {
    items,
    request,
    pageSize: limit,
    totalCount,
    tooManyToCount,
    ...paging,
    hasNext: () => next !== undefined,
    hasPrev: () => prev !== undefined,
    next: fetchPageAt(next, 'next'),
    prev: fetchPageAt(prev, 'previous'),
  };
}

/** The platform's paging went round in circles; `iterate()` / `pages()` stop with this. */
const pagingLoop = (why: string) => new StorefrontError(`Paging stopped: ${why}`, 'ERR_PAGING_LOOP');

/**
 * Yields `builder`'s page, then each following page, fetching one page only when the previous one is
 * done. Stops with an error instead of looping forever when the platform repeats a cursor, reports more
 * pages after an empty one, answers with an offset that does not advance, or, where no total bounds the walk, answers the
 * previous page again (a server that ignores where a page starts and counts nothing: only the items tell). A server
 * that answers new items forever is not capped: the walk is lazy, so the caller's `break` or signal ends it.
 */
async function* pages(builder: Untyped, options: QueryCallOptions = {}) {
  let page = await builder.find(options);
  // The cursor of every page fetched (each page's request holds its own); the next one must be new.
  const cursorsSeen = new Set<string | undefined>();
  for (;;) {
    yield page;
    if (!page.hasNext()) return;
    if (!page.items.length) throw pagingLoop('an empty page reported a next page');
    if (page.cursors) {
      cursorsSeen.add(page.request.cursorPaging.cursor);
      if (cursorsSeen.has(page.cursors.next)) throw pagingLoop(`cursor ${page.cursors.next} came back`);
    }
    const next = await page.next(options);
    // Cursor pages have no offset (undefined <= undefined is false).
    if (next.offset <= page.offset) throw pagingLoop(`offset ${page.offset} did not advance`);
    // Only where no total bounds the walk (a cursor page has no totalPages): items without ids may repeat legitimately.
    if (next.totalPages === undefined && JSON.stringify(next.items) === JSON.stringify(page.items)) throw pagingLoop('the previous page came back');
    page = next;
  }
}

/** The items of every page of `builder`, the signal checked before each. */
async function* itemsOf(builder: Untyped, options: QueryCallOptions = {}) {
  for await (const page of pages(builder, options)) {
    for (const item of page.items) {
      throwIfAborted(options.signal);
      yield item;
    }
  }
}

// Not exported on purpose: users hold the OffsetQueryBuilder / CursorQueryBuilder interfaces, so the
// implementation (one immutable object per state, for both paging modes) can change without breaking anyone.
function createBuilder(state: State): Untyped {
  const withState = (patch: Partial<State>) => createBuilder({ ...state, ...patch });
  const where = (filter: QueryFilter, op = '$and') => withState({ filter: join(op, state.filter, filter) });
  const filterOf = (other: unknown): QueryFilter => states.get(other as object)?.filter ?? fail('Expected a query builder');
  const sortBy = (order: string, fields: string[]) =>
    withState({ sort: [...state.sort, ...fields.map((name) => ({ fieldName: checkFieldName(name), order }) as QuerySort)] });
  const builder: Untyped = {
    between: (name: string, from: unknown, to: unknown) => {
      // Checked here first, so that an error names `between` rather than `ge` or `lt`.
      toWireValue(name, 'between', from, 'range');
      toWireValue(name, 'between', to, 'range');
      return builder.ge(name, from).lt(name, to);
    },
    isEmpty: (name: string) => builder.eq(name, null),
    isNotEmpty: (name: string) => builder.ne(name, null),
    and: (other: unknown) => where(filterOf(other)),
    or: (other: unknown) => where(filterOf(other), '$or'),
    not: (other: unknown) => {
      const filter = filterOf(other);
      return isEmpty(filter) ? builder : where({ $not: filter });
    },
    ascending: (...fields: string[]) => sortBy('ASC', fields),
    descending: (...fields: string[]) => sortBy('DESC', fields),
    limit: (limit: number) => withState({ limit: checkInteger(limit, 1, state.maxLimit ?? 100, 'limit') }),
    skip: (offset: number) => {
      if (state.cursorPaging) return fail('skip() needs offset paging; use skipTo(cursor)');
      return withState({ start: checkInteger(offset, 0, Infinity, 'skip') });
    },
    skipTo: (cursor: string) => {
      if (!state.cursorPaging) return fail('skipTo() needs cursor paging; use skip(offset)');
      if (typeof cursor !== 'string' || !cursor) return fail(`Invalid cursor: ${String(cursor)}`, 'cursor');
      return withState({ start: cursor });
    },
    toRequest: () => toRequest(state),
    find: (options?: QueryCallOptions) => find(builder, state, options),
    pages: (options?: QueryCallOptions) => pages(builder, options),
    iterate: (options?: QueryCallOptions) => itemsOf(builder, options),
  };
  for (const [method, [operator, kind]] of Object.entries(FIELD_METHODS)) {
    builder[method] = (name: string, ...values: unknown[]) => {
      checkFieldName(name); // before the value
      let value = values[0];
      // `hasSome(f, [a, b])` and `hasSome(f, a, b)` mean the same.
      if (method === 'hasSome' || method === 'hasAll') value = values.flat();
      else if (value === undefined) value = WHEN_LEFT_OUT[method];
      const wireValue = toWireValue(name, method, value, kind);
      return where({ [name]: operator ? { [operator]: wireValue } : wireValue });
    };
  }
  states.set(builder, state);
  return builder;
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
  const cursorPaging = options.paging === 'cursor';
  return createBuilder({
    ...options,
    cursorPaging,
    filter: {},
    sort: [],
    limit: 50,
    start: cursorPaging ? undefined : 0,
  });
}
