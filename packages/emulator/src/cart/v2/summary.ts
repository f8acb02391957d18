/**
 * The `summary` of `calculate` and `estimate`: the V1 cart's estimate (same prices, discounts, shipping
 * and tax rules) for the cart's own delivery address and method, regrouped the V2 way. The delivery
 * address is `deliveryInfo.address` (V1 `contactInfo.address`), the method `deliveryInfo.method`.
 */
import type { AppliedDiscount, EstimateTotalsResponse, Violation } from '@storefront-kit/wire/cart';
import type { CartSummary, EstimateRequest, SummaryDiscount, ViolationV2 } from '@storefront-kit/wire/cart-v2';
import { estimateTotals } from '../estimate';
import type { PricedCart } from '../view';
import { converted, moneyOf } from './view';

/** A V1 applied discount as a summary discount: coupons by code, the rest as automatic rules. */
function discountOf(applied: AppliedDiscount): SummaryDiscount {
  const amount = applied.coupon?.amount ?? applied.merchantDiscount?.amount ?? applied.discountRule?.amount;
  const name = applied.coupon ? { original: applied.coupon.name ?? applied.coupon.code ?? '' } : (applied.discountRule?.name ?? { original: 'Discount' });
  return {
    name,
    source: applied.coupon ? { sourceType: 'COUPON', couponCode: applied.coupon.code ?? '' } : { sourceType: 'AUTOMATIC_RULE' },
    scope: !applied.coupon && applied.lineItemIds?.length ? 'LINE_ITEM' : 'CART_SUBTOTAL',
    ...(amount ? { total: converted(amount) } : {}),
  };
}

/** A V1 violation with the V2 scope (its line when it targets one). */
function violationOf(violation: Violation): ViolationV2 {
  const line = violation.target?.lineItem;
  return {
    scope: line ? 'LINE_ITEM' : 'GLOBAL',
    code: line ? 'LINE_ITEMS_OUT_OF_STOCK' : 'GENERAL_CODE',
    ...(violation.description !== undefined ? { description: violation.description } : {}),
    ...(violation.severity !== undefined ? { severity: violation.severity } : {}),
    ...(line?.id !== undefined ? { lineItemId: line.id } : {}),
  };
}

/** The violations a V2 estimate adds for its validation level (none when validations are skipped). */
function validationsOf(priced: PricedCart, request: EstimateRequest): ViolationV2[] {
  if (request.validationConfig === 'SKIP_VALIDATIONS') return [];
  if (priced.record.lines.length === 0) return [{ scope: 'GLOBAL', code: 'EMPTY_CART', severity: 'ERROR', description: 'The cart is empty' }];
  return [];
}

/** The summary of a priced cart (`now`: epoch ms; `calculationId`: a new id). */
export function summaryOf(priced: PricedCart, request: EstimateRequest, now: number, calculationId: string): CartSummary {
  const { record } = priced;
  const currency = record.currency;
  const estimate: EstimateTotalsResponse = estimateTotals(
    priced,
    {
      ...(record.info.selectedShippingOption ? { selectedShippingOption: record.info.selectedShippingOption } : {}),
      calculateShipping: request.calculateDelivery ?? true,
      calculateTax: request.calculateTax ?? true,
    },
    now,
  ).response;
  const selected = estimate.shippingInfo?.selectedCarrierServiceOption;
  const totals = estimate.priceSummary ?? {};
  const zero = moneyOf(0, currency);
  const violations = [...validationsOf(priced, request), ...(estimate.violations ?? []).map(violationOf)];
  return {
    cartId: record.id,
    cartRevision: String(record.revision),
    calculationId,
    lineItems: (estimate.calculatedLineItems ?? []).map((line) => ({
      lineItemId: line.lineItemId ?? '',
      quantity: record.lines.find((candidate) => candidate.id === line.lineItemId)?.quantity ?? 0,
      unitPrice: converted(line.pricesBreakdown?.price) ?? zero,
      totalPrice: converted(line.pricesBreakdown?.totalPriceAfterTax) ?? zero,
    })),
    discounts: (estimate.appliedDiscounts ?? []).map(discountOf),
    ...(selected
      ? {
          deliverySummary: {
            method: { code: selected.code ?? '', ...(selected.carrierId ? { appId: selected.carrierId } : {}), title: { original: selected.title ?? '' } },
            price: converted(selected.cost?.totalPriceAfterTax) ?? zero,
          },
        }
      : {}),
    additionalFees: [],
    taxSummary: {
      taxes: [{ name: 'Tax', taxableAmount: converted(estimate.taxSummary?.taxableAmount) ?? zero, amount: converted(totals.tax) ?? zero }],
      pricesIncludeTax: false,
    },
    priceSummary: {
      subtotal: converted(totals.subtotal) ?? zero,
      discount: converted(totals.discount) ?? zero,
      delivery: converted(totals.shipping) ?? zero,
      additionalFees: converted(totals.additionalFees) ?? zero,
      tax: converted(totals.tax) ?? zero,
      total: converted(totals.total) ?? zero,
    },
    paymentSummary: {
      giftCards: [],
      requiresPaymentAfterGiftCard: true,
      totalAfterGiftCards: converted(totals.total) ?? zero,
      payNow: converted(estimate.payNow?.total) ?? zero,
      payLater: converted(estimate.payLater?.total) ?? zero,
    },
    violations,
  };
}
