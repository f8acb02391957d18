/**
 * Internal (not exported from the package): the string formats and limits that the local checks
 * (`validate.ts`) and the zod schemas share, so both accept and refuse the same values. Free of zod, as
 * the main entry uses it.
 */

/** The longest translatable string (`original`, `translated`): names, description lines, price descriptions. */
export const MAX_TEXT_LENGTH = 200;
/** The most description lines one line item carries. */
export const MAX_DESCRIPTION_LINES = 20;
/** The longest `buyerLanguage` (a language code such as `en` or `pt-BR`). */
export const MAX_LANGUAGE_LENGTH = 10;
/** The longest value of each address field the platform limits (the others are free). */
export const ADDRESS_LIMITS = { country: 2, subdivision: 20, city: 100, postalCode: 50, addressLine: 200, addressLine2: 200, formattedAddress: 500 };

/**
 * An email address, read loosely (text without spaces, one `@`, a dotted domain): a false refusal would
 * stop a purchase, a false acceptance only gets the platform's own answer.
 */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);

/** A currency code as ISO 4217 writes it: three capital letters. */
export const isCurrency = (value: string) => /^[A-Z]{3}$/.test(value);

/** An absolute http(s) URL: where a shopper may be sent. */
export function isHttpUrl(value: unknown): boolean {
  try {
    return typeof value === 'string' && /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** An RFC 3339 date-time with seconds and a time zone, as `Date.prototype.toISOString` writes it, on a real day. */
export function isDateTime(value: string): boolean {
  const day = /^(\d{4}-\d\d-\d\d)T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/.exec(value)?.[1];
  const time = Date.parse(day!);
  // Date.parse rolls a day past the month's end over (2025-02-30 is March 2): the day must come back as written.
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day!);
}
