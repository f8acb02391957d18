/**
 * Wire types of the stores catalogue (v1 products and variants, v2 collections), exactly as the
 * platform sends them: field names as on the wire (`id`, `createdDate`), money in the v1 catalogue as
 * numbers (`priceData.price`), dates as ISO-8601 strings. Non-finite numbers travel as the strings
 * `"NaN"`, `"Infinity"`, `"-Infinity"`; the SDK's calls (and the schemas in `./schemas`) turn them back
 * into numbers on the fields typed `number`.
 */

// ---------------------------------------------------------------------------------------------
// Enumerations

/**
 * Product type.
 *
 * @example
 * ```ts
 * import type { ProductType } from '@storefront-kit/stores-catalogue';
 * const kind: ProductType = 'digital';
 * ```
 */
export type ProductType = 'physical' | 'digital';
/**
 * Every {@link ProductType} value.
 *
 * @example
 * ```ts
 * import { PRODUCT_TYPES } from '@storefront-kit/stores-catalogue';
 * const isProductType = (v: string) => (PRODUCT_TYPES as readonly string[]).includes(v);
 * ```
 */
export const PRODUCT_TYPES: readonly ProductType[] = ['physical', 'digital'];

/**
 * Inventory status of a product (read-only, computed from its variants' stock).
 *
 * @example
 * ```ts
 * import type { InventoryStatus } from '@storefront-kit/stores-catalogue';
 * const soldOut = (s: InventoryStatus | undefined) => s === 'OUT_OF_STOCK';
 * ```
 */
export type InventoryStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'PARTIALLY_OUT_OF_STOCK';
/**
 * Every {@link InventoryStatus} value.
 *
 * @example
 * ```ts
 * import { INVENTORY_STATUSES } from '@storefront-kit/stores-catalogue';
 * const options = INVENTORY_STATUSES.map((s) => ({ value: s, label: s.replace(/_/g, ' ').toLowerCase() }));
 * ```
 */
export const INVENTORY_STATUSES: readonly InventoryStatus[] = ['IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK'];

/**
 * Measurement unit of a price-per-unit.
 *
 * @example
 * ```ts
 * import type { MeasurementUnit } from '@storefront-kit/stores-catalogue';
 * const unit: MeasurementUnit = 'KG';
 * ```
 */
export type MeasurementUnit =
  | 'ML' | 'CL' | 'L' | 'CBM' | 'MG' | 'G' | 'KG' | 'MM' | 'CM' | 'M' | 'SQM'
  | 'OZ' | 'LB' | 'FLOZ' | 'PT' | 'QT' | 'GAL' | 'IN' | 'FT' | 'YD' | 'SQFT';
/**
 * Every {@link MeasurementUnit} value.
 *
 * @example
 * ```ts
 * import { MEASUREMENT_UNITS } from '@storefront-kit/stores-catalogue';
 * const isUnit = (v: string) => (MEASUREMENT_UNITS as readonly string[]).includes(v);
 * ```
 */
export const MEASUREMENT_UNITS: readonly MeasurementUnit[] = [
  'ML', 'CL', 'L', 'CBM', 'MG', 'G', 'KG', 'MM', 'CM', 'M', 'SQM',
  'OZ', 'LB', 'FLOZ', 'PT', 'QT', 'GAL', 'IN', 'FT', 'YD', 'SQFT',
];

/**
 * Type of a media item.
 *
 * @example
 * ```ts
 * import type { MediaItemType } from '@storefront-kit/stores-catalogue';
 * const isVideo = (t: MediaItemType | undefined) => t === 'video';
 * ```
 */
export type MediaItemType = 'image' | 'video' | 'audio' | 'document' | 'zip';
/**
 * Every {@link MediaItemType} value.
 *
 * @example
 * ```ts
 * import { MEDIA_ITEM_TYPES } from '@storefront-kit/stores-catalogue';
 * console.log(MEDIA_ITEM_TYPES.join(', '));
 * ```
 */
export const MEDIA_ITEM_TYPES: readonly MediaItemType[] = ['image', 'video', 'audio', 'document', 'zip'];

/**
 * How a product option is shown: a drop-down list or colour swatches.
 *
 * @example
 * ```ts
 * import type { OptionType } from '@storefront-kit/stores-catalogue';
 * const swatches = (t: OptionType | undefined) => t === 'color';
 * ```
 */
export type OptionType = 'drop_down' | 'color';
/**
 * Every {@link OptionType} value.
 *
 * @example
 * ```ts
 * import { OPTION_TYPES } from '@storefront-kit/stores-catalogue';
 * console.log(OPTION_TYPES); // ['drop_down', 'color']
 * ```
 */
export const OPTION_TYPES: readonly OptionType[] = ['drop_down', 'color'];

/**
 * Type of a product's own discount.
 *
 * @example
 * ```ts
 * import type { DiscountType } from '@storefront-kit/stores-catalogue';
 * const discount: { type: DiscountType; value: number } = { type: 'PERCENT', value: 25 };
 * ```
 */
