/**
 * `cartV2`: the cart store over the current cart V2 (`/ecom/v2/carts/current`). The calls check their
 * input once with the V2 calls' checks and send it unchecked from the queue; the view adds lines and
 * the coupon in the V2 cart's shape. The checkout hand-off is the store's own (`createCheckoutRedirect`,
 * the current cart's `create-checkout`): cart V2 has no checkout call on the current cart.
 */
import type { RequestClient } from '@storefront-kit/http-core';
import type { AddLineItemsRequest, Cart, CatalogItemInput, EstimateRequest, LineItem } from '@storefront-kit/wire/cart-v2';
import type { PendingLineDisplay } from '../store/version';
import { addCatalogueLines, optionLines, text, withLines } from '../store/view';
import type { CartShapes, CartVersion } from '../store/version';
import { requestBody } from '../validate';
import { type CartWithSummaryEnvelope, sendEstimate } from './cart-calls';
import * as E from './endpoints';
import { cartEnvelope } from './send';
import { addInput } from './validate';

/**
 * The shapes of the current cart V2 for a cart store: V2 carts in the snapshot, `add` takes
 * `{ catalogItems, customItems }`, `estimate` takes V2's estimate input and resolves `{ cart, summary }`.
 *
 * @example
 * ```ts
 * import type { CartStore } from '@storefront-kit/ecom-cart';
 * import type { CartV2Shapes } from '@storefront-kit/ecom-cart/v2';
 * declare const store: CartStore<CartV2Shapes>;
 * const quantity = store.getSnapshot().cart?.lineItems?.[0]?.quantityInfo?.confirmedQuantity;
 * ```
 *
 * @group Stores
 */
export interface CartV2Shapes extends CartShapes {
  cart: Cart;
  addInput: AddLineItemsRequest;
  estimateInput: EstimateRequest;
  estimate: CartWithSummaryEnvelope;
}

/** Sends a call whose input the store has checked, and resolves the cart of its answer. */
const cartOf = async (client: RequestClient, endpoint: typeof E.GET_CART, body?: unknown): Promise<Cart> =>
  (await cartEnvelope(client, endpoint, undefined, body)).cart;

const quantityOf = (line: LineItem) => line.quantityInfo?.confirmedQuantity ?? line.quantityInfo?.requestedQuantity ?? 0;
const withQuantity = (line: LineItem, quantity: number): LineItem => ({
  ...line,
  quantityInfo: { ...line.quantityInfo, requestedQuantity: quantity, confirmedQuantity: quantity },
});

/** The V2 fields of a line that show `display` (name, unit price, image, options); V2 money is never formatted. */
const shown = ({ productName, price, image, options }: PendingLineDisplay = {}): Partial<LineItem> => ({
  ...(productName !== undefined && { name: text(productName) }),
  ...(price !== undefined && { pricing: { unitPrice: { amount: price, convertedAmount: price } } }),
  ...((image !== undefined || options) && {
    attributes: { ...(image !== undefined && { image: { url: image } }), ...(options && { descriptionLines: optionLines(options) }) },
  }),
});

/**
 * The current cart V2 for a cart store: `createCartStore(client, { cart: cartV2 })`,
 * `cartStoreOf(client, { cart: cartV2 })`, or React's `useCart({ cart: cartV2 })`. The store keeps
 * its guarantees (optimistic display, one queue in call order, stale answers dropped, rollback, the
 * session's owner, the checkout after the queue); `applyCoupon` removes a coupon already applied
 * first, as a V2 cart holds one; the checkout goes through the current cart's `create-checkout` and a
 * redirect session, as cart V2 has no checkout call on the current cart (the emulator serves V1 and
 * V2 as one cart).
 *
 * @example
 * ```ts
 * import { createCartStore } from '@storefront-kit/ecom-cart';
 * import { cartV2, STORES_APP_ID } from '@storefront-kit/ecom-cart/v2';
 * import { createClient } from '@storefront-kit/http-core';
 * const store = createCartStore(createClient(), { cart: cartV2 });
 * const result = await store.add({ catalogItems: [{ quantity: 1, catalogReference: { catalogItemId: 'product-id', appId: STORES_APP_ID } }] });
 * if (result.ok) console.log(result.value.subtotal?.amount, result.receipt[0]?.status);
 * ```
 *
 * @group Stores
 */
export const cartV2: CartVersion<CartV2Shapes> = {
  name: 'v2',
  api: {
    read: (client) => cartOf(client, E.GET_CART),
    checkAdd: addInput,
    add: (client, input) => cartOf(client, E.ADD_LINE_ITEMS, input),
    requested: (input) => input.catalogItems ?? [],
    requestedCustom: (input) => (input.customItems ?? []).map((item) => ({ name: item.name.original })),
    remove: (client, lineItemIds) => cartOf(client, E.REMOVE_LINE_ITEMS, { lineItemIds }),
    setQuantity: (client, lineItemId, newQuantity) => cartOf(client, E.UPDATE_LINE_ITEMS, { lineItems: [{ lineItemId, quantity: { newQuantity } }] }),
    applyCoupon: (client, code) => cartOf(client, E.ADD_COUPON, { coupon: { code } }),
    // The applied coupon's code ('' when the answer left it out: still removed first, never put back).
    couponOf: (cart) => cart?.coupons?.[0] && (cart.coupons[0].code ?? ''),
    async removeCoupon(client, known) {
      // By its id on the cart: the last cart confirmed, else the cart read now (none applied: nothing to remove).
      const cart = known?.coupons?.length ? known : await cartOf(client, E.GET_CART);
      const couponId = cart.coupons?.[0]?.id;
      return couponId ? cartOf(client, E.REMOVE_COUPON, { couponId }) : cart;
    },
    checkEstimate: (input) => void requestBody(input),
    estimate: (client, input) => sendEstimate(client, input),
    cartOf: (estimate) => estimate.cart,
    customNameOf: (line) => (line.customLineItem ? line.name?.original : undefined),
    quantityOf,
    withQuantity,
    addLines(cart, input, tempId, display) {
      const newLine = ({ catalogReference, catalogOverrideFields, quantity }: CatalogItemInput, index: number) =>
        withQuantity(
          { ...shown(display[index]), id: tempId(index), source: { catalogReference, ...(catalogOverrideFields !== undefined && { catalogOverrideFields }) } },
          quantity,
        );
      const lines = addCatalogueLines<CartV2Shapes, CatalogItemInput>({ quantityOf, withQuantity }, cart?.lineItems ?? [], input.catalogItems ?? [], newLine);
      if (!lines) return cart;
      input.customItems?.forEach((item, index) => {
        const line: LineItem = {
          id: tempId((input.catalogItems?.length ?? 0) + index),
          name: item.name,
          pricing: { unitPrice: item.pricing.price },
          customLineItem: true,
        };
        lines.push(withQuantity(line, item.quantityInfo.requestedQuantity));
      });
      return withLines<Cart>(cart, lines);
    },
    setCoupon: (cart, code) => cart && { ...cart, coupons: code === undefined ? [] : [{ code }] },
  },
};
