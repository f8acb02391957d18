/**
 * The cart V2 answers the platform's typings name but no capture confirms: each decision is made here,
 * once. UNCONFIRMED throughout: the status codes (the typings give codes, not statuses), and which
 * code a V2 call answers where the V1 cart answers its own.
 *
 * - A visitor or member without a cart: `GET /ecom/v2/carts/current` (and every call that needs a cart)
 *   answers what V1 answers, 404 `OWNED_CART_NOT_FOUND` (`ownedCartNotFound` in `../errors`): no code is
 *   declared for V2, and the two views are one cart. `create` and `add-line-items` create the cart.
 * - `POST current` on a shopper who has a cart: see `createCart` in `./routes`.
 */
import { PlatformError } from '../../core/platform-error';

/** An unknown coupon code: 400 `INVALID_COUPON_CODE` (V1's `ERROR_COUPON_DOES_NOT_EXIST`). */
export const invalidCouponCode = (code: string): PlatformError =>
  PlatformError.application(400, 'INVALID_COUPON_CODE', `Coupon ${code} does not exist`, 'Invalid coupon code', { couponCode: code });

/** An expired coupon: 400 `INVALID_COUPON_STATUS` (V1's `ERROR_COUPON_IS_EXPIRED`). */
export const invalidCouponStatus = (code: string): PlatformError =>
  PlatformError.application(400, 'INVALID_COUPON_STATUS', `Coupon ${code} has expired`, 'Invalid coupon status', { couponCode: code });

/** `add-coupon` with the code the cart already has: 400 `COUPON_ALREADY_EXISTS`. */
export const couponAlreadyExists = (code: string): PlatformError =>
  PlatformError.application(400, 'COUPON_ALREADY_EXISTS', `Coupon ${code} is already applied`, 'Coupon already exists', { couponCode: code });

/** `add-coupon` on a cart that has another coupon (one at most): 400 `MAX_COUPONS_PER_CART_EXCEEDED`. */
export const maxCouponsExceeded = (): PlatformError =>
  PlatformError.application(400, 'MAX_COUPONS_PER_CART_EXCEEDED', 'A cart holds one coupon at most', 'Max coupons per cart exceeded');

/** `remove-coupon` with an id the cart's coupon does not have: 404 `COUPON_NOT_FOUND_IN_CART`. */
export const couponNotFoundInCart = (couponId: string): PlatformError =>
  PlatformError.application(404, 'COUPON_NOT_FOUND_IN_CART', `Coupon ${couponId} is not in the cart`, 'Coupon not found in cart', { couponId });

/**
 * `remove-line-items` or `update-line-items` naming a line the cart does not hold: 404
 * `LINE_ITEM_NOT_FOUND_IN_CART`, nothing changed (V1's remove ignores unknown ids, its quantity update
 * answers a 400 validation error).
 */
export const lineItemNotFoundInCart = (lineItemIds: string[]): PlatformError =>
  PlatformError.application(404, 'LINE_ITEM_NOT_FOUND_IN_CART', `Line items not in the cart: ${lineItemIds.join(', ')}`, 'Line item not found in cart', {
    lineItemIds,
  });

/** `set-delivery-method` with a code the cart's address is not offered: 400 `DELIVERY_METHOD_NOT_FOUND`. */
export const deliveryMethodNotFound = (code: string): PlatformError =>
  PlatformError.application(400, 'DELIVERY_METHOD_NOT_FOUND', `No delivery method ${code} for this cart`, 'Delivery method not found', { code });

/** `add-gift-card`: the emulator issues no gift cards, so every code is 400 `INVALID_GIFT_CARD_CODE`. */
export const invalidGiftCardCode = (): PlatformError =>
  PlatformError.application(400, 'INVALID_GIFT_CARD_CODE', 'No gift card has this code', 'Invalid gift card code');

/** `remove-gift-card`: no cart holds a gift card, so every id is 404 `GIFT_CARD_NOT_FOUND_IN_CART`. */
export const giftCardNotFoundInCart = (giftCardId: string): PlatformError =>
  PlatformError.application(404, 'GIFT_CARD_NOT_FOUND_IN_CART', `Gift card ${giftCardId} is not in the cart`, 'Gift card not found in cart', { giftCardId });

/**
 * A cart id the caller cannot reach (`/ecom/v2/carts/{cartId}`): 404 `CART_NOT_FOUND`, the platform's
 * code for a cart id that is gone. A visitor or member reaches only their own current cart by id, a
 * merchant any cart (the by-id permissions are not captured either).
 */
export const cartNotFound = (cartId: string): PlatformError =>
  PlatformError.application(404, 'CART_NOT_FOUND', `Cart ${cartId} not found`, 'Cart not found', { cartId });

/**
 * A change to a cart marked as completed (`mark-cart-as-completed`), or a second order of it: 400
 * `CART_ALREADY_ORDERED` (the code the typings give update, refresh, calculate, estimate and place-order;
 * the status is UNCONFIRMED). Reading and deleting it stay allowed.
 */
export const cartAlreadyOrdered = (cartId: string): PlatformError =>
  PlatformError.application(400, 'CART_ALREADY_ORDERED', `Cart ${cartId} was already ordered`, 'Cart already ordered', { cartId });

/**
 * `GET /ecom/v2/carts/handle-async-checkout-completion?token=`: the token is a server-signed JWT the
 * platform issues when a payment completes later (Wix Cashier, an external provider). The emulator
 * places every order at once and issues none, so a token is refused as an invalid argument: 400 naming
 * `token` (missing, over 4096 characters, or not one of its own). UNCONFIRMED: the platform's answer to
 * a bad token (no code is declared for this call).
 */
export const checkoutCompletionTokenRefused = (token: string | undefined): PlatformError =>
  PlatformError.validation([
    {
      field: 'token',
      description: token ? 'not a checkout completion token of this site (the emulator takes no asynchronous payments)' : 'token is required',
      violatedRule: token ? 'VALIDATION' : 'REQUIRED_FIELD',
    },
  ]);
