import { describe, expect, it, vi } from 'vitest';
import { json } from '@storefront-kit/test-utils/recording-fetch';
import { recordingClient, scripted } from '../../test/recording-client';
import { cart, line, notFound, ref } from '../../test/cart-store-fixtures';
import { createCartStore } from './cart-store';
import { shareCartAcrossTabs } from './tabs';

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

    it('does not keep an estimate whose cart is older than the one another tab confirmed meanwhile', async () => {
      // Two tabs of one shopper in a page (stand-ins for window and document; Node's BroadcastChannel).
      vi.stubGlobal('window', new EventTarget());
      vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
      const session = { subscribe: () => () => {}, getSnapshot: () => ({ role: 'visitor', tokens: { refreshToken: { value: 'shopper' } } }) };
      const channelName = `estimate-race-${Math.random()}`;
      const s = scripted();
      const tab = createCartStore(s.client, { session, initialCart: cart(2) });
      const other = createCartStore(recordingClient(() => json({ cart: cart(3, [line('l1', 'p1', 1)]) })).client, { session, initialCart: cart(2) });
      const stops = [shareCartAcrossTabs(tab, { channelName }), shareCartAcrossTabs(other, { channelName })];
      try {
        const estimating = tab.estimate();
        await s.sent(1);
        // The other tab changes the cart while the estimate is in flight: this tab shows its cart at once.
        await other.refresh();
        await vi.waitFor(() => expect(tab.getSnapshot().serverCart).toEqual(cart(3, [line('l1', 'p1', 1)])), { timeout: 4_000 });
        // The estimate was made for the cart before that change.
        s.answer(0, json({ cart: cart(2), priceSummary: { total: { amount: '0' } } }));
        expect((await estimating).ok).toBe(true);
        expect(tab.getSnapshot()).toMatchObject({ serverCart: cart(3, [line('l1', 'p1', 1)]), estimate: null });
      } finally {
        for (const stop of stops) stop();
        vi.unstubAllGlobals();
      }
    });

    it('keeps an estimate whose cart carries no revision (it cannot be told older)', async () => {
      const estimate = { cart: { id: 'c1', lineItems: [] }, priceSummary: { total: { amount: '9' } } };
      const { client } = recordingClient(() => json(estimate));
      const store = createCartStore(client, { initialCart: cart(4) });
      await store.estimate();
      expect(store.getSnapshot().estimate).toEqual(estimate);
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
