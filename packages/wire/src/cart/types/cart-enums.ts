/** Enumerations of the cart and its lines: string-literal unions, each with its value list in a stable order. */

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
 *
 * @group Constants
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
] as const;

/**
 * Sales channel a checkout is created for.
 *
 * @group Types
 */
export type ChannelType = (typeof CHANNEL_TYPES)[number];

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
 *
 * @group Constants
 */
export const DESCRIPTION_LINE_TYPES = ['UNRECOGNISED', 'PLAIN_TEXT', 'COLOR'] as const;

/**
 * How a line item's description line is rendered.
 *
 * @group Types
 */
export type DescriptionLineType = (typeof DESCRIPTION_LINE_TYPES)[number];

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
 *
 * @group Constants
 */
export const ITEM_AVAILABILITY_STATUSES = ['AVAILABLE', 'NOT_FOUND', 'NOT_AVAILABLE', 'PARTIALLY_AVAILABLE'] as const;

/**
 * Whether a line item can be bought (read-only, computed by the platform).
 *
 * @group Types
 */
export type ItemAvailabilityStatus = (typeof ITEM_AVAILABILITY_STATUSES)[number];

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
 *
 * @group Constants
 */
export const ITEM_TYPE_PRESETS = ['UNRECOGNISED', 'PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE'] as const;

/**
 * Preset kind of a line item.
 *
 * @group Types
 */
export type ItemTypePreset = (typeof ITEM_TYPE_PRESETS)[number];

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
 *
 * @group Constants
 */
export const SUBSCRIPTION_FREQUENCIES = ['UNDEFINED', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;

/**
 * Billing period of a subscription line item.
 *
 * @group Types
 */
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];

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
 *
 * @group Constants
 */
export const PAYMENT_OPTION_TYPES = ['FULL_PAYMENT_ONLINE', 'FULL_PAYMENT_OFFLINE', 'MEMBERSHIP', 'DEPOSIT_ONLINE', 'MEMBERSHIP_OFFLINE'] as const;

/**
 * How a line item is paid.
 *
 * @group Types
 */
export type PaymentOptionType = (typeof PAYMENT_OPTION_TYPES)[number];

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
 *
 * @group Constants
 */
export const WEIGHT_UNITS = ['KG', 'LB'] as const;

/**
 * Unit of line item weights.
 *
 * @group Types
 */
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

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
 *
 * @group Constants
 */
export const VAT_TYPES = ['CPF', 'CNPJ'] as const;

/**
 * Brazilian tax id kinds (`contactDetails.vatId.type`).
 *
 * @group Types
 */
export type VatType = (typeof VAT_TYPES)[number];

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
 *
 * @group Constants
 */
export const FILE_TYPES = ['SECURE_PICTURE', 'SECURE_VIDEO', 'SECURE_DOCUMENT', 'SECURE_MUSIC', 'SECURE_ARCHIVE'] as const;

/**
 * Kind of a secured (digital) file.
 *
 * @group Types
 */
export type FileType = (typeof FILE_TYPES)[number];
