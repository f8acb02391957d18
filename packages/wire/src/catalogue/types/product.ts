/**
 * The v1 catalogue product, as the platform sends it: field names as on the wire (`id`, `createdDate`),
 * money as numbers (`priceData.price`), dates as ISO-8601 strings.
 */
import type { Stock } from './inventory';
import type { Media } from './media';
import type { ProductOption } from './options';
import type { CostAndProfitData, Discount, NumericRange, PriceData, PricePerUnitData } from './price';
import type { PagingMetadata, Query } from './query';
import type { ProductVariant } from './variant';

/**
 * Every {@link ProductType} value.
 *
 * @group Constants
 * @example
 * ```ts
 * import { PRODUCT_TYPES } from '@storefront-kit/stores-catalogue';
 * const isProductType = (v: string) => (PRODUCT_TYPES as readonly string[]).includes(v);
 * ```
 */
export const PRODUCT_TYPES = ['physical', 'digital'] as const;

/**
 * Product type.
 *
 * @group Types
 */
export type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * A section of additional information on the product page.
 *
 * @group Types
 */
export interface AdditionalInfoSection {
  title?: string;
  description?: string;
}

/**
 * A ribbon shown on the product ("New", "Sale").
 *
 * @group Types
 */
export interface Ribbon {
  text?: string;
}

/**
 * A text field the buyer fills in when adding the product to the cart.
 *
 * @group Types
 */
export interface CustomTextField {
  title?: string;
  maxLength?: number;
  mandatory?: boolean;
}

/**
 * The product page URL.
 *
 * @group Types
 * @example
 * ```ts
 * import type { PageUrl } from '@storefront-kit/stores-catalogue';
 * const link = (u: PageUrl) => `${u.base ?? ''}${u.path ?? ''}`;
 * ```
 */
export interface PageUrl {
  base?: string;
  path?: string;
}

/**
 * SEO data of a product.
 *
 * @group Types
 */
export interface SeoData {
  tags?: { type?: string; props?: Record<string, unknown>; meta?: Record<string, unknown>; children?: string; custom?: boolean; disabled?: boolean }[];
  settings?: { preventAutoRedirect?: boolean; keywords?: { term?: string; isMain?: boolean }[] };
}

/**
 * A v1 catalogue product.
 *
 * @group Types
 * @example
 * ```ts
 * import type { Product } from '@storefront-kit/stores-catalogue';
 * const label = (p: Product) => `${p.name}: ${p.priceData?.formatted?.price ?? ''}${p.stock?.inStock === false ? ' (sold out)' : ''}`;
 * ```
 */
export interface Product {
  id?: string;
  name?: string;
  slug?: string;
  visible?: boolean;
  productType?: ProductType;
  description?: string;
  sku?: string;
  weight?: number;
  weightRange?: NumericRange;
  stock?: Stock;
  /** Deprecated alias of `priceData` that the platform still sends. */
  price?: PriceData;
  priceData?: PriceData;
  convertedPriceData?: PriceData;
  priceRange?: NumericRange;
  /** Merchant-only (`includeMerchantSpecificData`). */
  costAndProfitData?: CostAndProfitData;
  /** Merchant-only (`includeMerchantSpecificData`). */
  costRange?: NumericRange;
  pricePerUnitData?: PricePerUnitData;
  additionalInfoSections?: AdditionalInfoSection[];
  ribbons?: Ribbon[];
  media?: Media;
  customTextFields?: CustomTextField[];
  manageVariants?: boolean;
  productOptions?: ProductOption[];
  productPageUrl?: PageUrl;
  /** Ascending numeric id (an int64, hence a string on the wire). */
  numericId?: string;
  inventoryItemId?: string;
  discount?: Discount;
  collectionIds?: string[];
  variants?: ProductVariant[];
  /** ISO-8601. */
  lastUpdated?: string;
  /** ISO-8601. */
  createdDate?: string;
  seoData?: SeoData;
  ribbon?: string;
  brand?: string;
}

/**
 * `GET /stores-reader/v1/products/{id}` options.
 *
 * @group Types
 */
export interface GetProductRequest {
  id: string;
  /** Adds cost and profit data; merchants only. */
  includeMerchantSpecificData?: boolean;
}

/**
 * `GET /stores-reader/v1/products/{id}` answer.
 *
 * @group Types
 * @example
 * ```ts
 * import type { GetProductResponse } from '@storefront-kit/stores-catalogue';
 * const name = (answer: GetProductResponse) => answer.product.name;
 * ```
 */
export interface GetProductResponse {
  product: Product;
}

/**
 * `/stores-reader/v1/products/query-platformized` request.
 *
 * @group Types
 */
export interface QueryProductsRequest {
  query?: Query;
  /** Include `variants` in the answered products. */
  includeVariants?: boolean;
  /** Include invisible products (merchants only). */
  includeHiddenProducts?: boolean;
  /** Include cost and profit data (merchants only). */
  includeMerchantSpecificData?: boolean;
}

/**
 * `/stores-reader/v1/products/query-platformized` answer.
 *
 * @group Types
 * @example
 * ```ts
 * import type { QueryProductsResponse } from '@storefront-kit/stores-catalogue';
 * const names = (answer: QueryProductsResponse) => answer.products.map((p) => p.name);
 * ```
 */
export interface QueryProductsResponse {
  products: Product[];
  metadata: PagingMetadata;
}
