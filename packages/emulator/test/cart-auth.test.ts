/**
 * Whose current cart a call reaches over real HTTP: one cart per visitor, the hosts that serve it, the
 * credentials it needs.
 */
import { describe, expect, test } from 'vitest';
import { call, cartClient, item, useCartEmulator, visitorToken } from './cart-helpers';

const env = useCartEmulator();
const { newShopper } = env;

describe('owners and authentication', () => {
  test('two visitors do not see each other’s carts', async () => {
    const alice = await newShopper();
    const bob = await newShopper();
    await alice.add({ lineItems: [item('field-watch')] });
    expect((await bob.get()).status).toBe(404);
    await bob.add({ lineItems: [item('tea-set')] });
    expect((await alice.get()).body.cart.lineItems.map((l: any) => l.productName.original)).toEqual(['Field Watch']);
    expect((await bob.get()).body.cart.lineItems.map((l: any) => l.productName.original)).toEqual(['Tea Set']);
  });

  test('the cart is served on the edge host; the read-only host serves GET but refuses mutations', async () => {
    const token = await visitorToken(env.emu);
    const viaEdge = await fetch(`${env.emu.hosts.edge}/ecom/v1/carts/current/add-to-cart`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ lineItems: [item('canvas-tote')] }),
    });
    expect(viaEdge.status).toBe(200);
    const read = await fetch(`${env.emu.hosts.readOnly}/ecom/v1/carts/current`, { headers: { authorization: token } });
    expect(((await read.json()) as any).cart.lineItems).toHaveLength(1);
    const write = await fetch(`${env.emu.hosts.readOnly}/ecom/v1/carts/current/remove-coupon`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(write.status).toBe(405);
    expect((await cartClient(env.emu, token).get()).body.cart.revision).toBe('1');
  });

  test('no token, an unknown token and the merchant API key are refused with 401', async () => {
    const none = await call(env.emu, 'GET', '/ecom/v1/carts/current');
    expect(none.status).toBe(401);
    const unknown = await call(env.emu, 'GET', '/ecom/v1/carts/current', undefined, 'not-a-token');
    expect(unknown.status).toBe(401);
    const merchant = await call(env.emu, 'POST', '/ecom/v1/carts/current/add-to-cart', { lineItems: [item('canvas-tote')] }, env.emu.apiKey);
    expect(merchant.status).toBe(401);
    expect(merchant.body.details.applicationError.code).toBe('UNAUTHENTICATED');
  });
});
