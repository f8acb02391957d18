import { describe, expect, it } from 'vitest';
import { json } from '@storefront-kit/test-utils/recording-fetch';
import { recordingClient, scripted } from '../../test/recording-client';
import { cart, line, ref } from '../../test/cart-store-fixtures';
import { createCartStore } from './cart-store';

describe('createCartStore', () => {
  describe('optimistic updates and the queue', () => {
    it('shows an add at once, sends mutations one at a time in order, and counts pending', async () => {
      const s = scripted();
      const store = createCartStore(s.client, { initialCart: cart(1, [line('l1', 'p1', 1)]) });
      const adding = store.add({
        lineItems: [
          { quantity: 2, catalogReference: ref('p2') },
          { quantity: 1, catalogReference: ref('p1') },
        ],
      });
      const removing = store.remove('l1');
      expect(store.getSnapshot().pending).toBe(2);
      expect(store.getSnapshot().cart?.lineItems).toEqual([{ id: expect.stringMatching(/^pending-line-/), quantity: 2, catalogReference: ref('p2') }]);
      await s.sent(1);
      expect(s.requests[0]?.path).toBe('/ecom/v1/carts/current/add-to-cart');
      s.answer(0, json({ cart: cart(2, [line('l1', 'p1', 2), line('l2', 'p2', 2)]) }));
      await s.sent(2);
      expect(s.requests[1]).toMatchObject({ path: '/ecom/v1/carts/current/remove-line-items', body: { lineItemIds: ['l1'] } });
      expect(store.getSnapshot()).toMatchObject({ pending: 1, serverCart: cart(2, [line('l1', 'p1', 2), line('l2', 'p2', 2)]) });
      expect(store.getSnapshot().cart?.lineItems).toEqual([line('l2', 'p2', 2)]);
      s.answer(1, json({ cart: cart(3, [line('l2', 'p2', 2)]) }));
      expect(await adding).toMatchObject({ ok: true });
      expect(await removing).toMatchObject({ ok: true });
      expect(store.getSnapshot()).toMatchObject({ pending: 0, cart: cart(3, [line('l2', 'p2', 2)]) });
    });

    it('merges an add of an item already in the cart into its line', async () => {
      const s = scripted();
      const store = createCartStore(s.client, { initialCart: cart(1, [line('l1', 'p1', 1)]) });
      void store.add({ lineItems: [{ quantity: 2, catalogReference: ref('p1') }] });
      expect(store.getSnapshot().cart?.lineItems).toEqual([line('l1', 'p1', 3)]);
    });

    it('applies "+1" twice as deltas on the server quantity: 1 -> 2 -> 3', async () => {
      const s = scripted();
      const store = createCartStore(s.client, { initialCart: cart(1, [line('l1', 'p1', 1)]) });
      const first = store.changeQuantity('l1', 1);
      const second = store.changeQuantity('l1', 1);
      expect(store.getSnapshot().cart?.lineItems?.[0]?.quantity).toBe(3);
      await s.sent(1);
      expect(s.requests[0]?.body).toEqual({ lineItems: [{ id: 'l1', quantity: 2 }] });
      s.answer(0, json({ cart: cart(2, [line('l1', 'p1', 2)]) }));
      await s.sent(2);
      expect(s.requests[1]?.body).toEqual({ lineItems: [{ id: 'l1', quantity: 3 }] });
      s.answer(1, json({ cart: cart(3, [line('l1', 'p1', 3)]) }));
      await Promise.all([first, second]);
      expect(store.getSnapshot().cart?.lineItems?.[0]?.quantity).toBe(3);
    });

    it('maps the temporary id of a pending add to the real line id', async () => {
      const s = scripted();
      const store = createCartStore(s.client, { initialCart: null });
      void store.add({ lineItems: [{ quantity: 1, catalogReference: ref('p9') }] });
      const tempId = store.getSnapshot().cart?.lineItems?.[0]?.id as string;
      expect(tempId).toMatch(/^pending-line-/);
      void store.setQuantity(tempId, 4);
      expect(store.getSnapshot().cart?.lineItems?.[0]?.quantity).toBe(4);
      await s.sent(1);
      s.answer(0, json({ cart: cart(1, [line('real-1', 'p9', 1)]) }));
      await s.sent(2);
      expect(s.requests[1]?.body).toEqual({ lineItems: [{ id: 'real-1', quantity: 4 }] });
      expect(store.getSnapshot().cart?.lineItems).toEqual([line('real-1', 'p9', 4)]);
    });

    it('shows an applied and a removed coupon at once', async () => {
      const s = scripted();
      const store = createCartStore(s.client, { initialCart: cart(1) });
      const applying = store.applyCoupon(' SAVE10 ');
      expect(store.getSnapshot().cart?.appliedDiscounts).toEqual([{ coupon: { code: 'SAVE10' } }]);
      await s.sent(1);
      expect(s.requests[0]?.body).toEqual({ couponCode: 'SAVE10' });
      s.answer(0, json({ cart: { ...cart(2), appliedDiscounts: [{ coupon: { code: 'SAVE10', name: '10%' } }] } }));
      await applying;
      void store.removeCoupon();
      expect(store.getSnapshot().cart?.appliedDiscounts).toEqual([]);
      await s.sent(2);
      expect(s.requests[1]?.text).toBe('{}');
    });
  });

  describe('stale answers', () => {
    it('drops a read that a write overtook', async () => {
      const s = scripted();
      // Known to have no cart: the add does not wait for the read (only a first read is waited for).
      const store = createCartStore(s.client, { initialCart: null });
      const reading = store.refresh();
      await s.sent(1);
      const adding = store.add({ lineItems: [{ quantity: 1, catalogReference: ref('p1') }] });
      await s.sent(2);
      s.answer(1, json({ cart: cart(2, [line('l1', 'p1', 1)]) }));
      await adding;
      s.answer(0, json({ cart: cart(1) }));
      await reading;
      expect(store.getSnapshot().serverCart).toEqual(cart(2, [line('l1', 'p1', 1)]));
    });

    it('ignores a cart with a lower revision than the one known', async () => {
      const { client } = recordingClient(() => json({ cart: cart(3), priceSummary: {} }));
      const store = createCartStore(client, { initialCart: cart(5, [line('l1', 'p1', 1)]) });
      expect(await store.estimate()).toEqual({ ok: true, value: { cart: cart(3), priceSummary: {} } });
      expect(store.getSnapshot().serverCart).toEqual(cart(5, [line('l1', 'p1', 1)]));
      // The estimate of that older cart is the call's result, not the snapshot's: its totals are not the cart's shown.
      expect(store.getSnapshot().estimate).toBeNull();
    });

    it('runs a refresh asked while mutations are queued after them', async () => {
      const s = scripted();
      const store = createCartStore(s.client, { initialCart: cart(1) });
      void store.add({ lineItems: [{ quantity: 1, catalogReference: ref('p1') }] });
      const reading = store.refresh();
      await s.sent(1);
      s.answer(0, json({ cart: cart(2, [line('l1', 'p1', 1)]) }));
      await s.sent(2);
      expect(s.requests.map((r) => r.method)).toEqual(['POST', 'GET']);
      s.answer(1, json({ cart: cart(2, [line('l1', 'p1', 1)]) }));
      expect(await reading).toEqual({ ok: true, value: cart(2, [line('l1', 'p1', 1)]) });
    });
  });
});
