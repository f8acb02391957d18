/**
 * The catalogue's filter language: platform filters over dotted field paths, compiled to predicates.
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
import { PlatformError, type FieldViolation } from '../core/platform-error';

/** Options of {@link compileFilter}. */
export interface FilterOptions {
  /** Field name aliases, e.g. `{ price: 'priceData.price' }`. */
  aliases?: Record<string, string>;
  /** Prefix of the field names in validation errors (default `query.filter`). */
  errorField?: string;
  /**
   * Accepts `$matchItems: [filters]` on list fields (Catalog V3), matching as this function says;
   * without it `$matchItems` is an unknown operator.
   */
  matchItems?: (elements: unknown[], filters: Predicate[]) => boolean;
}

/** A compiled filter. */
type Predicate = (item: unknown) => boolean;
/** A compiled operator: tests the value read at the field's path. */
type Test = (fieldValue: unknown) => boolean;

const FIELD_OPERATORS = new Set(['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$hasSome', '$hasAll', '$startsWith', '$endsWith', '$contains', '$exists']);

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
export function aliasOf(aliases: Record<string, string>, name: string): string {
  return Object.hasOwn(aliases, name) ? aliases[name]! : name;
}

/** A value a filter compares with: string, number, boolean or null (objects are operators, never values). */
function isScalar(value: unknown): boolean {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (Array.isArray(value) && value.length === 0);
}

/** `$eq`: any element of an array field equals the operand (an empty array equals `null`), else the value does. */
function equalsTest(operand: unknown): Test {
  return (v) =>
    Array.isArray(v) && !Array.isArray(operand) ? (operand === null ? v.length === 0 : v.some((e) => scalarEquals(e, operand))) : scalarEquals(v, operand);
}

const ORDERED: Record<'$gt' | '$gte' | '$lt' | '$lte', (c: number) => boolean> = {
  $gt: (c) => c > 0,
  $gte: (c) => c >= 0,
  $lt: (c) => c < 0,
  $lte: (c) => c <= 0,
};

const TEXT_MATCHERS: Record<'$startsWith' | '$endsWith' | '$contains', (value: string, text: string) => boolean> = {
  $startsWith: (value, text) => value.startsWith(text),
  $endsWith: (value, text) => value.endsWith(text),
  $contains: (value, text) => value.includes(text),
};

class FilterCompiler {
  constructor(
    private readonly aliases: Record<string, string>,
    private readonly errorField: string,
    private readonly matchItems?: FilterOptions['matchItems'],
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

  private operator(op: string, operand: unknown, where: string): Test {
    if (op === '$matchItems' && this.matchItems) return this.matchItemsTest(this.matchItems, operand, where);
    if (!FIELD_OPERATORS.has(op)) {
      this.fail(`${where}.${op}`, op.startsWith('$') ? `unknown operator ${op}` : `${op} is not an operator (an object in a filter holds operators only)`);
    }
    if ((op === '$eq' || op === '$ne') && !isScalar(operand) && !(Array.isArray(operand) && operand.every(isScalar))) {
      this.fail(`${where}.${op}`, `${op} expects a string, number, boolean, null or an array of those`);
    }
    switch (op) {
      case '$eq':
        return equalsTest(operand);
      case '$ne': {
        const eq = equalsTest(operand);
        return (v) => !eq(v);
      }
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        return this.orderedTest(op, operand, where);
      case '$in':
      case '$hasSome':
      case '$hasAll':
        return this.listTest(op, operand, where);
      case '$startsWith':
      case '$endsWith':
      case '$contains':
        return this.textTest(op, operand, where);
      default: {
        // $exists
        if (typeof operand !== 'boolean') this.fail(`${where}.${op}`, '$exists expects a boolean');
        return (v) => !isEmpty(v) === operand;
      }
    }
  }

  private orderedTest(op: '$gt' | '$gte' | '$lt' | '$lte', operand: unknown, where: string): Test {
    if (operand === null || typeof operand === 'object') this.fail(`${where}.${op}`, `${op} expects a number or a string`);
    const accept = ORDERED[op];
    return (v) => elements(v).some((e) => e !== undefined && e !== null && accept(compareValues(e, operand)));
  }

  private listTest(op: '$in' | '$hasSome' | '$hasAll', operand: unknown, where: string): Test {
    if (!Array.isArray(operand) || !operand.every(isScalar)) this.fail(`${where}.${op}`, `${op} expects an array of strings, numbers, booleans or nulls`);
    const values: unknown[] = operand;
    if (op !== '$hasAll') return (v) => elements(v).some((e) => values.some((x) => scalarEquals(e, x)));
    return (v) => {
      const have = elements(v);
      return values.every((x) => have.some((e) => scalarEquals(e, x)));
    };
  }

  private textTest(op: '$startsWith' | '$endsWith' | '$contains', operand: unknown, where: string): Test {
    if (typeof operand !== 'string') this.fail(`${where}.${op}`, `${op} expects a string`);
    const text = operand.toLowerCase();
    const matches = TEXT_MATCHERS[op];
    return (v) => elements(v).some((e) => typeof e === 'string' && matches(e.toLowerCase(), text));
  }

  private matchItemsTest(match: NonNullable<FilterOptions['matchItems']>, operand: unknown, where: string): Test {
    if (!Array.isArray(operand) || operand.length === 0) this.fail(`${where}.$matchItems`, '$matchItems expects a non-empty array of filters');
    const filters = operand.map((f, i) => this.compile(f, `${where}.$matchItems[${i}]`));
    return (v) =>
      match(
        elements(v).filter((e) => e !== undefined && e !== null),
        filters,
      );
  }

  get prefix(): string {
    return this.errorField;
  }
}

/** Compiles a filter into a predicate; unknown operators and malformed operands -> 400 validation error. */
export function compileFilter(filter: Record<string, unknown> | undefined, options: FilterOptions = {}): (item: unknown) => boolean {
  if (!filter || Object.keys(filter).length === 0) return () => true;
  const compiler = new FilterCompiler(options.aliases ?? {}, options.errorField ?? 'query.filter', options.matchItems);
  return compiler.compile(filter, compiler.prefix);
}
