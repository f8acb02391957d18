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

/**
 * Sales channel a checkout is created for.
 *
 * @example
 * ```ts
 * import type { ChannelType } from '@storefront-kit/ecom-cart';
 * const value: ChannelType = 'WEB';
 * ```
 */
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
/**
 * Every {@link ChannelType}.
 *
 * @example
 * ```ts
 * import { CHANNEL_TYPES } from '@storefront-kit/ecom-cart';
 * import type { ChannelType } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is ChannelType => (CHANNEL_TYPES as readonly string[]).includes(value);
 * isValid('WEB'); // true
 * ```
 */
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

/**
 * Kind of an extra charge on a shipping option (`otherCharges[].type`).
 *
 * @example
 * ```ts
 * import type { ChargeType } from '@storefront-kit/ecom-cart';
 * const value: ChargeType = 'HANDLING_FEE';
 * ```
 */
export type ChargeType = 'HANDLING_FEE' | 'INSURANCE';
/**
 * Every {@link ChargeType}.
 *
 * @example
 * ```ts
 * import { CHARGE_TYPES } from '@storefront-kit/ecom-cart';
 * import type { ChargeType } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is ChargeType => (CHARGE_TYPES as readonly string[]).includes(value);
 * isValid('HANDLING_FEE'); // true
 * ```
 */
export const CHARGE_TYPES = ['HANDLING_FEE', 'INSURANCE'] as const satisfies readonly ChargeType[];

/**
 * What a discount applies to: the whole order, some line items, or shipping.
 *
 * @example
 * ```ts
 * import type { DiscountType } from '@storefront-kit/ecom-cart';
 * const value: DiscountType = 'GLOBAL';
 * ```
 */
export type DiscountType = 'GLOBAL' | 'SPECIFIC_ITEMS' | 'SHIPPING';
/**
 * Every {@link DiscountType}.
 *
 * @example
 * ```ts
 * import { DISCOUNT_TYPES } from '@storefront-kit/ecom-cart';
 * import type { DiscountType } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is DiscountType => (DISCOUNT_TYPES as readonly string[]).includes(value);
 * isValid('GLOBAL'); // true
 * ```
 */
export const DISCOUNT_TYPES = ['GLOBAL', 'SPECIFIC_ITEMS', 'SHIPPING'] as const satisfies readonly DiscountType[];

/**
 * How a line item's description line is rendered.
 *
 * @example
 * ```ts
 * import type { DescriptionLineType } from '@storefront-kit/ecom-cart';
 * const value: DescriptionLineType = 'UNRECOGNISED';
 * ```
 */
export type DescriptionLineType = 'UNRECOGNISED' | 'PLAIN_TEXT' | 'COLOR';
/**
 * Every {@link DescriptionLineType}.
 *
 * @example
 * ```ts
 * import { DESCRIPTION_LINE_TYPES } from '@storefront-kit/ecom-cart';
 * import type { DescriptionLineType } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is DescriptionLineType => (DESCRIPTION_LINE_TYPES as readonly string[]).includes(value);
 * isValid('UNRECOGNISED'); // true
 * ```
 */
export const DESCRIPTION_LINE_TYPES = ['UNRECOGNISED', 'PLAIN_TEXT', 'COLOR'] as const satisfies readonly DescriptionLineType[];

/**
 * Whether a line item can be bought (read-only, computed by the platform).
 *
 * @example
 * ```ts
 * import type { ItemAvailabilityStatus } from '@storefront-kit/ecom-cart';
 * const value: ItemAvailabilityStatus = 'AVAILABLE';
 * ```
 */
export type ItemAvailabilityStatus = 'AVAILABLE' | 'NOT_FOUND' | 'NOT_AVAILABLE' | 'PARTIALLY_AVAILABLE';
/**
 * Every {@link ItemAvailabilityStatus}.
 *
 * @example
 * ```ts
 * import { ITEM_AVAILABILITY_STATUSES } from '@storefront-kit/ecom-cart';
 * import type { ItemAvailabilityStatus } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is ItemAvailabilityStatus => (ITEM_AVAILABILITY_STATUSES as readonly string[]).includes(value);
 * isValid('AVAILABLE'); // true
 * ```
 */
export const ITEM_AVAILABILITY_STATUSES = [
  'AVAILABLE',
  'NOT_FOUND',
  'NOT_AVAILABLE',
  'PARTIALLY_AVAILABLE',
] as const satisfies readonly ItemAvailabilityStatus[];

/**
 * Preset kind of a line item.
 *
 * @example
 * ```ts
 * import type { ItemTypePreset } from '@storefront-kit/ecom-cart';
 * const value: ItemTypePreset = 'UNRECOGNISED';
 * ```
 */
export type ItemTypePreset = 'UNRECOGNISED' | 'PHYSICAL' | 'DIGITAL' | 'GIFT_CARD' | 'SERVICE';
/**
 * Every {@link ItemTypePreset}.
 *
 * @example
 * ```ts
 * import { ITEM_TYPE_PRESETS } from '@storefront-kit/ecom-cart';
 * import type { ItemTypePreset } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is ItemTypePreset => (ITEM_TYPE_PRESETS as readonly string[]).includes(value);
 * isValid('UNRECOGNISED'); // true
 * ```
 */
export const ITEM_TYPE_PRESETS = ['UNRECOGNISED', 'PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE'] as const satisfies readonly ItemTypePreset[];

/**
 * Billing period of a subscription line item.
 *
 * @example
 * ```ts
 * import type { SubscriptionFrequency } from '@storefront-kit/ecom-cart';
 * const value: SubscriptionFrequency = 'UNDEFINED';
 * ```
 */
export type SubscriptionFrequency = 'UNDEFINED' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
/**
 * Every {@link SubscriptionFrequency}.
 *
 * @example
 * ```ts
 * import { SUBSCRIPTION_FREQUENCIES } from '@storefront-kit/ecom-cart';
 * import type { SubscriptionFrequency } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is SubscriptionFrequency => (SUBSCRIPTION_FREQUENCIES as readonly string[]).includes(value);
 * isValid('UNDEFINED'); // true
 * ```
 */
