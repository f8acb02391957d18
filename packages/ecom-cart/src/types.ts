/**
 * Wire types of the platform's current-cart API (`/ecom/v1/carts/current*`), hand-written from the
 * product spec (section 3) and the captured endpoint table. Field names are exactly the wire names
 * (`id`, `createdDate`, `geocode`, `formattedAddress`, `addressLine`); money amounts are decimal strings;
 * dates are ISO-8601 strings. Every field the platform may omit is optional.
 *
 * Enumerations are string-literal unions, each with a value list (`CHANNEL_TYPES`, ...) in a stable order.
 *
 * @packageDocumentation
 */

// ---------------------------------------------------------------------------------------------
// Enumerations
// ---------------------------------------------------------------------------------------------

/** Sales channel a checkout is created for. */
export type ChannelType =
  | 'UNSPECIFIED'
  | 'WEB'
  | 'POS'
  | 'EBAY'
  | 'AMAZON'
  | 'OTHER_PLATFORM'
  | 'WIX_APP_STORE'
  | 'WIX_INVOICES'
  | 'BACKOFFICE_MERCHANT'
  | 'WISH'
  | 'CLASS_PASS'
  | 'GLOBAL_E'
  | 'FACEBOOK'
  | 'ETSY'
  | 'TIKTOK'
  | 'FAIRE_COM';
/** Every {@link ChannelType}. */
export const CHANNEL_TYPES = [
  'UNSPECIFIED',
  'WEB',
  'POS',
  'EBAY',
  'AMAZON',
  'OTHER_PLATFORM',
  'WIX_APP_STORE',
  'WIX_INVOICES',
  'BACKOFFICE_MERCHANT',
  'WISH',
  'CLASS_PASS',
  'GLOBAL_E',
  'FACEBOOK',
  'ETSY',
  'TIKTOK',
  'FAIRE_COM',
] as const satisfies readonly ChannelType[];

/** Kind of an extra charge on a shipping option (`otherCharges[].type`). */
export type ChargeType = 'HANDLING_FEE' | 'INSURANCE';
/** Every {@link ChargeType}. */
export const CHARGE_TYPES = ['HANDLING_FEE', 'INSURANCE'] as const satisfies readonly ChargeType[];

/** What a discount applies to: the whole order, some line items, or shipping. */
export type DiscountType = 'GLOBAL' | 'SPECIFIC_ITEMS' | 'SHIPPING';
/** Every {@link DiscountType}. */
export const DISCOUNT_TYPES = ['GLOBAL', 'SPECIFIC_ITEMS', 'SHIPPING'] as const satisfies readonly DiscountType[];

/** How a line item's description line is rendered. */
export type DescriptionLineType = 'UNRECOGNISED' | 'PLAIN_TEXT' | 'COLOR';
/** Every {@link DescriptionLineType}. */
export const DESCRIPTION_LINE_TYPES = ['UNRECOGNISED', 'PLAIN_TEXT', 'COLOR'] as const satisfies readonly DescriptionLineType[];

/** Whether a line item can be bought (read-only, computed by the platform). */
export type ItemAvailabilityStatus = 'AVAILABLE' | 'NOT_FOUND' | 'NOT_AVAILABLE' | 'PARTIALLY_AVAILABLE';
/** Every {@link ItemAvailabilityStatus}. */
export const ITEM_AVAILABILITY_STATUSES = [
  'AVAILABLE',
  'NOT_FOUND',
  'NOT_AVAILABLE',
  'PARTIALLY_AVAILABLE',
] as const satisfies readonly ItemAvailabilityStatus[];

/** Preset kind of a line item. */
export type ItemTypePreset = 'UNRECOGNISED' | 'PHYSICAL' | 'DIGITAL' | 'GIFT_CARD' | 'SERVICE';
/** Every {@link ItemTypePreset}. */
export const ITEM_TYPE_PRESETS = ['UNRECOGNISED', 'PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE'] as const satisfies readonly ItemTypePreset[];

