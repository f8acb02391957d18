/**
 * V1 and V2 current carts are one cart: the same id, lines, revision and coupon seen through both wire
 * views, each view's writes visible through the other, the same totals, and the V1 cart events for
 * changes made through V2. On either catalogue version.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startEmulator, type Emulator } from '../src/index';
import { item, useCartEmulator, visitorToken } from './cart-helpers';
import { cartV2Client, catalogItem, linesOf, newV1AndV2Shopper } from './cart-v2-helpers';
import { exchangeCode, memberCodeViaPage } from './identity-helpers';
import { startReceiver, type Receiver } from './helpers';

const env = useCartEmulator();

describe('one cart, two wire views', () => {
  test('an add through V2 is visible through V1, and the reverse; id and revision agree', async () => {
    const { v1, v2 } = await newV1AndV2Shopper(env.emu);
    const added = (await v2.add({ catalogItems: [catalogItem('canvas-tote', 2)] })).body.cart;
    const throughV1 = (await v1.get()).body.cart;
    expect(throughV1.id).toBe(added.id);
    expect(linesOf(throughV1)).toEqual(linesOf(added));
    expect(throughV1.revision).toBe(added.revision);

    const addedV1 = (await v1.add({ lineItems: [item('knit-beanie', 1, { Color: 'Red' })] })).body.cart;
    const throughV2 = (await v2.get()).body.cart;
    expect(throughV2.id).toBe(added.id);
    expect(linesOf(throughV2)).toEqual(linesOf(addedV1));
    expect(throughV2.lineItems.map((line: any) => line.id)).toEqual(addedV1.lineItems.map((line: any) => line.id));
    expect(throughV2.revision).toBe(addedV1.revision);
  });

  test('coupon, note, address and delivery method written through one view read back through the other', async () => {
    const { v1, v2 } = await newV1AndV2Shopper(env.emu);
    await v1.add({ lineItems: [item('canvas-tote', 2)] });
    await v1.update({ couponCode: 'SAVE10' });
    const couponId = (await v1.get()).body.cart.appliedDiscounts[0].coupon.id;
    expect((await v2.get()).body.cart.coupons).toEqual([{ id: couponId, code: 'SAVE10' }]);

    await v2.update({ note: 'Ring twice', deliveryInfo: { address: { country: 'US', city: 'Albany' } } });
    await v2.setDelivery({ code: 'express' });
    const v1Cart = (await v1.get()).body.cart;
    expect(v1Cart.buyerNote).toBe('Ring twice');
    expect(v1Cart.contactInfo.address).toEqual({ country: 'US', city: 'Albany' });
    expect(v1Cart.selectedShippingOption).toEqual({ code: 'express', carrierId: expect.any(String) });

    await v2.removeCoupon(couponId);
    expect((await v1.get()).body.cart.appliedDiscounts).toEqual([]);
  });

  test('V1 estimate-totals and V2 calculate agree on the totals', async () => {
    const { v1, v2 } = await newV1AndV2Shopper(env.emu);
    await v2.add({ catalogItems: [catalogItem('canvas-tote', 3)] });
    await v2.addCoupon('WELCOME5');
    await v2.update({ deliveryInfo: { address: { country: 'US', subdivision: 'US-NY' } } });
    await v2.setDelivery({ code: 'standard' });
    const v1Totals = (await v1.estimate({})).body.priceSummary;
    const v2Totals = (await v2.calculate()).body.summary.priceSummary;
    const amounts = (summary: any, keys: string[]) => keys.map((key) => summary[key]?.amount);
    expect(amounts(v2Totals, ['subtotal', 'discount', 'delivery', 'tax', 'total'])).toEqual(
      amounts(v1Totals, ['subtotal', 'discount', 'shipping', 'tax', 'total']),
    );
  });

  test('a delete through V2 deletes the V1 cart', async () => {
    const { v1, v2 } = await newV1AndV2Shopper(env.emu);
    await v1.add({ lineItems: [item('canvas-tote')] });
    await v2.delete();
    expect((await v1.get()).status).toBe(404);
  });
});

describe('members', () => {
  test("a visitor's V2 cart is the member's after login, with the V2 fields kept", async () => {
    const token = await visitorToken(env.emu);
    const visitor = cartV2Client(env.emu, token);
    const cart = (await visitor.add({ catalogItems: [catalogItem('canvas-tote')] })).body.cart;
    await visitor.update({ paymentInfo: { billingAddress: { country: 'GB', city: 'London' } } });
    const { code, pkce } = await memberCodeViaPage(env.emu, token);
    const member = cartV2Client(env.emu, (await exchangeCode(env.emu, code, pkce.verifier)).body.access_token);
    const carried = (await member.get()).body.cart;
    expect(carried.id).toBe(cart.id);
    expect(carried.customerInfo.memberId).toEqual(expect.any(String));
    expect(carried.paymentInfo.billingAddress).toEqual({ country: 'GB', city: 'London' });
    expect(linesOf(carried)).toEqual(linesOf(cart));
  });
});

describe('events of changes made through V2', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  test('created, updated and deleted, as for V1', async () => {
    const subscription = env.emu.subscribeWebhook({
      url: receiver.url,
      eventTypes: ['wix.ecom.v1.cart_created', 'wix.ecom.v1.cart_updated', 'wix.ecom.v1.cart_deleted'],
    });
    const { v2 } = await newV1AndV2Shopper(env.emu);
    const cartId = (await v2.add({ catalogItems: [catalogItem('canvas-tote')] })).body.cart.id;
    await v2.addCoupon('SAVE10');
    await v2.delete();
    await env.emu.webhooksIdle();
    const types = env.emu
      .webhookDeliveries()
      .filter((delivery) => delivery.subscriptionId === subscription.id && delivery.entityId === cartId)
      .map((delivery) => delivery.eventType);
    expect(types).toEqual(['wix.ecom.v1.cart_created', 'wix.ecom.v1.cart_updated', 'wix.ecom.v1.cart_deleted']);
  });
});

describe('on a Catalog V3 site', () => {
  let v3: Emulator;
  beforeAll(async () => {
    v3 = await startEmulator({ port: 0, catalog: 'v3' });
  });
  afterAll(() => v3.stop());

  test('V2 adds a product and V1 reads the same cart', async () => {
    const { v1, v2 } = await newV1AndV2Shopper(v3);
    const added = await v2.add({ catalogItems: [catalogItem('canvas-tote', 2)] });
    expect(added.status).toBe(200);
    expect(linesOf((await v1.get()).body.cart)).toEqual(linesOf(added.body.cart));
  });
});
