/**
 * The GraphQL cart over real HTTP: `cart` and the cart mutations change the same current cart as the
 * REST routes (`/ecom/v1/carts/current*`), for the visitor or member of the access token, with the
 * REST routes' checks and error codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProductId } from '../src/catalogue/seed';
import { startEmulator, type Emulator } from '../src/index';
import { call, cartClient, item, visitorToken } from './cart-helpers';
import { exchangeCode, memberCodeViaPage } from './identity-helpers';

let emu: Emulator;

async function gql(auth: string, query: string, variables?: Record<string, unknown>): Promise<any> {
  const answer = await call(emu, 'POST', '/graphql/alpha', { query, variables }, auth);
  expect(answer.status).toBe(200);
  return answer.body;
}

const CART =
  'id currency lineItems { id quantity productId variantId name price { amount } lineItemPrice { amount } product { slug } } coupon { code amount { amount } }';

/** The REST error of a call as GraphQL reports it: the platform code and status in `extensions`. */
const restError = (answer: { status: number; body: any }) => ({
  code: answer.body.details?.applicationError?.code ?? (answer.body.details?.validationError ? 'INVALID_ARGUMENT' : undefined),
  status: answer.status,
});

beforeAll(async () => {
  emu = await startEmulator({ port: 0 });
});
afterAll(() => emu.stop());

