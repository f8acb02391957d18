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
  BulkActionMetadata,
  BulkProductResult,
  BulkProductsResponse,
  BulkProductsWithInventoryResponse,
  CursorPagingMetadata,
  CursorSearch,
  ItemMetadata,
  JobResponse,
  ProductWithInventoryResponse,
  QueryProductsResponse,
  QueryVariantsResponse,
  ReadOnlyVariant,
  RequestedField,
  SearchDetails,
  SearchProductsResponse,
  SearchVariantsResponse,
  SingleEntityOpsRequestedField,
  SortingV3,
  V3Product,
  V3Variant,
  VariantRequestedField,
} from './v3/wire';
export { REQUESTED_FIELDS, VARIANT_REQUESTED_FIELDS } from './v3/wire';

// ---- runtime
export type { CallOptions } from './options';
export { queryProducts } from './v3/query-products';
export type { ProductQueryField, ProductsQueryBuilder, ProductSortField, QueryProductsOptions } from './v3/query-products';
export { searchProducts } from './v3/search-products';
export type { SearchProductsOptions } from './v3/search-products';
export { countProducts, getAllProductsCategory, getProduct, getProductBySlug } from './v3/product-reads';
export type { CountProductsOptions, GetAllProductsCategoryResponse, GetProductOptions } from './v3/product-reads';
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
export type { BulkProductsOptions, MaskedProduct } from './v3/bulk';
export { queryVariants, searchVariants } from './v3/variants';
export type { VariantQueryField, VariantsOptions, VariantsQueryBuilder } from './v3/variants';
export { productsV3, readOnlyVariantsV3 } from './v3/namespaces';
