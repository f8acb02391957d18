/**
 * Integration tests: the nine current-cart calls and the checkout hand-off against the emulator over
 * real HTTP on loopback. Each test uses a fresh visitor; faults are cleared after each test.
 */
import { createClient, isHttpError, ValidationError } from '@storefront-kit/http-core';
import { submitHostedForm } from '@storefront-kit/test-utils';
import { describe, expect, it } from 'vitest';
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
  updateCurrentCart,
  updateCurrentCartLineItemQuantity,
} from '@storefront-kit/ecom-cart';
import { updateCurrentCart as updateCurrentCartV2 } from '@storefront-kit/ecom-cart/v2';
import { APP, visitorClient } from './fixtures';
import { cartLog, emulator, item, names, useCartEmulator } from './cart-emulator-setup';

useCartEmulator();

describe('the nine calls over HTTP', () => {
  it('add, update, quantities, remove, coupon, estimate, checkout, delete', async () => {
    const { client } = visitorClient(emulator);
    const start = cartLog().length;
    const added = await addToCurrentCart(client, {
      lineItems: [item('canvas-tote', 2), item('knit-beanie', 1, { Color: 'Red' })],
      customLineItems: [
        {
          quantity: 1,
          price: '4.50',
          productName: { original: 'Gift wrap' },
          itemType: { preset: 'PHYSICAL' },
          media: { url: 'https://static.example/wrap.jpg' },
        },
      ],
    });
    expect(names(added)).toEqual([
      ['Canvas Tote', 2],
      ['Gift wrap', 1],
      ['Knit Beanie', 1],
    ]);
    expect(added.lineItems?.find((line) => line.customLineItem)?.image?.url).toBe('https://static.example/wrap.jpg');
    // Catalogue lines keep the product image's pixel size, as the platform's line images do.
    expect(added.lineItems?.find((line) => !line.customLineItem)?.image).toMatchObject({ width: 800, height: 800 });

    const updated = await updateCurrentCart(client, { couponCode: ' save10 ', cartInfo: { buyerNote: 'Leave at the door' } });
    expect(updated.appliedDiscounts?.map((d) => d.coupon?.code)).toEqual(['SAVE10']);
    expect(updated.buyerNote).toBe('Leave at the door');

    const tote = updated.lineItems?.find((line) => line.productName?.original === 'Canvas Tote')?.id as string;
    const beanie = updated.lineItems?.find((line) => line.productName?.original === 'Knit Beanie')?.id as string;
    expect(names(await updateCurrentCartLineItemQuantity(client, [{ id: tote, quantity: 5 }]))).toContainEqual(['Canvas Tote', 5]);
    expect(names(await removeLineItemsFromCurrentCart(client, [beanie]))).toEqual([
      ['Canvas Tote', 5],
      ['Gift wrap', 1],
    ]);
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

  it('leaves what the platform judges to the platform: its field violations name the field (V1 and V2)', async () => {
    const { client } = visitorClient(emulator);
    await addToCurrentCart(client, { lineItems: [item('canvas-tote')] });
    const v1 = await updateCurrentCart(client, { cartInfo: { buyerInfo: { email: 'shopper@' } } }).catch((e: unknown) => e);
    expect(isHttpError(v1) && v1.status).toBe(400);
    expect(isHttpError(v1) && v1.fieldViolations?.map((violation) => violation.field)).toEqual(['cartInfo.buyerInfo.email']);
    const v2 = await updateCurrentCartV2(client, { customerInfo: { email: 'shopper@' } }).catch((e: unknown) => e);
    expect(isHttpError(v2) && v2.fieldViolations?.map((violation) => violation.field)).toEqual(['cart.customerInfo.email']);
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
    const placed = await submitHostedForm(handOff.url, {});
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

describe('event definitions', () => {
  it('name the event types the emulator emits', () => {
    expect([cartCreated, cartUpdated, cartDeleted].map((e) => [e.type, e.kind])).toEqual([
      ['wix.ecom.v1.cart_created', 'created'],
      ['wix.ecom.v1.cart_updated', 'updated'],
      ['wix.ecom.v1.cart_deleted', 'deleted'],
    ]);
  });
});
