// Public names of the query builder; re-exported by the package's src/index.ts.
// The builder, its filters, results and iterators live in builder.ts; only the builder is public.
export { createQueryBuilder } from './builder';
export type {
  CursorQueryBuilder,
  CursorQueryOptions,
  CursorQueryRequest,
  CursorQueryResult,
  FetchPage,
  FilterValue,
  ItemField,
  OffsetQueryBuilder,
  OffsetQueryOptions,
  OffsetQueryRequest,
  OffsetQueryResult,
  PagingMetadata,
  QueryBuilder,
  QueryCallOptions,
  QueryFilter,
  QueryPage,
  QueryResult,
  QuerySort,
  RangeValue,
} from './types';
