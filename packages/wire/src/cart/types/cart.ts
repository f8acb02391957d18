/** The cart entity: its buyer, discounts and lines. */
import type { AddressWithContact } from './address';
import type { WeightUnit } from './cart-enums';
import type { ExtendedFields, MultiCurrencyPrice, SelectedShippingOption, TranslatableString } from './common';
import type { LineItem } from './line-item';

/**
 * Who the cart belongs to.
 *
 * @group Types
 */
export interface BuyerInfo {
  visitorId?: string;
  memberId?: string;
  userId?: string;
  contactId?: string;
  email?: string;
}

/**
 * A coupon applied to a cart.
 *
 * @group Types
 */
export interface Coupon {
  id?: string;
  code?: string;
  name?: string;
  /** The discount it gives in the current cart. */
  amount?: MultiCurrencyPrice;
}

/**
 * A discount given by the merchant.
 *
 * @group Types
 */
export interface MerchantDiscount {
  amount?: MultiCurrencyPrice;
  /** Percentage off (0-100), when the discount is a percentage. */
  percentage?: number;
}

/**
 * A discount rule (automatic discount) applied to a cart.
 *
 * @group Types
 */
export interface DiscountRule {
  id?: string;
  name?: TranslatableString;
  amount?: MultiCurrencyPrice;
}

/**
 * A discount on the cart entity (`cart.appliedDiscounts[]`).
 *
 * @group Types
 */
export interface CartDiscount {
  coupon?: Coupon;
  merchantDiscount?: MerchantDiscount;
  discountRule?: DiscountRule;
}

/**
 * The current visitor's or member's cart.
 *
 * @group Types
 */
export interface Cart {
  id?: string;
  lineItems?: LineItem[];
  buyerNote?: string;
  buyerInfo?: BuyerInfo;
  /** ISO-4217 code of the prices. */
  currency?: string;
  conversionCurrency?: string;
  buyerLanguage?: string;
  siteLanguage?: string;
  taxIncludedInPrices?: boolean;
  weightUnit?: WeightUnit;
  /** The latest checkout created from this cart. */
  checkoutId?: string;
  appliedDiscounts?: CartDiscount[];
  /** ISO-8601. */
  createdDate?: string;
  /** ISO-8601. */
  updatedDate?: string;
  contactInfo?: AddressWithContact;
  overrideCheckoutUrl?: string;
  purchaseFlowId?: string;
  selectedShippingOption?: SelectedShippingOption;
  extendedFields?: ExtendedFields;
  businessLocationId?: string;
  paymentCurrency?: string;
  /** Increases with every change (an int64 as a decimal string, as the platform sends it). */
  revision?: string;
}
