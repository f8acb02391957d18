/** Request and answer bodies of the merchant's category writes, moves, item changes and bulk calls. */
import type { Category, CategoryField, ItemReference, TreeReference } from './category';

/**
 * Where a moved category goes among its new siblings: first, last, or after `moveAfterCategoryId`.
 *
 * @group Constants
 */
export const MOVE_POSITIONS = ['FIRST', 'LAST', 'AFTER'] as const;
/**
 * One of {@link MOVE_POSITIONS}.
 *
 * @group Types
 */
export type MovePosition = (typeof MOVE_POSITIONS)[number];

/**
 * `POST /categories/v1/categories` (`category.name` required, no `id`).
 *
 * @group Types
 */
export interface CreateCategoryRequest {
  category: Category;
  treeReference: TreeReference;
  fields?: CategoryField[];
}

/**
 * `PATCH /categories/v1/categories/{category.id}`: the changed fields with `id` and the current `revision`.
 *
 * @group Types
 */
export interface UpdateCategoryRequest {
  category: Category & { id: string; revision: string };
  treeReference: TreeReference;
  fields?: CategoryField[];
}

/**
 * `POST /categories/v1/categories/{categoryId}/move`.
 *
 * @group Types
 */
export interface MoveCategoryRequest {
  categoryId: string;
  treeReference: TreeReference;
  /** The new parent; left out or `null`: top level. */
  parentCategoryId?: string | null;
  position: MovePosition;
  /** With `AFTER`: the sibling to follow. */
  moveAfterCategoryId?: string | null;
}

/**
 * The answer of a move: the parent and its children's ids in their new order.
 *
 * @group Types
 */
export interface MoveCategoryResponse {
  parentCategoryId?: string | null;
  categoriesAfterMove: string[];
}

/**
 * `PATCH /categories/v1/categories/visibility`.
 *
 * @group Types
 */
export interface UpdateCategoryVisibilityRequest {
  categoryId: string;
  visible: boolean;
  treeReference: TreeReference;
  revision: string | null;
  fields?: CategoryField[];
}

/**
 * The outcome of one entry of a bulk call, by its index in the request.
 *
 * @group Types
 */
export interface CategoryBulkItemMetadata {
  id?: string | null;
  originalIndex: number;
  success: boolean;
  error?: { code: string; description: string; data?: Record<string, unknown> };
}

/**
 * Counts of a bulk call's outcomes.
 *
 * @group Types
 */
export interface CategoryBulkActionMetadata {
  totalSuccesses: number;
  totalFailures: number;
  undetailedFailures: number;
}

/**
 * `POST /categories/v1/bulk/categories/update`: each entry a category with `id` and `revision`, and
 * optionally the comma-separated fields to change (`fieldMask`).
 *
 * @group Types
 */
export interface BulkUpdateCategoriesRequest {
  categories: { category: Category & { id: string; revision: string }; fieldMask?: string }[];
  treeReference: TreeReference;
  returnEntity?: boolean;
  fields?: CategoryField[];
}

/**
 * `POST /categories/v1/bulk/categories/show`: makes categories visible.
 *
 * @group Types
 */
export interface BulkShowCategoriesRequest {
  categoryIds: string[];
  treeReference: TreeReference;
  returnEntity?: boolean;
  fields?: CategoryField[];
}

/**
 * The answer of a bulk update or show: per category its outcome (and the category with `returnEntity`).
 *
 * @group Types
 * @example
 * ```ts
 * import type { BulkCategoriesResponse } from '@storefront-kit/wire/categories';
 * const failed = (answer: BulkCategoriesResponse) => answer.results.filter((r) => !r.itemMetadata.success);
 * ```
 */
export interface BulkCategoriesResponse {
  results: { itemMetadata: CategoryBulkItemMetadata; category?: Category }[];
  bulkActionMetadata: CategoryBulkActionMetadata;
}

/**
 * `POST /categories/v1/bulk/categories/{categoryId}/add-items` and `…/remove-items`.
 *
 * @group Types
 */
export interface BulkItemsToCategoryRequest {
  categoryId: string;
  items: ItemReference[];
  treeReference: TreeReference;
}

/**
 * The answer of adding or removing items: per item its outcome.
 *
 * @group Types
 */
export interface BulkItemsToCategoryResponse {
  results: { itemMetadata: Omit<CategoryBulkItemMetadata, 'id'> & { item: ItemReference } }[];
  bulkActionMetadata: CategoryBulkActionMetadata;
}

/**
 * `POST /categories/v1/bulk/categories/add-item`, `…/remove-item` and `…/set-item-categories`.
 *
 * @group Types
 */
export interface BulkItemToCategoriesRequest {
  item: ItemReference;
  categoryIds: string[];
  treeReference: TreeReference;
}

/**
 * The answer of adding an item to categories or removing it: per category its outcome (`id` = the category).
 *
 * @group Types
 */
export interface BulkItemToCategoriesResponse {
  results: { itemMetadata: CategoryBulkItemMetadata }[];
  bulkActionMetadata: CategoryBulkActionMetadata;
}

/**
 * The answer of `set-item-categories`: the categories the item was added to and removed from.
 *
 * @group Types
 */
export interface BulkSetItemCategoriesResponse {
  addResults: { itemMetadata: CategoryBulkItemMetadata }[];
  removeResults: { itemMetadata: CategoryBulkItemMetadata }[];
  bulkActionMetadata: CategoryBulkActionMetadata;
}

/**
 * `POST /categories/v1/categories/{categoryId}/set-arranged-items`: at most 100 items, in display order.
 *
 * @group Types
 */
export interface SetArrangedItemsRequest {
  categoryId: string;
  treeReference: TreeReference;
  items?: ItemReference[];
}

/**
 * The arranged items of a category (set or get).
 *
 * @group Types
 */
export interface ArrangedItemsResponse {
  items: ItemReference[];
}
