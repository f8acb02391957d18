/**
 * The merchant's catalogue writes (spec section 7 "Catalogue write") as plain functions over the store.
 * Each one validates its input against the current state, changes it, recomputes derived fields and
 * emits the matching catalogue events through `env.emit`.
 */
import type {
  ChangedVariant,
  Collection,
  MediaAssignmentToChoice,
  MediaDataForWrite,
  MediaItem,
  Product,
  ProductVariant,
  VariantOverride,
} from '@storefront-kit/stores-catalogue';
import { PlatformError, type EmulatorEvent } from '../context';
import { matchingVariants, normalizeSelection } from './availability';
import * as events from './events';
import { ALL_PRODUCTS_COLLECTION_ID } from './ids';
import { imageItem } from './media';
import { normalizeProduct, rebuildVariants, setBaseValues, slugify } from './normalize';
import type { CatalogueStore } from './store';

/** What a write needs from its surroundings. */
export interface WriteEnv {
  store: CatalogueStore;
  /** Epoch milliseconds. */
  now(): number;
  newId(): string;
  emit(event: EmulatorEvent): void;
}

function invalid(field: string, description: string): PlatformError {
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

function mustProduct(env: WriteEnv, id: string): Product {
  const product = env.store.mutableProduct(id);
  if (!product) throw productNotFound(id);
  return product;
}

function touch(env: WriteEnv, product: Product): void {
  product.lastUpdated = new Date(env.now()).toISOString();
  normalizeProduct(product, env.store.baseUrl);
}

function uniqueProductSlug(env: WriteEnv, base: string, exceptId?: string): string {
  let slug = base;
  for (let i = 2; env.store.productSlugTaken(slug, exceptId); i++) slug = `${base}-${i}`;
  return slug;
}

function newVariantIds(env: WriteEnv): (index: number) => string {
  return () => env.newId();
}

/** Applies the writable fields of `input` to `product`; returns the names of the fields it changed. */
function applyProductFields(env: WriteEnv, product: Product, input: Product, field: string): string[] {
  const changed: string[] = [];
  const set = <K extends keyof Product>(key: K, value: Product[K] | undefined) => {
    if (value === undefined) return;
    product[key] = structuredClone(value);
    changed.push(key);
  };
  if (input.name !== undefined) {
    if (input.name.trim() === '') throw invalid(`${field}.name`, 'must not be empty');
    set('name', input.name);
  }
  if (input.slug !== undefined) {
    const slug = slugify(input.slug);
    if (env.store.productSlugTaken(slug, product.id)) throw invalid(`${field}.slug`, `slug ${slug} is already taken`);
    set('slug', slug);
  }
  set('visible', input.visible);
  set('productType', input.productType);
  set('description', input.description);
  set('sku', input.sku);
  set('discount', input.discount);
  set('ribbon', input.ribbon);
  set('brand', input.brand);
  set('additionalInfoSections', input.additionalInfoSections);
  set('customTextFields', input.customTextFields);
  set('seoData', input.seoData);
  set('pricePerUnitData', input.pricePerUnitData);
  if (input.priceData?.currency !== undefined && input.priceData.currency !== (product.priceData?.currency ?? 'USD')) {
    throw invalid(`${field}.priceData.currency`, 'the store currency is USD');
  }
  const price = input.priceData?.price ?? input.price?.price;
  const base = { price, cost: input.costAndProfitData?.itemCost, weight: input.weight };
  if (base.price !== undefined && (!Number.isFinite(base.price) || base.price < 0)) throw invalid(`${field}.priceData.price`, 'must be a finite number >= 0');
  if (base.cost !== undefined && (!Number.isFinite(base.cost) || base.cost < 0)) throw invalid(`${field}.costAndProfitData.itemCost`, 'must be a finite number >= 0');
  if (base.weight !== undefined && (!Number.isFinite(base.weight) || base.weight < 0)) throw invalid(`${field}.weight`, 'must be a finite number >= 0');
  setBaseValues(product, base);
  if (base.price !== undefined) changed.push('priceData');
  if (base.cost !== undefined) changed.push('costAndProfitData');
  if (base.weight !== undefined) changed.push('weight');
  if (input.manageVariants !== undefined) set('manageVariants', input.manageVariants);
  if (input.productOptions !== undefined) {
    const names = new Set<string>();
    input.productOptions.forEach((o, i) => {
      if (!o.name) throw invalid(`${field}.productOptions[${i}].name`, 'is required');
      if (names.has(o.name)) throw invalid(`${field}.productOptions[${i}].name`, `duplicate option ${o.name}`);
      names.add(o.name);
      if (!o.choices || o.choices.length === 0) throw invalid(`${field}.productOptions[${i}].choices`, 'at least one choice is required');
    });
    product.productOptions = input.productOptions.map((o) => ({
      optionType: o.optionType ?? 'drop_down',
      name: o.name,
      choices: (o.choices ?? []).map((c) => ({ value: c.value ?? c.description, description: c.description ?? c.value, media: structuredClone(c.media ?? { items: [] }) })),
    }));
    rebuildVariants(product, newVariantIds(env));
    changed.push('productOptions', 'variants');
  }
  if (input.stock !== undefined) {
    const stock = input.stock;
    if (stock.trackInventory !== undefined) product.stock = { ...product.stock, trackInventory: stock.trackInventory };
    for (const v of product.variants ?? []) {
      if (stock.quantity !== undefined) v.stock = { ...v.stock, quantity: stock.quantity };
      if (stock.inStock !== undefined) v.stock = { ...v.stock, inStock: stock.inStock };
    }
    changed.push('stock');
  }
  return changed;
}

/** `POST /stores/v1/products`: name and `priceData.price` are required; the slug is derived from the name when absent. */
export function createProduct(env: WriteEnv, input: Product): Product {
  const violations = [];
  if (!input.name?.trim()) violations.push({ field: 'product.name', description: 'is required', violatedRule: 'REQUIRED_FIELD' });
  if ((input.priceData?.price ?? input.price?.price) === undefined) {
    violations.push({ field: 'product.priceData.price', description: 'is required', violatedRule: 'REQUIRED_FIELD' });
  }
  if (violations.length > 0) throw PlatformError.validation(violations);
  const now = new Date(env.now()).toISOString();
  const product: Product = {
    id: env.newId(),
    name: input.name,
    slug: uniqueProductSlug(env, slugify(input.slug ?? input.name!)),
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
  rebuildVariants(product, newVariantIds(env));
  applyProductFields(env, product, { ...input, slug: undefined, name: undefined }, 'product');
  touch(env, product);
  env.store.putProduct(product);
  env.emit(events.productCreated(product));
  return product;
}

/** `PATCH /stores/v1/products/{id}`: merges the given fields. */
export function updateProduct(env: WriteEnv, id: string, input: Product): Product {
  if (input.id !== undefined && input.id !== id) throw invalid('product.id', 'does not match the path id');
  const product = mustProduct(env, id);
  const draft = structuredClone(product);
  const changed = applyProductFields(env, draft, input, 'product');
  touch(env, draft);
  env.store.putProduct(draft);
  if (changed.length > 0) env.emit(events.productChanged(id, changed));
  if (changed.includes('variants') || changed.includes('priceData') || changed.includes('costAndProfitData') || changed.includes('weight')) {
    env.emit(events.variantsChanged(id, (draft.variants ?? []).map((v) => ({ variantId: v.id!, choices: { ...v.choices }, changedFields: changed.filter((f) => f !== 'productOptions') }))));
  }
  return draft;
}

/** `DELETE /stores/v1/products/{id}`. */
export function deleteProduct(env: WriteEnv, id: string): void {
  if (!env.store.deleteProduct(id)) throw productNotFound(id);
  env.emit(events.productDeleted(id));
}

function targetsOf(product: Product, override: VariantOverride, index: number): ProductVariant[] {
  if (override.variantIds && override.variantIds.length > 0) {
    return override.variantIds.map((vid, i) => {
      const v = product.variants?.find((x) => x.id === vid);
      if (!v) throw invalid(`variants[${index}].variantIds[${i}]`, `product has no variant ${vid}`);
      return v;
    });
  }
  if (override.choices && Object.keys(override.choices).length > 0) {
    const found = matchingVariants(product, normalizeSelection(product, override.choices, `variants[${index}].choices`));
    if (found.length === 0) throw invalid(`variants[${index}].choices`, 'no variant has these choices');
    return found;
  }
  throw invalid(`variants[${index}]`, 'choices or variantIds is required');
}

/** `PATCH /stores/v1/products/{id}/variants`: per-variant price, cost, weight, sku, visibility. Answers the updated variants. */
export function updateVariants(env: WriteEnv, id: string, overrides: VariantOverride[]): ProductVariant[] {
  const product = structuredClone(mustProduct(env, id));
  const touched = new Map<string, { variant: ProductVariant; fields: Set<string> }>();
  overrides.forEach((override, index) => {
    for (const v of targetsOf(product, override, index)) {
      const data = (v.variant ??= {});
      const entry = touched.get(v.id!) ?? { variant: v, fields: new Set<string>() };
      touched.set(v.id!, entry);
      if (override.price !== undefined) {
        data.priceData = { ...data.priceData, price: override.price };
        entry.fields.add('price');
      }
      if (override.cost !== undefined) {
        data.costAndProfitData = { ...data.costAndProfitData, itemCost: override.cost };
        entry.fields.add('cost');
      }
      if (override.weight !== undefined) {
        data.weight = override.weight;
        entry.fields.add('weight');
      }
      if (override.sku !== undefined) {
        data.sku = override.sku;
        entry.fields.add('sku');
      }
      if (override.visible !== undefined) {
        data.visible = override.visible;
        entry.fields.add('visible');
      }
    }
  });
  product.manageVariants = (product.productOptions?.length ?? 0) > 0 || product.manageVariants;
  touch(env, product);
  env.store.putProduct(product);
  const changed: ChangedVariant[] = [...touched.values()].map(({ variant, fields }) => ({
    variantId: variant.id!,
    choices: { ...variant.choices },
    changedFields: [...fields].sort(),
  }));
  env.emit(events.variantsChanged(id, changed));
  return [...touched.keys()].map((vid) => product.variants!.find((v) => v.id === vid)!);
}

/** `POST /stores/v1/products/{id}/variants/resetToDefault`: every variant takes the product's price, cost, weight and SKU again. */
export function resetVariants(env: WriteEnv, id: string): void {
  const product = mustProduct(env, id);
  for (const v of product.variants ?? []) {
    v.variant = {
      priceData: { price: product.priceData?.price ?? 0 },
      ...(product.costAndProfitData?.itemCost !== undefined ? { costAndProfitData: { itemCost: product.costAndProfitData.itemCost } } : {}),
      ...(product.weight !== undefined ? { weight: product.weight } : {}),
      visible: true,
    };
  }
  touch(env, product);
  env.emit(events.variantsChanged(id, (product.variants ?? []).map((v) => ({ variantId: v.id!, choices: { ...v.choices }, changedFields: ['cost', 'price', 'sku', 'visible', 'weight'] }))));
}

function mustCollection(env: WriteEnv, id: string): Collection {
  const collection = env.store.collection(id);
  if (!collection) throw collectionNotFound(id);
  return collection;
}

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

function findChoice(product: Product, option: string, choice: string, field: string) {
  const o = product.productOptions?.find((x) => x.name === option);
  if (!o) throw invalid(`${field}.option`, `product has no option named ${option}`);
  const c = o.choices?.find((x) => x.description === choice || x.value === choice);
  if (!c) throw invalid(`${field}.choice`, `option ${option} has no choice ${choice}`);
  return c;
}

/** `POST /stores/v1/products/{id}/media`: adds images by `url` or `mediaId` (optionally to a choice). */
export function addProductMedia(env: WriteEnv, id: string, media: MediaDataForWrite[]): void {
  const product = structuredClone(mustProduct(env, id));
  product.media ??= { items: [] };
  const items = (product.media.items ??= []);
  media.forEach((m, i) => {
    let item: MediaItem | undefined = m.mediaId ? items.find((x) => x.id === m.mediaId) : undefined;
    if (!item) {
      const mediaId = m.mediaId ?? env.newId();
      item = imageItem(env.store.baseUrl, mediaId, product.name ?? 'image');
      if (m.url) {
        item.image = { ...item.image, url: m.url };
        item.thumbnail = { ...item.thumbnail, url: m.url };
      }
      items.push(item);
    }
    if (m.choice) {
      const choice = findChoice(product, m.choice.option, m.choice.choice, `media[${i}].choice`);
      const choiceItems = (choice.media ??= { items: [] }).items ?? [];
      if (!choiceItems.some((x) => x.id === item.id)) choiceItems.push(structuredClone(item));
      choice.media = { mainMedia: choiceItems[0], items: choiceItems };
    }
  });
  touch(env, product);
  env.store.putProduct(product);
  env.emit(events.productChanged(id, ['media']));
}

function dropMedia(product: Product, ids: Set<string>): void {
  if (product.media?.items) product.media.items = product.media.items.filter((m) => !ids.has(m.id ?? ''));
  for (const o of product.productOptions ?? []) {
    for (const c of o.choices ?? []) {
      const items = (c.media?.items ?? []).filter((m) => !ids.has(m.id ?? ''));
      c.media = items.length > 0 ? { mainMedia: items[0], items } : { items: [] };
    }
  }
}

/** `POST /stores/v1/products/{id}/media/delete`. */
export function removeProductMedia(env: WriteEnv, id: string, mediaIds: string[]): void {
  const product = mustProduct(env, id);
  dropMedia(product, new Set(mediaIds));
  touch(env, product);
  env.emit(events.productChanged(id, ['media']));
}

/** `PATCH /stores/v1/products/{id}/choices/media`: attaches existing product media to choices. */
export function addChoicesMedia(env: WriteEnv, id: string, assignments: MediaAssignmentToChoice[]): void {
  const product = structuredClone(mustProduct(env, id));
  assignments.forEach((a, i) => {
    const choice = findChoice(product, a.option, a.choice, `media[${i}]`);
    const items = [...(choice.media?.items ?? [])];
    (a.mediaIds ?? []).forEach((mid, k) => {
      const item = product.media?.items?.find((m) => m.id === mid);
      if (!item) throw invalid(`media[${i}].mediaIds[${k}]`, `product has no media ${mid}`);
      if (!items.some((m) => m.id === mid)) items.push(structuredClone(item));
    });
    choice.media = items.length > 0 ? { mainMedia: items[0], items } : { items: [] };
  });
  touch(env, product);
  env.store.putProduct(product);
  env.emit(events.productChanged(id, ['productOptions']));
}

/** `POST /stores/v1/products/{id}/choices/media/delete`: detaches the given (or all) media from choices. */
export function removeChoicesMedia(env: WriteEnv, id: string, assignments: MediaAssignmentToChoice[]): void {
  const product = structuredClone(mustProduct(env, id));
  assignments.forEach((a, i) => {
    const choice = findChoice(product, a.option, a.choice, `media[${i}]`);
    const drop = new Set(a.mediaIds ?? []);
    const items = drop.size === 0 ? [] : (choice.media?.items ?? []).filter((m) => !drop.has(m.id ?? ''));
    choice.media = items.length > 0 ? { mainMedia: items[0], items } : { items: [] };
  });
  touch(env, product);
  env.store.putProduct(product);
  env.emit(events.productChanged(id, ['productOptions']));
}

/** `DELETE /stores/v1/products/{id}/options`: the product keeps one default variant holding its whole stock. */
export function deleteProductOptions(env: WriteEnv, id: string): void {
  const product = mustProduct(env, id);
  const quantity = product.stock?.quantity;
  const inStock = product.stock?.inStock;
  product.productOptions = [];
  product.manageVariants = false;
  product.variants = [];
  rebuildVariants(product, newVariantIds(env));
  product.variants[0]!.stock = product.stock?.trackInventory ? { quantity: quantity ?? 0 } : { inStock: inStock ?? true };
  touch(env, product);
  env.emit(events.productChanged(id, ['manageVariants', 'productOptions', 'variants']));
  env.emit(events.variantsChanged(id, product.variants.map((v) => ({ variantId: v.id!, choices: {}, changedFields: ['choices'] }))));
}

/** `POST /stores/v1/products/{id}/remove-brand`. */
export function removeBrand(env: WriteEnv, id: string): void {
  const product = mustProduct(env, id);
  delete product.brand;
  touch(env, product);
  env.emit(events.productChanged(id, ['brand']));
}

/** `POST /stores/v1/products/{id}/remove-ribbon`. */
export function removeRibbon(env: WriteEnv, id: string): void {
  const product = mustProduct(env, id);
  delete product.ribbon;
  touch(env, product);
  env.emit(events.productChanged(id, ['ribbon', 'ribbons']));
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
