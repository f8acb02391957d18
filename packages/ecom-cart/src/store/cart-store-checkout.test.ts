import { describe, expect, it } from 'vitest';
import { json } from '@storefront-kit/test-utils/recording-fetch';
import { recordingClient } from '../../test/recording-client';
import { cart, line, ref } from '../../test/cart-store-fixtures';
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
