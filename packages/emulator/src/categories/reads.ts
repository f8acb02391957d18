/**
 * Category queries, searches and counts: the catalogue's filter and sort engine over the categories in
 * tree order, cursor paging (a cursor is valid only for the kind of read that issued it), hidden
 * categories left out unless `returnNonVisibleCategories`.
 */
import type {
  Category,
  CategoryField,
  CountCategoriesRequest,
  QueryCategoriesRequest,
  SearchCategoriesRequest,
  SearchDetails,
} from '@storefront-kit/wire/categories';
import { runQuery } from '../catalogue/query';
import type { CursorMetadata } from '../catalogue/paging';
import { allOf, checkFilterFields, checkSortFields, searchFilter, type FieldRules } from '../catalogue-v3/search';
import type { CategoryTree } from './tree';
import { categoryView } from './view';

const ALL_FIELDS: CategoryField[] = ['DESCRIPTION', 'BREADCRUMBS_INFO'];

/** The category search's free-text fields (its filters are not restricted here: the platform's search spec does not list them). */
const SEARCH_RULES: FieldRules = { name: 'categories search', filterable: new Set(), sortable: new Set(), searchable: ['name', 'description'], aliases: {} };

/** The category query spec (wire names): what filters only, and what filters and sorts; any other field is a 400. */
const QUERY_RULES: FieldRules = {
  name: 'categories query',
  filterable: new Set(['id', 'slug', 'treeReference.appNamespace', 'treeReference.treeKey', 'visible']),
  sortable: new Set(['createdDate', 'updatedDate', 'managingAppId', 'name', 'parentCategory.id', 'parentCategory.index']),
  searchable: [],
  aliases: {},
};

/** The categories a read may see, as full views (descriptions included, for filters and search). */
function candidates(tree: CategoryTree, returnNonVisible: boolean | undefined): Category[] {
  return tree
    .all()
    .filter((c) => returnNonVisible === true || c.visible)
    .map((c) => categoryView(tree, c, ALL_FIELDS));
}

/** `filter` and the free-text search (name, description: another field is a 400), both; a cursor carries the result. */
function withText(filter: Record<string, unknown> | undefined, search: SearchDetails | undefined, at: string): Record<string, unknown> | undefined {
  return allOf(filter, searchFilter(search, SEARCH_RULES, at));
}

const pagingMetadata = ({ count, cursors, hasNext }: CursorMetadata) => ({ count, cursors, hasNext });

function page(
  tree: CategoryTree,
  source: Category[],
  query:
    | { filter?: Record<string, unknown>; sort?: { fieldName: string; order?: 'ASC' | 'DESC' }[]; cursorPaging?: { limit?: number; cursor?: string } }
    | undefined,
  kind: 'query' | 'search',
  defaultLimit: number,
  fields: readonly CategoryField[] | undefined,
) {
  const options = { scope: `categories-${kind}`, defaultLimit, errorField: `${kind}.filter` };
  const { items, metadata } = runQuery(source, { ...query, cursorPaging: query?.cursorPaging ?? {} }, options);
  return {
    categories: items.map((v) => categoryView(tree, tree.get(v.id!)!, fields)),
    pagingMetadata: pagingMetadata(metadata as CursorMetadata),
  };
}

/** `POST /categories/v1/categories/query`: the spec's fields only, default limit 50, tree order unless sorted. */
export function queryCategories(tree: CategoryTree, request: QueryCategoriesRequest) {
  checkFilterFields(request.query?.filter, QUERY_RULES, 'query.filter');
  checkSortFields(request.query?.sort, QUERY_RULES, 'query.sort');
  return page(tree, candidates(tree, request.returnNonVisibleCategories), request.query, 'query', 50, request.fields);
}

/** `POST /categories/v1/categories/search`: free text in `name` and `description`, default limit 100, newest first unless sorted. */
export function searchCategories(tree: CategoryTree, request: SearchCategoriesRequest) {
  const { search: text, filter, sort, cursorPaging } = request.search ?? {};
  // A cursor carries the filter (the text search included) and the sort: a page after the first sends neither.
  const query = cursorPaging?.cursor
    ? { cursorPaging }
    : { filter: withText(filter, text, 'search.search'), sort: sort?.length ? sort : [{ fieldName: 'createdDate', order: 'DESC' as const }], cursorPaging };
  return page(tree, candidates(tree, request.returnNonVisibleCategories), query, 'search', 100, request.fields);
}

/** `POST /categories/v1/categories/count`. */
export function countCategories(tree: CategoryTree, request: CountCategoriesRequest): { count: number } {
  const filter = withText(request.filter, request.search, 'search');
  return { count: runQuery(candidates(tree, request.returnNonVisibleCategories), { filter, paging: { limit: 1 } }, { errorField: 'filter' }).metadata.total };
}
