/** Platform queries: filter, sort, offset or cursor paging, and the paging metadata of answers. */

/**
 * Every {@link SortOrder} value.
 *
 * @group Constants
 */
export const SORT_ORDERS = ['ASC', 'DESC'] as const;

/**
 * Sort direction of a query.
 *
 * @group Types
 */
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * A query filter: field paths to values or operator objects (`$eq $ne $gt $gte $lt $lte $in $hasSome $hasAll $startsWith $endsWith $contains $exists`), combined with `$and $or $not`.
 *
 * @group Types
 * @example
 * ```ts
 * import type { QueryFilter } from '@storefront-kit/stores-catalogue';
 * const cheapIn = (collectionId: string): QueryFilter => ({ $and: [{ collectionIds: collectionId }, { price: { $lt: 50 } }] });
 * ```
 */
export type QueryFilter = Record<string, unknown>;

/**
 * One sort key.
 *
 * @group Types
 */
export interface Sorting {
  fieldName: string;
  order?: SortOrder;
}

/**
 * Offset paging. Default limit 50, from 1 to 100.
 *
 * @group Types
 */
export interface Paging {
  limit?: number;
  offset?: number;
}

/**
 * Cursor paging. Default limit 50, from 1 to 100. With a `cursor`, the platform reads the filter and
 * sort from the cursor: send only `cursorPaging`.
 *
 * @group Types
 */
export interface CursorPaging {
  limit?: number;
  cursor?: string;
}

/**
 * A platform query: offset `paging` or `cursorPaging`, not both.
 *
 * @group Types
 */
export interface Query {
  filter?: QueryFilter;
  sort?: Sorting[];
  paging?: Paging;
  cursorPaging?: CursorPaging;
}

/**
 * Paging metadata of a query answer: `offset` and `total` for offset paging, `cursors` and `hasNext` for
 * cursor paging. `tooManyToCount` means the platform stopped counting: `total` is then absent.
 *
 * @group Types
 * @example
 * ```ts
 * import type { PagingMetadata } from '@storefront-kit/stores-catalogue';
 * const pages = (m: PagingMetadata, limit: number) => (m.tooManyToCount ? undefined : Math.ceil((m.total ?? 0) / limit));
 * ```
 */
export interface PagingMetadata {
  /** Items in this page. */
  count?: number;
  offset?: number;
  total?: number;
  tooManyToCount?: boolean;
  /** Cursor paging: cursors to the next and previous pages (`null` or absent at the ends). */
  cursors?: { next?: string | null; prev?: string | null };
  /** Cursor paging: whether a next page exists. */
  hasNext?: boolean;
}
