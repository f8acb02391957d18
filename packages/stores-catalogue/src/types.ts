/**
 * Wire types of the stores catalogue (v1 products and variants, v2 collections), exactly as the
 * platform sends them: field names as on the wire (`id`, `createdDate`), money in the v1 catalogue as
 * numbers (`priceData.price`), dates as ISO-8601 strings. Non-finite numbers travel as the strings
 * `"NaN"`, `"Infinity"`, `"-Infinity"`; the schemas in `./schemas` turn them back into numbers.
 */

// ---------------------------------------------------------------------------------------------
// Enumerations

/** Product type. */
export type ProductType = 'physical' | 'digital';
/** Every {@link ProductType} value. */
export const PRODUCT_TYPES: readonly ProductType[] = ['physical', 'digital'];

/** Inventory status of a product (read-only, computed from its variants' stock). */
export type InventoryStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'PARTIALLY_OUT_OF_STOCK';
/** Every {@link InventoryStatus} value. */
export const INVENTORY_STATUSES: readonly InventoryStatus[] = ['IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK'];

/** Measurement unit of a price-per-unit. */
export type MeasurementUnit =
  | 'ML' | 'CL' | 'L' | 'CBM' | 'MG' | 'G' | 'KG' | 'MM' | 'CM' | 'M' | 'SQM'
  | 'OZ' | 'LB' | 'FLOZ' | 'PT' | 'QT' | 'GAL' | 'IN' | 'FT' | 'YD' | 'SQFT';
/** Every {@link MeasurementUnit} value. */
export const MEASUREMENT_UNITS: readonly MeasurementUnit[] = [
  'ML', 'CL', 'L', 'CBM', 'MG', 'G', 'KG', 'MM', 'CM', 'M', 'SQM',
  'OZ', 'LB', 'FLOZ', 'PT', 'QT', 'GAL', 'IN', 'FT', 'YD', 'SQFT',
];

/** Type of a media item. */
export type MediaItemType = 'image' | 'video' | 'audio' | 'document' | 'zip';
/** Every {@link MediaItemType} value. */
export const MEDIA_ITEM_TYPES: readonly MediaItemType[] = ['image', 'video', 'audio', 'document', 'zip'];

/** How a product option is shown: a drop-down list or colour swatches. */
export type OptionType = 'drop_down' | 'color';
/** Every {@link OptionType} value. */
export const OPTION_TYPES: readonly OptionType[] = ['drop_down', 'color'];

/** Type of a product's own discount. */
export type DiscountType = 'NONE' | 'AMOUNT' | 'PERCENT';
/** Every {@link DiscountType} value. */
export const DISCOUNT_TYPES: readonly DiscountType[] = ['NONE', 'AMOUNT', 'PERCENT'];

/** Sort direction of a query. */
export type SortOrder = 'ASC' | 'DESC';
/** Every {@link SortOrder} value. */
export const SORT_ORDERS: readonly SortOrder[] = ['ASC', 'DESC'];

/** Who triggered an event (webhook envelopes). */
export type IdentityType = 'UNKNOWN' | 'ANONYMOUS_VISITOR' | 'MEMBER' | 'WIX_USER' | 'APP';
/** Every {@link IdentityType} value. */
export const IDENTITY_TYPES: readonly IdentityType[] = ['UNKNOWN', 'ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP'];

// ---------------------------------------------------------------------------------------------
// Money, ranges, units

/** Prices formatted in the store's currency (e.g. `"$10.00"`). */
export interface FormattedPrice {
  price?: string;
  discountedPrice?: string;
  pricePerUnit?: string;
}

/** A price in the v1 catalogue: numbers, currency code, formatted strings. */
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

/** Cost and profit (merchant-only data). */
export interface CostAndProfitData {
  itemCost?: number;
  formattedItemCost?: string;
  profit?: number;
  formattedProfit?: string;
  /** Profit as a fraction of the price, 0..1 rounded to 4 decimals. */
  profitMargin?: number;
}

/** A numeric range (price, cost, weight over the variants). */
export interface NumericRange {
  minValue?: number;
  maxValue?: number;
}

/** Price-per-unit settings. */
export interface PricePerUnitData {
  totalQuantity?: number;
  totalMeasurementUnit?: MeasurementUnit;
  baseQuantity?: number;
  baseMeasurementUnit?: MeasurementUnit;
}

