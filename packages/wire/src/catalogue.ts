/**
 * `@storefront-kit/wire/catalogue`: wire types and value lists of the catalogue (products, collections,
 * variants, media, inventory, queries, writes, bulk calls, events). Free of zod; the schemas are in
 * `@storefront-kit/wire/catalogue/schemas`.
 *
 * @packageDocumentation
 */
export type {
  BulkAdjustProductsRequest,
  BulkAdjustProperty,
  BulkItemMetadata,
  BulkProductsResponse,
  BulkSetProperty,
  BulkUpdateProductsRequest,
  PropertyAdjustment,
} from './catalogue/types/bulk';
export type { Collection, GetCollectionResponse, QueryCollectionsRequest, QueryCollectionsResponse } from './catalogue/types/collection';
export { CATALOGUE_EVENT_TYPES, IDENTITY_TYPES } from './catalogue/types/events';
export type {
  CatalogueEventType,
  ChangedVariant,
  CollectionChangedPayload,
  CollectionCreatedPayload,
  CollectionDeletedPayload,
  IdentityType,
  ProductChangedPayload,
  ProductCreatedPayload,
  ProductDeletedPayload,
  VariantsChangedPayload,
} from './catalogue/types/events';
export { INVENTORY_STATUSES } from './catalogue/types/inventory';
export type { InventoryStatus, Stock, VariantStock } from './catalogue/types/inventory';
export { MEDIA_ITEM_TYPES } from './catalogue/types/media';
export type { Media, MediaImage, MediaItem, MediaItemType, MediaVideo, VariantMedia, VariantVideo, VideoResolution } from './catalogue/types/media';
export { OPTION_TYPES } from './catalogue/types/options';
export type { Choice, OptionType, ProductOption } from './catalogue/types/options';
export { DISCOUNT_TYPES, MEASUREMENT_UNITS } from './catalogue/types/price';
export type {
  CostAndProfitData,
  Discount,
  DiscountType,
  FormattedPrice,
  MeasurementUnit,
  NumericRange,
  PriceData,
  PricePerUnitData,
} from './catalogue/types/price';
export { PRODUCT_TYPES } from './catalogue/types/product';
export type {
  AdditionalInfoSection,
  CustomTextField,
  GetProductRequest,
  GetProductResponse,
  PageUrl,
  Product,
  ProductType,
  QueryProductsRequest,
  QueryProductsResponse,
  Ribbon,
  SeoData,
} from './catalogue/types/product';
export { SORT_ORDERS } from './catalogue/types/query';
export type { CursorPaging, Paging, PagingMetadata, Query, QueryFilter, Sorting, SortOrder } from './catalogue/types/query';
export type {
  GetStoreVariantResponse,
  ProductOptionsAvailabilityRequest,
  ProductOptionsAvailabilityResponse,
  ProductVariant,
  QueryProductVariantsRequest,
  QueryProductVariantsResponse,
  QueryStoreVariantsRequest,
  QueryStoreVariantsResponse,
  SelectedVariant,
  StoreVariant,
  VariantData,
} from './catalogue/types/variant';
export type {
  AddProductMediaRequest,
  ChoicesMediaRequest,
  CollectionProductIdsRequest,
  CollectionWriteRequest,
  CollectionWriteResponse,
  MediaAssignmentToChoice,
  MediaDataForWrite,
  ProductWriteRequest,
  ProductWriteResponse,
  RemoveProductMediaRequest,
  UpdateVariantsRequest,
  UpdateVariantsResponse,
  VariantOverride,
} from './catalogue/types/writes';
