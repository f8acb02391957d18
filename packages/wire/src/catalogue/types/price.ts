/**
 * Money, ranges and units of the v1 catalogue, as the platform sends them: amounts are numbers
 * (non-finite ones travel as the strings `"NaN"`, `"Infinity"`, `"-Infinity"` and come back as numbers).
 */

/**
 * Every {@link MeasurementUnit} value.
 *
 * @group Constants
 * @example
 * ```ts
 * import { MEASUREMENT_UNITS } from '@storefront-kit/stores-catalogue';
 * const isUnit = (v: string) => (MEASUREMENT_UNITS as readonly string[]).includes(v);
 * ```
 */
export const MEASUREMENT_UNITS = [
  'ML',
  'CL',
  'L',
  'CBM',
  'MG',
  'G',
  'KG',
  'MM',
  'CM',
  'M',
  'SQM',
  'OZ',
  'LB',
  'FLOZ',
  'PT',
  'QT',
  'GAL',
  'IN',
  'FT',
  'YD',
  'SQFT',
] as const;

/**
 * Measurement unit of a price-per-unit.
 *
 * @group Types
 */
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];

/**
 * Every {@link DiscountType} value.
 *
 * @group Constants
 */
export const DISCOUNT_TYPES = ['NONE', 'AMOUNT', 'PERCENT'] as const;

/**
 * Type of a product's own discount.
 *
 * @group Types
 */
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/**
 * Prices formatted in the store's currency (e.g. `"$10.00"`).
 *
 * @group Types
 */
export interface FormattedPrice {
  price?: string;
  discountedPrice?: string;
  pricePerUnit?: string;
}

/**
 * A price in the v1 catalogue: numbers, currency code, formatted strings.
 *
 * @group Types
 * @example
 * ```ts
 * import type { PriceData } from '@storefront-kit/stores-catalogue';
 * const shown = (p: PriceData | undefined) => p?.formatted?.discountedPrice ?? p?.formatted?.price ?? '';
 * ```
 */
export interface PriceData {
  /** ISO-4217 currency code, e.g. `USD`. */
  currency?: string;
  /** Price before the product's discount. */
  price?: number;
  /** Price after the product's discount. */
  discountedPrice?: number;
  /** Price per base measurement unit (when `pricePerUnitData` is set). */
  pricePerUnit?: number;
  formatted?: FormattedPrice;
}

/**
 * Cost and profit (merchant-only data).
 *
 * @group Types
 */
export interface CostAndProfitData {
  itemCost?: number;
  formattedItemCost?: string;
  profit?: number;
  formattedProfit?: string;
  /** Profit as a fraction of the price, 0..1 rounded to 4 decimals. */
  profitMargin?: number;
}

/**
 * A numeric range (price, cost, weight over the variants).
 *
 * @group Types
 */
export interface NumericRange {
  minValue?: number;
  maxValue?: number;
}

/**
 * Price-per-unit settings.
 *
 * @group Types
 */
export interface PricePerUnitData {
  totalQuantity?: number;
  totalMeasurementUnit?: MeasurementUnit;
  baseQuantity?: number;
  baseMeasurementUnit?: MeasurementUnit;
}

/**
 * A product's own discount.
 *
 * @group Types
 */
export interface Discount {
  type?: DiscountType;
  /** Amount in the store currency (AMOUNT) or percentage 0..100 (PERCENT). */
  value?: number;
}
