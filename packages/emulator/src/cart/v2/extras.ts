/**
 * What a cart V2 holds that the V1 cart has no field for: the billing address and contact
 * (`paymentInfo`). Kept beside the cart record (a `WeakMap`, so it goes with the record: a deleted or
 * reset cart takes it along, a visitor's cart handed to the member keeps it).
 */
import type { Address, FullAddressContactDetails } from '@storefront-kit/wire/cart';
import type { CartRecord } from '../records';

/** The V2-only fields of one cart. */
export interface CartV2Extras {
  billingAddress?: Address;
  billingContact?: FullAddressContactDetails;
}

const extras = new WeakMap<CartRecord, CartV2Extras>();

/** The V2-only fields of a cart (an empty object when it has none). */
export function extrasOf(record: CartRecord): CartV2Extras {
  return extras.get(record) ?? {};
}

/** Replaces the V2-only fields given in `changes` (present keys win, as a V2 update does). */
export function setExtras(record: CartRecord, changes: CartV2Extras): void {
  extras.set(record, { ...extrasOf(record), ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) });
}
