/**
 * The current cart V2's calls on the cart itself: read, create, update, delete, refresh, the totals and
 * the upsell options. As the official `currentCartV2` module does, each resolves the platform's whole
 * answer: `{ cart }`, `{ cart, summary }` or `{ itemsUpsells }`; `deleteCurrentCart` resolves nothing.
 * (The V1 calls resolve the bare `Cart`, as the official V1 module does.)
 */
import type { RequestClient } from '@storefront-kit/http-core';
import type { CalculateRequest, CartInput, CartSummary, CreateCurrentCartRequest, EstimateRequest, UpsellOptionsResponse } from '@storefront-kit/wire/cart-v2';
import { type CartCallOptions, send } from '../calls';
import * as E from './endpoints';
import { answerOf, type CartEnvelope, cartEnvelope } from './send';
import { requestBody } from '../validate';
import { createInput } from './validate';

/**
 * The answer of `calculateCurrentCart` and `estimateCurrentCart`: the cart and its totals.
 *
 * @group Types
 */
export interface CartWithSummaryEnvelope extends CartEnvelope {
  summary: CartSummary;
}

/**
 * Reads the current visitor's or member's cart (`GET /ecom/v2/carts/current`, on the api host so a read
 * right after a write sees it).
 *
 * @param client - a client from `createClient` with visitor or member auth
 * @param options - `signal`, `timeoutMs`
 * @returns `{ cart }`
 * @throws {HttpError} 404 when the shopper has no cart yet (the emulator answers `OWNED_CART_NOT_FOUND`, as V1; see `isNoCartError`)
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { isNoCartError } from '@storefront-kit/ecom-cart';
 * import { getCurrentCart } from '@storefront-kit/ecom-cart/v2';
 * const answer = await getCurrentCart(createClient()).catch((e) => (isNoCartError(e) ? null : Promise.reject(e)));
 * console.log(answer?.cart.subtotal?.amount);
 * ```
 *
 * @group Calls
 */
export async function getCurrentCart(client: RequestClient, options?: CartCallOptions): Promise<CartEnvelope> {
  return cartEnvelope(client, E.GET_CART, options);
}

/**
 * Creates the shopper's current cart (`POST /ecom/v2/carts/current`), with items, cart fields, a coupon,
 * a delivery method and gift cards, all optional.
 *
 * @param client - a client with visitor or member auth
 * @param input - `cart` (note, customer, addresses), `catalogItems`, `customItems`, `coupons` (one at most), `deliveryMethod`, `giftCards`
 * @param options - `signal`, `timeoutMs`
 * @returns `{ cart }`
 * @throws {ValidationError} more than 100 items, a bad quantity, more than one coupon, a bad coupon or gift card code, an empty delivery method code
 * @throws {HttpError} 400 with `fieldViolations` for a field the platform refuses (a price, an email, a URL, ...)
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { createCurrentCart, STORES_APP_ID } from '@storefront-kit/ecom-cart/v2';
 * const { cart } = await createCurrentCart(createClient(), {
 *   cart: { note: 'Leave at the door' },
 *   catalogItems: [{ quantity: 1, catalogReference: { catalogItemId: 'product-id', appId: STORES_APP_ID } }],
 * });
 * ```
 *
 * @group Calls
 */
export async function createCurrentCart(client: RequestClient, input?: CreateCurrentCartRequest, options?: CartCallOptions): Promise<CartEnvelope> {
  return cartEnvelope(client, E.CREATE_CART, options, createInput(input));
}

/**
 * Changes the cart's own fields (`PATCH /ecom/v2/carts/current`, body `{ cart }`): note, customer,
 * delivery address, billing, checkout URL. Lines, coupons, the delivery method and gift cards have their
 * own calls.
 *
 * @param client - a client with visitor or member auth
 * @param cart - the fields to change; the fields left out stay
 * @param options - `signal`, `timeoutMs`
 * @returns `{ cart }`
 * @throws {ValidationError} a `cart` that is not an object, control characters
 * @throws {HttpError} 400 with `fieldViolations` for a field the platform refuses (a note over 1000 characters, a bad email or URL, ...)
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { updateCurrentCart } from '@storefront-kit/ecom-cart/v2';
 * const { cart } = await updateCurrentCart(createClient(), { note: 'Ring twice', deliveryInfo: { address: { country: 'US', city: 'Albany' } } });
 * ```
 *
 * @group Calls
 */
export async function updateCurrentCart(client: RequestClient, cart: CartInput, options?: CartCallOptions): Promise<CartEnvelope> {
  return cartEnvelope(client, E.UPDATE_CART, options, { cart: requestBody(cart, 'cart') });
}