export type DiscountType = 'NONE' | 'AMOUNT' | 'PERCENT';
/**
 * Every {@link DiscountType} value.
 *
 * @example
 * ```ts
 * import { DISCOUNT_TYPES } from '@storefront-kit/stores-catalogue';
 * console.log(DISCOUNT_TYPES.includes('AMOUNT'));
 * ```
 */
export const DISCOUNT_TYPES: readonly DiscountType[] = ['NONE', 'AMOUNT', 'PERCENT'];

/**
 * Sort direction of a query.
 *
 * @example
 * ```ts
 * import type { SortOrder } from '@storefront-kit/stores-catalogue';
 * const order: SortOrder = 'DESC';
 * ```
 */
export type SortOrder = 'ASC' | 'DESC';
/**
 * Every {@link SortOrder} value.
 *
 * @example
 * ```ts
 * import { SORT_ORDERS } from '@storefront-kit/stores-catalogue';
 * console.log(SORT_ORDERS); // ['ASC', 'DESC']
 * ```
 */
export const SORT_ORDERS: readonly SortOrder[] = ['ASC', 'DESC'];

/**
 * Who triggered an event (webhook envelopes).
 *
 * @example
 * ```ts
 * import type { IdentityType } from '@storefront-kit/stores-catalogue';
 * const byMerchant = (t: IdentityType) => t === 'WIX_USER' || t === 'APP';
 * ```
 */
export type IdentityType = 'UNKNOWN' | 'ANONYMOUS_VISITOR' | 'MEMBER' | 'WIX_USER' | 'APP';
/**
 * Every {@link IdentityType} value.
 *
 * @example
 * ```ts
 * import { IDENTITY_TYPES } from '@storefront-kit/stores-catalogue';
 * console.log(IDENTITY_TYPES.length);
 * ```
 */
export const IDENTITY_TYPES: readonly IdentityType[] = ['UNKNOWN', 'ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP'];

// ---------------------------------------------------------------------------------------------
// Money, ranges, units

/**
 * Prices formatted in the store's currency (e.g. `"$10.00"`).
 *
 * @example
 * ```ts
 * import type { FormattedPrice } from '@storefront-kit/stores-catalogue';
 * const formatted: FormattedPrice = { price: '$25.00', discountedPrice: '$20.00' };
 * ```
 */
export interface FormattedPrice {
  price?: string;
  discountedPrice?: string;
  pricePerUnit?: string;
}

/**
 * A price in the v1 catalogue: numbers, currency code, formatted strings.
 *
 * @example
 * ```ts
 * import type { PriceData } from '@storefront-kit/stores-catalogue';
 * const price: PriceData = { currency: 'USD', price: 25, discountedPrice: 20, formatted: { price: '$25.00', discountedPrice: '$20.00' } };
 * ```
 */
export interface PriceData {
  /** ISO-4217 currency code, e.g. `USD`. */
  currency?: string;
  /** Price before the product's discount. */
  price?: number;
  /** Price after the product's discount. */
  discountedPrice?: number;
  /** Price per base measurement unit (when `pricePerUnitData` is set). */
  pricePerUnit?: number;
  formatted?: FormattedPrice;
}

/**
 * Cost and profit (merchant-only data).
 *
 * @example
 * ```ts
 * import type { CostAndProfitData } from '@storefront-kit/stores-catalogue';
 * const cost: CostAndProfitData = { itemCost: 10, profit: 15, profitMargin: 0.6 };
 * ```
 */
export interface CostAndProfitData {
  itemCost?: number;
  formattedItemCost?: string;
  profit?: number;
  formattedProfit?: string;
  /** Profit as a fraction of the price, 0..1 rounded to 4 decimals. */
  profitMargin?: number;
}

/**
 * A numeric range (price, cost, weight over the variants).
 *
 * @example
 * ```ts
 * import type { NumericRange } from '@storefront-kit/stores-catalogue';
 * const priceRange: NumericRange = { minValue: 25, maxValue: 27 };
 * ```
 */
export interface NumericRange {
  minValue?: number;
  maxValue?: number;
}

/**
 * Price-per-unit settings.
 *
 * @example
 * ```ts
 * import type { PricePerUnitData } from '@storefront-kit/stores-catalogue';
 * const perUnit: PricePerUnitData = { totalQuantity: 250, totalMeasurementUnit: 'G', baseQuantity: 100, baseMeasurementUnit: 'G' };
 * ```
 */
export interface PricePerUnitData {
  totalQuantity?: number;
  totalMeasurementUnit?: MeasurementUnit;
  baseQuantity?: number;
  baseMeasurementUnit?: MeasurementUnit;
}

