/** The merchant's category writes: create, update, delete, move, visibility, and the arrangement of items. */
import { invalid, requireEntity, requireId, requireObject, type RequestClient } from '@storefront-kit/http-core';
import {
  CATEGORY_TEXT_LIMITS,
  MAX_CATEGORY_BULK_SIZE,
  MOVE_POSITIONS,
  type ArrangedItemsResponse,
  type Category,
  type GetCategoryResponse,
  type ItemReference,
  type MoveCategoryResponse,
  type MovePosition,
} from '@storefront-kit/wire/categories';
import { CREATE_CATEGORY, DELETE_CATEGORY, MOVE_CATEGORY, SET_ARRANGED_ITEMS, UPDATE_CATEGORY, UPDATE_VISIBILITY } from './endpoints';
import type { CategoryReadOptions, TreeOptions } from './options';
import { fieldsOf, itemOf, revisionOf, treeOf } from './validate';

/** A category as a write sends it: a name within its limit, no control characters in the texts. */
export function categoryOf(category: Category, field: string): Category {
  requireObject(category, field);
  for (const key of ['name', 'description', 'slug'] as const) {
    const value = category[key];
    if (value !== undefined && value !== null && (typeof value !== 'string' || !value.trim() || value.length > CATEGORY_TEXT_LIMITS[key])) {
      invalid(`${field}.${key}`, `must be a non-blank string of at most ${CATEGORY_TEXT_LIMITS[key]} characters`);
    }
  }
  return { ...category };
}

const entityOf = async (answer: Promise<GetCategoryResponse>): Promise<Category> => (await requireEntity(answer, 'category')).category;

/**
 * Creates a category (`POST /categories/v1/categories`), merchants only. Leave out `id`; the slug comes
 * from the name when left out; `parentCategory.id` places it under a parent (last among its children).
 *
 * @param client - a merchant client (API key)
 * @param category - the category: `name` required
 * @param options - `fields`, `treeReference`, `signal`, `timeoutMs`
 * @returns the created category itself (the official SDK unwraps it)
 * @throws {ValidationError} a missing or too long name, a bad tree reference, before any request
 * @throws {HttpError} 409 `DUPLICATE_SLUG`, 400 `PARENT_CATEGORY_NOT_IN_TREE`, 401/403 without merchant credentials
 *
 * @group Writes
 * @example
 * ```ts
 * import { createCategory } from '@storefront-kit/categories';
 * const tees = await createCategory(merchant, { name: 'Tees', parentCategory: { id: 'apparel-category-id' } });
 * declare const merchant: import('@storefront-kit/http-core').Client;
 * ```
 */
export async function createCategory(client: RequestClient, category: Category, options: CategoryReadOptions = {}): Promise<Category> {
  const checked = categoryOf(category, 'category');
  if (!checked.name) invalid('category.name', 'must be a non-blank string');
  const { signal, timeoutMs } = options;
  return entityOf(
    client.request<GetCategoryResponse>(CREATE_CATEGORY, {
      body: { category: checked, treeReference: treeOf(options), fields: fieldsOf(options) },
      signal,
      timeoutMs,
    }),
  );
}

/**
 * Updates a category (`PATCH /categories/v1/categories/{id}`) at its current `revision`, merchants only.
 * Only the fields sent change; `visible` and the parent have their own calls.
 *
 * @param client - a merchant client (API key)
 * @param categoryId - the category id
 * @param category - the changed fields and the current `revision`
 * @param options - `fields`, `treeReference`, `signal`, `timeoutMs`
 * @returns the updated category itself (the official SDK unwraps it)
 * @throws {ValidationError} a blank id, a missing revision, a bad field, before any request
 * @throws {HttpError} 409 on a stale revision or a slug in use, 404 `CATEGORY_NOT_FOUND`
 *
 * @group Writes
 * @example
 * ```ts
 * import { getCategory, updateCategory } from '@storefront-kit/categories';
 * const { revision } = await getCategory(merchant, 'category-id');
 * await updateCategory(merchant, 'category-id', { name: 'Summer', revision: revision! });
 * declare const merchant: import('@storefront-kit/http-core').Client;
 * ```
 */
