/**
 * Integration tests: the SDK against the emulator over real HTTP on loopback. Each test uses a fresh
 * visitor; faults are cleared after each test.
 */
import { createClient, isHttpError, ValidationError } from '@storefront-kit/http-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCurrentCart,
  cartCreated,
  cartDeleted,
  cartUpdated,
  createCartStore,
  createCheckoutFromCurrentCart,
  createCheckoutRedirect,
  deleteCurrentCart,
  estimateCurrentCartTotals,
  getCurrentCart,
  isNoCartError,
  removeCouponFromCurrentCart,
  removeLineItemsFromCurrentCart,
  STORES_APP_ID,
  updateCurrentCart,
  updateCurrentCartLineItemQuantity,
  type Cart,
  type LineItemInput,
} from '@storefront-kit/ecom-cart';
import { APP, type Emulator, loginAsDemoMember, productIds, startEmulator, visitorClient } from './fixtures';

let emulator: Emulator;
let ids: Record<string, string>;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  ids = await productIds(visitorClient(emulator).client);
});
afterAll(() => emulator.stop());
afterEach(() => emulator.clearFaults());

const item = (slug: string, quantity = 1, choices?: Record<string, string>): LineItemInput => ({
  quantity,
  catalogReference: { catalogItemId: ids[slug] as string, appId: STORES_APP_ID, ...(choices && { options: { options: choices } }) },
});
const names = (cart: Cart | null | undefined) =>
  (cart?.lineItems ?? []).map((line) => [line.productName?.original, line.quantity]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
/** Requests the emulator saw for the cart paths since `from`. */
const cartLog = (from = 0) => emulator.requestLog({ path: '/ecom/**' }).slice(from);

describe('the nine calls over HTTP', () => {
  it('add, update, quantities, remove, coupon, estimate, checkout, delete', async () => {
    const { client } = visitorClient(emulator);
    const start = cartLog().length;
    const added = await addToCurrentCart(client, {
      lineItems: [item('canvas-tote', 2), item('knit-beanie', 1, { Color: 'Red' })],
      customLineItems: [
        { quantity: 1, price: '4.50', productName: { original: 'Gift wrap' }, itemType: { preset: 'PHYSICAL' }, media: { url: 'https://static.example/wrap.jpg' } },
      ],
    });
    expect(names(added)).toEqual([['Canvas Tote', 2], ['Gift wrap', 1], ['Knit Beanie', 1]]);
    expect(added.lineItems?.find((line) => line.customLineItem)?.image?.url).toBe('https://static.example/wrap.jpg');

    const updated = await updateCurrentCart(client, { couponCode: ' save10 ', cartInfo: { buyerNote: 'Leave at the door' } });
    expect(updated.appliedDiscounts?.map((d) => d.coupon?.code)).toEqual(['SAVE10']);
    expect(updated.buyerNote).toBe('Leave at the door');

    const tote = updated.lineItems?.find((line) => line.productName?.original === 'Canvas Tote')?.id as string;
    const beanie = updated.lineItems?.find((line) => line.productName?.original === 'Knit Beanie')?.id as string;
    expect(names(await updateCurrentCartLineItemQuantity(client, [{ id: tote, quantity: 5 }]))).toContainEqual(['Canvas Tote', 5]);
    expect(names(await removeLineItemsFromCurrentCart(client, [beanie]))).toEqual([['Canvas Tote', 5], ['Gift wrap', 1]]);
    expect((await removeCouponFromCurrentCart(client)).appliedDiscounts ?? []).toEqual([]);
    expect(await getCurrentCart(client)).toMatchObject({ id: added.id });

    const estimate = await estimateCurrentCartTotals(client, { shippingAddress: { country: 'US', subdivision: 'US-NY', city: 'New York' } });
    expect(estimate.cart?.id).toBe(added.id);
    expect(estimate.priceSummary?.subtotal?.amount).toBe('114.50'); // 5 x 22 + 4.50
    expect(estimate.shippingInfo?.carrierServiceOptions?.[0]?.shippingOptions?.length).toBeGreaterThan(0);

    const { checkoutId } = await createCheckoutFromCurrentCart(client, { channelType: 'WEB', email: 'shopper@example.com' });
    expect(checkoutId).toEqual(expect.any(String));
    await deleteCurrentCart(client);
    const gone = await getCurrentCart(client).catch((e: unknown) => e);
    // The live platform's answer for an owner without a cart, which the SDK reads as "no cart".
    expect(isHttpError(gone) && [gone.status, gone.code, gone.message]).toEqual([
      404,
      'OWNED_CART_NOT_FOUND',
      'Cart not found: Cannot find cart by ownership (GET /ecom/v1/carts/current)',
    ]);
    expect(isNoCartError(gone)).toBe(true);

    const log = cartLog(start);
    expect(log.map((r) => `${r.method} ${r.host} ${r.path}`)).toEqual([
      'POST api /ecom/v1/carts/current/add-to-cart',
      'PATCH api /ecom/v1/carts/current',
      'POST api /ecom/v1/carts/current/update-line-items-quantity',
      'POST api /ecom/v1/carts/current/remove-line-items',
      'POST api /ecom/v1/carts/current/remove-coupon',
      'GET api /ecom/v1/carts/current',
      'POST api /ecom/v1/carts/current/estimate-totals',
      'POST api /ecom/v1/carts/current/create-checkout',
      'DELETE api /ecom/v1/carts/current',
      'GET api /ecom/v1/carts/current',
    ]);
    expect(log[4]?.body).toEqual({});
    expect(log.every((r) => r.auth === 'visitor')).toBe(true);
  });

  it('surfaces the platform errors as typed HttpErrors', async () => {
    const { client } = visitorClient(emulator);
    await addToCurrentCart(client, { lineItems: [item('sticker-pack')] });
    const expired = await updateCurrentCart(client, { couponCode: 'EXPIRED20' }).catch((e: unknown) => e);
    expect(isHttpError(expired) && [expired.status, expired.code]).toEqual([400, 'ERROR_COUPON_IS_EXPIRED']);
    const unknownLine = await updateCurrentCartLineItemQuantity(client, [{ id: 'no-such-line', quantity: 1 }]).catch((e: unknown) => e);
    expect(isHttpError(unknownLine) && unknownLine.fieldViolations.map((v) => v.field)).toEqual(['lineItems.0.id']);
  });

  it('says how often a failed call was sent and whether trying later may help', async () => {
    const { auth } = visitorClient(emulator);
    const client = createClient({ hosts: emulator.hosts, auth, retry: { limit: 2, baseDelayMs: 1, maxDelayMs: 1 } });
    emulator.addFault({ path: '/ecom/v1/carts/current', method: 'GET', kind: 'status', status: 503 });
    emulator.addFault({ path: '/ecom/v1/carts/current/add-to-cart', method: 'POST', kind: 'status', status: 503 });
    const start = cartLog().length;
    await expect(getCurrentCart(client)).rejects.toMatchObject({ status: 503, retryable: true, attempts: 3 });
    await expect(addToCurrentCart(client, { lineItems: [item('sticker-pack')] })).rejects.toMatchObject({ status: 503, retryable: true, attempts: 1 });
    expect(cartLog(start).map((r) => `${r.method} ${r.status}`)).toEqual(['GET 503', 'GET 503', 'GET 503', 'POST 503']);
    emulator.clearFaults();
    // The visitor has no cart (the add failed): a 404 is final, and sent once.
    await expect(getCurrentCart(client)).rejects.toMatchObject({ status: 404, retryable: false, attempts: 1 });
  });

  it('sends nothing for input it rejects locally', async () => {
    const { client } = visitorClient(emulator);
    const start = cartLog().length;
    await expect(addToCurrentCart(client, { lineItems: [item('canvas-tote', Number.NaN)] })).rejects.toBeInstanceOf(ValidationError);
    await expect(updateCurrentCart(client, { couponCode: 'X'.repeat(101) })).rejects.toBeInstanceOf(ValidationError);
    await expect(removeLineItemsFromCurrentCart(client, [])).rejects.toBeInstanceOf(ValidationError);
    expect(cartLog(start)).toEqual([]);
  });

  it('hands the shopper over to the hosted checkout, and a placed order ends the cart', async () => {
    const { client } = visitorClient(emulator);
    await addToCurrentCart(client, { lineItems: [item('desk-lamp')] });
    const handOff = await createCheckoutRedirect(client, {
      channelType: 'WEB',
      callbacks: { postFlowUrl: `${APP}/`, thankYouPageUrl: `${APP}/thanks` },
    });
    expect(handOff.url).toBe(handOff.redirectSession.fullUrl);
    const page = await fetch(handOff.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Desk Lamp');
    const placed = await fetch(handOff.url, { method: 'POST', redirect: 'manual' });
    expect(placed.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/thanks\?orderId=/);
    const store = createCartStore(client);
    expect(await store.refresh()).toEqual({ ok: true, value: null });
  });

  it('rejects a bad callback URL before creating a checkout', async () => {
    const { client } = visitorClient(emulator);
    await addToCurrentCart(client, { lineItems: [item('desk-lamp')] });
    const start = cartLog().length;
    await expect(createCheckoutRedirect(client, { callbacks: { postFlowUrl: 'javascript:alert(1)' } })).rejects.toMatchObject({
      code: 'ERR_VALIDATION',
      field: 'callbacks.postFlowUrl',
    });
    expect(cartLog(start)).toEqual([]);
  });
});

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

  it('rolls back a failed add (injected 500), surfaces the error, and ends equal to the server', async () => {
    const { client } = visitorClient(emulator);
    const store = createCartStore(client);
    await store.add({ lineItems: [item('canvas-tote')] });
    emulator.addFault({ path: '/ecom/v1/carts/current/add-to-cart', method: 'POST', kind: 'status', status: 500, times: 1 });
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().cart?.lineItems?.length ?? 0));
    const result = await store.add({ lineItems: [item('field-watch')] });
    expect(seen).toContain(2); // shown at once
    expect(result).toMatchObject({ ok: false, error: { name: 'HttpError', status: 500 } });
    expect(store.getSnapshot()).toMatchObject({ pending: 0, error: { status: 500 } });
    expect(names(store.getSnapshot().cart)).toEqual([['Canvas Tote', 1]]);
    expect(store.getSnapshot().cart).toEqual(await getCurrentCart(client));
  });

  it('rolls back to the server cart when the answer is lost after the write (truncated body)', async () => {
    const { client } = visitorClient(emulator);
    const store = createCartStore(client);
    await store.add({ lineItems: [item('canvas-tote')] });
    emulator.addFault({ path: '/ecom/v1/carts/current/add-to-cart', method: 'POST', kind: 'truncated', times: 1 });
    const result = await store.add({ lineItems: [item('field-watch')] });
    expect(result).toMatchObject({ ok: false, error: { code: 'ERR_INVALID_RESPONSE' } });
    // The write happened: the re-read shows both lines, none lost.
    expect(names(store.getSnapshot().cart)).toEqual([['Canvas Tote', 1], ['Field Watch', 1]]);
    expect(store.getSnapshot().cart).toEqual(await getCurrentCart(client));
  });

  it('ends at the last intent when the first request is slow and the second fast', async () => {
    const { client } = visitorClient(emulator);
    const added = await addToCurrentCart(client, { lineItems: [item('canvas-tote')] });
    const lineId = added.lineItems?.[0]?.id as string;
    const path = '/ecom/v1/carts/current/update-line-items-quantity';

    // Without a queue, the slow first request lands last and wins: the fault does reorder.
    emulator.addFault({ path, kind: 'latency', latencyMs: 300, times: 1 });
    await Promise.all([
      updateCurrentCartLineItemQuantity(client, [{ id: lineId, quantity: 5 }]),
      updateCurrentCartLineItemQuantity(client, [{ id: lineId, quantity: 2 }]),
    ]);
    expect((await getCurrentCart(client)).lineItems?.[0]?.quantity).toBe(5);

    const store = createCartStore(client);
    await store.refresh();
    emulator.addFault({ path, kind: 'latency', latencyMs: 300, times: 1 });
    const first = store.setQuantity(lineId, 7);
    const second = store.setQuantity(lineId, 2);
    expect(store.getSnapshot().cart?.lineItems?.[0]?.quantity).toBe(2);
    await Promise.all([first, second]);
    expect(store.getSnapshot().cart?.lineItems?.[0]?.quantity).toBe(2);
    expect((await getCurrentCart(client)).lineItems?.[0]?.quantity).toBe(2);
  });

  it('sends a refresh asked during a slow write only after the write answered', async () => {
    const { client } = visitorClient(emulator);
    const store = createCartStore(client);
    await store.add({ lineItems: [item('canvas-tote')] });
    emulator.addFault({ path: '/ecom/v1/carts/current/add-to-cart', method: 'POST', kind: 'latency', latencyMs: 300, times: 1 });
    const start = cartLog().length;
    const adding = store.add({ lineItems: [item('sticker-pack')] });
    const reading = store.refresh();
    await Promise.all([adding, reading]);
    const [write, read] = cartLog(start);
    expect([write?.method, read?.method]).toEqual(['POST', 'GET']);
    expect(Date.parse(read?.time ?? '') - Date.parse(write?.time ?? '')).toBeGreaterThanOrEqual(300);
    expect(names(store.getSnapshot().cart)).toEqual([['Canvas Tote', 1], ['Sticker Pack', 1]]);
    expect(store.getSnapshot().cart).toEqual(await getCurrentCart(client));
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
    expect(names(memberCart)).toEqual(expect.arrayContaining([['Silk Scarf', 2], ['Tea Set', 1]]));
    expect(memberCart?.id).toBe(visitorCart?.id);
    expect(memberCart?.lineItems?.map((line) => line.id)).toEqual(visitorCart?.lineItems?.map((line) => line.id));
    expect(emulator.requestLog({ path: '/ecom/v1/carts/current', method: 'GET' }).at(-1)?.auth).toBe('member');
  });
});

describe('event definitions', () => {
  it('name the event types the emulator emits', () => {
    expect([cartCreated, cartUpdated, cartDeleted].map((e) => [e.type, e.kind])).toEqual([
      ['wix.ecom.v1.cart_created', 'created'],
      ['wix.ecom.v1.cart_updated', 'updated'],
      ['wix.ecom.v1.cart_deleted', 'deleted'],
    ]);
  });
});
