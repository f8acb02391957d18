/**
 * The catalogue's query engine: platform filters over dotted field paths, multi-key sort, and offset or
 * cursor paging (`paging.ts`).
 *
 * Operators: `$eq $ne $gt $gte $lt $lte $in $hasSome $hasAll $startsWith $endsWith $contains $exists`,
 * combined with `$and $or $not`; several fields (or several operators on one field) in one object are
 * AND-ed; a bare value means `$eq`. An object in a filter is a set of operators, never a value: unknown
 * operators, keys that are not operators and objects where a value belongs are a 400 validation error.
 * On array fields `$eq`/`$in`/`$hasSome` match when any element
 * matches and `$hasAll` when every listed value is present. String operators (`$startsWith`,
 * `$endsWith`, `$contains`) ignore case. Ordered comparisons compare numbers numerically (numeric strings
 * such as int64 ids count as numbers) and everything else as strings (ISO dates order correctly).
 */
import { PlatformError, type FieldViolation } from '../context';
import { openPage, type CursorMetadata, type OffsetMetadata, type PagedQuery } from './paging';

/** A parsed platform query with offset paging. */
export type EngineQuery = Omit<PagedQuery, 'cursorPaging'> & { cursorPaging?: undefined };

/** Options of {@link runQuery}. */
export interface QueryOptions {
  /** Field name aliases, e.g. `{ price: 'priceData.price' }`. */
  aliases?: Record<string, string>;
  /** Default page size (50). */
  defaultLimit?: number;
  /** Prefix of the field names in validation errors (default `query.filter`). */
  errorField?: string;
  /** Which query this is (`products`, ...): a cursor is accepted only by the query that issued it. */
  scope?: string;
}

/** A page of results with its paging metadata. */
export interface QueryResult<T, M = OffsetMetadata> {
  items: T[];
  metadata: M;
}

type Predicate = (item: unknown) => boolean;

const FIELD_OPERATORS = new Set([
  '$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$hasSome', '$hasAll', '$startsWith', '$endsWith', '$contains', '$exists',
]);

/** Reads a dotted path; arrays along the way are flattened (`variants.id` -> every variant's id). */
export function readPath(item: unknown, path: string): unknown {
  const segments = path.split('.');
  // `__proto__`, `constructor`, ... name no field: never read what objects inherit.
  if (segments.some((s) => s in Object.prototype)) return undefined;
  let values: unknown[] = [item];
  let flattened = false;
  for (const segment of segments) {
    const next: unknown[] = [];
    for (const value of values) {
      if (Array.isArray(value)) {
        flattened = true;
        for (const element of value) {
          if (element !== null && typeof element === 'object') next.push((element as Record<string, unknown>)[segment]);
        }
      } else if (value !== null && typeof value === 'object') {
        next.push((value as Record<string, unknown>)[segment]);
      } else {
        next.push(undefined);
      }
    }
    values = next;
  }
  if (!flattened) return values[0];
  return values.flatMap((v) => (Array.isArray(v) ? v : v === undefined ? [] : [v]));
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return undefined;
}

