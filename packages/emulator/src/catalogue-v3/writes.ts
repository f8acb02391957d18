/**
 * Catalog V3 merchant writes over the shared catalogue store: create, update (with the current
 * `revision`; the revision then goes up by one), delete, their with-inventory twins and the bulk calls.
 * Each write emits the V3 product event (`wix.stores.catalog.v3.product_created|updated|deleted`).
 */
import type {
  BulkActionMetadata,
  BulkItemMetadata,
  InventoryResults,
  ProductRequestedField,
  V3Product,
  V3ProductWrite,
} from '@storefront-kit/wire/catalogue-v3';
import type { Product } from '@storefront-kit/wire/catalogue';
import { STORES_APP_ID } from '@storefront-kit/wire/categories';
import { PlatformError } from '../core/platform-error';
import type { WriteEnv } from '../catalogue/writes';
import { blankProduct, mustProduct, touch } from '../catalogue/writes/env';
import { shapeProduct } from './fields';
import { productNotFound } from './products';
import { v3StateOf, viewEnv } from './state';
import { revisionMismatch } from './unconfirmed';
import { v3Product } from './view';
import { applyV3Write, type WriteOutcome } from './write-fields';

const ENTITY = 'wix.stores.catalog.v3.product';

function view(env: WriteEnv, product: Product): V3Product {
  return v3Product(product, viewEnv(env.store));
}

function store(env: WriteEnv, product: Product, outcome: WriteOutcome): void {
  touch(env, product);
  env.store.putProduct(product);
  const compareAt = v3StateOf(env.store).compareAt;
  if (product.variants?.length) compareAt.set(product.id!, new Map([...outcome.compareAt].filter(([id]) => product.variants!.some((v) => v.id === id))));
}

/** A digital product sent as visible in POS: the platform's validation rule `DIGITAL_PRODUCT_CANNOT_BE_VISIBLE_IN_POS`. */
function checkVisibleInPos(digital: boolean, input: V3ProductWrite): void {
  if (digital && input.visibleInPos === true) {
    throw PlatformError.validation([
      { field: 'product.visibleInPos', description: 'a digital product cannot be visible in POS', violatedRule: 'DIGITAL_PRODUCT_CANNOT_BE_VISIBLE_IN_POS' },
    ]);
  }
}

/** Keeps the `visibleInPos` a write sent (and, on create, the `handle`). */
function keepV3Fields(env: WriteEnv, id: string, input: V3ProductWrite, mode: 'create' | 'update'): void {
  const state = v3StateOf(env.store);
  if (input.visibleInPos !== undefined && input.visibleInPos !== null) state.visibleInPos.set(id, input.visibleInPos);
  if (mode === 'create' && input.handle) state.handles.set(id, input.handle);
}

/** Creates a product (a new id; `id` in the request is refused); answers its whole view. */
export function createV3Product(env: WriteEnv, input: V3ProductWrite): V3Product {
  if (input.id)
    throw PlatformError.validation([
      { field: 'product.id', description: 'a new product gets its id from the platform', violatedRule: 'ID_NOT_ALLOWED_IN_REQUEST' },
    ]);
  if (!input.name?.trim()) throw PlatformError.validation([{ field: 'product.name', description: 'is required', violatedRule: 'REQUIRED_FIELD' }]);
  if (!input.variantsInfo?.variants?.length) {
    throw PlatformError.validation([
      { field: 'product.variantsInfo.variants', description: 'a product needs at least one variant', violatedRule: 'REQUIRED_FIELD' },
    ]);
  }
  checkVisibleInPos(input.productType === 'DIGITAL', input);
  const product = blankProduct(env, input.name);
  if (input.productType === 'DIGITAL') product.productType = 'digital';
  const outcome = applyV3Write(env, product, input, 'create');
  store(env, product, outcome);
  v3StateOf(env.store).revisions.set(product.id!, 1);
  keepV3Fields(env, product.id!, input, 'create');
  const created = view(env, product);
  env.emit({ eventType: `${ENTITY}_created`, kind: 'created', entityFqdn: ENTITY, entityId: product.id!, entity: created });
  return created;
}

