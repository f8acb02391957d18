/**
 * Non-finite numbers travel as the strings `"NaN"`, `"Infinity"`, `"-Infinity"`. This turns them back
 * into numbers on the numeric fields of products and variants, path by path (no global scan: a choice
 * or a name that reads "NaN" stays a string). It mutates the freshly parsed answer in place.
 */

/** Numeric paths as a tree: each key leads to a numeric field (`1`) or to an object (or an array of them) with more. */
export interface NumericPaths {
  [key: string]: 1 | NumericPaths;
}

const PRICES: NumericPaths = { price: 1, discountedPrice: 1, pricePerUnit: 1 };
const COSTS: NumericPaths = { itemCost: 1, profit: 1, profitMargin: 1 };
const RANGE: NumericPaths = { minValue: 1, maxValue: 1 };
const STOCK: NumericPaths = { quantity: 1 };

/** Numeric paths of the selected variant of an options-availability answer. */
export const SELECTED_VARIANT_PATHS: NumericPaths = { priceData: PRICES, convertedPriceData: PRICES, price: PRICES, weight: 1, stock: STOCK };

/** Numeric paths of a product variant (`product.variants[]`, the product variants query). */
export const VARIANT_PATHS: NumericPaths = {
  variant: { priceData: PRICES, convertedPriceData: PRICES, price: PRICES, costAndProfitData: COSTS, weight: 1 },
  stock: STOCK,
};

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

/**
 * Turns `"NaN"`, `"Infinity"`, `"-Infinity"` at `paths` of `target` into numbers, in place. An array
 * (the answer's list, or one on the way) has each element converted.
 *
 * @returns `target`
 */
export function fixNumbers<T>(target: T, paths: NumericPaths): T {
  if (Array.isArray(target)) {
    for (const x of target) fixNumbers(x, paths);
  } else if (target && typeof target == 'object') {
    const o = target as Record<string, unknown>;
    for (const [k, sub] of Object.entries(paths)) {
      const v = o[k];
      if (sub !== 1) fixNumbers(v, sub);
      else if (v === 'NaN' || v === 'Infinity' || v === '-Infinity') o[k] = Number(v);
    }
  }
  return target;
}
