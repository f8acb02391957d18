/**
 * What Catalog V3 keeps beside the shared catalogue store: each product's `revision` (1 until a V3
 * update), the compare-at prices V3 writes set per variant (the V1 model has one product discount), and
 * the V3-only fields a write set: `handle` (on create) and `visibleInPos`.
 */
import { STORES_APP_ID } from '@storefront-kit/wire/categories';
import type { CatalogueStore } from '../catalogue/store';
import type { CategoryTree } from '../categories/tree';
import type { ViewEnv } from './view';

/** The V3-only state of one store. */
export interface V3State {
  revisions: Map<string, number>;
  /** Product id -> variant id -> compare-at price. */
  compareAt: Map<string, Map<string, number>>;
  /** Product id -> the `handle` its create sent. */
  handles: Map<string, string>;
  /** Product id -> the `visibleInPos` a write sent. */
  visibleInPos: Map<string, boolean>;
  /** The categories service's tree, when the emulator runs it: where products' categories are read. */
  categoryTree?: () => CategoryTree | undefined;
}

const states = new WeakMap<CatalogueStore, V3State>();

/** The V3 state of `store` (a new store, after a reset, starts empty). */
export function v3StateOf(store: CatalogueStore): V3State {
  let state = states.get(store);
  if (!state) {
    state = { revisions: new Map(), compareAt: new Map(), handles: new Map(), visibleInPos: new Map() };
    states.set(store, state);
  }
  return state;
}

/**
 * Reads `store`'s products' categories from the categories service's `tree` (its items, as the merchant's
 * category calls change them) instead of the catalogue's collections; answers `store`.
 */
export function withCategoryTree(store: CatalogueStore, tree: () => CategoryTree | undefined): CatalogueStore {
  v3StateOf(store).categoryTree = tree;
  return store;
}

/** A product's categories in `tree`: the direct ones, and all (each direct one with its ancestors, once). */
function categoriesIn(tree: CategoryTree, productId: string): { direct: string[]; all: string[] } {
  const direct = tree.categoriesOf({ catalogItemId: productId, appId: STORES_APP_ID });
  const all = new Set<string>();
  for (const id of direct) for (const category of [...tree.ancestors(id), tree.get(id)!]) all.add(category.id);
  return { direct, all: [...all] };
}

/** What `v3Product` needs to view `store`'s products. */
export function viewEnv(store: CatalogueStore): ViewEnv {
  const { revisions, compareAt, handles, visibleInPos, categoryTree } = v3StateOf(store);
  const tree = categoryTree?.();
  return {
    baseUrl: store.baseUrl,
    collection: (id) => store.collection(id),
    categoriesOf: (productId) => (tree ? categoriesIn(tree, productId) : undefined),
    breadcrumbsOf: (categoryId) => {
      const category = tree?.get(categoryId);
      if (!tree || !category) return undefined;
      return [...tree.ancestors(categoryId), category].map((c) => ({ categoryId: c.id, categoryName: c.name, categorySlug: c.slug }));
    },
    revision: (id) => revisions.get(id) ?? 1,
    compareAt: (productId, variantId) => compareAt.get(productId)?.get(variantId),
    handle: (id) => handles.get(id),
    visibleInPos: (id) => visibleInPos.get(id),
  };
}
