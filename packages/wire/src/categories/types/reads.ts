/** Request and answer bodies of the category reads: get, query, search, count, items of a category, categories of items. */
import type { CursorPaging, PagingMetadata, QueryFilter, Sorting } from '../../catalogue/types/query';
import type { Category, CategoryField, ItemReference, TreeReference } from './category';

/**
 * How the words of a search `expression` combine: any of them (`OR`) or all (`AND`).
 *
 * @group Constants
 */
export const SEARCH_MODES = ['OR', 'AND'] as const;
/**
 * One of {@link SEARCH_MODES}.
 *
 * @group Types
 */
export type SearchMode = (typeof SEARCH_MODES)[number];

/**
 * `GET /categories/v1/categories/{categoryId}` and `…/slug/{slug}` (flat query parameters).
 *
 * @group Types
 */
export interface GetCategoryRequest {
  treeReference: TreeReference;
  fields?: CategoryField[];
}

/**
 * The answer of a single-category read or write: `{ category }`.
 *
 * @group Types
 */
export interface GetCategoryResponse {
  category: Category;
}

/**
 * A cursor query of categories: `filter` and `sort` on the first page; later pages send only `cursorPaging`.
 *
 * @group Types
 */
export interface CategoryCursorQuery {
  filter?: QueryFilter;
  sort?: Sorting[];
  cursorPaging?: CursorPaging;
}

/**
 * `POST /categories/v1/categories/query`.
 *
 * @group Types
 */
export interface QueryCategoriesRequest {
  query?: CategoryCursorQuery;
  treeReference: TreeReference;
  /** Hidden categories too (default `false`). */
  returnNonVisibleCategories?: boolean;
  fields?: CategoryField[];
}

/**
 * The answer of a categories query or search.
 *
 * @group Types
 * @example
 * ```ts
 * import type { QueryCategoriesResponse } from '@storefront-kit/wire/categories';
 * const slugs = (answer: QueryCategoriesResponse) => answer.categories.map((c) => c.slug);
 * ```
 */
export interface QueryCategoriesResponse {
  categories: Category[];
  pagingMetadata: PagingMetadata;
}

/**
 * Free-text search of a search or count: the `expression`, the fields it looks in (`name`, `description`).
 *
 * @group Types
 */
export interface SearchDetails {
  mode?: SearchMode;
  expression?: string | null;
  fields?: string[];
  fuzzy?: boolean;
}

/**
 * The `search` of `POST /categories/v1/categories/search`.
 *
 * @group Types
 */
export interface CategorySearch {
  filter?: QueryFilter;
  sort?: Sorting[];
  search?: SearchDetails;
  cursorPaging?: CursorPaging;
  aggregations?: Record<string, unknown>[];
  timeZone?: string | null;
}

/**
 * `POST /categories/v1/categories/search`.
 *
 * @group Types
 */
export interface SearchCategoriesRequest {
  search?: CategorySearch;
  treeReference: TreeReference;
  returnNonVisibleCategories?: boolean;
  fields?: CategoryField[];
}

/**
 * The answer of a categories search.
 *
 * @group Types
 */
export interface SearchCategoriesResponse extends QueryCategoriesResponse {
  aggregationData?: Record<string, unknown>;
}

/**
 * `POST /categories/v1/categories/count`.
 *
 * @group Types
 */
export interface CountCategoriesRequest {
  filter?: QueryFilter;
  search?: SearchDetails;
  treeReference: TreeReference;
  returnNonVisibleCategories?: boolean;
}

/**
 * The answer of a categories count.
 *
 * @group Types
 */
export interface CountCategoriesResponse {
  count: number;
}

/**
 * `GET /categories/v1/categories/{categoryId}/list-items` (flat query parameters).
 *
 * @group Types
 */
export interface ListItemsInCategoryRequest {
  treeReference: TreeReference;
  /** The merchant's arranged items first, in their order (default `false`: newest first). */
  useCategoryArrangement?: boolean;
  includeItemsFromSubcategories?: boolean;
  /** `limit` 1..100. */
  cursorPaging?: CursorPaging;
}

/**
 * The items of a category, one page.
 *
 * @group Types
 * @example
 * ```ts
 * import type { ListItemsInCategoryResponse } from '@storefront-kit/wire/categories';
 * const productIds = (answer: ListItemsInCategoryResponse) => answer.items.map((i) => i.catalogItemId);
 * ```
 */
export interface ListItemsInCategoryResponse {
  items: ItemReference[];
  pagingMetadata: PagingMetadata;
}

/**
 * `GET /categories/v1/categories/list-categories-for-item` (flat query parameters).
 *
 * @group Types
 */
export interface ListCategoriesForItemRequest {
  item: ItemReference;
  treeReference: TreeReference;
}

/**
 * The categories of one item: those holding it directly, and those plus their ancestors.
 *
 * @group Types
 */
export interface ListCategoriesForItemResponse {
  directCategoryIds: string[];
  allCategoryIds: string[];
}

/**
 * `list-categories-for-items`: up to 100 items (a JSON body: items cannot travel as flat parameters).
 *
 * @group Types
 */
export interface ListCategoriesForItemsRequest {
  items: ItemReference[];
  treeReference: TreeReference;
}

/**
 * The categories of each item of a `list-categories-for-items` request, in its order.
 *
 * @group Types
 */
export interface ListCategoriesForItemsResponse {
  categoriesForItems: { item: ItemReference; directCategoryIds: string[]; indirectCategoryIds: string[] }[];
}

/**
 * `GET /categories/v1/categories/list-trees`.
 *
 * @group Types
 */
export interface ListTreesResponse {
  trees: TreeReference[];
}
