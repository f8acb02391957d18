/**
 * Integration tests: a cart change queued for one owner is never sent under the next one. The session is
 * one by shape (`subscribe` / `getSnapshot` with `role` and `generation`, as identity-oauth's
 * `OAuthStrategy`), signed in to the demo member by a hosted login (the code exchange carries the
 * visitor's cart over on the platform) and out to a new visitor. An add's answer is held after the
 * server made it, so the owner changes while the changes queued behind it wait. Against the emulator
 * over real HTTP on loopback; each test starts with a fresh visitor.
 */
import { describe, expect, it, vi } from 'vitest';
import { type CartStore, createCartStore } from '@storefront-kit/ecom-cart';
import { createClient } from '@storefront-kit/http-core';
import { loginAsDemoMember, visitorAuth } from './fixtures';
import { ANSWERED, answerGate, emulator, item, names, useCartEmulator } from './cart-emulator-setup';

useCartEmulator();

const WRITES = { method: 'POST', path: '/ecom/v1/carts/current/**' };

/**
 * A fresh visitor's client and session. `hold()`: the next add is held once the server answered it; the
 * promise resolves then, with the function that lets the answer through. `signIn()` / `signOut()` switch
 * the tokens (the demo member's, a new visitor's) and tell the session's listeners, as a sign-in does.
 */
function shopper() {
  const auth = visitorAuth(emulator);
  const listeners = new Set<() => void>();
  let snapshot = { role: 'visitor', generation: 0 };
  const session = Object.assign(auth, {
    subscribe: (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener)),
    getSnapshot: () => snapshot,
  });
  const { fetch, hold } = answerGate('/add-to-cart');
  const client = createClient({ hosts: emulator.hosts, auth: session, retry: false, fetch });
  const becomes = (role: string) => {
    snapshot = { role, generation: snapshot.generation + 1 };
    listeners.forEach((listener) => listener());
  };
  const signIn = async () => {
    await loginAsDemoMember(emulator, client, auth);
    becomes('member');
  };
  const signOut = async () => {
    auth.useToken(await visitorAuth(emulator).token());
    becomes('visitor');
  };
  return { client, session, hold, signIn, signOut };
}

const settled = (store: CartStore) => vi.waitFor(() => expect(store.getSnapshot()).toMatchObject({ pending: 0, loaded: true }), ANSWERED);
const ownerChanged = { ok: false, error: { code: 'ERR_CART_OWNER_CHANGED', name: 'StorefrontError' } };

describe('a cart change queued before the owner changes', () => {
  it("a visitor's add queued before sign-in is not sent with the member's token: it resolves ERR_CART_OWNER_CHANGED, the one sent before carries over", async () => {
    const { client, session, hold, signIn } = shopper();
    const store = createCartStore(client, { session });
    const writesBefore = emulator.requestLog(WRITES).length;
    const answered = hold();
    const sent = store.add({ lineItems: [item('canvas-tote')] });
    const release = await answered; // the tote is in the visitor's cart; its answer waits
    const queued = store.add({ lineItems: [item('tea-set')] }, { display: [{ productName: 'Tea Set' }] });
    expect(names(store.getSnapshot().cart)).toContainEqual(['Tea Set', 1]);

    await signIn(); // the code exchange carries the visitor's cart (the tote) over to the member
    expect(names(store.getSnapshot().cart)).toEqual([]); // nothing of the visitor's shows for the member
    release();

    expect(await sent).toMatchObject({ ok: true }); // it was sent, and made, for the visitor
    expect(await queued).toMatchObject(ownerChanged);
    await settled(store);
    expect(
      emulator
        .requestLog(WRITES)
        .slice(writesBefore)
        .map((entry) => [entry.path, entry.auth]),
    ).toEqual([['/ecom/v1/carts/current/add-to-cart', 'visitor']]);
    expect(names(store.getSnapshot().cart)).toContainEqual(['Canvas Tote', 1]);
    expect(names(store.getSnapshot().cart)).not.toContainEqual(['Tea Set', expect.anything()]);
    expect(store.getSnapshot().error).toBeNull(); // the refusal is the action's result, not the member's cart error
  });

  it("a member's changes queued before sign-out never reach the next visitor: each resolves ERR_CART_OWNER_CHANGED and the visitor has no cart", async () => {
    const { client, session, hold, signIn, signOut } = shopper();
    await signIn();
    const store = createCartStore(client, { session });
    expect((await store.add({ lineItems: [item('silk-scarf', 1, { Color: 'Blue' })] })).ok).toBe(true);
    const scarf = store.getSnapshot().serverCart?.lineItems?.find((line) => line.productName?.original === 'Silk Scarf')?.id as string;
    const postsBefore = emulator.requestLog({ method: 'POST', path: '/ecom/**' }).length;

    const answered = hold();
    const sent = store.add({ lineItems: [item('canvas-tote')] });
    const release = await answered;
    const queued = [
      store.add({ lineItems: [item('tea-set')] }),
      store.setQuantity(scarf, 3),
      store.changeQuantity(scarf, 1),
      store.remove(scarf),
      store.applyCoupon('WELCOME5'),
      store.removeCoupon(),
      store.estimate(),
      store.checkout({ callbacks: { postFlowUrl: 'https://shop.test/' } }),
    ];
    await signOut();
    expect(store.getSnapshot().cart).toBeNull(); // the member's cart left at once
    release();

    expect(await sent).toMatchObject({ ok: true });
    for (const result of await Promise.all(queued)) expect(result).toMatchObject(ownerChanged);
    await settled(store);
    expect(store.getSnapshot()).toMatchObject({ cart: null, error: null }); // the new visitor's own (no) cart
    // Only the add sent before the sign-out: no write, estimate or checkout under either owner after it.
    const posts = emulator.requestLog({ method: 'POST', path: '/ecom/**' }).slice(postsBefore);
    expect(posts.map((entry) => [entry.path, entry.auth])).toEqual([['/ecom/v1/carts/current/add-to-cart', 'member']]);
    expect(emulator.requestLog({ path: '/ecom/v1/carts/current', method: 'GET' }).at(-1)).toMatchObject({ auth: 'visitor', status: 404 });
  });
});
