/** The categories query builder (cursor paging), the search, and the count. */
import { createQueryBuilder, invalid, requireObject, type CursorQueryBuilder, type RequestClient } from '@storefront-kit/http-core';
import {
  MAX_CATEGORY_QUERY_LIMIT,
  SEARCH_MODES,
  type Category,
  type CategorySearch,
  type CountCategoriesResponse,
  type QueryCategoriesResponse,
  type QueryFilter,
  type SearchCategoriesResponse,
  type SearchDetails,
} from '@storefront-kit/wire/categories';
import { COUNT_CATEGORIES, QUERY_CATEGORIES, SEARCH_CATEGORIES } from './endpoints';
import type { CategoryReadOptions, TreeOptions } from './options';
import { cursorPagingOf, fieldsOf, treeOf } from './validate';

/**
 * Category fields the categories query filters on (wire names: `id`, not the official SDK's `_id`).
 *
 * @group Queries
 */
export type CategoryQueryField =
  | 'id'
  | 'createdDate'
  | 'updatedDate'
  | 'name'
  | 'visible'
  | 'slug'
  | 'parentCategory.id'
  | 'parentCategory.index'
  | 'treeReference.appNamespace'
  | 'treeReference.treeKey'
  | 'managingAppId';

/**
 * Category fields the categories query sorts on.
 *
 * @group Queries
 */
export type CategorySortField = 'createdDate' | 'updatedDate' | 'name' | 'parentCategory.id' | 'parentCategory.index' | 'managingAppId';

/**
 * The categories query builder: an http-core cursor builder (filters, sort, `limit` up to 1000,
 * `skipTo(cursor)`, `find()`, `pages()`, `iterate()`).
 *
 * @group Queries
 * @example
 * ```ts
 * import type { CategoriesQueryBuilder } from '@storefront-kit/categories';
 * const childrenOf = (q: CategoriesQueryBuilder, parentId: string) => q.eq('parentCategory.id', parentId).ascending('parentCategory.index');
 * ```
 */
export type CategoriesQueryBuilder = CursorQueryBuilder<Category, CategoryQueryField, CategorySortField>;

/**
 * Options of {@link queryCategories}, sent next to every page's query.
 *
 * @group Options
 */
export interface QueryCategoriesOptions extends Omit<CategoryReadOptions, 'signal' | 'timeoutMs'> {
  /** Hidden categories too (default `false`). */
  returnNonVisibleCategories?: boolean;
}

/** The options every page (or the search) sends, checked. */
function listOptions(options: QueryCategoriesOptions) {
  return { treeReference: treeOf(options), returnNonVisibleCategories: options.returnNonVisibleCategories, fields: fieldsOf(options) };
}

/**
 * Starts a categories query (`POST /categories/v1/categories/query`, cursor paging, limit 50 by default, at
 * most 1000). Each page sends `{ treeReference, returnNonVisibleCategories?, fields?, query }`; a page after
 * the first sends only `query.cursorPaging` (the cursor carries the filter and sort). Filter values are
 * never read as operators: `eq('slug', { $ne: null })` throws.
 *
 * @param client - a client from `createClient`
 * @param options - `treeReference` (default the store's), `returnNonVisibleCategories`, `fields`
 * @returns an immutable builder; nothing is sent until `find()`, `pages()` or `iterate()` (each takes `{ signal, timeoutMs }`)
 * @throws {ValidationError} a bad tree reference or field; from the builder, bad limits, cursors, field names or values
 *
 * @group Queries
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { queryCategories } from '@storefront-kit/categories';
 * const client = createClient();
 * const { items } = await queryCategories(client).eq('visible', true).ascending('name').limit(100).find();
 * for await (const category of queryCategories(client, { fields: ['BREADCRUMBS_INFO'] }).iterate()) console.log(category.slug);
 * ```
 */
