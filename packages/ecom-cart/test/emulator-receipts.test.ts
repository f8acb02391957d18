/**
 * Add receipts against the emulator over real HTTP: the store's `add` and `cartReceipt` over raw calls
 * say which lines were added, merged, clamped to the stock left (the Tea Set has 2) or dropped (sold
 * out, or an add the platform did not honour: the emulator's `ignored` fault).
 */
import { describe, expect, it } from 'vitest';
import {
  addToCurrentCart,
  cartReceipt,
  createCartStore,
  type CartAddResult,
  type CartShapes,
  type CartStore,
  type LineItemInput,
} from '@storefront-kit/ecom-cart';
import { cartV2 } from '@storefront-kit/ecom-cart/v2';
import type { Client } from '@storefront-kit/http-core';
import { visitorClient } from './fixtures';
import { emulator, item, useCartEmulator } from './cart-emulator-setup';

useCartEmulator();

const receiptOf = (result: CartAddResult) => {
  if (!result.ok) throw result.error;
  return result.receipt.map(({ status, requestedQuantity, confirmedQuantity }) => [status, requestedQuantity, confirmedQuantity]);
};

describe('add receipts against the emulator', () => {
  it('the store says added, merged, clamped and dropped, with the line ids of the answer', async () => {
    const store = createCartStore(visitorClient(emulator).client);
    await store.refresh();
    const first = await store.add({ lineItems: [item('canvas-tote', 2), item('tea-set', 3), item('rain-coat', 1, { Size: 'M' })] });
    expect(receiptOf(first)).toEqual([
      ['added', 2, 2],
      ['clamped', 3, 2],
      ['dropped', 1, 0],
    ]);
    const lines = store.getSnapshot().serverCart?.lineItems ?? [];
    expect(first.ok && first.receipt.map((entry) => entry.lineItemId)).toEqual([lines[0]?.id, lines[1]?.id, undefined]);
    expect(receiptOf(await store.add({ lineItems: [item('canvas-tote', 1), item('tea-set', 1)] }))).toEqual([
      ['merged', 1, 1],
      ['dropped', 1, 0],
    ]);
  });

  it('an add sent before the cart is known (its read in flight, or never read) still reads what it did', async () => {
    for (const readFirst of [true, false]) {
      const { client } = visitorClient(emulator);
      await addToCurrentCart(client, { lineItems: [item('tea-set', 1)] }); // an earlier page's add: 1 of the 2 left
      const store = createCartStore(client);
      if (readFirst) void store.refresh();
      expect(receiptOf(await store.add({ lineItems: [item('tea-set', 2)] }))).toEqual([['clamped', 2, 1]]);
      expect(store.getSnapshot()).toMatchObject({ pending: 0, error: null });
      expect(store.getSnapshot().cart?.lineItems?.map((line) => line.quantity)).toEqual([2]);
    }
  });

  it('an add the platform did not honour (200, the cart unchanged) is dropped', async () => {
    const store = createCartStore(visitorClient(emulator).client);
    await store.refresh();
    await store.add({ lineItems: [item('cutting-board')] });
    emulator.addFault({ method: 'POST', path: '/ecom/v1/carts/current/add-to-cart', kind: 'ignored', times: 1 });
    const result = await store.add({ lineItems: [item('sticker-pack', 2)] });
    expect(receiptOf(result)).toEqual([['dropped', 2, 0]]);
    expect(store.getSnapshot().cart?.lineItems?.map((line) => line.productName?.original)).toEqual(['Cutting Board']);
  });

  it('cartReceipt over raw calls reads the same outcomes', async () => {
    const { client } = visitorClient(emulator);
    const lineItems = [item('tea-set', 1), item('desk-lamp', 1)];
    const first = await addToCurrentCart(client, { lineItems });
    expect(cartReceipt(lineItems, null, first).map((entry) => entry.status)).toEqual(['added', 'added']);
    const more = [item('tea-set', 5), item('desk-lamp', 2)];
    const second = await addToCurrentCart(client, { lineItems: more });
    expect(cartReceipt(more, first, second).map(({ status, confirmedQuantity }) => [status, confirmedQuantity])).toEqual([
      ['clamped', 1],
      ['merged', 2],
    ]);
  });

  it.each([
    ['V1', (client: Client) => createCartStore(client) as CartStore<CartShapes>, (lines: LineItemInput[]) => ({ lineItems: lines })],
    ['V2', (client: Client) => createCartStore(client, { cart: cartV2 }) as CartStore<CartShapes>, (lines: LineItemInput[]) => ({ catalogItems: lines })],
  ])(
    'over cart %s, an item the cart holds with other override fields is added on a line of its own, and one with the same fields merged into theirs',
    async (_version, storeOf, add) => {
      const store = storeOf(visitorClient(emulator).client);
      await store.refresh();
      const engraved = { ...item('canvas-tote'), catalogOverrideFields: { productName: { original: 'Engraved Tote' } } };
      expect((await store.add(add([item('canvas-tote')]))).ok).toBe(true);
      const result = await store.add(add([engraved, item('canvas-tote', 2), { ...engraved, quantity: 3 }]));
      const [plain, made] = store.getSnapshot().serverCart?.lineItems ?? [];
      expect(result.ok && result.receipt).toEqual([
        { status: 'added', requestedQuantity: 1, confirmedQuantity: 1, lineItemId: made?.id },
        { status: 'merged', requestedQuantity: 2, confirmedQuantity: 2, lineItemId: plain?.id },
        { status: 'merged', requestedQuantity: 3, confirmedQuantity: 3, lineItemId: made?.id },
      ]);
    },
  );
});
