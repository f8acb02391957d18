import { describe, expect, it } from 'vitest';
import { json } from '@storefront-kit/test-utils/recording-fetch';
import { recordingClient } from '../../test/recording-client';
import { cart, line, notFound } from '../../test/cart-store-fixtures';
import { createCartStore } from './cart-store';

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
});
