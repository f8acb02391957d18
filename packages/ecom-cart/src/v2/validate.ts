/**
 * Internal: the current cart V2's input checks, made of the V1 cart's (`../validate`): the body, line
 * quantities, list sizes, line ids, coupon and gift card codes. The rest is the platform's to judge (a
 * 400 with `fieldViolations`). Each throws a `ValidationError` (`<field> must …`) before any request.
 */
import { requireId, requireList, requireObject } from '@storefront-kit/http-core';
import { GIFT_CARD_CODE_LENGTH, MAX_CART_COUPONS, MAX_LINE_ITEMS_PER_REQUEST } from '@storefront-kit/wire/cart-v2';
import type {
  AddLineItemsRequest,
  CouponInput,
  CreateCurrentCartRequest,
  DeliveryMethodInput,
  GiftCardInput,
  LineItemUpdate,
} from '@storefront-kit/wire/cart-v2';
import { code, itemCount, lineEntries, lineQuantity, quantity, requestBody, upTo } from '../validate';

/** A custom item: an object whose `quantityInfo.requestedQuantity` is 1 to 100000. */
const customItemQuantity = (item: unknown, field: string): number =>
  quantity(requireObject(requireObject(item, field).quantityInfo, `${field}.quantityInfo`).requestedQuantity, `${field}.quantityInfo.requestedQuantity`);

/** The number of items of a body: catalogue and custom items together, `min` to 100. */
function countItems({ catalogItems, customItems }: Record<string, unknown>, min: number): void {
  const count =
    upTo(catalogItems, 'catalogItems', MAX_LINE_ITEMS_PER_REQUEST, lineQuantity) +
    upTo(customItems, 'customItems', MAX_LINE_ITEMS_PER_REQUEST, customItemQuantity);
  itemCount(count, 'catalogItems', 'catalogItems or customItems', min);
}

/** A coupon input with its code trimmed. */
export const couponInput = (coupon: CouponInput, field = 'coupon'): CouponInput => {
  const input = requestBody(coupon, field);
  return { ...input, code: code(input.code, `${field}.code`) };
};

/** A gift card input with its code trimmed (8 to 20 characters). */
export const giftCardInput = (giftCard: GiftCardInput, field = 'giftCard'): GiftCardInput => {
  const input = requestBody(giftCard, field);
  return { ...input, code: code(input.code, `${field}.code`, GIFT_CARD_CODE_LENGTH.min, GIFT_CARD_CODE_LENGTH.max) };
};

/** A delivery method input: its code is an id. */
export function deliveryMethodInput(method: DeliveryMethodInput, field = 'deliveryMethod'): DeliveryMethodInput {
  requireId(requestBody(method, field).code, `${field}.code`);
  return method;
}

/** Checks an add-line-items input: 1 to 100 items in all, each with a quantity. */
export function addInput(input: AddLineItemsRequest): AddLineItemsRequest {
  countItems(requestBody(input), 1);
  return input;
}

/** Checks a create input (every key optional) and returns it with coupon and gift card codes trimmed. */
export function createInput(input: CreateCurrentCartRequest = {}): CreateCurrentCartRequest {
  countItems(requestBody(input), 0);
  const coupons = input.coupons && requireList(input.coupons, 'coupons', MAX_CART_COUPONS).map((coupon, index) => couponInput(coupon, `coupons[${index}]`));
  const giftCards = input.giftCards?.map((giftCard, index) => giftCardInput(giftCard, `giftCards[${index}]`));
  return {
    ...input,
    ...(coupons && { coupons }),
    ...(giftCards && { giftCards }),
    ...(input.deliveryMethod && { deliveryMethod: deliveryMethodInput(input.deliveryMethod) }),
  };
}

/** Checks line updates: 1 to 100, each line once, new quantities 0 to 100000 (0 removes the line). */
export const lineUpdates = (lineItems: readonly LineItemUpdate[]): LineItemUpdate[] =>
  lineEntries(lineItems, 'lineItems', 'lineItemId').map((entry, index) => {
    const field = `lineItems[${index}].quantity`;
    if (entry.quantity !== undefined) quantity(requireObject(entry.quantity, field).newQuantity, `${field}.newQuantity`, 0);
    return entry as unknown as LineItemUpdate;
  });
