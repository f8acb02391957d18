/**
 * The catalogue's own input checks, on top of http-core's shared ones (`requireId`, `requireList`, ...):
 * each throws a `ValidationError` naming the field (`<field> must …`), before any request.
 */
import { invalid, requireId, requireInteger, requireList, requireObject } from '@storefront-kit/http-core';

/** A non-empty list of ids. */
export const ids = (v: readonly string[] | undefined, field: string): string[] => requireList(v, field, Infinity, requireId);

/**
 * An optional amount that must not be negative: a price, a cost, a weight. `NaN` and `Infinity` pass
 * (they travel as strings, the platform decides); `-Infinity`, other negatives and non-numbers fail.
 */
export const amount = (v: unknown, field: string): void => {
  if (v !== undefined && (typeof v !== 'number' || v < 0)) invalid(field, 'must be a number >= 0');
};

/** A number, any sign (a bulk adjustment). Non-finite values pass, as in {@link amount}. */
export const num = (v: unknown, field: string): void => {
  if (typeof v !== 'number') invalid(field, 'must be a number');
};

/** Exactly one of `keys` is set in `o`; returns that key. */
export const one = <K extends string>(o: Partial<Record<K, unknown>>, keys: readonly K[], field: string): K => {
  const set = keys.filter((k) => requireObject(o, field)[k] !== undefined);
  return set.length === 1 ? set[0]! : invalid(field, `must set exactly one of ${keys.join(', ')}`);
};

const limit = (v: unknown, field: string): void => {
  if (v !== undefined) requireInteger(v, field, 1, 100);
};

/** Optional offset paging: `limit` 1..100, `offset` >= 0. */
export const paging = (p: { limit?: number; offset?: number } | undefined, field = 'paging'): void => {
  if (p === undefined) return;
  limit(requireObject(p, field).limit, `${field}.limit`);
  if (p.offset !== undefined) requireInteger(p.offset, `${field}.offset`, 0, Number.MAX_SAFE_INTEGER);
};

/** Optional cursor paging: `limit` 1..100, `cursor` a non-empty string. */
export const cursorPaging = (p: { limit?: number; cursor?: string } | undefined, field: string): void => {
  if (p === undefined) return;
  limit(requireObject(p, field).limit, `${field}.limit`);
  if (p.cursor !== undefined && (typeof p.cursor !== 'string' || !p.cursor)) invalid(`${field}.cursor`, 'must be a non-empty string');
};

/** Optional option name -> choice map with string values. */
export const choices = (v: Record<string, string> | undefined, field: string): void => {
  if (v === undefined) return;
  for (const [k, c] of Object.entries(requireObject(v, field))) if (typeof c !== 'string') invalid(`${field}.${k}`, 'must be a string');
};

/** A name (product, collection): a non-blank string. */
export const name = (v: unknown, field: string): void => {
  if (typeof v !== 'string' || !v.trim()) invalid(field, 'must be a non-empty string');
};
