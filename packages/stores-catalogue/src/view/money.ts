import type { MoneyView, PriceView } from './types';

const formatters = new Map<string, Intl.NumberFormat>();

/** The amount formatted as the platform would (en-US), for answers that carry no formatted text. */
function format(amount: number, currency: string): string {
  if (!currency) return String(amount);
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(amount);
}

/** A money view from a number or a decimal string, keeping the platform's text when it sent one. */
export function moneyOf(amount: number | string | null | undefined, formatted: string | null | undefined, currency: string): MoneyView | undefined {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (value === undefined || value === null || !Number.isFinite(value)) return undefined;
  return { amount: value, formatted: formatted || format(value, currency) };
}

const ZERO: MoneyView = { amount: 0, formatted: '' };

/** What the shopper pays and, only when it was higher, the price before the discount. */
export function priceOf(pays: MoneyView | undefined, was: MoneyView | undefined, currency: string): PriceView {
  const price = pays ?? was ?? ZERO;
  return was && was.amount > price.amount ? { price, compareAtPrice: was, currency } : { price, currency };
}