/**
 * Product stock.
 *
 * @example
 * ```ts
 * import type { Stock } from '@storefront-kit/stores-catalogue';
 * const stock: Stock = { trackInventory: true, quantity: 3, inStock: true, inventoryStatus: 'IN_STOCK' };
 * ```
 */
export interface Stock {
  trackInventory?: boolean;
  /** Units in stock, when `trackInventory` is set. */
  quantity?: number;
  inStock?: boolean;
  inventoryStatus?: InventoryStatus;
}

/**
 * Variant stock.
 *
 * @example
 * ```ts
 * import type { VariantStock } from '@storefront-kit/stores-catalogue';
 * const stock: VariantStock = { trackQuantity: true, quantity: 0, inStock: false };
 * ```
 */
export interface VariantStock {
  trackQuantity?: boolean;
  quantity?: number;
  inStock?: boolean;
}

/**
 * A product's own discount.
 *
 * @example
 * ```ts
 * import type { Discount } from '@storefront-kit/stores-catalogue';
 * const discount: Discount = { type: 'AMOUNT', value: 20 };
 * ```
 */
export interface Discount {
  type?: DiscountType;
  /** Amount in the store currency (AMOUNT) or percentage 0..100 (PERCENT). */
  value?: number;
}

// ---------------------------------------------------------------------------------------------
// Media

/**
 * An image reference.
 *
 * @example
 * ```ts
 * import type { MediaImage } from '@storefront-kit/stores-catalogue';
 * const image: MediaImage = { url: 'https://static.example/tee.jpg', width: 800, height: 800, altText: 'Classic tee' };
 * ```
 */
export interface MediaImage {
  url?: string;
  width?: number;
  height?: number;
  /** Alt text. */
  altText?: string;
  /** When the URL stops working (secure media), ISO-8601. */
  urlExpirationDate?: string;
}

/**
 * One rendition of a video.
 *
 * @example
 * ```ts
 * import type { VideoResolution } from '@storefront-kit/stores-catalogue';
 * const hd: VideoResolution = { url: 'https://video.example/720p.mp4', width: 1280, height: 720, format: 'mp4' };
 * ```
 */
export interface VideoResolution {
  url?: string;
  width?: number;
  height?: number;
  /** e.g. `mp4`, `hls`. */
  format?: string;
}

/**
 * A video in a product's media.
 *
 * @example
 * ```ts
 * import type { MediaVideo } from '@storefront-kit/stores-catalogue';
 * const video: MediaVideo = { files: [{ url: 'https://video.example/720p.mp4', width: 1280, height: 720 }] };
 * ```
 */
export interface MediaVideo {
  files?: VideoResolution[];
  stillFrameMediaId?: string;
}

/**
 * A media item of a product, collection or choice.
 *
 * @example
 * ```ts
 * import type { MediaItem } from '@storefront-kit/stores-catalogue';
 * const item: MediaItem = { id: 'm1', mediaType: 'image', image: { url: 'https://static.example/tee.jpg' } };
 * ```
 */
export interface MediaItem {
  id?: string;
  mediaType?: MediaItemType;
  title?: string;
  image?: MediaImage;
  video?: MediaVideo;
  thumbnail?: MediaImage;
}

/**
 * Media of a product, collection or choice.
 *
 * @example
 * ```ts
 * import type { Media } from '@storefront-kit/stores-catalogue';
 * const media: Media = { mainMedia: { mediaType: 'image', image: { url: 'https://static.example/tee.jpg' } }, items: [] };
 * ```
 */
export interface Media {
  mainMedia?: MediaItem;
  items?: MediaItem[];
}

/**
 * A video of a store variant (with resolutions and posters).
 *
 * @example
 * ```ts
 * import type { VariantVideo } from '@storefront-kit/stores-catalogue';
 * const video: VariantVideo = { id: 'v1', resolutions: [{ url: 'https://video.example/720p.mp4', format: 'mp4' }], posters: [{ url: 'https://static.example/poster.jpg' }] };
 * ```
 */
export interface VariantVideo {
  id?: string;
  resolutions?: VideoResolution[];
  posters?: MediaImage[];
  urlExpirationDate?: string;
}

/**
 * A store variant's media: its image and/or video.
 *
 * @example
 * ```ts
 * import type { VariantMedia } from '@storefront-kit/stores-catalogue';
 * const firstImage = (media: VariantMedia | undefined) => media?.image?.url ?? media?.video?.posters?.[0]?.url;
 * ```
 */
export interface VariantMedia {
  image?: MediaImage;
  video?: VariantVideo;
}

// ---------------------------------------------------------------------------------------------
// Product

/**
 * A section of additional information on the product page.
 *
 * @example
 * ```ts
 * import type { AdditionalInfoSection } from '@storefront-kit/stores-catalogue';
 * const care: AdditionalInfoSection = { title: 'Care', description: '<p>Machine wash cold.</p>' };
 * ```
 */
export interface AdditionalInfoSection {
  title?: string;
  description?: string;
}

