/**
 * The catalogue's query engine: platform filters over dotted field paths, multi-key sort and offset paging.
 *
 * Operators: `$eq $ne $gt $gte $lt $lte $in $hasSome $hasAll $startsWith $endsWith $contains $exists`,
 * combined with `$and $or $not`; several fields (or several operators on one field) in one object are
 * AND-ed; a bare value means `$eq`. On array fields `$eq`/`$in`/`$hasSome` match when any element
 * matches and `$hasAll` when every listed value is present. String operators (`$startsWith`,
 * `$endsWith`, `$contains`) ignore case. Ordered comparisons compare numbers numerically (numeric strings
 * such as int64 ids count as numbers) and everything else as strings (ISO dates order correctly).
 */
import { PlatformError, type FieldViolation } from '../context';

/** A parsed platform query. */
export interface EngineQuery {
  filter?: Record<string, unknown>;
  sort?: { fieldName: string; order?: 'ASC' | 'DESC' }[];
  paging?: { limit?: number; offset?: number };
}

/** Options of {@link runQuery}. */
export interface QueryOptions {
  /** Field name aliases, e.g. `{ price: 'priceData.price' }`. */
  aliases?: Record<string, string>;
  /** Default page size (50). */
  defaultLimit?: number;
  /** Prefix of the field names in validation errors (default `query.filter`). */
  errorField?: string;
}

/** A page of results with offset paging metadata. */
export interface QueryResult<T> {
  items: T[];
  metadata: { count: number; offset: number; total: number; tooManyToCount: boolean };
}

/** Default page size of the platform's offset queries. */
export const DEFAULT_LIMIT = 50;

type Predicate = (item: unknown) => boolean;

const FIELD_OPERATORS = new Set([
  '$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$hasSome', '$hasAll', '$startsWith', '$endsWith', '$contains', '$exists',
]);

/** Reads a dotted path; arrays along the way are flattened (`variants.id` -> every variant's id). */
export function readPath(item: unknown, path: string): unknown {
  let values: unknown[] = [item];
  let flattened = false;
  for (const segment of path.split('.')) {
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
    const path = this.aliases[key] ?? key;
    const where = `${at}.${key}`;
    const isOperatorObject =
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      Object.keys(value).length > 0 &&
      Object.keys(value).every((k) => k.startsWith('$'));
    if (!isOperatorObject) {
      const test = this.operator('$eq', value, where);
      return (item) => test(readPath(item, path));
    }
    const tests = Object.entries(value as Record<string, unknown>).map(([op, operand]) => this.operator(op, operand, where));
    return (item) => {
      const fieldValue = readPath(item, path);
      return tests.every((t) => t(fieldValue));
    };
  }

  private operator(op: string, operand: unknown, where: string): (fieldValue: unknown) => boolean {
    if (!FIELD_OPERATORS.has(op)) this.fail(`${where}.${op}`, `unknown operator ${op}`);
    const list = (): unknown[] => {
      if (!Array.isArray(operand)) this.fail(`${where}.${op}`, `${op} expects an array`);
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
  sort: EngineQuery['sort'],
  options: QueryOptions = {},
): ((a: unknown, b: unknown) => number) | undefined {
  if (!sort || sort.length === 0) return undefined;
  const keys = sort.map((s) => ({ path: options.aliases?.[s.fieldName] ?? s.fieldName, sign: s.order === 'DESC' ? -1 : 1 }));
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
export function runQuery<T>(source: Iterable<T>, query: EngineQuery | undefined, options: QueryOptions = {}): QueryResult<T> {
  const predicate = compileFilter(query?.filter, options);
  const comparator = compileSort(query?.sort, options);
  const limit = query?.paging?.limit ?? options.defaultLimit ?? DEFAULT_LIMIT;
  const offset = query?.paging?.offset ?? 0;
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
  return { items, metadata: { count: items.length, offset, total, tooManyToCount: false } };
}
