/**
 * The bulk calls: each entry succeeds or fails alone, with the platform's per-entry error
 * (`itemMetadata.error {code, description}`), and the counts in `bulkActionMetadata`.
 */
import type { BulkUpdateCategoriesRequest, Category, CategoryBulkItemMetadata, CategoryField, ItemReference } from '@storefront-kit/wire/categories';
import { PlatformError } from '../core/platform-error';
import { requireUnmanaged } from './items';
import { categoryNotFound, requireCategory } from './request';
import { categoryView as view } from './view';
import { applyUpdate, bump, checkRevision, setVisibility, type CategoryWriteEnv } from './writes';

/** The outcome of one entry: `run()` returning normally is a success; a PlatformError is its error. */
function outcome(originalIndex: number, id: string | undefined, run: () => void): CategoryBulkItemMetadata {
  try {
    run();
    return { ...(id !== undefined ? { id } : {}), originalIndex, success: true };
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const details = (error.body.details as { applicationError?: { code: string; description: string } } | undefined)?.applicationError;
    return {
      ...(id !== undefined ? { id } : {}),
      originalIndex,
      success: false,
      error: { code: details?.code ?? 'INVALID_ARGUMENT', description: details?.description ?? error.message },
    };
  }
}

function metadata(outcomes: { success: boolean }[]) {
  const totalSuccesses = outcomes.filter((o) => o.success).length;
  return { totalSuccesses, totalFailures: outcomes.length - totalSuccesses, undetailedFailures: 0 };
}

function categoryResults(env: CategoryWriteEnv, outcomes: CategoryBulkItemMetadata[], returnEntity: boolean | undefined, fields: CategoryField[] | undefined) {
  return {
    results: outcomes.map((itemMetadata) => {
      const category = itemMetadata.success && returnEntity ? env.tree.get(itemMetadata.id!) : undefined;
      return { itemMetadata, ...(category ? { category: view(env.tree, category, fields) } : {}) };
    }),
    bulkActionMetadata: metadata(outcomes),
  };
}

/** `bulk/categories/update`: each entry at its revision, only the `fieldMask` fields when one is sent. */
export function bulkUpdateCategories(env: CategoryWriteEnv, request: BulkUpdateCategoriesRequest) {
  const outcomes = request.categories.map(({ category: input, fieldMask }, i) =>
    outcome(i, input.id, () => {
      const category = requireCategory(env.tree, input.id);
      checkRevision(category, input.revision);
      applyUpdate(env, category, input as Category, fieldMask ? fieldMask.split(',').map((f) => f.trim()) : undefined);
      bump(env, category);
    }),
  );
  return categoryResults(env, outcomes, request.returnEntity, request.fields);
}

/** `bulk/categories/show`: makes each category visible (its ancestors must be). */
export function bulkShowCategories(env: CategoryWriteEnv, categoryIds: string[], returnEntity?: boolean, fields?: CategoryField[]) {
  const outcomes = categoryIds.map((id, i) => outcome(i, id, () => void setVisibility(env, id, true, undefined)));
  return categoryResults(env, outcomes, returnEntity, fields);
}

/** `bulk/categories/{id}/add-items` or `…/remove-items`: per item. */
export function bulkItemsToCategory(env: CategoryWriteEnv, categoryId: string, items: ItemReference[], add: boolean) {
  requireUnmanaged(requireCategory(env.tree, categoryId));
  const outcomes = items.map((item, i) => ({
    item: { catalogItemId: item.catalogItemId, appId: item.appId },
    ...outcome(i, undefined, () => void (add ? env.tree.addItem(categoryId, item) : env.tree.removeItem(categoryId, item))),
  }));
  return { results: outcomes.map((itemMetadata) => ({ itemMetadata })), bulkActionMetadata: metadata(outcomes) };
}

function changeMembership(env: CategoryWriteEnv, item: ItemReference, categoryId: string, add: boolean): void {
  const category = env.tree.get(categoryId);
  if (!category) throw categoryNotFound(categoryId);
  requireUnmanaged(category);
  if (add) env.tree.addItem(categoryId, item);
  else env.tree.removeItem(categoryId, item);
}

/** `bulk/categories/add-item` or `…/remove-item`: one item, per category. */
export function bulkItemToCategories(env: CategoryWriteEnv, item: ItemReference, categoryIds: string[], add: boolean) {
  const outcomes = categoryIds.map((id, i) => outcome(i, id, () => changeMembership(env, item, id, add)));
  return { results: outcomes.map((itemMetadata) => ({ itemMetadata })), bulkActionMetadata: metadata(outcomes) };
}

/** `bulk/categories/set-item-categories`: the item ends up in exactly `categoryIds` (managed categories aside). */
export function bulkSetItemCategories(env: CategoryWriteEnv, item: ItemReference, categoryIds: string[]) {
  const current = env.tree.categoriesOf(item).filter((id) => !env.tree.get(id)!.managingAppId);
  const toAdd = categoryIds.filter((id) => !current.includes(id));
  const toRemove = current.filter((id) => !categoryIds.includes(id));
  const added = toAdd.map((id, i) => outcome(i, id, () => changeMembership(env, item, id, true)));
  const removed = toRemove.map((id, i) => outcome(i, id, () => changeMembership(env, item, id, false)));
  return {
    addResults: added.map((itemMetadata) => ({ itemMetadata })),
    removeResults: removed.map((itemMetadata) => ({ itemMetadata })),
    bulkActionMetadata: metadata([...added, ...removed]),
  };
}
