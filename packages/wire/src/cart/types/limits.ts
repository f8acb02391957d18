/** The platform's limits on cart inputs (the schemas, the local checks and the emulator enforce them). */

/**
 * The largest quantity one line item may have (schemas and the emulator enforce it).
 *
 * @example
 * ```ts
 * import { MAX_LINE_ITEM_QUANTITY } from '@storefront-kit/ecom-cart';
 * const clamp = (quantity: number) => Math.min(Math.max(1, Math.trunc(quantity)), MAX_LINE_ITEM_QUANTITY);
 * ```
 *
 * @group Constants
 */
export const MAX_LINE_ITEM_QUANTITY = 100000;

/**
 * The largest number of line items (catalogue + custom) one request may carry.
 *
 * @example
 * ```ts
 * import { MAX_LINE_ITEMS_PER_REQUEST } from '@storefront-kit/ecom-cart';
 * const batches = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / MAX_LINE_ITEMS_PER_REQUEST) }, (_, i) => items.slice(i * MAX_LINE_ITEMS_PER_REQUEST, (i + 1) * MAX_LINE_ITEMS_PER_REQUEST));
 * ```
 *
 * @group Constants
 */
export const MAX_LINE_ITEMS_PER_REQUEST = 100;

/**
 * The largest number of line items one cart may hold.
 *
 * @example
 * ```ts
 * import { MAX_CART_LINE_ITEMS } from '@storefront-kit/ecom-cart';
 * declare const cart: { lineItems?: unknown[] };
 * const full = (cart.lineItems?.length ?? 0) >= MAX_CART_LINE_ITEMS;
 * ```
 *
 * @group Constants
 */
export const MAX_CART_LINE_ITEMS = 300;

/**
 * The longest coupon code accepted.
 *
 * @example
 * ```ts
 * import { MAX_COUPON_CODE_LENGTH } from '@storefront-kit/ecom-cart';
 * const looksValid = (code: string) => code.trim().length > 0 && code.trim().length <= MAX_COUPON_CODE_LENGTH;
 * ```
 *
 * @group Constants
 */
export const MAX_COUPON_CODE_LENGTH = 100;

/**
 * The longest buyer note accepted.
 *
 * @example
 * ```ts
 * import { MAX_BUYER_NOTE_LENGTH } from '@storefront-kit/ecom-cart';
 * const note = 'Please leave at the door'.slice(0, MAX_BUYER_NOTE_LENGTH);
 * ```
 *
 * @group Constants
 */
export const MAX_BUYER_NOTE_LENGTH = 1000;