describe('graphql cart', () => {
  it('adds, updates and removes lines; REST sees the GraphQL writes and GraphQL the REST ones', async () => {
    const token = await visitorToken(emu);
    const rest = cartClient(emu, token);
    expect(await gql(token, `{ cart { id } }`)).toEqual({ data: { cart: null } });

    const added = await gql(token, `mutation Add($lines: [CartLineInput!]!) { addToCart(lines: $lines) { ${CART} } }`, {
      lines: [
        { productId: demoProductId('hoodie'), options: { Size: 'M', Color: 'Black' } },
        { productId: demoProductId('ceramic-mug'), quantity: 2, options: { Color: 'White' } },
      ],
    });
    expect(added.errors).toBeUndefined();
    const cart = added.data.addToCart;
    expect(cart.lineItems.map((l: any) => [l.product.slug, l.quantity])).toEqual([
      ['hoodie', 1],
      ['ceramic-mug', 2],
    ]);
    const [hoodie, mug] = cart.lineItems;

    const restCart = (await rest.get()).body.cart;
    expect(restCart.id).toBe(cart.id);
    expect(restCart.lineItems.map((l: any) => ({ id: l.id, quantity: l.quantity, price: l.price.amount }))).toEqual(
      cart.lineItems.map((l: any) => ({ id: l.id, quantity: l.quantity, price: l.price.amount })),
    );

    await rest.add({ lineItems: [item('canvas-tote')] });
    const seen = await gql(token, '{ cart { lineItems { name } } }');
    expect(seen.data.cart.lineItems.map((l: any) => l.name)).toEqual(['Hoodie', 'Ceramic Mug', 'Canvas Tote']);

    const updated = await gql(token, `mutation ($lines: [CartLineQuantityInput!]!) { updateCartLineQuantities(lines: $lines) { ${CART} } }`, {
      lines: [
        { id: mug.id, quantity: 5 },
        { id: hoodie.id, quantity: 0 },
      ],
    });
    expect(updated.data.updateCartLineQuantities.lineItems.map((l: any) => [l.id, l.quantity])).toEqual([
      [mug.id, 5],
      [expect.any(String), 1],
    ]);
    expect(Number(updated.data.updateCartLineQuantities.lineItems[0].lineItemPrice.amount)).toBe(5 * Number(mug.price.amount));

    const removed = await gql(token, `mutation { removeCartLines(ids: ["${mug.id}"]) { lineItems { name } } }`);
    expect(removed).toEqual({ data: { removeCartLines: { lineItems: [{ name: 'Canvas Tote' }] } } });
    expect((await rest.get()).body.cart.lineItems.map((l: any) => l.productName.original)).toEqual(['Canvas Tote']);
  });

  it('applies and removes a coupon, as PATCH couponCode and remove-coupon do', async () => {
    const token = await visitorToken(emu);
    await cartClient(emu, token).add({ lineItems: [item('canvas-tote', 2)] });
    const applied = await gql(token, 'mutation { applyCoupon(code: "save10") { coupon { code amount { amount } } } }');
    expect(applied.data.applyCoupon.coupon.code).toBe('SAVE10');
    const restDiscount = (await cartClient(emu, token).get()).body.cart.appliedDiscounts[0].coupon;
    expect(applied.data.applyCoupon.coupon).toEqual({ code: restDiscount.code, amount: { amount: restDiscount.amount.amount } });
    expect(await gql(token, 'mutation { removeCoupon { coupon { code } } }')).toEqual({ data: { removeCoupon: { coupon: null } } });

    const unknown = await gql(token, 'mutation { applyCoupon(code: "NOPE") { id } }');
    expect(unknown.data).toEqual({ applyCoupon: null });
    expect(unknown.errors).toEqual([
      {
        message: expect.any(String),
        locations: [{ line: 1, column: 12 }],
        path: ['applyCoupon'],
        extensions: restError(await cartClient(emu, token).update({ couponCode: 'NOPE' })),
      },
    ]);
  });

  it('checks inputs as the REST routes do: the same violations, and no change', async () => {
    const token = await visitorToken(emu);
    const rest = cartClient(emu, token);
    const bad = await gql(
      token,
      `mutation { addToCart(lines: [{ productId: "${demoProductId('hoodie')}", quantity: 0 }, { productId: "no-such-product" }]) { id } }`,
    );
    expect(bad.data).toEqual({ addToCart: null });
    const restAnswer = await rest.add({
      lineItems: [
        { ...item('hoodie'), quantity: 0 },
        { ...item('hoodie'), catalogReference: { ...item('hoodie').catalogReference, catalogItemId: 'no-such-product' } },
      ],
    });
    expect(bad.errors[0].extensions).toEqual(restError(restAnswer));
    const fields = restAnswer.body.details.validationError.fieldViolations.map((v: any) => `"${v.field}"`);
    for (const field of fields) expect(bad.errors[0].message).toContain(field);
    expect((await rest.get()).status).toBe(404);
  });

  it('answers a caller without a cart, and an API key, with the REST routes’ errors', async () => {
    const token = await visitorToken(emu);
    const noCart = await gql(token, 'mutation { removeCoupon { id } }');
    expect(noCart.data).toEqual({ removeCoupon: null });
    expect(noCart.errors[0].extensions).toEqual(restError(await cartClient(emu, token).removeCoupon()));

    const merchant = await gql(emu.apiKey, '{ cart { id } }');
    expect(merchant.data).toEqual({ cart: null });
    expect(merchant.errors[0]).toMatchObject({ path: ['cart'], extensions: restError(await cartClient(emu, emu.apiKey).get()) });
    expect(merchant.errors[0].extensions.status).toBe(401);
  });

  it('keeps each visitor’s cart apart, and hands a visitor’s cart to the member on login', async () => {
    const first = await visitorToken(emu);
    const second = await visitorToken(emu);
    await gql(first, `mutation { addToCart(lines: [{ productId: "${demoProductId('canvas-tote')}" }]) { id } }`);
    expect(await gql(second, '{ cart { id } }')).toEqual({ data: { cart: null } });

    const { code, pkce } = await memberCodeViaPage(emu, first);
    const member = (await exchangeCode(emu, code, pkce.verifier)).body.access_token as string;
    const memberCart = await gql(member, `mutation { addToCart(lines: [{ productId: "${demoProductId('desk-lamp')}" }]) { lineItems { name } } }`);
    expect(memberCart.data.addToCart.lineItems.map((l: any) => l.name)).toEqual(['Canvas Tote', 'Desk Lamp']);
    expect((await cartClient(emu, member).get()).body.cart.buyerInfo.memberId).toEqual(expect.any(String));
  });
});
