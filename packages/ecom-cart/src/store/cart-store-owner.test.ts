// The cart store and the session's owner (sign-in, sign-out, new visitors), pending display, checkout.
import { describe, expect, it, vi } from 'vitest';
import { json } from '@storefront-kit/test-utils/recording-fetch';
import { recordingClient, scripted } from '../../test/recording-client';
import { STORES_APP_ID, type Cart } from '../index';
import { createCartStore } from './cart-store';

const ref = (catalogItemId: string) => ({ catalogItemId, appId: STORES_APP_ID });
const line = (id: string, catalogItemId: string, quantity: number) => ({
  id,
  quantity,
  catalogReference: ref(catalogItemId),
  productName: { original: catalogItemId },
});
const cart = (id: string, revision: number, lineItems: Cart['lineItems'] = []): Cart => ({ id, revision: String(revision), lineItems });
const noCart = (code: string) =>
  json({ message: 'Cart not found', details: { applicationError: { code, description: 'Cannot find cart by ownership' } } }, 404);

/** A session as identity-oauth's OAuthStrategy shows it: role, generation, newVisitor. */
function fakeSession(role: string, options: { newVisitor?: boolean; mint?: () => void } = {}) {
  const listeners = new Set<() => void>();
  let snapshot = { role, generation: 0, newVisitor: options.newVisitor ?? false };
  const session = {
    subscribe: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)),
    getSnapshot: () => snapshot,
    generateVisitorTokens: vi.fn(async () => options.mint?.()),
    /** Someone else now: sign-in, sign-out, expiry. */
    change(next: string, newVisitor = false) {
      snapshot = { role: next, generation: snapshot.generation + 1, newVisitor };
      listeners.forEach((l) => l());
    },
    /** The first visitor of the session (role none to visitor): the same owner. */
    mint() {
      snapshot = { ...snapshot, role: 'visitor', newVisitor: true };
      listeners.forEach((l) => l());
    },
  };
  return session;
}

describe('the owner changes while a read is in flight', () => {
  it("a visitor read answered after sign-in is dropped; the member's read decides (whatever the order)", async () => {
    for (const order of [
      [0, 1],
      [1, 0],
    ] as const) {
      const s = scripted();
      const session = fakeSession('visitor');
      const store = createCartStore(s.client, { session });
      void store.refresh(); // e.g. on the callback page, before the code exchange
      await s.sent(1);
      session.change('member'); // the code exchange stored the member's tokens
      await s.sent(2); // a new read, not joined to the visitor's
      const answers = [
        json({ cart: cart('visitor-cart', 1, [line('v1', 'p1', 1)]) }),
        json({ cart: cart('member-cart', 5, [line('m1', 'p1', 1), line('m2', 'p2', 1)]) }),
      ];
      for (const index of order) {
        s.answer(index, answers[index]!);
        await vi.waitFor(() => expect(s.requests).toHaveLength(2));
      }
      await vi.waitFor(() => expect(store.getSnapshot().pending).toBe(0));
      expect(store.getSnapshot()).toMatchObject({ loaded: true, serverCart: { id: 'member-cart' } });
      expect(store.getSnapshot().cart?.lineItems).toHaveLength(2);
    }
  });

  it("on sign-out the member's cart leaves at once and a mutation answered afterwards is not applied", async () => {
    const s = scripted();
    const session = fakeSession('member');
    const store = createCartStore(s.client, { session, initialCart: cart('member-cart', 3, [line('m1', 'p1', 1)]) });
    const adding = store.add({ lineItems: [{ quantity: 1, catalogReference: ref('p2') }] });
    await s.sent(1);
    session.change('none'); // sign-out
    expect(store.getSnapshot()).toMatchObject({ serverCart: null, loaded: false });
    s.answer(0, json({ cart: cart('member-cart', 4, [line('m1', 'p1', 1), line('m2', 'p2', 1)]) }));
    expect(await adding).toMatchObject({ ok: true });
    await s.sent(2); // the next owner's cart
    expect(store.getSnapshot().serverCart).toBeNull();
    s.answer(1, noCart('OWNED_CART_NOT_FOUND'));
    await vi.waitFor(() => expect(store.getSnapshot()).toMatchObject({ loaded: true, cart: null, pending: 0, error: null }));
  });
});