export async function updateCategory(
  client: RequestClient,
  categoryId: string,
  category: Category & { revision: string },
  options: CategoryReadOptions = {},
): Promise<Category> {
  const id = requireId(categoryId, 'categoryId');
  const checked = { ...categoryOf(category, 'category'), id, revision: revisionOf(category.revision, 'category.revision') };
  const { signal, timeoutMs } = options;
  const body = { category: checked, treeReference: treeOf(options), fields: fieldsOf(options) };
  return entityOf(client.request<GetCategoryResponse>(UPDATE_CATEGORY, { params: { categoryId: id }, body, signal, timeoutMs }));
}

/**
 * Deletes a category and its subcategories (`DELETE /categories/v1/categories/{id}`), merchants only.
 *
 * @param client - a merchant client (API key)
 * @param categoryId - the category id
 * @param options - `treeReference`, `signal`, `timeoutMs`
 * @returns nothing: the platform answers `{}`
 * @throws {ValidationError} a blank id or a bad tree reference, before any request
 * @throws {HttpError} 404 `CATEGORY_NOT_FOUND`, 400 `MANAGED_CATEGORY_OPERATION_NOT_ALLOWED`
 *
 * @group Writes
 * @example
 * ```ts
 * import { deleteCategory } from '@storefront-kit/categories';
 * await deleteCategory(merchant, 'category-id');
 * declare const merchant: import('@storefront-kit/http-core').Client;
 * ```
 */
export async function deleteCategory(client: RequestClient, categoryId: string, options: TreeOptions = {}): Promise<void> {
  const id = requireId(categoryId, 'categoryId');
  const { signal, timeoutMs } = options;
  await client.request(DELETE_CATEGORY, { params: { categoryId: id }, query: { categoryId: id, treeReference: treeOf(options) }, signal, timeoutMs });
}

/**
 * Where {@link moveCategory} puts the category.
 *
 * @group Options
 */
export interface MoveCategoryOptions extends TreeOptions {
  /** The new parent; left out or `null`: the top level. */
  parentCategoryId?: string | null;
  /** `FIRST`, `LAST`, or `AFTER` the sibling `moveAfterCategoryId`. */
  position: MovePosition;
  moveAfterCategoryId?: string | null;
}

/**
 * Moves a category under a parent, first, last or after a sibling (`POST /categories/v1/categories/{id}/move`), merchants only.
 *
 * @param client - a merchant client (API key)
 * @param categoryId - the category to move
 * @param options - `position`, `parentCategoryId`, `moveAfterCategoryId`, `treeReference`, `signal`, `timeoutMs`
 * @returns `{ parentCategoryId, categoriesAfterMove }`: the parent's children in their new order
 * @throws {ValidationError} a bad id or position, `AFTER` without `moveAfterCategoryId`, before any request
 * @throws {HttpError} 400 `TREE_CYCLE_DETECTED`, `AFTER_CATEGORY_NOT_IN_PARENT`, `CATEGORY_DEPTH_LIMIT_EXCEEDED`
 *
 * @group Writes
 * @example
 * ```ts
 * import { moveCategory } from '@storefront-kit/categories';
 * await moveCategory(merchant, 'tees-id', { parentCategoryId: 'apparel-id', position: 'FIRST' });
 * declare const merchant: import('@storefront-kit/http-core').Client;
 * ```
 */
export async function moveCategory(client: RequestClient, categoryId: string, options: MoveCategoryOptions): Promise<MoveCategoryResponse> {
  const id = requireId(categoryId, 'categoryId');
  const { position, parentCategoryId, moveAfterCategoryId, signal, timeoutMs } = requireObject(options, 'options');
  if (!MOVE_POSITIONS.includes(position)) invalid('position', `must be one of ${MOVE_POSITIONS.join(', ')}`);
  if (parentCategoryId !== undefined && parentCategoryId !== null) requireId(parentCategoryId, 'parentCategoryId');
  if (position === 'AFTER') requireId(moveAfterCategoryId, 'moveAfterCategoryId');
  const body = { categoryId: id, treeReference: treeOf(options), parentCategoryId, position, moveAfterCategoryId };
  return client.request<MoveCategoryResponse>(MOVE_CATEGORY, { params: { categoryId: id }, body, signal, timeoutMs });
}

