/**
 * Derives every computed field of a product from its own inputs (price, discount, cost, weight,
 * options, per-variant overrides and stock): formatted and discounted prices, ranges, profit, the
 * product's stock and inventory status, per-choice availability, ribbons and the page URL.
 * Called after seeding and after every write, so reads never see stale derived data.
 */
import type { CostAndProfitData, Discount, PriceData, Product, ProductOption, ProductVariant, VariantStock } from '@storefront-kit/wire/catalogue';
import { DEFAULT_VARIANT_ID } from './ids';
import { formatMoney, roundMoney } from './money';

/** The currency of the emulator's store. */
export const STORE_CURRENCY = 'USD';

/** Applies a product discount to a price. */
function applyDiscount(price: number, discount: Discount | undefined): number {
  if (!discount || !discount.value || discount.type === 'NONE' || discount.type === undefined) return price;
  if (discount.type === 'AMOUNT') return roundMoney(Math.max(0, price - discount.value));
  return roundMoney(Math.max(0, price * (1 - discount.value / 100)));
}

/** A copy of a price object (cheaper than `structuredClone` on hot paths). */
export function copyPrice(price: PriceData): PriceData {
  return { ...price, ...(price.formatted ? { formatted: { ...price.formatted } } : {}) };
}

/** Builds a v1 price object. */
export function priceData(price: number, discount: Discount | undefined, currency: string, pricePerUnit?: number): PriceData {
  const discountedPrice = applyDiscount(price, discount);
  const data: PriceData = {
    currency,
    price,
    discountedPrice,
    formatted: { price: formatMoney(price, currency), discountedPrice: formatMoney(discountedPrice, currency) },
  };
  if (pricePerUnit !== undefined) {
    data.pricePerUnit = pricePerUnit;
    data.formatted!.pricePerUnit = formatMoney(pricePerUnit, currency);
  }
  return data;
}

/** Builds cost-and-profit data for a sold price. */
function costAndProfit(cost: number | undefined, soldPrice: number, currency: string): CostAndProfitData | undefined {
  if (cost === undefined) return undefined;
  const profit = roundMoney(soldPrice - cost);
  return {
    itemCost: cost,
    formattedItemCost: formatMoney(cost, currency),
    profit,
    formattedProfit: formatMoney(profit, currency),
    profitMargin: soldPrice > 0 ? Math.round((profit / soldPrice) * 10000) / 10000 : 0,
  };
}

/** Every combination of the options' choices (by description), in option order. */
export function choiceCombinations(options: ProductOption[]): Record<string, string>[] {
  let combos: Record<string, string>[] = [{}];
  for (const option of options) {
    const name = option.name ?? '';
    const next: Record<string, string>[] = [];
    for (const combo of combos) {
      for (const choice of option.choices ?? []) next.push({ ...combo, [name]: choice.description ?? choice.value ?? '' });
    }
    combos = next;
  }
  return combos;
}

/** Whether two choice maps are the same selection. */
function sameChoices(a: Record<string, string> | undefined, b: Record<string, string> | undefined): boolean {
  const ka = Object.keys(a ?? {});
  const kb = Object.keys(b ?? {});
  return ka.length === kb.length && ka.every((k) => (a ?? {})[k] === (b ?? {})[k]);
}

/**
 * Rebuilds `product.variants` as the cartesian product of its options' choices, keeping the id and data
 * of a variant whose choices still exist; `newVariantId` names the new ones.
 */
export function rebuildVariants(product: Product, newVariantId: (index: number) => string): void {
  const options = product.productOptions ?? [];
  const existing = product.variants ?? [];
  if (options.length === 0) {
    const keep = existing.find((v) => Object.keys(v.choices ?? {}).length === 0);
    product.variants = [keep ?? { id: DEFAULT_VARIANT_ID, choices: {}, variant: {}, stock: {} }];
    return;
  }
  product.variants = choiceCombinations(options).map((choices, index) => {
    const keep = existing.find((v) => sameChoices(v.choices, choices));
    return keep ?? { id: newVariantId(index), choices, variant: {}, stock: {} };
  });
}

function range(values: number[]): { minValue: number; maxValue: number } | undefined {
  if (values.length === 0) return undefined;
  return { minValue: Math.min(...values), maxValue: Math.max(...values) };
}

/** A product's pricing inputs: currency, base price, discount, and the per-unit price of a price. */
interface Pricing {
  currency: string;
  basePrice: number;
  baseCost: number | undefined;
  discount: Discount;
  perUnit(price: number): number | undefined;
}

function pricingOf(product: Product): Pricing {
  const discount: Discount = product.discount ?? { type: 'NONE', value: 0 };
  const ppu = product.pricePerUnitData;
  return {
    currency: product.priceData?.currency ?? STORE_CURRENCY,
    basePrice: product.priceData?.price ?? 0,
    baseCost: product.costAndProfitData?.itemCost,
    discount,
    perUnit: (price) =>
      ppu?.totalQuantity && ppu.baseQuantity ? roundMoney((applyDiscount(price, discount) / ppu.totalQuantity) * ppu.baseQuantity) : undefined,
  };
}

/** The product's own price objects and cost data. */
function normalizeProductPrice(product: Product, pricing: Pricing): void {
  const { currency, basePrice, discount } = pricing;
  product.discount = { type: discount.type ?? 'NONE', value: discount.value ?? 0 };
  product.priceData = priceData(basePrice, discount, currency, pricing.perUnit(basePrice));
  product.price = copyPrice(product.priceData);
  product.convertedPriceData = copyPrice(product.priceData);
  const productCost = costAndProfit(pricing.baseCost, product.priceData.discountedPrice ?? basePrice, currency);
  if (productCost) product.costAndProfitData = productCost;
  else delete product.costAndProfitData;
}