/** Product stock. */
export interface Stock {
  trackInventory?: boolean;
  /** Units in stock, when `trackInventory` is set. */
  quantity?: number;
  inStock?: boolean;
  inventoryStatus?: InventoryStatus;
}

/** Variant stock. */
export interface VariantStock {
  trackQuantity?: boolean;
  quantity?: number;
  inStock?: boolean;
}

/** A product's own discount. */
export interface Discount {
  type?: DiscountType;
  /** Amount in the store currency (AMOUNT) or percentage 0..100 (PERCENT). */
  value?: number;
}

// ---------------------------------------------------------------------------------------------
// Media

/** An image reference. */
export interface MediaImage {
  url?: string;
  width?: number;
  height?: number;
  /** Alt text. */
  altText?: string;
  /** When the URL stops working (secure media), ISO-8601. */
  urlExpirationDate?: string;
}

/** One rendition of a video. */
export interface VideoResolution {
  url?: string;
  width?: number;
  height?: number;
  /** e.g. `mp4`, `hls`. */
  format?: string;
}

/** A video in a product's media. */
export interface MediaVideo {
  files?: VideoResolution[];
  stillFrameMediaId?: string;
}

/** A media item of a product, collection or choice. */
export interface MediaItem {
  id?: string;
  mediaType?: MediaItemType;
  title?: string;
  image?: MediaImage;
  video?: MediaVideo;
  thumbnail?: MediaImage;
}

/** Media of a product, collection or choice. */
export interface Media {
  mainMedia?: MediaItem;
  items?: MediaItem[];
}

/** A video of a store variant (with resolutions and posters). */
export interface VariantVideo {
  id?: string;
  resolutions?: VideoResolution[];
  posters?: MediaImage[];
  urlExpirationDate?: string;
}

/** A store variant's media: its image and/or video. */
export interface VariantMedia {
  image?: MediaImage;
  video?: VariantVideo;
}

// ---------------------------------------------------------------------------------------------
// Product

/** A section of additional information on the product page. */
export interface AdditionalInfoSection {
  title?: string;
  description?: string;
}

/** A ribbon shown on the product ("New", "Sale"). */
export interface Ribbon {
  text?: string;
}

/** A text field the buyer fills in when adding the product to the cart. */
export interface CustomTextField {
  title?: string;
  maxLength?: number;
  mandatory?: boolean;
}

/** One choice of a product option. */
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

/** A product option (e.g. Size, Color). */
export interface ProductOption {
  optionType?: OptionType;
  name?: string;
  choices?: Choice[];
}

/** The product page URL. */
export interface PageUrl {
  base?: string;
  path?: string;
}

/** Variant-specific data (without stock). */
export interface VariantData {
  priceData?: PriceData;
  convertedPriceData?: PriceData;
  /** Merchant-only. */
  costAndProfitData?: CostAndProfitData;
  weight?: number;
  sku?: string;
  visible?: boolean;
}

/** A variant as embedded in a product (`product.variants[]`) and answered by the product variants query. */
export interface ProductVariant {
  id?: string;
  /** Option name -> choice description, e.g. `{ Size: 'M', Color: 'Red' }`. */
  choices?: Record<string, string>;
  variant?: VariantData;
  stock?: VariantStock;
}

/** SEO data of a product. */
export interface SeoData {
  tags?: { type?: string; props?: Record<string, unknown>; meta?: Record<string, unknown>; children?: string; custom?: boolean; disabled?: boolean }[];
  settings?: { preventAutoRedirect?: boolean; keywords?: { term?: string; isMain?: boolean }[] };
}

/** A v1 catalogue product. */
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

/** A store variant (`/stores-reader/v1/variants/...`): a variant together with its product's identity. */
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

/** A collection (`/v2/collections`, `/stores-reader/v1/collections`). */
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

/** A query filter: field paths to values or operator objects (`$eq $ne $gt $gte $lt $lte $in $hasSome $hasAll $startsWith $endsWith $contains $exists`), combined with `$and $or $not`. */
export type QueryFilter = Record<string, unknown>;

/** One sort key. */
export interface Sorting {
  fieldName: string;
  order?: SortOrder;
}

/** Offset paging. Default limit 50, at most 100. */
export interface Paging {
  limit?: number;
  offset?: number;
}

/** A platform query. */
export interface Query {
  filter?: QueryFilter;
  sort?: Sorting[];
  paging?: Paging;
}

