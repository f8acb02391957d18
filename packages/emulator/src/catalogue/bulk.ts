/**
 * Bulk product writes: set or adjust price, cost or weight for many products, reporting a result per
 * item (`results[].itemMetadata {id, originalIndex, success, error?}`) and totals.
 */
import type { BulkAdjustProperty, BulkProductsResponse, BulkSetProperty, PropertyAdjustment } from '@storefront-kit/wire/catalogue';
import * as events from './events';
import { roundMoney } from './money';
import { normalizeProduct, setBaseValues } from './normalize';
import type { WriteEnv } from './writes';

type Property = 'price' | 'cost' | 'weight';

function currentValue(product: NonNullable<ReturnType<WriteEnv['store']['product']>>, property: Property): number {
  if (property === 'price') return product.priceData?.price ?? 0;
  if (property === 'cost') return product.costAndProfitData?.itemCost ?? 0;
  return product.weight ?? 0;
}

const CHANGED_FIELD: Record<Property, string> = { price: 'priceData', cost: 'costAndProfitData', weight: 'weight' };

function runBulk(env: WriteEnv, ids: string[], property: Property, compute: (current: number) => number): BulkProductsResponse {
  const results: BulkProductsResponse['results'] = [];
  let successes = 0;
  ids.forEach((id, originalIndex) => {
    const product = env.store.mutableProduct(id);
    if (!product) {
      results.push({
        itemMetadata: { id, originalIndex, success: false, error: { code: 'PRODUCT_NOT_FOUND', description: `Product with id ${id} not found`, data: {} } },
      });
      return;
    }
    const next = compute(currentValue(product, property));
    if (!Number.isFinite(next) || next < 0) {
      results.push({
        itemMetadata: { id, originalIndex, success: false, error: { code: 'INVALID_VALUE', description: `${property} would become ${next}`, data: {} } },
      });
      return;
    }
    setBaseValues(product, { [property]: next });
    product.lastUpdated = new Date(env.now()).toISOString();
    normalizeProduct(product, env.store.baseUrl);
    env.emit(events.productChanged(id, [CHANGED_FIELD[property]]));
    successes += 1;
    results.push({ itemMetadata: { id, originalIndex, success: true } });
  });
  return { results, bulkActionMetadata: { totalSuccesses: successes, totalFailures: ids.length - successes, undetailedFailures: 0 } };
}

function onlyKey<T extends object>(value: T): [Property, NonNullable<T[keyof T]>] {
  const entry = Object.entries(value).find(([, v]) => v !== undefined)!;
  return entry as [Property, NonNullable<T[keyof T]>];
}

/** `POST /stores/v1/bulk/products/update`: sets one property on every listed product. */
export function bulkUpdateProducts(env: WriteEnv, ids: string[], set: BulkSetProperty): BulkProductsResponse {
  const [property, value] = onlyKey(set);
  return runBulk(env, ids, property, () => value as number);
}

function adjust(current: number, by: PropertyAdjustment, property: Property): number {
  const next = by.amount !== undefined ? current + by.amount : current * (1 + (by.percentage ?? 0) / 100);
  return property === 'weight' ? Math.round(next * 1000) / 1000 : roundMoney(next);
}

/** `POST /stores/v1/bulk/products/adjust-properties`: changes one property by an amount or a percentage. */
export function bulkAdjustProducts(env: WriteEnv, ids: string[], adjustment: BulkAdjustProperty): BulkProductsResponse {
  const [property, by] = onlyKey(adjustment);
  return runBulk(env, ids, property, (current) => adjust(current, by as PropertyAdjustment, property));
}
