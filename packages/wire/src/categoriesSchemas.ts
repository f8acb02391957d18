/**
 * `@storefront-kit/wire/categories/schemas`: zod schemas of the categories service's requests. The emulator
 * validates the service's requests with them; the SDK's calls do not load them (their local checks follow
 * the same rules).
 *
 * @packageDocumentation
 */
export { categoryFieldsSchema, categoryInputSchema, itemReferenceSchema, treeReferenceSchema } from './categories/schemas/base';
export {
  countCategoriesRequestSchema,
  getCategoryRequestSchema,
  listCategoriesForItemRequestSchema,
  listCategoriesForItemsRequestSchema,
  listItemsInCategoryRequestSchema,
  queryCategoriesRequestSchema,
  searchCategoriesRequestSchema,
  searchDetailsSchema,
} from './categories/schemas/reads';
export {
  bulkItemsToCategoryRequestSchema,
  bulkItemToCategoriesRequestSchema,
  bulkShowCategoriesRequestSchema,
  bulkUpdateCategoriesRequestSchema,
  createCategoryRequestSchema,
  moveCategoryRequestSchema,
  setArrangedItemsRequestSchema,
  updateCategoryRequestSchema,
  updateCategoryVisibilityRequestSchema,
} from './categories/schemas/writes';
