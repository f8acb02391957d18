// Public names of the query builder; re-exported by the package's src/index.ts.
// The builder, its filters, results and iterators live in builder.ts; only the builder is public. Its request,
// option and paging types are in types.ts, its result and builder interfaces in builder-types.ts.
export { createQueryBuilder } from './builder';
export type { CursorQueryBuilder, CursorQueryResult, OffsetQueryBuilder, OffsetQueryResult, QueryBuilder, QueryResult } from './builder-types';
export type {
  CursorQueryOptions,
  CursorQueryRequest,
  FetchPage,
  FilterValue,
  ItemField,
  OffsetQueryOptions,
  OffsetQueryRequest,
  PagingMetadata,
  QueryCallOptions,
  QueryFilter,
  QueryPage,
  QuerySort,
  RangeValue,
} from './types';
