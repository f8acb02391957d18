/**
 * Integration tests: the cart store against the emulator over real HTTP on loopback, from the first add
 * to checkout and across a member login. Each test uses a fresh visitor.
 */
import { describe, expect, it } from 'vitest';
import { addToCurrentCart, createCartStore, getCurrentCart, type Cart } from '@storefront-kit/ecom-cart';
import { APP, loginAsDemoMember, visitorClient } from './fixtures';
import { emulator, item, names, useCartEmulator } from './cart-emulator-setup';

useCartEmulator();

describe('the cart store against the emulator', () => {
  it('adds, changes, applies and removes a coupon, estimates and checks out, ending equal to the server', async () => {
    const { client } = visitorClient(emulator);
    const store = createCartStore(client);
    expect(await store.refresh()).toEqual({ ok: true, value: null });
    void store.add({ lineItems: [item('cutting-board')] });
    void store.add({ lineItems: [item('sticker-pack', 3)] });
    void store.applyCoupon('WELCOME5');
    expect(names(store.getSnapshot().cart)).toHaveLength(2);
    expect(store.getSnapshot().pending).toBe(3);
    const board = (await store.add({ lineItems: [item('cutting-board')] })) as { ok: true; value: Cart };
    const boardLine = board.value.lineItems?.find((line) => line.productName?.original === 'Cutting Board')?.id as string;
    await store.setQuantity(boardLine, 4);
    const stickers = store.getSnapshot().cart?.lineItems?.find((line) => line.productName?.original === 'Sticker Pack')?.id as string;
    await store.remove(stickers);
    const estimate = await store.estimate({ shippingAddress: { country: 'US', subdivision: 'US-CA' } });
    expect(estimate.ok && estimate.value.appliedDiscounts?.[0]?.coupon?.code).toBe('WELCOME5');
    await store.removeCoupon();
    expect(store.getSnapshot()).toMatchObject({ pending: 0, error: null });
    expect(names(store.getSnapshot().cart)).toEqual([['Cutting Board', 4]]);
    expect(store.getSnapshot().cart).toEqual(await getCurrentCart(client));

    const checkout = await store.checkout({ callbacks: { postFlowUrl: `${APP}/` } });
    expect(checkout.ok && checkout.value.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  });

  it('keeps all 10 distinct items added in parallel (store queue and raw calls)', async () => {
    const ten = [
      item('canvas-tote'),
      item('field-watch'),
      item('desk-lamp'),
      item('cutting-board'),
      item('recipe-ebook'),
      item('photo-presets'),
      item('sticker-pack'),
      item('knit-beanie', 1, { Color: 'Black' }),
      item('knit-beanie', 1, { Color: 'Red' }),
      item('ceramic-mug', 1, { Color: 'White' }),
    ];
    const viaStore = visitorClient(emulator);
    const store = createCartStore(viaStore.client);
    const results = await Promise.all(ten.map((line) => store.add({ lineItems: [line] })));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(store.getSnapshot().cart?.lineItems).toHaveLength(10);
    expect((await getCurrentCart(viaStore.client)).lineItems).toHaveLength(10);

    const raw = visitorClient(emulator);
    await addToCurrentCart(raw.client, { lineItems: [item('tea-set')] }); // the cart exists first
    await Promise.all(ten.map((line) => addToCurrentCart(raw.client, { lineItems: [line] })));
    expect((await getCurrentCart(raw.client)).lineItems).toHaveLength(11);
  });

  it('turns two quick "+1" from 1 into 3 on the server', async () => {
    const { client } = visitorClient(emulator);
    const store = createCartStore(client);
    const added = await store.add({ lineItems: [item('canvas-tote')] });
    const lineId = (added.ok && added.value.lineItems?.[0]?.id) as string;
    const both = Promise.all([store.changeQuantity(lineId, 1), store.changeQuantity(lineId, 1)]);
    expect(store.getSnapshot().cart?.lineItems?.[0]?.quantity).toBe(3);
    await both;
    expect((await getCurrentCart(client)).lineItems?.[0]?.quantity).toBe(3);
    expect(store.getSnapshot().cart?.lineItems?.[0]?.quantity).toBe(3);
  });

  it("keeps the visitor's cart after the visitor logs in as a member", async () => {
    const { client, auth } = visitorClient(emulator);
    const store = createCartStore(client);
    await store.add({ lineItems: [item('silk-scarf', 2, { Color: 'Blue' }), item('tea-set')] });
    const visitorCart = store.getSnapshot().serverCart;
    await loginAsDemoMember(emulator, client, auth);
    const refreshed = await store.refresh();
    expect(refreshed.ok).toBe(true);
    const memberCart = store.getSnapshot().cart;
    expect(memberCart?.buyerInfo?.memberId).toEqual(expect.any(String));
    expect(names(memberCart)).toEqual(
      expect.arrayContaining([
        ['Silk Scarf', 2],
        ['Tea Set', 1],
      ]),
    );
    expect(memberCart?.id).toBe(visitorCart?.id);
    expect(memberCart?.lineItems?.map((line) => line.id)).toEqual(visitorCart?.lineItems?.map((line) => line.id));
    expect(emulator.requestLog({ path: '/ecom/v1/carts/current', method: 'GET' }).at(-1)?.auth).toBe('member');
  });
});
