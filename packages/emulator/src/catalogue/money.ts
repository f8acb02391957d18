/** Money helpers of the v1 catalogue (numbers with 2 decimals) and the cart's decimal strings. */

/** Rounds to cents. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', ILS: '₪' };

/** Formats an amount like the platform's `formatted` fields: `$10.00`, or `10.00 CHF` without a known symbol. */
export function formatMoney(amount: number, currency: string): string {
  if (!Number.isFinite(amount)) return String(amount);
  const symbol = SYMBOLS[currency];
  const fixed = Math.abs(amount).toFixed(2);
  const sign = amount < 0 ? '-' : '';
  return symbol ? `${sign}${symbol}${fixed}` : `${sign}${fixed} ${currency}`;
}

/** A decimal string as the cart sends money (`"10"`, `"10.5"`, `"10.25"`). */
export function decimalString(amount: number): string {
  return String(roundMoney(amount));
}
