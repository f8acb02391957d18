/** Shipping of an estimate: carriers, options, extra charges, delivery and pickup. */
import type { Address } from './address';
import type { MultiCurrencyPrice } from './common';
import type { ItemTaxFullDetails } from './totals';

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
 *
 * @group Constants
 */
export const CHARGE_TYPES = ['HANDLING_FEE', 'INSURANCE'] as const;

/**
 * Kind of an extra charge on a shipping option (`otherCharges[].type`).
 *
 * @group Types
 */
export type ChargeType = (typeof CHARGE_TYPES)[number];

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
 *
 * @group Constants
 */
export const PICKUP_METHODS = ['STORE_PICKUP', 'PICKUP_POINT'] as const;

/**
 * Kind of a pickup shipping option.
 *
 * @group Types
 */
export type PickupMethod = (typeof PICKUP_METHODS)[number];

/**
 * Delivery slot of a shipping option. ISO-8601.
 *
 * @group Types
 */
export interface DeliveryTimeSlot {
  from?: string;
  to?: string;
}

/**
 * Where and how a pickup option is collected.
 *
 * @group Types
 */
export interface PickupDetails {
  address?: Address;
  pickupMethod?: PickupMethod;
}

/**
 * Delivery time, instructions, pickup details and time slot of a shipping option.
 *
 * @group Types
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
 * @group Types
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
 * @group Types
 */
export interface OtherCharge {
  type?: ChargeType;
  price?: MultiCurrencyPrice;
}

/**
 * One shipping option a carrier offers.
 *
 * @group Types
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
 * @group Types
 */
export interface CarrierServiceOption {
  carrierId?: string;
  shippingOptions?: ShippingOption[];
}

/**
 * The shipping option the estimate used.
 *
 * @group Types
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
 * @group Types
 */
export interface ShippingRegion {
  id?: string;
  name?: string;
}

/**
 * Shipping part of an estimate.
 *
 * @group Types
 */
export interface ShippingInformation {
  region?: ShippingRegion;
  selectedCarrierServiceOption?: SelectedCarrierServiceOption;
  carrierServiceOptions?: CarrierServiceOption[];
}
