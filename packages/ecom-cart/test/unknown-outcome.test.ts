// The cart store when an add's answer is lost after the write, against the emulator over loopback:
// what was queued behind the add on its temporary line acts on the server's line.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCartStore, getCurrentCart, STORES_APP_ID, type CartStore, type LineItemInput } from '@storefront-kit/ecom-cart';
import { demoProductId } from '@storefront-kit/emulator';
import { type Emulator, startEmulator, visitorClient } from './fixtures';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(() => emulator.stop());
afterEach(() => emulator.clearFaults());

const item = (slug: string): LineItemInput => ({ quantity: 1, catalogReference: { catalogItemId: demoProductId(slug), appId: STORES_APP_ID } });
const quantities = (lines: { productName?: { original?: string }; quantity?: number }[] = []) =>
  Object.fromEntries(lines.map((line) => [line.productName?.original, line.quantity]));

describe.each([
  ['truncated', 'the client cannot read the answer', 'ERR_INVALID_RESPONSE'],
  ['lost', 'the connection drops after the write', 'ERR_NETWORK'],
] as const)('an add whose answer is %s (%s)', (kind, _what, code) => {
  it.each([
    ['remove', (store: CartStore, id: string) => store.remove(id), {}],
    ['setQuantity', (store: CartStore, id: string) => store.setQuantity(id, 3), { 'Field Watch': 3 }],
    ['changeQuantity', (store: CartStore, id: string) => store.changeQuantity(id, 1), { 'Field Watch': 2 }],
  ])('%s queued on its temporary line acts on the server line the add made', async (_name, act, expected) => {
    const { client } = visitorClient(emulator);
    const store = createCartStore(client);
    await store.add({ lineItems: [item('canvas-tote')] });
    emulator.addFault({ path: '/ecom/v1/carts/current/add-to-cart', method: 'POST', kind, times: 1 });
    const adding = store.add({ lineItems: [item('field-watch')] });
    const temp = store.getSnapshot().cart!.lineItems!.find((line) => line.id?.startsWith('pending-line-'))!.id!;
    const result = await act(store, temp);
    expect(await adding).toMatchObject({ ok: false, error: { code } });
    expect(result.ok).toBe(true);
    const server = await getCurrentCart(client);
    expect(quantities(server.lineItems)).toEqual({ 'Canvas Tote': 1, ...expected });
    expect(store.getSnapshot()).toMatchObject({ pending: 0, cart: server });
  });
});

it('an add that the server refused leaves nothing for a queued remove to act on: it fails, typed', async () => {
  const { client } = visitorClient(emulator);
  const store = createCartStore(client);
  await store.add({ lineItems: [item('canvas-tote')] });
  emulator.addFault({ path: '/ecom/v1/carts/current/add-to-cart', method: 'POST', kind: 'status', status: 400, times: 1 });
  void store.add({ lineItems: [item('field-watch')] });
  const temp = store.getSnapshot().cart!.lineItems!.find((line) => line.id?.startsWith('pending-line-'))!.id!;
  expect(await store.remove(temp)).toMatchObject({ ok: false, error: { name: 'ValidationError', field: 'lineItemId' } });
  expect(quantities((await getCurrentCart(client)).lineItems)).toEqual({ 'Canvas Tote': 1 });
});
