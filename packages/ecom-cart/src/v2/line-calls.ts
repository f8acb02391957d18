/**
 * The current cart V2's calls on what the cart holds: lines, the coupon, the delivery method, gift cards
 * and form submissions. Each resolves `{ cart }`, as the official `currentCartV2` module does.
 */
import { type RequestClient, requireId } from '@storefront-kit/http-core';
import { MAX_FORM_SUBMISSIONS } from '@storefront-kit/wire/cart-v2';
import type {
  AddLineItemsRequest,
  CouponInput,
  DeliveryMethodInput,
  GiftCardInput,
  LineItemUpdate,
  UpdateFormSubmissionsRequest,
} from '@storefront-kit/wire/cart-v2';
import type { CartCallOptions } from '../calls';
import { lineIds, requestBody, upTo } from '../validate';
import * as E from './endpoints';
import { type CartEnvelope, cartEnvelope } from './send';
import { addInput, couponInput, deliveryMethodInput, giftCardInput, lineUpdates } from './validate';

/**
 * Adds catalogue items and/or custom items (`POST /ecom/v2/carts/current/add-line-items`), creating the
 * cart if needed. The platform merges an item with a line of the same item.
 *
 * @param client - a client with visitor or member auth
 * @param input - `catalogItems` (`catalogReference`, `quantity`), `customItems` (`name`, `quantityInfo`, `pricing`, `attributes.itemType`)
 * @param options - `signal`, `timeoutMs`
 * @returns `{ cart }`
 * @throws {ValidationError} no item at all, more than 100, a quantity that is not an integer from 1 to 100000, control characters
 * @throws {HttpError} 400 with `fieldViolations` for a field the platform refuses (a catalogue reference,
 *   a custom item's name, price or item type, ...)
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { addLineItemsToCurrentCart, STORES_APP_ID } from '@storefront-kit/ecom-cart/v2';
 * const { cart } = await addLineItemsToCurrentCart(createClient(), {
 *   catalogItems: [{ quantity: 1, catalogReference: { catalogItemId: 'product-id', appId: STORES_APP_ID, options: { variantId: 'v1' } } }],
 * });
 * ```
 *
 * @group Calls
 */
export async function addLineItemsToCurrentCart(client: RequestClient, input: AddLineItemsRequest, options?: CartCallOptions): Promise<CartEnvelope> {
  return cartEnvelope(client, E.ADD_LINE_ITEMS, options, addInput(input));
}

/**
 * Removes lines by id (`POST /ecom/v2/carts/current/remove-line-items`). Duplicate ids are sent once.
 *
 * @param client - a client with visitor or member auth
 * @param lineItemIds - 1 to 100 line ids
 * @param options - `signal`, `timeoutMs`
 * @returns `{ cart }`
 * @throws {ValidationError} an empty list or an empty id
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { removeLineItemsFromCurrentCart } from '@storefront-kit/ecom-cart/v2';
 * const { cart } = await removeLineItemsFromCurrentCart(createClient(), ['line-1']);
 * ```
 *
 * @group Calls
 */
export async function removeLineItemsFromCurrentCart(client: RequestClient, lineItemIds: readonly string[], options?: CartCallOptions): Promise<CartEnvelope> {
  return cartEnvelope(client, E.REMOVE_LINE_ITEMS, options, { lineItemIds: lineIds(lineItemIds) });
}

/**
 * Sets line quantities (`POST /ecom/v2/carts/current/update-line-items`); a new quantity of 0 removes the line.
 *
 * @param client - a client with visitor or member auth
 * @param input - `lineItems`: `{ lineItemId, quantity: { newQuantity } }` entries, each line once
 * @param options - `signal`, `timeoutMs`
 * @returns `{ cart }`
 * @throws {ValidationError} an empty list, more than 100 entries, an empty or repeated line id, a quantity that is not an integer from 0 to 100000
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { updateLineItemsInCurrentCart } from '@storefront-kit/ecom-cart/v2';
 * const { cart } = await updateLineItemsInCurrentCart(createClient(), { lineItems: [{ lineItemId: 'line-1', quantity: { newQuantity: 3 } }] });
 * ```
 *
 * @group Calls
 */
export async function updateLineItemsInCurrentCart(
  client: RequestClient,
  input: { lineItems: readonly LineItemUpdate[] },
  options?: CartCallOptions,
): Promise<CartEnvelope> {
  return cartEnvelope(client, E.UPDATE_LINE_ITEMS, options, { lineItems: lineUpdates(requestBody(input).lineItems as LineItemUpdate[]) });
}

/**
 * Applies a coupon by code (`POST /ecom/v2/carts/current/add-coupon`); a cart holds one at most.
 *
 * @param client - a client with visitor or member auth
 * @param coupon - `{ code }`, trimmed
 * @param options - `signal`, `timeoutMs`
 * @returns `{ cart }` (`cart.coupons[0].id` is what {@link removeCouponFromCurrentCart} takes)
 * @throws {ValidationError} an empty code, one over 100 characters or with control characters
 * @throws {HttpError} e.g. `INVALID_COUPON_CODE`, `INVALID_COUPON_STATUS`, `MAX_COUPONS_PER_CART_EXCEEDED`
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { addCouponToCurrentCart } from '@storefront-kit/ecom-cart/v2';
 * const { cart } = await addCouponToCurrentCart(createClient(), { code: ' SAVE10 ' });
 * ```
 *
 * @group Calls
 */
export async function addCouponToCurrentCart(client: RequestClient, coupon: CouponInput, options?: CartCallOptions): Promise<CartEnvelope> {
  return cartEnvelope(client, E.ADD_COUPON, options, { coupon: couponInput(coupon) });
}

