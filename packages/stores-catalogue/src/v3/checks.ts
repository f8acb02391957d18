/**
 * The V3 catalogue's input checks, on top of http-core's and the V1 ones: the platform's documented
 * limits (page sizes, cursors, sorts, aggregations, requested fields), each a `ValidationError` naming
 * the field, before any request.
 */
import { invalid, requireInteger, requireList, requireObject } from '@storefront-kit/http-core';
import {
  MAX_AGGREGATIONS,
  MAX_CURSOR_LENGTH,
  MAX_QUERY_SORT_ITEMS,
  MAX_REQUESTED_FIELDS,
  MAX_SEARCH_EXPRESSION_LENGTH,
  MAX_SEARCH_FIELDS,
} from '@storefront-kit/wire/catalogue-v3';

/** A call's optional `options.fields`: at most 100 entries, each one of `allowed`. Returns a copy. */
export const requestedFields = <T extends string>(fields: readonly T[] | undefined, allowed: readonly string[]): T[] | undefined => {
  if (fields === undefined) return undefined;
  if (!Array.isArray(fields) || fields.length > MAX_REQUESTED_FIELDS) invalid('options.fields', `must be a list of at most ${MAX_REQUESTED_FIELDS} entries`);
  fields.forEach((f, i) => allowed.includes(f) || invalid(`options.fields[${i}]`, `must be one of ${allowed.join(', ')}`));
  return [...fields];
};

/** Optional cursor paging: `limit` 1..`max`, `cursor` (unless null) a non-empty string of at most 16000 characters. */
export const cursor = (p: { limit?: number; cursor?: string | null } | undefined, field: string, max: number): void => {
  if (p === undefined) return;
  const { limit, cursor: at } = requireObject(p, field);
  if (limit !== undefined) requireInteger(limit, `${field}.limit`, 1, max);
  if (at != null && (typeof at !== 'string' || !at || at.length > MAX_CURSOR_LENGTH)) {
    invalid(`${field}.cursor`, `must be a non-empty string of at most ${MAX_CURSOR_LENGTH} characters`);
  }
};

/** An optional sort: at most `max` items, each `{ fieldName, order?: 'ASC' | 'DESC' }`. */
export const sort = (v: readonly { fieldName?: string; order?: string }[] | undefined, field: string, max: number): void => {
  if (v === undefined) return;
  if (!Array.isArray(v) || v.length > max) invalid(field, `must be a list of at most ${max} entries`);
  v.forEach((s, i) => {
    const f = `${field}[${i}]`;
    if (typeof requireObject(s, f).fieldName !== 'string' || !s.fieldName) invalid(`${f}.fieldName`, 'must be a non-empty string');
    if (s.order !== undefined && s.order !== 'ASC' && s.order !== 'DESC') invalid(`${f}.order`, "must be 'ASC' or 'DESC'");
  });
};

/** An optional filter: an object (its operators are the platform's to judge). */
export const filter = (v: unknown, field: string): void => {
  if (v !== undefined) requireObject(v, field);
};

/** An optional list of at most `max` objects (aggregations). */
export const objects = (v: readonly unknown[] | undefined, field: string, max: number): void => {
  if (v !== undefined) requireList(v, field, max, requireObject);
};

/** The free-text part of a search: `expression` at most 100 characters, at most 20 `fields`, `mode` OR | AND. */
export const searchDetails = (v: { expression?: string | null; fields?: readonly string[]; mode?: string } | undefined, field: string): void => {
  if (v === undefined) return;
  const { expression, fields, mode } = requireObject(v, field);
  if (expression != null && (typeof expression !== 'string' || expression.length > MAX_SEARCH_EXPRESSION_LENGTH)) {
    invalid(`${field}.expression`, `must be a string of at most ${MAX_SEARCH_EXPRESSION_LENGTH} characters`);
  }
  if (fields !== undefined && (!Array.isArray(fields) || fields.length > MAX_SEARCH_FIELDS || fields.some((f) => typeof f !== 'string' || !f))) {
    invalid(`${field}.fields`, `must be a list of at most ${MAX_SEARCH_FIELDS} field names`);
  }
  if (mode !== undefined && mode !== 'OR' && mode !== 'AND') invalid(`${field}.mode`, "must be 'OR' or 'AND'");
};

/** A search request (`searchProducts`, `searchVariants`): every part checked, page size 1..`maxLimit`. */
export const search = (
  v: {
    search?: { expression?: string | null };
    filter?: unknown;
    sort?: { fieldName?: string }[];
    aggregations?: unknown[];
    cursorPaging?: { limit?: number; cursor?: string | null };
  },
  maxLimit: number,
  maxSort: number,
): void => {
  requireObject(v, 'search');
  searchDetails(v.search, 'search.search');
  filter(v.filter, 'search.filter');
  sort(v.sort, 'search.sort', maxSort);
  objects(v.aggregations, 'search.aggregations', MAX_AGGREGATIONS);
  cursor(v.cursorPaging, 'search.cursorPaging', maxLimit);
};

/**
 * A query page's request as the builder made it: the platform sorts a query by at most 5 fields (a
 * search by 10). Checked when the page is fetched, so `find()` rejects before any request.
 */
export const querySort = <T extends { sort?: unknown[] }>(query: T): T => {
  if ((query.sort?.length ?? 0) > MAX_QUERY_SORT_ITEMS) invalid('sort', `must hold at most ${MAX_QUERY_SORT_ITEMS} fields in a query`);
  return query;
};