export const SUBSCRIPTION_FREQUENCIES = ['UNDEFINED', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const satisfies readonly SubscriptionFrequency[];

/**
 * How a line item is paid.
 *
 * @example
 * ```ts
 * import type { PaymentOptionType } from '@storefront-kit/ecom-cart';
 * const value: PaymentOptionType = 'FULL_PAYMENT_ONLINE';
 * ```
 */
export type PaymentOptionType =
  | 'FULL_PAYMENT_ONLINE'
  | 'FULL_PAYMENT_OFFLINE'
  | 'MEMBERSHIP'
  | 'DEPOSIT_ONLINE'
  | 'MEMBERSHIP_OFFLINE';
/**
 * Every {@link PaymentOptionType}.
 *
 * @example
 * ```ts
 * import { PAYMENT_OPTION_TYPES } from '@storefront-kit/ecom-cart';
 * import type { PaymentOptionType } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is PaymentOptionType => (PAYMENT_OPTION_TYPES as readonly string[]).includes(value);
 * isValid('FULL_PAYMENT_ONLINE'); // true
 * ```
 */
export const PAYMENT_OPTION_TYPES = [
  'FULL_PAYMENT_ONLINE',
  'FULL_PAYMENT_OFFLINE',
  'MEMBERSHIP',
  'DEPOSIT_ONLINE',
  'MEMBERSHIP_OFFLINE',
] as const satisfies readonly PaymentOptionType[];

/**
 * Unit of line item weights.
 *
 * @example
 * ```ts
 * import type { WeightUnit } from '@storefront-kit/ecom-cart';
 * const value: WeightUnit = 'KG';
 * ```
 */
export type WeightUnit = 'KG' | 'LB';
/**
 * Every {@link WeightUnit}.
 *
 * @example
 * ```ts
 * import { WEIGHT_UNITS } from '@storefront-kit/ecom-cart';
 * import type { WeightUnit } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is WeightUnit => (WEIGHT_UNITS as readonly string[]).includes(value);
 * isValid('KG'); // true
 * ```
 */
export const WEIGHT_UNITS = ['KG', 'LB'] as const satisfies readonly WeightUnit[];

/**
 * Brazilian tax id kinds (`contactDetails.vatId.type`).
 *
 * @example
 * ```ts
 * import type { VatType } from '@storefront-kit/ecom-cart';
 * const value: VatType = 'CPF';
 * ```
 */
export type VatType = 'CPF' | 'CNPJ';
/**
 * Every {@link VatType}.
 *
 * @example
 * ```ts
 * import { VAT_TYPES } from '@storefront-kit/ecom-cart';
 * import type { VatType } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is VatType => (VAT_TYPES as readonly string[]).includes(value);
 * isValid('CPF'); // true
 * ```
 */
export const VAT_TYPES = ['CPF', 'CNPJ'] as const satisfies readonly VatType[];

/**
 * Level of a tax jurisdiction.
 *
 * @example
 * ```ts
 * import type { JurisdictionType } from '@storefront-kit/ecom-cart';
 * const value: JurisdictionType = 'COUNTRY';
 * ```
 */
export type JurisdictionType = 'COUNTRY' | 'STATE' | 'COUNTY' | 'CITY' | 'SPECIAL';
/**
 * Every {@link JurisdictionType}.
 *
 * @example
 * ```ts
 * import { JURISDICTION_TYPES } from '@storefront-kit/ecom-cart';
 * import type { JurisdictionType } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is JurisdictionType => (JURISDICTION_TYPES as readonly string[]).includes(value);
 * isValid('COUNTRY'); // true
 * ```
 */
export const JURISDICTION_TYPES = ['COUNTRY', 'STATE', 'COUNTY', 'CITY', 'SPECIAL'] as const satisfies readonly JurisdictionType[];

/**
 * How the tax rate of an estimate was obtained.
 *
 * @example
 * ```ts
 * import type { RateType } from '@storefront-kit/ecom-cart';
 * const value: RateType = 'NO_TAX_COLLECTED';
 * ```
 */
export type RateType = 'NO_TAX_COLLECTED' | 'MANUAL_RATE' | 'AUTO_RATE' | 'FALLBACK_RATE';
/**
 * Every {@link RateType}.
 *
 * @example
 * ```ts
 * import { RATE_TYPES } from '@storefront-kit/ecom-cart';
 * import type { RateType } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is RateType => (RATE_TYPES as readonly string[]).includes(value);
 * isValid('NO_TAX_COLLECTED'); // true
 * ```
 */
export const RATE_TYPES = ['NO_TAX_COLLECTED', 'MANUAL_RATE', 'AUTO_RATE', 'FALLBACK_RATE'] as const satisfies readonly RateType[];

/**
 * Why a manual tax rate was used.
 *
 * @example
 * ```ts
 * import type { ManualCalculationReason } from '@storefront-kit/ecom-cart';
 * const value: ManualCalculationReason = 'GLOBAL_SETTING_TO_MANUAL';
 * ```
 */
export type ManualCalculationReason = 'GLOBAL_SETTING_TO_MANUAL' | 'REGION_SETTING_TO_MANUAL';
/**
 * Every {@link ManualCalculationReason}.
 *
 * @example
 * ```ts
 * import { MANUAL_CALCULATION_REASONS } from '@storefront-kit/ecom-cart';
 * import type { ManualCalculationReason } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is ManualCalculationReason => (MANUAL_CALCULATION_REASONS as readonly string[]).includes(value);
 * isValid('GLOBAL_SETTING_TO_MANUAL'); // true
 * ```
 */
export const MANUAL_CALCULATION_REASONS = [
  'GLOBAL_SETTING_TO_MANUAL',
  'REGION_SETTING_TO_MANUAL',
] as const satisfies readonly ManualCalculationReason[];

/**
 * Why the fallback tax rate was used.
 *
 * @example
 * ```ts
 * import type { FallbackReason } from '@storefront-kit/ecom-cart';
 * const value: FallbackReason = 'AUTO_TAX_FAILED';
 * ```
 */
export type FallbackReason = 'AUTO_TAX_FAILED' | 'AUTO_TAX_DEACTIVATED';
/**
 * Every {@link FallbackReason}.
 *
 * @example
 * ```ts
 * import { FALLBACK_REASONS } from '@storefront-kit/ecom-cart';
 * import type { FallbackReason } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is FallbackReason => (FALLBACK_REASONS as readonly string[]).includes(value);
 * isValid('AUTO_TAX_FAILED'); // true
 * ```
 */
export const FALLBACK_REASONS = ['AUTO_TAX_FAILED', 'AUTO_TAX_DEACTIVATED'] as const satisfies readonly FallbackReason[];

/**
 * Kind of a pickup shipping option.
 *
 * @example
 * ```ts
 * import type { PickupMethod } from '@storefront-kit/ecom-cart';
 * const value: PickupMethod = 'STORE_PICKUP';
 * ```
 */
export type PickupMethod = 'STORE_PICKUP' | 'PICKUP_POINT';
/**
 * Every {@link PickupMethod}.
 *
 * @example
 * ```ts
 * import { PICKUP_METHODS } from '@storefront-kit/ecom-cart';
 * import type { PickupMethod } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is PickupMethod => (PICKUP_METHODS as readonly string[]).includes(value);
 * isValid('STORE_PICKUP'); // true
 * ```
 */
export const PICKUP_METHODS = ['STORE_PICKUP', 'PICKUP_POINT'] as const satisfies readonly PickupMethod[];

/**
 * Kind of a secured (digital) file.
 *
 * @example
 * ```ts
 * import type { FileType } from '@storefront-kit/ecom-cart';
 * const value: FileType = 'SECURE_PICTURE';
 * ```
 */
export type FileType = 'SECURE_PICTURE' | 'SECURE_VIDEO' | 'SECURE_DOCUMENT' | 'SECURE_MUSIC' | 'SECURE_ARCHIVE';
/**
 * Every {@link FileType}.
 *
 * @example
 * ```ts
 * import { FILE_TYPES } from '@storefront-kit/ecom-cart';
 * import type { FileType } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is FileType => (FILE_TYPES as readonly string[]).includes(value);
 * isValid('SECURE_PICTURE'); // true
 * ```
 */
export const FILE_TYPES = [
  'SECURE_PICTURE',
  'SECURE_VIDEO',
  'SECURE_DOCUMENT',
  'SECURE_MUSIC',
  'SECURE_ARCHIVE',
] as const satisfies readonly FileType[];

/**
 * The rule a field violation broke (`fieldViolations[].violatedRule`).
 *
 * @example
 * ```ts
 * import type { RuleType } from '@storefront-kit/ecom-cart';
 * const value: RuleType = 'VALIDATION';
 * ```
 */
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
/**
 * Every {@link RuleType}.
 *
 * @example
 * ```ts
 * import { RULE_TYPES } from '@storefront-kit/ecom-cart';
 * import type { RuleType } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is RuleType => (RULE_TYPES as readonly string[]).includes(value);
 * isValid('VALIDATION'); // true
 * ```
 */
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

/**
 * How serious an estimate violation is: `ERROR` blocks checkout, `WARNING` does not.
 *
 * @example
 * ```ts
 * import type { Severity } from '@storefront-kit/ecom-cart';
 * const value: Severity = 'WARNING';
 * ```
 */
export type Severity = 'WARNING' | 'ERROR';
/**
 * Every {@link Severity}.
 *
 * @example
 * ```ts
 * import { SEVERITIES } from '@storefront-kit/ecom-cart';
 * import type { Severity } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is Severity => (SEVERITIES as readonly string[]).includes(value);
 * isValid('WARNING'); // true
 * ```
 */
export const SEVERITIES = ['WARNING', 'ERROR'] as const satisfies readonly Severity[];

/**
 * What a violation points at when it is not a line item.
 *
 * @example
 * ```ts
 * import type { OtherTargetName } from '@storefront-kit/ecom-cart';
 * const value: OtherTargetName = 'OTHER_DEFAULT';
 * ```
 */
export type OtherTargetName = 'OTHER_DEFAULT';
/**
 * Every {@link OtherTargetName}.
 *
 * @example
 * ```ts
 * import { OTHER_TARGET_NAMES } from '@storefront-kit/ecom-cart';
 * import type { OtherTargetName } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is OtherTargetName => (OTHER_TARGET_NAMES as readonly string[]).includes(value);
 * isValid('OTHER_DEFAULT'); // true
 * ```
 */
export const OTHER_TARGET_NAMES = ['OTHER_DEFAULT'] as const satisfies readonly OtherTargetName[];

/**
 * Suffix of a line-item violation target.
 *
 * @example
 * ```ts
 * import type { LineItemTargetName } from '@storefront-kit/ecom-cart';
 * const value: LineItemTargetName = 'LINE_ITEM_DEFAULT';
 * ```
 */
export type LineItemTargetName = 'LINE_ITEM_DEFAULT';
/**
 * Every {@link LineItemTargetName}.
 *
 * @example
 * ```ts
 * import { LINE_ITEM_TARGET_NAMES } from '@storefront-kit/ecom-cart';
 * import type { LineItemTargetName } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is LineItemTargetName => (LINE_ITEM_TARGET_NAMES as readonly string[]).includes(value);
 * isValid('LINE_ITEM_DEFAULT'); // true
 * ```
 */
export const LINE_ITEM_TARGET_NAMES = ['LINE_ITEM_DEFAULT'] as const satisfies readonly LineItemTargetName[];

// ---------------------------------------------------------------------------------------------
// Shared value objects
// ---------------------------------------------------------------------------------------------

/**
 * A money amount in the cart currency and in the conversion currency. Amounts are decimal strings (`"10.50"`).
 *
 * @example
 * ```ts
 * import type { MultiCurrencyPrice } from '@storefront-kit/ecom-cart';
 * const multiCurrencyPrice: MultiCurrencyPrice = { amount: '10.00', convertedAmount: 'example', formattedAmount: 'example' };
 * ```
 */
export interface MultiCurrencyPrice {
  amount?: string;
  convertedAmount?: string;
  formattedAmount?: string;
  formattedConvertedAmount?: string;
}

/**
 * A text in the site language and its translation into the buyer's language.
 *
 * @example
 * ```ts
 * import type { TranslatableString } from '@storefront-kit/ecom-cart';
 * const translatableString: TranslatableString = { original: 'Canvas Tote', translated: 'Sac en toile' };
 * ```
 */
export interface TranslatableString {
  original?: string;
  translated?: string;
}

/**
 * A media image on the wire (the official SDK turns it into a `wix:image://` string; we keep the object).
 *
 * @example
 * ```ts
 * import type { Image } from '@storefront-kit/ecom-cart';
 * const image: Image = { id: 'id-1', url: 'https://static.example/a.jpg', height: 600 };
 * ```
 */
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

/**
 * A page URL on the wire (`{relativePath, url}`).
 *
 * @example
 * ```ts
 * import type { PageUrl } from '@storefront-kit/ecom-cart';
 * const pageUrl: PageUrl = { relativePath: '/product-page/canvas-tote', url: 'https://static.example/a.jpg' };
 * ```
 */
export interface PageUrl {
  relativePath?: string;
  url?: string;
}

/**
 * Geographic coordinates of an address. Non-finite values travel as `"NaN"`/`"Infinity"` strings.
 *
 * @example
 * ```ts
 * import type { AddressLocation } from '@storefront-kit/ecom-cart';
 * const addressLocation: AddressLocation = { latitude: 48.85, longitude: 2.35 };
 * ```
 */
export interface AddressLocation {
  latitude?: number;
  longitude?: number;
}

/**
 * Street name, number and apartment of an address.
 *
 * @example
 * ```ts
 * import type { StreetAddress } from '@storefront-kit/ecom-cart';
 * const streetAddress: StreetAddress = { name: 'Standard', number: '350', apt: '12' };
 * ```
 */
export interface StreetAddress {
  name?: string;
  number?: string;
  apt?: string;
}

/**
 * A postal address (wire names: `formattedAddress`, `geocode`, `addressLine`).
 *
 * @example
 * ```ts
 * import type { Address } from '@storefront-kit/ecom-cart';
 * const address: Address = {
 *   country: 'US',
 *   subdivision: 'US-NY',
 *   city: 'New York',
 *   postalCode: '10001',
 *   addressLine: '350 Fifth Avenue',
 *   streetAddress: { number: '350', name: 'Fifth Avenue', apt: '12' },
 *   geocode: { latitude: 40.748, longitude: -73.985 },
 * };
 * ```
 */
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

/**
 * A tax id of a buyer.
 *
 * @example
 * ```ts
 * import type { VatId } from '@storefront-kit/ecom-cart';
 * const vatId: VatId = { id: 'id-1', type: 'CPF' };
 * ```
 */
export interface VatId {
  id?: string;
  type?: VatType;
}

/**
 * Name, phone and company of a buyer.
 *
 * @example
 * ```ts
 * import type { FullAddressContactDetails } from '@storefront-kit/ecom-cart';
 * const fullAddressContactDetails: FullAddressContactDetails = { firstName: 'Ada', lastName: 'example', phone: 'example' };
 * ```
 */
export interface FullAddressContactDetails {
  firstName?: string;
  lastName?: string;
  phone?: string;
  company?: string;
  vatId?: VatId;
}

/**
 * An address with the contact details that go with it.
 *
 * @example
 * ```ts
 * import type { AddressWithContact } from '@storefront-kit/ecom-cart';
 * declare const value: AddressWithContact;
 * console.log(JSON.stringify(value));
 * ```
 */
export interface AddressWithContact {
  address?: Address;
  contactDetails?: FullAddressContactDetails;
}

/**
 * Custom data of other apps, per namespace.
 *
 * @example
 * ```ts
 * import type { ExtendedFields } from '@storefront-kit/ecom-cart';
 * declare const value: ExtendedFields;
 * console.log(JSON.stringify(value));
 * ```
 */
export interface ExtendedFields {
  namespaces?: Record<string, Record<string, unknown>>;
}

/**
 * A shipping option chosen by the buyer (`code` from the estimate's `shippingOptions[].code`).
 *
 * @example
 * ```ts
 * import type { SelectedShippingOption } from '@storefront-kit/ecom-cart';
 * const selectedShippingOption: SelectedShippingOption = { carrierId: 'carrier-id', code: 'SAVE10' };
 * ```
 */
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
 *
 * @example
 * ```ts
 * import { STORES_APP_ID } from '@storefront-kit/ecom-cart';
 * import type { CatalogReference } from '@storefront-kit/ecom-cart';
 * const reference: CatalogReference = { catalogItemId: 'product-id', appId: STORES_APP_ID, options: { variantId: 'variant-id' } };
 * ```
 */
export interface CatalogReference {
  /** The product id (stores catalogue). */
  catalogItemId: string;
  /** The app whose catalogue holds the item. */
  appId: string;
  /** Catalogue-specific details, e.g. `{ variantId }` or `{ options: { Size: 'M' } }`, `customTextFields`. */
  options?: Record<string, unknown>;
}

/**
 * The stores catalogue's app id, used in `catalogReference.appId`.
 *
 * @example
 * ```ts
 * import { STORES_APP_ID } from '@storefront-kit/ecom-cart';
 * const reference = { catalogItemId: 'product-id', appId: STORES_APP_ID };
 * ```
 */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/**
 * A plain-text description line value.
 *
 * @example
 * ```ts
 * import type { PlainTextValue } from '@storefront-kit/ecom-cart';
 * const plainTextValue: PlainTextValue = { original: 'Canvas Tote', translated: 'Sac en toile' };
 * ```
 */
export interface PlainTextValue {
  original?: string;
  translated?: string;
}

/**
 * A colour description line value.
 *
 * @example
 * ```ts
 * import type { Color } from '@storefront-kit/ecom-cart';
 * const color: Color = { original: 'Canvas Tote', translated: 'Sac en toile', code: 'SAVE10' };
 * ```
 */
export interface Color {
  original?: string;
  translated?: string;
  /** Hex code, e.g. `#FF0000`. */
  code?: string;
}

/**
 * One line under a line item's name, e.g. `Size: M` or `Color: Red`.
 *
 * @example
 * ```ts
 * import type { DescriptionLine } from '@storefront-kit/ecom-cart';
 * const size: DescriptionLine = { name: { original: 'Size' }, plainText: { original: 'M' }, lineType: 'PLAIN_TEXT' };
 * ```
 */
export interface DescriptionLine {
  name?: TranslatableString;
  plainText?: PlainTextValue;
  colorInfo?: Color;
  lineType?: DescriptionLineType;
}

/**
 * Whether an item can be bought and how many are left.
 *
 * @example
 * ```ts
 * import type { ItemAvailabilityInfo } from '@storefront-kit/ecom-cart';
 * const itemAvailabilityInfo: ItemAvailabilityInfo = { status: 'AVAILABLE', quantityAvailable: 5 };
 * ```
 */
export interface ItemAvailabilityInfo {
  status?: ItemAvailabilityStatus;
  /** Units left, when the catalogue tracks inventory. */
  quantityAvailable?: number;
}

/**
 * Shipping-relevant properties of an item.
 *
 * @example
 * ```ts
 * import type { PhysicalProperties } from '@storefront-kit/ecom-cart';
 * const physicalProperties: PhysicalProperties = { weight: 0.3, sku: 'TOTE-01', shippable: true };
 * ```
 */
export interface PhysicalProperties {
  /** In the cart's `weightUnit`. Non-finite values travel as `"NaN"`/`"Infinity"` strings. */
  weight?: number;
  sku?: string;
  shippable?: boolean;
}

/**
 * Kind of an item: a preset or an app-defined custom string.
 *
 * @example
 * ```ts
 * import type { ItemType } from '@storefront-kit/ecom-cart';
 * const physical: ItemType = { preset: 'PHYSICAL' };
 * const custom: ItemType = { custom: 'subscription-box' };
 * ```
 */
export interface ItemType {
  preset?: ItemTypePreset;
  custom?: string;
}

/**
 * Details of a service line item (bookings).
 *
 * @example
 * ```ts
 * import type { ServiceProperties } from '@storefront-kit/ecom-cart';
 * const serviceProperties: ServiceProperties = { scheduledDate: '2026-01-01T10:00:00.000Z', numberOfParticipants: 2 };
 * ```
 */
export interface ServiceProperties {
  /** ISO-8601. */
  scheduledDate?: string;
  numberOfParticipants?: number;
}

/**
 * Values the merchant overrides instead of the catalogue's (requires elevated permissions on the platform).
 *
 * @example
 * ```ts
 * import type { CatalogOverrideFields } from '@storefront-kit/ecom-cart';
 * const catalogOverrideFields: CatalogOverrideFields = { price: 'example', fullPrice: 'example', paymentOption: 'FULL_PAYMENT_ONLINE' };
 * ```
 */
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

/**
 * Billing cycle of a subscription.
 *
 * @example
 * ```ts
 * import type { SubscriptionSettings } from '@storefront-kit/ecom-cart';
 * const subscriptionSettings: SubscriptionSettings = { frequency: 'UNDEFINED', interval: 1, autoRenewal: true };
 * ```
 */
export interface SubscriptionSettings {
  frequency?: SubscriptionFrequency;
  interval?: number;
  autoRenewal?: boolean;
  billingCycles?: number;
}

/**
 * Subscription details of a line item.
 *
 * @example
 * ```ts
 * import type { SubscriptionOptionInfo } from '@storefront-kit/ecom-cart';
 * declare const value: SubscriptionOptionInfo;
 * console.log(JSON.stringify(value));
 * ```
 */
export interface SubscriptionOptionInfo {
  subscriptionSettings?: SubscriptionSettings;
  title?: TranslatableString;
  description?: TranslatableString;
}

/**
 * A secured downloadable file of a digital item.
 *
 * @example
 * ```ts
 * import type { SecuredMedia } from '@storefront-kit/ecom-cart';
 * const securedMedia: SecuredMedia = { id: 'id-1', fileName: 'recipes.pdf', fileType: 'SECURE_PICTURE' };
 * ```
 */
export interface SecuredMedia {
  id?: string;
  fileName?: string;
  fileType?: FileType;
}

/**
 * A line of the cart (as the platform returns it).
 *
 * @example
 * ```ts
 * import { STORES_APP_ID } from '@storefront-kit/ecom-cart';
 * import type { LineItem } from '@storefront-kit/ecom-cart';
 * const line: LineItem = {
 *   id: 'line-1',
 *   quantity: 1,
 *   catalogReference: { catalogItemId: 'product-id', appId: STORES_APP_ID, options: { variantId: 'variant-id' } },
 *   image: { url: 'https://static.example/tote.jpg', urlExpirationDate: '2026-01-01T00:00:00.000Z' },
 *   physicalProperties: { weight: 0.3 },
 * };
 * ```
 */
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

/**
 * A catalogue line item to add (`addToCurrentCart({ lineItems })`).
 *
 * @example
 * ```ts
 * import { STORES_APP_ID } from '@storefront-kit/ecom-cart';
 * import type { LineItemInput } from '@storefront-kit/ecom-cart';
 * const input: LineItemInput = {
 *   quantity: 2,
 *   catalogReference: { catalogItemId: 'product-id', appId: STORES_APP_ID, options: { options: { Size: 'M', Color: 'Red' } } },
 * };
 * ```
 */
export interface LineItemInput {
  /** 1 to {@link MAX_LINE_ITEM_QUANTITY}. */
  quantity: number;
  catalogReference: CatalogReference;
  catalogOverrideFields?: CatalogOverrideFields;
  serviceProperties?: ServiceProperties;
  subscriptionOptionInfo?: SubscriptionOptionInfo;
  paymentOption?: PaymentOptionType;
}

/**
 * A line item not backed by a catalogue, priced by the caller.
 *
 * @example
 * ```ts
 * import type { CustomLineItemInput } from '@storefront-kit/ecom-cart';
 * const giftWrap: CustomLineItemInput = {
 *   quantity: 1,
 *   price: '4.50',
 *   productName: { original: 'Gift wrap' },
 *   itemType: { preset: 'PHYSICAL' },
 *   media: { url: 'https://static.example/wrap.jpg' },
 * };
 * ```
 */
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

/**
 * The largest quantity one line item may have (schemas and the emulator enforce it).
 *
 * @example
 * ```ts
 * import { MAX_LINE_ITEM_QUANTITY } from '@storefront-kit/ecom-cart';
 * const clamp = (quantity: number) => Math.min(Math.max(1, Math.trunc(quantity)), MAX_LINE_ITEM_QUANTITY);
 * ```
 */
export const MAX_LINE_ITEM_QUANTITY = 100000;
/**
 * The largest number of line items (catalogue + custom) one request may carry.
 *
 * @example
 * ```ts
 * import { MAX_LINE_ITEMS_PER_REQUEST } from '@storefront-kit/ecom-cart';
 * const batches = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / MAX_LINE_ITEMS_PER_REQUEST) }, (_, i) => items.slice(i * MAX_LINE_ITEMS_PER_REQUEST, (i + 1) * MAX_LINE_ITEMS_PER_REQUEST));
 * ```
 */
export const MAX_LINE_ITEMS_PER_REQUEST = 100;
/**
 * The largest number of line items one cart may hold.
 *
 * @example
 * ```ts
 * import { MAX_CART_LINE_ITEMS } from '@storefront-kit/ecom-cart';
 * declare const cart: { lineItems?: unknown[] };
 * const full = (cart.lineItems?.length ?? 0) >= MAX_CART_LINE_ITEMS;
 * ```
 */
export const MAX_CART_LINE_ITEMS = 300;
/**
 * The longest coupon code accepted.
 *
 * @example
 * ```ts
 * import { MAX_COUPON_CODE_LENGTH } from '@storefront-kit/ecom-cart';
 * const looksValid = (code: string) => code.trim().length > 0 && code.trim().length <= MAX_COUPON_CODE_LENGTH;
 * ```
 */
export const MAX_COUPON_CODE_LENGTH = 100;
/**
 * The longest buyer note accepted.
 *
 * @example
 * ```ts
 * import { MAX_BUYER_NOTE_LENGTH } from '@storefront-kit/ecom-cart';
 * const note = 'Please leave at the door'.slice(0, MAX_BUYER_NOTE_LENGTH);
 * ```
 */
export const MAX_BUYER_NOTE_LENGTH = 1000;

// ---------------------------------------------------------------------------------------------
// Cart
// ---------------------------------------------------------------------------------------------

/**
 * Who the cart belongs to.
 *
 * @example
 * ```ts
 * import type { BuyerInfo } from '@storefront-kit/ecom-cart';
 * const buyerInfo: BuyerInfo = { visitorId: 'visitor-id', memberId: 'example', userId: 'example' };
 * ```
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
 * @example
 * ```ts
 * import type { Coupon } from '@storefront-kit/ecom-cart';
 * const coupon: Coupon = { id: 'id-1', code: 'SAVE10', name: 'Standard' };
 * ```
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
 * @example
 * ```ts
 * import type { MerchantDiscount } from '@storefront-kit/ecom-cart';
 * const merchantDiscount: MerchantDiscount = { percentage: 10 };
 * ```
 */
export interface MerchantDiscount {
  amount?: MultiCurrencyPrice;
  /** Percentage off (0-100), when the discount is a percentage. */
  percentage?: number;
}

/**
 * A discount rule (automatic discount) applied to a cart.
 *
 * @example
 * ```ts
 * import type { DiscountRule } from '@storefront-kit/ecom-cart';
 * const discountRule: DiscountRule = { id: 'id-1' };
 * ```
 */
export interface DiscountRule {
  id?: string;
  name?: TranslatableString;
  amount?: MultiCurrencyPrice;
}

/**
 * A discount on the cart entity (`cart.appliedDiscounts[]`).
 *
 * @example
 * ```ts
 * import type { CartDiscount } from '@storefront-kit/ecom-cart';
 * declare const value: CartDiscount;
 * console.log(JSON.stringify(value));
 * ```
 */
export interface CartDiscount {
  coupon?: Coupon;
  merchantDiscount?: MerchantDiscount;
  discountRule?: DiscountRule;
}

/**
 * The current visitor's or member's cart.
 *
 * @example
 * ```ts
 * import type { Cart } from '@storefront-kit/ecom-cart';
 * const cart: Cart = {
 *   id: 'cart-1',
 *   currency: 'USD',
 *   lineItems: [{ id: 'line-1', quantity: 2, productName: { original: 'Canvas Tote' }, price: { amount: '22.00' } }],
 *   appliedDiscounts: [{ coupon: { code: 'SAVE10' } }],
 *   revision: '3',
 * };
 * const count = cart.lineItems?.reduce((n, line) => n + (line.quantity ?? 0), 0);
 * ```
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

// ---------------------------------------------------------------------------------------------
// Requests and responses of the nine calls
// ---------------------------------------------------------------------------------------------

/**
 * `POST /ecom/v1/carts/current/add-to-cart`: at least one of `lineItems` / `customLineItems`.
 *
 * @example
 * ```ts
 * import { STORES_APP_ID } from '@storefront-kit/ecom-cart';
 * import type { AddToCartRequest } from '@storefront-kit/ecom-cart';
 * const request: AddToCartRequest = {
 *   lineItems: [{ quantity: 1, catalogReference: { catalogItemId: 'product-id', appId: STORES_APP_ID } }],
 * };
 * ```
 */
export interface AddToCartRequest {
  lineItems?: LineItemInput[];
  customLineItems?: CustomLineItemInput[];
  businessLocationId?: string;
}

/**
 * Fields of the cart itself that `updateCurrentCart` may change.
 *
 * @example
 * ```ts
 * import type { CartInfoInput } from '@storefront-kit/ecom-cart';
 * const cartInfoInput: CartInfoInput = { buyerNote: 'example', buyerLanguage: 'example', conversionCurrency: 'example' };
 * ```
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
 * @example
 * ```ts
 * import type { MerchantDiscountInput } from '@storefront-kit/ecom-cart';
 * const tenPercent: MerchantDiscountInput = { percentage: 10 };
 * const fiveOffOneLine: MerchantDiscountInput = { amount: '5.00', lineItemIds: ['line-1'] };
 * ```
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
 * @example
 * ```ts
 * import { STORES_APP_ID } from '@storefront-kit/ecom-cart';
 * import type { UpdateLineItemInput } from '@storefront-kit/ecom-cart';
 * const existing: UpdateLineItemInput = { id: 'line-1', quantity: 2 };
 * const added: UpdateLineItemInput = { quantity: 1, catalogReference: { catalogItemId: 'product-id', appId: STORES_APP_ID } };
 * ```
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
 * @example
 * ```ts
 * import type { UpdateCartRequest } from '@storefront-kit/ecom-cart';
 * const request: UpdateCartRequest = { couponCode: 'SAVE10', lineItems: [{ id: 'line-1', quantity: 3 }] };
 * ```
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
 * @example
 * ```ts
 * import type { RemoveLineItemsRequest } from '@storefront-kit/ecom-cart';
 * const request: RemoveLineItemsRequest = { lineItemIds: ['line-1', 'line-2'] };
 * ```
 */
export interface RemoveLineItemsRequest {
  lineItemIds: string[];
}

/**
 * One entry of `update-line-items-quantity` (quantity 0 removes the line).
 *
 * @example
 * ```ts
 * import type { LineItemQuantityUpdate } from '@storefront-kit/ecom-cart';
 * const update: LineItemQuantityUpdate = { id: 'line-1', quantity: 3 };
 * ```
 */
export interface LineItemQuantityUpdate {
  id: string;
  quantity: number;
}

/**
 * `POST /ecom/v1/carts/current/update-line-items-quantity`.
 *
 * @example
 * ```ts
 * import type { UpdateLineItemsQuantityRequest } from '@storefront-kit/ecom-cart';
 * const request: UpdateLineItemsQuantityRequest = { lineItems: [{ id: 'line-1', quantity: 0 }] };
 * ```
 */
export interface UpdateLineItemsQuantityRequest {
  lineItems: LineItemQuantityUpdate[];
}

/**
 * `POST /ecom/v1/carts/current/remove-coupon`: the body is literally `{}`.
 *
 * @example
 * ```ts
 * import type { RemoveCouponRequest } from '@storefront-kit/ecom-cart';
 * const body: RemoveCouponRequest = {};
 * ```
 */
export type RemoveCouponRequest = Record<string, never>;

/**
 * A membership the buyer picked to pay for some line items.
 *
 * @example
 * ```ts
 * import type { SelectedMembership } from '@storefront-kit/ecom-cart';
 * const membership: SelectedMembership = { id: 'membership-id', appId: 'paid-plans-app-id', lineItemIds: ['line-1'] };
 * ```
 */
export interface SelectedMembership {
  id: string;
  appId: string;
  lineItemIds?: string[];
}

/**
 * The memberships the buyer picked.
 *
 * @example
 * ```ts
 * import type { SelectedMemberships } from '@storefront-kit/ecom-cart';
 * const selected: SelectedMemberships = { memberships: [{ id: 'membership-id', appId: 'paid-plans-app-id' }] };
 * ```
 */
export interface SelectedMemberships {
  memberships?: SelectedMembership[];
}

/**
 * `POST /ecom/v1/carts/current/estimate-totals`.
 *
 * @example
 * ```ts
 * import type { EstimateTotalsRequest } from '@storefront-kit/ecom-cart';
 * const request: EstimateTotalsRequest = { shippingAddress: { country: 'US', subdivision: 'US-CA' }, selectedShippingOption: { code: 'standard' } };
 * ```
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
 * @example
 * ```ts
 * import type { CreateCheckoutRequest } from '@storefront-kit/ecom-cart';
 * const request: CreateCheckoutRequest = { channelType: 'WEB', email: 'shopper@example.com' };
 * ```
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
 */
export interface CartResponse {
  cart: Cart;
}

/**
 * Answer of create-checkout.
 *
 * @example
 * ```ts
 * import type { CreateCheckoutResponse } from '@storefront-kit/ecom-cart';
 * const answer: CreateCheckoutResponse = { checkoutId: 'checkout-id' };
 * ```
 */
export interface CreateCheckoutResponse {
  checkoutId: string;
}

/**
 * Answer of delete (an empty object).
 *
 * @example
 * ```ts
 * import type { DeleteCartResponse } from '@storefront-kit/ecom-cart';
 * const answer: DeleteCartResponse = {};
 * ```
 */
export type DeleteCartResponse = Record<string, never>;

// ---------------------------------------------------------------------------------------------
// Estimate output
// ---------------------------------------------------------------------------------------------

/**
 * Tax of one jurisdiction.
 *
 * @example
 * ```ts
 * import type { TaxBreakdown } from '@storefront-kit/ecom-cart';
 * const taxBreakdown: TaxBreakdown = { jurisdictionName: 'New York', jurisdictionType: 'COUNTRY', taxName: 'example' };
 * ```
 */
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

/**
 * Tax of one line, shipping option or fee.
 *
 * @example
 * ```ts
 * import type { ItemTaxFullDetails } from '@storefront-kit/ecom-cart';
 * const itemTaxFullDetails: ItemTaxFullDetails = { taxRate: '0.1' };
 * ```
 */
export interface ItemTaxFullDetails {
  taxableAmount?: MultiCurrencyPrice;
  /** Decimal string, e.g. `"0.1"`. */
  taxRate?: string;
  totalTax?: MultiCurrencyPrice;
  taxBreakdown?: TaxBreakdown[];
}

/**
 * Prices of one line in an estimate.
 *
 * @example
 * ```ts
 * import type { LineItemPricesData } from '@storefront-kit/ecom-cart';
 * declare const value: LineItemPricesData;
 * console.log(JSON.stringify(value));
 * ```
 */
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

/**
 * One line of an estimate.
 *
 * @example
 * ```ts
 * import type { CalculatedLineItem } from '@storefront-kit/ecom-cart';
 * const calculatedLineItem: CalculatedLineItem = { lineItemId: 'line-1', paymentOption: 'FULL_PAYMENT_ONLINE' };
 * ```
 */
export interface CalculatedLineItem {
  lineItemId?: string;
  pricesBreakdown?: LineItemPricesData;
  paymentOption?: PaymentOptionType;
}

/**
 * Totals of an estimate (also the shape of `payNow` and `payLater`).
 *
 * @example
 * ```ts
 * import type { PriceSummary } from '@storefront-kit/ecom-cart';
 * declare const value: PriceSummary;
 * console.log(JSON.stringify(value));
 * ```
 */
export interface PriceSummary {
  subtotal?: MultiCurrencyPrice;
  shipping?: MultiCurrencyPrice;
  tax?: MultiCurrencyPrice;
  discount?: MultiCurrencyPrice;
  total?: MultiCurrencyPrice;
  additionalFees?: MultiCurrencyPrice;
}

/**
 * A gift card applied to an estimate.
 *
 * @example
 * ```ts
 * import type { GiftCard } from '@storefront-kit/ecom-cart';
 * const giftCard: GiftCard = { id: 'id-1', obfuscatedCode: '****1234', appId: 'example' };
 * ```
 */
export interface GiftCard {
  id?: string;
  obfuscatedCode?: string;
  amount?: MultiCurrencyPrice;
  appId?: string;
}

/**
 * How the estimate's tax was calculated.
 *
 * @example
 * ```ts
 * import type { TaxCalculationDetails } from '@storefront-kit/ecom-cart';
 * const taxCalculationDetails: TaxCalculationDetails = { rateType: 'NO_TAX_COLLECTED', manualRateReason: 'GLOBAL_SETTING_TO_MANUAL' };
 * ```
 */
export interface TaxCalculationDetails {
  rateType?: RateType;
  manualRateReason?: ManualCalculationReason;
  autoTaxFallbackDetails?: { fallbackReason?: FallbackReason; error?: ApplicationErrorDetails };
}

/**
 * The estimate's tax totals.
 *
 * @example
 * ```ts
 * import type { TaxSummary } from '@storefront-kit/ecom-cart';
 * declare const value: TaxSummary;
 * console.log(JSON.stringify(value));
 * ```
 */
export interface TaxSummary {
  taxableAmount?: MultiCurrencyPrice;
  totalTax?: MultiCurrencyPrice;
  calculationDetails?: TaxCalculationDetails;
}

/**
 * Delivery slot of a shipping option. ISO-8601.
 *
 * @example
 * ```ts
 * import type { DeliveryTimeSlot } from '@storefront-kit/ecom-cart';
 * const deliveryTimeSlot: DeliveryTimeSlot = { from: '2026-01-01T09:00:00.000Z', to: '2026-01-01T12:00:00.000Z' };
 * ```
 */
export interface DeliveryTimeSlot {
  from?: string;
  to?: string;
}

/**
 * Where and how a pickup option is collected.
 *
 * @example
 * ```ts
 * import type { PickupDetails } from '@storefront-kit/ecom-cart';
 * const pickupDetails: PickupDetails = { pickupMethod: 'STORE_PICKUP' };
 * ```
 */
export interface PickupDetails {
  address?: Address;
  pickupMethod?: PickupMethod;
}

/**
 * Delivery time, instructions, pickup details and time slot of a shipping option.
 *
 * @example
 * ```ts
 * import type { DeliveryLogistics } from '@storefront-kit/ecom-cart';
 * const deliveryLogistics: DeliveryLogistics = { deliveryTime: '2-4 days', instructions: 'example' };
 * ```
 */
export interface DeliveryLogistics {
  deliveryTime?: string;
  instructions?: string;
  pickupDetails?: PickupDetails;
  deliveryTimeSlot?: DeliveryTimeSlot;
}

/**
 * Price of a shipping option.
 *
 * @example
 * ```ts
 * import type { SelectedCarrierServiceOptionPrices } from '@storefront-kit/ecom-cart';
 * declare const value: SelectedCarrierServiceOptionPrices;
 * console.log(JSON.stringify(value));
 * ```
 */
export interface SelectedCarrierServiceOptionPrices {
  price?: MultiCurrencyPrice;
  totalPriceBeforeTax?: MultiCurrencyPrice;
  totalPriceAfterTax?: MultiCurrencyPrice;
  totalDiscount?: MultiCurrencyPrice;
  taxDetails?: ItemTaxFullDetails;
}

/**
 * An extra charge of a shipping option.
 *
 * @example
 * ```ts
 * import type { OtherCharge } from '@storefront-kit/ecom-cart';
 * const otherCharge: OtherCharge = { type: 'HANDLING_FEE' };
 * ```
 */
export interface OtherCharge {
  type?: ChargeType;
  price?: MultiCurrencyPrice;
}

/**
 * One shipping option a carrier offers.
 *
 * @example
 * ```ts
 * import type { ShippingOption } from '@storefront-kit/ecom-cart';
 * const shippingOption: ShippingOption = { code: 'SAVE10', title: 'Standard shipping' };
 * ```
 */
export interface ShippingOption {
  code?: string;
  title?: string;
  logistics?: DeliveryLogistics;
  cost?: SelectedCarrierServiceOptionPrices;
}

/**
 * The shipping options of one carrier.
 *
 * @example
 * ```ts
 * import type { CarrierServiceOption } from '@storefront-kit/ecom-cart';
 * const carrierServiceOption: CarrierServiceOption = { carrierId: 'carrier-id' };
 * ```
 */
export interface CarrierServiceOption {
  carrierId?: string;
  shippingOptions?: ShippingOption[];
}

/**
 * The shipping option the estimate used.
 *
 * @example
 * ```ts
 * import type { SelectedCarrierServiceOption } from '@storefront-kit/ecom-cart';
 * const selectedCarrierServiceOption: SelectedCarrierServiceOption = { code: 'SAVE10', title: 'Standard shipping', requestedShippingOption: true };
 * ```
 */
export interface SelectedCarrierServiceOption {
  code?: string;
  title?: string;
  logistics?: DeliveryLogistics;
  cost?: SelectedCarrierServiceOptionPrices;
  requestedShippingOption?: boolean;
  otherCharges?: OtherCharge[];
  carrierId?: string;
}

/**
 * The shipping region the address falls in.
 *
 * @example
 * ```ts
 * import type { ShippingRegion } from '@storefront-kit/ecom-cart';
 * const shippingRegion: ShippingRegion = { id: 'id-1', name: 'Standard' };
 * ```
 */
export interface ShippingRegion {
  id?: string;
  name?: string;
}

/**
 * Shipping part of an estimate.
 *
 * @example
 * ```ts
 * import type { ShippingInformation } from '@storefront-kit/ecom-cart';
 * declare const value: ShippingInformation;
 * console.log(JSON.stringify(value));
 * ```
 */
export interface ShippingInformation {
  region?: ShippingRegion;
  selectedCarrierServiceOption?: SelectedCarrierServiceOption;
  carrierServiceOptions?: CarrierServiceOption[];
}

/**
 * A discount in an estimate, with what it applies to.
 *
 * @example
 * ```ts
 * import type { AppliedDiscount } from '@storefront-kit/ecom-cart';
 * const appliedDiscount: AppliedDiscount = { discountType: 'GLOBAL' };
 * ```
 */
export interface AppliedDiscount {
  discountType?: DiscountType;
  coupon?: Coupon;
  merchantDiscount?: MerchantDiscount;
  discountRule?: DiscountRule;
  lineItemIds?: string[];
}

/**
 * A membership of the buyer.
 *
 * @example
 * ```ts
 * import type { Membership } from '@storefront-kit/ecom-cart';
 * const membership: Membership = { id: 'id-1', appId: 'example', expirationDate: '2026-12-31T00:00:00.000Z' };
 * ```
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
 * @example
 * ```ts
 * import type { InvalidMembership } from '@storefront-kit/ecom-cart';
 * const invalidMembership: InvalidMembership = { reason: 'Membership has expired' };
 * ```
 */
export interface InvalidMembership {
  membership?: Membership;
  reason?: string;
}

/**
 * Memberships of an estimate.
 *
 * @example
 * ```ts
 * import type { MembershipOptions } from '@storefront-kit/ecom-cart';
 * declare const value: MembershipOptions;
 * console.log(JSON.stringify(value));
 * ```
 */
export interface MembershipOptions {
  eligibleMemberships?: Membership[];
  invalidMemberships?: InvalidMembership[];
  selectedMemberships?: SelectedMemberships;
}

/**
 * An additional fee (handling, packaging...) of an estimate.
 *
 * @example
 * ```ts
 * import type { AdditionalFee } from '@storefront-kit/ecom-cart';
 * const additionalFee: AdditionalFee = { code: 'SAVE10', name: 'Standard', providerAppId: 'example' };
 * ```
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
 * A field violation inside an estimate's calculation errors.
 *
 * @example
 * ```ts
 * import type { CartFieldViolation } from '@storefront-kit/ecom-cart';
 * const cartFieldViolation: CartFieldViolation = { field: 'lineItems.0.quantity', description: 'Out of stock', violatedRule: 'VALIDATION' };
 * ```
 */
export interface CartFieldViolation {
  field?: string;
  description?: string;
  violatedRule?: RuleType;
  ruleName?: string;
  data?: Record<string, unknown>;
}

/**
 * An application error inside an estimate's calculation errors.
 *
 * @example
 * ```ts
 * import type { ApplicationErrorDetails } from '@storefront-kit/ecom-cart';
 * const applicationErrorDetails: ApplicationErrorDetails = { code: 'SAVE10', description: 'Out of stock' };
 * ```
 */
export interface ApplicationErrorDetails {
  code?: string;
  description?: string;
  data?: Record<string, unknown>;
}

/**
 * One calculation error: an application error or a validation error.
 *
 * @example
 * ```ts
 * import type { CalculationErrorDetails } from '@storefront-kit/ecom-cart';
 * declare const value: CalculationErrorDetails;
 * console.log(JSON.stringify(value));
 * ```
 */
export interface CalculationErrorDetails {
  applicationError?: ApplicationErrorDetails;
  validationError?: { fieldViolations?: CartFieldViolation[] };
}

/**
 * Errors that happened while estimating (the estimate still answers 200).
 *
 * @example
 * ```ts
 * import type { CalculationErrors } from '@storefront-kit/ecom-cart';
 * declare const value: CalculationErrors;
 * console.log(JSON.stringify(value));
 * ```
 */
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

/**
 * What a violation points at: the cart in general or one line item.
 *
 * @example
 * ```ts
 * import type { Target } from '@storefront-kit/ecom-cart';
 * const target: Target = { lineItem: { name: 'LINE_ITEM_DEFAULT', id: 'line-1' } };
 * ```
 */
export interface Target {
  other?: { name?: OtherTargetName };
  lineItem?: { name?: LineItemTargetName; id?: string };
}

/**
 * A problem the buyer must see (ERROR blocks checkout).
 *
 * @example
 * ```ts
 * import type { Violation } from '@storefront-kit/ecom-cart';
 * const violation: Violation = { severity: 'ERROR', target: { other: { name: 'OTHER_DEFAULT' } }, description: 'Shipping is not available' };
 * ```
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

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

/**
 * The cart's event types.
 *
 * @example
 * ```ts
 * import type { CartEventType } from '@storefront-kit/ecom-cart';
 * const value: CartEventType = 'wix.ecom.v1.cart_created';
 * ```
 */
export type CartEventType = 'wix.ecom.v1.cart_created' | 'wix.ecom.v1.cart_updated' | 'wix.ecom.v1.cart_deleted';
/**
 * Every {@link CartEventType}.
 *
 * @example
 * ```ts
 * import { CART_EVENT_TYPES } from '@storefront-kit/ecom-cart';
 * import type { CartEventType } from '@storefront-kit/ecom-cart';
 * const isCartEventType = (type: string): type is CartEventType => (CART_EVENT_TYPES as readonly string[]).includes(type);
 * ```
 */
export const CART_EVENT_TYPES = [
  'wix.ecom.v1.cart_created',
  'wix.ecom.v1.cart_updated',
  'wix.ecom.v1.cart_deleted',
] as const satisfies readonly CartEventType[];

/**
 * The cart's entity name in event envelopes (`entityFqdn`).
 *
 * @example
 * ```ts
 * import { CART_ENTITY_FQDN } from '@storefront-kit/ecom-cart';
 * const isCartEvent = (entityFqdn: string) => entityFqdn === CART_ENTITY_FQDN;
 * ```
 */
export const CART_ENTITY_FQDN = 'wix.ecom.v1.cart';

/**
 * Payload (`data`) of `wix.ecom.v1.cart_created`.
 *
 * @example
 * ```ts
 * import type { CartCreatedEvent } from '@storefront-kit/ecom-cart';
 * declare const payload: CartCreatedEvent;
 * const cartId = payload.createdEvent.entity.id;
 * ```
 */
export interface CartCreatedEvent {
  createdEvent: { entity: Cart };
}

/**
 * Payload (`data`) of `wix.ecom.v1.cart_updated`.
 *
 * @example
 * ```ts
 * import type { CartUpdatedEvent } from '@storefront-kit/ecom-cart';
 * declare const payload: CartUpdatedEvent;
 * const lines = payload.updatedEvent.currentEntity.lineItems?.length;
 * ```
 */
export interface CartUpdatedEvent {
  updatedEvent: { currentEntity: Cart; modifiedFields?: Record<string, unknown> };
}

/**
 * Payload (`data`) of `wix.ecom.v1.cart_deleted`.
 *
 * @example
 * ```ts
 * import type { CartDeletedEvent } from '@storefront-kit/ecom-cart';
 * declare const payload: CartDeletedEvent;
 * const cartId = payload.deletedEvent.deletedEntity?.id;
 * ```
 */
export interface CartDeletedEvent {
  deletedEvent: { deletedEntity?: Cart };
}
