/**
 * The line step of an estimate: each purchasable line's discount, tax and payment option, summed into the
 * summaries, and a violation for each line that cannot be bought (`ERROR`) or only partly (`WARNING`).
 */
import type { CalculatedLineItem, PaymentOptionType, Violation } from '@storefront-kit/wire/cart';
import type { PricedLine } from '../lines';
import { price } from '../money';
import { taxOn, type TaxRule } from '../tax';
import { type Summaries, type Summary, taxDetails, zeroSummary } from './summary';

/** What the line step needs to know besides the lines. */
export interface LineSettings {
  currency: string;
  calculateTax: boolean;
  rule: TaxRule;
  /** Discount per line id, in cents. */
  discountOf: ReadonlyMap<string, number>;
  /** Lines paid by a selected membership: in neither `payNow` nor `payLater`. */
  coveredLineIds: ReadonlySet<string>;
}

/** The line step's result. */
export interface LineTotals extends Summaries {
  calculatedLineItems: CalculatedLineItem[];
  /** Sum of the taxable amounts, in cents. */
  taxableTotal: number;
  violations: Violation[];
}

/** The numbers of one purchasable line. */
interface LineNumbers {
  discount: number;
  beforeTax: number;
  taxable: number;
  tax: number;
  /** Paid by a selected membership. */
  covered: boolean;
  option: PaymentOptionType;
}

/** The violation of a line that cannot be bought or only partly, if any. */
function lineViolation(line: PricedLine): Violation | undefined {
  const target = { lineItem: { name: 'LINE_ITEM_DEFAULT' as const, id: line.record.id } };
  if (!line.purchasable) {
    return {
      severity: 'ERROR',
      target,
      description: line.status === 'NOT_FOUND' ? 'This item is no longer available' : 'This item is out of stock',
    };
  }
  if (line.status === 'PARTIALLY_AVAILABLE') {
    return { severity: 'WARNING', target, description: `Only ${line.item.availability?.quantityAvailable ?? 0} left in stock` };
  }
  return undefined;
}

function numbersOf(line: PricedLine, settings: LineSettings): LineNumbers {
  const discount = settings.discountOf.get(line.record.id) ?? 0;
  const beforeTax = line.totalCents - discount;
  const taxable = settings.calculateTax && line.taxable ? beforeTax : 0;
  const covered = settings.coveredLineIds.has(line.record.id);
  const option = covered ? 'MEMBERSHIP' : (line.item.paymentOption ?? 'FULL_PAYMENT_ONLINE');
  return { discount, beforeTax, taxable, tax: taxOn(taxable, settings.rule.rateBp), covered, option };
}

/** The summaries a line counts in: always the whole, plus `payNow` or `payLater` unless a membership pays it. */
function summariesOf(numbers: LineNumbers, totals: Summaries): Summary[] {
  if (numbers.covered) return [totals.summary];
  const offline = numbers.option === 'FULL_PAYMENT_OFFLINE' || numbers.option === 'MEMBERSHIP_OFFLINE';
  return [totals.summary, offline ? totals.payLater : totals.payNow];
}

function calculatedLineItem(line: PricedLine, numbers: LineNumbers, settings: LineSettings): CalculatedLineItem {
  const { currency, rule } = settings;
  const { discount, beforeTax, taxable, tax } = numbers;
  const taxBreakdown =
    tax > 0
      ? [
          {
            jurisdictionName: rule.jurisdictionName,
            jurisdictionType: rule.jurisdictionType,
            taxName: rule.taxName,
            rate: rule.rate,
            taxableAmount: price(taxable, currency),
            nonTaxableAmount: price(beforeTax - taxable, currency),
            taxAmount: price(tax, currency),
          },
        ]
      : [];
  return {
    lineItemId: line.record.id,
    pricesBreakdown: {
      totalPriceAfterTax: price(beforeTax + tax, currency),
      totalPriceBeforeTax: price(beforeTax, currency),
      taxDetails: { ...taxDetails(taxable, settings.calculateTax && line.taxable ? rule.rate : '0', tax, currency), taxBreakdown },
      totalDiscount: price(discount, currency),
      price: line.item.price ?? price(line.unitCents, currency),
      priceBeforeDiscounts: line.item.priceBeforeDiscounts ?? price(line.unitCents, currency),
      lineItemPrice: line.item.lineItemPrice ?? price(line.totalCents, currency),
      fullPrice: line.item.fullPrice ?? price(line.unitCents, currency),
    },
    paymentOption: numbers.option,
  };
}

/** Prices, taxes and sums the lines of a cart, in cart order. */
export function estimateLines(lines: readonly PricedLine[], settings: LineSettings): LineTotals {
  const totals: LineTotals = {
    summary: zeroSummary(),
    payNow: zeroSummary(),
    payLater: zeroSummary(),
    calculatedLineItems: [],
    taxableTotal: 0,
    violations: [],
  };
  for (const line of lines) {
    const violation = lineViolation(line);
    if (violation) totals.violations.push(violation);
    if (!line.purchasable) continue;
    const numbers = numbersOf(line, settings);
    totals.taxableTotal += numbers.taxable;
    for (const target of summariesOf(numbers, totals)) {
      target.subtotal += line.totalCents;
      target.discount += numbers.discount;
      target.tax += numbers.tax;
    }
    totals.calculatedLineItems.push(calculatedLineItem(line, numbers, settings));
  }
  return totals;
}
