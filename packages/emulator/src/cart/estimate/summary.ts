/** The running sums of an estimate (cents) and their wire `PriceSummary`. */
import type { ItemTaxFullDetails, PriceSummary } from '@storefront-kit/wire/cart';
import { price } from '../money';

/** Cents summed over the lines (and shipping) counted in one summary. */
export interface Summary {
  subtotal: number;
  shipping: number;
  tax: number;
  discount: number;
  additionalFees: number;
}

/** The three summaries of an estimate: everything, paid online (`payNow`), paid offline (`payLater`). */
export interface Summaries {
  summary: Summary;
  payNow: Summary;
  payLater: Summary;
}

/** A summary with every sum at 0. */
export function zeroSummary(): Summary {
  return { subtotal: 0, shipping: 0, tax: 0, discount: 0, additionalFees: 0 };
}

/** `subtotal - discount + shipping + tax + additionalFees`. */
export function totalOf(sum: Summary): number {
  return sum.subtotal - sum.discount + sum.shipping + sum.tax + sum.additionalFees;
}

/** The wire price summary of a summary. */
export function summaryOf(sum: Summary, currency: string): PriceSummary {
  return {
    subtotal: price(sum.subtotal, currency),
    shipping: price(sum.shipping, currency),
    tax: price(sum.tax, currency),
    discount: price(sum.discount, currency),
    total: price(totalOf(sum), currency),
    additionalFees: price(sum.additionalFees, currency),
  };
}

/** Wire tax details of an amount. */
export function taxDetails(taxable: number, rate: string, tax: number, currency: string): ItemTaxFullDetails {
  return { taxableAmount: price(taxable, currency), taxRate: rate, totalTax: price(tax, currency) };
}
