/**
 * Integration tests: the per-client cart store (`cartStoreOf`) and `dispose()` against the emulator
 * over real HTTP on loopback. The client's auth is a session by shape (`subscribe` / `getSnapshot`
 * with a `role`, as identity-oauth's `OAuthStrategy`), switched to the demo member by a hosted login.
 */
import { describe, expect, it } from 'vitest';
import { cartStoreOf, getCurrentCart } from '@storefront-kit/ecom-cart';
import { createClient } from '@storefront-kit/http-core';
import { loginAsDemoMember, visitorAuth } from './fixtures';
import { emulator, item, names, useCartEmulator } from './cart-emulator-setup';

useCartEmulator();

/** A visitor client whose auth is also a session: `signIn()` logs the demo member in and tells the listeners. */
function sessionClient() {
  const auth = visitorAuth(emulator);
  const listeners = new Set<() => void>();
  let snapshot = { role: 'visitor' };
  const session = Object.assign(auth, {
    subscribe: (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener)),
    getSnapshot: () => snapshot,
  });
  let onAddSent = () => {};
  const addSent = new Promise<void>((resolve) => (onAddSent = resolve));
  const client = createClient({
    hosts: emulator.hosts,
    auth: session,
    retry: false,
    fetch: (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/add-to-cart')) onAddSent();
      return fetch(input, init);
    },
  });
  const setRole = (role: string) => {
    snapshot = { role };
    listeners.forEach((listener) => listener());
  };
  const signIn = async () => {
    await loginAsDemoMember(emulator, client, auth);
    setRole('member');
  };
  return { client, signIn, setRole, listeners, addSent };
}

const cartReads = () => emulator.requestLog({ path: '/ecom/v1/carts/current', method: 'GET' }).length;
const adds = () => emulator.requestLog({ path: '/ecom/v1/carts/current/add-to-cart', method: 'POST' }).length;

describe('cartStoreOf and dispose() against the emulator', () => {
  it('gives one store per client that follows its session; after dispose() a session change reads nothing and the next call makes a new store', async () => {
    const { client, signIn, setRole, listeners } = sessionClient();
    const store = cartStoreOf(client);
    expect(cartStoreOf(client)).toBe(store);
    expect(cartStoreOf(createClient({ hosts: emulator.hosts }))).not.toBe(store);
    await store.refresh();

    const before = cartReads();
    await signIn(); // the store follows: it re-reads the member's cart
    await store.refresh(); // joins that read
    expect(cartReads()).toBe(before + 1);
    expect(emulator.requestLog({ path: '/ecom/v1/carts/current', method: 'GET' }).at(-1)?.auth).toBe('member');

    store.dispose();
    store.dispose(); // idempotent
    expect(listeners.size).toBe(0);
    const afterDispose = cartReads();
    setRole('none'); // a sign-out
    expect(store.getSnapshot().pending).toBe(0); // a re-read would be pending from here

    const next = cartStoreOf(client, { initialCart: null });
    expect(next).not.toBe(store);
    expect(next.getSnapshot()).toMatchObject({ loaded: true, cart: null }); // initialCart counts at creation
    expect(cartStoreOf(client, { initialCart: undefined })).toBe(next);
    await next.refresh();
    await store.refresh(); // would join a re-read in flight
    expect(cartReads()).toBe(afterDispose + 1); // the new store's read, none from the disposed one
    next.dispose();
  });

  it('lets the add in flight complete; a queued add and any later call resolve ERR_CART_STORE_DISPOSED without a request', async () => {
    const { client, addSent } = sessionClient();
    const store = cartStoreOf(client);
    const first = store.add({ lineItems: [item('canvas-tote')] });
    const queued = store.add({ lineItems: [item('tea-set')] });
    await addSent; // the first add is on the wire
    store.dispose();

    expect((await first).ok).toBe(true);
    const refused = await queued;
    expect(refused).toMatchObject({ ok: false, error: { code: 'ERR_CART_STORE_DISPOSED' } });
    expect(store.getSnapshot().error?.code).toBe('ERR_CART_STORE_DISPOSED');
    expect(await store.add({ lineItems: [item('tea-set')] })).toMatchObject({ ok: false, error: { code: 'ERR_CART_STORE_DISPOSED' } });
    expect(await store.refresh()).toMatchObject({ ok: false, error: { code: 'ERR_CART_STORE_DISPOSED' } });

    expect(adds()).toBe(1);
    expect(names(store.getSnapshot().cart)).toEqual([['Canvas Tote', 1]]); // the queued add left the view
    expect(store.getSnapshot().pending).toBe(0);
    expect(names(await getCurrentCart(client))).toEqual([['Canvas Tote', 1]]);
  });

  it('reads the cart a just-minted visitor made through the disposed store, instead of assuming a new visitor has none', async () => {
    const { client, setRole } = sessionClient();
    setRole('visitor');
    const auth = client.auth as unknown as { getSnapshot(): { role: string; newVisitor?: boolean } };
    const { getSnapshot } = auth;
    auth.getSnapshot = () => ({ ...getSnapshot(), newVisitor: true }); // minted in this visit, as identity-oauth reports it
    const store = cartStoreOf(client);
    expect((await store.refresh()).ok).toBe(true); // a new visitor: no cart, assumed without asking
    expect(await store.add({ lineItems: [item('canvas-tote')] })).toMatchObject({ ok: true });
    store.dispose();

    const next = cartStoreOf(client);
    const read = await next.refresh();
    expect(read.ok && names(read.value)).toEqual([['Canvas Tote', 1]]);
    next.dispose();
  });
});