describe('an operation queued for one owner, the owner changing before it sends', () => {
  it('an add that reads the cart first sends nothing once the owner changed during that read: ERR_CART_OWNER_CHANGED', async () => {
    const s = scripted();
    const session = fakeSession('visitor');
    const store = createCartStore(s.client, { session });
    const adding = store.add({ lineItems: [{ quantity: 1, catalogReference: ref('p1') }] });
    await s.sent(1); // the visitor's cart, read before the add so that its receipt can compare
    session.change('member');
    s.answer(0, json({ cart: cart('visitor-cart', 1) }));
    expect(await adding).toMatchObject({ ok: false, error: { code: 'ERR_CART_OWNER_CHANGED' } });
    await s.sent(2); // the member's cart, read after the queue
    s.answer(1, json({ cart: cart('member-cart', 4) }));
    await vi.waitFor(() => expect(store.getSnapshot()).toMatchObject({ pending: 0, serverCart: { id: 'member-cart' }, error: null }));
    expect(s.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /ecom/v1/carts/current', 'GET /ecom/v1/carts/current']);
  });

  it("a refresh queued before the owner changed reads the new owner's cart", async () => {
    const s = scripted();
    const session = fakeSession('visitor');
    const store = createCartStore(s.client, { session, initialCart: cart('visitor-cart', 1) });
    const adding = store.add({ lineItems: [{ quantity: 1, catalogReference: ref('p1') }] });
    const refreshing = store.refresh(); // queued behind the add
    await s.sent(1);
    session.change('member');
    s.answer(0, json({ cart: cart('visitor-cart', 2, [line('v1', 'p1', 1)]) }));
    expect(await adding).toMatchObject({ ok: true });
    await s.sent(2);
    s.answer(1, json({ cart: cart('member-cart', 4) }));
    expect(await refreshing).toMatchObject({ ok: true, value: { id: 'member-cart' } });
  });
});

describe('a visitor the session has just minted', () => {
  it('has no cart: the store knows without asking', async () => {
    const { client, requests } = recordingClient(() => json({ cart: cart('c', 1) }));
    const session = fakeSession('none', { mint: () => session.mint() });
    const store = createCartStore(client, { session });
    expect(await store.refresh()).toEqual({ ok: true, value: null });
    expect(session.generateVisitorTokens).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(0);
    expect(store.getSnapshot()).toMatchObject({ loaded: true, cart: null });
    await store.refresh(); // once loaded, a refresh asks the server
    expect(requests).toHaveLength(1);
  });

  it('a returning visitor (tokens read from storage or refreshed) is asked for', async () => {
    const { client, requests } = recordingClient(() => json({ cart: cart('c', 1) }));
    const store = createCartStore(client, { session: fakeSession('visitor', { newVisitor: false }) });
    await store.refresh();
    expect(requests.map((r) => r.path)).toEqual(['/ecom/v1/carts/current']);
  });
});

describe('both "no cart" answers of the platform', () => {
  it.each(['OWNED_CART_NOT_FOUND', 'CART_NOT_FOUND'])('%s reads as an empty cart, not an error', async (code) => {
    const { client } = recordingClient(() => noCart(code));
    const store = createCartStore(client);
    expect(await store.refresh()).toEqual({ ok: true, value: null });
    expect(store.getSnapshot()).toMatchObject({ loaded: true, cart: null, error: null });
  });
});

describe('pending lines', () => {
  it('show the display data given to add, are marked pending with the totals, and give way to the server line', async () => {
    const s = scripted();
    const store = createCartStore(s.client, { initialCart: cart('c', 1, [line('l1', 'p1', 1)]) });
    expect(store.getSnapshot()).toMatchObject({ totalsPending: false });
    expect(store.getSnapshot().pendingLineIds.size).toBe(0);
    void store.add(
      { lineItems: [{ quantity: 2, catalogReference: ref('p2') }] },
      { display: [{ productName: 'Linen shirt', price: '49.00', formattedPrice: '$49.00', image: 'https://img.test/p2.jpg', options: { Size: 'M' } }] },
    );
    const pending = store.getSnapshot();
    const added = pending.cart?.lineItems?.[1];
    expect(added).toMatchObject({
      quantity: 2,
      productName: { original: 'Linen shirt' },
      price: { amount: '49.00', formattedAmount: '$49.00' },
      image: { url: 'https://img.test/p2.jpg' },
      descriptionLines: [{ name: { original: 'Size' }, plainText: { original: 'M' }, lineType: 'PLAIN_TEXT' }],
    });
    expect([...pending.pendingLineIds]).toEqual([added?.id]);
    expect(pending.totalsPending).toBe(true);
    await s.sent(1);
    expect(s.requests[0]?.body).toEqual({ lineItems: [{ quantity: 2, catalogReference: ref('p2') }] }); // display data stays local
    s.answer(0, json({ cart: cart('c', 2, [line('l1', 'p1', 1), line('l2', 'p2', 2)]) }));
    await vi.waitFor(() => expect(store.getSnapshot().pending).toBe(0));
    expect(store.getSnapshot()).toMatchObject({ totalsPending: false, cart: { lineItems: [{ id: 'l1' }, { id: 'l2', productName: { original: 'p2' } }] } });
    expect(store.getSnapshot().pendingLineIds.size).toBe(0);
  });

  it('a quantity change marks its line pending', () => {
    const store = createCartStore(scripted().client, { initialCart: cart('c', 1, [line('l1', 'p1', 1), line('l2', 'p2', 1)]) });
    void store.changeQuantity('l2', 1);
    expect([...store.getSnapshot().pendingLineIds]).toEqual(['l2']);
  });

  it('refuses display data that is not a list, before any request', async () => {
    const { client, requests } = recordingClient();
    const store = createCartStore(client, { initialCart: null });
    const result = await store.add({ lineItems: [{ quantity: 1, catalogReference: ref('p1') }] }, { display: {} as never });
    expect(result).toMatchObject({ ok: false, error: { code: 'ERR_VALIDATION', field: 'display' } });
    expect(requests).toHaveLength(0);
  });
});

describe('checkout waits for the queue', () => {
  const checkoutAnswers = (path: string) =>
    path.endsWith('create-checkout')
      ? json({ checkoutId: 'k1' })
      : json({ redirectSession: { id: 'r1', fullUrl: 'https://checkout.test/k1', urlDetails: { endpoint: 'x', searchParams: {} } } });

  it('is sent only after every mutation queued before it has answered', async () => {
    const s = scripted();
    const store = createCartStore(s.client, { initialCart: cart('c', 1) });
    void store.add({ lineItems: [{ quantity: 1, catalogReference: ref('p1') }] });
    const checkingOut = store.checkout({ callbacks: { postFlowUrl: 'https://shop.test/' } });
    await s.sent(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(s.requests).toHaveLength(1); // the add is still unanswered
    s.answer(0, json({ cart: cart('c', 2, [line('l1', 'p1', 1)]) }));
    await s.sent(2);
    s.answer(1, checkoutAnswers(s.requests[1]!.path));
    await s.sent(3);
    s.answer(2, checkoutAnswers(s.requests[2]!.path));
    expect(await checkingOut).toMatchObject({ ok: true, value: { checkoutId: 'k1' } });
  });

  it('is refused with the error of a mutation queued before it that failed; no checkout is created', async () => {
    const { client, requests } = recordingClient((r) =>
      r.path.endsWith('add-to-cart')
        ? json({ message: 'out of stock', details: { applicationError: { code: 'INSUFFICIENT_INVENTORY', description: 'only 1 left' } } }, 409)
        : checkoutAnswers(r.path),
    );
    const store = createCartStore(client, { initialCart: cart('c', 1) });
    const adding = store.add({ lineItems: [{ quantity: 5, catalogReference: ref('p1') }] });
    const result = await store.checkout({ callbacks: { postFlowUrl: 'https://shop.test/' } });
    const added = await adding;
    expect(added.ok).toBe(false);
    expect(result).toEqual({ ok: false, error: !added.ok && added.error });
    expect(result).toMatchObject({ error: { code: 'INSUFFICIENT_INVENTORY' } });
    expect(requests.map((r) => r.path)).toEqual(['/ecom/v1/carts/current/add-to-cart']);
  });
});

describe('a temporary line whose add failed', () => {
  it.each([
    ['remove', (store: ReturnType<typeof createCartStore>, id: string) => store.remove(id)],
    ['setQuantity', (store: ReturnType<typeof createCartStore>, id: string) => store.setQuantity(id, 3)],
    ['changeQuantity', (store: ReturnType<typeof createCartStore>, id: string) => store.changeQuantity(id, 1)],
  ])('%s on it fails with a ValidationError, never a silent ok', async (_name, act) => {
    const { client, requests } = recordingClient(() => json({ message: 'bad', details: { validationError: { fieldViolations: [] } } }, 400));
    const store = createCartStore(client, { initialCart: cart('c', 1) });
    const adding = store.add({ lineItems: [{ quantity: 1, catalogReference: ref('p9') }] });
    const temp = store.getSnapshot().cart!.lineItems![0]!.id!;
    const result = await act(store, temp);
    expect((await adding).ok).toBe(false);
    expect(result).toMatchObject({ ok: false, error: { code: 'ERR_VALIDATION', field: 'lineItemId' } });
    expect(requests).toHaveLength(1); // only the add
  });
});
