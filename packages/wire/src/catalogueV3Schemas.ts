/**
 * `@storefront-kit/wire/catalogue-v3/schemas`: zod schemas of the Catalog V3 requests, the ones the
 * emulator validates with. Filters are kept as sent (the server checks their operators); numbers in
 * aggregation ranges and variant weights accept `"NaN"`/`"Infinity"` strings, as they travel.
 *
 * @packageDocumentation
 */
export { aggregationSchema, cursorQuerySchemaUpTo, searchDetailsSchema } from './catalogue-v3/schemas/query';
export {
  countProductsV3RequestSchema,
  getProductV3RequestSchema,
  queryProductsV3RequestSchema,
  queryVariantsRequestSchema,
  searchProductsV3RequestSchema,
  searchVariantsRequestSchema,
} from './catalogue-v3/schemas/reads';
export {
  bulkCreateProductsV3RequestSchema,
  bulkDeleteProductsV3RequestSchema,
  bulkUpdateProductsV3RequestSchema,
  productV3WriteRequestSchema,
  v3ProductWriteSchema,
} from './catalogue-v3/schemas/writes';
