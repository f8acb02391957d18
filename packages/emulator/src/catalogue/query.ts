/**
 * The catalogue's query engine: platform filters (`filter.ts`), multi-key sort, and offset or cursor
 * paging (`paging.ts`).
 */
import { aliasOf, compareValues, compileFilter, type FilterOptions, readPath } from './filter';
import { openPage, type CursorMetadata, type OffsetMetadata, type PagedQuery } from './paging';

export { compileFilter, readPath } from './filter';

/** A parsed platform query with offset paging. */
export type EngineQuery = Omit<PagedQuery, 'cursorPaging'> & { cursorPaging?: undefined };

/** Options of {@link runQuery}. */
export interface QueryOptions extends FilterOptions {
  /** Default page size (50). */
  defaultLimit?: number;
  /** Which query this is (`products`, ...): a cursor is accepted only by the query that issued it. */
  scope?: string;
}

/** A page of results with its paging metadata. */
export interface QueryResult<T, M = OffsetMetadata> {
  items: T[];
  metadata: M;
}

/** Builds a comparator for a platform `sort` array (missing values sort last in either direction). */
export function compileSort(sort: PagedQuery['sort'], options: QueryOptions = {}): ((a: unknown, b: unknown) => number) | undefined {
  if (!sort || sort.length === 0) return undefined;
  const keys = sort.map((s) => ({ path: aliasOf(options.aliases ?? {}, s.fieldName), sign: s.order === 'DESC' ? -1 : 1 }));
  return (a, b) => {
    for (const { path, sign } of keys) {
      let va = readPath(a, path);
      let vb = readPath(b, path);
      if (Array.isArray(va)) va = va[0];
      if (Array.isArray(vb)) vb = vb[0];
      const ma = va === undefined || va === null;
      const mb = vb === undefined || vb === null;
      if (ma || mb) {
        if (ma && mb) continue;
        return ma ? 1 : -1;
      }
      const c = compareValues(va, vb);
      if (c !== 0) return c * sign;
    }
    return 0;
  };
}

/**
 * Runs a query over items (any iterable, read once). Without a sort only the requested page is kept,
 * so large generated catalogues are scanned in bounded memory.
 */
export function runQuery<T>(source: Iterable<T>, query: EngineQuery | undefined, options?: QueryOptions): QueryResult<T>;
export function runQuery<T>(source: Iterable<T>, query: PagedQuery | undefined, options?: QueryOptions): QueryResult<T, OffsetMetadata | CursorMetadata>;
export function runQuery<T>(source: Iterable<T>, query: PagedQuery | undefined, options: QueryOptions = {}): QueryResult<T, OffsetMetadata | CursorMetadata> {
  const { filter, sort, offset, limit, metadata } = openPage(query, options.scope ?? 'query', options.defaultLimit);
  const predicate = compileFilter(filter, options);
  const comparator = compileSort(sort, options);
  let total = 0;
  let items: T[] = [];
  if (comparator) {
    const matches: T[] = [];
    for (const item of source) if (predicate(item)) matches.push(item);
    total = matches.length;
    // Array.prototype.sort is stable: ties keep the catalogue's order.
    matches.sort(comparator);
    items = matches.slice(offset, offset + limit);
  } else {
    for (const item of source) {
      if (!predicate(item)) continue;
      if (total >= offset && total < offset + limit) items.push(item);
      total += 1;
    }
  }
  return { items, metadata: metadata(items.length, total) };
}
