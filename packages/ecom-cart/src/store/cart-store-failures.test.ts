import { describe, expect, it } from 'vitest';
import { json } from '@storefront-kit/test-utils/recording-fetch';
import { recordingClient, scripted } from '../../test/recording-client';
import { cart, line, notFound, ref } from '../../test/cart-store-fixtures';
import { createCartStore } from './cart-store';

describe('createCartStore', () => {
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

    it("keeps a failed write's error when a read sent before it answers afterwards (that answer is dropped, not a success)", async () => {
      const s = scripted();
      const store = createCartStore(s.client, { initialCart: cart(1, [line('l1', 'p1', 1)]) });
      const reading = store.refresh();
      await s.sent(1);
      const applying = store.applyCoupon('NOPE');
      await s.sent(2);
      s.answer(1, json({ message: 'Coupon does not exist', details: { applicationError: { code: 'ERROR_COUPON_DOES_NOT_EXIST', description: 'x' } } }, 400));
      expect(await applying).toMatchObject({ ok: false, error: { code: 'ERROR_COUPON_DOES_NOT_EXIST' } });
      s.answer(0, json({ cart: cart(1, [line('l1', 'p1', 1)]) }));
      expect((await reading).ok).toBe(true);
      expect(store.getSnapshot()).toMatchObject({ pending: 0, error: { code: 'ERROR_COUPON_DOES_NOT_EXIST' } });
      // A refresh asked after the failure clears it, as any later success does.
      const again = store.refresh();
      await s.sent(3);
      s.answer(2, json({ cart: cart(1, [line('l1', 'p1', 1)]) }));
      await again;
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
});
