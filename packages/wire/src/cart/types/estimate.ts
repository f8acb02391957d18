/** The totals estimate: discounts, memberships, fees and violations around the totals and shipping. */
import type { CalculationErrors } from './calculation-errors';
import type { Cart, Coupon, DiscountRule, MerchantDiscount } from './cart';
import type { WeightUnit } from './cart-enums';
import type { MultiCurrencyPrice, TranslatableString } from './common';
import type { AppliedDiscountType, LineItemTargetName, OtherTargetName, Severity } from './estimate-enums';
import type { SelectedMemberships } from './requests';
import type { ShippingInformation } from './shipping';
import type { CalculatedLineItem, GiftCard, ItemTaxFullDetails, PriceSummary, TaxSummary } from './totals';

/**
 * A discount in an estimate, with what it applies to.
 *
 * @group Types
 */
export interface AppliedDiscount {
  discountType?: AppliedDiscountType;
  coupon?: Coupon;
  merchantDiscount?: MerchantDiscount;
  discountRule?: DiscountRule;
  lineItemIds?: string[];
}

/**
 * A membership of the buyer.
 *
 * @group Types
 */
export interface Membership {
  id?: string;
  appId?: string;
  name?: TranslatableString;
  /** Lines this membership can pay for. */
  lineItemIds?: string[];
  credits?: { total?: number; remaining?: number };
  /** ISO-8601. */
  expirationDate?: string;
  additionalData?: Record<string, unknown>;
}

/**
 * A membership that cannot be used, and why.
 *
 * @group Types
 */
export interface InvalidMembership {
  membership?: Membership;
  reason?: string;
}

/**
 * Memberships of an estimate.
 *
 * @group Types
 */
export interface MembershipOptions {
  eligibleMemberships?: Membership[];
  invalidMemberships?: InvalidMembership[];
  selectedMemberships?: SelectedMemberships;
}

/**
 * An additional fee (handling, packaging...) of an estimate.
 *
 * @group Types
 */
export interface AdditionalFee {
  code?: string;
  name?: string;
  price?: MultiCurrencyPrice;
  taxDetails?: ItemTaxFullDetails;
  providerAppId?: string;
  priceBeforeTax?: MultiCurrencyPrice;
  priceAfterTax?: MultiCurrencyPrice;
  lineItemIds?: string[];
}

/**
 * What a violation points at: the cart in general or one line item.
 *
 * @group Types
 */
export interface Target {
  other?: { name?: OtherTargetName };
  lineItem?: { name?: LineItemTargetName; id?: string };
}

/**
 * A problem the buyer must see (ERROR blocks checkout).
 *
 * @group Types
 */
export interface Violation {
  severity?: Severity;
  target?: Target;
  description?: string;
}

/**
 * Answer of `POST /ecom/v1/carts/current/estimate-totals`.
 *
 * @example
 * ```ts
 * import type { EstimateTotalsResponse } from '@storefront-kit/ecom-cart';
 * declare const estimate: EstimateTotalsResponse;
 * const total = estimate.priceSummary?.total?.amount;
 * const options = estimate.shippingInfo?.carrierServiceOptions?.flatMap((carrier) => carrier.shippingOptions ?? []);
 * const blocking = estimate.violations?.some((violation) => violation.severity === 'ERROR');
 * ```
 *
 * @group Types
 */
export interface EstimateTotalsResponse {
  cart?: Cart;
  calculatedLineItems?: CalculatedLineItem[];
  priceSummary?: PriceSummary;
  /** `null` when no gift card is applied. */
  giftCard?: GiftCard | null;
  taxSummary?: TaxSummary;
  shippingInfo?: ShippingInformation;
  appliedDiscounts?: AppliedDiscount[];
  calculationErrors?: CalculationErrors;
  weightUnit?: WeightUnit;
  currency?: string;
  payNow?: PriceSummary;
  payLater?: PriceSummary;
  membershipOptions?: MembershipOptions;
  additionalFees?: AdditionalFee[];
  violations?: Violation[];
}
