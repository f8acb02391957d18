/** Schemas of platform queries: filter, sort, offset and cursor paging. */
import { z } from 'zod';
import type { CursorPaging, Paging, Query, QueryFilter } from '../types/query';
import { SORT_ORDERS } from '../types/query';

/**
 * Maximum `paging.limit` of the catalogue's queries.
 *
 * @group Constants
 * @example
 * ```ts
 * import { MAX_QUERY_LIMIT } from '@storefront-kit/stores-catalogue/schemas';
 * const limit = Math.min(requested, MAX_QUERY_LIMIT);
 * declare const requested: number;
 * ```
 */
export const MAX_QUERY_LIMIT = 100;
/**
 * Default `paging.limit` of the catalogue's queries.
 *
 * @group Constants
 */
export const DEFAULT_QUERY_LIMIT = 50;

/**
 * Offset paging: `limit` 1..100 (default 50), `offset` >= 0.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { pagingSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = pagingSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const pagingSchema: z.ZodType<Paging> = z
  .object({
    limit: z.number().int().min(1).max(MAX_QUERY_LIMIT),
    offset: z.number().int().min(0),
  })
  .partial();

/**
 * Cursor paging: `limit` 1..100 (default 50), `cursor` from a previous answer's `metadata.cursors`.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { cursorPagingSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = cursorPagingSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const cursorPagingSchema: z.ZodType<CursorPaging> = z
  .object({ limit: z.number().int().min(1).max(MAX_QUERY_LIMIT), cursor: z.string().min(1) })
  .partial();

/**
 * A platform query `{filter, sort, paging}` or `{filter, sort, cursorPaging}`, not both kinds of paging.
 * Operators inside `filter` are checked by the server.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { querySchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = querySchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const querySchema: z.ZodType<Query> = z
  .object({
    // Kept as sent (a record would copy it and drop a `__proto__` key): the server checks the operators.
    filter: z.custom<QueryFilter>((v) => v !== null && typeof v === 'object' && !Array.isArray(v), 'expected an object'),
    sort: z.array(z.object({ fieldName: z.string().min(1), order: z.enum(SORT_ORDERS).optional() })),
    paging: pagingSchema,
    cursorPaging: cursorPagingSchema,
  })
  .partial()
  .refine((q) => q.paging === undefined || q.cursorPaging === undefined, 'must set paging or cursorPaging, not both');
