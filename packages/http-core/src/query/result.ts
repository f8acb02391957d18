import { queryError } from './error';
import type {
  CursorQueryBuilder,
  CursorQueryRequest,
  CursorQueryResult,
  OffsetQueryBuilder,
  OffsetQueryRequest,
  OffsetQueryResult,
  QueryCallOptions,
  QueryPage,
} from './types';

const step = (ok: boolean, word: string, fetch: () => Promise<any>) =>
  ok ? fetch() : Promise.reject(queryError(`No ${word} page to fetch`));

/** Builds the result of an offset-paged `find()`. */
export const offsetResult = <T>(
  query: OffsetQueryBuilder<T>,
  request: OffsetQueryRequest,
  { items, metadata: m = {} }: QueryPage<T>,
): OffsetQueryResult<T> => {
  const limit = request.paging.limit;
  const offset = m.offset ?? request.paging.offset;
  const tooManyToCount = !!m.tooManyToCount;
  const totalCount = tooManyToCount ? undefined : m.total;
  // Not the platform SDK's `currentPage < totalPages - 1`, which is wrong when offset is not a multiple of limit.
  const hasNext = () => (totalCount === undefined ? items.length >= limit : offset + limit < totalCount);
  const hasPrev = () => offset > 0;
  return {
    items,
    request,
    offset,
    pageSize: limit,
    totalCount,
    tooManyToCount,
    currentPage: Math.floor(offset / limit),
    totalPages: totalCount === undefined ? undefined : Math.ceil(totalCount / limit),
    hasNext,
    hasPrev,
    next: (o?: QueryCallOptions) => step(hasNext(), 'next', () => query.skip(offset + limit).find(o)),
    prev: (o?: QueryCallOptions) => step(hasPrev(), 'previous', () => query.skip(Math.max(0, offset - limit)).find(o)),
  };
};

/** Builds the result of a cursor-paged `find()`. */
export const cursorResult = <T>(
  query: CursorQueryBuilder<T>,
  request: CursorQueryRequest,
  { items, metadata: m = {} }: QueryPage<T>,
): CursorQueryResult<T> => {
  const next = m.cursors?.next || undefined;
  const prev = m.cursors?.prev || undefined;
  const tooManyToCount = !!m.tooManyToCount;
  return {
    items,
    request,
    pageSize: request.cursorPaging.limit,
    totalCount: tooManyToCount ? undefined : m.total,
    tooManyToCount,
    cursors: { next, prev },
    hasNext: () => !!next,
    hasPrev: () => !!prev,
    next: (o?: QueryCallOptions) => step(!!next, 'next', () => query.skipTo(next!).find(o)),
    prev: (o?: QueryCallOptions) => step(!!prev, 'previous', () => query.skipTo(prev!).find(o)),
  };
};
