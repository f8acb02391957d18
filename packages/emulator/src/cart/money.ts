/**
 * Money arithmetic of the cart in integer minor units (cents), and the wire's `MultiCurrencyPrice`
 * (decimal strings with 2 fraction digits, e.g. `"10.50"`). The emulator does no currency conversion:
 * converted amounts equal amounts.
 */
import type { MultiCurrencyPrice } from '@storefront-kit/wire/cart';

/** Parses a decimal string (`"10"`, `"10.5"`, `"10.505"`) to cents, rounding half up; invalid input -> 0. */
export function toCents(amount: string | undefined): number {
  if (amount === undefined) return 0;
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return 0;
  const [, sign, whole, fraction = ''] = match;
  const padded = `${fraction}000`;
  let cents = Number(whole) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  return sign === '-' ? -cents : cents;
}

/** Cents as a decimal string with 2 fraction digits: `1050` -> `"10.50"`. */
export function formatAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** A human-readable amount, e.g. `$10.50` (en-US conventions). */
export function formatMoney(cents: number, currency: string): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    } catch {
      formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    formatters.set(currency, formatter);
  }
  return formatter.format(cents / 100);
}

/** A wire price for an amount in cents. */
export function price(cents: number, currency: string): MultiCurrencyPrice {
  const amount = formatAmount(cents);
  const formatted = formatMoney(cents, currency);
  return { amount, convertedAmount: amount, formattedAmount: formatted, formattedConvertedAmount: formatted };
}

/** `percent`% of `cents`, rounded half up to a cent. */
export function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}

/**
 * Splits `total` cents over items in proportion to `weights` (largest remainder, so the parts add up
 * exactly). All-zero weights -> all zero parts.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map((value) => Math.floor(value));
  let remainder = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, fraction: value - Math.floor(value) })).sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (remainder <= 0) break;
    parts[index]! += 1;
    remainder -= 1;
  }
  return parts;
}
