/** What Catalog V3 keeps beside the shared catalogue store: each product's `revision` (1 until a V3 update). */
import type { CatalogueStore } from '../catalogue/store';
import type { ViewEnv } from './view';

const revisions = new WeakMap<CatalogueStore, Map<string, number>>();

/** The revisions of `store`'s products (a new store, after a reset, starts them again at 1). */
export function revisionsOf(store: CatalogueStore): Map<string, number> {
  let map = revisions.get(store);
  if (!map) revisions.set(store, (map = new Map()));
  return map;
}

/** What `v3Product` needs to view `store`'s products. */
export function viewEnv(store: CatalogueStore): ViewEnv {
  const map = revisionsOf(store);
  return { baseUrl: store.baseUrl, collection: (id) => store.collection(id), revision: (id) => map.get(id) ?? 1 };
}
