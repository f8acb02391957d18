import { describe, expect, it } from 'vitest';
import { json } from '@storefront-kit/test-utils/recording-fetch';
import { recordingClient, scripted } from '../../test/recording-client';
import { STORES_APP_ID, type Cart } from '../index';
import { createCartStore } from './cart-store';

const ref = (catalogItemId: string) => ({ catalogItemId, appId: STORES_APP_ID });
const line = (id: string, catalogItemId: string, quantity: number) => ({ id, quantity, catalogReference: ref(catalogItemId) });
const cart = (revision: number, lineItems: Cart['lineItems'] = []): Cart => ({ id: 'c1', revision: String(revision), lineItems });
const notFound = () =>
  json({ message: 'Cart not found', details: { applicationError: { code: 'CART_NOT_FOUND', description: 'Cart was not found' } } }, 404);

describe('createCartStore', () => {
  describe('snapshots', () => {
    it('keeps the same snapshot object until something changes, and notifies subscribers', async () => {
      const { client } = recordingClient(() => json({ cart: cart(1, [line('l1', 'p1', 1)]) }));
      const store = createCartStore(client);
      const first = store.getSnapshot();
      expect(store.getSnapshot()).toBe(first);
      expect(first).toMatchObject({ cart: null, serverCart: null, loaded: false, pending: 0, error: null });
      const calls: number[] = [];
      const unsubscribe = store.subscribe(() => calls.push(store.getSnapshot().pending));
      await store.refresh();
      expect(calls).toEqual([1, 0]);
      const loaded = store.getSnapshot();
      expect(loaded).not.toBe(first);
      expect(store.getSnapshot()).toBe(loaded);
      expect(loaded).toMatchObject({ loaded: true, pending: 0, cart: cart(1, [line('l1', 'p1', 1)]) });
      unsubscribe();
      await store.refresh();
      expect(calls).toEqual([1, 0]);
    });

    it('reads a missing cart as null', async () => {
      const { client } = recordingClient(notFound);
      const store = createCartStore(client);
      expect(await store.refresh()).toEqual({ ok: true, value: null });
      expect(store.getSnapshot()).toMatchObject({ loaded: true, cart: null, error: null });
    });

    it('starts from an initial cart', () => {
      const store = createCartStore(recordingClient().client, { initialCart: cart(3) });
      expect(store.getSnapshot()).toMatchObject({ loaded: true, serverCart: cart(3), cart: cart(3) });
    });
  });

  describe('optimistic updates and the queue', () => {
    it('shows an add at once, sends mutations one at a time in order, and counts pending', async () => {
      const s = scripted();
      const store = createCartStore(s.client, { initialCart: cart(1, [line('l1', 'p1', 1)]) });
      const adding = store.add({ lineItems: [{ quantity: 2, catalogReference: ref('p2') }, { quantity: 1, catalogReference: ref('p1') }] });
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
      const store = createCartStore(s.client);
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
      expect((await store.estimate()).ok).toBe(true);
      expect(store.getSnapshot().serverCart).toEqual(cart(5, [line('l1', 'p1', 1)]));
      expect(store.getSnapshot().estimate).toEqual({ cart: cart(3), priceSummary: {} });
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

  describe('failures', () => {
    it('rolls back after a 4xx without re-reading, and surfaces the typed error', async () => {
      const { client, requests } = recordingClient(() =>
        json({ message: 'Coupon does not exist', details: { applicationError: { code: 'ERROR_COUPON_DOES_NOT_EXIST', description: 'x' } } }, 400),
      );
      const store = createCartStore(client, { initialCart: cart(1, [line('l1', 'p1', 1)]) });
      const result = await store.applyCoupon('NOPE');
      expect(result).toMatchObject({ ok: false, error: { name: 'HttpError', code: 'ERROR_COUPON_DOES_NOT_EXIST', status: 400 } });
      expect(requests).toHaveLength(1);
      expect(store.getSnapshot()).toMatchObject({ pending: 0, cart: cart(1, [line('l1', 'p1', 1)]), error: { code: 'ERROR_COUPON_DOES_NOT_EXIST' } });
      store.dismissError();
      expect(store.getSnapshot().error).toBeNull();
    });

    it.each([
      ['a 500', () => new Response('{"message":"Internal error","details":{}}', { status: 500, statusText: 'Internal Server Error' }), 'INTERNAL_SERVER_ERROR'],
      ['a network error', () => Promise.reject(new TypeError('fetch failed')), 'ERR_NETWORK'],
      ['an unreadable answer', () => new Response('{"cart":', { status: 200, headers: { 'content-type': 'application/json' } }), 'ERR_INVALID_RESPONSE'],
    ])('re-reads the cart after %s, since the write may have happened', async (_name, failure, code) => {
      const truth = cart(2, [line('l1', 'p1', 1), line('l2', 'p2', 1)]);
      const { client, requests } = recordingClient((r) => (r.method === 'GET' ? json({ cart: truth }) : failure()));
      const store = createCartStore(client, { initialCart: cart(1, [line('l1', 'p1', 1)]) });
      const result = await store.add({ lineItems: [{ quantity: 1, catalogReference: ref('p2') }] });
      expect(result).toMatchObject({ ok: false, error: { code } });
      expect(requests.map((r) => r.method)).toEqual(['POST', 'GET']);
      expect(store.getSnapshot()).toMatchObject({ pending: 0, cart: truth, serverCart: truth, error: { code } });
    });

    it('keeps every confirmed line when the re-read fails too', async () => {
      const { client } = recordingClient(() => Promise.reject(new TypeError('offline')));
      const store = createCartStore(client, { initialCart: cart(1, [line('l1', 'p1', 1)]) });
      await store.remove('l1');
      expect(store.getSnapshot().cart).toEqual(cart(1, [line('l1', 'p1', 1)]));
    });

    it('re-reads after an unknown write outcome only, never after a failed read', async () => {
      const { client, requests } = recordingClient(() => Promise.reject(new TypeError('offline')));
      const store = createCartStore(client, { initialCart: cart(1, [line('l1', 'p1', 1)]) });
      const adding = store.add({ lineItems: [{ quantity: 1, catalogReference: ref('p2') }] });
      const reading = store.refresh();
      expect(await reading).toMatchObject({ ok: false, error: { code: 'ERR_NETWORK' } });
      expect(await adding).toMatchObject({ ok: false, error: { code: 'ERR_NETWORK' } });
      expect(requests.map((r) => r.method)).toEqual(['POST', 'GET', 'GET']);
      expect(store.getSnapshot()).toMatchObject({ pending: 0, cart: cart(1, [line('l1', 'p1', 1)]) });
    });

    it('learns that the cart is gone from CART_NOT_FOUND', async () => {
      const { client } = recordingClient(notFound);
      const store = createCartStore(client, { initialCart: cart(1, [line('l1', 'p1', 1)]) });
      expect((await store.changeQuantity('l1', -1)).ok).toBe(false);
      expect(store.getSnapshot()).toMatchObject({ cart: null, serverCart: null, error: { code: 'CART_NOT_FOUND' } });
    });

    it.each([
      ['add([])', (store: any) => store.add({ lineItems: [] })],
      ['setQuantity(NaN)', (store: any) => store.setQuantity('l1', Number.NaN)],
      ['setQuantity(2.5)', (store: any) => store.setQuantity('l1', 2.5)],
      ['changeQuantity(0)', (store: any) => store.changeQuantity('l1', 0)],
      ['remove([])', (store: any) => store.remove([])],
      ['applyCoupon(1 KB)', (store: any) => store.applyCoupon('x'.repeat(1024))],
    ])('reports a ValidationError for %s without a request or a queued change', async (_name, act) => {
      const { client, requests } = recordingClient();
      const store = createCartStore(client, { initialCart: cart(1, [line('l1', 'p1', 1)]) });
      const before = store.getSnapshot().cart;
      const result = await act(store);
      expect(result).toMatchObject({ ok: false, error: { code: 'ERR_VALIDATION' } });
      expect(requests).toHaveLength(0);
      expect(store.getSnapshot()).toMatchObject({ pending: 0, cart: before, error: { name: 'ValidationError' } });
    });

    it('fails a change of a line that is not in the cart locally, without a request', async () => {
      const { client, requests } = recordingClient();
      const store = createCartStore(client, { initialCart: cart(1, [line('l1', 'p1', 1)]) });
      expect(await store.changeQuantity('nope', 1)).toMatchObject({ ok: false, error: { code: 'ERR_VALIDATION', field: 'lineItemId' } });
      expect(requests).toHaveLength(0);
      expect(store.getSnapshot().cart).toEqual(cart(1, [line('l1', 'p1', 1)]));
    });
  });

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

describe('createCartStore({ session })', () => {
  /** A minimal session source (identity-oauth's OAuthStrategy has the same shape). */
  function fakeSession(role: string) {
    const listeners = new Set<() => void>();
    let snapshot = { role };
    return {
      subscribe: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)),
      getSnapshot: () => snapshot,
      set(next: string) {
        snapshot = { role: next };
        listeners.forEach((l) => l());
      },
    };
  }

  it('reads the cart again when the role changes (sign-in, sign-out), not for a first visitor session', async () => {
    let n = 0;
    const { client, requests } = recordingClient(() => json({ cart: cart(++n) }));
    const session = fakeSession('none');
    const store = createCartStore(client, { session });
    session.set('visitor'); // the first visitor token: nothing to re-read
    expect(requests).toHaveLength(0);
    await store.refresh();
    session.set('visitor'); // a token refresh: same role
    expect(requests).toHaveLength(1);
    session.set('member'); // sign-in
    expect(store.getSnapshot().pending).toBe(1);
    await store.refresh(); // joins the read in flight
    expect(requests).toHaveLength(2);
    expect(store.getSnapshot().serverCart?.revision).toBe('2');
    session.set('none'); // sign-out
    await store.refresh();
    expect(requests).toHaveLength(3);
  });

  it('without a session nothing is read by itself', async () => {
    const { client, requests } = recordingClient(() => json({ cart: cart(1) }));
    createCartStore(client);
    await Promise.resolve();
    expect(requests).toHaveLength(0);
  });
});
