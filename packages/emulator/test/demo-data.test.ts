/** The demo facts exported from the package entry match what a running emulator serves. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_PRODUCTS_COLLECTION_ID,
  DEMO_COLLECTIONS,
  DEMO_FACTS,
  DEMO_MEMBER,
  DEMO_MEMBERS,
  DEMO_PRODUCT_SLUGS,
  demoCollectionId,
  demoProductId,
  RESET_MEMBER,
  SEEDED_COUPONS,
  startEmulator,
  type Emulator,
} from '../src/index';

let emu: Emulator;
let token: string;

beforeAll(async () => {
  emu = await startEmulator({ port: 0 });
  const tokens = await (
    await fetch(`${emu.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: emu.clientId, grantType: 'anonymous' }),
    })
  ).json();
  token = tokens.access_token;
});
afterAll(async () => {
  await emu.stop();
});

async function call(method: string, path: string, body?: unknown, auth = token): Promise<{ status: number; body: any }> {
  const response = await fetch(`${emu.url}${path}`, {
    method,
    headers: { authorization: auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

describe('demo data exported from the package entry', () => {
  it('the demo members sign in with the exported e-mail and password, under the exported ids', async () => {
    const login = await call('POST', '/_api/iam/authentication/v2/login', { loginId: { email: DEMO_MEMBER.email }, password: DEMO_MEMBER.password });
    expect(login.body).toMatchObject({ state: 'SUCCESS', identity: { id: DEMO_MEMBER.id, email: { address: DEMO_MEMBER.email } } });
    const reset = await call('POST', '/_api/iam/authentication/v2/login', { loginId: { email: RESET_MEMBER.email }, password: RESET_MEMBER.password });
    expect(reset.body.details.applicationError.code).toBe('-19973');
    const members = (await (await fetch(`${emu.url}/__emulator/identity/members`)).json()).members;
    expect(members.map((m: any) => m.id)).toEqual(DEMO_MEMBERS.map((m) => m.id));
    expect(Object.isFrozen(DEMO_MEMBER)).toBe(true);
  });

  it('demoProductId, demoCollectionId and DEMO_FACTS name what the catalogue serves', async () => {
    expect(DEMO_PRODUCT_SLUGS).toHaveLength(DEMO_FACTS.productCount);
    const all = await call('POST', '/stores-reader/v1/products/query-platformized', { query: { paging: { limit: 100 } } });
    expect(all.body.products.map((p: any) => [p.slug, p.id])).toEqual(DEMO_PRODUCT_SLUGS.map((slug) => [slug, demoProductId(slug)]));
    const simple = (await call('GET', `/stores-reader/v1/products/${demoProductId(DEMO_FACTS.simpleProductSlug)}`)).body.product;
    expect(simple.productOptions).toEqual([]);
    expect(simple.stock.trackInventory).toBe(false);
    const tee = (await call('GET', `/stores-reader/v1/products/${demoProductId(DEMO_FACTS.variantProductSlug)}`)).body.product;
    expect(tee.productOptions.map((o: any) => o.name)).toEqual(['Size', 'Color']);
    expect((await call('GET', `/stores-reader/v1/products/${demoProductId(DEMO_FACTS.outOfStockSlug)}`)).body.product.stock.inventoryStatus).toBe(
      'OUT_OF_STOCK',
    );
    for (const { slug } of DEMO_COLLECTIONS) {
      expect((await call('GET', `/v2/collections/slug/${slug}`)).body.collection.id).toBe(demoCollectionId(slug));
    }
    expect(demoCollectionId('all-products')).toBe(ALL_PRODUCTS_COLLECTION_ID);
    expect(() => demoProductId('no-such-thing')).toThrow(/no demo product/);
  });

  it('SEEDED_COUPONS are the codes the cart accepts (and rejects when expired)', async () => {
    await call('POST', '/ecom/v1/carts/current/add-to-cart', {
      lineItems: [
        { quantity: 1, catalogReference: { catalogItemId: demoProductId(DEMO_FACTS.simpleProductSlug), appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' } },
      ],
    });
    for (const coupon of SEEDED_COUPONS) {
      const patched = await call('PATCH', '/ecom/v1/carts/current', { couponCode: coupon.code.toLowerCase() });
      if (coupon.expirationDate) expect(patched.body.details.applicationError.code).toBe('ERROR_COUPON_IS_EXPIRED');
      else expect(patched.body.cart.appliedDiscounts[0].coupon.code).toBe(coupon.code);
    }
  });
});
