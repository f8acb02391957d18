/**
 * Queries and searches of Catalog V3: cursor paging only, sort items, free-text search, aggregations,
 * and the paging metadata of answers. A request carrying a `cursor` sends nothing else: the cursor
 * holds the filter and sort of the first page.
 */

/**
 * Every sort order.
 *
 * @group Constants
 * @example
 * ```ts
 * import { V3_SORT_ORDERS } from '@storefront-kit/wire/catalogue-v3';
 * const flip = (o: (typeof V3_SORT_ORDERS)[number]) => (o === 'ASC' ? 'DESC' : 'ASC');
 * ```
 */
export const V3_SORT_ORDERS = ['ASC', 'DESC'] as const;

/**
 * A sort order.
 *
 * @group Types
 */
export type V3SortOrder = (typeof V3_SORT_ORDERS)[number];

/**
 * A filter: field paths to values or operator objects (`$eq $ne $gt $gte $lt $lte $in $hasSome $hasAll
 * $exists $startsWith $matchItems`), combined with `$and $or $not`.
 *
 * @group Types
 */
export type V3Filter = Record<string, unknown>;

/**
 * One sort key; `selectItemsBy` picks the element of an array field (`$matchItems`) to sort by.
 *
 * @group Types
 */
export interface V3Sorting {
  fieldName: string;
  order?: V3SortOrder;
  selectItemsBy?: V3Filter[];
}

/**
 * Cursor paging: `limit` (default 50), or the `cursor` of a previous answer.
 *
 * @group Types
 */
export interface V3CursorPaging {
  limit?: number;
  cursor?: string | null;
}

/**
 * A query: filter, sort and cursor paging (a next page sends `cursorPaging` alone).
 *
 * @group Types
 */
export interface V3CursorQuery {
  filter?: V3Filter;
  sort?: V3Sorting[];
  cursorPaging?: V3CursorPaging;
}

/**
 * Every free-text search mode.
 *
 * @group Constants
 * @example
 * ```ts
 * import { SEARCH_MODES } from '@storefront-kit/wire/catalogue-v3';
 * const every = SEARCH_MODES[1]; // 'AND': every word must match
 * ```
 */
export const SEARCH_MODES = ['OR', 'AND'] as const;

/**
 * How the words of a search expression combine.
 *
 * @group Types
 */
export type SearchMode = (typeof SEARCH_MODES)[number];

/**
 * A free-text search: the expression, the fields searched, word mode, typo tolerance.
 *
 * @group Types
 */
export interface SearchDetails {
  expression?: string | null;
  fields?: string[];
  mode?: SearchMode;
  fuzzy?: boolean;
}

/**
 * Every aggregation type of a request.
 *
 * @group Constants
 * @example
 * ```ts
 * import { AGGREGATION_TYPES } from '@storefront-kit/wire/catalogue-v3';
 * const known = (v: string) => (AGGREGATION_TYPES as readonly string[]).includes(v);
 * ```
 */
export const AGGREGATION_TYPES = ['VALUE', 'RANGE', 'SCALAR', 'DATE_HISTOGRAM', 'NESTED'] as const;

/**
 * An aggregation type.
 *
 * @group Types
 */
export type AggregationType = (typeof AGGREGATION_TYPES)[number];

/**
 * Every scalar aggregation.
 *
 * @group Constants
 * @example
 * ```ts
 * import { SCALAR_TYPES } from '@storefront-kit/wire/catalogue-v3';
 * const known = (v: string) => (SCALAR_TYPES as readonly string[]).includes(v);
 * ```
 */
export const SCALAR_TYPES = ['COUNT_DISTINCT', 'MIN', 'MAX'] as const;

/**
 * A scalar aggregation: distinct values, minimum, maximum.
 *
 * @group Types
 */
export type ScalarType = (typeof SCALAR_TYPES)[number];

/**
 * One aggregation of a search: a `name` for its result, the field, and the settings of its `type`.
 *
 * @group Types
 * @example
 * ```ts
 * import type { Aggregation } from '@storefront-kit/wire/catalogue-v3';
 * const cheapest: Aggregation = { name: 'minPrice', type: 'SCALAR', fieldPath: 'actualPriceRange.minValue.amount', scalar: { type: 'MIN' } };
 * ```
 */
export interface Aggregation {
  name?: string | null;
  type?: AggregationType;
  fieldPath?: string;
  value?: {
    sortType?: 'COUNT' | 'VALUE';
    sortDirection?: 'DESC' | 'ASC';
    limit?: number | null;
    missingValues?: 'EXCLUDE' | 'INCLUDE';
    includeOptions?: { addToBucket?: string };
  };
  range?: { buckets?: { from?: number | null; to?: number | null }[] };
  scalar?: { type?: ScalarType };
  dateHistogram?: { interval?: 'YEAR' | 'MONTH' | 'WEEK' | 'DAY' | 'HOUR' | 'MINUTE' | 'SECOND' };
  nested?: { nestedAggregations?: Omit<Aggregation, 'nested'>[] };
}

/**
 * A search: free text, filter, sort, aggregations, cursor paging.
 *
 * @group Types
 */
export interface V3CursorSearch {
  search?: SearchDetails;
  filter?: V3Filter;
  sort?: V3Sorting[];
  aggregations?: Aggregation[];
  cursorPaging?: V3CursorPaging;
  timeZone?: string | null;
}

/**
 * The result of one aggregation: counts per value, per range, or one scalar.
 *
 * @group Types
 */
export interface AggregationResult {
  name?: string;
  type?: AggregationType;
  fieldPath?: string;
  values?: { results?: { value?: string; count?: number }[] };
  ranges?: { results?: { from?: number | null; to?: number | null; count?: number }[] };
  scalar?: { type?: ScalarType; value?: number };
  dateHistogram?: { results?: { value?: string; count?: number }[] };
  nested?: unknown;
}

/**
 * The aggregation results of a search answer.
 *
 * @group Types
 */
export interface AggregationData {
  results?: AggregationResult[];
}

/**
 * Paging metadata of a cursor answer: items in this page, the cursors, whether more follow. No total.
 *
 * @group Types
 * @example
 * ```ts
 * import type { CursorPagingMetadata } from '@storefront-kit/wire/catalogue-v3';
 * const nextCursor = (m: CursorPagingMetadata | undefined) => (m?.hasNext ? m.cursors?.next : undefined);
 * ```
 */
export interface CursorPagingMetadata {
  count?: number | null;
  cursors?: { next?: string | null; prev?: string | null };
  hasNext?: boolean | null;
}
