// The hand-written local checks (run through the public calls) and the exported zod schemas (what the
// emulator enforces) accept and refuse the same inputs. A refused input never reaches fetch.
import { isValidationError, type Client } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { json, recordingClient } from '../test/recording-fetch';
import {
  addToCurrentCart,
  MAX_COUPON_CODE_LENGTH,
  MAX_LINE_ITEM_QUANTITY,
  removeLineItemsFromCurrentCart,
  STORES_APP_ID,
  updateCurrentCart,
  updateCurrentCartLineItemQuantity,
} from './index';
import {
  addToCartRequestSchema,
  removeLineItemsRequestSchema,
  updateCartRequestSchema,
  updateLineItemsQuantityRequestSchema,
} from './schemas';

/** One input sent both ways: through a call, and as the same body through the schema of its request. */
interface Probe {
  call: (client: Client) => Promise<unknown>;
  schema: z.ZodType;
  body: unknown;
}

const catalogLine = (quantity: unknown, catalogItemId: unknown = 'p1') => ({ quantity, catalogReference: { catalogItemId, appId: STORES_APP_ID } });
const customLine = (price: unknown) => ({ quantity: 1, price, productName: { original: 'Gift wrap' }, itemType: { preset: 'PHYSICAL' } });
const lines = (count: number) => Array.from({ length: count }, (_, index) => catalogLine(1, `p${index}`));
const ids = (count: number) => Array.from({ length: count }, (_, index) => `l${index}`);

const add = (body: unknown): Probe => ({ call: (c) => addToCurrentCart(c, body as never), schema: addToCartRequestSchema, body });
const update = (body: unknown): Probe => ({ call: (c) => updateCurrentCart(c, body as never), schema: updateCartRequestSchema, body });
const remove = (lineItemIds: unknown): Probe => ({
  call: (c) => removeLineItemsFromCurrentCart(c, lineItemIds as never),
  schema: removeLineItemsRequestSchema,
  body: { lineItemIds },
});
const setQuantities = (lineItems: unknown): Probe => ({
  call: (c) => updateCurrentCartLineItemQuantity(c, lineItems as never),
  schema: updateLineItemsQuantityRequestSchema,
  body: { lineItems },
});

/** Sends the probe through its call with a recording fetch: `true` when sent, `false` when refused locally. */
async function handAccepts({ call }: Probe): Promise<boolean> {
  const { client, requests } = recordingClient(() => json({ cart: { id: 'c1' } }));
  const error = await call(client).then(() => undefined, (e: unknown) => e);
  if (error === undefined) return true;
  expect(isValidationError(error), String(error)).toBe(true);
  expect(requests).toHaveLength(0);
  return false;
}

/** Both sides give the expected answer for the probe. */
async function agree(probe: Probe, expected: boolean) {
  expect(probe.schema.safeParse(probe.body).success, 'schema').toBe(expected);
  expect(await handAccepts(probe), 'local checks').toBe(expected);
}
/** A test name for a value: long strings shortened, control characters escaped. */
const show = (value: unknown) =>
  typeof value === 'string'
    ? JSON.stringify(value.length > 24 ? `${value.slice(0, 12)}…(${value.length})` : value).replace(/\u007f/g, '\\u007f')
    : String(value);

describe('ids', () => {
  const good = ['l1', 'line 1', 'x'.repeat(200), 'ligne-é'];
  const bad = ['', '   ', 'x'.repeat(201), 'l\n1', 'l\u00001', 'l\u007f', 42, null];
  it.each([...good, ...bad].map((value) => [show(value), value]))('%s', async (_name, value) => {
    const ok = good.includes(value as string);
    await agree(remove([value]), ok);
    await agree(setQuantities([{ id: value, quantity: 1 }]), ok);
    await agree(add({ lineItems: [catalogLine(1, value)] }), ok);
    await agree(update({ lineItems: [{ id: value, quantity: 1 }] }), ok);
  });
});

describe('quantities', () => {
  const good = [1, 2, MAX_LINE_ITEM_QUANTITY];
  const bad = [-1, 2.5, Number.NaN, Infinity, -Infinity, MAX_LINE_ITEM_QUANTITY + 1, 1e21, '3', null];
  it.each([...good, 0, ...bad].map((value) => [show(value), value]))('%s', async (_name, value) => {
    const ok = good.includes(value as number);
    await agree(add({ lineItems: [catalogLine(value)] }), ok);
    await agree(update({ lineItems: [{ id: 'l1', quantity: value }] }), ok);
    await agree(setQuantities([{ id: 'l1', quantity: value }]), ok || value === 0); // 0 removes the line here
  });
});

describe('line lists', () => {
  it.each([
    ['no lines', add({}), false],
    ['an empty lineItems', add({ lineItems: [] }), false],
    ['one line', add({ lineItems: lines(1) }), true],
    ['100 lines', add({ lineItems: lines(100) }), true],
    ['101 lines', add({ lineItems: lines(101) }), false],
    ['50 + 51 lines', add({ lineItems: lines(50), customLineItems: Array.from({ length: 51 }, () => customLine('1')) }), false],
    ['custom lines beside an empty lineItems', add({ lineItems: [], customLineItems: [customLine('1')] }), true],
    ['lines beside an empty customLineItems', add({ lineItems: lines(1), customLineItems: [] }), true],
    ['lineItems that is not a list', add({ lineItems: 'p1' }), false],
    ['no ids to remove', remove([]), false],
    ['100 ids to remove', remove(ids(100)), true],
    ['101 ids to remove', remove(ids(101)), false],
    ['no quantity updates', setQuantities([]), false],
    ['100 quantity updates', setQuantities(ids(100).map((id) => ({ id, quantity: 1 }))), true],
    ['101 quantity updates', setQuantities(ids(101).map((id) => ({ id, quantity: 1 }))), false],
    ['a repeated id in quantity updates', setQuantities([{ id: 'l1', quantity: 1 }, { id: 'l1', quantity: 2 }]), false],
    ['101 update lines', update({ lineItems: ids(101).map((id) => ({ id, quantity: 1 })) }), false],
  ] as const)('%s', async (_name, probe, ok) => {
    await agree(probe, ok);
  });
});

describe('coupon codes', () => {
  const good = ['SAVE10', ' SAVE10 ', 'A'.repeat(MAX_COUPON_CODE_LENGTH), `${'A'.repeat(MAX_COUPON_CODE_LENGTH)}  `];
  const bad = ['', '   ', 'A'.repeat(MAX_COUPON_CODE_LENGTH + 1), 'A'.repeat(1024), 'SAVE\u000710', 'SAVE\t10', 42];
  it.each([...good, ...bad].map((value) => [show(value), value]))('%s', async (_name, couponCode) => {
    await agree(update({ couponCode }), good.includes(couponCode as string));
  });
});

describe('money strings', () => {
  const good = ['0', '10', '10.5', '10.50', '999999999999.99'];
  const bad = ['', '1.234', '-1', '1e3', ' 10', '10.', '.5', '1,00', '1234567890123', 10];
  it.each([...good, ...bad].map((value) => [show(value), value]))('%s', async (_name, amount) => {
    const ok = good.includes(amount as string);
    await agree(add({ customLineItems: [customLine(amount)] }), ok);
    await agree(update({ merchantDiscounts: [{ amount }] }), ok);
  });
});
