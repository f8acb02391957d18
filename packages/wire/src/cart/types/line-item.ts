/** Cart lines: the catalogue reference, what a line shows, and the line inputs of add-to-cart and update. */
import type { DescriptionLineType, FileType, ItemAvailabilityStatus, ItemTypePreset, PaymentOptionType, SubscriptionFrequency } from './cart-enums';
import type { Image, MultiCurrencyPrice, PageUrlV2, TranslatableString } from './common';

/**
 * Points at a catalogue item. For the stores catalogue, `appId` is
 * {@link STORES_APP_ID} and `options` carries `variantId` or `options` (option name -> choice).
 *
 * @group Types
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
 *
 * @group Constants
 */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/**
 * A plain-text description line value.
 *
 * @group Types
 */
export interface PlainTextValue {
  original?: string;
  translated?: string;
}

/**
 * A colour description line value.
 *
 * @group Types
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
 * @group Types
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
 * @group Types
 */
export interface ItemAvailabilityInfo {
  status?: ItemAvailabilityStatus;
  /** Units left, when the catalogue tracks inventory. */
  quantityAvailable?: number;
}

/**
 * Shipping-relevant properties of an item.
 *
 * @group Types
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
 * @group Types
 */
export interface ItemType {
  preset?: ItemTypePreset;
  custom?: string;
}

/**
 * Details of a service line item (bookings).
 *
 * @group Types
 */
export interface ServiceProperties {
  /** ISO-8601. */
  scheduledDate?: string;
  numberOfParticipants?: number;
}

/**
 * Values the merchant overrides instead of the catalogue's (requires elevated permissions on the platform).
 *
 * @group Types
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
 * @group Types
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
 * @group Types
 */
export interface SubscriptionOptionInfo {
  subscriptionSettings?: SubscriptionSettings;
  title?: TranslatableString;
  description?: TranslatableString;
}

/**
 * A secured downloadable file of a digital item.
 *
 * @group Types
 */
export interface SecuredMedia {
  id?: string;
  fileName?: string;
  fileType?: FileType;
}

/**
 * A line of the cart (as the platform returns it).
 *
 * @group Types
 */
export interface LineItem {
  id?: string;
  quantity?: number;
  catalogReference?: CatalogReference;
  productName?: TranslatableString;
  url?: PageUrlV2;
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
 * @group Types
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
 * @group Types
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
  url?: PageUrlV2;
  catalogReference?: CatalogReference;
  physicalProperties?: PhysicalProperties;
  paymentOption?: PaymentOptionType;
  serviceProperties?: ServiceProperties;
  subscriptionOptionInfo?: SubscriptionOptionInfo;
  rootCatalogItemId?: string;
  depositAmount?: string;
}
