/**
 * `@storefront-kit/wire/categories`: wire types, value lists and limits of the categories service (the
 * store's category tree, its items, the merchant's writes and bulk calls). Free of zod; the schemas are in
 * `@storefront-kit/wire/categories/schemas`.
 *
 * @packageDocumentation
 */
export { CATEGORY_FIELDS, STORES_APP_ID, STORES_APP_NAMESPACE } from './categories/types/category';
export type { Breadcrumb, Category, CategoryField, CategoryImage, ItemReference, ParentCategory, TreeReference } from './categories/types/category';
export type { CursorPaging, PagingMetadata, QueryFilter, Sorting, SortOrder } from './catalogue/types/query';
export {
  CATEGORY_TEXT_LIMITS,
  MAX_CATEGORY_ANCESTORS,
  MAX_CATEGORY_BULK_SIZE,
  MAX_CATEGORY_ITEMS_LIMIT,
  MAX_CATEGORY_QUERY_LIMIT,
  MAX_ITEMS_ADDED_AT_ONCE,
} from './categories/types/limits';
export { SEARCH_MODES } from './categories/types/reads';
export type {
  CategoryCursorQuery,
  CategorySearch,
  CountCategoriesRequest,
  CountCategoriesResponse,
  GetCategoryRequest,
  GetCategoryResponse,
  ListCategoriesForItemRequest,
  ListCategoriesForItemResponse,
  ListCategoriesForItemsRequest,
  ListCategoriesForItemsResponse,
  ListItemsInCategoryRequest,
  ListItemsInCategoryResponse,
  ListTreesResponse,
  QueryCategoriesRequest,
  QueryCategoriesResponse,
  SearchCategoriesRequest,
  SearchCategoriesResponse,
  SearchDetails,
  SearchMode,
} from './categories/types/reads';
export { MOVE_POSITIONS } from './categories/types/writes';
export type {
  ArrangedItemsResponse,
  BulkCategoriesResponse,
  BulkItemsToCategoryRequest,
  BulkItemsToCategoryResponse,
  BulkItemToCategoriesRequest,
  BulkItemToCategoriesResponse,
  BulkSetItemCategoriesResponse,
  BulkShowCategoriesRequest,
  BulkUpdateCategoriesRequest,
  CategoryBulkActionMetadata,
  CategoryBulkItemMetadata,
  CreateCategoryRequest,
  MoveCategoryRequest,
  MoveCategoryResponse,
  MovePosition,
  SetArrangedItemsRequest,
  UpdateCategoryRequest,
  UpdateCategoryVisibilityRequest,
} from './categories/types/writes';
