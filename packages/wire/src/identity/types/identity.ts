// The identity entity as the platform's identity service sends it; dates are ISO-8601 strings.
import type { AddressTag, EmailTag, PhoneTag, PrivacyStatus, StatusName, StatusReason } from './enums';

/** A typed custom-field value: exactly one member is set. @group Types */
export interface CustomValue {
  strValue?: string;
  numValue?: number;
  /** ISO-8601 date-time. */
  dateValue?: string;
  listValue?: { value?: CustomValue[] };
  mapValue?: { value?: Record<string, CustomValue> };
}

/** A custom profile field. @group Types */
export interface CustomField {
  name: string;
  value: CustomValue;
}

/** A postal address as the identity service stores it. @group Types */
export interface IdentityAddressValue {
  city?: string;
  subdivision?: string;
  country?: string;
  postalCode?: string;
  addressLine?: string;
  addressLine2?: string;
  formattedAddress?: string;
  streetAddress?: { name?: string; number?: string; apt?: string };
  geocode?: { latitude?: number; longitude?: number };
}

/** A profile address with its tag. @group Types */
export interface IdentityAddress {
  /** Id of this address entry. */
  id?: string;
  address: IdentityAddressValue;
  tag?: AddressTag;
}

/** A profile e-mail with its tag. @group Types */
export interface IdentityEmail {
  email: string;
  tag?: EmailTag;
}

/** A profile phone number with its tag. @group Types */
export interface IdentityPhone {
  phone: string;
  countryCode?: string;
  tag?: PhoneTag;
}

/** The profile part of an identity: names, contact data and custom fields. @group Types */
export interface IdentityProfile {
  firstName?: string;
  lastName?: string;
  nickname?: string;
  /** Picture URL. */
  picture?: string;
  /** ISO date (`YYYY-MM-DD`). */
  birthdate?: string;
  language?: string;
  position?: string;
  company?: string;
  privacyStatus?: PrivacyStatus;
  labels?: string[];
  /** Secondary e-mails (the login e-mail is {@link Identity.email}). */
  emails?: IdentityEmail[];
  phones?: IdentityPhone[];
  addresses?: IdentityAddress[];
  customFields?: CustomField[];
}

/** The login e-mail of an identity. @group Types */
export interface IdentityLoginEmail {
  address: string;
  isVerified: boolean;
}

/** An identity's status and its reasons. @group Types */
export interface IdentityStatus {
  name: StatusName;
  reasons: StatusReason[];
}

/** A site member's identity. @group Types */
export interface Identity {
  id: string;
  /** ISO-8601. */
  createdDate: string;
  /** ISO-8601. */
  updatedDate: string;
  revision?: string;
  identityProfile: IdentityProfile;
  email: IdentityLoginEmail;
  status: IdentityStatus;
}
