/** A stored category as an answer shows it: derived fields added, optional fields only when asked for. */
import { STORES_APP_NAMESPACE, type Category, type CategoryField } from '@storefront-kit/wire/categories';
import type { CategoryTree, StoredCategory } from './tree';

/** The store tree's reference as answers carry it. */
export const STORES_TREE = { appNamespace: STORES_APP_NAMESPACE } as const;

/** The category `id` as a read answers it, with the requested `fields`. */
export function categoryView(tree: CategoryTree, category: StoredCategory, fields: readonly CategoryField[] = []): Category {
  const { description, richContentDescription, ...own } = category;
  const parentId = tree.parentOf(category.id);
  const view: Category = {
    ...structuredClone(own),
    itemCounter: tree.itemCount(category.id),
    ...(parentId !== null ? { parentCategory: { id: parentId, index: tree.childrenOf(parentId).indexOf(category.id) } } : {}),
    treeReference: { ...STORES_TREE },
  };
  if (fields.includes('DESCRIPTION') && description !== undefined) view.description = description;
  if (fields.includes('RICH_CONTENT_DESCRIPTION') && richContentDescription !== undefined)
    view.richContentDescription = structuredClone(richContentDescription);
  if (fields.includes('BREADCRUMBS_INFO')) {
    view.breadcrumbsInfo = {
      breadcrumbs: tree.ancestors(category.id).map((a) => ({ categoryId: a.id, categoryName: a.name, categorySlug: a.slug })),
    };
  }
  return view;
}
