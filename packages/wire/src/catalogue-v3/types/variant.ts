/** Variants of Catalog V3: on a product (`variantsInfo.variants`) and read-only variants across products. */
import type { V3Image, V3Video } from './media';
import type { FixedMonetaryAmount, PriceInfo, RevenueDetails } from './money';
import type { OptionRenderType } from './options';
import type { V3ProductType } from './product-enums';

/**
 * A variant's choice of one option: by ids always, by names with `VARIANT_OPTION_CHOICE_NAMES`
 * (and in write requests, where names are what is sent).
 *
 * @group Types
 */
export interface OptionChoice {
  optionChoiceIds?: { optionId?: string; choiceId?: string };
  optionChoiceNames?: { optionName?: string; choiceName?: string; renderType?: OptionRenderType };
}

/**
 * Whether a variant can be bought now (`inStock`) or pre-ordered.
 *
 * @group Types
 */
export interface VariantInventoryStatus {
  inStock?: boolean;
  preorderEnabled?: boolean;
}

/**
 * A price per unit (100 g, 1 l): the settings, and the computed value (a decimal string).
 *
 * @group Types
 */
export interface PricePerUnit {
  settings?: { quantity?: number; measurementUnit?: string };
  value?: string;
  description?: string | null;
  priceAfterDiscount?: string | null;
}

/**
 * A physical variant's weight (a number, in the store's unit), price per unit and dimensions.
 *
 * @group Types
 */
export interface VariantPhysicalProperties {
  weight?: number | null;
  pricePerUnit?: PricePerUnit;
  productDimensions?: { length?: string; width?: string; height?: string; unit?: string };
  packageDimensions?: { length?: string; width?: string; height?: string; unit?: string };
}

/**
 * A digital variant's file.
 *
 * @group Types
 */
export interface VariantDigitalProperties {
  digitalFile?: { id?: string; fileName?: string; fileSize?: string; fileType?: string };
}

/**
 * What a variant carries wherever it is read: sale facts, prices, media, stock, physical or digital properties.
 *
 * @group Types
 */
export interface VariantFacts {
  visible?: boolean | null;
  sku?: string | null;
  barcode?: string | null;
  price?: PriceInfo;
  /** `MERCHANT_DATA` only. */
  revenueDetails?: RevenueDetails;
  media?: { image?: V3Image; video?: V3Video };
  inventoryStatus?: VariantInventoryStatus;
  physicalProperties?: VariantPhysicalProperties;
  digitalProperties?: VariantDigitalProperties;
}

/**
 * A variant of a product: one choice per option (`choices: []` for the one variant of a product
 * without options), its prices, stock status and physical or digital properties.
 *
 * @group Types
 * @example
 * ```ts
 * import type { V3Variant } from '@storefront-kit/wire/catalogue-v3';
 * const buyable = (variants: V3Variant[]) => variants.filter((v) => v.visible !== false && v.inventoryStatus?.inStock);
 * ```
 */
export interface V3Variant extends VariantFacts {
  id?: string | null;
  choices?: OptionChoice[];
  subscriptionPricesInfo?: { subscriptionPrices?: { subscriptionId?: string; price?: FixedMonetaryAmount }[] };
}

/**
 * What a read-only variant says of its product.
 *
 * @group Types
 */
export interface ReadOnlyVariantProductData {
  productId?: string;
  name?: string;
  productType?: V3ProductType;
  slug?: string;
  visible?: boolean;
  visibleInPos?: boolean;
  mainCategoryId?: string;
  /** `CURRENCY` only. */
  currency?: string;
  revision?: string;
  handle?: string;
  updatedDate?: string;
  brand?: { id?: string | null; name?: string | null };
  /** A physical product's weight unit, with `WEIGHT_MEASUREMENT_UNIT_INFO` only. */
  physicalProperties?: { weightMeasurementUnitInfo?: { weightMeasurementUnit?: string } };
}

/**
 * A variant read across products (`POST /stores/v3/products/query-variants`, `.../search-variants`).
 * Its key is `variantId` with `productData.productId`; choices are in `optionChoices` (not `choices`).
 *
 * @group Types
 * @example
 * ```ts
 * import type { ReadOnlyVariant } from '@storefront-kit/wire/catalogue-v3';
 * const key = (v: ReadOnlyVariant) => `${v.productData?.productId}/${v.variantId}`;
 * ```
 */
export interface ReadOnlyVariant extends VariantFacts {
  /** Deprecated by the platform: use `variantId` with `productData.productId`. */
  id?: string;
  variantId?: string;
  optionChoices?: OptionChoice[];
  productData?: ReadOnlyVariantProductData;
}
