/**
 * `@storefront-kit/wire/cart`: wire types, value lists and limits of the current-cart API, and the
 * format rules its requests follow. Free of zod; the schemas are in `@storefront-kit/wire/cart/schemas`.
 *
 * Hand-written from the platform's API reference and the captured endpoint table, one file per entity.
 * Field names are exactly the wire names (`id`, `createdDate`, `geocode`, `formattedAddress`,
 * `addressLine`); money amounts are decimal strings; dates are ISO-8601 strings. Every field the platform
 * may omit is optional. Enumerations are string-literal unions, each with a value list
 * (`CHANNEL_TYPES`, ...) in a stable order.
 *
 * @packageDocumentation
 */
export {
  CHANNEL_TYPES,
  DESCRIPTION_LINE_TYPES,
  FILE_TYPES,
  ITEM_AVAILABILITY_STATUSES,
  ITEM_TYPE_PRESETS,
  PAYMENT_OPTION_TYPES,
  SUBSCRIPTION_FREQUENCIES,
  VAT_TYPES,
  WEIGHT_UNITS,
} from './cart/types/cart-enums';
export type {
  ChannelType,
  DescriptionLineType,
  FileType,
  ItemAvailabilityStatus,
  ItemTypePreset,
  PaymentOptionType,
  SubscriptionFrequency,
  VatType,
  WeightUnit,
} from './cart/types/cart-enums';
export {
  APPLIED_DISCOUNT_TYPES,
  FALLBACK_REASONS,
  JURISDICTION_TYPES,
  LINE_ITEM_TARGET_NAMES,
  MANUAL_CALCULATION_REASONS,
  OTHER_TARGET_NAMES,
  RATE_TYPES,
  RULE_TYPES,
  SEVERITIES,
} from './cart/types/estimate-enums';
export type {
  AppliedDiscountType,
  FallbackReason,
  JurisdictionType,
  LineItemTargetName,
  ManualCalculationReason,
  OtherTargetName,
  RateType,
  RuleType,
  Severity,
} from './cart/types/estimate-enums';
export type {
  ExtendedFields,
  Image,
  MultiCurrencyPrice,
  PageUrlV2,
  SelectedShippingOption,
  TranslatableString,
} from './cart/types/common';
export type {
  Address,
  AddressLocation,
  AddressWithContact,
  FullAddressContactDetails,
  StreetAddress,
  VatId,
} from './cart/types/address';
export { STORES_APP_ID } from './cart/types/line-item';
export type {
  CatalogOverrideFields,
  CatalogReference,
  Color,
  CustomLineItemInput,
  DescriptionLine,
  ItemAvailabilityInfo,
  ItemType,
  LineItem,
  LineItemInput,
  PhysicalProperties,
  PlainTextValue,
  SecuredMedia,
  ServiceProperties,
  SubscriptionOptionInfo,
  SubscriptionSettings,
} from './cart/types/line-item';
export {
  MAX_BUYER_NOTE_LENGTH,
  MAX_CART_LINE_ITEMS,
  MAX_COUPON_CODE_LENGTH,
  MAX_LINE_ITEMS_PER_REQUEST,
  MAX_LINE_ITEM_QUANTITY,
} from './cart/types/limits';
export type { BuyerInfo, Cart, CartDiscount, Coupon, DiscountRule, MerchantDiscount } from './cart/types/cart';
export type {
  AddToCartRequest,
  CartInfoInput,
  CartResponse,
  CreateCheckoutRequest,
  CreateCheckoutResponse,
  DeleteCartResponse,
  EstimateTotalsRequest,
  LineItemQuantityUpdate,
  MerchantDiscountInput,
  RemoveCouponRequest,
  RemoveLineItemsRequest,
  SelectedMembership,
  SelectedMemberships,
  UpdateCartRequest,
  UpdateLineItemInput,
  UpdateLineItemsQuantityRequest,
} from './cart/types/requests';
export type {
  CalculatedLineItem,
  GiftCard,
  ItemTaxFullDetails,
  LineItemPricesData,
  PriceSummary,
  TaxBreakdown,
  TaxCalculationDetails,
  TaxSummary,
} from './cart/types/totals';
export { CHARGE_TYPES, PICKUP_METHODS } from './cart/types/shipping';
export type {
  CarrierServiceOption,
  ChargeType,
  DeliveryLogistics,
  DeliveryTimeSlot,
  OtherCharge,
  PickupDetails,
  PickupMethod,
  SelectedCarrierServiceOption,
  SelectedCarrierServiceOptionPrices,
  ShippingInformation,
  ShippingOption,
  ShippingRegion,
} from './cart/types/shipping';
export type { ApplicationErrorDetails, CalculationErrorDetails, CalculationErrors, CartFieldViolation } from './cart/types/calculation-errors';
export type {
  AdditionalFee,
  AppliedDiscount,
  EstimateTotalsResponse,
  InvalidMembership,
  Membership,
  MembershipOptions,
  Target,
  Violation,
} from './cart/types/estimate';
export { CART_ENTITY_FQDN, CART_EVENT_TYPES } from './cart/types/events';
export type { CartCreatedEvent, CartDeletedEvent, CartEventType, CartUpdatedEvent } from './cart/types/events';
export { ADDRESS_LIMITS, isCurrency, isDateTime, isEmail, isHttpUrl, MAX_DESCRIPTION_LINES, MAX_LANGUAGE_LENGTH, MAX_TEXT_LENGTH } from './cart/formats';
