// TEMPORARY: stands in for @storefront-kit/wire/catalogue-v3 until that entry is merged.
export const REQUESTED_FIELDS = [
  'URL', 'CURRENCY', 'INFO_SECTION', 'INFO_SECTION_DESCRIPTION', 'INFO_SECTION_PLAIN_DESCRIPTION', 'MERCHANT_DATA',
  'DESCRIPTION', 'PLAIN_DESCRIPTION', 'SUBSCRIPTION_PRICES_INFO', 'BREADCRUMBS_INFO', 'WEIGHT_MEASUREMENT_UNIT_INFO',
  'VARIANT_OPTION_CHOICE_NAMES', 'MEDIA_ITEMS_INFO', 'DIRECT_CATEGORIES_INFO', 'ALL_CATEGORIES_INFO', 'THUMBNAIL',
  'PRODUCT_CHOICES_MEDIA_REFERENCES', 'PRODUCT_CHOICES_DISPLAY_IMAGE', 'MIN_PRICE_VARIANT', 'DISCOUNT_INFO',
] as const;
export type RequestedField = (typeof REQUESTED_FIELDS)[number];
export type SingleEntityOpsRequestedField = Exclude<RequestedField, 'MIN_PRICE_VARIANT'>;
export const VARIANT_REQUESTED_FIELDS = ['CURRENCY', 'MERCHANT_DATA', 'SUBSCRIPTION_PRICES_INFO', 'WEIGHT_MEASUREMENT_UNIT_INFO'] as const;
export type VariantRequestedField = (typeof VARIANT_REQUESTED_FIELDS)[number];
export interface V3Variant { id?: string; [key: string]: unknown }
export interface V3Product { id?: string; revision?: string; name?: string; slug?: string; visible?: boolean; variantsInfo?: { variants?: V3Variant[] }; [key: string]: unknown }
export interface ReadOnlyVariant { id?: string; variantId?: string; [key: string]: unknown }
export interface CursorPagingMetadata { count?: number; cursors?: { next?: string | null; prev?: string | null }; hasNext?: boolean }
export interface QueryProductsResponse { products?: V3Product[]; pagingMetadata?: CursorPagingMetadata }
export interface SearchProductsResponse { products?: V3Product[]; pagingMetadata?: CursorPagingMetadata; aggregationData?: { results?: unknown[] } }
export interface QueryVariantsResponse { variants?: ReadOnlyVariant[]; pagingMetadata?: CursorPagingMetadata }
export interface SearchVariantsResponse { variants?: ReadOnlyVariant[]; pagingMetadata?: CursorPagingMetadata; aggregationData?: { results?: unknown[] } }
export interface SortingV3 { fieldName: string; order?: 'ASC' | 'DESC'; selectItemsBy?: Record<string, unknown>[] }
export interface SearchDetails { expression?: string; fields?: string[]; mode?: 'OR' | 'AND'; fuzzy?: boolean }
export interface Aggregation { name?: string; type?: string; fieldPath?: string; [key: string]: unknown }
export interface CursorSearch {
  search?: SearchDetails;
  filter?: Record<string, unknown>;
  sort?: SortingV3[];
  aggregations?: Aggregation[];
  cursorPaging?: { limit?: number; cursor?: string };
  timeZone?: string;
}
export interface ItemMetadata { id?: string; originalIndex?: number; success?: boolean; error?: { code?: string; description?: string; data?: unknown } }
export interface BulkActionMetadata { totalSuccesses?: number; totalFailures?: number; undetailedFailures?: number }
export interface BulkProductResult { itemMetadata?: ItemMetadata; item?: V3Product }
export interface BulkProductsResponse { results?: BulkProductResult[]; bulkActionMetadata?: BulkActionMetadata }
export interface ProductWithInventoryResponse { product?: V3Product; inventoryResults?: unknown }
export interface BulkProductsWithInventoryResponse { productResults?: BulkProductsResponse; inventoryResults?: unknown }
export interface JobResponse { jobId: string }
