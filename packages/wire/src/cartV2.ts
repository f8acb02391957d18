/**
 * `@storefront-kit/wire/cart-v2`: wire types, value lists and limits of the current cart V2
 * (`/ecom/v2/carts/current*`). Free of zod; the schemas are in `@storefront-kit/wire/cart-v2/schemas`.
 *
 * Shapes identical on the wire to the V1 cart's (addresses, catalogue references, description lines,
 * images, item types, physical and service properties, extended fields, translatable strings, the
 * limits on quantities, lines per request, coupon codes and the note) are the V1 types, re-exported
 * here; V2's own are written once. Money is `ConvertedMoney` (`{ amount, convertedAmount }` decimal
 * strings, never formatted). Field names are the wire names (`id`, `createdDate`, `geocode`).
 *
 * @packageDocumentation
 */
export {
  CHANNEL_TYPES_V2,
  DISCOUNT_SCOPES,
  DISCOUNT_SOURCE_TYPES,
  LINE_ITEM_STATUSES,
  VALIDATION_CONFIGS,
  VIOLATION_CODES,
  VIOLATION_SCOPES,
} from './cart-v2/types/enums';
export type {
  ChannelTypeV2,
  DiscountScope,
  DiscountSourceType,
  LineItemStatus,
  ValidationConfig,
  ViolationCode,
  ViolationScope,
} from './cart-v2/types/enums';
export { GIFT_CARD_CODE_LENGTH, MAX_CART_COUPONS, MAX_FORM_SUBMISSIONS } from './cart-v2/types/limits';
export type {
  AppliedCoupon,
  AppliedGiftCard,
  Cart,
  ConvertedMoney,
  CustomerInfo,
  DeliveryInfo,
  DeliveryMethod,
  LineAttributes,
  LineDiscount,
  LineItem,
  LinePricing,
  LineSource,
  PaymentInfo,
  QuantityInfo,
} from './cart-v2/types/cart';
export type {
  CartSummary,
  CartWithSummary,
  LineItemSummary,
  PaymentSummary,
  PriceSummaryV2,
  SummaryDiscount,
  TaxSummaryV2,
  ViolationV2,
} from './cart-v2/types/summary';
export type {
  AddCouponRequest,
  AddGiftCardRequest,
  AddLineItemsRequest,
  CalculateRequest,
  CartInput,
  CartV2Response,
  CatalogItemInput,
  CouponInput,
  CreateCurrentCartRequest,
  CustomItemInput,
  DeliveryMethodInput,
  EstimateRequest,
  FormSubmission,
  GetCheckoutUrlRequest,
  GetCheckoutUrlResponse,
  GiftCardInput,
  LineItemUpdate,
  MarkCartAsCompletedRequest,
  MembershipPaymentInput,
  PlaceOrderRequest,
  PlaceOrderResponse,
  RemoveCouponByIdRequest,
  RemoveGiftCardRequest,
  SetDeliveryMethodRequest,
  UpdateCurrentCartRequest,
  UpdateFormSubmissionsRequest,
  UpdateLineItemsRequest,
  UpsellOption,
  UpsellOptionsResponse,
} from './cart-v2/types/requests';
// The V1 cart's shapes and limits that cart V2 shares on the wire.
export {
  MAX_BUYER_NOTE_LENGTH,
  MAX_COUPON_CODE_LENGTH,
  MAX_LINE_ITEM_QUANTITY,
  MAX_LINE_ITEMS_PER_REQUEST,
  STORES_APP_ID,
} from './cart';
export type {
  Address,
  AddressLocation,
  CatalogOverrideFields,
  CatalogReference,
  DescriptionLine,
  ExtendedFields,
  FullAddressContactDetails,
  Image,
  ItemType,
  PageUrlV2,
  PhysicalProperties,
  RemoveLineItemsRequest,
  ServiceProperties,
  StreetAddress,
  TranslatableString,
  VatId,
} from './cart';
