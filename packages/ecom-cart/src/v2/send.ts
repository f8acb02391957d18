/** Internal: how every current cart V2 call sends and reads its answer. */
import { type Endpoint, type RequestClient, requireEntity, reviveNumbers } from '@storefront-kit/http-core';
import type { Cart } from '@storefront-kit/wire/cart-v2';
import { type CartCallOptions, send } from '../calls';
import { NUMERIC_FIELDS } from '../numbers';

/**
 * The answer of a current cart V2 call that answers the cart: `{ cart }`, the envelope itself, as the
 * official `currentCartV2` module resolves it.
 *
 * @group Types
 */
export interface CartEnvelope {
  cart: Cart;
}

/** Sends a call and resolves its whole answer (non-finite numbers revived). */
export const answerOf = async <T>(client: RequestClient, endpoint: Endpoint, options: CartCallOptions | undefined, body?: unknown): Promise<T> =>
  reviveNumbers((await send(client, endpoint, options, body)) as T, NUMERIC_FIELDS);

/** Sends a call whose answer holds the cart; an InvalidResponseError when it does not. */
export const cartEnvelope = async <T extends CartEnvelope = CartEnvelope>(
  client: RequestClient,
  endpoint: Endpoint,
  options: CartCallOptions | undefined,
  body?: unknown,
): Promise<T> => requireEntity(answerOf<T>(client, endpoint, options, body), 'cart');