/** Compares two scalar values: numbers (and numeric strings) numerically, else as strings. */
export function compareValues(a: unknown, b: unknown): number {
  const na = asNumber(a);
  const nb = asNumber(b);
  if (na !== undefined && nb !== undefined) return na < nb ? -1 : na > nb ? 1 : 0;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const sa = String(a);
  const sb = String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

function scalarEquals(a: unknown, b: unknown): boolean {
  if (b === null || b === undefined) return a === null || a === undefined;
  if (a === null || a === undefined) return false;
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  if (typeof a === typeof b) return a === b;
  const na = asNumber(a);
  const nb = asNumber(b);
  return na !== undefined && nb !== undefined && na === nb;
}

function elements(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

/** The path a field name stands for (own aliases only: `__proto__` is no alias). */
function aliasOf(aliases: Record<string, string>, name: string): string {
  return Object.hasOwn(aliases, name) ? aliases[name]! : name;
}

/** A value a filter compares with: string, number, boolean or null (objects are operators, never values). */
function isScalar(value: unknown): boolean {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (Array.isArray(value) && value.length === 0);
}

class FilterCompiler {
  constructor(
    private readonly aliases: Record<string, string>,
    private readonly errorField: string,
  ) {}

  private fail(path: string, description: string): never {
    const violation: FieldViolation = { field: path, description, violatedRule: 'VALIDATION' };
    throw PlatformError.validation([violation]);
  }

  compile(filter: unknown, at: string): Predicate {
    if (filter === null || typeof filter !== 'object' || Array.isArray(filter)) {
      this.fail(at, 'filter must be an object');
    }
    const parts: Predicate[] = [];
    for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
      parts.push(this.compileEntry(key, value, at));
    }
    return (item) => parts.every((p) => p(item));
  }

  private compileList(value: unknown, at: string, op: string): Predicate[] {
    if (!Array.isArray(value)) this.fail(`${at}.${op}`, `${op} expects an array of filters`);
    return value.map((f, i) => this.compile(f, `${at}.${op}[${i}]`));
  }

  private compileEntry(key: string, value: unknown, at: string): Predicate {
    if (key === '$and') {
      const list = this.compileList(value, at, key);
      return (item) => list.every((p) => p(item));
    }
    if (key === '$or') {
      const list = this.compileList(value, at, key);
      return (item) => list.some((p) => p(item));
    }
    if (key === '$not') {
      const inner = this.compile(value, `${at}.$not`);
      return (item) => !inner(item);
    }
    if (key.startsWith('$')) this.fail(`${at}.${key}`, `unknown operator ${key}`);
    const path = aliasOf(this.aliases, key);
    const where = `${at}.${key}`;
    // An object is a set of operators, never a value: unknown keys are refused, not compared or ignored.
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      const test = this.operator('$eq', value, where);
      return (item) => test(readPath(item, path));
    }
    const entries = Object.entries(value);
    if (entries.length === 0) this.fail(where, 'expected a value or an object of operators, got an empty object');
    const tests = entries.map(([op, operand]) => this.operator(op, operand, where));
    return (item) => {
      const fieldValue = readPath(item, path);
      return tests.every((t) => t(fieldValue));
    };
  }

  private operator(op: string, operand: unknown, where: string): (fieldValue: unknown) => boolean {
    if (!FIELD_OPERATORS.has(op)) {
      this.fail(`${where}.${op}`, op.startsWith('$') ? `unknown operator ${op}` : `${op} is not an operator (an object in a filter holds operators only)`);
    }
    const list = (): unknown[] => {
      if (!Array.isArray(operand) || !operand.every(isScalar)) this.fail(`${where}.${op}`, `${op} expects an array of strings, numbers, booleans or nulls`);
      return operand;
    };
    const text = (): string => {
      if (typeof operand !== 'string') this.fail(`${where}.${op}`, `${op} expects a string`);
      return operand.toLowerCase();
    };
    const ordered = (accept: (c: number) => boolean) => {
      if (operand === null || typeof operand === 'object') this.fail(`${where}.${op}`, `${op} expects a number or a string`);
      return (v: unknown) => elements(v).some((e) => e !== undefined && e !== null && accept(compareValues(e, operand)));
    };
    if ((op === '$eq' || op === '$ne') && !isScalar(operand) && !(Array.isArray(operand) && operand.every(isScalar))) {
      this.fail(`${where}.${op}`, `${op} expects a string, number, boolean, null or an array of those`);
    }
    switch (op) {
      case '$eq':
        return (v) => (Array.isArray(v) && !Array.isArray(operand) ? (operand === null ? v.length === 0 : v.some((e) => scalarEquals(e, operand))) : scalarEquals(v, operand));
      case '$ne': {
        const eq = this.operator('$eq', operand, where);
        return (v) => !eq(v);
      }
      case '$gt':
        return ordered((c) => c > 0);
      case '$gte':
        return ordered((c) => c >= 0);
      case '$lt':
        return ordered((c) => c < 0);
      case '$lte':
        return ordered((c) => c <= 0);
      case '$in':
      case '$hasSome': {
        const values = list();
        return (v) => elements(v).some((e) => values.some((x) => scalarEquals(e, x)));
      }
      case '$hasAll': {
        const values = list();
        return (v) => {
          const have = elements(v);
          return values.every((x) => have.some((e) => scalarEquals(e, x)));
        };
      }
      case '$startsWith': {
        const prefix = text();
        return (v) => elements(v).some((e) => typeof e === 'string' && e.toLowerCase().startsWith(prefix));
      }
      case '$endsWith': {
        const suffix = text();
        return (v) => elements(v).some((e) => typeof e === 'string' && e.toLowerCase().endsWith(suffix));
      }
      case '$contains': {
        const part = text();
        return (v) => elements(v).some((e) => typeof e === 'string' && e.toLowerCase().includes(part));
      }
      default: {
        // $exists
        if (typeof operand !== 'boolean') this.fail(`${where}.${op}`, '$exists expects a boolean');
        return (v) => !isEmpty(v) === operand;
      }
    }
  }

  get prefix(): string {
    return this.errorField;
  }
}

