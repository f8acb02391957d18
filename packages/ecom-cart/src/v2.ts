/**
 * `@storefront-kit/ecom-cart/v2`: the current cart V2 (`/ecom/v2/carts/current*`), the platform's newer
 * cart API. The 18 calls as standalone functions (client first, `CallOptions` last, named as the
 * official `currentCartV2` module's) and as the `currentCartV2` namespace, and the V2 wire types.
 * Every call resolves the platform's whole answer (`{ cart }`, `{ cart, summary }`), as the official
 * V2 module does; inputs are checked before any request, with the V1 cart's rules.
 *
 * The platform keeps one current cart per shopper: in the emulator, what you add here shows through the
 * V1 calls of the main entry and the reverse. The cart store runs over these calls with `cartV2`:
 * `createCartStore(client, { cart: cartV2 })`.
 *
 * @packageDocumentation
 */
export {
  calculateCurrentCart,
  createCurrentCart,
  deleteCurrentCart,
  estimateCurrentCart,
  getCurrentCart,
  getUpsellOptionsForCurrentCart,
  refreshCurrentCart,
  updateCurrentCart,
} from './v2/cart-calls';
export type { CartWithSummaryEnvelope } from './v2/cart-calls';
export {
  addCouponToCurrentCart,
  addGiftCardToCurrentCart,
  addLineItemsToCurrentCart,
  removeCouponFromCurrentCart,
  removeDeliveryMethodFromCurrentCart,
  removeGiftCardFromCurrentCart,
  removeLineItemsFromCurrentCart,
  setDeliveryMethodForCurrentCart,
  updateFormSubmissionsInCurrentCart,
  updateLineItemsInCurrentCart,
} from './v2/line-calls';
export type { CartEnvelope } from './v2/send';
export { currentCartV2 } from './v2/namespace';
export { cartV2 } from './v2/store';
export type { CartV2Shapes } from './v2/store';
export type { CartCallOptions } from './calls';

// ---- wire types and value lists of cart V2 (@storefront-kit/wire/cart-v2) ----
export {
  CHANNEL_TYPES_V2,
  DISCOUNT_SCOPES,
  DISCOUNT_SOURCE_TYPES,
  GIFT_CARD_CODE_LENGTH,
  LINE_ITEM_STATUSES,
  MAX_CART_COUPONS,
  MAX_FORM_SUBMISSIONS,
  MAX_COUPON_CODE_LENGTH,
  MAX_LINE_ITEM_QUANTITY,
  MAX_LINE_ITEMS_PER_REQUEST,
  STORES_APP_ID,
  VALIDATION_CONFIGS,
  VIOLATION_CODES,
  VIOLATION_SCOPES,
} from '@storefront-kit/wire/cart-v2';
export type {
  AppliedCoupon,
  AppliedGiftCard,
  CalculateRequest,
  Cart,
  CartInput,
  CartSummary,
  CatalogItemInput,
  ChannelTypeV2,
  ConvertedMoney,
  CouponInput,
  CreateCurrentCartRequest,
  CustomerInfo,
  CustomItemInput,
  DeliveryInfo,
  DeliveryMethod,
  DeliveryMethodInput,
  DiscountScope,
  DiscountSourceType,
  EstimateRequest,
  FormSubmission,
  GiftCardInput,
  LineAttributes,
  LineDiscount,
  LineItem,
  LineItemStatus,
  LineItemSummary,
  LineItemUpdate,
  LinePricing,
  LineSource,
  MembershipPaymentInput,
  PaymentInfo,
  PaymentSummary,
  PriceSummaryV2,
  QuantityInfo,
  SummaryDiscount,
  TaxSummaryV2,
  UpdateFormSubmissionsRequest,
  UpsellOption,
  UpsellOptionsResponse,
  ValidationConfig,
  ViolationCode,
  ViolationScope,
  ViolationV2,
} from '@storefront-kit/wire/cart-v2';