/** Updates product `id` from `input` (its `revision` must be the current one); answers the whole view. */
export function updateV3Product(env: WriteEnv, id: string, input: V3ProductWrite): V3Product {
  if (input.id && input.id !== id)
    throw PlatformError.validation([{ field: 'product.id', description: 'does not match the path id', violatedRule: 'VALIDATION' }]);
  if (!env.store.product(id)) throw productNotFound(`id ${id}`);
  if (input.revision === undefined || input.revision === null) {
    throw PlatformError.validation([
      { field: 'product.revision', description: 'is required: send the revision the update is based on', violatedRule: 'REQUIRED_FIELD' },
    ]);
  }
  const revisions = v3StateOf(env.store).revisions;
  const current = revisions.get(id) ?? 1;
  if (input.revision !== String(current)) throw revisionMismatch(id, input.revision, current);
  const original = mustProduct(env, id);
  if (input.productType && input.productType !== (original.productType === 'digital' ? 'DIGITAL' : 'PHYSICAL')) {
    throw PlatformError.validation([{ field: 'product.productType', description: 'cannot change after creation', violatedRule: 'VALIDATION' }]);
  }
  checkVisibleInPos(original.productType === 'digital', input);
  const draft = structuredClone(original);
  const outcome = applyV3Write(env, draft, input, 'update');
  if (!input.variantsInfo?.variants) for (const [vid, price] of v3StateOf(env.store).compareAt.get(id) ?? []) outcome.compareAt.set(vid, price);
  store(env, draft, outcome);
  revisions.set(id, current + 1);
  keepV3Fields(env, id, input, 'update');
  const updated = view(env, draft);
  env.emit({ eventType: `${ENTITY}_updated`, kind: 'updated', entityFqdn: ENTITY, entityId: id, entity: updated });
  return updated;
}

/** Deletes product `id` (and takes it out of every category, as the platform does). */
export function deleteV3Product(env: WriteEnv, id: string): void {
  const deleted = env.store.product(id);
  if (!deleted || !env.store.deleteProduct(id)) throw productNotFound(`id ${id}`);
  const state = v3StateOf(env.store);
  state.revisions.delete(id);
  state.compareAt.delete(id);
  state.handles.delete(id);
  state.visibleInPos.delete(id);
  state.categoryTree?.()?.removeItemEverywhere({ catalogItemId: id, appId: STORES_APP_ID });
  env.emit({ eventType: `${ENTITY}_deleted`, kind: 'deleted', entityFqdn: ENTITY, entityId: id, entity: { id } });
}

/** The inventory outcome of a with-inventory write: one item per variant. */
export function inventoryResults(product: V3Product, stored: Product | undefined): InventoryResults {
  const results = (product.variantsInfo?.variants ?? []).map((v, originalIndex) => {
    const stock = stored?.variants?.find((s) => s.id === v.id)?.stock;
    return {
      itemMetadata: { id: `${product.id}-${v.id}`, originalIndex, success: true },
      item: {
        id: `${product.id}-${v.id}`,
        variantId: v.id ?? '',
        productId: product.id ?? '',
        ...(stock?.quantity !== undefined ? { quantity: stock.quantity } : {}),
        inStock: stock?.inStock ?? true,
      },
    };
  });
  return { results, bulkActionMetadata: { totalSuccesses: results.length, totalFailures: 0, undetailedFailures: 0 } };
}

/** The answer of a bulk call: each item's outcome in request order, a failure not stopping the others. */
export function bulkResults<T>(
  items: T[],
  write: (item: T) => V3Product | string,
  returnEntity: boolean,
  fields: readonly ProductRequestedField[] | undefined,
): { results: { itemMetadata: BulkItemMetadata; item?: V3Product }[]; bulkActionMetadata: BulkActionMetadata } {
  const results = items.map((item, originalIndex) => {
    try {
      const done = write(item);
      const id = typeof done === 'string' ? done : (done.id ?? null);
      return { itemMetadata: { id, originalIndex, success: true }, ...(returnEntity && typeof done !== 'string' ? { item: shapeProduct(done, fields) } : {}) };
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      const details = (error.body.details ?? {}) as { applicationError?: { code?: string; description?: string } };
      const code = details.applicationError?.code ?? (error.status === 400 ? 'INVALID_ARGUMENT' : String(error.status));
      return {
        itemMetadata: { id: null, originalIndex, success: false, error: { code, description: details.applicationError?.description ?? error.message } },
      };
    }
  });
  const failures = results.filter((r) => !r.itemMetadata.success).length;
  return { results, bulkActionMetadata: { totalSuccesses: results.length - failures, totalFailures: failures, undetailedFailures: 0 } };
}
