/**
 * The namespace object for `createClient({ modules: { categories } })`; member names follow the
 * platform's SDK (`@wix/categories`' `categories` module).
 */
import {
  bulkAddItemsToCategory,
  bulkAddItemToCategories,
  bulkRemoveItemFromCategories,
  bulkRemoveItemsFromCategory,
  bulkSetItemCategories,
  bulkShowCategories,
  bulkUpdateCategories,
} from './bulk';
import { countCategories, queryCategories, searchCategories } from './query';
import { getArrangedItems, getCategory, getCategoryBySlug, listCategoriesForItem, listCategoriesForItems, listItemsInCategory, listTrees } from './reads';
import { createCategory, deleteCategory, moveCategory, setArrangedItems, updateCategory, updateCategoryVisibility } from './writes';

/**
 * Every categories call, bound to a client by `createClient({ modules: { categories } })`.
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { categories } from '@storefront-kit/categories';
 * const client = createClient({ modules: { categories } });
 * const { items } = await client.categories.queryCategories().eq('visible', true).find();
 * const { category } = await client.categories.getCategoryBySlug('sale');
 * ```
 */
export const categories = {
  getCategory,
  getCategoryBySlug,
  queryCategories,
  searchCategories,
  countCategories,
  listItemsInCategory,
  listCategoriesForItem,
  listCategoriesForItems,
  listTrees,
  getArrangedItems,
  createCategory,
  updateCategory,
  deleteCategory,
  moveCategory,
  updateCategoryVisibility,
  setArrangedItems,
  bulkUpdateCategories,
  bulkShowCategories,
  bulkAddItemsToCategory,
  bulkRemoveItemsFromCategory,
  bulkAddItemToCategories,
  bulkRemoveItemFromCategories,
  bulkSetItemCategories,
};