/** A variant's prices, cost, weight, visibility and stock (tracked quantities, else in stock unless set). */
function normalizeVariant(v: ProductVariant, product: Product, pricing: Pricing, tracking: boolean): void {
  const { currency, discount } = pricing;
  v.variant ??= {};
  const data = v.variant;
  const price = data.priceData?.price ?? pricing.basePrice;
  data.priceData = priceData(price, discount, currency, pricing.perUnit(price));
  data.convertedPriceData = copyPrice(data.priceData);
  const cost = data.costAndProfitData?.itemCost ?? pricing.baseCost;
  const vc = costAndProfit(cost, data.priceData.discountedPrice ?? price, currency);
  if (vc) data.costAndProfitData = vc;
  else delete data.costAndProfitData;
  if (data.weight === undefined && product.weight !== undefined) data.weight = product.weight;
  data.visible ??= true;
  v.stock ??= {};
  const stock: VariantStock = v.stock;
  stock.trackQuantity = tracking;
  if (tracking) {
    stock.quantity = Math.max(0, stock.quantity ?? 0);
    stock.inStock = stock.quantity > 0;
  } else {
    delete stock.quantity;
    stock.inStock ??= true;
  }
}

/** Price, cost and weight ranges over the variants, and the product's stock and inventory status. */
function normalizeRangesAndStock(product: Product, variants: ProductVariant[], tracking: boolean): void {
  product.priceRange = range(variants.map((v) => v.variant!.priceData!.price!));
  const costs = variants.map((v) => v.variant!.costAndProfitData?.itemCost).filter((c): c is number => c !== undefined);
  product.costRange = range(costs);
  if (!product.costRange) delete product.costRange;
  const weights = variants.map((v) => v.variant!.weight).filter((w): w is number => w !== undefined);
  product.weightRange = range(weights) ?? { minValue: 0, maxValue: 0 };

  const inStockCount = variants.filter((v) => v.stock?.inStock).length;
  product.stock = {
    trackInventory: tracking,
    ...(tracking ? { quantity: variants.reduce((sum, v) => sum + (v.stock?.quantity ?? 0), 0) } : {}),
    inStock: inStockCount > 0,
    inventoryStatus: inStockCount === variants.length ? 'IN_STOCK' : inStockCount === 0 ? 'OUT_OF_STOCK' : 'PARTIALLY_OUT_OF_STOCK',
  };
}

/** Each choice's label, value, availability (some variant with it in stock) and visibility. */
function normalizeChoices(product: Product, variants: ProductVariant[]): void {
  for (const option of product.productOptions ?? []) {
    const name = option.name ?? '';
    for (const choice of option.choices ?? []) {
      const label = choice.description ?? choice.value ?? '';
      choice.description = label;
      choice.value ??= label;
      const withChoice = variants.filter((v) => v.choices?.[name] === label);
      choice.inStock = withChoice.some((v) => v.stock?.inStock);
      choice.visible = withChoice.some((v) => v.variant?.visible);
      choice.media ??= { items: [] };
    }
  }
}

/** Recomputes the derived fields of a product in place and returns it. */
export function normalizeProduct(product: Product, baseUrl: string): Product {
  const pricing = pricingOf(product);
  normalizeProductPrice(product, pricing);
  const tracking = product.stock?.trackInventory ?? false;
  const variants: ProductVariant[] = product.variants ?? [];
  for (const v of variants) normalizeVariant(v, product, pricing, tracking);
  normalizeRangesAndStock(product, variants, tracking);
  normalizeChoices(product, variants);

  product.ribbons = product.ribbon ? [{ text: product.ribbon }] : [];
  product.productPageUrl = { base: `${baseUrl}/`, path: `/product-page/${product.slug ?? ''}` };
  product.media ??= { items: [] };
  product.media.items ??= [];
  product.media.mainMedia = product.media.items[0];
  if (!product.media.mainMedia) delete product.media.mainMedia;
  return product;
}

/** A URL-safe slug from a name. */
export function slugify(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'item';
}

/**
 * Changes a product's base price, cost or weight. Variants whose value equalled the old base value
 * follow it (they had no value of their own); variants with their own value keep it.
 * Call {@link normalizeProduct} afterwards.
 */
export function setBaseValues(product: Product, values: { price?: number; cost?: number; weight?: number }): void {
  const oldPrice = product.priceData?.price;
  const oldCost = product.costAndProfitData?.itemCost;
  const oldWeight = product.weight;
  for (const v of product.variants ?? []) {
    v.variant ??= {};
    const data = v.variant;
    if (values.price !== undefined && (data.priceData?.price === undefined || data.priceData.price === oldPrice)) {
      data.priceData = { ...data.priceData, price: values.price };
    }
    if (values.cost !== undefined && (data.costAndProfitData?.itemCost === undefined || data.costAndProfitData.itemCost === oldCost)) {
      data.costAndProfitData = { ...data.costAndProfitData, itemCost: values.cost };
    }
    if (values.weight !== undefined && (data.weight === undefined || data.weight === oldWeight)) data.weight = values.weight;
  }
  if (values.price !== undefined) product.priceData = { ...product.priceData, price: values.price };
  if (values.cost !== undefined) product.costAndProfitData = { ...product.costAndProfitData, itemCost: values.cost };
  if (values.weight !== undefined) product.weight = values.weight;
}
