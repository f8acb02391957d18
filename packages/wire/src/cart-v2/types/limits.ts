/** Limits of cart V2 inputs beyond the V1 cart's (which V2 shares: quantities, lines per request, coupon codes, the note). */

/**
 * The length range of a gift card code (`add-gift-card`).
 *
 * @example
 * ```ts
 * import { GIFT_CARD_CODE_LENGTH } from '@storefront-kit/wire/cart-v2';
 * const plausible = (code: string) => code.length >= GIFT_CARD_CODE_LENGTH.min && code.length <= GIFT_CARD_CODE_LENGTH.max;
 * ```
 *
 * @group Constants
 */
export const GIFT_CARD_CODE_LENGTH = { min: 8, max: 20 } as const;

/**
 * The most coupons one cart V2 holds.
 *
 * @example
 * ```ts
 * import { MAX_CART_COUPONS } from '@storefront-kit/wire/cart-v2';
 * declare const cart: { coupons?: unknown[] };
 * const canAddCoupon = (cart.coupons?.length ?? 0) < MAX_CART_COUPONS;
 * ```
 *
 * @group Constants
 */
export const MAX_CART_COUPONS = 1;

/**
 * The most form submissions one `update-forms-submission` call carries.
 *
 * @example
 * ```ts
 * import { MAX_FORM_SUBMISSIONS } from '@storefront-kit/wire/cart-v2';
 * const fits = (submissions: unknown[]) => submissions.length <= MAX_FORM_SUBMISSIONS;
 * ```
 *
 * @group Constants
 */
export const MAX_FORM_SUBMISSIONS = 1000;