/**
 * A ribbon shown on the product ("New", "Sale").
 *
 * @example
 * ```ts
 * import type { Ribbon } from '@storefront-kit/stores-catalogue';
 * const ribbon: Ribbon = { text: 'New' };
 * ```
 */
export interface Ribbon {
  text?: string;
}

/**
 * A text field the buyer fills in when adding the product to the cart.
 *
 * @example
 * ```ts
 * import type { CustomTextField } from '@storefront-kit/stores-catalogue';
 * const engraving: CustomTextField = { title: 'Engraving', maxLength: 20, mandatory: false };
 * ```
 */
export interface CustomTextField {
  title?: string;
  maxLength?: number;
  mandatory?: boolean;
}

/**
 * One choice of a product option.
 *
 * @example
 * ```ts
 * import type { Choice } from '@storefront-kit/stores-catalogue';
 * const red: Choice = { value: '#ff0000', description: 'Red', inStock: true, visible: true };
 * ```
 */
export interface Choice {
  value?: string;
  /** Display text (for colours: the colour name; `value` then holds the hex code or name). */
  description?: string;
  media?: Media;
  /** Whether any variant with this choice is in stock. */
  inStock?: boolean;
  /** Whether any variant with this choice is visible. */
  visible?: boolean;
}

/**
 * A product option (e.g. Size, Color).
 *
 * @example
 * ```ts
 * import type { ProductOption } from '@storefront-kit/stores-catalogue';
 * const size: ProductOption = { optionType: 'drop_down', name: 'Size', choices: [{ value: 'S', description: 'S' }, { value: 'M', description: 'M' }] };
 * ```
 */
export interface ProductOption {
  optionType?: OptionType;
  name?: string;
  choices?: Choice[];
}

/**
 * The product page URL.
 *
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
 * Variant-specific data (without stock).
 *
 * @example
 * ```ts
 * import type { VariantData } from '@storefront-kit/stores-catalogue';
 * const data: VariantData = { priceData: { currency: 'USD', price: 27 }, weight: 0.3, sku: 'TEE-XL', visible: true };
 * ```
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
 * @example
 * ```ts
 * import type { ProductVariant } from '@storefront-kit/stores-catalogue';
 * const variant: ProductVariant = { id: 'v1', choices: { Size: 'M', Color: 'Red' }, variant: { priceData: { price: 25 } }, stock: { inStock: true } };
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
 * SEO data of a product.
 *
 * @example
 * ```ts
 * import type { SeoData } from '@storefront-kit/stores-catalogue';
 * const seo: SeoData = { tags: [{ type: 'title', children: 'Classic tee' }], settings: { keywords: [{ term: 'tee', isMain: true }] } };
 * ```
 */
export interface SeoData {
  tags?: { type?: string; props?: Record<string, unknown>; meta?: Record<string, unknown>; children?: string; custom?: boolean; disabled?: boolean }[];
  settings?: { preventAutoRedirect?: boolean; keywords?: { term?: string; isMain?: boolean }[] };
}

/**
 * A v1 catalogue product.
 *
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
 * A store variant (`/stores-reader/v1/variants/...`): a variant together with its product's identity.
 *
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
 * A collection (`/v2/collections`, `/stores-reader/v1/collections`).
 *
 * @example
 * ```ts
 * import type { Collection } from '@storefront-kit/stores-catalogue';
 * const collection: Collection = { id: 'c1', name: 'Sale', slug: 'sale', visible: true };
 * ```
 */
