/** Money of Catalog V3: decimal strings, formatted only when `CURRENCY` is requested. */

/**
 * An amount of the store's currency: `amount` is a decimal string (`"20"`, `"9.99"`);
 * `formattedAmount` (`"$20.00"`) comes only with the `CURRENCY` requested field.
 *
 * @group Types
 * @example
 * ```ts
 * import type { FixedMonetaryAmount } from '@storefront-kit/wire/catalogue-v3';
 * const label = (money: FixedMonetaryAmount) => money.formattedAmount ?? money.amount ?? '';
 * ```
 */
export interface FixedMonetaryAmount {
  amount?: string;
  formattedAmount?: string | null;
}

/**
 * The lowest and highest value among a product's variants.
 *
 * @group Types
 */
export interface PriceRange {
  minValue?: FixedMonetaryAmount;
  maxValue?: FixedMonetaryAmount;
}

/**
 * A variant's prices: `actualPrice` is what the buyer pays, `compareAtPrice` the crossed-out price.
 *
 * @group Types
 */
export interface PriceInfo {
  actualPrice?: FixedMonetaryAmount;
  compareAtPrice?: FixedMonetaryAmount;
  /** With `DISCOUNT_INFO`: the price after automatic discounts. */
  priceAfterDiscount?: FixedMonetaryAmount;
}

/**
 * A variant's cost and profit (`MERCHANT_DATA` only): decimal strings, `profitMargin` a number (4 decimals).
 *
 * @group Types
 */
export interface RevenueDetails {
  cost?: FixedMonetaryAmount;
  profit?: FixedMonetaryAmount;
  profitMargin?: number;
}
