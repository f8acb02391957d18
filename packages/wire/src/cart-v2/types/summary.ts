/** The totals of a cart V2: the `summary` that `calculate` and `estimate` answer beside the cart. */
import type { Severity } from '../../cart/types/estimate-enums';
import type { TranslatableString } from '../../cart/types/common';
import type { Cart, ConvertedMoney, DeliveryMethod } from './cart';
import type { DiscountScope, DiscountSourceType, ViolationCode, ViolationScope } from './enums';

/**
 * The totals of one line.
 *
 * @group Types
 */
export interface LineItemSummary {
  lineItemId?: string;
  quantity?: number;
  unitPrice?: ConvertedMoney;
  totalPrice?: ConvertedMoney;
}

/**
 * A discount the summary applies.
 *
 * @group Types
 */
export interface SummaryDiscount {
  name?: TranslatableString;
  source?: { sourceType?: DiscountSourceType; couponCode?: string };
  scope?: DiscountScope;
  subscriptionCycles?: number;
  total?: ConvertedMoney;
  lineItemDiscounts?: { lineItemId?: string; total?: ConvertedMoney }[];
}

/**
 * The tax of the summary.
 *
 * @group Types
 */
export interface TaxSummaryV2 {
  taxes?: { name?: string; taxableAmount?: ConvertedMoney; exemptAmount?: ConvertedMoney; amount?: ConvertedMoney }[];
  totalExempt?: ConvertedMoney;
  pricesIncludeTax?: boolean;
  lineItemTaxes?: { lineItemId?: string; tax?: ConvertedMoney; rate?: string }[];
  deliveryTax?: ConvertedMoney;
  additionalFeeTaxes?: Record<string, unknown>[];
}

/**
 * The totals: `total = subtotal - discount + delivery + additionalFees + tax`.
 *
 * @group Types
 */
export interface PriceSummaryV2 {
  subtotal?: ConvertedMoney;
  discount?: ConvertedMoney;
  delivery?: ConvertedMoney;
  additionalFees?: ConvertedMoney;
  tax?: ConvertedMoney;
  total?: ConvertedMoney;
}

/**
 * What is paid when, after gift cards.
 *
 * @group Types
 */
export interface PaymentSummary {
  giftCards?: { giftCardId?: string; redeemAmount?: ConvertedMoney }[];
  memberships?: Record<string, unknown>[];
  subscriptionCharges?: Record<string, unknown>[];
  requiresPaymentAfterGiftCard?: boolean;
  totalAfterGiftCards?: ConvertedMoney;
  payNow?: ConvertedMoney;
  payLater?: ConvertedMoney;
  payAfterFreeTrial?: ConvertedMoney;
}

/**
 * Something that keeps the cart from checking out (`ERROR`) or that the buyer should know (`WARNING`).
 *
 * @group Types
 */
export interface ViolationV2 {
  scope?: ViolationScope;
  code?: ViolationCode;
  description?: string;
  severity?: Severity;
  /** The line it is about, for `LINE_ITEM` violations. */
  lineItemId?: string;
}

/**
 * The totals of a cart V2 at its current revision.
 *
 * @group Types
 */
export interface CartSummary {
  cartId?: string;
  cartRevision?: string;
  calculationId?: string;
  lineItems?: LineItemSummary[];
  discounts?: SummaryDiscount[];
  deliverySummary?: { method?: DeliveryMethod; price?: ConvertedMoney };
  additionalFees?: Record<string, unknown>[];
  taxSummary?: TaxSummaryV2;
  priceSummary?: PriceSummaryV2;
  paymentSummary?: PaymentSummary;
  priceVerificationToken?: string;
  violations?: ViolationV2[];
}

/**
 * The answer of `calculate` and `estimate`.
 *
 * @group Types
 */
export interface CartWithSummary {
  cart?: Cart;
  summary?: CartSummary;
}
