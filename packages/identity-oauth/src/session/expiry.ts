// No import here, so that a bundler reading these sources may inline the margin.

/**
 * A token counts as expired this many seconds before its `expiresAt`, so a request never leaves with
 * a token that dies in flight or on a server whose clock runs slightly ahead.
 *
 * @group Types
 * @example
 * ```ts
 * import { EXPIRY_MARGIN_SECONDS } from '@storefront-kit/identity-oauth';
 * console.log(EXPIRY_MARGIN_SECONDS); // 60
 * ```
 */
export const EXPIRY_MARGIN_SECONDS = 60;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
