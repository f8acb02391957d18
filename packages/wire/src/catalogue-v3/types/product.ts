/**
 * The Catalog V3 product as the platform sends it: field names as on the wire (`id`, `createdDate`),
 * money as decimal strings (`actualPriceRange.minValue.amount`), dates as ISO-8601 strings. Fields
 * marked "with X" come only when the request's `fields` name X.
 */
import type { PageUrlV2 } from '../../cart/types/common';
import type { V3Media } from './media';
import type { PriceRange } from './money';
import type { ConnectedModifier, ConnectedOption } from './options';
import type { AvailabilityStatus, PreorderAvailability, PreorderStatus, V3ProductType } from './product-enums';
import type { V3Variant } from './variant';

/**
 * A product's stock summary (read-only).
 *
 * @group Types
 */
export interface V3Inventory {
  availabilityStatus?: AvailabilityStatus;
  preorderStatus?: PreorderStatus;
  preorderAvailability?: PreorderAvailability;
}

/**
 * A category a product is in, and its position there.
 *
 * @group Types
 */
export interface ProductCategory {
  id?: string;
  index?: number | null;
}

/**
 * A physical product's shipping facts: weights of its variants (numbers), price-per-unit settings.
 *
 * @group Types
 */
export interface V3PhysicalProperties {
  pricePerUnit?: { quantity?: number; measurementUnit?: string };
  fulfillerId?: string | null;
  shippingWeightRange?: { minValue?: number; maxValue?: number };
  pricePerUnitRange?: { minValue?: { value?: string; description?: string }; maxValue?: { value?: string; description?: string } };
  /** With `WEIGHT_MEASUREMENT_UNIT_INFO`. */
  weightMeasurementUnitInfo?: { weightMeasurementUnit?: string };
  deliveryProfileId?: string | null;
}

/**
 * An info section of the product page (care, shipping): its id always, the rest with `INFO_SECTION*`.
 *
 * @group Types
 */
export interface InfoSection {
  id?: string;
  uniqueName?: string;
  title?: string;
  plainDescription?: string;
  description?: unknown;
}

/**
 * A Catalog V3 product.
 *
 * @group Types
 * @example
 * ```ts
 * import type { V3Product } from '@storefront-kit/wire/catalogue-v3';
 * const fromPrice = (p: V3Product) => p.actualPriceRange?.minValue?.amount;
 * ```
 */
export interface V3Product {
  id?: string | null;
  /** Increases by one on every update; an update must send the current one. */
  revision?: string | null;
  createdDate?: string | null;
  updatedDate?: string | null;
  name?: string | null;
  slug?: string | null;
  /** With `URL`. */
  url?: PageUrlV2;
  /** With `DESCRIPTION`: a rich-content document. */
  description?: unknown;
  /** With `PLAIN_DESCRIPTION`: HTML. */
  plainDescription?: string | null;
  visible?: boolean | null;
  visibleInPos?: boolean | null;
  media?: V3Media;
  seoData?: {
    tags?: { type?: string; props?: Record<string, unknown>; children?: string; custom?: boolean; disabled?: boolean }[];
    settings?: Record<string, unknown>;
  };
  taxGroupId?: string | null;
  options?: ConnectedOption[];
  modifiers?: ConnectedModifier[];
  brand?: { id?: string | null; name?: string | null };
  infoSections?: InfoSection[];
  ribbon?: { id?: string | null; name?: string | null };
  additionalRibbons?: { id?: string | null; name?: string | null }[];
  /** With `DIRECT_CATEGORIES_INFO`. */
  directCategoriesInfo?: { categories?: ProductCategory[] };
  /** With `ALL_CATEGORIES_INFO`. */
  allCategoriesInfo?: { categories?: ProductCategory[] };
  mainCategoryId?: string | null;
  /** With `MERCHANT_DATA`. */
  costRange?: PriceRange;
  inventory?: V3Inventory;
  productType?: V3ProductType;
  handle?: string | null;
  /** With `CURRENCY`. */
  currency?: string | null;
  /** With `BREADCRUMBS_INFO`. */
  breadcrumbsInfo?: { breadcrumbs?: { categoryId?: string; categoryName?: string; categorySlug?: string }[] };
  actualPriceRange?: PriceRange;
  compareAtPriceRange?: PriceRange;
  variantsInfo?: { variants?: V3Variant[] };
  purchaseEligibility?: { userCriteria?: 'MEMBERS_ONLY' };
  extendedFields?: { namespaces?: Record<string, Record<string, unknown>> };
  tags?: { publicTags?: { tagIds?: string[] }; privateTags?: { tagIds?: string[] } };
  subscriptionDetails?: { subscriptions?: unknown[]; allowOneTimePurchases?: boolean | null };
  /** `minPriceVariant` with `MIN_PRICE_VARIANT`. */
  variantSummary?: { variantCount?: number; minPriceVariant?: V3Variant };
  physicalProperties?: V3PhysicalProperties;
}
