/**
 * The items of categories: listing (newest first, or the merchant's arrangement first), the categories
 * of items, adding and removing items (one category, many items; one item, many categories) and the
 * arrangement. "All Products" is managed by the stores app: item calls on it are refused.
 */
import type { ItemReference, ListItemsInCategoryRequest } from '@storefront-kit/wire/categories';
import { MAX_CATEGORY_ITEMS_LIMIT } from '@storefront-kit/wire/categories';
import { openPage, type CursorMetadata } from '../catalogue/paging';
import { refuse, requireCategory } from './request';
import { itemKey, type CategoryTree, type StoredCategory } from './tree';

/** Item calls on a category another app manages are refused. */
export function requireUnmanaged(category: StoredCategory): void {
  if (category.managingAppId) {
    throw refuse('MANAGED_CATEGORY_OPERATION_NOT_ALLOWED', `Category ${category.id} is managed by app ${category.managingAppId}: its items cannot be changed`);
  }
}

/** The items of a category in listing order, each once (subcategories' items after its own, in tree order). */
function orderedItems(tree: CategoryTree, categoryId: string, request: ListItemsInCategoryRequest): ItemReference[] {
  const ids = [categoryId, ...(request.includeItemsFromSubcategories ? tree.descendants(categoryId) : [])];
  const head = request.useCategoryArrangement ? tree.arranged(categoryId) : [];
  const seen = new Set<string>();
  const out: ItemReference[] = [];
  for (const item of [...head, ...ids.flatMap((id) => tree.items(id))]) {
    const key = itemKey(item);
    if (!seen.has(key)) out.push(item), seen.add(key);
  }
  return out;
}

/** `GET /categories/v1/categories/{categoryId}/list-items`: cursor pages of at most 100 (default 100). */
export function listItemsInCategory(tree: CategoryTree, categoryId: string, request: ListItemsInCategoryRequest) {
  requireCategory(tree, categoryId);
  const scope = `categories-items:${categoryId}:${request.useCategoryArrangement === true}:${request.includeItemsFromSubcategories === true}`;
  const { offset, limit, metadata } = openPage({ cursorPaging: { ...request.cursorPaging } }, scope, MAX_CATEGORY_ITEMS_LIMIT);
  const all = orderedItems(tree, categoryId, request);
  const items = all.slice(offset, offset + limit);
  const { count, cursors, hasNext } = metadata(items.length, all.length) as CursorMetadata;
  return { items, pagingMetadata: { count, cursors, hasNext } };
}

/** The direct categories of an item and their ancestors (ancestors not direct themselves). */
function categoriesFor(tree: CategoryTree, item: ItemReference): { direct: string[]; indirect: string[] } {
  const direct = tree.categoriesOf(item);
  const indirect = [...new Set(direct.flatMap((id) => tree.ancestors(id).map((a) => a.id)))].filter((id) => !direct.includes(id));
  return { direct, indirect };
}

/** `list-categories-for-item`: direct categories, and all (direct first, then their other ancestors). */
export function listCategoriesForItem(tree: CategoryTree, item: ItemReference) {
  const { direct, indirect } = categoriesFor(tree, item);
  return { directCategoryIds: direct, allCategoryIds: [...direct, ...indirect] };
}

/** `list-categories-for-items`: per item, in the request's order. */
export function listCategoriesForItems(tree: CategoryTree, items: ItemReference[]) {
  return {
    categoriesForItems: items.map((item) => {
      const { direct, indirect } = categoriesFor(tree, item);
      return { item: { catalogItemId: item.catalogItemId, appId: item.appId }, directCategoryIds: direct, indirectCategoryIds: indirect };
    }),
  };
}

/** `set-arranged-items`: every item must be in the category (else 400 `ITEM_NOT_IN_CATEGORY`); managed categories too. */
export function setArrangedItems(tree: CategoryTree, categoryId: string, items: ItemReference[]): { items: ItemReference[] } {
  requireCategory(tree, categoryId);
  const missing = items.find((item) => !tree.hasItem(categoryId, item));
  if (missing) throw refuse('ITEM_NOT_IN_CATEGORY', `Item ${missing.catalogItemId} is not in category ${categoryId}`);
  tree.setArranged(categoryId, items);
  return { items: tree.arranged(categoryId) };
}
