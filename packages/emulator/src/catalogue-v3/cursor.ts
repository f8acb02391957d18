/**
 * Cursor paging of Catalog V3 over any list of views: the V1 engine's signed cursors (`paging.ts`, the
 * cursor holds the filter, sort and position, so a next page sends `cursorPaging` alone), filters with
 * `$matchItems`, and the answer's `pagingMetadata {count, cursors, hasNext}` (no total, as on the platform).
 */
import type { AggregationResult, CursorPagingMetadata, V3CursorQuery, V3CursorSearch, V3Sorting } from '@storefront-kit/wire/catalogue-v3';
import { DEFAULT_V3_PAGE_LIMIT } from '@storefront-kit/wire/catalogue-v3';
import { openPage } from '../catalogue/paging';
import { compileFilter, compileSort } from '../catalogue/query';
import { aggregate } from './aggregations';
import { allOf, checkAggregationsWithoutCursor, checkFilterFields, checkSortFields, searchFilter, type FieldRules } from './search';
import { matchItems } from './unconfirmed';

/** A page of views, every match (for aggregations), and the answer's paging metadata. */
export interface CursorRun<T> {
  items: T[];
  /** Every match in order; absent when the fast path paged without filtering. */
  matches?: T[];
  pagingMetadata: CursorPagingMetadata;
  /** Whether the request carried a cursor (it then sends nothing else). */
  fromCursor: boolean;
}

/** How to run one kind of cursor request. */
export interface CursorOptions<T> {
  /** Names the request kind: a cursor is accepted only by the kind that issued it. */
  scope: string;
  rules: FieldRules;
  /** Where the filter was sent (`query.filter`, `search.filter`), for error messages. */
  errorField: string;
  /** Order when the request names none. */
  defaultSort?: V3Sorting[];
  /** A page without filter or sort, from the store directly (large catalogues: builds the page only). */
  plain?: (offset: number, limit: number) => { items: T[]; total: number };
}

/** Runs `query` over `source` (read at most once). */
export function runCursor<T>(source: () => Iterable<T>, query: V3CursorQuery, options: CursorOptions<T>): CursorRun<T> {
  const fromCursor = typeof query.cursorPaging?.cursor === 'string';
  const cursorPaging = {
    ...(query.cursorPaging?.limit !== undefined ? { limit: query.cursorPaging.limit } : {}),
    ...(fromCursor ? { cursor: query.cursorPaging!.cursor! } : {}),
  };
  const page = openPage({ filter: query.filter, sort: query.sort, cursorPaging }, options.scope, DEFAULT_V3_PAGE_LIMIT);
  const metadata = (count: number, total: number): CursorPagingMetadata => {
    const { cursors, hasNext } = page.metadata(count, total) as { cursors: CursorPagingMetadata['cursors']; hasNext: boolean };
    return { count, cursors, hasNext };
  };
  const sort = page.sort?.length ? page.sort : options.defaultSort;
  const noFilter = !page.filter || Object.keys(page.filter).length === 0;
  if (options.plain && noFilter && !sort?.length) {
    const plain = options.plain(page.offset, page.limit);
    return { items: plain.items, pagingMetadata: metadata(plain.items.length, plain.total), fromCursor };
  }
  const filterOptions = { aliases: options.rules.aliases, errorField: options.errorField, matchItems };
  const predicate = compileFilter(page.filter, filterOptions);
  const comparator = compileSort(sort, filterOptions);
  const matches: T[] = [];
  for (const item of source()) if (predicate(item)) matches.push(item);
  // Array.prototype.sort is stable: ties keep the catalogue's order.
  if (comparator) matches.sort(comparator);
  const items = matches.slice(page.offset, page.offset + page.limit);
  return { items, matches, pagingMetadata: metadata(items.length, matches.length), fromCursor };
}

/** A search's page, paging metadata, and the results of its aggregations (when it asked for some). */
export interface SearchRun<T> {
  items: T[];
  pagingMetadata: CursorPagingMetadata;
  aggregationData?: { results: AggregationResult[] };
}

/**
 * Runs a search: its filter and sort fields checked, free text turned into a filter, cursor paging,
 * and aggregations over every match (a page from a cursor carries none).
 */
export function runSearch<T>(source: () => Iterable<T>, search: V3CursorSearch, options: Omit<CursorOptions<T>, 'errorField'>): SearchRun<T> {
  checkFilterFields(search.filter, options.rules, 'search.filter');
  checkSortFields(search.sort, options.rules, 'search.sort');
  checkAggregationsWithoutCursor(search);
  const filter = allOf(search.filter, searchFilter(search.search, options.rules, 'search.search'));
  const aggregations = search.aggregations ?? [];
  const run = runCursor(
    source,
    { filter, sort: search.sort, cursorPaging: search.cursorPaging },
    {
      ...options,
      errorField: 'search.filter',
      ...(aggregations.length > 0 ? { plain: undefined } : {}),
    },
  );
  return {
    items: run.items,
    pagingMetadata: run.pagingMetadata,
    ...(aggregations.length > 0 ? { aggregationData: { results: aggregate(run.matches ?? [], aggregations, options.rules.aliases) } } : {}),
  };
}
