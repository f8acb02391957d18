/** Request and answer bodies of the bulk price, cost and weight calls. */

/**
 * Which property a bulk update sets (exactly one).
 *
 * @group Types
 */
export interface BulkSetProperty {
  price?: number;
  cost?: number;
  weight?: number;
}

/**
 * `POST /stores/v1/bulk/products/update` request.
 *
 * @group Types
 */
export interface BulkUpdateProductsRequest {
  ids: string[];
  set: BulkSetProperty;
}

/**
 * A change by an amount or by a percentage (exactly one).
 *
 * @group Types
 */
export interface PropertyAdjustment {
  amount?: number;
  /** -100..(anything); 10 means +10 %. */
  percentage?: number;
}

/**
 * Which property a bulk adjust changes (exactly one).
 *
 * @group Types
 */
export interface BulkAdjustProperty {
  price?: PropertyAdjustment;
  cost?: PropertyAdjustment;
  weight?: PropertyAdjustment;
}

/**
 * `POST /stores/v1/bulk/products/adjust-properties` request.
 *
 * @group Types
 */
export interface BulkAdjustProductsRequest {
  ids: string[];
  adjust: BulkAdjustProperty;
}

/**
 * The per-item outcome of a bulk call.
 *
 * @group Types
 * @example
 * ```ts
 * import type { BulkItemMetadata } from '@storefront-kit/stores-catalogue';
 * const failed = (items: BulkItemMetadata[]) => items.filter((i) => !i.success).map((i) => `${i.id}: ${i.error?.code}`);
 * ```
 */
export interface BulkItemMetadata {
  id?: string;
  originalIndex?: number;
  success?: boolean;
  error?: { code?: string; description?: string; data?: Record<string, unknown> };
}

/**
 * Bulk call answer.
 *
 * @group Types
 * @example
 * ```ts
 * import type { BulkProductsResponse } from '@storefront-kit/stores-catalogue';
 * const allDone = (answer: BulkProductsResponse) => answer.bulkActionMetadata.totalFailures === 0;
 * ```
 */
export interface BulkProductsResponse {
  results: { itemMetadata: BulkItemMetadata }[];
  bulkActionMetadata: { totalSuccesses: number; totalFailures: number; undetailedFailures: number };
}