/** Compiles a filter into a predicate; unknown operators and malformed operands -> 400 validation error. */
export function compileFilter(filter: Record<string, unknown> | undefined, options: QueryOptions = {}): (item: unknown) => boolean {
  if (!filter || Object.keys(filter).length === 0) return () => true;
  const compiler = new FilterCompiler(options.aliases ?? {}, options.errorField ?? 'query.filter');
  return compiler.compile(filter, compiler.prefix);
}

/** Builds a comparator for a platform `sort` array (missing values sort last in either direction). */
export function compileSort(
  sort: PagedQuery['sort'],
  options: QueryOptions = {},
): ((a: unknown, b: unknown) => number) | undefined {
  if (!sort || sort.length === 0) return undefined;
  const keys = sort.map((s) => ({ path: aliasOf(options.aliases ?? {}, s.fieldName), sign: s.order === 'DESC' ? -1 : 1 }));
  return (a, b) => {
    for (const { path, sign } of keys) {
      let va = readPath(a, path);
      let vb = readPath(b, path);
      if (Array.isArray(va)) va = va[0];
      if (Array.isArray(vb)) vb = vb[0];
      const ma = va === undefined || va === null;
      const mb = vb === undefined || vb === null;
      if (ma || mb) {
        if (ma && mb) continue;
        return ma ? 1 : -1;
      }
      const c = compareValues(va, vb);
      if (c !== 0) return c * sign;
    }
    return 0;
  };
}

/**
 * Runs a query over items (any iterable, read once). Without a sort only the requested page is kept,
 * so large generated catalogues are scanned in bounded memory.
 */
export function runQuery<T>(source: Iterable<T>, query: EngineQuery | undefined, options?: QueryOptions): QueryResult<T>;
export function runQuery<T>(source: Iterable<T>, query: PagedQuery | undefined, options?: QueryOptions): QueryResult<T, OffsetMetadata | CursorMetadata>;
export function runQuery<T>(source: Iterable<T>, query: PagedQuery | undefined, options: QueryOptions = {}): QueryResult<T, OffsetMetadata | CursorMetadata> {
  const { filter, sort, offset, limit, metadata } = openPage(query, options.scope ?? 'query', options.defaultLimit);
  const predicate = compileFilter(filter, options);
  const comparator = compileSort(sort, options);
  let total = 0;
  let items: T[] = [];
  if (comparator) {
    const matches: T[] = [];
    for (const item of source) if (predicate(item)) matches.push(item);
    total = matches.length;
    // Array.prototype.sort is stable: ties keep the catalogue's order.
    matches.sort(comparator);
    items = matches.slice(offset, offset + limit);
  } else {
    for (const item of source) {
      if (!predicate(item)) continue;
      if (total >= offset && total < offset + limit) items.push(item);
      total += 1;
    }
  }
  return { items, metadata: metadata(items.length, total) };
}
