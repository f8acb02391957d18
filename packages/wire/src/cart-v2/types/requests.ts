/** Request and answer bodies of the current cart V2's calls (what differs from the V1 cart's). */
import type { Address, FullAddressContactDetails } from '../../cart/types/address';
import type { PaymentOptionType } from '../../cart/types/cart-enums';
import type { ExtendedFields, Image, PageUrlV2, TranslatableString } from '../../cart/types/common';
import type { CatalogOverrideFields, CatalogReference, DescriptionLine, ItemType, PhysicalProperties, ServiceProperties } from '../../cart/types/line-item';
import type { Cart, ConvertedMoney, CustomerInfo } from './cart';
import type { ValidationConfig } from './enums';

/**
 * How a line is paid with a membership: one the buyer has, or one bought by another line.
 *
 * @group Types
 */
export interface MembershipPaymentInput {
  existingMembership?: { appId: string; membershipId: string };
  futureMembership?: { lineItemId: string; benefitId: string };
}

/**
 * A catalogue item to add.
 *
 * @group Types
 */
export interface CatalogItemInput {
  catalogReference: CatalogReference;
  /** 1 to {@link MAX_LINE_ITEM_QUANTITY}. */
  quantity: number;
  catalogOverrideFields?: CatalogOverrideFields;
  extendedFields?: ExtendedFields;
  inventoryAppId?: string;
  membershipPayment?: MembershipPaymentInput;
}

/**
 * An item not backed by a catalogue, priced by the caller.
 *
 * @group Types
 */
export interface CustomItemInput {
  /** `original` is required. */
  name: { original: string; translated?: string };
  quantityInfo: { requestedQuantity: number; availableQuantity?: number; fixedQuantity?: boolean };
  pricing: { price: ConvertedMoney; fullPrice?: ConvertedMoney; priceDescription?: TranslatableString; priceUndetermined?: boolean };
  source?: { catalogReference?: CatalogReference; rootCatalogItemId?: string; inventoryAppId?: string };
  /** `itemType` is required: exactly one of `preset` or `custom`. */
  attributes: {
    descriptionLines?: DescriptionLine[];
    image?: Image;
    url?: PageUrlV2;
    itemType: ItemType;
    physicalProperties?: PhysicalProperties;
    serviceProperties?: ServiceProperties;
    membersOnly?: boolean;
  };
  deliveryConfig?: { deliveryProfileId?: string };
  taxConfig?: { taxGroupId?: string };
  paymentConfig?: { depositAmount?: ConvertedMoney; paymentOption?: PaymentOptionType };
}

/**
 * A coupon to apply, by code.
 *
 * @group Types
 */
export interface CouponInput {
  code: string;
}

/**
 * A delivery method to select (`code` from the delivery options).
 *
 * @group Types
 */
export interface DeliveryMethodInput {
  code: string;
  appId?: string;
}

/**
 * A gift card to apply: its code ({@link GIFT_CARD_CODE_LENGTH}) and optionally how much of it to use.
 *
 * @group Types
 */
export interface GiftCardInput {
  code: string;
  redeemAmount?: ConvertedMoney;
}

/**
 * The fields of a cart V2 that `PATCH` changes (lines, coupons, delivery method and gift cards have their own calls).
 *
 * @group Types
 */
export interface CartInput {
  note?: string;
  customerInfo?: Pick<CustomerInfo, 'firstName' | 'lastName' | 'phone' | 'company' | 'vatId' | 'email' | 'languageCode' | 'currencyCode'>;
  deliveryInfo?: { address?: Address };
  paymentInfo?: { billingAddress?: Address; billingContact?: FullAddressContactDetails };
  businessInfo?: { locationId?: string };
  customCheckoutUrl?: string;
  extendedFields?: ExtendedFields;
}

/**
 * Body of `POST /ecom/v2/carts/current` (every key optional).
 *
 * @group Types
 */
export interface CreateCurrentCartRequest {
  cart?: CartInput;
  catalogItems?: CatalogItemInput[];
  customItems?: CustomItemInput[];
  coupons?: CouponInput[];
  deliveryMethod?: DeliveryMethodInput;
  giftCards?: GiftCardInput[];
}

/**
 * Body of `PATCH /ecom/v2/carts/current`.
 *
 * @group Types
 */
export interface UpdateCurrentCartRequest {
  cart: CartInput;
}

/**
 * Body of `POST /ecom/v2/carts/current/add-line-items`: at least one item in all.
 *
 * @group Types
 */
export interface AddLineItemsRequest {
  catalogItems?: CatalogItemInput[];
  customItems?: CustomItemInput[];
}

/**
 * One entry of `update-line-items`: the line and its new quantity (0 removes it).
 *
 * @group Types
 */
