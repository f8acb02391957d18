/** Variants: embedded in products, store variants across products, and option availability. */
import type { VariantStock } from './inventory';
import type { Media, VariantMedia } from './media';
import type { ProductOption } from './options';
import type { CostAndProfitData, PriceData } from './price';
import type { Paging, PagingMetadata, Query } from './query';

/**
 * Variant-specific data (without stock).
 *
 * @group Types
 */
export interface VariantData {
  priceData?: PriceData;
  convertedPriceData?: PriceData;
  /** Merchant-only. */
  costAndProfitData?: CostAndProfitData;
  weight?: number;
  sku?: string;
  visible?: boolean;
}

/**
 * A variant as embedded in a product (`product.variants[]`) and answered by the product variants query.
 *
 * @group Types
 * @example
 * ```ts
 * import type { ProductVariant } from '@storefront-kit/stores-catalogue';
 * const matches = (v: ProductVariant, picked: Record<string, string>) => Object.entries(picked).every(([o, c]) => v.choices?.[o] === c);
 * ```
 */
export interface ProductVariant {
  id?: string;
  /** Option name -> choice description, e.g. `{ Size: 'M', Color: 'Red' }`. */
  choices?: Record<string, string>;
  variant?: VariantData;
  stock?: VariantStock;
}

/**
 * A store variant (`/stores-reader/v1/variants/...`): a variant together with its product's identity.
 *
 * @group Types
 * @example
 * ```ts
 * import type { StoreVariant } from '@storefront-kit/stores-catalogue';
 * const title = (v: StoreVariant) => `${v.productName} (${v.variantName})`;
 * ```
 */
export interface StoreVariant {
  /** `<productId>-<variantId>`. */
  id?: string;
  variantId?: string;
  productId?: string;
  /** e.g. `M / Red`. */
  variantName?: string;
  productName?: string;
  /** Whether the product manages variants (false: the product's single default variant). */
  managedVariant?: boolean;
  sku?: string;
  choices?: Record<string, string>;
  collectionIds?: string[];
  variant?: VariantData;
  stock?: VariantStock;
  media?: VariantMedia;
}

/**
 * `POST /stores-reader/v1/products/{id}/productOptionsAvailability` request.
 *
 * @group Types
 */
export interface ProductOptionsAvailabilityRequest {
  id?: string;
  /** Option name -> chosen choice (value or description), e.g. `{ Size: 'M', Color: 'Red' }`. */
  options?: Record<string, string>;
}

/**
 * The variant a full option selection resolves to.
 *
 * @group Types
 * @example
 * ```ts
 * import type { SelectedVariant } from '@storefront-kit/stores-catalogue';
 * const canBuy = (v: SelectedVariant | undefined) => v?.inStock === true && v.visible !== false;
 * ```
 */
export interface SelectedVariant {
  id?: string;
  choices?: Record<string, string>;
  price?: PriceData;
  convertedPriceData?: PriceData;
  weight?: number;
  sku?: string;
  visible?: boolean;
  inStock?: boolean;
  stock?: VariantStock;
  media?: Media;
}

/**
 * `POST /stores-reader/v1/products/{id}/productOptionsAvailability` answer.
 *
 * @group Types
 * @example
 * ```ts
 * import type { ProductOptionsAvailabilityResponse } from '@storefront-kit/stores-catalogue';
 * const variantId = (answer: ProductOptionsAvailabilityResponse) => (answer.availableForPurchase ? answer.selectedVariant?.id : undefined);
 * ```
 */
export interface ProductOptionsAvailabilityResponse {
  /** Present when the selection resolves exactly one variant. */
  selectedVariant?: SelectedVariant;
  /** Media of the selected choices (the product's media when they have none). */
  media?: Media;
  /** The options with per-choice `inStock`/`visible` given the other selected options. */
  productOptions?: ProductOption[];
  /** Whether the selection resolves one visible, in-stock variant of a visible product. */
  availableForPurchase?: boolean;
}

/**
 * `POST /stores-reader/v1/products/{id}/variants/query` request.
 *
 * @group Types
 */
export interface QueryProductVariantsRequest {
  id?: string;
  /** Only variants having all these choices. */
  choices?: Record<string, string>;
  /** Only these variant ids. */
  variantIds?: string[];
  paging?: Paging;
  /** Merchants only. */
  includeMerchantSpecificData?: boolean;
}

/**
 * `POST /stores-reader/v1/products/{id}/variants/query` answer.
 *
 * @group Types
 * @example
 * ```ts
 * import type { QueryProductVariantsResponse } from '@storefront-kit/stores-catalogue';
 * const ids = (answer: QueryProductVariantsResponse) => answer.variants.map((v) => v.id);
 * ```
 */
export interface QueryProductVariantsResponse {
  variants: ProductVariant[];
  metadata: { items?: number; offset?: number };
  totalResults: number;
}

/**
 * `POST /stores-reader/v1/variants/query` request.
 *
 * @group Types
 */
export interface QueryStoreVariantsRequest {
  query?: Query;
}

/**
 * `POST /stores-reader/v1/variants/query` answer.
 *
 * @group Types
 * @example
 * ```ts
 * import type { QueryStoreVariantsResponse } from '@storefront-kit/stores-catalogue';
 * const names = (answer: QueryStoreVariantsResponse) => answer.variants.map((v) => v.variantName);
 * ```
 */
export interface QueryStoreVariantsResponse {
  variants: StoreVariant[];
  metadata: PagingMetadata;
}

/**
 * `GET /stores-reader/v1/variants/{id}` answer.
 *
 * @group Types
 * @example
 * ```ts
 * import type { GetStoreVariantResponse } from '@storefront-kit/stores-catalogue';
 * const sku = (answer: GetStoreVariantResponse) => answer.variant.sku;
 * ```
 */
export interface GetStoreVariantResponse {
  variant: StoreVariant;
}
