/** The query builders the `createQueryBuilder` tests (`src/query/builder-*.test.ts`) start from. */
import { createQueryBuilder } from '../src/query/index';
import type { CursorQueryRequest, OffsetQueryRequest, QueryPage } from '../src/query/index';

export interface Item {
  id: string;
}

/** An offset builder whose fetchPage records every call and answers an empty page. */
export function offset() {
  const calls: OffsetQueryRequest[] = [];
  const query = createQueryBuilder<Item>({
    paging: 'offset',
    fetchPage: async (request): Promise<QueryPage<Item>> => {
      calls.push(request);
      return { items: [], metadata: { total: 0 } };
    },
  });
  return { query, calls };
}

export function cursor() {
  const calls: CursorQueryRequest[] = [];
  const query = createQueryBuilder<Item>({
    paging: 'cursor',
    fetchPage: async (request) => {
      calls.push(request);
      return { items: [] };
    },
  });
  return { query, calls };
}

export const filterOf = (q: { toRequest(): { filter?: unknown } }) => q.toRequest().filter;

export type Q = ReturnType<typeof offset>['query'];
export type C = ReturnType<typeof cursor>['query'];
