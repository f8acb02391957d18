/**
 * What Catalog V3 keeps beside the shared catalogue store: each product's `revision` (1 until a V3
 * update), the compare-at prices V3 writes set per variant (the V1 model has one product discount), and
 * the V3-only fields a write set: `handle` (on create) and `visibleInPos`.
 */
import type { CatalogueStore } from '../catalogue/store';
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

/** What `v3Product` needs to view `store`'s products. */
export function viewEnv(store: CatalogueStore): ViewEnv {
  const { revisions, compareAt, handles, visibleInPos } = v3StateOf(store);
  return {
    baseUrl: store.baseUrl,
    collection: (id) => store.collection(id),
    revision: (id) => revisions.get(id) ?? 1,
    compareAt: (productId, variantId) => compareAt.get(productId)?.get(variantId),
    handle: (id) => handles.get(id),
    visibleInPos: (id) => visibleInPos.get(id),
  };
}
