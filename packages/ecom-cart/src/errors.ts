/** The errors of this package, their codes and guards. */
import { isStorefrontError, StorefrontError, type StorefrontErrorOptions } from '@storefront-kit/http-core';

/**
 * Codes of the errors ecom-cart raises itself (the platform's answers keep the platform's codes, on
 * `HttpError`):
 * - `ERR_CART_CHECKOUT_REDIRECT`: the checkout was created but its redirect session failed
 *   ({@link CheckoutRedirectError});
 * - `ERR_CART_UNEXPECTED`: the cart store caught something that is not a storefront-kit error (a
 *   `StorefrontError` with the original as `cause`);
 * - `ERR_CART_STORE_DISPOSED`: the cart store was disposed (`CartStore.dispose()`) before the
 *   operation ran: nothing was sent.
 * - `ERR_CART_OWNER_CHANGED`: the session changed owner (a sign-in, a sign-out, an expiry, another tab's
 *   change) after the cart store's operation was queued and before it was sent: nothing was sent, so one
 *   owner's change never lands in another owner's cart.
 *
 * @example
 * ```ts
 * import { isStorefrontError } from '@storefront-kit/http-core';
 * import type { CartErrorCode } from '@storefront-kit/ecom-cart';
 * const ours = (e: unknown) => isStorefrontError(e) && e.code.startsWith('ERR_CART_') && (e.code as CartErrorCode);
 * ```
 *
 * @group Errors
 */
export type CartErrorCode = 'ERR_CART_CHECKOUT_REDIRECT' | 'ERR_CART_UNEXPECTED' | 'ERR_CART_STORE_DISPOSED' | 'ERR_CART_OWNER_CHANGED';

/**
 * The checkout was created but its redirect session failed. `checkoutId` is kept, so the hand-off can be
 * retried with `createCheckoutRedirect(client, { checkoutId, callbacks })`; the original error is `cause`.
 *
 * @example
 * ```ts
 * import { createCheckoutRedirect, isCheckoutRedirectError } from '@storefront-kit/ecom-cart';
 * import type { RequestClient } from '@storefront-kit/http-core';
 * declare const client: RequestClient;
 * const callbacks = { postFlowUrl: 'https://shop.example/' };
 * const go = await createCheckoutRedirect(client, { callbacks }).catch((e) =>
 *   isCheckoutRedirectError(e) ? createCheckoutRedirect(client, { checkoutId: e.checkoutId, callbacks }) : Promise.reject(e),
 * );
 * ```
 *
 * @group Errors
 */
export class CheckoutRedirectError extends StorefrontError {
  declare readonly code: 'ERR_CART_CHECKOUT_REDIRECT';
  /** The checkout that was created. */
  declare readonly checkoutId: string;

  /**
   * @param message - what happened
   * @param checkoutId - the checkout that was created
   * @param options - `cause`: the redirect session's error
   */
  constructor(message: string, checkoutId: string, options?: StorefrontErrorOptions) {
    super(message, 'ERR_CART_CHECKOUT_REDIRECT', options);
    this.name = 'CheckoutRedirectError';
    this.checkoutId = checkoutId;
  }
}

/**
 * Whether `e` is a {@link CheckoutRedirectError}, from this copy of the package or any other.
 *
 * @param e - anything caught
 * @returns `true` for a `CheckoutRedirectError`
 *
 * @example
 * ```ts
 * import { isCheckoutRedirectError } from '@storefront-kit/ecom-cart';
 * const retryWith = (e: unknown) => (isCheckoutRedirectError(e) ? e.checkoutId : undefined);
 * ```
 *
 * @group Errors
 */
export const isCheckoutRedirectError = (e: unknown): e is CheckoutRedirectError => isStorefrontError(e) && e.name === 'CheckoutRedirectError';

/** Internal: any failure as a storefront-kit error (`ERR_CART_UNEXPECTED` wraps what is not one). */
export const toCartError = (e: unknown): StorefrontError =>
  isStorefrontError(e) ? e : new StorefrontError(e instanceof Error ? e.message : String(e), 'ERR_CART_UNEXPECTED', { cause: e });

/** Internal: the result of an operation that a disposed store did not send. */
export const disposedError = (): StorefrontError =>
  new StorefrontError('The cart store was disposed before this operation ran; nothing was sent.', 'ERR_CART_STORE_DISPOSED');

/** Internal: the result of an operation queued for a session owner who is gone by the time it would be sent. */
export const ownerChangedError = (): StorefrontError =>
  new StorefrontError('The session changed owner (sign-in, sign-out or expiry) before this cart change was sent; nothing was sent.', 'ERR_CART_OWNER_CHANGED');
