/** Collection writes: create, update, delete, and which products a collection holds. */
import type { Collection } from '@storefront-kit/wire/catalogue';
import { PlatformError } from '../../core/platform-error';
import * as events from '../events';
import { ALL_PRODUCTS_COLLECTION_ID } from '../ids';
import { slugify } from '../normalize';
import { collectionNotFound, invalid, mustCollection, type WriteEnv } from './env';

function checkProductIds(env: WriteEnv, productIds: string[]): void {
  const violations = productIds.flatMap((pid, i) =>
    env.store.product(pid) ? [] : [{ field: `productIds[${i}]`, description: `product ${pid} not found`, violatedRule: 'VALIDATION' }],
  );
  if (violations.length > 0) throw PlatformError.validation(violations);
}

/** `POST /stores/v1/collections/{id}/productIds`. */
export function addProductsToCollection(env: WriteEnv, collectionId: string, productIds: string[]): void {
  mustCollection(env, collectionId);
  checkProductIds(env, productIds);
  const added: string[] = [];
  for (const pid of new Set(productIds)) {
    const product = env.store.mutableProduct(pid)!;
    if (product.collectionIds?.includes(collectionId)) continue;
    product.collectionIds = [...(product.collectionIds ?? []), collectionId];
    product.lastUpdated = new Date(env.now()).toISOString();
    added.push(pid);
  }
  if (added.length > 0) env.emit(events.collectionChanged(collectionId, { changedFields: ['productIds'], productsAdded: added }));
}

/** `POST /stores/v1/collections/{id}/productIds/delete`. */
export function removeProductsFromCollection(env: WriteEnv, collectionId: string, productIds: string[]): void {
  mustCollection(env, collectionId);
  if (collectionId === ALL_PRODUCTS_COLLECTION_ID) throw invalid('id', 'products cannot be removed from the All Products collection');
  checkProductIds(env, productIds);
  const removed: string[] = [];
  for (const pid of new Set(productIds)) {
    const product = env.store.mutableProduct(pid)!;
    if (!product.collectionIds?.includes(collectionId)) continue;
    product.collectionIds = product.collectionIds.filter((c) => c !== collectionId);
    product.lastUpdated = new Date(env.now()).toISOString();
    removed.push(pid);
  }
  if (removed.length > 0) env.emit(events.collectionChanged(collectionId, { changedFields: ['productIds'], productsRemoved: removed }));
}

function uniqueCollectionSlug(env: WriteEnv, base: string, exceptId?: string): string {
  let slug = base;
  for (let i = 2; ; i++) {
    const other = env.store.collectionBySlug(slug);
    if (!other || other.id === exceptId) return slug;
    slug = `${base}-${i}`;
  }
}

/** `POST /stores/v1/collections`: name is required. */
export function createCollection(env: WriteEnv, input: Collection): Collection {
  if (!input.name?.trim()) throw PlatformError.validation([{ field: 'collection.name', description: 'is required', violatedRule: 'REQUIRED_FIELD' }]);
  const id = env.newId();
  const collection: Collection = {
    id,
    name: input.name,
    slug: uniqueCollectionSlug(env, slugify(input.slug ?? input.name)),
    visible: input.visible ?? true,
    description: input.description ?? '',
    media: structuredClone(input.media ?? { items: [] }),
  };
  env.store.putCollection(collection);
  env.emit(events.collectionCreated(collection));
  return collection;
}

/** `PATCH /stores/v1/collections/{id}`. */
export function updateCollection(env: WriteEnv, id: string, input: Collection): Collection {
  if (input.id !== undefined && input.id !== id) throw invalid('collection.id', 'does not match the path id');
  const current = mustCollection(env, id);
  const next = structuredClone(current);
  const changed: string[] = [];
  if (input.name !== undefined) {
    if (!input.name.trim()) throw invalid('collection.name', 'must not be empty');
    next.name = input.name;
    changed.push('name');
  }
  if (input.slug !== undefined) {
    const slug = slugify(input.slug);
    const other = env.store.collectionBySlug(slug);
    if (other && other.id !== id) throw invalid('collection.slug', `slug ${slug} is already taken`);
    next.slug = slug;
    changed.push('slug');
  }
  if (input.visible !== undefined) {
    next.visible = input.visible;
    changed.push('visible');
  }
  if (input.description !== undefined) {
    next.description = input.description;
    changed.push('description');
  }
  if (input.media !== undefined) {
    next.media = structuredClone(input.media);
    changed.push('media');
  }
  env.store.putCollection(next);
  if (changed.length > 0) env.emit(events.collectionChanged(id, { changedFields: changed }));
  return next;
}

/** `DELETE /stores/v1/collections/{id}` (not the All Products collection). */
export function deleteCollection(env: WriteEnv, id: string): void {
  if (id === ALL_PRODUCTS_COLLECTION_ID) throw invalid('id', 'the All Products collection cannot be deleted');
  if (!env.store.deleteCollection(id)) throw collectionNotFound(id);
  env.emit(events.collectionDeleted(id));
}
