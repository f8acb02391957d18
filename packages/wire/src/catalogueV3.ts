/**
 * `@storefront-kit/wire/catalogue-v3`: wire types, value lists and limits of Catalog V3 (catalog
 * versioning, products V3, read-only variants V3, their queries, searches, aggregations and writes).
 * Free of zod; the schemas are in `@storefront-kit/wire/catalogue-v3/schemas`.
 *
 * @packageDocumentation
 */
export { MAX_REQUESTED_FIELDS, PRODUCT_REQUESTED_FIELDS, SINGLE_PRODUCT_REQUESTED_FIELDS, VARIANT_REQUESTED_FIELDS } from './catalogue-v3/types/fields';
export type { ProductRequestedField, SingleProductRequestedField, VariantRequestedField } from './catalogue-v3/types/fields';
export {
  PRODUCT_QUERY_FILTER_ONLY_FIELDS,
  PRODUCT_QUERY_SORT_FIELDS,
  PRODUCT_SEARCH_FILTER_ONLY_FIELDS,
  PRODUCT_SEARCH_SORT_FIELDS,
  PRODUCT_SEARCHABLE_FIELDS,
  VARIANT_QUERY_FIELDS,
  VARIANT_SEARCH_FILTER_ONLY_FIELDS,
  VARIANT_SEARCH_SORT_FIELDS,
  VARIANT_SEARCHABLE_FIELDS,
} from './catalogue-v3/types/field-names';
export type { ProductQuerySortField, ProductSearchableField, ProductSearchSortField } from './catalogue-v3/types/field-names';
export {
  DEFAULT_V3_PAGE_LIMIT,
  MAX_AGGREGATIONS,
  MAX_BULK_PRODUCTS,
  MAX_CURSOR_LENGTH,
  MAX_PRODUCTS_PAGE_LIMIT,
  MAX_QUERY_SORT_ITEMS,
  MAX_RANGE_BUCKETS,
  MAX_SEARCH_EXPRESSION_LENGTH,
  MAX_SEARCH_FIELDS,
  MAX_SEARCH_SORT_ITEMS,
  MAX_VARIANTS_PAGE_LIMIT,
} from './catalogue-v3/types/limits';
export type { PageUrlV2 } from './cart/types/common';
export { V3_MEDIA_TYPES } from './catalogue-v3/types/media';
export type { ProductMedia, V3Image, V3Media, V3MediaType, V3Thumbnail, V3Video } from './catalogue-v3/types/media';
export type { FixedMonetaryAmount, PriceInfo, PriceRange, RevenueDetails } from './catalogue-v3/types/money';
export { CHOICE_TYPES, MODIFIER_RENDER_TYPES, OPTION_RENDER_TYPES } from './catalogue-v3/types/options';
export type {
  ChoiceType,
  ConnectedModifier,
  ConnectedOption,
  ConnectedOptionChoice,
  ModifierChoice,
  ModifierRenderType,
  OptionRenderType,
} from './catalogue-v3/types/options';
export { AVAILABILITY_STATUSES, PREORDER_AVAILABILITIES, PREORDER_STATUSES, V3_PRODUCT_TYPES } from './catalogue-v3/types/product-enums';
export type { AvailabilityStatus, PreorderAvailability, PreorderStatus, V3ProductType } from './catalogue-v3/types/product-enums';
export type { InfoSection, ProductCategory, V3Inventory, V3PhysicalProperties, V3Product } from './catalogue-v3/types/product';
export { AGGREGATION_TYPES, SCALAR_TYPES, SEARCH_MODES, V3_SORT_ORDERS } from './catalogue-v3/types/query';
export type {
  Aggregation,
  AggregationData,
  AggregationResult,
  AggregationType,
  CursorPagingMetadata,
  ScalarType,
  SearchDetails,
  SearchMode,
  V3CursorPaging,
  V3CursorQuery,
  V3CursorSearch,
  V3Filter,
  V3Sorting,
  V3SortOrder,
} from './catalogue-v3/types/query';
export type {
  CountProductsV3Request,
  CountProductsV3Response,
  GetAllProductsCategoryResponse,
  GetProductV3Request,
  ProductV3Response,
  QueryProductsV3Request,
  QueryProductsV3Response,
  QueryVariantsRequest,
  QueryVariantsResponse,
  SearchProductsV3Request,
  SearchProductsV3Response,
  SearchVariantsRequest,
  SearchVariantsResponse,
} from './catalogue-v3/types/requests';
export type {
  OptionChoice,
  PricePerUnit,
  ReadOnlyVariant,
  ReadOnlyVariantProductData,
  V3Variant,
  VariantDigitalProperties,
  VariantFacts,
  VariantInventoryStatus,
  VariantPhysicalProperties,
} from './catalogue-v3/types/variant';
export { CATALOG_VERSIONS } from './catalogue-v3/types/version';
export type { CatalogVersion, GetCatalogVersionResponse } from './catalogue-v3/types/version';
export type {
  BulkActionMetadata,
  BulkCreateProductsV3Request,
  BulkDeleteProductsV3Request,
  BulkItemMetadata,
  BulkProductsV3Response,
  BulkProductsWithInventoryResponse,
  BulkUpdateProductsV3Request,
  InventoryResults,
  ProductV3WriteRequest,
  ProductWithInventoryResponse,
  V3ProductWrite,
  V3VariantWrite,
} from './catalogue-v3/types/writes';