/**
 * What {@link updateCategoryVisibility} sets.
 *
 * @group Options
 */
export interface UpdateCategoryVisibilityOptions extends CategoryReadOptions {
  visible: boolean;
  /** The category's current revision. */
  revision: string;
}

/**
 * Shows or hides a category (`PATCH /categories/v1/categories/visibility`), merchants only. Hiding hides
 * its subcategories; showing fails under a hidden ancestor.
 *
 * @param client - a merchant client (API key)
 * @param categoryId - the category id
 * @param options - `visible`, `revision`, `fields`, `treeReference`, `signal`, `timeoutMs`
 * @returns `{ category }`, the whole answer (as the official SDK)
 * @throws {ValidationError} a blank id, a non-boolean `visible`, a bad revision, before any request
 * @throws {HttpError} 400 `PARENT_CATEGORY_HIDDEN`, 409 on a stale revision
 *
 * @group Writes
 * @example
 * ```ts
 * import { updateCategoryVisibility } from '@storefront-kit/categories';
 * const { category } = await updateCategoryVisibility(merchant, 'category-id', { visible: false, revision: '3' });
 * declare const merchant: import('@storefront-kit/http-core').Client;
 * ```
 */
export async function updateCategoryVisibility(
  client: RequestClient,
  categoryId: string,
  options: UpdateCategoryVisibilityOptions,
): Promise<GetCategoryResponse> {
  const id = requireId(categoryId, 'categoryId');
  const { visible, revision, signal, timeoutMs } = requireObject(options, 'options');
  if (typeof visible !== 'boolean') invalid('visible', 'must be a boolean');
  const body = { categoryId: id, visible, treeReference: treeOf(options), revision: revisionOf(revision, 'revision'), fields: fieldsOf(options) };
  return requireEntity(client.request<GetCategoryResponse>(UPDATE_VISIBILITY, { body, signal, timeoutMs }), 'category');
}

/**
 * Sets the merchant's arrangement of a category's items (`POST /categories/v1/categories/{id}/set-arranged-items`):
 * these items first, in this order, when items are listed with `useCategoryArrangement`. At most 100; an
 * empty list clears it. Merchants only.
 *
 * @param client - a merchant client (API key)
 * @param categoryId - the category id
 * @param items - items of the category, in display order
 * @param options - `treeReference`, `signal`, `timeoutMs`
 * @returns `{ items }`, the arrangement now
 * @throws {ValidationError} a blank id, more than 100 items, a bad item, before any request
 * @throws {HttpError} 400 `ITEM_NOT_IN_CATEGORY`
 *
 * @group Writes
 * @example
 * ```ts
 * import { setArrangedItems, storeProduct } from '@storefront-kit/categories';
 * await setArrangedItems(merchant, 'category-id', ['bestseller-id', 'new-id'].map(storeProduct));
 * declare const merchant: import('@storefront-kit/http-core').Client;
 * ```
 */
export async function setArrangedItems(
  client: RequestClient,
  categoryId: string,
  items: ItemReference[],
  options: TreeOptions = {},
): Promise<ArrangedItemsResponse> {
  const id = requireId(categoryId, 'categoryId');
  if (!Array.isArray(items) || items.length > MAX_CATEGORY_BULK_SIZE) invalid('items', `must be a list of at most ${MAX_CATEGORY_BULK_SIZE} items`);
  const { signal, timeoutMs } = options;
  const body = { categoryId: id, treeReference: treeOf(options), items: items.map((item, i) => itemOf(item, `items[${i}]`)) };
  return client.request<ArrangedItemsResponse>(SET_ARRANGED_ITEMS, { params: { categoryId: id }, body, signal, timeoutMs });
}
