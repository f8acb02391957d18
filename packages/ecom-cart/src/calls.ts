/**
 * The nine current-cart calls. Return shapes are uniform: every call that answers a cart resolves the
 * `Cart` itself (never `{ cart }`), `estimateCurrentCartTotals` resolves the whole estimate,
 * `createCheckoutFromCurrentCart` resolves `{ checkoutId }`, `deleteCurrentCart` resolves nothing.
 */
import { type CallOptions, type Endpoint, InvalidResponseError, type RequestClient, requireEntity, reviveNumbers } from '@storefront-kit/http-core';
import * as E from './endpoints';
import { NUMERIC_FIELDS } from './numbers';
import type {
  AddToCartRequest,
  Cart,
  CreateCheckoutRequest,
  CreateCheckoutResponse,
  EstimateTotalsRequest,
  EstimateTotalsResponse,
  LineItemQuantityUpdate,
  UpdateCartRequest,
} from '@storefront-kit/wire/cart';
import { addInput, lineIds, quantityUpdates, requestBody, updateInput } from './validate';

/**
 * Per-call options of every cart function: http-core's `CallOptions` (`signal`, `timeoutMs`), the same
 * type every package's calls take.
 *
 * @group Calls
 */
export type CartCallOptions = CallOptions;

type Answer = { cart?: Cart; checkoutId?: string };

/** Sends one cart call with the per-call options (shared by the V1 and V2 calls). */
export const send = (client: RequestClient, endpoint: Endpoint, options: CartCallOptions = {}, body?: unknown) =>
  client.request<Answer>(endpoint, { body, signal: options.signal, timeoutMs: options.timeoutMs });

/** The `cart` of an answer (non-finite numbers revived), or an InvalidResponseError when it has none. */
const cartOf = async (answer: Promise<Answer>): Promise<Cart> => reviveNumbers((await requireEntity(answer, 'cart')).cart, NUMERIC_FIELDS);

// The calls with inputs already checked: the public calls below check, then send; the cart store checks
// once, when an action is called, and sends later from its queue.
/** Sends an add-to-cart input already checked (`addInput`). */
export const sendAdd = (client: RequestClient, input: AddToCartRequest, options?: CartCallOptions) => cartOf(send(client, E.ADD_TO_CART, options, input));
/** Sends an update already checked (`updateInput`). */
export const sendUpdate = (client: RequestClient, input: UpdateCartRequest, options?: CartCallOptions) => cartOf(send(client, E.UPDATE_CART, options, input));
/** Removes lines by ids already checked (`lineIds`). */
export const sendRemove = (client: RequestClient, lineItemIds: string[], options?: CartCallOptions) =>
  cartOf(send(client, E.REMOVE_LINE_ITEMS, options, { lineItemIds }));
/** Sends quantity updates already checked (`quantityUpdates`). */
export const sendQuantities = (client: RequestClient, lineItems: LineItemQuantityUpdate[], options?: CartCallOptions) =>
  cartOf(send(client, E.UPDATE_QUANTITY, options, { lineItems }));
/** Sends an estimate input already checked (`requestBody`). */
export const sendEstimate = async (client: RequestClient, input: EstimateTotalsRequest, options?: CartCallOptions) =>
  reviveNumbers((await send(client, E.ESTIMATE_TOTALS, options, input)) as EstimateTotalsResponse, NUMERIC_FIELDS);

/**
 * Reads the current visitor's or member's cart (`GET /ecom/v1/carts/current`, on the api host so a read
 * right after a write sees it).
 *
 * @param client - a client from `createClient` with visitor or member auth
 * @param options - `signal`, `timeoutMs`
 * @returns the cart
 * @throws {HttpError} code `OWNED_CART_NOT_FOUND` (404) when the visitor or member has no cart yet (see `isNoCartError`)
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { getCurrentCart, isNoCartError } from '@storefront-kit/ecom-cart';
 * const client = createClient();
 * const cart = await getCurrentCart(client).catch((e) => (isNoCartError(e) ? null : Promise.reject(e)));
 * ```
 *
 * @group Calls
 */
export async function getCurrentCart(client: RequestClient, options?: CartCallOptions): Promise<Cart> {
  return cartOf(send(client, E.GET_CART, options));
}