export interface Collection {
  id?: string;
  name?: string;
  slug?: string;
  media?: Media;
  numberOfProducts?: number;
  description?: string;
  visible?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Queries

/**
 * A query filter: field paths to values or operator objects (`$eq $ne $gt $gte $lt $lte $in $hasSome $hasAll $startsWith $endsWith $contains $exists`), combined with `$and $or $not`.
 *
 * @example
 * ```ts
 * import type { QueryFilter } from '@storefront-kit/stores-catalogue';
 * const filter: QueryFilter = { $and: [{ collectionIds: 'c1' }, { price: { $lt: 50 } }] };
 * ```
 */
export type QueryFilter = Record<string, unknown>;

/**
 * One sort key.
 *
 * @example
 * ```ts
 * import type { Sorting } from '@storefront-kit/stores-catalogue';
 * const byPrice: Sorting = { fieldName: 'price', order: 'ASC' };
 * ```
 */
export interface Sorting {
  fieldName: string;
  order?: SortOrder;
}

/**
 * Offset paging. Default limit 50, at most 100.
 *
 * @example
 * ```ts
 * import type { Paging } from '@storefront-kit/stores-catalogue';
 * const secondPage: Paging = { limit: 20, offset: 20 };
 * ```
 */
export interface Paging {
  limit?: number;
  offset?: number;
}

/**
 * Cursor paging. Default limit 50, at most 100. With a `cursor`, the platform reads the filter and sort
 * from the cursor: send only `cursorPaging`.
 *
 * @example
 * ```ts
 * import type { CursorPaging } from '@storefront-kit/stores-catalogue';
 * const nextPage: CursorPaging = { limit: 20, cursor: 'cursor-from-metadata' };
 * ```
 */
export interface CursorPaging {
  limit?: number;
  cursor?: string;
}

/**
 * A platform query: offset `paging` or `cursorPaging`, not both.
 *
 * @example
 * ```ts
 * import type { Query } from '@storefront-kit/stores-catalogue';
 * const query: Query = { filter: { productType: 'digital' }, sort: [{ fieldName: 'name' }], paging: { limit: 10 } };
 * ```
 */
export interface Query {
  filter?: QueryFilter;
  sort?: Sorting[];
  paging?: Paging;
  cursorPaging?: CursorPaging;
}

/**
 * Paging metadata of a query answer: `offset` and `total` for offset paging, `cursors` and `hasNext` for
 * cursor paging. `tooManyToCount` means the platform stopped counting: `total` is then absent.
 *
 * @example
 * ```ts
 * import type { PagingMetadata } from '@storefront-kit/stores-catalogue';
 * const pages = (m: PagingMetadata, limit: number) => (m.tooManyToCount ? undefined : Math.ceil((m.total ?? 0) / limit));
 * ```
 */
export interface PagingMetadata {
  /** Items in this page. */
  count?: number;
  offset?: number;
  total?: number;
  tooManyToCount?: boolean;
  /** Cursor paging: cursors to the next and previous pages (`null` or absent at the ends). */
  cursors?: { next?: string | null; prev?: string | null };
  /** Cursor paging: whether a next page exists. */
  hasNext?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Requests and responses

/**
 * `GET /stores-reader/v1/products/{id}` options.
 *
 * @example
 * ```ts
 * import type { GetProductRequest } from '@storefront-kit/stores-catalogue';
 * const request: GetProductRequest = { id: 'product-id', includeMerchantSpecificData: true };
 * ```
 */
export interface GetProductRequest {
  id: string;
  /** Adds cost and profit data; merchants only. */
  includeMerchantSpecificData?: boolean;
}

/**
 * `GET /stores-reader/v1/products/{id}` answer.
 *
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
 * @example
 * ```ts
 * import type { QueryProductsRequest } from '@storefront-kit/stores-catalogue';
 * const request: QueryProductsRequest = { query: { filter: { inStock: true }, paging: { limit: 10 } }, includeVariants: true };
 * ```
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

/**
 * `POST /stores-reader/v1/products/{id}/productOptionsAvailability` request.
 *
 * @example
 * ```ts
 * import type { ProductOptionsAvailabilityRequest } from '@storefront-kit/stores-catalogue';
 * const request: ProductOptionsAvailabilityRequest = { options: { Size: 'M', Color: 'Red' } };
 * ```
 */
export interface ProductOptionsAvailabilityRequest {
  id?: string;
  /** Option name -> chosen choice (value or description), e.g. `{ Size: 'M', Color: 'Red' }`. */
  options?: Record<string, string>;
}

/**
 * The variant a full option selection resolves to.
 *
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
 * @example
 * ```ts
 * import type { QueryProductVariantsRequest } from '@storefront-kit/stores-catalogue';
 * const request: QueryProductVariantsRequest = { choices: { Color: 'Red' }, paging: { limit: 10 } };
 * ```
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
 * @example
 * ```ts
 * import type { QueryStoreVariantsRequest } from '@storefront-kit/stores-catalogue';
 * const request: QueryStoreVariantsRequest = { query: { filter: { productId: 'product-id' } } };
 * ```
 */
export interface QueryStoreVariantsRequest {
  query?: Query;
}

/**
 * `POST /stores-reader/v1/variants/query` answer.
 *
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
 * @example
 * ```ts
 * import type { GetStoreVariantResponse } from '@storefront-kit/stores-catalogue';
 * const sku = (answer: GetStoreVariantResponse) => answer.variant.sku;
 * ```
 */
export interface GetStoreVariantResponse {
  variant: StoreVariant;
}

/**
 * Collection answers (`GET /v2/collections/{id}`, by slug, v1 by slug).
 *
 * @example
 * ```ts
 * import type { GetCollectionResponse } from '@storefront-kit/stores-catalogue';
 * const count = (answer: GetCollectionResponse) => answer.collection.numberOfProducts ?? 0;
 * ```
 */
export interface GetCollectionResponse {
  collection: Collection;
}

/**
 * `/v2/collections/query` request.
 *
 * @example
 * ```ts
 * import type { QueryCollectionsRequest } from '@storefront-kit/stores-catalogue';
 * const request: QueryCollectionsRequest = { query: { sort: [{ fieldName: 'name', order: 'ASC' }] } };
 * ```
 */
export interface QueryCollectionsRequest {
  query?: Query;
}

/**
 * `/v2/collections/query` answer.
 *
 * @example
 * ```ts
 * import type { QueryCollectionsResponse } from '@storefront-kit/stores-catalogue';
 * const slugs = (answer: QueryCollectionsResponse) => answer.collections.map((c) => c.slug);
 * ```
 */
export interface QueryCollectionsResponse {
  collections: Collection[];
  metadata: PagingMetadata;
}

/**
 * `POST /stores/v1/products` and `PATCH /stores/v1/products/{product.id}` request (also products-platformized).
 *
 * @example
 * ```ts
 * import type { ProductWriteRequest } from '@storefront-kit/stores-catalogue';
 * const request: ProductWriteRequest = { product: { name: 'Mug', priceData: { price: 12 } } };
 * ```
 */
export interface ProductWriteRequest {
  product: Product;
}

/**
 * Answer of the product create/update calls.
 *
 * @example
 * ```ts
 * import type { ProductWriteResponse } from '@storefront-kit/stores-catalogue';
 * const newId = (answer: ProductWriteResponse) => answer.product.id;
 * ```
 */
export interface ProductWriteResponse {
  product: Product;
}

/**
 * One entry of `PATCH /stores/v1/products/{id}/variants`: which variants (by choices or ids) get which values.
 *
 * @example
 * ```ts
 * import type { VariantOverride } from '@storefront-kit/stores-catalogue';
 * const xl: VariantOverride = { choices: { Size: 'XL' }, price: 27, weight: 0.35 };
 * ```
 */
export interface VariantOverride {
  /** Variants having all these choices. */
  choices?: Record<string, string>;
  /** Or these variant ids. */
  variantIds?: string[];
  price?: number;
  cost?: number;
  weight?: number;
  sku?: string;
  visible?: boolean;
}

/**
 * `PATCH /stores/v1/products/{id}/variants` request.
 *
 * @example
 * ```ts
 * import type { UpdateVariantsRequest } from '@storefront-kit/stores-catalogue';
 * const request: UpdateVariantsRequest = { variants: [{ variantIds: ['variant-id'], visible: false }] };
 * ```
 */
export interface UpdateVariantsRequest {
  id?: string;
  variants: VariantOverride[];
}

/**
 * `PATCH /stores/v1/products/{id}/variants` answer: the updated variants.
 *
 * @example
 * ```ts
 * import type { UpdateVariantsResponse } from '@storefront-kit/stores-catalogue';
 * const prices = (answer: UpdateVariantsResponse) => answer.variants.map((v) => v.variant?.priceData?.price);
 * ```
 */
export interface UpdateVariantsResponse {
  variants: ProductVariant[];
}

/**
 * `POST /stores/v1/collections/{id}/productIds[/delete]` request.
 *
 * @example
 * ```ts
 * import type { CollectionProductIdsRequest } from '@storefront-kit/stores-catalogue';
 * const request: CollectionProductIdsRequest = { productIds: ['p1', 'p2'] };
 * ```
 */
export interface CollectionProductIdsRequest {
  id?: string;
  productIds: string[];
}

/**
 * A media item to add to a product: an existing `mediaId` or a `url`, optionally attached to a choice.
 *
 * @example
 * ```ts
 * import type { MediaDataForWrite } from '@storefront-kit/stores-catalogue';
 * const media: MediaDataForWrite = { url: 'https://static.example/red.jpg', choice: { option: 'Color', choice: 'Red' } };
 * ```
 */
export interface MediaDataForWrite {
  mediaId?: string;
  url?: string;
  choice?: { option: string; choice: string };
}

/**
 * `POST /stores/v1/products/{id}/media` request.
 *
 * @example
 * ```ts
 * import type { AddProductMediaRequest } from '@storefront-kit/stores-catalogue';
 * const request: AddProductMediaRequest = { media: [{ mediaId: 'media-id' }] };
 * ```
 */
export interface AddProductMediaRequest {
  id?: string;
  media: MediaDataForWrite[];
}

/**
 * `POST /stores/v1/products/{id}/media/delete` request.
 *
 * @example
 * ```ts
 * import type { RemoveProductMediaRequest } from '@storefront-kit/stores-catalogue';
 * const request: RemoveProductMediaRequest = { mediaIds: ['media-id'] };
 * ```
 */
export interface RemoveProductMediaRequest {
  id?: string;
  mediaIds: string[];
}

/**
 * Media ids attached to (or detached from) one choice.
 *
 * @example
 * ```ts
 * import type { MediaAssignmentToChoice } from '@storefront-kit/stores-catalogue';
 * const assignment: MediaAssignmentToChoice = { option: 'Color', choice: 'Red', mediaIds: ['media-id'] };
 * ```
 */
export interface MediaAssignmentToChoice {
  option: string;
  choice: string;
  /** Media ids of the product; for removal, empty or absent removes all of the choice's media. */
  mediaIds?: string[];
}

/**
 * `PATCH /stores/v1/products/{id}/choices/media` and `POST .../choices/media/delete` request.
 *
 * @example
 * ```ts
 * import type { ChoicesMediaRequest } from '@storefront-kit/stores-catalogue';
 * const request: ChoicesMediaRequest = { media: [{ option: 'Color', choice: 'Red' }] };
 * ```
 */
export interface ChoicesMediaRequest {
  id?: string;
  media: MediaAssignmentToChoice[];
}

/**
 * `POST /stores/v1/collections` and `PATCH /stores/v1/collections/{collection.id}` request.
 *
 * @example
 * ```ts
 * import type { CollectionWriteRequest } from '@storefront-kit/stores-catalogue';
 * const request: CollectionWriteRequest = { collection: { name: 'Summer' } };
 * ```
 */
export interface CollectionWriteRequest {
  collection: Collection;
}

/**
 * Answer of the collection create/update calls.
 *
 * @example
 * ```ts
 * import type { CollectionWriteResponse } from '@storefront-kit/stores-catalogue';
 * const newId = (answer: CollectionWriteResponse) => answer.collection.id;
 * ```
 */
export interface CollectionWriteResponse {
  collection: Collection;
}

/**
 * Which property a bulk update sets (exactly one).
 *
 * @example
 * ```ts
 * import type { BulkSetProperty } from '@storefront-kit/stores-catalogue';
 * const set: BulkSetProperty = { price: 10 };
 * ```
 */
export interface BulkSetProperty {
  price?: number;
  cost?: number;
  weight?: number;
}

/**
 * `POST /stores/v1/bulk/products/update` request.
 *
 * @example
 * ```ts
 * import type { BulkUpdateProductsRequest } from '@storefront-kit/stores-catalogue';
 * const request: BulkUpdateProductsRequest = { ids: ['p1', 'p2'], set: { weight: 0.5 } };
 * ```
 */
export interface BulkUpdateProductsRequest {
  ids: string[];
  set: BulkSetProperty;
}

/**
 * A change by an amount or by a percentage (exactly one).
 *
 * @example
 * ```ts
 * import type { PropertyAdjustment } from '@storefront-kit/stores-catalogue';
 * const tenPercentOff: PropertyAdjustment = { percentage: -10 };
 * ```
 */
export interface PropertyAdjustment {
  amount?: number;
  /** -100..(anything); 10 means +10 %. */
  percentage?: number;
}

/**
 * Which property a bulk adjust changes (exactly one).
 *
 * @example
 * ```ts
 * import type { BulkAdjustProperty } from '@storefront-kit/stores-catalogue';
 * const adjust: BulkAdjustProperty = { cost: { amount: 2 } };
 * ```
 */
export interface BulkAdjustProperty {
  price?: PropertyAdjustment;
  cost?: PropertyAdjustment;
  weight?: PropertyAdjustment;
}

/**
 * `POST /stores/v1/bulk/products/adjust-properties` request.
 *
 * @example
 * ```ts
 * import type { BulkAdjustProductsRequest } from '@storefront-kit/stores-catalogue';
 * const request: BulkAdjustProductsRequest = { ids: ['p1'], adjust: { price: { percentage: 5 } } };
 * ```
 */
export interface BulkAdjustProductsRequest {
  ids: string[];
  adjust: BulkAdjustProperty;
}

/**
 * The per-item outcome of a bulk call.
 *
 * @example
 * ```ts
 * import type { BulkItemMetadata } from '@storefront-kit/stores-catalogue';
 * const failed = (items: BulkItemMetadata[]) => items.filter((i) => !i.success).map((i) => `${i.id}: ${i.error?.code}`);
 * ```
 */
export interface BulkItemMetadata {
  id?: string;
  originalIndex?: number;
  success?: boolean;
  error?: { code?: string; description?: string; data?: Record<string, unknown> };
}

/**
 * Bulk call answer.
 *
 * @example
 * ```ts
 * import type { BulkProductsResponse } from '@storefront-kit/stores-catalogue';
 * const allDone = (answer: BulkProductsResponse) => answer.bulkActionMetadata.totalFailures === 0;
 * ```
 */
export interface BulkProductsResponse {
  results: { itemMetadata: BulkItemMetadata }[];
  bulkActionMetadata: { totalSuccesses: number; totalFailures: number; undetailedFailures: number };
}

// ---------------------------------------------------------------------------------------------
// Events (legacy catalogue events: the payload is the whole event, kind `plain`)

/**
 * Event types of the catalogue.
 *
 * @example
 * ```ts
 * import type { CatalogueEventType } from '@storefront-kit/stores-catalogue';
 * const type: CatalogueEventType = 'com.wix.ecommerce.catalog.api.v1.ProductChanged';
 * ```
 */
export type CatalogueEventType =
  | 'com.wix.ecommerce.catalog.api.v1.ProductCreated'
  | 'com.wix.ecommerce.catalog.api.v1.ProductChanged'
  | 'com.wix.ecommerce.catalog.api.v1.ProductDeleted'
  | 'com.wix.ecommerce.catalog.api.v1.VariantsChanged'
  | 'com.wix.ecommerce.catalog.api.v1.CollectionCreated'
  | 'com.wix.ecommerce.catalog.api.v1.CollectionChanged'
  | 'com.wix.ecommerce.catalog.api.v1.CollectionDeleted';
/**
 * Every {@link CatalogueEventType} value.
 *
 * @example
 * ```ts
 * import { CATALOGUE_EVENT_TYPES } from '@storefront-kit/stores-catalogue';
 * const isCatalogueEvent = (t: string) => (CATALOGUE_EVENT_TYPES as readonly string[]).includes(t);
 * ```
 */
export const CATALOGUE_EVENT_TYPES: readonly CatalogueEventType[] = [
  'com.wix.ecommerce.catalog.api.v1.ProductCreated',
  'com.wix.ecommerce.catalog.api.v1.ProductChanged',
  'com.wix.ecommerce.catalog.api.v1.ProductDeleted',
  'com.wix.ecommerce.catalog.api.v1.VariantsChanged',
  'com.wix.ecommerce.catalog.api.v1.CollectionCreated',
  'com.wix.ecommerce.catalog.api.v1.CollectionChanged',
  'com.wix.ecommerce.catalog.api.v1.CollectionDeleted',
];

/**
 * `ProductCreated` payload.
 *
 * @example
 * ```ts
 * import type { ProductCreatedPayload } from '@storefront-kit/stores-catalogue';
 * const onCreated = (e: ProductCreatedPayload) => console.log(e.productId, e.name, e.price.price);
 * ```
 */
export interface ProductCreatedPayload {
  productId: string;
  name: string;
  visible: boolean;
  price: PriceData;
  media?: Media;
  productPageUrl?: PageUrl;
}

/**
 * `ProductChanged` payload: which top-level product fields changed.
 *
 * @example
 * ```ts
 * import type { ProductChangedPayload } from '@storefront-kit/stores-catalogue';
 * const priceChanged = (e: ProductChangedPayload) => e.changedFields.includes('priceData');
 * ```
 */
export interface ProductChangedPayload {
  productId: string;
  changedFields: string[];
}

/**
 * `ProductDeleted` payload.
 *
 * @example
 * ```ts
 * import type { ProductDeletedPayload } from '@storefront-kit/stores-catalogue';
 * const onDeleted = (e: ProductDeletedPayload) => console.log('gone', e.productId);
 * ```
 */
export interface ProductDeletedPayload {
  productId: string;
}

/**
 * One changed variant in a `VariantsChanged` payload.
 *
 * @example
 * ```ts
 * import type { ChangedVariant } from '@storefront-kit/stores-catalogue';
 * const describe = (v: ChangedVariant) => `${v.variantId}: ${v.changedFields.join(', ')}`;
 * ```
 */
export interface ChangedVariant {
  variantId: string;
  choices?: Record<string, string>;
  /** e.g. `price`, `cost`, `weight`, `sku`, `visible`, `stock`. */
  changedFields: string[];
}

/**
 * `VariantsChanged` payload.
 *
 * @example
 * ```ts
 * import type { VariantsChangedPayload } from '@storefront-kit/stores-catalogue';
 * const stockChanged = (e: VariantsChangedPayload) => e.variants.some((v) => v.changedFields.includes('stock'));
 * ```
 */
export interface VariantsChangedPayload {
  productId: string;
  variants: ChangedVariant[];
}

/**
 * `CollectionCreated` payload.
 *
 * @example
 * ```ts
 * import type { CollectionCreatedPayload } from '@storefront-kit/stores-catalogue';
 * const onCreated = (e: CollectionCreatedPayload) => console.log(e.collectionId, e.name);
 * ```
 */
export interface CollectionCreatedPayload {
  collectionId: string;
  name: string;
  media?: Media;
}

/**
 * `CollectionChanged` payload: changed fields and the products added or removed.
 *
 * @example
 * ```ts
 * import type { CollectionChangedPayload } from '@storefront-kit/stores-catalogue';
 * const added = (e: CollectionChangedPayload) => e.productsAdded ?? [];
 * ```
 */
export interface CollectionChangedPayload {
  collectionId: string;
  changedFields: string[];
  productsAdded?: string[];
  productsRemoved?: string[];
}

/**
 * `CollectionDeleted` payload.
 *
 * @example
 * ```ts
 * import type { CollectionDeletedPayload } from '@storefront-kit/stores-catalogue';
 * const onDeleted = (e: CollectionDeletedPayload) => console.log('gone', e.collectionId);
 * ```
 */
export interface CollectionDeletedPayload {
  collectionId: string;
}
