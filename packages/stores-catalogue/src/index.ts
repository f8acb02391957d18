/**
 * `@storefront-kit/stores-catalogue`: products, collections and variants of the storefront catalogue,
 * and the merchant's catalogue writes. Standalone functions take the client first; the `products`,
 * `collections` and `variants` namespaces bind them with `createClient({ modules })`. zod schemas are
 * on the `./schemas` subpath (this entry never loads zod).
 */
export type {
  AddProductMediaRequest,
  AdditionalInfoSection,
  BulkAdjustProductsRequest,
  BulkAdjustProperty,
  BulkItemMetadata,
  BulkProductsResponse,
  BulkSetProperty,
  BulkUpdateProductsRequest,
  CatalogueEventType,
  ChangedVariant,
  Choice,
  ChoicesMediaRequest,
  Collection,
  CollectionChangedPayload,
  CollectionCreatedPayload,
  CollectionDeletedPayload,
  CollectionProductIdsRequest,
  CollectionWriteRequest,
  CollectionWriteResponse,
  CostAndProfitData,
  CursorPaging,
  CustomTextField,
  Discount,
  DiscountType,
  FormattedPrice,
  GetCollectionResponse,
  GetProductRequest,
  GetProductResponse,
  GetStoreVariantResponse,
  IdentityType,
  InventoryStatus,
  MeasurementUnit,
  Media,
  MediaAssignmentToChoice,
  MediaDataForWrite,
  MediaImage,
  MediaItem,
  MediaItemType,
  MediaVideo,
  NumericRange,
  OptionType,
  PageUrl,
  Paging,
  PagingMetadata,
  PriceData,
  PricePerUnitData,
  Product,
  ProductChangedPayload,
  ProductCreatedPayload,
  ProductDeletedPayload,
  ProductOption,
  ProductOptionsAvailabilityRequest,
  ProductOptionsAvailabilityResponse,
  ProductType,
  ProductVariant,
  ProductWriteRequest,
  ProductWriteResponse,
  PropertyAdjustment,
  Query,
  QueryCollectionsRequest,
  QueryCollectionsResponse,
  QueryFilter,
  QueryProductsRequest,
  QueryProductsResponse,
  QueryProductVariantsRequest,
  QueryProductVariantsResponse,
  QueryStoreVariantsRequest,
  QueryStoreVariantsResponse,
  RemoveProductMediaRequest,
  Ribbon,
  SelectedVariant,
  SeoData,
  SortOrder,
  Sorting,
  Stock,
  StoreVariant,
  UpdateVariantsRequest,
  UpdateVariantsResponse,
  VariantData,
  VariantMedia,
  VariantOverride,
  VariantsChangedPayload,
  VariantStock,
  VariantVideo,
  VideoResolution,
} from './types';
export {
  CATALOGUE_EVENT_TYPES,
  DISCOUNT_TYPES,
  IDENTITY_TYPES,
  INVENTORY_STATUSES,
  MEASUREMENT_UNITS,
  MEDIA_ITEM_TYPES,
  OPTION_TYPES,
  PRODUCT_TYPES,
  SORT_ORDERS,
} from './types';

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
