/** The merchant's bulk calls: update and show categories, add and remove items, set an item's categories. */
import { requireId, requireList, requireObject, type RequestClient } from '@storefront-kit/http-core';
import {
  MAX_CATEGORY_BULK_SIZE,
  MAX_ITEMS_ADDED_AT_ONCE,
  type BulkCategoriesResponse,
  type BulkItemsToCategoryResponse,
  type BulkItemToCategoriesResponse,
  type BulkSetItemCategoriesResponse,
  type Category,
  type ItemReference,
} from '@storefront-kit/wire/categories';
import { BULK_ADD_ITEM, BULK_ADD_ITEMS, BULK_REMOVE_ITEM, BULK_REMOVE_ITEMS, BULK_SET_ITEM_CATEGORIES, BULK_SHOW, BULK_UPDATE } from './endpoints';
import type { CategoryReadOptions, TreeOptions } from './options';
import { fieldsOf, idsOf, itemOf, itemsOf, revisionOf, treeOf } from './validate';
import { categoryOf } from './writes';

/**
 * Options of the bulk category calls: `returnEntity` adds each changed category to its result.
 *
 * @group Options
 */
export interface BulkCategoryOptions extends CategoryReadOptions {
  returnEntity?: boolean;
}

/**
 * One entry of {@link bulkUpdateCategories}: the category (with `id` and current `revision`) and, optionally,
 * the only fields to change.
 *
 * @group Writes
 */
export interface MaskedCategory {
  category: Category & { id: string; revision: string };
  /** Field names; sent comma-joined, as the official SDK does. */
  fieldMask?: string[];
}

/**
 * Updates up to 100 categories, each at its revision (`POST /categories/v1/bulk/categories/update`), merchants only.
 *
 * @param client - a merchant client (API key)
 * @param categories - 1..100 entries
 * @param options - `returnEntity`, `fields`, `treeReference`, `signal`, `timeoutMs`
 * @returns `{ results, bulkActionMetadata }`: per entry `itemMetadata { id, originalIndex, success, error? }`
 * @throws {ValidationError} an empty or too long list, an entry without id or revision, before any request
 *
 * @group Writes
 * @example
 * ```ts
 * import { bulkUpdateCategories } from '@storefront-kit/categories';
 * const { bulkActionMetadata } = await bulkUpdateCategories(merchant, [{ category: { id: 'c1', revision: '2', name: 'Tops' }, fieldMask: ['name'] }]);
 * declare const merchant: import('@storefront-kit/http-core').Client;
 * ```
 */
export async function bulkUpdateCategories(
  client: RequestClient,
  categories: MaskedCategory[],
  options: BulkCategoryOptions = {},
): Promise<BulkCategoriesResponse> {
  const entries = requireList(categories, 'categories', MAX_CATEGORY_BULK_SIZE, requireObject).map(({ category, fieldMask }, i) => {
    const field = `categories[${i}].category`;
    requireObject(category, field);
    const checked = { ...categoryOf(category, field), id: requireId(category.id, `${field}.id`), revision: revisionOf(category.revision, `${field}.revision`) };
    return { category: checked, ...(fieldMask ? { fieldMask: fieldMask.join(',') } : {}) };
  });
  const { signal, timeoutMs, returnEntity } = options;
  return client.request<BulkCategoriesResponse>(BULK_UPDATE, {
    body: { categories: entries, treeReference: treeOf(options), returnEntity, fields: fieldsOf(options) },
    signal,
    timeoutMs,
  });
}

/**
 * Makes up to 100 categories visible (`POST /categories/v1/bulk/categories/show`), merchants only; a
 * category under a hidden ancestor fails alone (`PARENT_CATEGORY_HIDDEN`).
 *
 * @param client - a merchant client (API key)
 * @param categoryIds - 1..100 category ids
 * @param options - `returnEntity`, `fields`, `treeReference`, `signal`, `timeoutMs`
 * @returns `{ results, bulkActionMetadata }`
 * @throws {ValidationError} an empty or too long list, a blank id, before any request
 *
 * @group Writes
 * @example
 * ```ts
 * import { bulkShowCategories } from '@storefront-kit/categories';
 * await bulkShowCategories(merchant, ['c1', 'c2']);
 * declare const merchant: import('@storefront-kit/http-core').Client;
 * ```
 */
