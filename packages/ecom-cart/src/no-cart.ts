import { isHttpError } from '@storefront-kit/http-core';

/**
 * Whether an error is the platform's "there is no cart" answer: `OWNED_CART_NOT_FOUND` (404 from
 * `GET /ecom/v1/carts/current` for a visitor or member without a cart, as the live platform answers)
 * or `CART_NOT_FOUND` (a cart that is gone). The cart store shows both as an empty cart; use it
 * wherever your code decides the same.
 *
 * @param error - anything caught
 * @returns `true` for an `HttpError` with either code
 *
 * @example
 * ```ts
 * import { getCurrentCart, isNoCartError } from '@storefront-kit/ecom-cart';
 * import { createClient } from '@storefront-kit/http-core';
 * const cart = await getCurrentCart(createClient()).catch((e) => (isNoCartError(e) ? null : Promise.reject(e)));
 * ```
 *
 * @group Errors
 */
export const isNoCartError = (error: unknown): boolean => isHttpError(error) && (error.code === 'OWNED_CART_NOT_FOUND' || error.code === 'CART_NOT_FOUND');
