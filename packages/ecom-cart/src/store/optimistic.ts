/**
 * Internal (not exported): pure functions that compute the optimistic view of a cart: each takes a cart
 * (or `null`, no cart yet) and returns a new one, never mutating its input. Prices are left as the server
 * last sent them.
 */
import type { AddToCartRequest, Cart, CatalogReference, LineItem } from '@storefront-kit/wire/cart';
import type { PendingLineDisplay } from './types';

/** A stable text for a value: object keys sorted, so `{a, b}` and `{b, a}` compare equal. */
const canonical = (value: unknown): string =>
  value !== null && typeof value === 'object'
    ? Array.isArray(value)
      ? `[${value.map(canonical).join()}]`
      : `{${Object.keys(value)
          .sort()
          .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
          .map((key) => `${key}:${canonical((value as Record<string, unknown>)[key])}`)
          .join()}}`
    : JSON.stringify(value);

/** What identifies a catalogue item: product, app and options (variant or choices). */
export const itemKey = (reference: CatalogReference | undefined): string | undefined =>
  reference && canonical([reference.catalogItemId, reference.appId, reference.options ?? {}]);

const withLines = (cart: Cart | null, lineItems: LineItem[]): Cart => ({ ...cart, lineItems });

const text = (value: string) => ({ original: value, translated: value });

/** The wire fields of a line that show `display` (name, unit price, image, options). */
const shown = ({ productName, price, formattedPrice, image, options }: PendingLineDisplay = {}): Partial<LineItem> => ({
  ...(productName !== undefined && { productName: text(productName) }),
  ...((price ?? formattedPrice) !== undefined && { price: { amount: price, formattedAmount: formattedPrice } }),
  ...(image !== undefined && { image: { url: image } }),
  ...(options && {
    descriptionLines: Object.entries(options).map(([name, value]) => ({ name: text(name), plainText: text(value), lineType: 'PLAIN_TEXT' as const })),
  }),
});

/**
 * Adds the input's lines: a catalogue item already in the cart gets its quantity raised (the platform
 * merges such lines), others appear as new lines with the ids `tempIds` gives, showing `display`.
 */
export function addLines(
  cart: Cart | null,
  input: AddToCartRequest,
  tempId: (index: number) => string,
  display: readonly (PendingLineDisplay | undefined)[] = [],
): Cart {
  const lines = (cart?.lineItems ?? []).slice();
  input.lineItems?.forEach((item, index) => {
    const key = itemKey(item.catalogReference);
    const at = lines.findIndex((line) => !line.customLineItem && itemKey(line.catalogReference) === key);
    const line = lines[at];
    if (line) lines[at] = { ...line, quantity: (line.quantity ?? 0) + item.quantity };
    else lines.push({ ...shown(display[index]), id: tempId(index), quantity: item.quantity, catalogReference: item.catalogReference });
  });
  input.customLineItems?.forEach((item, index) => {
    lines.push({
      id: item.id ?? tempId((input.lineItems?.length ?? 0) + index),
      quantity: item.quantity,
      productName: item.productName,
      price: { amount: item.price },
      ...(item.media && { image: item.media }),
      customLineItem: true,
    });
  });
  return withLines(cart, lines);
}

/** Removes the lines whose (resolved) id is in `ids`. */
export const removeLines = (cart: Cart | null, ids: ReadonlySet<string>): Cart | null =>
  cart && withLines(cart, (cart.lineItems ?? []).filter((line) => !ids.has(line.id ?? '')));

/** Sets one line's quantity from its current one; a result of 0 or less removes the line. */
export const changeQuantity = (cart: Cart | null, id: string, next: (current: number) => number): Cart | null =>
  cart &&
  withLines(
    cart,
    (cart.lineItems ?? []).flatMap((line) => {
      if (line.id !== id) return [line];
      const quantity = next(line.quantity ?? 0);
      return quantity > 0 ? [{ ...line, quantity }] : [];
    }),
  );

/** Replaces the applied coupon (or removes it when `code` is undefined). */
export function setCoupon(cart: Cart | null, code?: string): Cart | null {
  if (!cart) return cart;
  const others = (cart.appliedDiscounts ?? []).filter((discount) => !discount.coupon);
  return { ...cart, appliedDiscounts: code === undefined ? others : [...others, { coupon: { code } }] };
}
