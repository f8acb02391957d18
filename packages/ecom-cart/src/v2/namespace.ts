/** The current cart V2 functions as one namespace object, for `createClient({ modules: { currentCartV2 } })`. */
import {
  calculateCurrentCart,
  createCurrentCart,
  deleteCurrentCart,
  estimateCurrentCart,
  getCurrentCart,
  getUpsellOptionsForCurrentCart,
  refreshCurrentCart,
  updateCurrentCart,
} from './cart-calls';
import {
  addCouponToCurrentCart,
  addGiftCardToCurrentCart,
  addLineItemsToCurrentCart,
  removeCouponFromCurrentCart,
  removeDeliveryMethodFromCurrentCart,
  removeGiftCardFromCurrentCart,
  removeLineItemsFromCurrentCart,
  setDeliveryMethodForCurrentCart,
  updateFormSubmissionsInCurrentCart,
  updateLineItemsInCurrentCart,
} from './line-calls';

/**
 * The current cart V2 functions as a namespace, named as the official SDK's `currentCartV2` module.
 * Bound to a client, each drops its first parameter: `client.currentCartV2.getCurrentCart()`. Importing
 * the standalone functions instead lets bundlers drop the ones you do not use.
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { currentCartV2, STORES_APP_ID } from '@storefront-kit/ecom-cart/v2';
 * const client = createClient({ modules: { currentCartV2 } });
 * const { cart } = await client.currentCartV2.addLineItemsToCurrentCart({
 *   catalogItems: [{ quantity: 1, catalogReference: { catalogItemId: 'product-id', appId: STORES_APP_ID } }],
 * });
 * await client.currentCartV2.updateLineItemsInCurrentCart({ lineItems: [{ lineItemId: cart.lineItems?.[0]?.id ?? '', quantity: { newQuantity: 2 } }] });
 * ```
 *
 * @group Calls
 */
export const currentCartV2 = {
  getCurrentCart,
  createCurrentCart,
  updateCurrentCart,
  deleteCurrentCart,
  refreshCurrentCart,
  calculateCurrentCart,
  estimateCurrentCart,
  addLineItemsToCurrentCart,
  removeLineItemsFromCurrentCart,
  updateLineItemsInCurrentCart,
  addCouponToCurrentCart,
  removeCouponFromCurrentCart,
  setDeliveryMethodForCurrentCart,
  removeDeliveryMethodFromCurrentCart,
  addGiftCardToCurrentCart,
  removeGiftCardFromCurrentCart,
  updateFormSubmissionsInCurrentCart,
  getUpsellOptionsForCurrentCart,
};
