/**
 * `cartV1`: the cart store over the V1 current cart (`/ecom/v1/carts/current`), the store's default. The
 * calls check their input once (`checkAdd`, `checkEstimate`, the store's own checks) and send it
 * unchecked from the queue; the view adds lines and coupons in the V1 cart's shape.
 */
import { getCurrentCart, removeCouponFromCurrentCart, sendAdd, sendEstimate, sendQuantities, sendRemove, sendUpdate } from '../calls';
import type { Cart, LineItem, LineItemInput } from '@storefront-kit/wire/cart';
import { addInput, requestBody } from '../validate';
import { addCatalogueLines, optionLines, text, withLines } from './view';
import type { PendingLineDisplay } from './version';
import type { CartV1Shapes, CartVersion } from './version';

/** The wire fields of a line that show `display` (name, unit price, image, options). */
const shown = ({ productName, price, formattedPrice, image, options }: PendingLineDisplay = {}): Partial<LineItem> => ({
  ...(productName !== undefined && { productName: text(productName) }),
  ...((price ?? formattedPrice) !== undefined && { price: { amount: price, formattedAmount: formattedPrice } }),
  ...(image !== undefined && { image: { url: image } }),
  ...(options && { descriptionLines: optionLines(options) }),
});

const quantityOf = (line: LineItem) => line.quantity ?? 0;
const withQuantity = (line: LineItem, quantity: number): LineItem => ({ ...line, quantity });

/**
 * The V1 current cart for a cart store: the default of `createCartStore` and `cartStoreOf`. Name it to
 * be explicit, or to tell `cartStoreOf` which version the client's store runs over.
 *
 * @example
 * ```ts
 * import { cartStoreOf, cartV1 } from '@storefront-kit/ecom-cart';
 * import { createClient } from '@storefront-kit/http-core';
 * const store = cartStoreOf(createClient(), { cart: cartV1 }); // the same as cartStoreOf(client)
 * ```
 *
 * @group Stores
 */
export const cartV1: CartVersion<CartV1Shapes> = {
  name: 'v1',
  api: {
    read: (client) => getCurrentCart(client),
    checkAdd: addInput,
    add: (client, input) => sendAdd(client, input),
    requested: (input) => input.lineItems ?? [],
    requestedCustom: (input) => (input.customLineItems ?? []).map((item) => ({ name: item.productName.original, id: item.id })),
    remove: (client, lineItemIds) => sendRemove(client, lineItemIds),
    setQuantity: (client, id, quantity) => sendQuantities(client, [{ id, quantity }]),
    // The V1 update replaces the coupon applied.
    applyCoupon: (client, couponCode) => sendUpdate(client, { couponCode }),
    couponOf: () => undefined,
    removeCoupon: (client) => removeCouponFromCurrentCart(client),
    checkEstimate: (input) => void requestBody(input),
    estimate: (client, input) => sendEstimate(client, input),
    cartOf: (estimate) => estimate.cart,
    customNameOf: (line) => (line.customLineItem ? line.productName?.original : undefined),
    quantityOf,
    withQuantity,
    addLines(cart, input, tempId, display) {
      // A new line holds what its input asks for (the fields it merges by among them), shown with `display`.
      const newLine = (item: LineItemInput, index: number): LineItem => ({ ...shown(display[index]), ...item, id: tempId(index) });
      const lines = addCatalogueLines<CartV1Shapes, LineItemInput>({ quantityOf, withQuantity }, cart?.lineItems ?? [], input.lineItems ?? [], newLine);
      if (!lines) return cart;
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
      return withLines<Cart>(cart, lines);
    },
    setCoupon(cart, code) {
      if (!cart) return cart;
      const others = (cart.appliedDiscounts ?? []).filter((discount) => !discount.coupon);
      return { ...cart, appliedDiscounts: code === undefined ? others : [...others, { coupon: { code } }] };
    },
  },
};
