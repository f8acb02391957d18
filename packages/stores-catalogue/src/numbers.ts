/**
 * Non-finite numbers travel as the strings `"NaN"`, `"Infinity"`, `"-Infinity"`. This turns them back
 * into numbers on the numeric fields of products and variants, path by path (no global scan: a choice
 * or a name that reads "NaN" stays a string). It mutates the freshly parsed answer in place.
 */

const each = (heads: string[], tails: string[]) => heads.flatMap((h) => tails.map((t) => h + t));
const PRICES = ['price', 'discountedPrice', 'pricePerUnit'];
const money = (at: string) => each([`${at}priceData.`, `${at}convertedPriceData.`, `${at}price.`], PRICES);
const cost = (at: string) => each([`${at}costAndProfitData.`], ['itemCost', 'profit', 'profitMargin']);

/** Numeric paths of a product variant (`product.variants[]`, the product variants query). */
export const VARIANT_PATHS: string[] = /* @__PURE__ */ (() => [...money('variant.'), ...cost('variant.'), 'variant.weight', 'stock.quantity'])();

/** Numeric paths of the selected variant of an options-availability answer. */
export const SELECTED_VARIANT_PATHS: string[] = /* @__PURE__ */ (() => [...money(''), 'weight', 'stock.quantity'])();

/** Numeric paths of a product (`*` = every element of an array). */
export const PRODUCT_PATHS: string[] = /* @__PURE__ */ (() => [
  ...SELECTED_VARIANT_PATHS,
  ...cost(''),
  ...each(['weightRange.', 'priceRange.', 'costRange.'], ['minValue', 'maxValue']),
  'pricePerUnitData.totalQuantity',
  'pricePerUnitData.baseQuantity',
  'discount.value',
  ...VARIANT_PATHS.map((p) => 'variants.*.' + p),
])();

const visit = (o: unknown, path: string[], i: number): void => {
  if (o === null || typeof o !== 'object') return;
  const k = path[i]!;
  const rec = o as Record<string, unknown>;
  if (k === '*') {
    if (Array.isArray(o)) for (const x of o) visit(x, path, i + 1);
  } else if (i < path.length - 1) {
    visit(rec[k], path, i + 1);
  } else {
    const v = rec[k];
    if (v === 'NaN' || v === 'Infinity' || v === '-Infinity') rec[k] = Number(v);
  }
};

/**
 * Turns `"NaN"`, `"Infinity"`, `"-Infinity"` at `paths` of `target` into numbers, in place.
 *
 * @returns `target`
 */
export function fixNumbers<T>(target: T, paths: readonly string[]): T {
  for (const p of paths) visit(target, p.split('.'), 0);
  return target;
}

/** {@link fixNumbers} over each element of `list` (absent lists stay absent). */
export const fixAll = <T>(list: T[] | undefined, paths: readonly string[]): T[] | undefined => {
  for (const x of list ?? []) fixNumbers(x, paths);
  return list;
};
