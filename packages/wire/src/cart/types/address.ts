/** Addresses and contact details. */
import type { VatType } from './cart-enums';

/**
 * Geographic coordinates of an address. Non-finite values travel as `"NaN"`/`"Infinity"` strings.
 *
 * @group Types
 */
export interface AddressLocation {
  latitude?: number;
  longitude?: number;
}

/**
 * Street name, number and apartment of an address.
 *
 * @group Types
 */
export interface StreetAddress {
  name?: string;
  number?: string;
  apt?: string;
}

/**
 * A postal address (wire names: `formattedAddress`, `geocode`, `addressLine`).
 *
 * @group Types
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
 * @group Types
 */
export interface VatId {
  id?: string;
  type?: VatType;
}

/**
 * Name, phone and company of a buyer.
 *
 * @group Types
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
 * @group Types
 */
export interface AddressWithContact {
  address?: Address;
  contactDetails?: FullAddressContactDetails;
}
