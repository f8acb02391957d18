/**
 * `@storefront-kit/stores-catalogue`: products, collections and variants of the storefront catalogue,
 * and the merchant's catalogue writes. Standalone functions take the client first; the `products`,
 * `collections` and `variants` namespaces bind them with `createClient({ modules })`. zod schemas are
 * on the `./schemas` subpath (this entry never loads zod).
 */
export type {
  BulkAdjustProductsRequest,
  BulkAdjustProperty,
  BulkItemMetadata,
  BulkProductsResponse,
  BulkSetProperty,
  BulkUpdateProductsRequest,
  PropertyAdjustment,
} from '@storefront-kit/wire/catalogue';
export type { Collection, GetCollectionResponse, QueryCollectionsRequest, QueryCollectionsResponse } from '@storefront-kit/wire/catalogue';
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
} from '@storefront-kit/wire/catalogue';
export type { InventoryStatus, Stock, VariantStock } from '@storefront-kit/wire/catalogue';
export type { Media, MediaImage, MediaItem, MediaItemType, MediaVideo, VariantMedia, VariantVideo, VideoResolution } from '@storefront-kit/wire/catalogue';
export type { Choice, OptionType, ProductOption } from '@storefront-kit/wire/catalogue';
export type {
  CostAndProfitData,
  Discount,
  DiscountType,
  FormattedPrice,
  MeasurementUnit,
  NumericRange,
  PriceData,
  PricePerUnitData,
} from '@storefront-kit/wire/catalogue';
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
} from '@storefront-kit/wire/catalogue';
export type { CursorPaging, Paging, PagingMetadata, Query, QueryFilter, Sorting, SortOrder } from '@storefront-kit/wire/catalogue';
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
} from '@storefront-kit/wire/catalogue';
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
} from '@storefront-kit/wire/catalogue';
export { CATALOGUE_EVENT_TYPES, IDENTITY_TYPES } from '@storefront-kit/wire/catalogue';
export { INVENTORY_STATUSES } from '@storefront-kit/wire/catalogue';
export { MEDIA_ITEM_TYPES } from '@storefront-kit/wire/catalogue';
export { OPTION_TYPES } from '@storefront-kit/wire/catalogue';
export { DISCOUNT_TYPES, MEASUREMENT_UNITS } from '@storefront-kit/wire/catalogue';
export { PRODUCT_TYPES } from '@storefront-kit/wire/catalogue';
export { SORT_ORDERS } from '@storefront-kit/wire/catalogue';

// ---- runtime
export type { CallOptions } from './options';
export { getProduct } from './get-product';
export type { GetProductOptions } from './get-product';
export { queryProducts } from './query-products';
export type { ProductQueryField, ProductsCursorQueryBuilder, ProductSortField, ProductsQueryBuilder, QueryProductsOptions } from './query-products';
export { getProductOptionsAvailability, getStoreVariant, queryProductVariants, queryStoreVariants } from './variants';
export type { QueryProductVariantsOptions } from './variants';
export { getCollection, getCollectionBySlug, getCollectionBySlugV1, queryCollections } from './collections';
export type { CollectionQueryField, CollectionsQueryBuilder } from './collections';
export {
  createProduct,
  createProductPlatformized,
  deleteProduct,
  deleteProductPlatformized,
  updateProduct,
  updateProductPlatformized,
} from './product-writes';
export {
  addProductMedia,
  addProductMediaToChoices,
  deleteProductOptions,
  removeBrand,
  removeProductMedia,
  removeProductMediaFromChoices,
  removeRibbon,
  resetAllProductVariantData,
  updateProductVariants,
} from './product-parts';
export { addProductsToCollection, createCollection, deleteCollection, removeProductsFromCollection, updateCollection } from './collection-writes';
export { bulkAdjustProductProperty, bulkUpdateProductsProperty } from './bulk';
export { collectionChanged, collectionCreated, collectionDeleted, productChanged, productCreated, productDeleted, variantsChanged } from './events';
export { collections, products, variants } from './namespaces';
export { CatalogVersion, catalogVersioning, getCatalogVersion, Version } from './catalog-version';
export type { GetCatalogVersionResponse } from './catalog-version';
export { CATALOG_VERSIONS } from '@storefront-kit/wire/catalogue-v3';
