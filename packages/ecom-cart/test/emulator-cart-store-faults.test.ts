/**
 * Integration tests: the cart store against the emulator's injected faults (failed, truncated and slow
 * answers) over real HTTP on loopback. Each test uses a fresh visitor; faults are cleared after each test.
 */
import { describe, expect, it, vi } from 'vitest';
import { addToCurrentCart, createCartStore, getCurrentCart, updateCurrentCartLineItemQuantity } from '@storefront-kit/ecom-cart';
import { visitorClient } from './fixtures';
import { ANSWERED, cartLog, emulator, item, names, useCartEmulator } from './cart-emulator-setup';

useCartEmulator();

describe('the cart store against the emulator', () => {
  it('rolls back a failed add (injected 500), surfaces the error, and ends equal to the server', async () => {
    const { client } = visitorClient(emulator);
    const store = createCartStore(client);
    await store.add({ lineItems: [item('canvas-tote')] });
    emulator.addFault({ path: '/ecom/v1/carts/current/add-to-cart', method: 'POST', kind: 'status', status: 500, times: 1 });
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().cart?.lineItems?.length ?? 0));
    const result = await store.add({ lineItems: [item('field-watch')] });
    expect(seen).toContain(2); // shown at once
    expect(result).toMatchObject({ ok: false, error: { name: 'HttpError', status: 500 } });
    expect(store.getSnapshot()).toMatchObject({ pending: 0, error: { status: 500 } });
    expect(names(store.getSnapshot().cart)).toEqual([['Canvas Tote', 1]]);
    expect(store.getSnapshot().cart).toEqual(await getCurrentCart(client));
  });

  it('rolls back to the server cart when the answer is lost after the write (truncated body)', async () => {
    const { client } = visitorClient(emulator);
    const store = createCartStore(client);
    await store.add({ lineItems: [item('canvas-tote')] });
    emulator.addFault({ path: '/ecom/v1/carts/current/add-to-cart', method: 'POST', kind: 'truncated', times: 1 });
    const result = await store.add({ lineItems: [item('field-watch')] });
    expect(result).toMatchObject({ ok: false, error: { code: 'ERR_INVALID_RESPONSE' } });
    // The write happened: the re-read shows both lines, none lost.
    expect(names(store.getSnapshot().cart)).toEqual([
      ['Canvas Tote', 1],
      ['Field Watch', 1],
    ]);
    expect(store.getSnapshot().cart).toEqual(await getCurrentCart(client));
  });

  it('ends at the last intent when the first request is slow and the second fast', async () => {
    const { client } = visitorClient(emulator);
    const added = await addToCurrentCart(client, { lineItems: [item('canvas-tote')] });
    const lineId = added.lineItems?.[0]?.id as string;
    const path = '/ecom/v1/carts/current/update-line-items-quantity';

    // Without a queue, the slow first request lands last and wins: the fault does reorder. The fault
    // (`times: 1`) goes to whichever request the emulator takes first, and two requests on two connections
    // may arrive in either order: the second is sent once the first holds it. The latency's timer is fake
    // (the emulator runs in this process), so the first answers only after the second has landed.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      emulator.addFault({ path, kind: 'latency', latencyMs: 300, times: 1 });
      const slow = updateCurrentCartLineItemQuantity(client, [{ id: lineId, quantity: 5 }]);
      await vi.waitFor(() => expect(emulator.faults()).toEqual([]), ANSWERED);
      await updateCurrentCartLineItemQuantity(client, [{ id: lineId, quantity: 2 }]);
      await vi.advanceTimersByTimeAsync(300);
      await slow;
    } finally {
      vi.useRealTimers();
    }
    expect((await getCurrentCart(client)).lineItems?.[0]?.quantity).toBe(5);

    const store = createCartStore(client);
    await store.refresh();
    emulator.addFault({ path, kind: 'latency', latencyMs: 300, times: 1 });
    const first = store.setQuantity(lineId, 7);
    const second = store.setQuantity(lineId, 2);
    expect(store.getSnapshot().cart?.lineItems?.[0]?.quantity).toBe(2);
    await Promise.all([first, second]);
    expect(store.getSnapshot().cart?.lineItems?.[0]?.quantity).toBe(2);
    expect((await getCurrentCart(client)).lineItems?.[0]?.quantity).toBe(2);
  });

  it('sends a refresh asked during a slow write only after the write answered', async () => {
    const { client } = visitorClient(emulator);
    const store = createCartStore(client);
    await store.add({ lineItems: [item('canvas-tote')] });
    emulator.addFault({ path: '/ecom/v1/carts/current/add-to-cart', method: 'POST', kind: 'latency', latencyMs: 300, times: 1 });
    const start = cartLog().length;
    const adding = store.add({ lineItems: [item('sticker-pack')] });
    const reading = store.refresh();
    await Promise.all([adding, reading]);
    const [write, read] = cartLog(start);
    expect([write?.method, read?.method]).toEqual(['POST', 'GET']);
    expect(Date.parse(read?.time ?? '') - Date.parse(write?.time ?? '')).toBeGreaterThanOrEqual(300);
    expect(names(store.getSnapshot().cart)).toEqual([
      ['Canvas Tote', 1],
      ['Sticker Pack', 1],
    ]);
    expect(store.getSnapshot().cart).toEqual(await getCurrentCart(client));
  });
});
