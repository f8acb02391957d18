/**
 * The merchant's category writes: create, update (revision checked), delete (with the subtree), move,
 * and visibility (hiding cascades to subcategories; showing needs visible ancestors).
 */
import { MAX_CATEGORY_ANCESTORS, type Category, type MovePosition } from '@storefront-kit/wire/categories';
import { PlatformError } from '../core/platform-error';
import { slugify } from '../catalogue/normalize';
import { refuse, requireCategory } from './request';
import { requireUnmanaged } from './items';
import type { CategoryTree, StoredCategory } from './tree';

/** What a write needs besides the tree: the clock and fresh ids. */
export interface CategoryWriteEnv {
  tree: CategoryTree;
  now: () => number;
  newId: () => string;
}

/** The fields a create or update copies as sent. */
const COPIED = ['description', 'image', 'seoData', 'richContentDescription', 'managingAppId', 'extendedFields'] as const;

function uniqueSlug(tree: CategoryTree, slug: string, exceptId?: string): string {
  const taken = tree.bySlug(slug);
  if (taken && taken.id !== exceptId) throw PlatformError.application(409, 'DUPLICATE_SLUG', `A category with slug ${slug} already exists`);
  return slug;
}

function requireVisibleAncestors(tree: CategoryTree, parentId: string | null): void {
  if (parentId !== null && [...tree.ancestors(parentId), tree.get(parentId)!].some((a) => !a.visible)) {
    throw refuse('PARENT_CATEGORY_HIDDEN', `Category ${parentId} or one of its ancestors is hidden`);
  }
}

function requireParent(tree: CategoryTree, parentId: string | null | undefined, subtreeHeight = 0): string | null {
  if (parentId === undefined || parentId === null || parentId === '') return null;
  if (!tree.get(parentId)) throw refuse('PARENT_CATEGORY_NOT_IN_TREE', `Parent category ${parentId} is not in the tree`);
  if (tree.ancestors(parentId).length + 1 + subtreeHeight > MAX_CATEGORY_ANCESTORS) {
    throw refuse('CATEGORY_DEPTH_LIMIT_EXCEEDED', `A category may have at most ${MAX_CATEGORY_ANCESTORS} ancestors`);
  }
  return parentId;
}

const revisionConflict = (category: StoredCategory) =>
  PlatformError.application(409, 'REVISION_MISMATCH', `Category ${category.id} is at revision ${category.revision}`);

/** An update must send the category's current revision (else 409 `REVISION_MISMATCH`). */
export function checkRevision(category: StoredCategory, revision: string | null | undefined): void {
  if (revision !== category.revision) throw revisionConflict(category);
}

/** After a change: the next revision and the update date. */
export function bump(env: CategoryWriteEnv, category: StoredCategory): void {
  category.revision = String(Number(category.revision) + 1);
  category.updatedDate = new Date(env.now()).toISOString();
}

/** Creates a category as the last child of its parent; `visible` defaults to true. */
export function createCategory(env: CategoryWriteEnv, input: Category): StoredCategory {
  const { tree } = env;
  if (input.id) throw refuse('ID_NOT_ALLOWED_IN_REQUEST', 'A new category must not carry an id');
  if (!input.name) throw PlatformError.validation([{ field: 'category.name', description: 'must not be empty', violatedRule: 'REQUIRED_FIELD' }]);
  const parentId = requireParent(tree, input.parentCategory?.id);
  const visible = input.visible !== false;
  if (visible) requireVisibleAncestors(tree, parentId);
  const date = new Date(env.now()).toISOString();
  const category: StoredCategory = {
    id: env.newId(),
    revision: '1',
    createdDate: date,
    updatedDate: date,
    name: input.name,
    slug: uniqueSlug(tree, slugify(input.slug ?? input.name)),
    visible,
  };
  for (const key of COPIED) if (input[key] !== undefined && input[key] !== null) Object.assign(category, { [key]: structuredClone(input[key]) });
  tree.add(category, parentId);
  return category;
}

/**
 * Applies the sent fields of `input` to a category (`fields`: only those); `visible` and the parent are
 * changed only by their own calls and are ignored here.
 */
export function applyUpdate(env: CategoryWriteEnv, category: StoredCategory, input: Category, fields?: string[]): void {
  const sent = (key: string) => (input as Record<string, unknown>)[key] !== undefined && (!fields || fields.includes(key));
  if (sent('name')) category.name = input.name!;
  if (sent('slug')) category.slug = uniqueSlug(env.tree, slugify(input.slug!), category.id);
  for (const key of COPIED) if (sent(key)) Object.assign(category, { [key]: structuredClone(input[key]) ?? undefined });
}

/** `PATCH /categories/v1/categories/{id}`: the sent fields, at the sent revision. */
export function updateCategory(env: CategoryWriteEnv, id: string, input: Category & { revision: string }): StoredCategory {
  const category = requireCategory(env.tree, id);
  if (input.id && input.id !== id) throw refuse('ID_MISMATCH', `category.id ${input.id} is not the category ${id} of the path`);
  checkRevision(category, input.revision);
  applyUpdate(env, category, input);
  bump(env, category);
  return category;
}

/** Deletes a category and its subcategories; a managed category is refused. */
export function deleteCategory(env: CategoryWriteEnv, id: string): void {
  requireUnmanaged(requireCategory(env.tree, id));
  env.tree.remove(id);
}

/** Moves a category under a parent (none: top level), first, last or after a sibling. */
export function moveCategory(
  env: CategoryWriteEnv,
  id: string,
  to: { parentCategoryId?: string | null; position: MovePosition; moveAfterCategoryId?: string | null },
) {
  const { tree } = env;
  requireCategory(tree, id);
  const parentId = to.parentCategoryId || null;
  if (parentId !== null && (parentId === id || tree.descendants(id).includes(parentId)))
    throw refuse('TREE_CYCLE_DETECTED', `Category ${id} cannot move under itself`);
  requireParent(tree, parentId, tree.height(id));
  const siblings = tree.childrenOf(parentId).filter((s) => s !== id);
  let index = to.position === 'FIRST' ? 0 : siblings.length;
  if (to.position === 'AFTER') {
    if (!to.moveAfterCategoryId) throw refuse('MISSING_AFTER_CATEGORY', 'position AFTER needs moveAfterCategoryId');
    const after = siblings.indexOf(to.moveAfterCategoryId);
    if (after < 0) throw refuse('AFTER_CATEGORY_NOT_IN_PARENT', `Category ${to.moveAfterCategoryId} is not a child of ${parentId ?? 'the top level'}`);
    index = after + 1;
  }
  tree.move(id, parentId, index);
  return { parentCategoryId: parentId, categoriesAfterMove: [...tree.childrenOf(parentId)] };
}

/** Shows or hides a category (at its revision when one is given); hiding hides its subcategories too. */
export function setVisibility(env: CategoryWriteEnv, id: string, visible: boolean, revision: string | null | undefined): StoredCategory {
  const { tree } = env;
  const category = requireCategory(tree, id);
  if (revision !== null && revision !== undefined) checkRevision(category, revision);
  if (visible) requireVisibleAncestors(tree, tree.parentOf(id));
  category.visible = visible;
  bump(env, category);
  if (!visible) for (const child of tree.descendants(id)) tree.get(child)!.visible = false;
  return category;
}
