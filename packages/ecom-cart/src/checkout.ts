/** The checkout hand-off: create a checkout from the cart, then a redirect session to the hosted checkout page. */
import { invalid, type RequestClient, requireId, requireObject } from '@storefront-kit/http-core';
import { type CallbackParams, createRedirectSession, isAppRedirectUri, type RedirectSession, type RedirectSessionPreferences } from '@storefront-kit/redirects';
import { type CartCallOptions, createCheckoutFromCurrentCart } from './calls';
import type { CreateCheckoutRequest } from '@storefront-kit/wire/cart';
import { CheckoutRedirectError } from './errors';

/**
 * Input of {@link createCheckoutRedirect}: the checkout fields, plus where the hosted pages send the
 * shopper back.
 *
 * @group Calls
 */
export interface CheckoutRedirectInput extends CreateCheckoutRequest {
  /** Absolute http(s) URLs or an app's own scheme (`myapp://checkout/done`): `postFlowUrl`, `thankYouPageUrl`, `cartPageUrl`, `loginUrl`, ... */
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
 *
 * @group Calls
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
 * Hands the shopper over to the platform's hosted checkout: creates a checkout from the current cart
 * (`create-checkout`), then a redirect session with the `ecomCheckout` intent and your `callbacks`
 * (through `createRedirectSession` of `@storefront-kit/redirects`), and gives the URL to send the shopper
 * to. Callback URLs are checked before any request, so a bad URL never creates a stray checkout.
 *
 * @param client - a client with the visitor's or member's auth (redirect sessions refuse merchant keys)
 * @param input - checkout fields, `callbacks`, `preferences`, or an existing `checkoutId`
 * @param options - `signal`, `timeoutMs` (per request)
 * @returns `{ checkoutId, url, redirectSession }`
 * @throws {ValidationError} a callback URL that is neither an absolute http(s) URL nor an app scheme URI, an empty `checkoutId`
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
 *
 * @group Calls
 */
export async function createCheckoutRedirect(
  client: RequestClient,
  input: CheckoutRedirectInput = {},
  options: CartCallOptions = {},
): Promise<CheckoutRedirect> {
  const { callbacks, preferences, checkoutId: existing, ...checkout } = requireObject(input, 'options');
  for (const [key, url] of Object.entries(requireObject(callbacks ?? {}, 'callbacks'))) {
    if (url != null && !isAppRedirectUri(url)) invalid(`callbacks.${key}`, "must be an absolute http(s) URL or an app's own scheme");
  }
  const checkoutId = existing !== undefined ? requireId(existing, 'checkoutId') : (await createCheckoutFromCurrentCart(client, checkout, options)).checkoutId;
  try {
    const { redirectSession } = await createRedirectSession(
      client,
      { ecomCheckout: { checkoutId }, ...(callbacks && { callbacks }), ...(preferences && { preferences }) },
      options,
    );
    return { checkoutId, url: redirectSession.fullUrl, redirectSession };
  } catch (cause) {
    throw new CheckoutRedirectError(`Checkout ${checkoutId} was created, but its redirect session failed`, checkoutId, { cause });
  }
}
