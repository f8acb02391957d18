import type { Product } from '@storefront-kit/wire/catalogue';
import type { V3Product } from '@storefront-kit/wire/catalogue-v3';
import { fromV1 } from './from-v1';
import { fromV3 } from './from-v3';
import type { ProductView, ProductViewOptions, VariantView } from './types';

/** A V3 product has fields no V1 product has (price ranges, variants info, connected options, revision). */
const isV3 = (product: Product | V3Product): product is V3Product =>
  'actualPriceRange' in product || 'variantsInfo' in product || 'options' in product || 'revision' in product || 'plainDescription' in product;

/**
 * One shape for a V1 or a V3 product: name, slug, description, prices (formatted, and the compare-at
 * price when discounted), images, options and choices, variants with availability, ribbon, brand.
 * The version is recognised from the product's own fields (V3 products carry `actualPriceRange`,
 * `options`, `revision`; V1 products `priceData`, `productOptions`).
 *
 * @param product - a product from this package's main entry (V1) or its `/v3` subpath
 * @param options - `staticOrigin`: where V3's `wix:image://` ids are served from
 * @returns the product's view (plain data)
 *
 * @group View
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { queryProducts } from '@storefront-kit/stores-catalogue';
 * import { toProductView } from '@storefront-kit/stores-catalogue/view';
 * const { items } = await queryProducts(createClient()).limit(12).find();
 * const cards = items.map((item) => toProductView(item)).map((p) => `${p.name}: ${p.price.formatted}${p.compareAtPrice ? ` (was ${p.compareAtPrice.formatted})` : ''}`);
 * ```
 */
export function toProductView(product: Product | V3Product, options?: ProductViewOptions): ProductView {
  return isV3(product) ? fromV3(product, options) : fromV1(product);
}

/**
 * What {@link selectVariant} finds for a choice of options.
 *
 * @group View
 */
export interface VariantSelection {
  /** Every option has a choice. */
  readonly complete: boolean;
  /** The variant with exactly these choices, once complete (the only variant of a product without options). */
  readonly variant: VariantView | undefined;
  /** For each option, the choices that some in-stock variant offers together with the other options chosen so far. */
  readonly available: Readonly<Record<string, readonly string[]>>;
}

/**
 * Finds the variant a shopper's choices name and which choices stay buyable with them, from the
 * product's view alone (no request): the product page's option pickers on either catalogue.
 *
 * @param product - a product view with its variants (a read by slug includes them)
 * @param choices - option name to choice name, e.g. `{ Size: 'M', Color: 'Black' }`
 * @returns `complete`, the `variant` once complete, and the `available` choices per option
 *
 * @group View
 * @example
 * ```ts
 * import { selectVariant, type ProductView } from '@storefront-kit/stores-catalogue/view';
 * declare const product: ProductView;
 * const { complete, variant, available } = selectVariant(product, { Size: 'M' });
 * const canBuy = complete && !!variant?.inStock;
 * const greyedOut = (color: string) => !available.Color?.includes(color);
 * ```
 */
export function selectVariant(product: ProductView, choices: Readonly<Record<string, string>>): VariantSelection {
  const names = product.options.map((o) => o.name);
  const complete = names.every((n) => !!choices[n]);
  const matches = (v: VariantView, except?: string) => names.every((n) => n === except || !choices[n] || v.choices[n] === choices[n]);
  const variant = complete ? product.variants.find((v) => matches(v)) : undefined;
  const available: Record<string, string[]> = {};
  for (const name of names) {
    available[name] = [...new Set(product.variants.filter((v) => v.inStock && matches(v, name)).map((v) => v.choices[name] ?? ''))];
  }
  return { complete, variant, available };
}
