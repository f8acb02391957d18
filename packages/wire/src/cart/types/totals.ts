/** Totals of an estimate: price summary, per-line prices and taxes. */
import type { PaymentOptionType } from './cart-enums';
import type { MultiCurrencyPrice } from './common';
import type { ApplicationErrorDetails } from './calculation-errors';
import type { FallbackReason, JurisdictionType, ManualCalculationReason, RateType } from './estimate-enums';

/**
 * Tax of one jurisdiction.
 *
 * @group Types
 */
export interface TaxBreakdown {
  jurisdictionName?: string;
  jurisdictionType?: JurisdictionType;
  taxName?: string;
  taxType?: string;
  /** Decimal string, e.g. `"0.1"`. */
  rate?: string;
  taxableAmount?: MultiCurrencyPrice;
  nonTaxableAmount?: MultiCurrencyPrice;
  taxAmount?: MultiCurrencyPrice;
}

/**
 * Tax of one line, shipping option or fee.
 *
 * @group Types
 */
export interface ItemTaxFullDetails {
  taxableAmount?: MultiCurrencyPrice;
  /** Decimal string, e.g. `"0.1"`. */
  taxRate?: string;
  totalTax?: MultiCurrencyPrice;
  taxBreakdown?: TaxBreakdown[];
}

/**
 * Prices of one line in an estimate.
 *
 * @group Types
 */
export interface LineItemPricesData {
  totalPriceAfterTax?: MultiCurrencyPrice;
  totalPriceBeforeTax?: MultiCurrencyPrice;
  taxDetails?: ItemTaxFullDetails;
  totalDiscount?: MultiCurrencyPrice;
  price?: MultiCurrencyPrice;
  priceBeforeDiscounts?: MultiCurrencyPrice;
  lineItemPrice?: MultiCurrencyPrice;
  fullPrice?: MultiCurrencyPrice;
}

/**
 * One line of an estimate.
 *
 * @group Types
 */
export interface CalculatedLineItem {
  lineItemId?: string;
  pricesBreakdown?: LineItemPricesData;
  paymentOption?: PaymentOptionType;
}

/**
 * Totals of an estimate (also the shape of `payNow` and `payLater`).
 *
 * @group Types
 */
export interface PriceSummary {
  subtotal?: MultiCurrencyPrice;
  shipping?: MultiCurrencyPrice;
  tax?: MultiCurrencyPrice;
  discount?: MultiCurrencyPrice;
  total?: MultiCurrencyPrice;
  additionalFees?: MultiCurrencyPrice;
}

/**
 * A gift card applied to an estimate.
 *
 * @group Types
 */
export interface GiftCard {
  id?: string;
  obfuscatedCode?: string;
  amount?: MultiCurrencyPrice;
  appId?: string;
}

/**
 * How the estimate's tax was calculated.
 *
 * @group Types
 */
export interface TaxCalculationDetails {
  rateType?: RateType;
  manualRateReason?: ManualCalculationReason;
  autoTaxFallbackDetails?: { fallbackReason?: FallbackReason; error?: ApplicationErrorDetails };
}

/**
 * The estimate's tax totals.
 *
 * @group Types
 */
export interface TaxSummary {
  taxableAmount?: MultiCurrencyPrice;
  totalTax?: MultiCurrencyPrice;
  calculationDetails?: TaxCalculationDetails;
}
