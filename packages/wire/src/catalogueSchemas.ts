/**
 * `@storefront-kit/stores-catalogue/schemas`: zod schemas of the catalogue's wire shapes. The request
 * schemas are what the emulator validates the catalogue's requests with; the entity schemas
 * (`productSchema`, `storeVariantSchema`, ...) validate answers or stored data. The SDK's calls do not
 * use them (the main entry never loads zod): their local checks follow the same rules, and a test holds
 * the two to the same verdicts.
 *
 * Numeric fields accept the strings `"NaN"`, `"Infinity"`, `"-Infinity"` (how non-finite numbers travel)
 * and turn them into numbers.
 */
export { bulkAdjustProductsRequestSchema, bulkUpdateProductsRequestSchema } from './catalogue/schemas/bulk';
export { mediaItemSchema, mediaSchema } from './catalogue/schemas/media';
export { priceDataSchema } from './catalogue/schemas/price';
export { collectionSchema, productSchema } from './catalogue/schemas/product';
export { cursorPagingSchema, DEFAULT_QUERY_LIMIT, MAX_QUERY_LIMIT, pagingSchema, querySchema } from './catalogue/schemas/query';
export {
  getProductRequestSchema,
  productOptionsAvailabilityRequestSchema,
  queryCollectionsRequestSchema,
  queryProductsRequestSchema,
  queryProductVariantsRequestSchema,
  queryStoreVariantsRequestSchema,
} from './catalogue/schemas/reads';
export { productVariantSchema, storeVariantSchema } from './catalogue/schemas/variant';
export { wireNumberSchema } from './catalogue/schemas/wire';
export {
  addProductMediaRequestSchema,
  choicesMediaRequestSchema,
  collectionProductIdsRequestSchema,
  collectionWriteRequestSchema,
  productWriteRequestSchema,
  removeProductMediaRequestSchema,
  updateVariantsRequestSchema,
} from './catalogue/schemas/writes';
