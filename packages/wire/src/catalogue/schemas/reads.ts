/** Schemas of the catalogue's read requests (query parameters, `.r` payloads and POST bodies). */
import { z } from 'zod';
import type { QueryCollectionsRequest } from '../types/collection';
import type { GetProductRequest, QueryProductsRequest } from '../types/product';
import type { ProductOptionsAvailabilityRequest, QueryProductVariantsRequest, QueryStoreVariantsRequest } from '../types/variant';
import { pagingSchema, querySchema } from './query';
import { bool, choicesSchema, idListSchema, idSchema, str } from './wire';

/**
 * `GET /stores-reader/v1/products/{id}` (query parameters, booleans already parsed).
 *
 * @group Schemas
 * @example
 * ```ts
 * import { getProductRequestSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = getProductRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const getProductRequestSchema: z.ZodType<GetProductRequest> = z.object({
  id: idSchema,
  includeMerchantSpecificData: bool.optional(),
});

/**
 * `/stores-reader/v1/products/query-platformized` (`.r` payload or POST body).
 *
 * @group Schemas
 * @example
 * ```ts
 * import { queryProductsRequestSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = queryProductsRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const queryProductsRequestSchema: z.ZodType<QueryProductsRequest> = z
  .object({ query: querySchema, includeVariants: bool, includeHiddenProducts: bool, includeMerchantSpecificData: bool })
  .partial();

/**
 * `POST /stores-reader/v1/products/{id}/productOptionsAvailability`.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { productOptionsAvailabilityRequestSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = productOptionsAvailabilityRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const productOptionsAvailabilityRequestSchema: z.ZodType<ProductOptionsAvailabilityRequest> = z.object({ id: str, options: choicesSchema }).partial();

/**
 * `POST /stores-reader/v1/products/{id}/variants/query`.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { queryProductVariantsRequestSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = queryProductVariantsRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const queryProductVariantsRequestSchema: z.ZodType<QueryProductVariantsRequest> = z
  .object({
    id: str,
    choices: choicesSchema,
    variantIds: idListSchema,
    paging: pagingSchema,
    includeMerchantSpecificData: bool,
  })
  .partial();

/**
 * `POST /stores-reader/v1/variants/query`.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { queryStoreVariantsRequestSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = queryStoreVariantsRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const queryStoreVariantsRequestSchema: z.ZodType<QueryStoreVariantsRequest> = z.object({ query: querySchema }).partial();

/**
 * `/v2/collections/query` (`.r` payload or POST body).
 *
 * @group Schemas
 * @example
 * ```ts
 * import { queryCollectionsRequestSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = queryCollectionsRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const queryCollectionsRequestSchema: z.ZodType<QueryCollectionsRequest> = z.object({ query: querySchema }).partial();
