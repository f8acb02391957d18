/**
 * `@storefront-kit/categories`: the store's category tree (categories, their items, the categories of
 * items) and the merchant's category writes and bulk calls. Standalone functions take the client first
 * and their options last; the `categories` namespace binds them with `createClient({ modules })`. Every
 * call defaults to the store's tree, `{ appNamespace: '@wix/stores' }`. zod schemas are on the
 * `./schemas` subpath (this entry never loads zod).
 *
 * @packageDocumentation
 */
export type { Breadcrumb, Category, CategoryField, CategoryImage, ItemReference, ParentCategory, TreeReference } from '@storefront-kit/wire/categories';
export type { CursorPaging, PagingMetadata, QueryFilter, Sorting, SortOrder } from '@storefront-kit/wire/categories';
export type {
  ArrangedItemsResponse,
  BulkCategoriesResponse,
  BulkItemsToCategoryResponse,
  BulkItemToCategoriesResponse,
  BulkSetItemCategoriesResponse,
  CategoryBulkActionMetadata,
  CategoryBulkItemMetadata,
  CategoryCursorQuery,
  CategorySearch,
  CountCategoriesResponse,
  GetCategoryResponse,
  ListCategoriesForItemResponse,
  ListCategoriesForItemsResponse,
  ListItemsInCategoryResponse,
  ListTreesResponse,
  MoveCategoryResponse,
  MovePosition,
  QueryCategoriesResponse,
  SearchCategoriesResponse,
  SearchDetails,
  SearchMode,
} from '@storefront-kit/wire/categories';
export {
  CATEGORY_FIELDS,
  CATEGORY_TEXT_LIMITS,
  MAX_CATEGORY_BULK_SIZE,
  MAX_CATEGORY_ITEMS_LIMIT,
  MAX_CATEGORY_QUERY_LIMIT,
  MAX_ITEMS_ADDED_AT_ONCE,
  MOVE_POSITIONS,
  SEARCH_MODES,
  STORES_APP_ID,
  STORES_APP_NAMESPACE,
} from '@storefront-kit/wire/categories';
export type { CallOptions } from '@storefront-kit/http-core';
export { STORES_TREE_REFERENCE } from './options';
export type { CategoryReadOptions, TreeOptions } from './options';
export { storeProduct } from './items';
export { getArrangedItems, getCategory, getCategoryBySlug, listCategoriesForItem, listCategoriesForItems, listItemsInCategory, listTrees } from './reads';
export type { ListItemsInCategoryOptions } from './reads';
export { countCategories, queryCategories, searchCategories } from './query';
export type { CategoriesQueryBuilder, CategoryQueryField, CategorySortField, CountCategoriesOptions, QueryCategoriesOptions } from './query';
export { createCategory, deleteCategory, moveCategory, setArrangedItems, updateCategory, updateCategoryVisibility } from './writes';
export type { MoveCategoryOptions, UpdateCategoryVisibilityOptions } from './writes';
export {
  bulkAddItemsToCategory,
  bulkAddItemToCategories,
  bulkRemoveItemFromCategories,
  bulkRemoveItemsFromCategory,
  bulkSetItemCategories,
  bulkShowCategories,
  bulkUpdateCategories,
} from './bulk';
export type { BulkCategoryOptions, MaskedCategory } from './bulk';
export { categories } from './namespaces';
