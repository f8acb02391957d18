/** Schemas of the bulk price, cost and weight requests. */
import { z } from 'zod';
import type { BulkAdjustProductsRequest, BulkUpdateProductsRequest } from '../types/bulk';
import { exactlyOne, idListSchema, num } from './wire';

/**
 * `POST /stores/v1/bulk/products/update`: `set` holds exactly one of price, cost, weight.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { bulkUpdateProductsRequestSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = bulkUpdateProductsRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const bulkUpdateProductsRequestSchema: z.ZodType<BulkUpdateProductsRequest> = z.object({
  ids: idListSchema,
  set: z.object({ price: num, cost: num, weight: num }).partial().refine(exactlyOne, { message: 'exactly one of price, cost, weight must be set' }),
});

const adjustmentSchema = z.object({ amount: num, percentage: num }).partial().refine(exactlyOne, { message: 'exactly one of amount, percentage must be set' });

/**
 * `POST /stores/v1/bulk/products/adjust-properties`: `adjust` holds exactly one of price, cost, weight.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { bulkAdjustProductsRequestSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = bulkAdjustProductsRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const bulkAdjustProductsRequestSchema: z.ZodType<BulkAdjustProductsRequest> = z.object({
  ids: idListSchema,
  adjust: z
    .object({ price: adjustmentSchema, cost: adjustmentSchema, weight: adjustmentSchema })
    .partial()
    .refine(exactlyOne, { message: 'exactly one of price, cost, weight must be set' }),
});
