// Money and text formatting. Prices are formatted here with Intl.NumberFormat from the wire's
// numbers and decimal strings, never taken pre-formatted.
const LOCALE = 'en-US';
const formatters = new Map<string, Intl.NumberFormat>();

/** `12.5, 'USD'` -> `$12.50`. Decimal strings (cart money) are accepted as they come off the wire. */
export function money(amount: number | string | undefined | null, currency = 'USD'): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(Number.isFinite(value) ? value : 0);
}

/** The product description comes as simple HTML: shown as text. */
export function plainText(html: string | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').trim();
}

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
