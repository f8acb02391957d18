/** What every catalogue write shares: its surroundings, its errors, and the lookups that 404. */
import type { Collection, Product } from '@storefront-kit/wire/catalogue';
import type { EmulatorEvent } from '../../core/events';
import { PlatformError } from '../../core/platform-error';
import { ALL_PRODUCTS_COLLECTION_ID } from '../ids';
import { normalizeProduct } from '../normalize';
import type { CatalogueStore } from '../store';

/** What a write needs from its surroundings. */
export interface WriteEnv {
  store: CatalogueStore;
  /** Epoch milliseconds. */
  now(): number;
  newId(): string;
  emit(event: EmulatorEvent): void;
}

/** A 400 validation error for one field. */
export function invalid(field: string, description: string): PlatformError {
  return PlatformError.validation([{ field, description, violatedRule: 'VALIDATION' }]);
}

/** 404 for an unknown product. */
export function productNotFound(id: string): PlatformError {
  return PlatformError.notFound(`Product with id ${id} not found`, 'PRODUCT_NOT_FOUND');
}

/** 404 for an unknown collection. */
export function collectionNotFound(id: string): PlatformError {
  return PlatformError.notFound(`Collection with id ${id} not found`, 'COLLECTION_NOT_FOUND');
}

/** The stored product (mutable), else 404. */
export function mustProduct(env: WriteEnv, id: string): Product {
  const product = env.store.mutableProduct(id);
  if (!product) throw productNotFound(id);
  return product;
}

/** Stamps `lastUpdated` and recomputes the derived fields. */
export function touch(env: WriteEnv, product: Product): void {
  product.lastUpdated = new Date(env.now()).toISOString();
  normalizeProduct(product, env.store.baseUrl);
}

/** `base`, or `base-2`, `base-3`, ... when another product has it. */
export function uniqueProductSlug(env: WriteEnv, base: string, exceptId?: string): string {
  let slug = base;
  for (let i = 2; env.store.productSlugTaken(slug, exceptId); i++) slug = `${base}-${i}`;
  return slug;
}

/** Ids for the variants a rebuild creates. */
export function newVariantIds(env: WriteEnv): (index: number) => string {
  return () => env.newId();
}

/** The stored collection, else 404. */
export function mustCollection(env: WriteEnv, id: string): Collection {
  const collection = env.store.collection(id);
  if (!collection) throw collectionNotFound(id);
  return collection;
}

/**
 * A new product named `name`, every other field at its empty value (no options, untracked stock, in
 * All Products): what a create starts from. `slug` is left out when not given (the write sets it).
 */
export function blankProduct(env: WriteEnv, name: string, slug?: string): Product {
  const now = new Date(env.now()).toISOString();
  return {
    id: env.newId(),
    name,
    ...(slug !== undefined ? { slug } : {}),
    visible: true,
    productType: 'physical',
    description: '',
    stock: { trackInventory: false },
    priceData: { currency: 'USD', price: 0 },
    additionalInfoSections: [],
    media: { items: [] },
    customTextFields: [],
    manageVariants: false,
    productOptions: [],
    numericId: env.store.nextNumericId(),
    inventoryItemId: env.newId(),
    discount: { type: 'NONE', value: 0 },
    collectionIds: [ALL_PRODUCTS_COLLECTION_ID],
    createdDate: now,
    lastUpdated: now,
    seoData: { tags: [] },
  };
}
