/** Product writes: create, update, delete, per-variant overrides, options, brand and ribbon. */
import type { ChangedVariant, Product, ProductVariant, VariantOverride } from '@storefront-kit/wire/catalogue';
import { PlatformError } from '../../core/platform-error';
import { matchingVariants, normalizeSelection } from '../availability';
import * as events from '../events';
import { rebuildVariants, slugify } from '../normalize';
import { blankProduct, invalid, mustProduct, newVariantIds, productNotFound, touch, uniqueProductSlug, type WriteEnv } from './env';
import { applyProductFields } from './product-fields';

/** `POST /stores/v1/products`: name and `priceData.price` are required; the slug is derived from the name when absent. */
export function createProduct(env: WriteEnv, input: Product): Product {
  const violations = [];
  if (!input.name?.trim()) violations.push({ field: 'product.name', description: 'is required', violatedRule: 'REQUIRED_FIELD' });
  if ((input.priceData?.price ?? input.price?.price) === undefined) {
    violations.push({ field: 'product.priceData.price', description: 'is required', violatedRule: 'REQUIRED_FIELD' });
  }
  if (violations.length > 0) throw PlatformError.validation(violations);
  const product = blankProduct(env, input.name!, uniqueProductSlug(env, slugify(input.slug ?? input.name!)));
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
    env.emit(
      events.variantsChanged(
        id,
        (draft.variants ?? []).map((v) => ({ variantId: v.id!, choices: { ...v.choices }, changedFields: changed.filter((f) => f !== 'productOptions') })),
      ),
    );
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
      v.variant ??= {};
      const data = v.variant;
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
  env.emit(
    events.variantsChanged(
      id,
      (product.variants ?? []).map((v) => ({ variantId: v.id!, choices: { ...v.choices }, changedFields: ['cost', 'price', 'sku', 'visible', 'weight'] })),
    ),
  );
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
  env.emit(
    events.variantsChanged(
      id,
      product.variants.map((v) => ({ variantId: v.id!, choices: {}, changedFields: ['choices'] })),
    ),
  );
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
