import { describe, expect, it } from 'vitest';
import { json } from '@storefront-kit/test-utils/recording-fetch';
import { recordingClient } from '../../test/recording-client';
import { cart } from '../../test/cart-store-fixtures';
import { createCartStore } from './cart-store';

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
