/**
 * Cart V2 by id over real HTTP (`/ecom/v2/carts/{cartId}…`): the same calls and bodies as the current
 * cart V2 plus the id. A visitor reaches their own cart by id (and only it), a merchant any cart.
 */
import { describe, expect, test } from 'vitest';
import { call, useCartEmulator, visitorToken } from './cart-helpers';
import { catalogItem, codeOf, linesOf, newV1AndV2Shopper } from './cart-v2-helpers';

const env = useCartEmulator();
const byId = (cartId: string, path = '') => `/ecom/v2/carts/${cartId}${path}`;

describe('cart V2 by id', () => {
  test("a visitor reads and changes their own cart by id; another visitor's id is 404 CART_NOT_FOUND", async () => {
    const token = await visitorToken(env.emu);
    const { v2 } = await newV1AndV2Shopper(env.emu);
    const theirs = (await v2.add({ catalogItems: [catalogItem('canvas-tote')] })).body.cart.id;
    const mine = await call(env.emu, 'POST', '/ecom/v2/carts/current/add-line-items', { catalogItems: [catalogItem('canvas-tote')] }, token);
    const cartId = mine.body.cart.id;

    const read = await call(env.emu, 'GET', `${byId(cartId)}?cartId=${cartId}`, undefined, token);
    expect(read.body).toEqual(mine.body);
    const added = await call(env.emu, 'POST', byId(cartId, '/add-line-items'), { cartId, catalogItems: [catalogItem('canvas-tote', 2)] }, token);
    expect(linesOf(added.body.cart)).toEqual([[catalogItem('canvas-tote').catalogReference.catalogItemId, 3]]);
    const estimated = await call(env.emu, 'POST', byId(cartId, '/estimate'), { cartId, calculateTax: true }, token);
    expect(estimated.body.summary.cartId).toBe(cartId);

    const foreign = await call(env.emu, 'GET', byId(theirs), undefined, token);
    expect([foreign.status, codeOf(foreign)]).toEqual([404, 'CART_NOT_FOUND']);
    const unknown = await call(env.emu, 'POST', byId('no-such-cart', '/add-coupon'), { coupon: { code: 'SAVE10' } }, token);
    expect([unknown.status, codeOf(unknown)]).toEqual([404, 'CART_NOT_FOUND']);
  });

  test('a merchant reaches any cart by id; the shopper sees the change through the current cart', async () => {
    const { v1, v2 } = await newV1AndV2Shopper(env.emu);
    const cartId = (await v2.add({ catalogItems: [catalogItem('canvas-tote')] })).body.cart.id;
    const noted = await call(env.emu, 'PATCH', byId(cartId), { cart: { id: cartId, note: 'Packed by the shop' } }, env.emu.apiKey);
    expect(noted.body.cart.note).toBe('Packed by the shop');
    expect((await v1.get()).body.cart.buyerNote).toBe('Packed by the shop');
    const deleted = await call(env.emu, 'DELETE', `${byId(cartId)}?cartId=${cartId}`, undefined, env.emu.apiKey);
    expect([deleted.status, deleted.body]).toEqual([200, {}]);
    expect((await v2.get()).status).toBe(404);
  });

  test('without credentials: 401', async () => {
    expect((await call(env.emu, 'GET', byId('any'))).status).toBe(401);
  });
});