export function queryCategories(client: RequestClient, options: QueryCategoriesOptions = {}): CategoriesQueryBuilder {
  const sent = listOptions(options);
  return createQueryBuilder<Category, CategoryQueryField, CategorySortField>({
    paging: 'cursor',
    maxLimit: MAX_CATEGORY_QUERY_LIMIT,
    fetchPage: async (query, { signal, timeoutMs }) => {
      const r = await client.request<QueryCategoriesResponse>(QUERY_CATEGORIES, { body: { ...sent, query }, signal, timeoutMs });
      return { items: r.categories ?? [], metadata: r.pagingMetadata };
    },
  });
}

function searchDetailsOf(search: SearchDetails | undefined, field: string): SearchDetails | undefined {
  if (search === undefined) return undefined;
  requireObject(search, field);
  const { expression, mode } = search;
  if (expression !== undefined && expression !== null && (typeof expression !== 'string' || expression.length > 100))
    invalid(`${field}.expression`, 'must be a string of at most 100 characters');
  if (mode !== undefined && !SEARCH_MODES.includes(mode)) invalid(`${field}.mode`, `must be one of ${SEARCH_MODES.join(', ')}`);
  return { ...search };
}

const filterOf = (filter: QueryFilter | undefined, field: string): QueryFilter | undefined => (filter === undefined ? undefined : requireObject(filter, field));

/**
 * Searches categories (`POST /categories/v1/categories/search`): free text in `name` and `description`,
 * a filter, a sort (newest first by default), cursor paging (limit 100 by default, at most 1000).
 *
 * @param client - a client from `createClient`
 * @param search - `{ search: { expression, mode?, fields? }, filter?, sort?, cursorPaging? }`; with a cursor, send only `cursorPaging`
 * @param options - `treeReference`, `returnNonVisibleCategories`, `fields`, `signal`, `timeoutMs`
 * @returns `{ categories, pagingMetadata, aggregationData? }`, the whole answer (as the official SDK)
 * @throws {ValidationError} a bad search, limit, tree reference or field, before any request
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { searchCategories } from '@storefront-kit/categories';
 * const { categories } = await searchCategories(createClient(), { search: { expression: 'summer' }, cursorPaging: { limit: 10 } });
 * ```
 */
export async function searchCategories(
  client: RequestClient,
  search: CategorySearch,
  options: QueryCategoriesOptions & TreeOptions = {},
): Promise<SearchCategoriesResponse> {
  requireObject(search, 'search');
  const checked: CategorySearch = {
    ...search,
    filter: filterOf(search.filter, 'search.filter'),
    search: searchDetailsOf(search.search, 'search.search'),
    cursorPaging: cursorPagingOf(search.cursorPaging, 'search.cursorPaging', MAX_CATEGORY_QUERY_LIMIT),
  };
  const { signal, timeoutMs } = options;
  return client.request<SearchCategoriesResponse>(SEARCH_CATEGORIES, { body: { search: checked, ...listOptions(options) }, signal, timeoutMs });
}

/**
 * Options of {@link countCategories}: what to count.
 *
 * @group Options
 */
export interface CountCategoriesOptions extends TreeOptions {
  filter?: QueryFilter;
  search?: SearchDetails;
  returnNonVisibleCategories?: boolean;
}

/**
 * Counts the categories that match a filter and a free-text search (`POST /categories/v1/categories/count`).
 *
 * @param client - a client from `createClient`
 * @param options - `filter`, `search`, `returnNonVisibleCategories`, `treeReference`, `signal`, `timeoutMs`
 * @returns `{ count }`, the whole answer (as the official SDK)
 * @throws {ValidationError} a bad filter, search or tree reference, before any request
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { countCategories } from '@storefront-kit/categories';
 * const { count } = await countCategories(createClient(), { filter: { 'parentCategory.id': 'category-id' } });
 * ```
 */
export async function countCategories(client: RequestClient, options: CountCategoriesOptions = {}): Promise<CountCategoriesResponse> {
  const { signal, timeoutMs, returnNonVisibleCategories } = options;
  const body = {
    filter: filterOf(options.filter, 'filter'),
    search: searchDetailsOf(options.search, 'search'),
    treeReference: treeOf(options),
    returnNonVisibleCategories,
  };
  return client.request<CountCategoriesResponse>(COUNT_CATEGORIES, { body, signal, timeoutMs });
}
