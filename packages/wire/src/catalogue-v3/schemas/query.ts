/** Schemas of Catalog V3 cursor queries and searches: paging, sort, free text, aggregations. */
import { z } from 'zod';
import { AGGREGATION_TYPES, SCALAR_TYPES, SEARCH_MODES, V3_SORT_ORDERS } from '../types/query';
import type { Aggregation, SearchDetails, V3CursorPaging, V3CursorQuery, V3CursorSearch, V3Filter, V3Sorting } from '../types/query';
import {
  MAX_AGGREGATIONS,
  MAX_CURSOR_LENGTH,
  MAX_PRODUCTS_PAGE_LIMIT,
  MAX_QUERY_SORT_ITEMS,
  MAX_RANGE_BUCKETS,
  MAX_SEARCH_EXPRESSION_LENGTH,
  MAX_SEARCH_FIELDS,
  MAX_SEARCH_SORT_ITEMS,
} from '../types/limits';
import { wireNumberSchema } from '../../wire-number';

/** A filter object, kept as sent (a record would copy it and drop a `__proto__` key): the server checks the operators. */
export const filterSchema: z.ZodType<V3Filter> = z.custom<V3Filter>((v) => v !== null && typeof v === 'object' && !Array.isArray(v), 'expected an object');

const sortingSchema: z.ZodType<V3Sorting> = z.object({
  fieldName: z.string().min(1).max(512),
  order: z.enum(V3_SORT_ORDERS).optional(),
  selectItemsBy: z.array(filterSchema).optional(),
});

/** Cursor paging with a `limit` of 1..`maxLimit`. */
function cursorPagingSchemaUpTo(maxLimit: number): z.ZodType<V3CursorPaging> {
  return z.object({ limit: z.number().int().min(1).max(maxLimit), cursor: z.string().max(MAX_CURSOR_LENGTH).nullable() }).partial();
}

/**
 * A cursor query `{filter, sort, cursorPaging}` whose page is at most `maxLimit` items.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { cursorQuerySchemaUpTo } from '@storefront-kit/wire/catalogue-v3/schemas';
 * const result = cursorQuerySchemaUpTo(100).safeParse({ filter: { visible: true }, cursorPaging: { limit: 10 } });
 * ```
 */
export function cursorQuerySchemaUpTo(maxLimit: number): z.ZodType<V3CursorQuery> {
  return z
    .object({
      filter: filterSchema,
      sort: z.array(sortingSchema).max(MAX_QUERY_SORT_ITEMS),
      cursorPaging: cursorPagingSchemaUpTo(maxLimit),
    })
    .partial();
}

/**
 * A free-text search: `expression` up to 100 characters, up to 20 `fields`.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { searchDetailsSchema } from '@storefront-kit/wire/catalogue-v3/schemas';
 * const ok = searchDetailsSchema.safeParse({ expression: 'tee', fields: ['name'] }).success; // true
 * ```
 */
export const searchDetailsSchema: z.ZodType<SearchDetails> = z
  .object({
    expression: z.string().max(MAX_SEARCH_EXPRESSION_LENGTH).nullable(),
    fields: z.array(z.string().min(1)).max(MAX_SEARCH_FIELDS),
    mode: z.enum(SEARCH_MODES),
    fuzzy: z.boolean(),
  })
  .partial();

const aggregationBase = {
  name: z.string().max(100).nullable().optional(),
  type: z.enum(AGGREGATION_TYPES).optional(),
  fieldPath: z.string().min(1).max(200).optional(),
  value: z
    .object({
      sortType: z.enum(['COUNT', 'VALUE']),
      sortDirection: z.enum(['DESC', 'ASC']),
      limit: z.number().int().min(0).nullable(),
      missingValues: z.enum(['EXCLUDE', 'INCLUDE']),
      includeOptions: z.object({ addToBucket: z.string().max(20) }).partial(),
    })
    .partial()
    .optional(),
  range: z
    .object({ buckets: z.array(z.object({ from: wireNumberSchema.nullable(), to: wireNumberSchema.nullable() }).partial()).max(MAX_RANGE_BUCKETS) })
    .partial()
    .optional(),
  scalar: z
    .object({ type: z.enum(SCALAR_TYPES) })
    .partial()
    .optional(),
  dateHistogram: z
    .object({ interval: z.enum(['YEAR', 'MONTH', 'WEEK', 'DAY', 'HOUR', 'MINUTE', 'SECOND']) })
    .partial()
    .optional(),
};

/**
 * One aggregation of a search.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { aggregationSchema } from '@storefront-kit/wire/catalogue-v3/schemas';
 * const ok = aggregationSchema.safeParse({ name: 'minPrice', type: 'SCALAR', fieldPath: 'actualPriceRange.minValue.amount', scalar: { type: 'MIN' } }).success;
 * ```
 */
export const aggregationSchema: z.ZodType<Aggregation> = z.object({
  ...aggregationBase,
  nested: z
    .object({ nestedAggregations: z.array(z.object(aggregationBase)).min(2).max(3) })
    .partial()
    .optional(),
});

/** A search `{search, filter, sort, aggregations, cursorPaging, timeZone}` whose page is at most `maxLimit` items. */
export function cursorSearchSchemaUpTo(maxLimit: number = MAX_PRODUCTS_PAGE_LIMIT): z.ZodType<V3CursorSearch> {
  return z
    .object({
      search: searchDetailsSchema,
      filter: filterSchema,
      sort: z.array(sortingSchema).max(MAX_SEARCH_SORT_ITEMS),
      aggregations: z.array(aggregationSchema).max(MAX_AGGREGATIONS),
      cursorPaging: cursorPagingSchemaUpTo(maxLimit),
      timeZone: z.string().max(50).nullable(),
    })
    .partial();
}