export async function bulkShowCategories(client: RequestClient, categoryIds: string[], options: BulkCategoryOptions = {}): Promise<BulkCategoriesResponse> {
  const { signal, timeoutMs, returnEntity } = options;
  const body = {
    categoryIds: idsOf(categoryIds, 'categoryIds', MAX_CATEGORY_BULK_SIZE),
    treeReference: treeOf(options),
    returnEntity,
    fields: fieldsOf(options),
  };
  return client.request<BulkCategoriesResponse>(BULK_SHOW, { body, signal, timeoutMs });
}

function itemsToCategory(
  client: RequestClient,
  add: boolean,
  categoryId: string,
  items: ItemReference[],
  options: TreeOptions,
): Promise<BulkItemsToCategoryResponse> {
  const id = requireId(categoryId, 'categoryId');
  const { signal, timeoutMs } = options;
  const body = { categoryId: id, items: itemsOf(items, 'items', add ? MAX_ITEMS_ADDED_AT_ONCE : MAX_CATEGORY_BULK_SIZE), treeReference: treeOf(options) };
  return client.request<BulkItemsToCategoryResponse>(add ? BULK_ADD_ITEMS : BULK_REMOVE_ITEMS, { params: { categoryId: id }, body, signal, timeoutMs });
}

/**
 * Adds up to 1000 items to a category (`POST /categories/v1/bulk/categories/{id}/add-items`), merchants
 * only. Added items list first (newest first).
 *
 * @param client - a merchant client (API key)
 * @param categoryId - the category id
 * @param items - 1..1000 items, e.g. `productIds.map(storeProduct)`
 * @param options - `treeReference`, `signal`, `timeoutMs`
 * @returns `{ results, bulkActionMetadata }`: per item `itemMetadata { item, originalIndex, success, error? }`
 * @throws {ValidationError} an empty or too long list, a bad item, before any request
 * @throws {HttpError} 404 `CATEGORY_NOT_FOUND`, 400 `MANAGED_CATEGORY_OPERATION_NOT_ALLOWED`
 *
 * @group Writes
 * @example
 * ```ts
 * import { bulkAddItemsToCategory, storeProduct } from '@storefront-kit/categories';
 * await bulkAddItemsToCategory(merchant, 'category-id', ['p1', 'p2'].map(storeProduct));
 * declare const merchant: import('@storefront-kit/http-core').Client;
 * ```
 */
export async function bulkAddItemsToCategory(
  client: RequestClient,
  categoryId: string,
  items: ItemReference[],
  options: TreeOptions = {},
): Promise<BulkItemsToCategoryResponse> {
  return itemsToCategory(client, true, categoryId, items, options);
}

/**
 * Removes up to 100 items from a category (`POST /categories/v1/bulk/categories/{id}/remove-items`), merchants only.
 *
 * @param client - a merchant client (API key)
 * @param categoryId - the category id
 * @param items - 1..100 items
 * @param options - `treeReference`, `signal`, `timeoutMs`
 * @returns `{ results, bulkActionMetadata }`
 * @throws {ValidationError} an empty or too long list, a bad item, before any request
 * @throws {HttpError} 404 `CATEGORY_NOT_FOUND`, 400 `MANAGED_CATEGORY_OPERATION_NOT_ALLOWED`
 *
 * @group Writes
 * @example
 * ```ts
 * import { bulkRemoveItemsFromCategory, storeProduct } from '@storefront-kit/categories';
 * await bulkRemoveItemsFromCategory(merchant, 'category-id', [storeProduct('p1')]);
 * declare const merchant: import('@storefront-kit/http-core').Client;
 * ```
 */
export async function bulkRemoveItemsFromCategory(
  client: RequestClient,
  categoryId: string,
  items: ItemReference[],
  options: TreeOptions = {},
): Promise<BulkItemsToCategoryResponse> {
  return itemsToCategory(client, false, categoryId, items, options);
}

type ItemToCategoriesCall = typeof BULK_ADD_ITEM | typeof BULK_REMOVE_ITEM | typeof BULK_SET_ITEM_CATEGORIES;

