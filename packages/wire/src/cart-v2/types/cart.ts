/**
 * The cart V2 entity and its lines. Shapes identical to the V1 cart's on the wire (addresses, catalogue
 * references, description lines, images, item types, physical and service properties, extended fields,
 * translatable strings) are the V1 types; what V2 groups or names differently is written here once.
 */
import type { Address, FullAddressContactDetails, VatId } from '../../cart/types/address';
import type { PaymentOptionType, WeightUnit } from '../../cart/types/cart-enums';
import type { ExtendedFields, Image, PageUrlV2, TranslatableString } from '../../cart/types/common';
import type { CatalogOverrideFields, CatalogReference, DescriptionLine, ItemType, PhysicalProperties, ServiceProperties } from '../../cart/types/line-item';
import type { ChannelTypeV2, LineItemStatus } from './enums';

/**
 * A money amount of cart V2: decimal strings in the site currency and the buyer's, never formatted.
 *
 * @group Types
 */
export interface ConvertedMoney {
  /** Decimal string, e.g. `"40"` or `"10.50"`. */
  amount?: string;
  convertedAmount?: string;
}

/**
 * How many of a line were asked for, and how many the cart can hold.
 *
 * @group Types
 */
export interface QuantityInfo {
  /** What the cart holds: the requested quantity, capped by the stock. */
  confirmedQuantity?: number;
  requestedQuantity?: number;
  /** Units in stock, when the catalogue tracks them. */
  availableQuantity?: number;
  fixedQuantity?: boolean;
}

/**
 * The prices of a line.
 *
 * @group Types
 */
export interface LinePricing {
  unitPrice?: ConvertedMoney;
  /** `unitPrice` times the confirmed quantity. */
  totalPrice?: ConvertedMoney;
  priceDescription?: TranslatableString;
  priceUndetermined?: boolean;
  breakdown?: { fullPrice?: ConvertedMoney; salePrice?: ConvertedMoney; totalModifiersPrice?: ConvertedMoney };
}

/**
 * Where a line comes from.
 *
 * @group Types
 */
export interface LineSource {
  catalogReference?: CatalogReference;
  catalogOverrideFields?: CatalogOverrideFields;
  rootCatalogItemId?: string;
  inventoryAppId?: string;
}

/**
 * What a line shows.
 *
 * @group Types
 */
export interface LineAttributes {
  descriptionLines?: DescriptionLine[];
  /** The wire object (the official SDK turns it into a `wix:image://` string). */
  image?: Image;
  url?: PageUrlV2;
  itemType?: ItemType;
  physicalProperties?: PhysicalProperties;
  serviceProperties?: ServiceProperties;
  subscriptionInfo?: Record<string, unknown>;
  membersOnly?: boolean;
}

/**
 * A discount applied to one line.
 *
 * @group Types
 */
export interface LineDiscount {
  name?: TranslatableString;
  amountOff?: ConvertedMoney;
  source?: Record<string, unknown>;
}

/**
 * A line of a cart V2.
 *
 * @group Types
 */
export interface LineItem {
  id?: string;
  name?: TranslatableString;
  quantityInfo?: QuantityInfo;
  pricing?: LinePricing;
  source?: LineSource;
  attributes?: LineAttributes;
  deliveryConfig?: { deliveryProfileId?: string; fulfillerId?: string };
  taxConfig?: { taxableAddress?: Record<string, unknown>; taxGroupId?: string };
  paymentConfig?: { savePaymentMethod?: boolean; depositAmount?: ConvertedMoney; paymentOption?: PaymentOptionType; membership?: Record<string, unknown> };
  status?: LineItemStatus;
  extendedFields?: ExtendedFields;
  modifierGroups?: Record<string, unknown>[];
  discounts?: LineDiscount[];
  customLineItem?: boolean;
}

/**
 * A coupon on a cart V2 (at most one). `id` is what `remove-coupon` takes.
 *
 * @group Types
 */
export interface AppliedCoupon {
  id?: string;
  code?: string;
}

/**
 * A gift card on a cart V2; the code is never returned in full.
 *
 * @group Types
 */
export interface AppliedGiftCard {
  id?: string;
  obfuscatedCode?: string;
  appId?: string;
  externalId?: string;
  requestedRedeemAmount?: ConvertedMoney;
}

/**
 * The buyer of a cart V2: one of `visitorId`, `memberId`, `userId`, plus what the buyer entered.
 *
 * @group Types
 */
export interface CustomerInfo {
  visitorId?: string;
  memberId?: string;
  userId?: string;
  openAccess?: boolean;
  firstName?: string;
  lastName?: string;
  phone?: string;
  company?: string;
  vatId?: VatId;
  email?: string;
  contactId?: string;
  languageCode?: string;
  currencyCode?: string;
}

/**
 * The chosen delivery method of a cart V2.
 *
 * @group Types
 */
export interface DeliveryMethod {
  code?: string;
  appId?: string;
  title?: TranslatableString;
  pickup?: boolean;
}

/**
 * Where and how a cart V2 is delivered.
 *
 * @group Types
 */
export interface DeliveryInfo {
  address?: Address;
  method?: DeliveryMethod;
  weightUnit?: WeightUnit;
}

/**
 * How a cart V2 is paid.
 *
 * @group Types
 */
export interface PaymentInfo {
  giftCards?: AppliedGiftCard[];
  currencyCode?: string;
  billingAddress?: Address;
  billingContact?: FullAddressContactDetails;
}

/**
 * The cart V2 entity (`{ cart }` in every answer of the current cart V2).
 *
 * @group Types
 */
export interface Cart {
  id?: string;
  /** ISO-8601. */
  createdDate?: string;
  /** ISO-8601. */
  updatedDate?: string;
  /** Increases with every change (an int64 as a decimal string). */
  revision?: string;
  lineItems?: LineItem[];
  subtotal?: ConvertedMoney;
  note?: string;
  coupons?: AppliedCoupon[];
  source?: {
    channelType?: ChannelTypeV2;
    externalReferences?: Record<string, unknown>[];
    createdBy?: { visitorId?: string; memberId?: string; userId?: string; appId?: string };
    customContentReference?: Record<string, unknown>;
  };
  businessInfo?: { locationId?: string; languageCode?: string; currencyCode?: string };
  customerInfo?: CustomerInfo;
  deliveryInfo?: DeliveryInfo;
  taxInfo?: { pricesIncludeTax?: boolean; taxExemptGroupId?: string };
  paymentInfo?: PaymentInfo;
  orderPlaced?: boolean;
  orderId?: string;
  purchaseFlowId?: string;
  settings?: { lockGiftCard?: boolean; lockCouponCode?: boolean; policyAgreementCheckboxDisabled?: boolean; manualPaymentDisabled?: boolean };
  customCheckoutUrl?: string;
  extendedFields?: ExtendedFields;
  currentCart?: boolean;
  demo?: boolean;
}
