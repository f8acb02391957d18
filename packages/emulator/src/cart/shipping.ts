/**
 * The emulator's shipping rules. Two carriers:
 *
 * - `Emulator Shipping` ({@link EMULATOR_CARRIER_ID}): `standard` (3-5 business days, 5.00, free from
 *   100.00 of discounted items), `express` (1-2 business days, 15.00, with a delivery slot tomorrow
 *   09:00-12:00 UTC), `store-pickup` (free, `STORE_PICKUP` at the emulator store);
 * - `Parcel Lockers` ({@link PARCEL_LOCKERS_CARRIER_ID}): `parcel-locker` (2.50, `PICKUP_POINT`).
 *
 * Outside the site's country (US) only `standard` (15.00, no free threshold) and `express` (35.00) are offered.
 * No address counts as the site's country.
 */
import type { Address, DeliveryLogistics } from '@storefront-kit/wire/cart';

/** Carrier id of the emulator's own delivery options. */
export const EMULATOR_CARRIER_ID = '0b1d5fd5-1a4c-4f4b-8d4e-4e5f0c0a5a01';
/** Carrier id of the pickup-point carrier. */
export const PARCEL_LOCKERS_CARRIER_ID = '0b1d5fd5-1a4c-4f4b-8d4e-4e5f0c0a5a02';
/** The site's country: domestic shipping rules apply there. */
export const SITE_COUNTRY = 'US';
/** Discounted item total (cents) from which domestic standard shipping is free. */
const FREE_SHIPPING_THRESHOLD_CENTS = 10000;

/** The emulator store, where `store-pickup` orders are collected. */
const STORE_ADDRESS: Address = {
  country: 'US',
  subdivision: 'US-NY',
  city: 'New York',
  postalCode: '10011',
  streetAddress: { name: 'West 23rd Street', number: '100' },
  addressLine: '100 West 23rd Street',
  formattedAddress: '100 West 23rd Street, New York, NY 10011, US',
  geocode: { latitude: 40.7429, longitude: -73.9926 },
};

/** The parcel locker of `parcel-locker` orders. */
const LOCKER_ADDRESS: Address = {
  country: 'US',
  subdivision: 'US-NY',
  city: 'New York',
  postalCode: '10001',
  streetAddress: { name: 'West 34th Street', number: '350' },
  addressLine: '350 West 34th Street',
  formattedAddress: '350 West 34th Street, New York, NY 10001, US',
  geocode: { latitude: 40.7527, longitude: -73.9972 },
};

/** One priced shipping option. */
export interface ShippingQuote {
  carrierId: string;
  code: string;
  title: string;
  logistics: DeliveryLogistics;
  priceCents: number;
}

/** The shipping region of an address and the options offered there. */
export interface ShippingQuotes {
  region: { id: string; name: string };
  options: ShippingQuote[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `express` option: a delivery slot tomorrow 09:00-12:00 UTC; dearer abroad. */
function expressQuote(domestic: boolean, now: number): ShippingQuote {
  const startOfTomorrow = Math.floor(now / DAY_MS) * DAY_MS + DAY_MS;
  return {
    carrierId: EMULATOR_CARRIER_ID,
    code: 'express',
    title: 'Express delivery',
    logistics: {
      deliveryTime: '1-2 business days',
      deliveryTimeSlot: {
        from: new Date(startOfTomorrow + 9 * 60 * 60 * 1000).toISOString(),
        to: new Date(startOfTomorrow + 12 * 60 * 60 * 1000).toISOString(),
      },
    },
    priceCents: domestic ? 1500 : 3500,
  };
}

/** Outside the site's country: `standard` and `express` only. */
function internationalQuotes(express: ShippingQuote): ShippingQuotes {
  return {
    region: { id: 'international', name: 'International' },
    options: [
      {
        carrierId: EMULATOR_CARRIER_ID,
        code: 'standard',
        title: 'Standard delivery',
        logistics: { deliveryTime: '7-14 business days' },
        priceCents: 1500,
      },
      express,
    ],
  };
}

/** In the site's country: pickup, `standard` (free from the threshold), `express` and a parcel locker. */
function domesticQuotes(itemsCents: number, express: ShippingQuote): ShippingQuotes {
  return {
    region: { id: 'domestic', name: 'Domestic' },
    options: [
      {
        carrierId: EMULATOR_CARRIER_ID,
        code: 'store-pickup',
        title: 'Pickup at the emulator store',
        logistics: {
          deliveryTime: 'Ready in 2 hours',
          instructions: 'Show your order number at the counter',
          pickupDetails: { address: STORE_ADDRESS, pickupMethod: 'STORE_PICKUP' },
        },
        priceCents: 0,
      },
      {
        carrierId: EMULATOR_CARRIER_ID,
        code: 'standard',
        title: 'Standard delivery',
        logistics: { deliveryTime: '3-5 business days' },
        priceCents: itemsCents >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : 500,
      },
      express,
      {
        carrierId: PARCEL_LOCKERS_CARRIER_ID,
        code: 'parcel-locker',
        title: 'Parcel locker',
        logistics: {
          deliveryTime: '2-3 business days',
          instructions: 'A pickup code is sent by e-mail when the parcel arrives',
          pickupDetails: { address: LOCKER_ADDRESS, pickupMethod: 'PICKUP_POINT' },
        },
        priceCents: 250,
      },
    ],
  };
}

/**
 * The options for shipping items worth `itemsCents` (after discounts) to `address` at time `now` (epoch ms).
 */
export function quoteShipping(address: Address | undefined, itemsCents: number, now: number): ShippingQuotes {
  const country = address?.country?.toUpperCase() ?? SITE_COUNTRY;
  const domestic = country === SITE_COUNTRY;
  const express = expressQuote(domestic, now);
  return domestic ? domesticQuotes(itemsCents, express) : internationalQuotes(express);
}

/**
 * The option to use: the requested one when offered (matching `code`, and `carrierId` when given), else the
 * default. The default is the cheapest delivery option (pickup is never chosen unless requested).
 */
export function selectShipping(
  quotes: ShippingQuotes,
  requested: { carrierId?: string; code?: string } | undefined,
): { option: ShippingQuote | undefined; requestedMatched: boolean } {
  if (requested?.code !== undefined) {
    const match = quotes.options.find(
      (option) => option.code === requested.code && (requested.carrierId === undefined || requested.carrierId === option.carrierId),
    );
    if (match) return { option: match, requestedMatched: true };
  }
  const delivery = quotes.options.filter((option) => option.logistics.pickupDetails === undefined);
  const cheapest = [...delivery].sort((a, b) => a.priceCents - b.priceCents)[0];
  return { option: cheapest, requestedMatched: false };
}
