/**
 * Members' current carts over real HTTP: login carries a visitor's cart over and merges later ones,
 * memberships pay for lines, and a reset forgets every cart and checkout.
 */
import { describe, expect, test } from 'vitest';
import { GOLD_MEMBERSHIP_ID, PAID_PLANS_APP_ID, SILVER_MEMBERSHIP_ID } from '../src/cart/memberships';
import { call, cartClient, item, useCartEmulator, visitorToken } from './cart-helpers';
import { exchangeCode, memberCodeViaPage } from './identity-helpers';

const env = useCartEmulator();

describe('members', () => {
  async function login(visitorAccessToken: string): Promise<string> {
    const { code, pkce } = await memberCodeViaPage(env.emu, visitorAccessToken);
    const exchanged = await exchangeCode(env.emu, code, pkce.verifier);
    expect(exchanged.status).toBe(200);
    return exchanged.body.access_token as string;
  }

  test('a visitor’s cart becomes the member’s on login, and later visitor carts merge into it', async () => {
    const visitorToken1 = await visitorToken(env.emu);
    const visitor1 = cartClient(env.emu, visitorToken1);
    const first = (await visitor1.add({ lineItems: [item('canvas-tote')] })).body.cart;
    await visitor1.update({ couponCode: 'SAVE10' });
    const member = cartClient(env.emu, await login(visitorToken1));
    const carried = (await member.get()).body.cart;
    expect(carried.id).toBe(first.id);
    expect(carried.buyerInfo.memberId).toEqual(expect.any(String));
    expect(carried.lineItems.map((l: any) => [l.productName.original, l.quantity])).toEqual([['Canvas Tote', 1]]);
    expect((await visitor1.get()).status).toBe(404);

    const visitorToken2 = await visitorToken(env.emu);
    const visitor2 = cartClient(env.emu, visitorToken2);
    await visitor2.add({ lineItems: [item('canvas-tote', 2), item('sticker-pack')] });
    const member2 = cartClient(env.emu, await login(visitorToken2));
    const merged = (await member2.get()).body.cart;
    expect(merged.id).toBe(first.id);
    expect(merged.lineItems.map((l: any) => [l.productName.original, l.quantity])).toEqual([
      ['Canvas Tote', 3],
      ['Sticker Pack', 1],
    ]);
    expect(merged.appliedDiscounts.map((d: any) => d.coupon.code)).toEqual(['SAVE10']);
    expect((await visitor2.get()).status).toBe(404);
  });

  test('members hold a valid and an expired membership; a selected one pays for its lines', async () => {
    const member = cartClient(env.emu, await login(await visitorToken(env.emu)));
    await member.delete().catch(() => undefined);
    const none = await member.get();
    expect([none.status, none.body.details.applicationError.code]).toEqual([404, 'OWNED_CART_NOT_FOUND']);
    const lineIds = (await member.add({ lineItems: [item('cutting-board'), item('sticker-pack')] })).body.cart.lineItems.map((l: any) => l.id);
    const { body } = await member.estimate({
      calculateShipping: false,
      selectedMemberships: { memberships: [{ id: GOLD_MEMBERSHIP_ID, appId: PAID_PLANS_APP_ID, lineItemIds: [lineIds[0]] }] },
    });
    expect(body.membershipOptions.eligibleMemberships).toEqual([
      expect.objectContaining({ id: GOLD_MEMBERSHIP_ID, appId: PAID_PLANS_APP_ID, lineItemIds: lineIds, expirationDate: expect.any(String) }),
    ]);
    expect(body.membershipOptions.invalidMemberships).toEqual([
      expect.objectContaining({
        membership: expect.objectContaining({ id: SILVER_MEMBERSHIP_ID, expirationDate: '2020-01-01T00:00:00.000Z' }),
        reason: 'Membership has expired',
      }),
    ]);
    expect(body.membershipOptions.selectedMemberships).toEqual({
      memberships: [{ id: GOLD_MEMBERSHIP_ID, appId: PAID_PLANS_APP_ID, lineItemIds: [lineIds[0]] }],
    });
    expect(body.calculatedLineItems.map((l: any) => l.paymentOption)).toEqual(['MEMBERSHIP', 'FULL_PAYMENT_ONLINE']);
    expect(body.priceSummary.total.amount).toBe('39.60'); // (30 + 6) + 10% tax
    expect(body.payNow.total.amount).toBe('6.60');
  });

  test('reset forgets every cart and checkout', async () => {
    const cart = cartClient(env.emu, await visitorToken(env.emu));
    await cart.add({ lineItems: [item('canvas-tote')] });
    const { checkoutId } = (await cart.createCheckout({})).body;
    expect(env.emu.context.services.checkout!.describe(checkoutId)).toBeDefined();
    await call(env.emu, 'POST', '/__emulator/reset');
    expect(env.emu.context.services.checkout!.describe(checkoutId)).toBeUndefined();
    expect([401, 404]).toContain((await cart.get()).status);
  });
});