function itemToCategories<T>(
  client: RequestClient,
  endpoint: ItemToCategoriesCall,
  item: ItemReference,
  categoryIds: string[],
  options: TreeOptions,
  empty = false,
): Promise<T> {
  const { signal, timeoutMs } = options;
  const ids = empty && Array.isArray(categoryIds) && categoryIds.length === 0 ? [] : idsOf(categoryIds, 'categoryIds', MAX_CATEGORY_BULK_SIZE);
  return client.request<T>(endpoint, { body: { item: itemOf(item, 'item'), categoryIds: ids, treeReference: treeOf(options) }, signal, timeoutMs });
}

/**
 * Adds one item to up to 100 categories (`POST /categories/v1/bulk/categories/add-item`), merchants only.
 * The official SDK takes `categoryIds` inside its options; here it is the third argument.
 *
 * @param client - a merchant client (API key)
 * @param item - the item, e.g. `storeProduct(productId)`
 * @param categoryIds - 1..100 category ids
 * @param options - `treeReference`, `signal`, `timeoutMs`
 * @returns `{ results, bulkActionMetadata }`: per category `itemMetadata { id, originalIndex, success, error? }`
 * @throws {ValidationError} a bad item, an empty or too long list, before any request
 *
 * @group Writes
 * @example
 * ```ts
 * import { bulkAddItemToCategories, storeProduct } from '@storefront-kit/categories';
 * await bulkAddItemToCategories(merchant, storeProduct('p1'), ['sale-id', 'new-id']);
 * declare const merchant: import('@storefront-kit/http-core').Client;
 * ```
 */
export async function bulkAddItemToCategories(
  client: RequestClient,
  item: ItemReference,
  categoryIds: string[],
  options: TreeOptions = {},
): Promise<BulkItemToCategoriesResponse> {
  return itemToCategories(client, BULK_ADD_ITEM, item, categoryIds, options);
}

/**
 * Removes one item from up to 100 categories (`POST /categories/v1/bulk/categories/remove-item`), merchants only.
 *
 * @param client - a merchant client (API key)
 * @param item - the item
 * @param categoryIds - 1..100 category ids
 * @param options - `treeReference`, `signal`, `timeoutMs`
 * @returns `{ results, bulkActionMetadata }`
 * @throws {ValidationError} a bad item, an empty or too long list, before any request
 *
 * @group Writes
 * @example
 * ```ts
 * import { bulkRemoveItemFromCategories, storeProduct } from '@storefront-kit/categories';
 * await bulkRemoveItemFromCategories(merchant, storeProduct('p1'), ['sale-id']);
 * declare const merchant: import('@storefront-kit/http-core').Client;
 * ```
 */
export async function bulkRemoveItemFromCategories(
  client: RequestClient,
  item: ItemReference,
  categoryIds: string[],
  options: TreeOptions = {},
): Promise<BulkItemToCategoriesResponse> {
  return itemToCategories(client, BULK_REMOVE_ITEM, item, categoryIds, options);
}

/**
 * Sets the categories of one item (`POST /categories/v1/bulk/categories/set-item-categories`): it is added
 * to the listed ones it is not in and removed from the others (categories managed by an app aside).
 * Merchants only; an empty list removes it from every category it can leave.
 *
 * @param client - a merchant client (API key)
 * @param item - the item
 * @param categoryIds - 0..100 category ids
 * @param options - `treeReference`, `signal`, `timeoutMs`
 * @returns `{ addResults, removeResults, bulkActionMetadata }`
 * @throws {ValidationError} a bad item or id, more than 100 ids, before any request
 *
 * @group Writes
 * @example
 * ```ts
 * import { bulkSetItemCategories, storeProduct } from '@storefront-kit/categories';
 * await bulkSetItemCategories(merchant, storeProduct('p1'), ['apparel-id']);
 * declare const merchant: import('@storefront-kit/http-core').Client;
 * ```
 */
export async function bulkSetItemCategories(
  client: RequestClient,
  item: ItemReference,
  categoryIds: string[],
  options: TreeOptions = {},
): Promise<BulkSetItemCategoriesResponse> {
  return itemToCategories(client, BULK_SET_ITEM_CATEGORIES, item, categoryIds, options, true);
}
