/**
 * Where products and variants have numeric fields, for http-core's `reviveNumbers` (non-finite numbers
 * travel as the strings `"NaN"`, `"Infinity"`, `"-Infinity"`).
 */
import type { NumericPaths } from '@storefront-kit/http-core';

const PRICES: NumericPaths = { price: 1, discountedPrice: 1, pricePerUnit: 1 };
const COSTS: NumericPaths = { itemCost: 1, profit: 1, profitMargin: 1 };
const RANGE: NumericPaths = { minValue: 1, maxValue: 1 };
const STOCK: NumericPaths = { quantity: 1 };

/** The priced fields a variant and the selected variant share. */
const PRICED: NumericPaths = { priceData: PRICES, convertedPriceData: PRICES, price: PRICES, weight: 1 };

/** Numeric paths of the selected variant of an options-availability answer. */
export const SELECTED_VARIANT_PATHS: NumericPaths = { ...PRICED, stock: STOCK };

/** Numeric paths of a product variant (`product.variants[]`, the product variants query). */
export const VARIANT_PATHS: NumericPaths = { variant: { ...PRICED, costAndProfitData: COSTS }, stock: STOCK };

/** Numeric paths of a product. */
export const PRODUCT_PATHS: NumericPaths = {
  ...SELECTED_VARIANT_PATHS,
  costAndProfitData: COSTS,
  weightRange: RANGE,
  priceRange: RANGE,
  costRange: RANGE,
  pricePerUnitData: { totalQuantity: 1, baseQuantity: 1 },
  discount: { value: 1 },
  variants: VARIANT_PATHS,
};
