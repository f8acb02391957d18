/**
 * Line discounts of a cart: merchant discounts first, then the coupon, each on what the previous ones
 * left of every line (a line never goes below zero). Only purchasable lines are discounted.
 * Free-shipping coupons discount shipping, which the estimate prices (see `estimate.ts`).
 */
import type { AppliedDiscountType, MerchantDiscountInput } from '@storefront-kit/wire/cart';
import { type CouponDefinition, findCoupon } from './coupons';
import type { PricedLine } from './lines';
import { allocate, percentOf, toCents } from './money';
import type { CartRecord } from './records';

/** One discount as applied to the lines. */
interface ComputedDiscount {
  discountType: AppliedDiscountType;
  coupon?: CouponDefinition;
  merchantDiscount?: MerchantDiscountInput;
  /** Lines it applies to (empty for shipping discounts until the estimate fills the amount). */
  lineItemIds: string[];
  /** The discount in cents (0 for free shipping before shipping is priced). */
  cents: number;
}

/** The discounts of a cart. */
export interface DiscountResult {
  discounts: ComputedDiscount[];
  /** Line id -> cents discounted on that line. */
  perLine: Map<string, number>;
  /** The applied coupon gives free shipping. */
  freeShipping: boolean;
}

function applyToLines(targets: readonly PricedLine[], remaining: Map<string, number>, amountFor: (bases: number[]) => number[]): number[] {
  const bases = targets.map((line) => remaining.get(line.record.id) ?? 0);
  const parts = amountFor(bases).map((part, index) => Math.min(part, bases[index] ?? 0));
  targets.forEach((line, index) => remaining.set(line.record.id, (bases[index] ?? 0) - (parts[index] ?? 0)));
  return parts;
}

/** Computes the cart's line discounts from its merchant discounts and coupon. */
export function computeDiscounts(record: CartRecord, lines: readonly PricedLine[]): DiscountResult {
  const purchasable = lines.filter((line) => line.purchasable);
  const remaining = new Map(purchasable.map((line) => [line.record.id, line.totalCents]));
  const discounts: ComputedDiscount[] = [];

  for (const merchant of record.merchantDiscounts) {
    const wanted = merchant.lineItemIds && merchant.lineItemIds.length > 0 ? new Set(merchant.lineItemIds) : undefined;
    const targets = wanted ? purchasable.filter((line) => wanted.has(line.record.id)) : purchasable;
    const parts = applyToLines(targets, remaining, (bases) =>
      merchant.percentage !== undefined
        ? bases.map((base) => percentOf(base, merchant.percentage ?? 0))
        : allocate(
            Math.min(
              toCents(merchant.amount),
              bases.reduce((a, b) => a + b, 0),
            ),
            bases,
          ),
    );
    discounts.push({
      discountType: wanted ? 'SPECIFIC_ITEMS' : 'GLOBAL',
      merchantDiscount: merchant,
      lineItemIds: targets.map((line) => line.record.id),
      cents: parts.reduce((a, b) => a + b, 0),
    });
  }

  const coupon = record.coupon ? findCoupon(record.coupon.code) : undefined;
  let freeShipping = false;
  if (coupon) {
    const effect = coupon.effect;
    if (effect.kind === 'freeShipping') {
      freeShipping = true;
      discounts.push({ discountType: 'SHIPPING', coupon, lineItemIds: [], cents: 0 });
    } else {
      const parts = applyToLines(purchasable, remaining, (bases) =>
        effect.kind === 'percentage'
          ? bases.map((base) => percentOf(base, effect.percent))
          : allocate(
              Math.min(
                effect.cents,
                bases.reduce((a, b) => a + b, 0),
              ),
              bases,
            ),
      );
      discounts.push({
        discountType: 'GLOBAL',
        coupon,
        lineItemIds: purchasable.map((line) => line.record.id),
        cents: parts.reduce((a, b) => a + b, 0),
      });
    }
  }

  const perLine = new Map(purchasable.map((line) => [line.record.id, line.totalCents - (remaining.get(line.record.id) ?? 0)]));
  return { discounts, perLine, freeShipping };
}
