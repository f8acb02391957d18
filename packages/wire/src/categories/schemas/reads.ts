/** Schemas of the category reads (POST bodies, and flat GET parameters once their booleans and numbers are parsed). */
import { z } from 'zod';
import { SORT_ORDERS } from '../../catalogue/types/query';
import { idSchema } from '../../catalogue/schemas/wire';
import { MAX_CATEGORY_BULK_SIZE, MAX_CATEGORY_ITEMS_LIMIT, MAX_CATEGORY_QUERY_LIMIT } from '../types/limits';
import {
  SEARCH_MODES,
  type CountCategoriesRequest,
  type GetCategoryRequest,
  type ListCategoriesForItemRequest,
  type ListCategoriesForItemsRequest,
  type ListItemsInCategoryRequest,
  type QueryCategoriesRequest,
  type SearchCategoriesRequest,
} from '../types/reads';
import { categoryFieldsSchema, itemReferenceSchema, treeReferenceSchema } from './base';

// Kept as sent (a record would copy it and drop a `__proto__` key): the server checks the operators.
const filterSchema = z.custom<Record<string, unknown>>((v) => v !== null && typeof v === 'object' && !Array.isArray(v), 'expected an object');
const sortSchema = z.array(z.object({ fieldName: z.string().min(1).max(512), order: z.enum(SORT_ORDERS).optional() }));
const cursorPaging = (max: number) => z.object({ limit: z.number().int().min(1).max(max), cursor: z.string().min(1).max(16000) }).partial();

/**
 * Free-text search details: `expression` up to 100 characters, `mode`, `fields`, `fuzzy`.
 *
 * @group Schemas
 */
export const searchDetailsSchema = z
  .object({ mode: z.enum(SEARCH_MODES), expression: z.string().max(100).nullable(), fields: z.array(z.string().max(200)).max(20), fuzzy: z.boolean() })
  .partial();

/**
 * `GET /categories/v1/categories/{categoryId}` and `…/slug/{slug}` parameters.
 *
 * @group Schemas
 */
export const getCategoryRequestSchema: z.ZodType<GetCategoryRequest> = z.object({
  treeReference: treeReferenceSchema,
  fields: categoryFieldsSchema.optional(),
});

/**
 * `POST /categories/v1/categories/query`: a cursor query (limit up to 1000, at most 5 sort keys).
 *
 * @group Schemas
 * @example
 * ```ts
 * import { queryCategoriesRequestSchema } from '@storefront-kit/wire/categories/schemas';
 * const result = queryCategoriesRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const queryCategoriesRequestSchema: z.ZodType<QueryCategoriesRequest> = z.object({
  query: z
    .object({ filter: filterSchema, sort: sortSchema.max(5), cursorPaging: cursorPaging(MAX_CATEGORY_QUERY_LIMIT) })
    .partial()
    .optional(),
  treeReference: treeReferenceSchema,
  returnNonVisibleCategories: z.boolean().optional(),
  fields: categoryFieldsSchema.optional(),
});

/**
 * `POST /categories/v1/categories/search`: filter, sort (at most 10 keys), free text, cursor paging.
 *
 * @group Schemas
 */
export const searchCategoriesRequestSchema: z.ZodType<SearchCategoriesRequest> = z.object({
  search: z
    .object({
      filter: filterSchema,
      sort: sortSchema.max(10),
      search: searchDetailsSchema,
      cursorPaging: cursorPaging(MAX_CATEGORY_QUERY_LIMIT),
      aggregations: z.array(z.record(z.string(), z.unknown())).max(10),
      timeZone: z.string().max(50).nullable(),
    })
    .partial()
    .optional(),
  treeReference: treeReferenceSchema,
  returnNonVisibleCategories: z.boolean().optional(),
  fields: categoryFieldsSchema.optional(),
});

/**
 * `POST /categories/v1/categories/count`.
 *
 * @group Schemas
 */
export const countCategoriesRequestSchema: z.ZodType<CountCategoriesRequest> = z.object({
  filter: filterSchema.optional(),
  search: searchDetailsSchema.optional(),
  treeReference: treeReferenceSchema,
  returnNonVisibleCategories: z.boolean().optional(),
});

/**
 * `GET /categories/v1/categories/{categoryId}/list-items` parameters (or its POST fallback body).
 *
 * @group Schemas
 */
export const listItemsInCategoryRequestSchema: z.ZodType<ListItemsInCategoryRequest & { categoryId?: string }> = z.object({
  categoryId: idSchema.optional(),
  treeReference: treeReferenceSchema,
  useCategoryArrangement: z.boolean().optional(),
  includeItemsFromSubcategories: z.boolean().optional(),
  cursorPaging: cursorPaging(MAX_CATEGORY_ITEMS_LIMIT).optional(),
});

/**
 * `GET /categories/v1/categories/list-categories-for-item` parameters (or its POST fallback body).
 *
 * @group Schemas
 */
export const listCategoriesForItemRequestSchema: z.ZodType<ListCategoriesForItemRequest> = z.object({
  item: itemReferenceSchema,
  treeReference: treeReferenceSchema,
});

/**
 * `list-categories-for-items`: up to 100 items. The official module's GET drops `items` (they cannot
 * travel as flat parameters), so the schema lets a request without them through.
 *
 * @group Schemas
 */
export const listCategoriesForItemsRequestSchema: z.ZodType<ListCategoriesForItemsRequest> = z.object({
  items: z.array(itemReferenceSchema).max(MAX_CATEGORY_BULK_SIZE).default([]),
  treeReference: treeReferenceSchema,
});
