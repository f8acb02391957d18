/** Request and response bodies of the nine current-cart calls. */
import type { Address, AddressWithContact } from './address';
import type { BuyerInfo, Cart } from './cart';
import type { ChannelType } from './cart-enums';
import type { ExtendedFields, SelectedShippingOption } from './common';
import type { CatalogOverrideFields, CatalogReference, CustomLineItemInput, LineItemInput, ServiceProperties } from './line-item';

/**
 * `POST /ecom/v1/carts/current/add-to-cart`: at least one of `lineItems` / `customLineItems`.
 *
 * @group Types
 */
export interface AddToCartRequest {
  lineItems?: LineItemInput[];
  customLineItems?: CustomLineItemInput[];
  businessLocationId?: string;
}

/**
 * Fields of the cart itself that `updateCurrentCart` may change.
 *
 * @group Types
 */
export interface CartInfoInput {
  buyerNote?: string;
  buyerInfo?: Pick<BuyerInfo, 'email'>;
  buyerLanguage?: string;
  conversionCurrency?: string;
  contactInfo?: AddressWithContact;
  selectedShippingOption?: SelectedShippingOption;
  overrideCheckoutUrl?: string;
  purchaseFlowId?: string;
  businessLocationId?: string;
  extendedFields?: ExtendedFields;
}

/**
 * A merchant discount to apply: exactly one of `amount` (decimal string) or `percentage`.
 *
 * @group Types
 */
export interface MerchantDiscountInput {
  amount?: string;
  percentage?: number;
  /** Lines it applies to; all lines when absent or empty. */
  lineItemIds?: string[];
}

/**
 * A line of `updateCurrentCart({ lineItems })`: with `id`, sets that line's quantity; without `id`,
 * adds a catalogue item (same rules as add-to-cart).
 *
 * @group Types
 */
export interface UpdateLineItemInput {
  id?: string;
  quantity: number;
  catalogReference?: CatalogReference;
  catalogOverrideFields?: CatalogOverrideFields;
  serviceProperties?: ServiceProperties;
}

/**
 * `PATCH /ecom/v1/carts/current`.
 *
 * @group Types
 */
export interface UpdateCartRequest {
  cartInfo?: CartInfoInput;
  couponCode?: string;
  merchantDiscounts?: MerchantDiscountInput[];
  lineItems?: UpdateLineItemInput[];
  customLineItems?: CustomLineItemInput[];
  /** Comma-separated field mask (never sent by the official client). */
  cartFieldmask?: string;
}

/**
 * `POST /ecom/v1/carts/current/remove-line-items`.
 *
 * @group Types
 */
export interface RemoveLineItemsRequest {
  lineItemIds: string[];
}

/**
 * One entry of `update-line-items-quantity` (quantity 0 removes the line).
 *
 * @group Types
 */
export interface LineItemQuantityUpdate {
  id: string;
  quantity: number;
}

/**
 * `POST /ecom/v1/carts/current/update-line-items-quantity`.
 *
 * @group Types
 */
export interface UpdateLineItemsQuantityRequest {
  lineItems: LineItemQuantityUpdate[];
}

/**
 * `POST /ecom/v1/carts/current/remove-coupon`: the body is literally `{}`.
 *
 * @group Types
 */
export type RemoveCouponRequest = Record<string, never>;

/**
 * A membership the buyer picked to pay for some line items.
 *
 * @group Types
 */
export interface SelectedMembership {
  id: string;
  appId: string;
  lineItemIds?: string[];
}

/**
 * The memberships the buyer picked.
 *
 * @group Types
 */
export interface SelectedMemberships {
  memberships?: SelectedMembership[];
}

/**
 * `POST /ecom/v1/carts/current/estimate-totals`.
 *
 * @group Types
 */
export interface EstimateTotalsRequest {
  selectedShippingOption?: SelectedShippingOption;
  shippingAddress?: Address;
  billingAddress?: Address;
  selectedMemberships?: SelectedMemberships;
  /** Default true. */
  calculateTax?: boolean;
  /** Default true. */
  calculateShipping?: boolean;
  /** Default true. */
  calculateAdditionalFees?: boolean;
}

/**
 * `POST /ecom/v1/carts/current/create-checkout`.
 *
 * @group Types
 */
export interface CreateCheckoutRequest {
  channelType?: ChannelType;
  shippingAddress?: Address;
  billingAddress?: Address;
  selectedShippingOption?: SelectedShippingOption;
  email?: string;
}

/**
 * Answer of get, update, add-to-cart, remove-line-items, update-line-items-quantity and remove-coupon.
 *
 * @example
 * ```ts
 * import type { CartResponse } from '@storefront-kit/ecom-cart';
 * declare const answer: CartResponse;
 * const id = answer.cart.id;
 * ```
 *
 * @group Types
 */
export interface CartResponse {
  cart: Cart;
}

/**
 * Answer of create-checkout.
 *
 * @group Types
 */
export interface CreateCheckoutResponse {
  checkoutId: string;
}

/**
 * Answer of delete (an empty object).
 *
 * @group Types
 */
export type DeleteCartResponse = Record<string, never>;
