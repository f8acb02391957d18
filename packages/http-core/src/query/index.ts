// Public names of the query builder; re-exported by the package's src/index.ts.
// filter.ts, result.ts and iterate.ts stay internal: the builder is the only way to reach them.
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
