/** Schemas of money, ranges, units and stock. */
import { z } from 'zod';
import { INVENTORY_STATUSES } from '../types/inventory';
import { DISCOUNT_TYPES, MEASUREMENT_UNITS } from '../types/price';
import { bool, num, str } from './wire';

const formattedPriceSchema = z.object({ price: str, discountedPrice: str, pricePerUnit: str }).partial();

/**
 * v1 catalogue price (numbers).
 *
 * @group Schemas
 * @example
 * ```ts
 * import { priceDataSchema } from '@storefront-kit/stores-catalogue/schemas';
 * declare const body: string;
 * const result = priceDataSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * ```
 */
export const priceDataSchema = z.object({ currency: str, price: num, discountedPrice: num, pricePerUnit: num, formatted: formattedPriceSchema }).partial();

export const costAndProfitSchema = z.object({ itemCost: num, formattedItemCost: str, profit: num, formattedProfit: str, profitMargin: num }).partial();
export const rangeSchema = z.object({ minValue: num, maxValue: num }).partial();
export const pricePerUnitDataSchema = z
  .object({
    totalQuantity: num,
    totalMeasurementUnit: z.enum(MEASUREMENT_UNITS),
    baseQuantity: num,
    baseMeasurementUnit: z.enum(MEASUREMENT_UNITS),
  })
  .partial();
export const discountSchema = z.object({ type: z.enum(DISCOUNT_TYPES), value: num }).partial();
export const stockSchema = z.object({ trackInventory: bool, quantity: num, inStock: bool, inventoryStatus: z.enum(INVENTORY_STATUSES) }).partial();
export const variantStockSchema = z.object({ trackQuantity: bool, quantity: num, inStock: bool }).partial();