export interface LineItemUpdate {
  lineItemId: string;
  quantity?: { newQuantity: number };
  membershipPayment?: MembershipPaymentInput;
}

/**
 * Body of `POST /ecom/v2/carts/current/update-line-items`.
 *
 * @group Types
 */
export interface UpdateLineItemsRequest {
  lineItems: LineItemUpdate[];
}

/**
 * Body of `POST /ecom/v2/carts/current/add-coupon`.
 *
 * @group Types
 */
export interface AddCouponRequest {
  coupon: CouponInput;
}

/**
 * Body of `POST /ecom/v2/carts/current/remove-coupon`: the cart's coupon id (not the code).
 *
 * @group Types
 */
export interface RemoveCouponByIdRequest {
  couponId: string;
}

/**
 * Body of `POST /ecom/v2/carts/current/set-delivery-method`.
 *
 * @group Types
 */
export interface SetDeliveryMethodRequest {
  deliveryMethod: DeliveryMethodInput;
}

/**
 * Body of `POST /ecom/v2/carts/current/add-gift-card`.
 *
 * @group Types
 */
export interface AddGiftCardRequest {
  giftCard: GiftCardInput;
}

/**
 * Body of `POST /ecom/v2/carts/current/remove-gift-card`.
 *
 * @group Types
 */
export interface RemoveGiftCardRequest {
  giftCardId: string;
}

/**
 * A form submission of a line's form.
 *
 * @group Types
 */
export interface FormSubmission {
  /** The form's id. */
  id: string;
  formSubmissionId: string;
}

/**
 * Body of `POST /ecom/v2/carts/current/update-forms-submission`.
 *
 * @group Types
 */
export interface UpdateFormSubmissionsRequest {
  formSubmissions?: FormSubmission[];
}

/**
 * Body of `POST /ecom/v2/carts/current/calculate`.
 *
 * @group Types
 */
export interface CalculateRequest {
  /** Re-read the catalogue's prices and stock first. */
  refreshCart?: boolean;
}

/**
 * Body of `POST /ecom/v2/carts/current/estimate`: what to calculate (each flag defaults to the platform's choice).
 *
 * @group Types
 */
export interface EstimateRequest {
  refreshCart?: boolean;
  validationConfig?: ValidationConfig;
  calculateDelivery?: boolean;
  calculateAdditionalFees?: boolean;
  calculateTax?: boolean;
  calculateGiftCards?: boolean;
}

/**
 * The answer of every current cart V2 call that changes or reads the cart.
 *
 * @group Types
 */
export interface CartV2Response {
  cart?: Cart;
}

/**
 * An upsell offer for a line.
 *
 * @group Types
 */
export interface UpsellOption {
  id?: string;
  title?: string;
  description?: string;
  catalogReference?: CatalogReference;
  metadata?: Record<string, unknown>;
  priceDetails?: Record<string, unknown>;
}

/**
 * The answer of `GET /ecom/v2/carts/current/upsell-options`.
 *
 * @group Types
 */
export interface UpsellOptionsResponse {
  itemsUpsells?: { lineItemId?: string; upsells?: UpsellOption[] }[];
}

/**
 * Body of `POST /ecom/v2/carts/{cartId}/get-checkout-url` (the official SDK repeats the path's id).
 *
 * @group Types
 */
export interface GetCheckoutUrlRequest {
  cartId?: string;
  /** ISO-4217 code of the currency the checkout shows. */
  currencyCode?: string;
}

/**
 * The answer of `POST /ecom/v2/carts/{cartId}/get-checkout-url`: the page where the buyer checks out.
 *
 * @group Types
 */
export interface GetCheckoutUrlResponse {
  checkoutUrl: string;
}

/**
 * Body of `POST /ecom/v2/carts/{cartId}/place-order` (the official SDK repeats the path's id).
 *
 * @group Types
 */
export interface PlaceOrderRequest {
  cartId?: string;
  /** The `summary.priceVerificationToken` of a `calculate` answer: the prices the buyer saw. */
  priceVerificationToken?: string;
  /** Whether the payment method is saved on the order. */
  savePaymentMethod?: boolean;
  /** Whether the payment is authorized now and captured later. */
  delayCapture?: boolean;
}

/**
 * The answer of `POST /ecom/v2/carts/{cartId}/place-order`.
 *
 * @group Types
 */
export interface PlaceOrderResponse {
  orderId: string;
  /** The payment gateway's order id; absent when nothing was charged. */
  paymentGatewayOrderId?: string;
  /** Whether the order was created and its payment completed. */
  completed: boolean;
}

/**
 * Body of `POST /ecom/v2/carts/{cartId}/mark-cart-as-completed`.
 *
 * @group Types
 */
export interface MarkCartAsCompletedRequest {
  cartId?: string;
  /** The order created from the cart. */
  orderId?: string;
}