/**
 * Removes the coupon (`POST /ecom/v2/carts/current/remove-coupon`) by its id on the cart, not its code.
 *
 * @param client - a client with visitor or member auth
 * @param couponId - `cart.coupons[0].id`
 * @param options - `signal`, `timeoutMs`
 * @returns `{ cart }`
 * @throws {ValidationError} an empty id
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { getCurrentCart, removeCouponFromCurrentCart } from '@storefront-kit/ecom-cart/v2';
 * const client = createClient();
 * const coupon = (await getCurrentCart(client)).cart.coupons?.[0];
 * if (coupon?.id) await removeCouponFromCurrentCart(client, coupon.id);
 * ```
 *
 * @group Calls
 */
export async function removeCouponFromCurrentCart(client: RequestClient, couponId: string, options?: CartCallOptions): Promise<CartEnvelope> {
  return cartEnvelope(client, E.REMOVE_COUPON, options, { couponId: requireId(couponId, 'couponId') });
}

/**
 * Selects the delivery method (`POST /ecom/v2/carts/current/set-delivery-method`).
 *
 * @param client - a client with visitor or member auth
 * @param deliveryMethod - `{ code, appId? }`, a code from the delivery options of the cart's address
 * @param options - `signal`, `timeoutMs`
 * @returns `{ cart }`
 * @throws {ValidationError} an empty code
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { setDeliveryMethodForCurrentCart } from '@storefront-kit/ecom-cart/v2';
 * const { cart } = await setDeliveryMethodForCurrentCart(createClient(), { code: 'express' });
 * ```
 *
 * @group Calls
 */
export async function setDeliveryMethodForCurrentCart(
  client: RequestClient,
  deliveryMethod: DeliveryMethodInput,
  options?: CartCallOptions,
): Promise<CartEnvelope> {
  return cartEnvelope(client, E.SET_DELIVERY_METHOD, options, { deliveryMethod: deliveryMethodInput(deliveryMethod) });
}

/**
 * Removes the delivery method (`POST /ecom/v2/carts/current/remove-delivery-method`, body `{}`).
 *
 * @param client - a client with visitor or member auth
 * @param options - `signal`, `timeoutMs`
 * @returns `{ cart }`
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { removeDeliveryMethodFromCurrentCart } from '@storefront-kit/ecom-cart/v2';
 * const { cart } = await removeDeliveryMethodFromCurrentCart(createClient());
 * ```
 *
 * @group Calls
 */
export async function removeDeliveryMethodFromCurrentCart(client: RequestClient, options?: CartCallOptions): Promise<CartEnvelope> {
  return cartEnvelope(client, E.REMOVE_DELIVERY_METHOD, options, {});
}

/**
 * Applies a gift card (`POST /ecom/v2/carts/current/add-gift-card`).
 *
 * @param client - a client with visitor or member auth
 * @param giftCard - `{ code, redeemAmount? }`, the code trimmed, 8 to 20 characters
 * @param options - `signal`, `timeoutMs`
 * @returns `{ cart }`
 * @throws {ValidationError} a code of another length or with control characters
 * @throws {HttpError} e.g. `INVALID_GIFT_CARD_CODE`
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { addGiftCardToCurrentCart } from '@storefront-kit/ecom-cart/v2';
 * const { cart } = await addGiftCardToCurrentCart(createClient(), { code: 'GIFT-1234' });
 * ```
 *
 * @group Calls
 */
export async function addGiftCardToCurrentCart(client: RequestClient, giftCard: GiftCardInput, options?: CartCallOptions): Promise<CartEnvelope> {
  return cartEnvelope(client, E.ADD_GIFT_CARD, options, { giftCard: giftCardInput(giftCard) });
}

/**
 * Removes a gift card (`POST /ecom/v2/carts/current/remove-gift-card`) by its id on the cart.
 *
 * @param client - a client with visitor or member auth
 * @param giftCardId - `cart.paymentInfo.giftCards[n].id`
 * @param options - `signal`, `timeoutMs`
 * @returns `{ cart }`
 * @throws {ValidationError} an empty id
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { removeGiftCardFromCurrentCart } from '@storefront-kit/ecom-cart/v2';
 * const { cart } = await removeGiftCardFromCurrentCart(createClient(), 'gift-card-id');
 * ```
 *
 * @group Calls
 */
export async function removeGiftCardFromCurrentCart(client: RequestClient, giftCardId: string, options?: CartCallOptions): Promise<CartEnvelope> {
  return cartEnvelope(client, E.REMOVE_GIFT_CARD, options, { giftCardId: requireId(giftCardId, 'giftCardId') });
}

/**
 * Records form submissions for the cart's lines (`POST /ecom/v2/carts/current/update-forms-submission`).
 *
 * @param client - a client with visitor or member auth
 * @param input - `formSubmissions`: `{ id, formSubmissionId }` entries, at most 1000
 * @param options - `signal`, `timeoutMs`
 * @returns `{ cart }`
 * @throws {ValidationError} more than 1000 entries
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { updateFormSubmissionsInCurrentCart } from '@storefront-kit/ecom-cart/v2';
 * const { cart } = await updateFormSubmissionsInCurrentCart(createClient(), { formSubmissions: [{ id: 'form-id', formSubmissionId: 'submission-id' }] });
 * ```
 *
 * @group Calls
 */
export async function updateFormSubmissionsInCurrentCart(
  client: RequestClient,
  input: UpdateFormSubmissionsRequest = {},
  options?: CartCallOptions,
): Promise<CartEnvelope> {
  upTo(requestBody(input).formSubmissions, 'formSubmissions', MAX_FORM_SUBMISSIONS);
  return cartEnvelope(client, E.UPDATE_FORM_SUBMISSIONS, options, input);
}
