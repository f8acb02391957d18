/** The cart functions as one namespace object, for `createClient({ modules: { currentCart } })`. */
import {
  addToCurrentCart,
  createCheckoutFromCurrentCart,
  deleteCurrentCart,
  estimateCurrentCartTotals,
  getCurrentCart,
  removeCouponFromCurrentCart,
  removeLineItemsFromCurrentCart,
  updateCurrentCart,
  updateCurrentCartLineItemQuantity,
} from './calls';
import { createCheckoutRedirect } from './checkout';

/**
 * The current-cart functions as a namespace (the shape the platform's SDK users know). Bound to a client,
 * each drops its first parameter: `client.currentCart.getCurrentCart()`. Importing the standalone
 * functions instead lets bundlers drop the ones you do not use.
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { currentCart } from '@storefront-kit/ecom-cart';
 * const client = createClient({ modules: { currentCart } });
 * const cart = await client.currentCart.getCurrentCart();
 * await client.currentCart.removeLineItemsFromCurrentCart([cart.lineItems?.[0]?.id ?? '']);
 * ```
 *
 * @group Calls
 */
export const currentCart = {
  getCurrentCart,
  updateCurrentCart,
  deleteCurrentCart,
  addToCurrentCart,
  removeLineItemsFromCurrentCart,
  updateCurrentCartLineItemQuantity,
  removeCouponFromCurrentCart,
  estimateCurrentCartTotals,
  createCheckoutFromCurrentCart,
  createCheckoutRedirect,
};
