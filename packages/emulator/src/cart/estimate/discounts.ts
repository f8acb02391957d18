/**
 * The discount step of an estimate: the applied discounts with their amounts, where a free-shipping
 * coupon is worth the discount on the selected shipping option (known only after the shipping step).
 */
import type { AppliedDiscount, Cart } from '@storefront-kit/wire/cart';
import type { DiscountResult } from '../discounts';
import { price } from '../money';

/** The estimate's `appliedDiscounts`. */
export function appliedDiscountsOf(discounts: DiscountResult, shippingDiscount: number, currency: string): AppliedDiscount[] {
  return discounts.discounts.map((discount) => {
    const cents = discount.discountType === 'SHIPPING' ? shippingDiscount : discount.cents;
    const entry: AppliedDiscount = { discountType: discount.discountType, lineItemIds: discount.lineItemIds };
    if (discount.coupon) {
      entry.coupon = {
        id: discount.coupon.id,
        code: discount.coupon.code,
        name: discount.coupon.name,
        amount: price(cents, currency),
      };
    } else {
      entry.merchantDiscount = {
        amount: price(cents, currency),
        ...(discount.merchantDiscount?.percentage !== undefined ? { percentage: discount.merchantDiscount.percentage } : {}),
      };
    }
    return entry;
  });
}

/** The cart of the estimate: with a free-shipping coupon, the coupon's amount is the shipping discount. */
export function cartWithShippingDiscount(cart: Cart, discounts: DiscountResult, shippingDiscount: number, currency: string): Cart {
  return {
    ...cart,
    appliedDiscounts: (cart.appliedDiscounts ?? []).map((entry) =>
      entry.coupon && discounts.freeShipping ? { coupon: { ...entry.coupon, amount: price(shippingDiscount, currency) } } : entry,
    ),
  };
}
