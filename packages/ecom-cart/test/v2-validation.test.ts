/**
 * The current cart V2's local checks: a bad input is a ValidationError before any request, and the
 * checks agree with the zod schemas the emulator enforces (`@storefront-kit/wire/cart-v2/schemas`) on
 * the same inputs for what is checked locally: line ids, quantities, list sizes, coupon and gift card
 * codes, control characters. Every other field is the platform's to judge.
 */
import { describe, expect, it } from 'vitest';
import {
  addCouponToCurrentCart,
  addGiftCardToCurrentCart,
  addLineItemsToCurrentCart,
  createCurrentCart,
  estimateCurrentCart,
  MAX_LINE_ITEM_QUANTITY,
  removeCouponFromCurrentCart,
  removeLineItemsFromCurrentCart,
  setDeliveryMethodForCurrentCart,
  STORES_APP_ID,
  updateCurrentCart,
  updateLineItemsInCurrentCart,
} from '@storefront-kit/ecom-cart/v2';
import {
  addCouponRequestSchema,
  addGiftCardRequestSchema,
  addLineItemsRequestSchema,
  createCurrentCartRequestSchema,
  estimateRequestSchema,
  removeCouponByIdRequestSchema,
  removeLineItemsRequestSchema,
  setDeliveryMethodRequestSchema,
  updateCurrentCartRequestSchema,
  updateLineItemsRequestSchema,
} from '@storefront-kit/wire/cart-v2/schemas';
import { agree, type Probe, show } from './agreement';

const probe = (call: Probe['call'], schema: Probe['schema'], body: unknown): Probe => ({ call, schema, body });
const add = (body: unknown) => probe((c) => addLineItemsToCurrentCart(c, body as never), addLineItemsRequestSchema, body);
const create = (body: unknown) => probe((c) => createCurrentCart(c, body as never), createCurrentCartRequestSchema, body);
const update = (cart: unknown) => probe((c) => updateCurrentCart(c, cart as never), updateCurrentCartRequestSchema, { cart });
const remove = (lineItemIds: unknown) => probe((c) => removeLineItemsFromCurrentCart(c, lineItemIds as never), removeLineItemsRequestSchema, { lineItemIds });
const setLines = (lineItems: unknown) => probe((c) => updateLineItemsInCurrentCart(c, { lineItems } as never), updateLineItemsRequestSchema, { lineItems });
const coupon = (code: unknown) => probe((c) => addCouponToCurrentCart(c, { code } as never), addCouponRequestSchema, { coupon: { code } });
const removeCoupon = (couponId: unknown) => probe((c) => removeCouponFromCurrentCart(c, couponId as never), removeCouponByIdRequestSchema, { couponId });
const giftCard = (card: unknown) => probe((c) => addGiftCardToCurrentCart(c, card as never), addGiftCardRequestSchema, { giftCard: card });
const delivery = (method: unknown) =>
  probe((c) => setDeliveryMethodForCurrentCart(c, method as never), setDeliveryMethodRequestSchema, { deliveryMethod: method });
const estimate = (body: unknown) => probe((c) => estimateCurrentCart(c, body as never), estimateRequestSchema, body);

const catalogItem = (quantity: unknown, catalogItemId: unknown = 'p1') => ({ quantity, catalogReference: { catalogItemId, appId: STORES_APP_ID } });
const customItem = (amount: unknown, fields: Record<string, unknown> = {}) => ({
  name: { original: 'Gift wrap' },
  quantityInfo: { requestedQuantity: 1 },
  pricing: { price: { amount } },
  attributes: { itemType: { preset: 'PHYSICAL' } },
  ...fields,
});
const items = (count: number) => Array.from({ length: count }, (_, index) => catalogItem(1, `p${index}`));

describe('ids', () => {
  const good = ['l1', 'x'.repeat(200)];
  const bad = ['', '   ', 'x'.repeat(201), 'l\n1', 42, null];
  it.each([...good, ...bad].map((value) => [show(value), value]))('%s', async (_name, value) => {
    const ok = good.includes(value as string);
    await agree(remove([value]), ok);
    await agree(setLines([{ lineItemId: value, quantity: { newQuantity: 1 } }]), ok);
    await agree(removeCoupon(value), ok);
    await agree(delivery({ code: value }), ok);
  });
});

describe('quantities', () => {
  const good = [1, MAX_LINE_ITEM_QUANTITY];
  const bad = [-1, 2.5, Number.NaN, Infinity, MAX_LINE_ITEM_QUANTITY + 1, '3', null];
  it.each([...good, 0, ...bad].map((value) => [show(value), value]))('%s', async (_name, value) => {
    const ok = good.includes(value as number);
    await agree(add({ catalogItems: [catalogItem(value)] }), ok);
    await agree(add({ customItems: [customItem('1', { quantityInfo: { requestedQuantity: value } })] }), ok);
    await agree(setLines([{ lineItemId: 'l1', quantity: { newQuantity: value } }]), ok || value === 0); // 0 removes the line
  });
});

describe('list sizes and repeats', () => {
  it.each([
    ['no items', add({}), false],
    ['one item', add({ catalogItems: items(1) }), true],
    ['100 items', add({ catalogItems: items(100) }), true],
    ['50 + 51 items', add({ catalogItems: items(50), customItems: Array.from({ length: 51 }, () => customItem('1')) }), false],
    ['create with no items', create({}), true],
    ['create with 101 items', create({ catalogItems: items(101) }), false],
    ['create with two coupons', create({ coupons: [{ code: 'A' }, { code: 'B' }] }), false],
    ['no line updates', setLines([]), false],
    ['a repeated line update', setLines([{ lineItemId: 'a' }, { lineItemId: 'a' }]), false],
    ['no ids to remove', remove([]), false],
  ] as const)('%s', async (_name, input, ok) => {
    await agree(input, ok);
  });
});

describe('codes and text', () => {
  it.each([
    ['a coupon code', coupon('SAVE10'), true],
    ['a blank coupon code', coupon('  '), false],
    ['a coupon code of 101 characters', coupon('x'.repeat(101)), false],
    ['a coupon code with a control character', coupon('SAVE\u000710'), false],
    ['a gift card code of 8', giftCard({ code: 'GIFT1234' }), true],
    ['a gift card code of 7', giftCard({ code: 'GIFT123' }), false],
    ['a gift card code of 21', giftCard({ code: 'G'.repeat(21) }), false],
    ['a custom price', add({ customItems: [customItem('4.50')] }), true],
    ['a note', update({ note: 'Ring twice' }), true],
    ['a control character in a note', update({ note: 'a\u0000b' }), false],
    ['a validation level', estimate({ validationConfig: 'CHECKOUT_VALIDATIONS' }), true],
  ] as const)('%s', async (_name, input, ok) => {
    await agree(input, ok);
  });
});

it('the V2 calls send trimmed codes and line ids once', async () => {
  const { recordingClient } = await import('./recording-client');
  const { client, requests } = recordingClient();
  await addCouponToCurrentCart(client, { code: ' SAVE10 ' });
  await removeLineItemsFromCurrentCart(client, ['l1', 'l1', 'l2']);
  expect(requests.map((request) => request.body)).toEqual([{ coupon: { code: 'SAVE10' } }, { lineItemIds: ['l1', 'l2'] }]);
});