/** Billing period of a subscription line item. */
export type SubscriptionFrequency = 'UNDEFINED' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
/** Every {@link SubscriptionFrequency}. */
export const SUBSCRIPTION_FREQUENCIES = ['UNDEFINED', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const satisfies readonly SubscriptionFrequency[];

/** How a line item is paid. */
export type PaymentOptionType =
  | 'FULL_PAYMENT_ONLINE'
  | 'FULL_PAYMENT_OFFLINE'
  | 'MEMBERSHIP'
  | 'DEPOSIT_ONLINE'
  | 'MEMBERSHIP_OFFLINE';
/** Every {@link PaymentOptionType}. */
export const PAYMENT_OPTION_TYPES = [
  'FULL_PAYMENT_ONLINE',
  'FULL_PAYMENT_OFFLINE',
  'MEMBERSHIP',
  'DEPOSIT_ONLINE',
  'MEMBERSHIP_OFFLINE',
] as const satisfies readonly PaymentOptionType[];

/** Unit of line item weights. */
export type WeightUnit = 'KG' | 'LB';
/** Every {@link WeightUnit}. */
export const WEIGHT_UNITS = ['KG', 'LB'] as const satisfies readonly WeightUnit[];

/** Brazilian tax id kinds (`contactDetails.vatId.type`). */
export type VatType = 'CPF' | 'CNPJ';
/** Every {@link VatType}. */
export const VAT_TYPES = ['CPF', 'CNPJ'] as const satisfies readonly VatType[];

/** Level of a tax jurisdiction. */
export type JurisdictionType = 'COUNTRY' | 'STATE' | 'COUNTY' | 'CITY' | 'SPECIAL';
/** Every {@link JurisdictionType}. */
export const JURISDICTION_TYPES = ['COUNTRY', 'STATE', 'COUNTY', 'CITY', 'SPECIAL'] as const satisfies readonly JurisdictionType[];

/** How the tax rate of an estimate was obtained. */
export type RateType = 'NO_TAX_COLLECTED' | 'MANUAL_RATE' | 'AUTO_RATE' | 'FALLBACK_RATE';
/** Every {@link RateType}. */
export const RATE_TYPES = ['NO_TAX_COLLECTED', 'MANUAL_RATE', 'AUTO_RATE', 'FALLBACK_RATE'] as const satisfies readonly RateType[];

/** Why a manual tax rate was used. */
export type ManualCalculationReason = 'GLOBAL_SETTING_TO_MANUAL' | 'REGION_SETTING_TO_MANUAL';
/** Every {@link ManualCalculationReason}. */
export const MANUAL_CALCULATION_REASONS = [
  'GLOBAL_SETTING_TO_MANUAL',
  'REGION_SETTING_TO_MANUAL',
] as const satisfies readonly ManualCalculationReason[];

/** Why the fallback tax rate was used. */
export type FallbackReason = 'AUTO_TAX_FAILED' | 'AUTO_TAX_DEACTIVATED';
/** Every {@link FallbackReason}. */
export const FALLBACK_REASONS = ['AUTO_TAX_FAILED', 'AUTO_TAX_DEACTIVATED'] as const satisfies readonly FallbackReason[];

/** Kind of a pickup shipping option. */
export type PickupMethod = 'STORE_PICKUP' | 'PICKUP_POINT';
/** Every {@link PickupMethod}. */
export const PICKUP_METHODS = ['STORE_PICKUP', 'PICKUP_POINT'] as const satisfies readonly PickupMethod[];

/** Kind of a secured (digital) file. */
export type FileType = 'SECURE_PICTURE' | 'SECURE_VIDEO' | 'SECURE_DOCUMENT' | 'SECURE_MUSIC' | 'SECURE_ARCHIVE';
/** Every {@link FileType}. */
export const FILE_TYPES = [
  'SECURE_PICTURE',
  'SECURE_VIDEO',
  'SECURE_DOCUMENT',
  'SECURE_MUSIC',
  'SECURE_ARCHIVE',
] as const satisfies readonly FileType[];

/** The rule a field violation broke (`fieldViolations[].violatedRule`). */
export type RuleType =
  | 'VALIDATION'
  | 'OTHER'
  | 'MAX'
  | 'MIN'
  | 'MAX_LENGTH'
  | 'MIN_LENGTH'
  | 'MAX_SIZE'
  | 'MIN_SIZE'
  | 'FORMAT'
  | 'DECIMAL_LTE'
  | 'DECIMAL_GTE'
  | 'DECIMAL_LT'
  | 'DECIMAL_GT'
  | 'DECIMAL_MAX_SCALE'
  | 'INVALID_ENUM_VALUE'
  | 'REQUIRED_FIELD'
  | 'FIELD_NOT_ALLOWED'
  | 'ONE_OF_ALIGNMENT';
/** Every {@link RuleType}. */
export const RULE_TYPES = [
  'VALIDATION',
  'OTHER',
  'MAX',
  'MIN',
  'MAX_LENGTH',
  'MIN_LENGTH',
  'MAX_SIZE',
  'MIN_SIZE',
  'FORMAT',
  'DECIMAL_LTE',
  'DECIMAL_GTE',
  'DECIMAL_LT',
  'DECIMAL_GT',
  'DECIMAL_MAX_SCALE',
  'INVALID_ENUM_VALUE',
  'REQUIRED_FIELD',
  'FIELD_NOT_ALLOWED',
  'ONE_OF_ALIGNMENT',
] as const satisfies readonly RuleType[];

/** How serious an estimate violation is: `ERROR` blocks checkout, `WARNING` does not. */
export type Severity = 'WARNING' | 'ERROR';
/** Every {@link Severity}. */
export const SEVERITIES = ['WARNING', 'ERROR'] as const satisfies readonly Severity[];

/** What a violation points at when it is not a line item. */
export type OtherTargetName = 'OTHER_DEFAULT';
/** Every {@link OtherTargetName}. */
export const OTHER_TARGET_NAMES = ['OTHER_DEFAULT'] as const satisfies readonly OtherTargetName[];

/** Suffix of a line-item violation target. */
export type LineItemTargetName = 'LINE_ITEM_DEFAULT';
/** Every {@link LineItemTargetName}. */
export const LINE_ITEM_TARGET_NAMES = ['LINE_ITEM_DEFAULT'] as const satisfies readonly LineItemTargetName[];

// ---------------------------------------------------------------------------------------------
// Shared value objects
// ---------------------------------------------------------------------------------------------

/** A money amount in the cart currency and in the conversion currency. Amounts are decimal strings (`"10.50"`). */
export interface MultiCurrencyPrice {
  amount?: string;
  convertedAmount?: string;
  formattedAmount?: string;
  formattedConvertedAmount?: string;
}

/** A text in the site language and its translation into the buyer's language. */
export interface TranslatableString {
  original?: string;
  translated?: string;
}

/** A media image on the wire (the official SDK turns it into a `wix:image://` string; we keep the object). */
export interface Image {
  id?: string;
  url?: string;
  height?: number;
  width?: number;
  altText?: string;
  filename?: string;
  /** ISO-8601: when a signed `url` stops working. */
  urlExpirationDate?: string;
}

/** A page URL on the wire (`{relativePath, url}`). */
export interface PageUrl {
  relativePath?: string;
  url?: string;
}

/** Geographic coordinates of an address. Non-finite values travel as `"NaN"`/`"Infinity"` strings. */
export interface AddressLocation {
  latitude?: number;
  longitude?: number;
}

/** Street name, number and apartment of an address. */
export interface StreetAddress {
  name?: string;
  number?: string;
  apt?: string;
}

/** A postal address (wire names: `formattedAddress`, `geocode`, `addressLine`). */
export interface Address {
  /** ISO-3166 alpha-2 country code. */
  country?: string;
  /** ISO-3166-2 subdivision code, e.g. `US-NY`. */
  subdivision?: string;
  city?: string;
  postalCode?: string;
  streetAddress?: StreetAddress;
  addressLine?: string;
  addressLine2?: string;
  formattedAddress?: string;
  hint?: string;
  geocode?: AddressLocation;
  countryFullname?: string;
  subdivisionFullname?: string;
}

/** A tax id of a buyer. */
export interface VatId {
  id?: string;
  type?: VatType;
}

/** Name, phone and company of a buyer. */
export interface FullAddressContactDetails {
  firstName?: string;
  lastName?: string;
  phone?: string;
  company?: string;
  vatId?: VatId;
}

/** An address with the contact details that go with it. */
export interface AddressWithContact {
  address?: Address;
  contactDetails?: FullAddressContactDetails;
}

/** Custom data of other apps, per namespace. */
export interface ExtendedFields {
  namespaces?: Record<string, Record<string, unknown>>;
}

/** A shipping option chosen by the buyer (`code` from the estimate's `shippingOptions[].code`). */
export interface SelectedShippingOption {
  carrierId?: string;
  code?: string;
}

// ---------------------------------------------------------------------------------------------
// Line items
// ---------------------------------------------------------------------------------------------

/**
 * Points at a catalogue item. For the stores catalogue, `appId` is
 * {@link STORES_APP_ID} and `options` carries `variantId` or `options` (option name -> choice).
 */
export interface CatalogReference {
  /** The product id (stores catalogue). */
  catalogItemId: string;
  /** The app whose catalogue holds the item. */
  appId: string;
  /** Catalogue-specific details, e.g. `{ variantId }` or `{ options: { Size: 'M' } }`, `customTextFields`. */
  options?: Record<string, unknown>;
}

/** The stores catalogue's app id, used in `catalogReference.appId`. */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/** A plain-text description line value. */
export interface PlainTextValue {
  original?: string;
  translated?: string;
}

/** A colour description line value. */
export interface Color {
  original?: string;
  translated?: string;
  /** Hex code, e.g. `#FF0000`. */
  code?: string;
}

/** One line under a line item's name, e.g. `Size: M` or `Color: Red`. */
export interface DescriptionLine {
  name?: TranslatableString;
  plainText?: PlainTextValue;
  colorInfo?: Color;
  lineType?: DescriptionLineType;
}

/** Whether an item can be bought and how many are left. */
export interface ItemAvailabilityInfo {
  status?: ItemAvailabilityStatus;
  /** Units left, when the catalogue tracks inventory. */
  quantityAvailable?: number;
}

/** Shipping-relevant properties of an item. */
export interface PhysicalProperties {
  /** In the cart's `weightUnit`. Non-finite values travel as `"NaN"`/`"Infinity"` strings. */
  weight?: number;
  sku?: string;
  shippable?: boolean;
}

/** Kind of an item: a preset or an app-defined custom string. */
export interface ItemType {
  preset?: ItemTypePreset;
  custom?: string;
}

/** Details of a service line item (bookings). */
export interface ServiceProperties {
  /** ISO-8601. */
  scheduledDate?: string;
  numberOfParticipants?: number;
}

/** Values the merchant overrides instead of the catalogue's (requires elevated permissions on the platform). */
export interface CatalogOverrideFields {
  productName?: TranslatableString;
  /** Decimal string. */
  price?: string;
  /** Decimal string. */
  fullPrice?: string;
  descriptionLines?: DescriptionLine[];
  image?: Image;
  physicalProperties?: PhysicalProperties;
  paymentOption?: PaymentOptionType;
}

/** Billing cycle of a subscription. */
export interface SubscriptionSettings {
  frequency?: SubscriptionFrequency;
  interval?: number;
  autoRenewal?: boolean;
  billingCycles?: number;
}

/** Subscription details of a line item. */
export interface SubscriptionOptionInfo {
  subscriptionSettings?: SubscriptionSettings;
  title?: TranslatableString;
  description?: TranslatableString;
}

/** A secured downloadable file of a digital item. */
export interface SecuredMedia {
  id?: string;
  fileName?: string;
  fileType?: FileType;
}

/** A line of the cart (as the platform returns it). */
export interface LineItem {
  id?: string;
  quantity?: number;
  catalogReference?: CatalogReference;
  productName?: TranslatableString;
  url?: PageUrl;
  /** Unit price after the catalogue's own discount. */
  price?: MultiCurrencyPrice;
  /** Unit price before the catalogue's own discount. */
  fullPrice?: MultiCurrencyPrice;
  /** Unit price before cart-level (line item) discounts. */
  priceBeforeDiscounts?: MultiCurrencyPrice;
  /** `price` times `quantity`. */
  lineItemPrice?: MultiCurrencyPrice;
  descriptionLines?: DescriptionLine[];
  image?: Image;
  availability?: ItemAvailabilityInfo;
  physicalProperties?: PhysicalProperties;
  itemType?: ItemType;
  paymentOption?: PaymentOptionType;
  serviceProperties?: ServiceProperties;
  catalogOverrideFields?: CatalogOverrideFields;
  subscriptionOptionInfo?: SubscriptionOptionInfo;
  rootCatalogItemId?: string;
  priceDescription?: TranslatableString;
  depositAmount?: MultiCurrencyPrice;
  digitalFile?: SecuredMedia;
  /** True for lines added as custom line items. */
  customLineItem?: boolean;
}

/** A catalogue line item to add (`addToCurrentCart({ lineItems })`). */
export interface LineItemInput {
  /** 1 to {@link MAX_LINE_ITEM_QUANTITY}. */
  quantity: number;
  catalogReference: CatalogReference;
  catalogOverrideFields?: CatalogOverrideFields;
  serviceProperties?: ServiceProperties;
  subscriptionOptionInfo?: SubscriptionOptionInfo;
  paymentOption?: PaymentOptionType;
}

/** A line item not backed by a catalogue, priced by the caller. */
export interface CustomLineItemInput {
  /** 1 to {@link MAX_LINE_ITEM_QUANTITY}. */
  quantity: number;
  /** Unit price, a non-negative decimal string. */
  price: string;
  /** `original` is required. */
  productName: { original: string; translated?: string };
  itemType: ItemType;
  /** The item's image. */
  media?: Image;
  /** Caller-chosen line id (otherwise generated). */
  id?: string;
  fullPrice?: string;
  priceDescription?: TranslatableString;
  descriptionLines?: DescriptionLine[];
  url?: PageUrl;
  catalogReference?: CatalogReference;
  physicalProperties?: PhysicalProperties;
  paymentOption?: PaymentOptionType;
  serviceProperties?: ServiceProperties;
  subscriptionOptionInfo?: SubscriptionOptionInfo;
  rootCatalogItemId?: string;
  depositAmount?: string;
}

/** The largest quantity one line item may have (schemas and the emulator enforce it). */
export const MAX_LINE_ITEM_QUANTITY = 100000;
/** The largest number of line items (catalogue + custom) one request may carry. */
export const MAX_LINE_ITEMS_PER_REQUEST = 100;
/** The largest number of line items one cart may hold. */
export const MAX_CART_LINE_ITEMS = 300;
/** The longest coupon code accepted. */
export const MAX_COUPON_CODE_LENGTH = 100;
/** The longest buyer note accepted. */
export const MAX_BUYER_NOTE_LENGTH = 1000;

// ---------------------------------------------------------------------------------------------
// Cart
// ---------------------------------------------------------------------------------------------

/** Who the cart belongs to. */
export interface BuyerInfo {
  visitorId?: string;
  memberId?: string;
  userId?: string;
  contactId?: string;
  email?: string;
}

/** A coupon applied to a cart. */
export interface Coupon {
  id?: string;
  code?: string;
  name?: string;
  /** The discount it gives in the current cart. */
  amount?: MultiCurrencyPrice;
}

/** A discount given by the merchant. */
export interface MerchantDiscount {
  amount?: MultiCurrencyPrice;
  /** Percentage off (0-100), when the discount is a percentage. */
  percentage?: number;
}

/** A discount rule (automatic discount) applied to a cart. */
export interface DiscountRule {
  id?: string;
  name?: TranslatableString;
  amount?: MultiCurrencyPrice;
}

/** A discount on the cart entity (`cart.appliedDiscounts[]`). */
export interface CartDiscount {
  coupon?: Coupon;
  merchantDiscount?: MerchantDiscount;
  discountRule?: DiscountRule;
}

/** The current visitor's or member's cart. */
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

// ---------------------------------------------------------------------------------------------
// Requests and responses of the nine calls
// ---------------------------------------------------------------------------------------------

/** `POST /ecom/v1/carts/current/add-to-cart`: at least one of `lineItems` / `customLineItems`. */
export interface AddToCartRequest {
  lineItems?: LineItemInput[];
  customLineItems?: CustomLineItemInput[];
  businessLocationId?: string;
}

/** Fields of the cart itself that `updateCurrentCart` may change. */
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

/** A merchant discount to apply: exactly one of `amount` (decimal string) or `percentage`. */
export interface MerchantDiscountInput {
  amount?: string;
  percentage?: number;
  /** Lines it applies to; all lines when absent or empty. */
  lineItemIds?: string[];
}

/**
 * A line of `updateCurrentCart({ lineItems })`: with `id`, sets that line's quantity; without `id`,
 * adds a catalogue item (same rules as add-to-cart).
 */
export interface UpdateLineItemInput {
  id?: string;
  quantity: number;
  catalogReference?: CatalogReference;
  catalogOverrideFields?: CatalogOverrideFields;
  serviceProperties?: ServiceProperties;
}

/** `PATCH /ecom/v1/carts/current`. */
export interface UpdateCartRequest {
  cartInfo?: CartInfoInput;
  couponCode?: string;
  merchantDiscounts?: MerchantDiscountInput[];
  lineItems?: UpdateLineItemInput[];
  customLineItems?: CustomLineItemInput[];
  /** Comma-separated field mask (never sent by the official client). */
  cartFieldmask?: string;
}

/** `POST /ecom/v1/carts/current/remove-line-items`. */
export interface RemoveLineItemsRequest {
  lineItemIds: string[];
}

/** One entry of `update-line-items-quantity` (quantity 0 removes the line). */
export interface LineItemQuantityUpdate {
  id: string;
  quantity: number;
}

/** `POST /ecom/v1/carts/current/update-line-items-quantity`. */
export interface UpdateLineItemsQuantityRequest {
  lineItems: LineItemQuantityUpdate[];
}

/** `POST /ecom/v1/carts/current/remove-coupon`: the body is literally `{}`. */
export type RemoveCouponRequest = Record<string, never>;

/** A membership the buyer picked to pay for some line items. */
export interface SelectedMembership {
  id: string;
  appId: string;
  lineItemIds?: string[];
}

/** The memberships the buyer picked. */
export interface SelectedMemberships {
  memberships?: SelectedMembership[];
}

/** `POST /ecom/v1/carts/current/estimate-totals`. */
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

/** `POST /ecom/v1/carts/current/create-checkout`. */
export interface CreateCheckoutRequest {
  channelType?: ChannelType;
  shippingAddress?: Address;
  billingAddress?: Address;
  selectedShippingOption?: SelectedShippingOption;
  email?: string;
}

/** Answer of get, update, add-to-cart, remove-line-items, update-line-items-quantity and remove-coupon. */
export interface CartResponse {
  cart: Cart;
}

/** Answer of create-checkout. */
export interface CreateCheckoutResponse {
  checkoutId: string;
}

/** Answer of delete (an empty object). */
export type DeleteCartResponse = Record<string, never>;

// ---------------------------------------------------------------------------------------------
// Estimate output
// ---------------------------------------------------------------------------------------------

/** Tax of one jurisdiction. */
export interface TaxBreakdown {
  jurisdictionName?: string;
  jurisdictionType?: JurisdictionType;
  taxName?: string;
  taxType?: string;
  /** Decimal string, e.g. `"0.1"`. */
  rate?: string;
  taxableAmount?: MultiCurrencyPrice;
  nonTaxableAmount?: MultiCurrencyPrice;
  taxAmount?: MultiCurrencyPrice;
}

/** Tax of one line, shipping option or fee. */
export interface ItemTaxFullDetails {
  taxableAmount?: MultiCurrencyPrice;
  /** Decimal string, e.g. `"0.1"`. */
  taxRate?: string;
  totalTax?: MultiCurrencyPrice;
  taxBreakdown?: TaxBreakdown[];
}

/** Prices of one line in an estimate. */
export interface LineItemPricesData {
  totalPriceAfterTax?: MultiCurrencyPrice;
  totalPriceBeforeTax?: MultiCurrencyPrice;
  taxDetails?: ItemTaxFullDetails;
  totalDiscount?: MultiCurrencyPrice;
  price?: MultiCurrencyPrice;
  priceBeforeDiscounts?: MultiCurrencyPrice;
  lineItemPrice?: MultiCurrencyPrice;
  fullPrice?: MultiCurrencyPrice;
}

/** One line of an estimate. */
export interface CalculatedLineItem {
  lineItemId?: string;
  pricesBreakdown?: LineItemPricesData;
  paymentOption?: PaymentOptionType;
}

/** Totals of an estimate (also the shape of `payNow` and `payLater`). */
export interface PriceSummary {
  subtotal?: MultiCurrencyPrice;
  shipping?: MultiCurrencyPrice;
  tax?: MultiCurrencyPrice;
  discount?: MultiCurrencyPrice;
  total?: MultiCurrencyPrice;
  additionalFees?: MultiCurrencyPrice;
}

/** A gift card applied to an estimate. */
export interface GiftCard {
  id?: string;
  obfuscatedCode?: string;
  amount?: MultiCurrencyPrice;
  appId?: string;
}

/** How the estimate's tax was calculated. */
export interface TaxCalculationDetails {
  rateType?: RateType;
  manualRateReason?: ManualCalculationReason;
  autoTaxFallbackDetails?: { fallbackReason?: FallbackReason; error?: ApplicationErrorDetails };
}

/** The estimate's tax totals. */
export interface TaxSummary {
  taxableAmount?: MultiCurrencyPrice;
  totalTax?: MultiCurrencyPrice;
  calculationDetails?: TaxCalculationDetails;
}

/** Delivery slot of a shipping option. ISO-8601. */
export interface DeliveryTimeSlot {
  from?: string;
  to?: string;
}

/** Where and how a pickup option is collected. */
export interface PickupDetails {
  address?: Address;
  pickupMethod?: PickupMethod;
}

/** Delivery time, instructions, pickup details and time slot of a shipping option. */
export interface DeliveryLogistics {
  deliveryTime?: string;
  instructions?: string;
  pickupDetails?: PickupDetails;
  deliveryTimeSlot?: DeliveryTimeSlot;
}

/** Price of a shipping option. */
export interface SelectedCarrierServiceOptionPrices {
  price?: MultiCurrencyPrice;
  totalPriceBeforeTax?: MultiCurrencyPrice;
  totalPriceAfterTax?: MultiCurrencyPrice;
  totalDiscount?: MultiCurrencyPrice;
  taxDetails?: ItemTaxFullDetails;
}

/** An extra charge of a shipping option. */
export interface OtherCharge {
  type?: ChargeType;
  price?: MultiCurrencyPrice;
}

/** One shipping option a carrier offers. */
export interface ShippingOption {
  code?: string;
  title?: string;
  logistics?: DeliveryLogistics;
  cost?: SelectedCarrierServiceOptionPrices;
}

/** The shipping options of one carrier. */
export interface CarrierServiceOption {
  carrierId?: string;
  shippingOptions?: ShippingOption[];
}

/** The shipping option the estimate used. */
export interface SelectedCarrierServiceOption {
  code?: string;
  title?: string;
  logistics?: DeliveryLogistics;
  cost?: SelectedCarrierServiceOptionPrices;
  requestedShippingOption?: boolean;
  otherCharges?: OtherCharge[];
  carrierId?: string;
}

/** The shipping region the address falls in. */
export interface ShippingRegion {
  id?: string;
  name?: string;
}

/** Shipping part of an estimate. */
export interface ShippingInformation {
  region?: ShippingRegion;
  selectedCarrierServiceOption?: SelectedCarrierServiceOption;
  carrierServiceOptions?: CarrierServiceOption[];
}

/** A discount in an estimate, with what it applies to. */
export interface AppliedDiscount {
  discountType?: DiscountType;
  coupon?: Coupon;
  merchantDiscount?: MerchantDiscount;
  discountRule?: DiscountRule;
  lineItemIds?: string[];
}

/** A membership of the buyer. */
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

/** A membership that cannot be used, and why. */
export interface InvalidMembership {
  membership?: Membership;
  reason?: string;
}

/** Memberships of an estimate. */
export interface MembershipOptions {
  eligibleMemberships?: Membership[];
  invalidMemberships?: InvalidMembership[];
  selectedMemberships?: SelectedMemberships;
}

/** An additional fee (handling, packaging...) of an estimate. */
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

/** A field violation inside an estimate's calculation errors. */
export interface CartFieldViolation {
  field?: string;
  description?: string;
  violatedRule?: RuleType;
  ruleName?: string;
  data?: Record<string, unknown>;
}

/** An application error inside an estimate's calculation errors. */
export interface ApplicationErrorDetails {
  code?: string;
  description?: string;
  data?: Record<string, unknown>;
}

/** One calculation error: an application error or a validation error. */
export interface CalculationErrorDetails {
  applicationError?: ApplicationErrorDetails;
  validationError?: { fieldViolations?: CartFieldViolation[] };
}

/** Errors that happened while estimating (the estimate still answers 200). */
export interface CalculationErrors {
  generalShippingCalculationError?: CalculationErrorDetails;
  carrierErrors?: { errors?: { carrierId?: string; error?: CalculationErrorDetails }[] };
  taxCalculationError?: CalculationErrorDetails;
  couponCalculationError?: CalculationErrorDetails;
  giftCardCalculationError?: CalculationErrorDetails;
  discountsCalculationError?: CalculationErrorDetails;
  membershipError?: CalculationErrorDetails;
  orderValidationErrors?: ApplicationErrorDetails[];
}

/** What a violation points at: the cart in general or one line item. */
export interface Target {
  other?: { name?: OtherTargetName };
  lineItem?: { name?: LineItemTargetName; id?: string };
}

/** A problem the buyer must see (ERROR blocks checkout). */
export interface Violation {
  severity?: Severity;
  target?: Target;
  description?: string;
}

/** Answer of `POST /ecom/v1/carts/current/estimate-totals`. */
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

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

/** The cart's event types. */
export type CartEventType = 'wix.ecom.v1.cart_created' | 'wix.ecom.v1.cart_updated' | 'wix.ecom.v1.cart_deleted';
/** Every {@link CartEventType}. */
export const CART_EVENT_TYPES = [
  'wix.ecom.v1.cart_created',
  'wix.ecom.v1.cart_updated',
  'wix.ecom.v1.cart_deleted',
] as const satisfies readonly CartEventType[];

/** The cart's entity name in event envelopes (`entityFqdn`). */
export const CART_ENTITY_FQDN = 'wix.ecom.v1.cart';

/** Payload (`data`) of `wix.ecom.v1.cart_created`. */
export interface CartCreatedEvent {
  createdEvent: { entity: Cart };
}

/** Payload (`data`) of `wix.ecom.v1.cart_updated`. */
export interface CartUpdatedEvent {
  updatedEvent: { currentEntity: Cart; modifiedFields?: Record<string, unknown> };
}

/** Payload (`data`) of `wix.ecom.v1.cart_deleted`. */
export interface CartDeletedEvent {
  deletedEvent: { deletedEntity?: Cart };
}
