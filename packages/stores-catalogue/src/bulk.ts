import type { CallOptions, RequestClient } from '@storefront-kit/http-core';
import { BULK_ADJUST, BULK_UPDATE } from './endpoints';
import type { BulkAdjustProperty, BulkProductsResponse, BulkSetProperty } from '@storefront-kit/wire/catalogue';
import { amount, ids as checkIds, num, one } from './validate';

const PROPERTIES = ['price', 'cost', 'weight'] as const;

/**
 * Sets the price, cost or weight of many products (merchant; `POST /stores/v1/bulk/products/update`).
 * Per-product failures (unknown id, ...) are reported in `results`, not thrown.
 *
 * @param ids - at least one product id
 * @param set - exactly one of `price`, `cost`, `weight`, not negative
 * @param options - `signal`, `timeoutMs`
 * @returns `{ results: [{ itemMetadata: { id, originalIndex, success, error? } }], bulkActionMetadata }`
 * @throws {ValidationError} no ids, a blank id, none or several properties, a negative value
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { bulkUpdateProductsProperty } from '@storefront-kit/stores-catalogue';
 * declare const admin: ReturnType<typeof createClient>;
 * const { bulkActionMetadata } = await bulkUpdateProductsProperty(admin, ['p1', 'p2'], { price: 10 });
 * ```
 */
export async function bulkUpdateProductsProperty(
  client: RequestClient,
  ids: string[],
  set: BulkSetProperty,
  options: CallOptions = {},
): Promise<BulkProductsResponse> {
  checkIds(ids, 'ids');
  const k = one(set, PROPERTIES, 'set');
  amount(set[k], `set.${k}`);
  return client.request<BulkProductsResponse>(BULK_UPDATE, { body: { ids, set }, signal: options.signal, timeoutMs: options.timeoutMs });
}

/**
 * Changes the price, cost or weight of many products by an amount or a percentage (merchant;
 * `POST /stores/v1/bulk/products/adjust-properties`). Argument order as in the platform's SDK:
 * `adjust` first. A product whose value would become negative fails in `results`.
 *
 * @param adjust - exactly one of `price`, `cost`, `weight`, each `{ amount }` or `{ percentage }` (any sign)
 * @param ids - at least one product id
 * @param options - `signal`, `timeoutMs`
 * @throws {ValidationError} no ids, a blank id, none or several properties, none or both of amount and percentage, a non-number
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { bulkAdjustProductProperty } from '@storefront-kit/stores-catalogue';
 * declare const admin: ReturnType<typeof createClient>;
 * await bulkAdjustProductProperty(admin, { price: { percentage: -10 } }, ['p1', 'p2']);
 * ```
 */
export async function bulkAdjustProductProperty(
  client: RequestClient,
  adjust: BulkAdjustProperty,
  ids: string[],
  options: CallOptions = {},
): Promise<BulkProductsResponse> {
  const k = one(adjust, PROPERTIES, 'adjust');
  const by = adjust[k]!;
  const how = one(by, ['amount', 'percentage'] as const, `adjust.${k}`);
  num(by[how], `adjust.${k}.${how}`);
  checkIds(ids, 'ids');
  return client.request<BulkProductsResponse>(BULK_ADJUST, { body: { adjust, ids }, signal: options.signal, timeoutMs: options.timeoutMs });
}
