/**
 * Integration tests: the cart store over the current cart V2 (`{ cart: cartV2 }`) against the emulator
 * over real HTTP on loopback, with the V1 store's helpers: add with receipts, quantities, removal, the
 * coupon, the checkout hand-off, a change of owner and a stale answer. Each test uses a fresh visitor.
 */
import { describe, expect, it, vi } from 'vitest';
import { cartStoreOf, cartV1, createCartStore, type CartSessionSource } from '@storefront-kit/ecom-cart';
import { cartV2, getCurrentCart } from '@storefront-kit/ecom-cart/v2';
import { createClient, isValidationError } from '@storefront-kit/http-core';
import { APP, loginAsDemoMember, visitorAuth, visitorClient } from './fixtures';
import { ANSWERED, cartLog, emulator, item, names, useCartEmulator } from './cart-emulator-setup';

useCartEmulator();

const lineOf = (store: { getSnapshot(): { cart: { lineItems?: { id?: string; name?: { original?: string } }[] } | null } }, name: string) =>
  store.getSnapshot().cart?.lineItems?.find((line) => line.name?.original === name)?.id as string;

describe('the cart store over cart V2 against the emulator', () => {
  it('adds with receipts, changes quantities, applies and swaps a coupon, removes, and ends equal to the server; only V2 calls', async () => {
    const { client } = visitorClient(emulator);
    const store = createCartStore(client, { cart: cartV2 });
    expect(await store.refresh()).toEqual({ ok: true, value: null });
    const start = cartLog().length;
    const adding = store.add(
      { catalogItems: [item('canvas-tote', 2), item('tea-set', 3), item('rain-coat', 1, { Size: 'M' })] },
      { display: [{ productName: 'Canvas Tote', price: '22.00' }] },
    );
    const shown = store.getSnapshot().cart?.lineItems?.[0];
    expect(shown).toMatchObject({ name: { original: 'Canvas Tote' }, quantityInfo: { confirmedQuantity: 2 }, pricing: { unitPrice: { amount: '22.00' } } });
    expect(shown?.id).toMatch(/^pending-line-/);
    const added = await adding;
    expect(added.ok && added.receipt.map((line) => [line.status, line.confirmedQuantity])).toEqual([
      ['added', 2],
      ['clamped', 2],
      ['dropped', 0],
    ]);

    const tote = lineOf(store, 'Canvas Tote');
    const both = Promise.all([store.changeQuantity(tote, 1), store.changeQuantity(tote, 1)]);
    expect(names(store.getSnapshot().cart)).toEqual([
      ['Canvas Tote', 4],
      ['Tea Set', 2],
    ]);
    await both;
    await store.setQuantity(lineOf(store, 'Tea Set'), 1);
    await store.applyCoupon('WELCOME5');
    expect((await store.applyCoupon(' save10 ')).ok).toBe(true);
    expect(store.getSnapshot().cart?.coupons?.map((coupon) => coupon.code)).toEqual(['SAVE10']);
    await store.remove(lineOf(store, 'Tea Set'));
    const estimate = await store.estimate({ validationConfig: 'SKIP_VALIDATIONS' });
    expect(estimate.ok && estimate.value.summary.discounts?.[0]?.source?.couponCode).toBe('SAVE10');
    await store.removeCoupon();
    expect(store.getSnapshot()).toMatchObject({ pending: 0, error: null });
    expect(names(store.getSnapshot().cart)).toEqual([['Canvas Tote', 4]]);
    expect(store.getSnapshot().cart).toEqual((await getCurrentCart(client)).cart);
    expect(new Set(cartLog(start).map((entry) => entry.path.split('/').slice(0, 3).join('/')))).toEqual(new Set(['/ecom/v2']));
  });

  it('rolls back a refused add and a refused coupon to the server cart', async () => {
    const { client } = visitorClient(emulator);
    const store = createCartStore(client, { cart: cartV2 });
    await store.add({ catalogItems: [item('canvas-tote')] });
    emulator.addFault({ path: '/ecom/v2/carts/current/add-line-items', method: 'POST', kind: 'status', status: 500, times: 1 });
    expect(await store.add({ catalogItems: [item('field-watch')] })).toMatchObject({ ok: false, error: { status: 500 } });
    expect(await store.applyCoupon('NOPE')).toMatchObject({ ok: false, error: { code: 'INVALID_COUPON_CODE' } });
    expect(names(store.getSnapshot().cart)).toEqual([['Canvas Tote', 1]]);
    expect(store.getSnapshot().cart).toEqual((await getCurrentCart(client)).cart);
  });

  it('keeps the coupon applied when the one that would replace it is refused (a V2 cart swaps by removing first)', async () => {
    const { client } = visitorClient(emulator);
    const store = createCartStore(client, { cart: cartV2 });
    await store.add({ catalogItems: [item('canvas-tote')] });
    expect((await store.applyCoupon('WELCOME5')).ok).toBe(true);
    expect(await store.applyCoupon('NOPE')).toMatchObject({ ok: false, error: { code: 'INVALID_COUPON_CODE' } });
    const coupons = (cart: { coupons?: { code?: string }[] } | null | undefined) => cart?.coupons?.map((coupon) => coupon.code);
    expect(coupons((await getCurrentCart(client)).cart)).toEqual(['WELCOME5']);
    expect(store.getSnapshot()).toMatchObject({ pending: 0, error: { code: 'INVALID_COUPON_CODE' } });
    expect(coupons(store.getSnapshot().cart)).toEqual(['WELCOME5']);
  });

  it('hands off to the hosted checkout after the queued mutations', async () => {
    const { client } = visitorClient(emulator);
    const store = createCartStore(client, { cart: cartV2 });
    await store.refresh();
    const start = cartLog().length;
    void store.add({ catalogItems: [item('desk-lamp')] });
    const checkout = await store.checkout({ callbacks: { postFlowUrl: `${APP}/` } });
    expect(checkout.ok && checkout.value.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(cartLog(start).map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual([
      'POST /ecom/v2/carts/current/add-line-items 200',
      'POST /ecom/v1/carts/current/create-checkout 200',
    ]);
  });

  it("follows the session's owner: after sign-in it forgets the visitor's cart and reads the member's", async () => {
    const auth = visitorAuth(emulator);
    const listeners = new Set<() => void>();
    let role = 'visitor';
    const session: CartSessionSource = {
      subscribe: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
      getSnapshot: () => ({ role }),
    };
    const client = createClient({ hosts: emulator.hosts, auth, retry: false });
    const store = createCartStore(client, { cart: cartV2, session });
    await store.add({ catalogItems: [item('silk-scarf', 2, { Color: 'Blue' })] });
    const visitorCart = store.getSnapshot().serverCart;
    await loginAsDemoMember(emulator, client, auth);
    role = 'member';
    listeners.forEach((listener) => listener());
    expect(store.getSnapshot()).toMatchObject({ serverCart: null, loaded: false });
    await vi.waitFor(() => expect(store.getSnapshot()).toMatchObject({ loaded: true, pending: 0 }), ANSWERED);
    expect(store.getSnapshot().cart?.customerInfo?.memberId).toEqual(expect.any(String));
    expect(store.getSnapshot().cart?.id).toBe(visitorCart?.id);
    expect(names(store.getSnapshot().cart)).toEqual([['Silk Scarf', 2]]);
  });

  it('drops a read that answers after a write sent later (the read saw the cart before the write)', async () => {
    const auth = visitorAuth(emulator);
    let releaseRead = () => {};
    const readHeld = new Promise<void>((resolve) => (releaseRead = resolve));
    const client = createClient({
      hosts: emulator.hosts,
      auth,
      retry: false,
      // The read's answer is held back until the add has answered: an answer the network delivers late.
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        if ((init?.method ?? (input instanceof Request ? input.method : 'GET')) === 'GET') await readHeld;
        return response;
      },
    });
    // Known to have no cart: the add does not wait for the read (only a first read is waited for).
    const store = createCartStore(client, { cart: cartV2, initialCart: null });
    const reading = store.refresh();
    await vi.waitFor(() => expect(cartLog().at(-1)?.method).toBe('GET'), ANSWERED);
    const added = await store.add({ catalogItems: [item('canvas-tote')] });
    expect(added.ok).toBe(true);
    releaseRead();
    await reading;
    expect(
      cartLog()
        .slice(-2)
        .map((entry) => `${entry.method} ${entry.status}`),
    ).toEqual(['GET 404', 'POST 200']);
    expect(names(store.getSnapshot().cart)).toEqual([['Canvas Tote', 1]]);
  });

  it("cartStoreOf gives the client's one V2 store, and refuses to make a second store over V1 for the same client", async () => {
    const { client } = visitorClient(emulator);
    const store = cartStoreOf(client, { cart: cartV2 });
    expect(cartStoreOf(client, { cart: cartV2 })).toBe(store);
    const refused = (() => {
      try {
        return cartStoreOf(client, { cart: cartV1 });
      } catch (e) {
        return e;
      }
    })();
    expect(isValidationError(refused) && refused.field).toBe('cart');
    expect(() => cartStoreOf(client)).toThrow(/v2/);
    await store.add({ catalogItems: [item('canvas-tote')] });
    expect(names(store.getSnapshot().cart)).toEqual([['Canvas Tote', 1]]);
    store.dispose();
    expect(cartStoreOf(client)).not.toBe(store); // a disposed store is forgotten: the next call decides again
  });
});
