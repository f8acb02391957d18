/**
 * Internal (not exported): pure functions that compute the optimistic view of a cart of either version:
 * each takes a cart (or `null`, no cart yet) and returns a new one, never mutating its input. Prices are
 * left as the server last sent them. What depends on the cart's shape (adding lines, the coupon) is the
 * version's (`./v1`, `../v2/store`).
 */
import type { CatalogReference } from '@storefront-kit/wire/cart';
import type { AnyCart, CartApi, CartShapes } from './version';

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

/** A translatable string of one text. */
export const text = (value: string) => ({ original: value, translated: value });

/** A pending line's chosen options (`{ Size: 'M' }`) as plain-text description lines. */
export const optionLines = (options: Record<string, string>) =>
  Object.entries(options).map(([name, value]) => ({ name: text(name), plainText: text(value), lineType: 'PLAIN_TEXT' as const }));

/** `cart` (an empty one for `null`) with other lines. */
export const withLines = <C extends AnyCart>(cart: C | null, lineItems: NonNullable<C['lineItems']>): C => ({ ...cart, lineItems }) as C;

/** Removes the lines whose (resolved) id is in `ids`. */
export const removeLines = <C extends AnyCart>(cart: C | null, ids: ReadonlySet<string>): C | null =>
  cart && withLines(cart, (cart.lineItems ?? []).filter((line) => !ids.has(line.id ?? '')) as NonNullable<C['lineItems']>);

/** Sets one line's quantity from its current one; a result of 0 or less removes the line. */
export const changeQuantity = <S extends CartShapes>(
  api: CartApi<S>,
  cart: S['cart'] | null,
  id: string,
  next: (current: number) => number,
): S['cart'] | null =>
  cart &&
  withLines(
    cart,
    (cart.lineItems ?? []).flatMap((line) => {
      if (line.id !== id) return [line];
      const quantity = next(api.quantityOf(line));
      return quantity > 0 ? [api.withQuantity(line, quantity)] : [];
    }) as NonNullable<S['cart']['lineItems']>,
  );
