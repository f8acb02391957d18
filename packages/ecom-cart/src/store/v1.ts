/**
 * `cartV1`: the cart store over the V1 current cart (`/ecom/v1/carts/current`), the store's default. The
 * calls check their input once (`checkAdd`, `checkEstimate`, the store's own checks) and send it
 * unchecked from the queue; the view adds lines and coupons in the V1 cart's shape.
 */
import { getCurrentCart, removeCouponFromCurrentCart, sendAdd, sendEstimate, sendQuantities, sendRemove, sendUpdate } from '../calls';
import type { Cart, LineItem } from '@storefront-kit/wire/cart';
import { addInput, requestBody } from '../validate';
import { itemKey } from '../receipt';
import { optionLines, text, withLines } from './view';
import type { PendingLineDisplay } from './version';
import type { CartV1Shapes, CartVersion } from './version';

/** The wire fields of a line that show `display` (name, unit price, image, options). */
const shown = ({ productName, price, formattedPrice, image, options }: PendingLineDisplay = {}): Partial<LineItem> => ({
  ...(productName !== undefined && { productName: text(productName) }),
  ...((price ?? formattedPrice) !== undefined && { price: { amount: price, formattedAmount: formattedPrice } }),
  ...(image !== undefined && { image: { url: image } }),
  ...(options && { descriptionLines: optionLines(options) }),
});

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
    itemOf: (line) => (line.customLineItem ? undefined : itemKey(line.catalogReference)),
    customNameOf: (line) => (line.customLineItem ? line.productName?.original : undefined),
    quantityOf: (line) => line.quantity ?? 0,
    withQuantity: (line, quantity) => ({ ...line, quantity }),
    addLines(cart, input, tempId, display) {
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
      return withLines<Cart>(cart, lines);
    },
    setCoupon(cart, code) {
      if (!cart) return cart;
      const others = (cart.appliedDiscounts ?? []).filter((discount) => !discount.coupon);
      return { ...cart, appliedDiscounts: code === undefined ? others : [...others, { coupon: { code } }] };
    },
  },
};
