/**
 * `estimate-totals`: prices, discounts, shipping, tax and memberships of a cart, in the platform's
 * estimate output. Only purchasable lines (available or partially available) are counted; lines that
 * cannot be bought get an `ERROR` violation, partially available ones a `WARNING`.
 *
 * Totals: `total = subtotal - discount + shipping + tax + additionalFees`, where `discount` includes a
 * free-shipping coupon's shipping discount and `shipping` is the selected option's price before it.
 * `payNow` holds the lines paid online plus shipping; `payLater` the lines paid offline; lines paid by a
 * selected membership are in neither.
 */
import type { EstimateTotalsRequest, EstimateTotalsResponse } from '@storefront-kit/wire/cart';
import { appliedDiscountsOf, cartWithShippingDiscount } from './discounts';
import { estimateLines, type LineTotals } from './lines';
import { estimateShipping, type ShippingEstimate } from './shipping';
import { summaryOf, totalOf } from './summary';
import { resolveMemberships, type MembershipResolution } from '../memberships';
import { buyerOf } from '../records';
import { price } from '../money';
import { taxRuleFor } from '../tax';
import type { PricedCart } from '../view';

/** The numbers behind an estimate, for the checkout snapshot. */
export interface EstimateTotals {
  response: EstimateTotalsResponse;
  subtotalCents: number;
  totalCents: number;
}

/** The shipping step, when shipping is calculated and a purchasable line needs it; adds to the summaries. */
function shippingStep(priced: PricedCart, request: EstimateTotalsRequest, totals: LineTotals, now: number): ShippingEstimate | undefined {
  const { record, lines, discounts } = priced;
  const needsShipping = lines.some((line) => line.purchasable && line.shippable);
  if (!(request.calculateShipping ?? true) || !needsShipping) return undefined;
  const shipping = estimateShipping({
    address: request.shippingAddress ?? record.info.contactInfo?.address,
    itemsCents: totals.summary.subtotal - totals.summary.discount,
    requested: request.selectedShippingOption ?? record.info.selectedShippingOption,
    freeShipping: discounts.freeShipping,
    currency: record.currency,
    now,
  });
  if (shipping.selected) {
    for (const target of [totals.summary, totals.payNow]) {
      target.shipping += shipping.selected.priceCents;
      target.discount += shipping.discount;
    }
  }
  if (shipping.violation) totals.violations.push(shipping.violation);
  return shipping;
}

/** The wire response of an estimate from its steps' results. */
function responseOf(
  priced: PricedCart,
  request: EstimateTotalsRequest,
  totals: LineTotals,
  shipping: ShippingEstimate | undefined,
  memberships: MembershipResolution,
): EstimateTotalsResponse {
  const { record, discounts } = priced;
  const currency = record.currency;
  const shippingDiscount = shipping?.discount ?? 0;
  const calculateTax = request.calculateTax ?? true;
  return {
    cart: cartWithShippingDiscount(priced.cart, discounts, shippingDiscount, currency),
    calculatedLineItems: totals.calculatedLineItems,
    priceSummary: summaryOf(totals.summary, currency),
    giftCard: null,
    taxSummary: {
      taxableAmount: price(totals.taxableTotal, currency),
      totalTax: price(totals.summary.tax, currency),
      calculationDetails: calculateTax ? { rateType: 'MANUAL_RATE', manualRateReason: 'GLOBAL_SETTING_TO_MANUAL' } : { rateType: 'NO_TAX_COLLECTED' },
    },
    shippingInfo: shipping?.info ?? { carrierServiceOptions: [] },
    appliedDiscounts: appliedDiscountsOf(discounts, shippingDiscount, currency),
    calculationErrors: {},
    weightUnit: 'KG',
    currency,
    payNow: summaryOf(totals.payNow, currency),
    payLater: summaryOf(totals.payLater, currency),
    membershipOptions: {
      eligibleMemberships: memberships.eligible,
      invalidMemberships: memberships.invalid,
      selectedMemberships: { memberships: memberships.selected },
    },
    additionalFees: [],
    violations: totals.violations,
  };
}

/**
 * Estimates a priced cart.
 *
 * @param priced - the cart priced against the catalogue
 * @param request - the estimate-totals body
 * @param now - epoch ms (delivery slots, membership expiry)
 */
export function estimateTotals(priced: PricedCart, request: EstimateTotalsRequest, now: number): EstimateTotals {
  const { record, lines, discounts } = priced;
  const shippingAddress = request.shippingAddress ?? record.info.contactInfo?.address;
  const memberships = resolveMemberships(
    buyerOf(record.owner)?.kind === 'member',
    lines.filter((line) => line.purchasable).map((line) => line.record.id),
    request.selectedMemberships?.memberships ?? [],
    now,
  );
  const totals = estimateLines(lines, {
    currency: record.currency,
    calculateTax: request.calculateTax ?? true,
    rule: taxRuleFor(shippingAddress?.country ?? request.billingAddress?.country),
    discountOf: discounts.perLine,
    coveredLineIds: memberships.coveredLineIds,
  });
  const shipping = shippingStep(priced, request, totals, now);
  const response = responseOf(priced, request, totals, shipping, memberships);
  return { response, subtotalCents: totals.summary.subtotal, totalCents: totalOf(totals.summary) };
}
