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
 * - free text, anywhere in a request body: no control characters other than tab and line breaks;
 * - custom lines: `productName.original` not blank, `itemType` exactly one of `preset` or `custom`;
 * - translatable strings at most 200 characters; at most 20 description lines per line; address fields
 *   limited in length (`country` 2, `subdivision` 20, `city` 100, `postalCode` 50, address lines 200,
 *   `formattedAddress` 500);
 * - formats: emails (loosely: no spaces, one `@`, a dotted domain), `overrideCheckoutUrl` an absolute
 *   http(s) URL, `conversionCurrency` three capital letters, `buyerLanguage` at most 10 characters,
 *   `serviceProperties.scheduledDate` an ISO date-time with seconds and a time zone;
 * - an update changes something: at least one field, or a non-blank `cartFieldmask` (empty lists count as none);
 * - numeric fields (weights, coordinates) accept `"NaN"`, `"Infinity"` and `"-Infinity"` and turn them into numbers.
 *
 * @packageDocumentation
 */
// biome-ignore lint/correctness/noUnusedImports: type-only, for the limits the TSDoc links above name
import type { MAX_BUYER_NOTE_LENGTH, MAX_COUPON_CODE_LENGTH, MAX_LINE_ITEM_QUANTITY, MAX_LINE_ITEMS_PER_REQUEST } from './cart';
export { addressSchema } from './cart/schemas/address';
export { cartSchema } from './cart/schemas/cart';
export { wireNumberSchema } from './wire-number';
export { moneyAmountInputSchema, quantitySchema } from './cart/schemas/common';
export { catalogReferenceSchema, customLineItemInputSchema, lineItemInputSchema, lineItemSchema } from './cart/schemas/line-item';
export {
  addToCartRequestSchema,
  couponCodeSchema,
  createCheckoutRequestSchema,
  estimateTotalsRequestSchema,
  removeCouponRequestSchema,
  removeLineItemsRequestSchema,
  updateCartRequestSchema,
  updateLineItemsQuantityRequestSchema,
} from './cart/schemas/requests';
