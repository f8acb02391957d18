/**
 * The writable fields of a product write (create or update), each validated and applied in a fixed
 * order; the names of the fields that changed go to the product-changed event.
 */
import type { Product } from '@storefront-kit/wire/catalogue';
import { rebuildVariants, setBaseValues, slugify } from '../normalize';
import { invalid, newVariantIds, type WriteEnv } from './env';

/** Fields taken as given (a copy), in the order they are reported. */
const PLAIN_FIELDS = [
  'visible',
  'productType',
  'description',
  'sku',
  'discount',
  'ribbon',
  'brand',
  'additionalInfoSections',
  'customTextFields',
  'seoData',
  'pricePerUnitData',
] as const satisfies readonly (keyof Product)[];

function setField<K extends keyof Product>(product: Product, changed: string[], key: K, value: Product[K] | undefined): void {
  if (value === undefined) return;
  product[key] = structuredClone(value);
  changed.push(key);
}

/** `name` must not be empty; `slug` is slugified and must be free. */
function applyNameAndSlug(env: WriteEnv, product: Product, input: Product, field: string, changed: string[]): void {
  if (input.name !== undefined) {
    if (input.name.trim() === '') throw invalid(`${field}.name`, 'must not be empty');
    setField(product, changed, 'name', input.name);
  }
  if (input.slug !== undefined) {
    const slug = slugify(input.slug);
    if (env.store.productSlugTaken(slug, product.id)) throw invalid(`${field}.slug`, `slug ${slug} is already taken`);
    setField(product, changed, 'slug', slug);
  }
}

function checkAmount(value: number | undefined, field: string): void {
  if (value !== undefined && (!Number.isFinite(value) || value < 0)) throw invalid(field, 'must be a finite number >= 0');
}

/** Price, cost and weight: finite and >= 0, in the store's currency; variants without their own value follow. */
function applyBaseValues(product: Product, input: Product, field: string, changed: string[]): void {
  if (input.priceData?.currency !== undefined && input.priceData.currency !== (product.priceData?.currency ?? 'USD')) {
    throw invalid(`${field}.priceData.currency`, 'the store currency is USD');
  }
  const base = { price: input.priceData?.price ?? input.price?.price, cost: input.costAndProfitData?.itemCost, weight: input.weight };
  checkAmount(base.price, `${field}.priceData.price`);
  checkAmount(base.cost, `${field}.costAndProfitData.itemCost`);
  checkAmount(base.weight, `${field}.weight`);
  setBaseValues(product, base);
  if (base.price !== undefined) changed.push('priceData');
  if (base.cost !== undefined) changed.push('costAndProfitData');
  if (base.weight !== undefined) changed.push('weight');
}

/** New options (named, unique, with choices) replace the old ones; the variants are rebuilt from them. */
function applyOptions(env: WriteEnv, product: Product, options: NonNullable<Product['productOptions']>, field: string, changed: string[]): void {
  const names = new Set<string>();
  options.forEach((o, i) => {
    if (!o.name) throw invalid(`${field}.productOptions[${i}].name`, 'is required');
    if (names.has(o.name)) throw invalid(`${field}.productOptions[${i}].name`, `duplicate option ${o.name}`);
    names.add(o.name);
    if (!o.choices || o.choices.length === 0) throw invalid(`${field}.productOptions[${i}].choices`, 'at least one choice is required');
  });
  product.productOptions = options.map((o) => ({
    optionType: o.optionType ?? 'drop_down',
    name: o.name,
    choices: (o.choices ?? []).map((c) => ({
      value: c.value ?? c.description,
      description: c.description ?? c.value,
      media: structuredClone(c.media ?? { items: [] }),
    })),
  }));
  rebuildVariants(product, newVariantIds(env));
  changed.push('productOptions', 'variants');
}

/** Stock: `trackInventory` on the product, `quantity` and `inStock` on every variant. */
function applyStock(product: Product, stock: NonNullable<Product['stock']>, changed: string[]): void {
  if (stock.trackInventory !== undefined) product.stock = { ...product.stock, trackInventory: stock.trackInventory };
  for (const v of product.variants ?? []) {
    if (stock.quantity !== undefined) v.stock = { ...v.stock, quantity: stock.quantity };
    if (stock.inStock !== undefined) v.stock = { ...v.stock, inStock: stock.inStock };
  }
  changed.push('stock');
}

/** Applies the writable fields of `input` to `product`; returns the names of the fields it changed. */
export function applyProductFields(env: WriteEnv, product: Product, input: Product, field: string): string[] {
  const changed: string[] = [];
  applyNameAndSlug(env, product, input, field, changed);
  for (const key of PLAIN_FIELDS) setField(product, changed, key, input[key]);
  applyBaseValues(product, input, field, changed);
  if (input.manageVariants !== undefined) setField(product, changed, 'manageVariants', input.manageVariants);
  if (input.productOptions !== undefined) applyOptions(env, product, input.productOptions, field, changed);
  if (input.stock !== undefined) applyStock(product, input.stock, changed);
  return changed;
}