/**
 * Changes the cart (`PATCH /ecom/v1/carts/current`): cart info, a coupon code (trimmed), merchant
 * discounts, quantities of existing lines (`{ id, quantity }`) or new catalogue lines, custom lines.
 *
 * @param client - a client with visitor or member auth
 * @param input - at least one of `cartInfo`, `couponCode`, `merchantDiscounts`, `lineItems`, `customLineItems`,
 *   or a `cartFieldmask` alone (it clears the fields it names)
 * @param options - `signal`, `timeoutMs`
 * @returns the updated cart
 * @throws {ValidationError} an empty or oversized coupon code, control characters, a quantity that is
 *   not an integer from 1 to 100000, an empty line id, more than 100 lines or merchant discounts
 * @throws {HttpError} 400 with `fieldViolations` for a field the platform refuses (an email, a URL, a
 *   merchant discount, a custom line's price or name, ...), e.g. `ERROR_COUPON_DOES_NOT_EXIST`, `ERROR_COUPON_IS_EXPIRED`, `OWNED_CART_NOT_FOUND` (no cart, see `isNoCartError`)
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { updateCurrentCart } from '@storefront-kit/ecom-cart';
 * const cart = await updateCurrentCart(createClient(), { couponCode: ' SAVE10 ', cartInfo: { buyerNote: 'Gift wrap' } });
 * ```
 *
 * @group Calls
 */
export async function updateCurrentCart(client: RequestClient, input: UpdateCartRequest, options?: CartCallOptions): Promise<Cart> {
  return sendUpdate(client, updateInput(input), options);
}

/**
 * Deletes the cart (`DELETE /ecom/v1/carts/current`).
 *
 * @param client - a client with visitor or member auth
 * @param options - `signal`, `timeoutMs`
 * @throws {HttpError} code `OWNED_CART_NOT_FOUND` when there is no cart (see `isNoCartError`)
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { deleteCurrentCart } from '@storefront-kit/ecom-cart';
 * await deleteCurrentCart(createClient());
 * ```
 *
 * @group Calls
 */
export async function deleteCurrentCart(client: RequestClient, options?: CartCallOptions): Promise<void> {
  await send(client, E.DELETE_CART, options);
}

/**
 * Adds catalogue lines and/or custom lines (with `media`) to the cart, creating the cart if needed
 * (`POST /ecom/v1/carts/current/add-to-cart`). The platform merges a line with an existing one for the
 * same item.
 *
 * @param client - a client with visitor or member auth
 * @param input - `lineItems` (`quantity`, `catalogReference`), `customLineItems`, `businessLocationId`
 * @param options - `signal`, `timeoutMs`
 * @returns the updated cart
 * @throws {ValidationError} no line at all, more than 100, a quantity that is not an integer from 1 to
 *   100000 (`NaN`, `Infinity`, `2.5`, `"3"`), control characters
 * @throws {HttpError} 400 with `fieldViolations` for a field the platform refuses (a catalogue reference,
 *   a custom line's price, name or item type, ...)
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { addToCurrentCart, STORES_APP_ID } from '@storefront-kit/ecom-cart';
 * const cart = await addToCurrentCart(createClient(), {
 *   lineItems: [{ quantity: 1, catalogReference: { catalogItemId: 'product-id', appId: STORES_APP_ID, options: { variantId: 'v1' } } }],
 * });
 * ```
 *
 * @group Calls
 */
export async function addToCurrentCart(client: RequestClient, input: AddToCartRequest, options?: CartCallOptions): Promise<Cart> {
  return sendAdd(client, addInput(input), options);
}

/**
 * Removes lines by id (`POST /ecom/v1/carts/current/remove-line-items`). Duplicate ids are sent once.
 *
 * @param client - a client with visitor or member auth
 * @param lineItemIds - 1 to 100 line ids
 * @param options - `signal`, `timeoutMs`
 * @returns the updated cart
 * @throws {ValidationError} an empty list or an empty id
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { removeLineItemsFromCurrentCart } from '@storefront-kit/ecom-cart';
 * const cart = await removeLineItemsFromCurrentCart(createClient(), ['line-1']);
 * ```
 *
 * @group Calls
 */
export async function removeLineItemsFromCurrentCart(client: RequestClient, lineItemIds: readonly string[], options?: CartCallOptions): Promise<Cart> {
  return sendRemove(client, lineIds(lineItemIds), options);
}

