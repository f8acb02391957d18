/**
 * Local input checks: each throws a {@link ValidationError} naming the field, before any request.
 */
import { ValidationError } from '@storefront-kit/http-core';

export const fail = (field: string, why: string): never => {
  throw new ValidationError(`Invalid ${field}: ${why}`, field);
};

/** A non-blank string id (at most 1024 characters). */
export const id = (v: unknown, field = 'id'): string =>
  typeof v === 'string' && v.trim() && v.length <= 1024 ? v : fail(field, 'expected a non-empty string id');

/** A plain object. */
export const obj = <T>(v: T, field: string): NonNullable<T> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as NonNullable<T>) : fail(field, 'expected an object');

/** A non-empty array, each element checked by `each`. */
export const list = <T>(v: readonly T[] | undefined, field: string, each?: (x: T, field: string) => unknown): T[] => {
  if (!Array.isArray(v) || !v.length) fail(field, 'expected a non-empty array');
  v!.forEach((x, i) => each?.(x, `${field}[${i}]`));
  return v as T[];
};

/** A non-empty array of ids. */
export const ids = (v: readonly string[] | undefined, field: string): string[] => list(v, field, id);

/**
 * An optional amount that must not be negative: a price, a cost, a weight. `NaN` and `Infinity` pass
 * (they travel as strings, the platform decides); `-Infinity`, other negatives and non-numbers fail.
 */
export const amount = (v: unknown, field: string): void => {
  if (v !== undefined && (typeof v !== 'number' || v < 0)) fail(field, 'expected a number >= 0');
};

/** A number, any sign (a bulk adjustment). Non-finite values pass, as in {@link amount}. */
export const num = (v: unknown, field: string): void => {
  if (typeof v !== 'number') fail(field, 'expected a number');
};

/** Exactly one of `keys` is set in `o`; returns that key. */
export const one = <K extends string>(o: Partial<Record<K, unknown>>, keys: readonly K[], field: string): K => {
  const set = keys.filter((k) => obj(o, field)[k] !== undefined);
  return set.length === 1 ? set[0]! : fail(field, `set exactly one of ${keys.join(', ')}`);
};

const int = (v: unknown, min: number, max: number, field: string): void => {
  if (v !== undefined && !(Number.isInteger(v) && (v as number) >= min && (v as number) <= max)) {
    fail(field, `expected an integer from ${min} to ${max}`);
  }
};

/** Optional offset paging: `limit` 1..100, `offset` >= 0. */
export const paging = (p: { limit?: number; offset?: number } | undefined, field = 'paging'): void => {
  if (p === undefined) return;
  int(obj(p, field).limit, 1, 100, `${field}.limit`);
  int(p.offset, 0, Number.MAX_SAFE_INTEGER, `${field}.offset`);
};

/** Optional cursor paging: `limit` 1..100, `cursor` a non-empty string. */
export const cursorPaging = (p: { limit?: number; cursor?: string } | undefined, field: string): void => {
  if (p === undefined) return;
  int(obj(p, field).limit, 1, 100, `${field}.limit`);
  if (p.cursor !== undefined && (typeof p.cursor !== 'string' || !p.cursor)) fail(`${field}.cursor`, 'expected a non-empty string');
};

/** Optional option name -> choice map with string values. */
export const choices = (v: Record<string, string> | undefined, field: string): void => {
  if (v === undefined) return;
  for (const [k, c] of Object.entries(obj(v, field))) if (typeof c !== 'string') fail(`${field}.${k}`, 'expected a string');
};
