import { describe, expect, it } from 'vitest';
import { json } from '@storefront-kit/test-utils/recording-fetch';
import { recordingClient } from '../../test/recording-client';
import { cart, line, notFound, ref } from '../../test/cart-store-fixtures';
import { createCartStore } from './cart-store';

describe('createCartStore', () => {
  describe('estimate and checkout', () => {
    it('keeps the estimate until a mutation makes it stale', async () => {
      const estimate = { cart: cart(2), priceSummary: { total: { amount: '9' } } };
      const { client } = recordingClient((r) => json(r.path.endsWith('estimate-totals') ? estimate : { cart: cart(3, [line('l1', 'p1', 1)]) }));
      const store = createCartStore(client, { initialCart: cart(1) });
      expect(await store.estimate({ shippingAddress: { country: 'US' } })).toEqual({ ok: true, value: estimate });
      expect(store.getSnapshot()).toMatchObject({ estimate, serverCart: cart(2) });
      await store.add({ lineItems: [{ quantity: 1, catalogReference: ref('p1') }] });
      expect(store.getSnapshot().estimate).toBeNull();
    });

    it('drops the estimate when a read finds another cart than the one it was made for (changed elsewhere, or gone)', async () => {
      const estimate = { cart: cart(2, [line('l1', 'p1', 1)]), priceSummary: { total: { amount: '9' } } };
      // What the server holds: the estimated cart, then a cart changed in another tab, then none (ordered).
      const carts = [cart(2, [line('l1', 'p1', 1)]), cart(3, [line('l1', 'p1', 4)]), null];
      let held = 0;
      const { client } = recordingClient((r) => {
        if (r.path.endsWith('estimate-totals')) return json(estimate);
        const current = carts[held];
        return current ? json({ cart: current }) : notFound();
      });
      const store = createCartStore(client, { initialCart: cart(1) });
      await store.estimate();
      // A read of the very cart the estimate was made for keeps it.
      await store.refresh();
      expect(store.getSnapshot()).toMatchObject({ serverCart: cart(2, [line('l1', 'p1', 1)]), estimate });
      held = 1;
      await store.refresh();
      expect(store.getSnapshot()).toMatchObject({ serverCart: cart(3, [line('l1', 'p1', 4)]), estimate: null });
      await store.estimate();
      held = 2;
      await store.refresh();
      expect(store.getSnapshot()).toMatchObject({ cart: null, estimate: null });
    });

    it('drops the estimate when a write whose answer was lost turns out to have happened', async () => {
      const estimate = { cart: cart(2), priceSummary: { total: { amount: '9' } } };
      const { client } = recordingClient((r) =>
        r.path.endsWith('estimate-totals')
          ? json(estimate)
          : r.method === 'POST'
            ? json({ message: 'unavailable' }, 503)
            : json({ cart: cart(3, [line('l1', 'p1', 1)]) }),
      );
      const store = createCartStore(client, { initialCart: cart(1) });
      await store.estimate();
      expect((await store.add({ lineItems: [{ quantity: 1, catalogReference: ref('p1') }] })).ok).toBe(false);
      expect(store.getSnapshot()).toMatchObject({ serverCart: cart(3, [line('l1', 'p1', 1)]), estimate: null });
    });

    it('creates the checkout and its redirect session after the queued mutations', async () => {
      const { client, requests } = recordingClient((r) =>
        json(
          r.path.endsWith('create-checkout')
            ? { checkoutId: 'k1' }
            : r.path.endsWith('redirect-session')
              ? { redirectSession: { id: 'r1', fullUrl: 'https://checkout.test/k1', urlDetails: { endpoint: 'x', searchParams: {} } } }
              : { cart: cart(2, [line('l1', 'p1', 1)]) },
        ),
      );
      const store = createCartStore(client, { initialCart: cart(1) });
      void store.add({ lineItems: [{ quantity: 1, catalogReference: ref('p1') }] });
      const result = await store.checkout({ callbacks: { postFlowUrl: 'https://shop.test/' } });
      expect(result).toMatchObject({ ok: true, value: { checkoutId: 'k1', url: 'https://checkout.test/k1' } });
      expect(requests.map((r) => r.path)).toEqual([
        '/ecom/v1/carts/current/add-to-cart',
        '/ecom/v1/carts/current/create-checkout',
        '/_api/redirects-api/v1/redirect-session',
      ]);
    });
  });
});