/**
 * Sets line quantities (`POST /ecom/v1/carts/current/update-line-items-quantity`). A quantity of 0
 * removes the line, as the platform does.
 *
 * @param client - a client with visitor or member auth
 * @param lineItems - `{ id, quantity }` entries, quantity an integer from 0 to 100000, each id once
 * @param options - `signal`, `timeoutMs`
 * @returns the updated cart
 * @throws {ValidationError} an empty list, an empty or repeated id, a bad quantity
 * @throws {HttpError} `INVALID_ARGUMENT` for an id that is not in the cart
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { updateCurrentCartLineItemQuantity } from '@storefront-kit/ecom-cart';
 * const cart = await updateCurrentCartLineItemQuantity(createClient(), [{ id: 'line-1', quantity: 3 }]);
 * ```
 *
 * @group Calls
 */
export async function updateCurrentCartLineItemQuantity(
  client: RequestClient,
  lineItems: readonly LineItemQuantityUpdate[],
  options?: CartCallOptions,
): Promise<Cart> {
  return sendQuantities(client, quantityUpdates(lineItems), options);
}

/**
 * Removes the applied coupon (`POST /ecom/v1/carts/current/remove-coupon`, body `{}`). No coupon is not
 * an error.
 *
 * @param client - a client with visitor or member auth
 * @param options - `signal`, `timeoutMs`
 * @returns the updated cart
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { removeCouponFromCurrentCart } from '@storefront-kit/ecom-cart';
 * const cart = await removeCouponFromCurrentCart(createClient());
 * ```
 *
 * @group Calls
 */
export async function removeCouponFromCurrentCart(client: RequestClient, options?: CartCallOptions): Promise<Cart> {
  return cartOf(send(client, E.REMOVE_COUPON, options, {}));
}

/**
 * Estimates totals, shipping options, taxes, discounts and memberships for the cart
 * (`POST /ecom/v1/carts/current/estimate-totals`). It changes nothing, so it is retried like a GET after a
 * 503 or a dropped connection.
 *
 * @param client - a client with visitor or member auth
 * @param input - `shippingAddress`, `billingAddress`, `selectedShippingOption`, `selectedMemberships`, `calculate*` flags
 * @param options - `signal`, `timeoutMs`
 * @returns the whole estimate (`cart`, `priceSummary`, `shippingInfo`, `calculatedLineItems`, ...)
 * @throws {ValidationError} an input that is not an object, control characters
 * @throws {HttpError} 400 with `fieldViolations` for a field the platform refuses (an address field over its length, ...)
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { estimateCurrentCartTotals } from '@storefront-kit/ecom-cart';
 * const estimate = await estimateCurrentCartTotals(createClient(), { shippingAddress: { country: 'US', subdivision: 'US-NY' } });
 * console.log(estimate.priceSummary?.total?.amount);
 * ```
 *
 * @group Calls
 */
export async function estimateCurrentCartTotals(
  client: RequestClient,
  input: EstimateTotalsRequest = {},
  options?: CartCallOptions,
): Promise<EstimateTotalsResponse> {
  return sendEstimate(client, requestBody(input), options);
}

/**
 * Creates a checkout from the cart (`POST /ecom/v1/carts/current/create-checkout`). To send the shopper
 * to the hosted checkout page, use {@link createCheckoutRedirect}.
 *
 * @param client - a client with visitor or member auth
 * @param input - `channelType` (e.g. `WEB`), `email`, addresses, `selectedShippingOption`
 * @param options - `signal`, `timeoutMs`
 * @returns `{ checkoutId }`
 * @throws {ValidationError} an input that is not an object, control characters
 * @throws {HttpError} 400 with `fieldViolations` for a field the platform refuses (a malformed `email`, ...)
 * @throws {HttpError} `EMPTY_CART` for a cart without lines, `OWNED_CART_NOT_FOUND` (no cart, see `isNoCartError`)
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { createCheckoutFromCurrentCart } from '@storefront-kit/ecom-cart';
 * const { checkoutId } = await createCheckoutFromCurrentCart(createClient(), { channelType: 'WEB' });
 * ```
 *
 * @group Calls
 */
export async function createCheckoutFromCurrentCart(
  client: RequestClient,
  input: CreateCheckoutRequest = {},
  options?: CartCallOptions,
): Promise<CreateCheckoutResponse> {
  const { checkoutId } = await send(client, E.CREATE_CHECKOUT, options, requestBody(input));
  if (typeof checkoutId !== 'string' || checkoutId === '') throw new InvalidResponseError('The cart answer has no checkoutId.', 200);
  return { checkoutId };
}
