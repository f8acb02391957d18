/** The checkout hand-off: create a checkout from the cart, then a redirect session to the hosted checkout page. */
import { type RequestClient, StorefrontError } from '@storefront-kit/http-core';
import {
  type CallbackParams,
  createRedirectSession,
  type RedirectSession,
  type RedirectSessionPreferences,
} from '@storefront-kit/redirects';
import { type CartCallOptions, createCheckoutFromCurrentCart } from './calls';
import type { CreateCheckoutRequest } from './types';
import { fail, id, object } from './validate';

/**
 * Input of {@link createCheckoutRedirect}: the checkout fields, plus where the hosted pages send the
 * shopper back.
 *
 * @example
 * ```ts
 * import type { CheckoutRedirectInput } from '@storefront-kit/ecom-cart';
 * const input: CheckoutRedirectInput = {
 *   channelType: 'WEB',
 *   callbacks: { postFlowUrl: 'https://shop.example/', thankYouPageUrl: 'https://shop.example/thanks' },
 * };
 * ```
 */
export interface CheckoutRedirectInput extends CreateCheckoutRequest {
  /** Absolute http(s) URLs: `postFlowUrl`, `thankYouPageUrl`, `cartPageUrl`, `loginUrl`, ... */
  callbacks?: CallbackParams;
  /** Redirect session preferences. */
  preferences?: RedirectSessionPreferences;
  /** Reuse this checkout instead of creating one (e.g. the `checkoutId` of a {@link CheckoutRedirectError}). */
  checkoutId?: string;
}

/**
 * Result of {@link createCheckoutRedirect}.
 *
 * @example
 * ```ts
 * import type { CheckoutRedirect } from '@storefront-kit/ecom-cart';
 * declare const result: CheckoutRedirect;
 * location.assign(result.url);
 * ```
 */
export interface CheckoutRedirect {
  /** The checkout created from the cart. */
  checkoutId: string;
  /** Where to send the shopper (`redirectSession.fullUrl`). */
  url: string;
  /** The whole redirect session. */
  redirectSession: RedirectSession;
}

/**
 * The checkout was created but its redirect session failed. `checkoutId` is kept, so the hand-off can be
 * retried with `createCheckoutRedirect(client, { checkoutId, callbacks })`; the original error is `cause`.
 *
 * @example
 * ```ts
 * import { CheckoutRedirectError, createCheckoutRedirect } from '@storefront-kit/ecom-cart';
 * import type { RequestClient } from '@storefront-kit/http-core';
 * declare const client: RequestClient;
 * const callbacks = { postFlowUrl: 'https://shop.example/' };
 * const go = await createCheckoutRedirect(client, { callbacks }).catch((e) =>
 *   e instanceof CheckoutRedirectError ? createCheckoutRedirect(client, { checkoutId: e.checkoutId, callbacks }) : Promise.reject(e),
 * );
 * ```
 */
export class CheckoutRedirectError extends StorefrontError {
  /** The checkout that was created. */
  declare readonly checkoutId: string;

  constructor(checkoutId: string, cause: unknown) {
    super(`Checkout ${checkoutId} was created, but its redirect session failed`, 'ERR_CART_CHECKOUT_REDIRECT', { cause });
    this.name = 'CheckoutRedirectError';
    Object.assign(this, { checkoutId });
  }
}

const httpUrl = (value: unknown) => {
  try {
    return /^https?:$/.test(new URL(value as string).protocol);
  } catch {
    return false;
  }
};

/**
 * Hands the shopper over to the platform's hosted checkout: creates a checkout from the current cart
 * (`create-checkout`), then a redirect session with the `ecomCheckout` intent and your `callbacks`
 * (through `createRedirectSession` of `@storefront-kit/redirects`), and gives the URL to send the shopper
 * to. Callback URLs are checked before any request, so a bad URL never creates a stray checkout.
 *
 * @param client - a client with the visitor's or member's auth (redirect sessions refuse merchant keys)
 * @param input - checkout fields, `callbacks`, `preferences`, or an existing `checkoutId`
 * @param options - `signal`, `timeoutMs` (per request)
 * @returns `{ checkoutId, url, redirectSession }`
 * @throws {ValidationError} a callback URL that is not an absolute http(s) URL, an empty `checkoutId`
 * @throws {HttpError} the checkout could not be created (`EMPTY_CART`, `OWNED_CART_NOT_FOUND`, ...)
 * @throws {CheckoutRedirectError} the checkout exists but the redirect session failed (`checkoutId` kept)
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { createCheckoutRedirect } from '@storefront-kit/ecom-cart';
 * const { url } = await createCheckoutRedirect(createClient(), {
 *   callbacks: { postFlowUrl: 'https://shop.example/cart', thankYouPageUrl: 'https://shop.example/thanks' },
 * });
 * location.assign(url);
 * ```
 */
export async function createCheckoutRedirect(
  client: RequestClient,
  input: CheckoutRedirectInput = {},
  options: CartCallOptions = {},
): Promise<CheckoutRedirect> {
  const { callbacks, preferences, checkoutId: existing, ...checkout } = object(input, 'options') as CheckoutRedirectInput;
  for (const [key, url] of Object.entries(object(callbacks ?? {}, 'callbacks'))) {
    if (url != null && !httpUrl(url)) fail(`callbacks.${key}`, 'must be an absolute http(s) URL');
  }
  const checkoutId =
    existing !== undefined ? id(existing, 'checkoutId') : (await createCheckoutFromCurrentCart(client, checkout, options)).checkoutId;
  try {
    const { redirectSession } = await createRedirectSession(
      client,
      { ecomCheckout: { checkoutId }, ...(callbacks && { callbacks }), ...(preferences && { preferences }) },
      { signal: options.signal },
    );
    return { checkoutId, url: redirectSession.fullUrl, redirectSession };
  } catch (cause) {
    throw new CheckoutRedirectError(checkoutId, cause);
  }
}
