/**
 * The emulator's tax: one manual rate per country of the shipping address (else the billing address,
 * else the cart's contact address, else the site's country). Digital items and gift cards are not taxed,
 * shipping is not taxed, prices exclude tax.
 *
 * | Country        | Rate |
 * |----------------|------|
 * | DE             | 19%  |
 * | GB, FR         | 20%  |
 * | IL             | 17%  |
 * | anything else  | 10%  |
 */
import type { JurisdictionType } from '@storefront-kit/wire/cart';
import { SITE_COUNTRY } from './shipping';

/** Tax rates in basis points (1000 = 10%) by ISO country code. */
const TAX_RATES_BP: Readonly<Record<string, number>> = { DE: 1900, GB: 2000, FR: 2000, IL: 1700 };
/** The rate of every other country, in basis points. */
const DEFAULT_TAX_RATE_BP = 1000;

/** The tax that applies in a country. */
export interface TaxRule {
  country: string;
  /** Basis points. */
  rateBp: number;
  /** Decimal string as the wire shows rates (`"0.1"`). */
  rate: string;
  jurisdictionName: string;
  jurisdictionType: JurisdictionType;
  taxName: string;
}

/** The tax rule of a country (`undefined` -> the site's country). */
export function taxRuleFor(country: string | undefined): TaxRule {
  const code = (country ?? SITE_COUNTRY).toUpperCase();
  const rateBp = TAX_RATES_BP[code] ?? DEFAULT_TAX_RATE_BP;
  return {
    country: code,
    rateBp,
    rate: String(rateBp / 10000),
    jurisdictionName: code,
    jurisdictionType: 'COUNTRY',
    taxName: code === SITE_COUNTRY ? 'Sales tax' : 'VAT',
  };
}

/** Tax on `cents` at `rateBp`, rounded half up to a cent. */
export function taxOn(cents: number, rateBp: number): number {
  return Math.round((cents * rateBp) / 10000);
}