/** Offset paging metadata of a query answer. */
export interface PagingMetadata {
  /** Items in this page. */
  count?: number;
  offset?: number;
  total?: number;
  tooManyToCount?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Requests and responses

/** `GET /stores-reader/v1/products/{id}` options. */
export interface GetProductRequest {
  id: string;
  /** Adds cost and profit data; merchants only. */
  includeMerchantSpecificData?: boolean;
}

/** `GET /stores-reader/v1/products/{id}` answer. */
export interface GetProductResponse {
  product: Product;
}

/** `/stores-reader/v1/products/query-platformized` request. */
export interface QueryProductsRequest {
  query?: Query;
  /** Include `variants` in the answered products. */
  includeVariants?: boolean;
  /** Include invisible products (merchants only). */
  includeHiddenProducts?: boolean;
  /** Include cost and profit data (merchants only). */
  includeMerchantSpecificData?: boolean;
}

/** `/stores-reader/v1/products/query-platformized` answer. */
export interface QueryProductsResponse {
  products: Product[];
  metadata: PagingMetadata;
}

/** `POST /stores-reader/v1/products/{id}/productOptionsAvailability` request. */
export interface ProductOptionsAvailabilityRequest {
  id?: string;
  /** Option name -> chosen choice (value or description), e.g. `{ Size: 'M', Color: 'Red' }`. */
  options?: Record<string, string>;
}

/** The variant a full option selection resolves to. */
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

/** `POST /stores-reader/v1/products/{id}/productOptionsAvailability` answer. */
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

/** `POST /stores-reader/v1/products/{id}/variants/query` request. */
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

/** `POST /stores-reader/v1/products/{id}/variants/query` answer. */
export interface QueryProductVariantsResponse {
  variants: ProductVariant[];
  metadata: { items?: number; offset?: number };
  totalResults: number;
}

/** `POST /stores-reader/v1/variants/query` request. */
export interface QueryStoreVariantsRequest {
  query?: Query;
}

/** `POST /stores-reader/v1/variants/query` answer. */
export interface QueryStoreVariantsResponse {
  variants: StoreVariant[];
  metadata: PagingMetadata;
}

/** `GET /stores-reader/v1/variants/{id}` answer. */
export interface GetStoreVariantResponse {
  variant: StoreVariant;
}

/** Collection answers (`GET /v2/collections/{id}`, by slug, v1 by slug). */
export interface GetCollectionResponse {
  collection: Collection;
}

/** `/v2/collections/query` request. */
export interface QueryCollectionsRequest {
  query?: Query;
}

/** `/v2/collections/query` answer. */
export interface QueryCollectionsResponse {
  collections: Collection[];
  metadata: PagingMetadata;
}

/** `POST /stores/v1/products` and `PATCH /stores/v1/products/{product.id}` request (also products-platformized). */
export interface ProductWriteRequest {
  product: Product;
}

/** Answer of the product create/update calls. */
export interface ProductWriteResponse {
  product: Product;
}

/** One entry of `PATCH /stores/v1/products/{id}/variants`: which variants (by choices or ids) get which values. */
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

/** `PATCH /stores/v1/products/{id}/variants` request. */
export interface UpdateVariantsRequest {
  id?: string;
  variants: VariantOverride[];
}

/** `PATCH /stores/v1/products/{id}/variants` answer: the updated variants. */
export interface UpdateVariantsResponse {
  variants: ProductVariant[];
}

/** `POST /stores/v1/collections/{id}/productIds[/delete]` request. */
export interface CollectionProductIdsRequest {
  id?: string;
  productIds: string[];
}

/** A media item to add to a product: an existing `mediaId` or a `url`, optionally attached to a choice. */
export interface MediaDataForWrite {
  mediaId?: string;
  url?: string;
  choice?: { option: string; choice: string };
}

/** `POST /stores/v1/products/{id}/media` request. */
export interface AddProductMediaRequest {
  id?: string;
  media: MediaDataForWrite[];
}

/** `POST /stores/v1/products/{id}/media/delete` request. */
export interface RemoveProductMediaRequest {
  id?: string;
  mediaIds: string[];
}

/** Media ids attached to (or detached from) one choice. */
export interface MediaAssignmentToChoice {
  option: string;
  choice: string;
  /** Media ids of the product; for removal, empty or absent removes all of the choice's media. */
  mediaIds?: string[];
}

/** `PATCH /stores/v1/products/{id}/choices/media` and `POST .../choices/media/delete` request. */
export interface ChoicesMediaRequest {
  id?: string;
  media: MediaAssignmentToChoice[];
}

/** `POST /stores/v1/collections` and `PATCH /stores/v1/collections/{collection.id}` request. */
export interface CollectionWriteRequest {
  collection: Collection;
}

/** Answer of the collection create/update calls. */
export interface CollectionWriteResponse {
  collection: Collection;
}

/** Which property a bulk update sets (exactly one). */
export interface BulkSetProperty {
  price?: number;
  cost?: number;
  weight?: number;
}

/** `POST /stores/v1/bulk/products/update` request. */
export interface BulkUpdateProductsRequest {
  ids: string[];
  set: BulkSetProperty;
}

/** A change by an amount or by a percentage (exactly one). */
export interface PropertyAdjustment {
  amount?: number;
  /** -100..(anything); 10 means +10 %. */
  percentage?: number;
}

/** Which property a bulk adjust changes (exactly one). */
export interface BulkAdjustProperty {
  price?: PropertyAdjustment;
  cost?: PropertyAdjustment;
  weight?: PropertyAdjustment;
}

/** `POST /stores/v1/bulk/products/adjust-properties` request. */
export interface BulkAdjustProductsRequest {
  ids: string[];
  adjust: BulkAdjustProperty;
}

/** The per-item outcome of a bulk call. */
export interface BulkItemMetadata {
  id?: string;
  originalIndex?: number;
  success?: boolean;
  error?: { code?: string; description?: string; data?: Record<string, unknown> };
}

/** Bulk call answer. */
export interface BulkProductsResponse {
  results: { itemMetadata: BulkItemMetadata }[];
  bulkActionMetadata: { totalSuccesses: number; totalFailures: number; undetailedFailures: number };
}

// ---------------------------------------------------------------------------------------------
// Events (legacy catalogue events: the payload is the whole event, kind `plain`)

/** Event types of the catalogue. */
export type CatalogueEventType =
  | 'com.wix.ecommerce.catalog.api.v1.ProductCreated'
  | 'com.wix.ecommerce.catalog.api.v1.ProductChanged'
  | 'com.wix.ecommerce.catalog.api.v1.ProductDeleted'
  | 'com.wix.ecommerce.catalog.api.v1.VariantsChanged'
  | 'com.wix.ecommerce.catalog.api.v1.CollectionCreated'
  | 'com.wix.ecommerce.catalog.api.v1.CollectionChanged'
  | 'com.wix.ecommerce.catalog.api.v1.CollectionDeleted';
/** Every {@link CatalogueEventType} value. */
export const CATALOGUE_EVENT_TYPES: readonly CatalogueEventType[] = [
  'com.wix.ecommerce.catalog.api.v1.ProductCreated',
  'com.wix.ecommerce.catalog.api.v1.ProductChanged',
  'com.wix.ecommerce.catalog.api.v1.ProductDeleted',
  'com.wix.ecommerce.catalog.api.v1.VariantsChanged',
  'com.wix.ecommerce.catalog.api.v1.CollectionCreated',
  'com.wix.ecommerce.catalog.api.v1.CollectionChanged',
  'com.wix.ecommerce.catalog.api.v1.CollectionDeleted',
];

/** `ProductCreated` payload. */
export interface ProductCreatedPayload {
  productId: string;
  name: string;
  visible: boolean;
  price: PriceData;
  media?: Media;
  productPageUrl?: PageUrl;
}

/** `ProductChanged` payload: which top-level product fields changed. */
export interface ProductChangedPayload {
  productId: string;
  changedFields: string[];
}

/** `ProductDeleted` payload. */
export interface ProductDeletedPayload {
  productId: string;
}

/** One changed variant in a `VariantsChanged` payload. */
export interface ChangedVariant {
  variantId: string;
  choices?: Record<string, string>;
  /** e.g. `price`, `cost`, `weight`, `sku`, `visible`, `stock`. */
  changedFields: string[];
}

/** `VariantsChanged` payload. */
export interface VariantsChangedPayload {
  productId: string;
  variants: ChangedVariant[];
}

/** `CollectionCreated` payload. */
export interface CollectionCreatedPayload {
  collectionId: string;
  name: string;
  media?: Media;
}

/** `CollectionChanged` payload: changed fields and the products added or removed. */
export interface CollectionChangedPayload {
  collectionId: string;
  changedFields: string[];
  productsAdded?: string[];
  productsRemoved?: string[];
}

/** `CollectionDeleted` payload. */
export interface CollectionDeletedPayload {
  collectionId: string;
}
