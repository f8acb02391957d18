/**
 * Zod schemas of the current-cart API's wire shapes: the request bodies of the nine calls and the cart
 * entity. The SDK and the emulator validate with the same schemas. Import from
 * `@storefront-kit/ecom-cart/schemas` (the package's main entry stays free of zod).
 *
 * Limits chosen for the platform (the emulator enforces them, and the SDK's local checks agree):
 * - line item quantity: integer 1..{@link MAX_LINE_ITEM_QUANTITY} (0 is allowed only in
 *   update-line-items-quantity, where it removes the line);
 * - at most {@link MAX_LINE_ITEMS_PER_REQUEST} line items per request, at least one in add-to-cart;
 * - ids: not blank, at most 200 characters, no control characters;
 * - coupon codes: trimmed, then 1..{@link MAX_COUPON_CODE_LENGTH} characters without control characters;
 *   buyer note up to {@link MAX_BUYER_NOTE_LENGTH};
 * - money inputs: non-negative decimal strings with up to 2 fraction digits (`"10"`, `"10.5"`, `"10.50"`);
 * - numeric fields (weights, coordinates) accept `"NaN"`, `"Infinity"` and `"-Infinity"` and turn them into numbers.
 *
 * @packageDocumentation
 */
// Type-only: the limits named in the links above.
import type { MAX_BUYER_NOTE_LENGTH, MAX_COUPON_CODE_LENGTH, MAX_LINE_ITEM_QUANTITY, MAX_LINE_ITEMS_PER_REQUEST } from './types';
export { addressSchema } from './schemas/address';
export { cartSchema } from './schemas/cart';
export { moneyAmountInputSchema, quantitySchema, wireNumberSchema } from './schemas/common';
export { catalogReferenceSchema, customLineItemInputSchema, lineItemInputSchema, lineItemSchema } from './schemas/line-item';
export {
  addToCartRequestSchema,
  couponCodeSchema,
  createCheckoutRequestSchema,
  estimateTotalsRequestSchema,
  removeCouponRequestSchema,
  removeLineItemsRequestSchema,
  updateCartRequestSchema,
  updateLineItemsQuantityRequestSchema,
} from './schemas/requests';
