/**
 * `@storefront-kit/wire/cart-v2/schemas`: zod schemas of the current cart V2's request bodies. The
 * emulator validates with them; the SDK's `@storefront-kit/ecom-cart/v2` checks the same limits by hand
 * before sending. Built from the V1 cart's schemas wherever the wire shape is the same (catalogue
 * references, addresses, coupon codes, `remove-line-items`).
 *
 * @packageDocumentation
 */
export { catalogItemInputSchema, convertedMoneyInputSchema, customItemInputSchema } from './cart-v2/schemas/items';
export {
  addCouponRequestSchema,
  addGiftCardRequestSchema,
  addLineItemsRequestSchema,
  calculateRequestSchema,
  createCurrentCartRequestSchema,
  estimateRequestSchema,
  getCheckoutUrlRequestSchema,
  giftCardCodeSchema,
  markCartAsCompletedRequestSchema,
  placeOrderRequestSchema,
  removeCouponByIdRequestSchema,
  removeGiftCardRequestSchema,
  setDeliveryMethodRequestSchema,
  updateCurrentCartRequestSchema,
  updateFormSubmissionsRequestSchema,
  updateLineItemsRequestSchema,
} from './cart-v2/schemas/requests';
export { couponCodeSchema, removeLineItemsRequestSchema } from './cart/schemas/requests';
