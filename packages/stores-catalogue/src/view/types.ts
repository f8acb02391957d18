/**
 * The catalogue-version-free shapes of the view layer: what a shop renders, the same for a V1 and a V3
 * store. Plain data (serializable: server rendering, `initialData`, TanStack Query's dehydration).
 */
import type { CatalogVersion } from '../catalog-version';

/**
 * An amount of money: the number and the platform's formatted text (`$25.00`).
 *
 * @group View
 */
export interface MoneyView {
  /** The amount as a number (V3's decimal strings are converted). */
  readonly amount: number;
  /** As the platform formats it, or formatted with `Intl.NumberFormat` (en-US) when it sent none. */
  readonly formatted: string;
}

/**
 * A price: what the shopper pays and, when it is discounted, what it was.
 *
 * @group View
 */
export interface PriceView {
  /** What the shopper pays (V1 `discountedPrice`, V3 `actualPrice`). */
  readonly price: MoneyView;
  /** The price before the discount (V1 `price`, V3 `compareAtPrice`), only when higher than `price`. */
  readonly compareAtPrice?: MoneyView;
  /** ISO-4217 code, e.g. `USD` (`''` when the answer named none). */
  readonly currency: string;
}

/**
 * An image: its URL and alternative text.
 *
 * @group View
 */
export interface ImageView {
  readonly url: string;
  readonly alt: string;
  readonly width?: number;
  readonly height?: number;
}

/**
 * One choice of an option (`M`, `Black`).
 *
 * @group View
 */
export interface ChoiceView {
  /** The choice's name, as variants' `choices` and cart lines name it (`Black`). */
  readonly value: string;
  /** A colour choice's colour (`#000000`). */
  readonly colorCode?: string;
  /** Whether any variant with this choice is in stock. */
  readonly inStock: boolean;
  /** The image shown for this choice, when the product has one. */
  readonly image?: ImageView;
}

/**
 * An option of a product (`Size`, `Color`) and its visible choices.
 *
 * @group View
 */
export interface OptionView {
  readonly name: string;
  /** `color`: swatches (V1 `color`, V3 `SWATCH_CHOICES`); `text` otherwise. */
  readonly type: 'text' | 'color';
  readonly choices: readonly ChoiceView[];
}

/**
 * A variant: one combination of choices, its price and availability.
 *
 * @group View
 */
export interface VariantView extends PriceView {
  readonly id: string;
  /** Option name to choice name, e.g. `{ Size: 'M', Color: 'Black' }` (`{}` for a product without options). */
  readonly choices: Readonly<Record<string, string>>;
  readonly inStock: boolean;
  /** Units in stock, when the store tracks them and the answer says so (V1 only: V3 keeps quantities in its inventory service). */
  readonly quantity?: number;
  readonly sku?: string;
  readonly image?: ImageView;
}

/**
 * A product as a shop renders it, from a V1 or a V3 product (`toProductView` of `@storefront-kit/stores-catalogue/view`).
 *
 * @group View
 */
export interface ProductView extends PriceView {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  /** Simple HTML (V1 `description`, V3 `plainDescription`); `''` when the read did not ask for it. */
  readonly description: string;
  /** Whether the cheapest and the dearest variant differ in price (render "from $25.00"). */
  readonly hasPriceRange: boolean;
  /** The product's images, the main one first (videos are left out). */
  readonly images: readonly ImageView[];
  readonly options: readonly OptionView[];
  /** The product's variants; `[]` when the read did not include them (lists, search). */
  readonly variants: readonly VariantView[];
  readonly ribbon?: string;
  readonly brand?: string;
  /** Whether at least one variant can be bought. */
  readonly inStock: boolean;
  /** The catalogue the product came from. */
  readonly catalogVersion: Extract<CatalogVersion, 'V1_CATALOG' | 'V3_CATALOG'>;
}

/**
 * A collection (V1) or a category (V3) as a shop renders it.
 *
 * @group View
 */
export interface CategoryView {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  /** How many products it holds, when the platform says. */
  readonly productCount?: number;
  readonly image?: ImageView;
  readonly visible: boolean;
}

/**
 * Options of {@link toProductView}.
 *
 * @group View
 */
export interface ProductViewOptions {
  /**
   * Where `wix:image://` ids of V3 media are served from (`@storefront-kit/media`'s `staticOrigin`),
   * e.g. the emulator's origin; the platform's static host by default.
   */
  staticOrigin?: string;
}
