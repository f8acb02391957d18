/**
 * `@storefront-kit/stores-catalogue/v3`: the V3 catalogue (products V3 and read-only variants V3), for
 * stores whose `getCatalogVersion` answers `V3_CATALOG`. Standalone functions take the client first; the
 * `productsV3` and `readOnlyVariantsV3` namespaces bind them with `createClient({ modules })`. An app that
 * imports only the main entry (V1) loads none of this.
 *
 * @packageDocumentation
 */
export type {
  Aggregation,
  AggregationData,
  AggregationResult,
  AggregationType,
  AvailabilityStatus,
  BulkActionMetadata,
  BulkItemMetadata,
  BulkProductsV3Response,
  BulkProductsWithInventoryResponse,
  ChoiceType,
  ConnectedModifier,
  ConnectedOption,
  ConnectedOptionChoice,
  CountProductsV3Response,
  CursorPagingMetadata,
  FixedMonetaryAmount,
  GetAllProductsCategoryResponse,
  InfoSection,
  InventoryResults,
  ModifierChoice,
  ModifierRenderType,
  OptionChoice,
  OptionRenderType,
  PageUrlV2,
  PreorderAvailability,
  PreorderStatus,
  PriceInfo,
  PricePerUnit,
  PriceRange,
  ProductCategory,
  ProductMedia,
  ProductRequestedField,
  ProductWithInventoryResponse,
  QueryProductsV3Response,
  QueryVariantsResponse,
  ReadOnlyVariant,
  ReadOnlyVariantProductData,
  RevenueDetails,
  ScalarType,
  SearchDetails,
  SearchMode,
  SearchProductsV3Response,
  SearchVariantsResponse,
  SingleProductRequestedField,
  V3CursorPaging,
  V3CursorSearch,
  V3Filter,
  V3Image,
  V3Inventory,
  V3Media,
  V3MediaType,
  V3PhysicalProperties,
  V3Product,
  V3ProductType,
  V3ProductWrite,
  V3Sorting,
  V3SortOrder,
  V3Thumbnail,
  V3Variant,
  V3VariantWrite,
  V3Video,
  VariantDigitalProperties,
  VariantInventoryStatus,
  VariantPhysicalProperties,
  VariantRequestedField,
} from '@storefront-kit/wire/catalogue-v3';
export {
  AGGREGATION_TYPES,
  AVAILABILITY_STATUSES,
  PREORDER_AVAILABILITIES,
  PREORDER_STATUSES,
  PRODUCT_REQUESTED_FIELDS,
  SINGLE_PRODUCT_REQUESTED_FIELDS,
  V3_PRODUCT_TYPES,
  VARIANT_REQUESTED_FIELDS,
} from '@storefront-kit/wire/catalogue-v3';

// ---- runtime
export type { CallOptions } from './options';
export { queryProducts } from './v3/query-products';
export type { ProductQueryField, ProductsQueryBuilder, ProductSortField, QueryProductsOptions } from './v3/query-products';
export { searchProducts } from './v3/search-products';
export type { SearchProductsOptions } from './v3/search-products';
export { countProducts, getAllProductsCategory, getProduct, getProductBySlug } from './v3/product-reads';
export type { CountProductsOptions, GetProductOptions } from './v3/product-reads';
export { createProduct, createProductWithInventory, deleteProduct, updateProduct, updateProductWithInventory } from './v3/product-writes';
export type { ProductWithInventoryOptions, ProductWriteOptions } from './v3/product-writes';
export {
  bulkCreateProducts,
  bulkCreateProductsWithInventory,
  bulkDeleteProducts,
  bulkDeleteProductsByFilter,
  bulkUpdateProducts,
  bulkUpdateProductsByFilter,
  bulkUpdateProductsWithInventory,
} from './v3/bulk';
export type { BulkJobResponse, BulkProductsOptions, MaskedProduct } from './v3/bulk';
export {
  bulkAdjustProductVariantsByFilter,
  bulkUpdateProductTags,
  bulkUpdateProductTagsByFilter,
  bulkUpdateProductVariantsByFilter,
} from './v3/bulk-variants-tags';
export type { AdjustValue, AdjustVariantsOptions, ProductTags } from './v3/bulk-variants-tags';
export {
  bulkAddInfoSectionsToProducts,
  bulkAddInfoSectionsToProductsByFilter,
  bulkAddProductsToCategoriesByFilter,
  bulkRemoveInfoSectionsFromProducts,
  bulkRemoveInfoSectionsFromProductsByFilter,
  bulkRemoveProductsFromCategoriesByFilter,
} from './v3/bulk-sections-categories';
export type { CategoriesByFilterOptions, ProductIdWithRevision } from './v3/bulk-sections-categories';
export { queryVariants, searchVariants } from './v3/variants';
export type { VariantQueryField, VariantsOptions, VariantsQueryBuilder } from './v3/variants';
export { productsV3, readOnlyVariantsV3 } from './v3/namespaces';
