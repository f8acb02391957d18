import { queryError } from './error';
import type { QueryFilter } from './types';

/** Checks a field name and returns it. */
export const field = (name: string): string => {
  if (typeof name != 'string' || !name) throw queryError(`Invalid field name: ${String(name)}`);
  return name;
};

/** Checks a filter value (finite numbers, valid dates) and puts it in wire form (dates as ISO strings). */
export const value = (name: string, v: unknown): unknown => {
  if (Array.isArray(v)) return v.map((x) => value(name, x));
  if (v instanceof Date ? isNaN(v.getTime()) : typeof v == 'number' && !isFinite(v)) {
    throw queryError(`Invalid value for "${name}": ${String(v)} (numbers and dates must be finite)`, name);
  }
  return v instanceof Date ? v.toISOString() : v;
};

/** One condition: `{field: value}` without an operator, `{field: {[op]: value}}` with one. */
export const condition = (name: string, op: string, v: unknown): QueryFilter => {
  const w = value(field(name), v);
  return { [name]: op ? { [op]: w } : w };
};

const isEmpty = (f: QueryFilter): boolean => {
  for (const _ in f) return false;
  return true;
};

/** The operands of `f` under `op`: its list when `f` is exactly `{[op]: [...]}`, else `[f]`. */
const parts = (op: string, f: QueryFilter): unknown[] => {
  const keys = Object.keys(f);
  return keys.length == 1 && keys[0] == op && Array.isArray(f[op]) ? (f[op] as unknown[]) : [f];
};

/**
 * Combines two filters with `op` (`$and` or `$or`), flattening nested lists of the same operator.
 * An empty filter is no condition: the other filter is returned as is, so a lone condition stays bare.
 */
export const join = (op: '$and' | '$or', a: QueryFilter, b: QueryFilter): QueryFilter =>
  isEmpty(a) ? b : isEmpty(b) ? a : { [op]: [...parts(op, a), ...parts(op, b)] };
