/** Schemas of the merchant's category writes, moves, item changes and bulk calls (JSON bodies; DELETE parameters). */
import { z } from 'zod';
import { idSchema } from '../../catalogue/schemas/wire';
import { MAX_CATEGORY_BULK_SIZE, MAX_ITEMS_ADDED_AT_ONCE } from '../types/limits';
import type { Category } from '../types/category';
import {
  MOVE_POSITIONS,
  type BulkItemsToCategoryRequest,
  type BulkItemToCategoriesRequest,
  type BulkShowCategoriesRequest,
  type BulkUpdateCategoriesRequest,
  type CreateCategoryRequest,
  type MoveCategoryRequest,
  type SetArrangedItemsRequest,
  type UpdateCategoryRequest,
  type UpdateCategoryVisibilityRequest,
} from '../types/writes';
import { categoryFieldsSchema, categoryInputSchema, itemReferenceSchema, revisionSchema, treeReferenceSchema } from './base';

const idAndRevision = z.object({ id: idSchema, revision: revisionSchema });
const withIdAndRevision = z.intersection(categoryInputSchema, idAndRevision) as unknown as z.ZodType<Category & { id: string; revision: string }>;
const idsSchema = z.array(idSchema).min(1).max(MAX_CATEGORY_BULK_SIZE);

/**
 * `POST /categories/v1/categories`.
 *
 * @group Schemas
 */
export const createCategoryRequestSchema: z.ZodType<CreateCategoryRequest> = z.object({
  category: categoryInputSchema,
  treeReference: treeReferenceSchema,
  fields: categoryFieldsSchema.optional(),
});

/**
 * `PATCH /categories/v1/categories/{category.id}`: `category.id` and `category.revision` required.
 *
 * @group Schemas
 */
export const updateCategoryRequestSchema: z.ZodType<UpdateCategoryRequest> = z.object({
  category: withIdAndRevision,
  treeReference: treeReferenceSchema,
  fields: categoryFieldsSchema.optional(),
});

/**
 * `POST /categories/v1/categories/{categoryId}/move`.
 *
 * @group Schemas
 */
export const moveCategoryRequestSchema: z.ZodType<MoveCategoryRequest> = z.object({
  categoryId: idSchema,
  treeReference: treeReferenceSchema,
  parentCategoryId: idSchema.nullable().optional(),
  position: z.enum(MOVE_POSITIONS),
  moveAfterCategoryId: idSchema.nullable().optional(),
});

/**
 * `PATCH /categories/v1/categories/visibility`.
 *
 * @group Schemas
 */
export const updateCategoryVisibilityRequestSchema: z.ZodType<UpdateCategoryVisibilityRequest> = z.object({
  categoryId: idSchema,
  visible: z.boolean(),
  treeReference: treeReferenceSchema,
  revision: revisionSchema.nullable(),
  fields: categoryFieldsSchema.optional(),
});

/**
 * `POST /categories/v1/bulk/categories/update`: 1..100 entries.
 *
 * @group Schemas
 */
export const bulkUpdateCategoriesRequestSchema: z.ZodType<BulkUpdateCategoriesRequest> = z.object({
  categories: z
    .array(z.object({ category: withIdAndRevision, fieldMask: z.string().optional() }))
    .min(1)
    .max(MAX_CATEGORY_BULK_SIZE),
  treeReference: treeReferenceSchema,
  returnEntity: z.boolean().optional(),
  fields: categoryFieldsSchema.optional(),
});

/**
 * `POST /categories/v1/bulk/categories/show`: 1..100 ids.
 *
 * @group Schemas
 */
export const bulkShowCategoriesRequestSchema: z.ZodType<BulkShowCategoriesRequest> = z.object({
  categoryIds: idsSchema,
  treeReference: treeReferenceSchema,
  returnEntity: z.boolean().optional(),
  fields: categoryFieldsSchema.optional(),
});

/**
 * `POST /categories/v1/bulk/categories/{categoryId}/add-items` (1..1000 items) and `…/remove-items` (1..100).
 *
 * @group Schemas
 */
export const bulkItemsToCategoryRequestSchema: z.ZodType<BulkItemsToCategoryRequest> = z.object({
  categoryId: idSchema,
  items: z.array(itemReferenceSchema).min(1).max(MAX_ITEMS_ADDED_AT_ONCE),
  treeReference: treeReferenceSchema,
});

/**
 * `POST /categories/v1/bulk/categories/add-item` and `…/remove-item`: 1..100 category ids;
 * `…/set-item-categories` takes an empty list too.
 *
 * @group Schemas
 */
export const bulkItemToCategoriesRequestSchema: z.ZodType<BulkItemToCategoriesRequest> = z.object({
  item: itemReferenceSchema,
  categoryIds: z.array(idSchema).max(1000),
  treeReference: treeReferenceSchema,
});

/**
 * `POST /categories/v1/categories/{categoryId}/set-arranged-items`: at most 100 items.
 *
 * @group Schemas
 */
export const setArrangedItemsRequestSchema: z.ZodType<SetArrangedItemsRequest> = z.object({
  categoryId: idSchema,
  treeReference: treeReferenceSchema,
  items: z.array(itemReferenceSchema).max(MAX_CATEGORY_BULK_SIZE).optional(),
});