/**
 * Deletes the cart (`DELETE /ecom/v2/carts/current`).
 *
 * @param client - a client with visitor or member auth
 * @param options - `signal`, `timeoutMs`
 * @throws {HttpError} when there is no cart
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { deleteCurrentCart } from '@storefront-kit/ecom-cart/v2';
 * await deleteCurrentCart(createClient());
 * ```
 *
 * @group Calls
 */
export async function deleteCurrentCart(client: RequestClient, options?: CartCallOptions): Promise<void> {
  await send(client, E.DELETE_CART, options);
}

/**
 * Re-reads the cart's prices and stock from the catalogue (`POST /ecom/v2/carts/current/refresh`, body `{}`).
 *
 * @param client - a client with visitor or member auth
 * @param options - `signal`, `timeoutMs`
 * @returns `{ cart }`
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { refreshCurrentCart } from '@storefront-kit/ecom-cart/v2';
 * const { cart } = await refreshCurrentCart(createClient());
 * ```
 *
 * @group Calls
 */
export async function refreshCurrentCart(client: RequestClient, options?: CartCallOptions): Promise<CartEnvelope> {
  return cartEnvelope(client, E.REFRESH, options, {});
}

/**
 * The cart's totals (`POST /ecom/v2/carts/current/calculate`), for its own delivery address and method.
 * Retried like a GET after a 503 or a dropped connection, unless `refreshCart: true` (it then writes the
 * cart's prices first, so it is sent once).
 *
 * @param client - a client with visitor or member auth
 * @param input - `refreshCart`: re-read the catalogue first
 * @param options - `signal`, `timeoutMs`
 * @returns `{ cart, summary }`
 * @throws {ValidationError} an input that is not an object
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { calculateCurrentCart } from '@storefront-kit/ecom-cart/v2';
 * const { summary } = await calculateCurrentCart(createClient());
 * console.log(summary.priceSummary?.total?.amount);
 * ```
 *
 * @group Calls
 */
export async function calculateCurrentCart(client: RequestClient, input: CalculateRequest = {}, options?: CartCallOptions): Promise<CartWithSummaryEnvelope> {
  const body = requestBody(input);
  return cartEnvelope(client, body.refreshCart === true ? E.CALCULATE_REFRESHING : E.CALCULATE, options, body);
}

/** Sends an estimate input already checked (`requestBody`): retried, unless it refreshes the cart first. */
export const sendEstimate = (client: RequestClient, body: EstimateRequest, options?: CartCallOptions): Promise<CartWithSummaryEnvelope> =>
  cartEnvelope(client, body.refreshCart === true ? E.ESTIMATE_REFRESHING : E.ESTIMATE, options, body);

/**
 * Estimates the cart's totals (`POST /ecom/v2/carts/current/estimate`), choosing what to calculate and
 * how strictly to validate. Retried like a GET after a 503 or a dropped connection, unless
 * `refreshCart: true` (it then writes the cart's prices first, so it is sent once).
 *
 * @param client - a client with visitor or member auth
 * @param input - `validationConfig`, `calculateDelivery`, `calculateTax`, `calculateAdditionalFees`, `calculateGiftCards`, `refreshCart`
 * @param options - `signal`, `timeoutMs`
 * @returns `{ cart, summary }` (`summary.violations` lists what keeps the cart from checking out)
 * @throws {ValidationError} an input that is not an object
 * @throws {HttpError} 400 with `fieldViolations` for a `validationConfig` that is not one of `VALIDATION_CONFIGS`
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { estimateCurrentCart } from '@storefront-kit/ecom-cart/v2';
 * const { summary } = await estimateCurrentCart(createClient(), { calculateTax: true, validationConfig: 'PRE_CHECKOUT_VALIDATIONS' });
 * ```
 *
 * @group Calls
 */
export async function estimateCurrentCart(client: RequestClient, input: EstimateRequest = {}, options?: CartCallOptions): Promise<CartWithSummaryEnvelope> {
  return sendEstimate(client, requestBody(input), options);
}

/**
 * Upsell offers for the cart's lines (`GET /ecom/v2/carts/current/upsell-options`; the official module
 * exports it without typing it).
 *
 * @param client - a client with visitor or member auth
 * @param options - `signal`, `timeoutMs`
 * @returns `{ itemsUpsells }`
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { getUpsellOptionsForCurrentCart } from '@storefront-kit/ecom-cart/v2';
 * const { itemsUpsells = [] } = await getUpsellOptionsForCurrentCart(createClient());
 * ```
 *
 * @group Calls
 */
export async function getUpsellOptionsForCurrentCart(client: RequestClient, options?: CartCallOptions): Promise<UpsellOptionsResponse> {
  return answerOf(client, E.UPSELL_OPTIONS, options);
}
