/**
 * The control reads the dashboard's catalogue and cart views use, over real HTTP: the catalogue the store
 * runs, the category tree with item counts, a category's items named from the catalogue, a cart changed
 * through cart V2 with its V2 view; and the same access rule as every control route.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_PRODUCTS_COLLECTION_ID } from '../src/catalogue/ids';
import { demoCollectionId, demoProductId } from '../src/catalogue/seed';
import { startEmulator, type Emulator } from '../src/index';
import { call, visitorToken } from './cart-helpers';
import { catalogItem, cartV2Client } from './cart-v2-helpers';
import { categoriesUrl, TREE } from './categories-helpers';
import { json, useEmulator } from './helpers';

const v1 = useEmulator(() => startEmulator());
const v3 = useEmulator(() => startEmulator({ catalog: 'v3' }));
afterEach(() => {
  v1().reset();
  v3().reset();
});

const read = async (emu: Emulator, path: string, headers: Record<string, string> = {}) => json(await fetch(`${emu.url}/__emulator/${path}`, { headers }));

describe('GET /__emulator/categories', () => {
  it('names the catalogue the store runs, here and in GET /__emulator/config', async () => {
    expect((await read(v1(), 'categories')).body.catalog).toBe('v1');
    expect((await read(v3(), 'categories')).body.catalog).toBe('v3');
    expect((await read(v3(), 'config')).body.catalog).toBe('v3');
  });

  it('lists the tree depth first with item counts, as the categories service holds it after a merchant write', async () => {
    const created = await fetch(categoriesUrl(v3().url), {
      method: 'POST',
      headers: { authorization: v3().apiKey, 'wix-site-id': v3().siteId, 'content-type': 'application/json' },
      body: JSON.stringify({ category: { name: 'Summer Tees', parentCategory: { id: demoCollectionId('apparel') } }, treeReference: TREE }),
    });
    const tees = ((await created.json()) as { category: { id: string } }).category;

    const { status, body } = await read(v3(), 'categories');
    expect(status).toBe(200);
    const slugs = body.categories.map((c: { slug: string; depth: number }) => `${c.depth}:${c.slug}`);
    expect(slugs).toEqual(['0:all-products', '0:apparel', '1:summer-tees', '0:accessories', '0:home', '0:sale', '0:digital']);
    const [all, apparel, summer] = body.categories;
    expect(all).toMatchObject({ id: ALL_PRODUCTS_COLLECTION_ID, name: 'All Products', parentId: null, visible: true, managingAppId: expect.any(String) });
    expect(summer).toEqual({ id: tees.id, name: 'Summer Tees', slug: 'summer-tees', parentId: apparel.id, depth: 1, visible: true, itemCount: 0 });
    // The counts are the service's own `itemCounter`.
    const wire = await call(v3(), 'POST', '/categories/v1/categories/query', { treeReference: TREE, query: {} }, await visitorToken(v3()));
    const counters = Object.fromEntries(wire.body.categories.map((c: { id: string; itemCounter: number }) => [c.id, c.itemCounter]));
    for (const listed of body.categories) expect(listed.itemCount, listed.slug).toBe(counters[listed.id]);
    expect(apparel.itemCount).toBeGreaterThan(0);
  });

  it("lists a category's items named from the catalogue, and answers 404 for an unknown category", async () => {
    const sale = demoCollectionId('accessories');
    const { status, body } = await read(v1(), `categories/${sale}/items`);
    expect(status).toBe(200);
    const tote = body.items.find((item: { catalogItemId: string }) => item.catalogItemId === demoProductId('canvas-tote'));
    expect(tote).toEqual({
      catalogItemId: demoProductId('canvas-tote'),
      appId: expect.any(String),
      product: { name: 'Canvas Tote', slug: 'canvas-tote', price: '$22.00', visible: true },
    });
    expect(body.total).toBe((await read(v1(), 'categories')).body.categories.find((c: { id: string }) => c.id === sale).itemCount);
    expect(body.items).toHaveLength(body.total);
    expect(await read(v1(), 'categories/nope/items')).toEqual({ status: 404, body: { message: 'No such category' } });
  });

  it('answers the first 200 items of a large category, and how many it holds', async () => {
    const large = await startEmulator({ seed: { products: 450 } });
    try {
      const { body } = await read(large, `categories/${ALL_PRODUCTS_COLLECTION_ID}/items`);
      expect(body.total).toBe(450);
      expect(body.items).toHaveLength(200);
      expect(body.items[0].product).toMatchObject({ name: expect.any(String), visible: expect.any(Boolean) });
    } finally {
      await large.stop();
    }
  });

  it('is refused to a foreign origin like every control route', async () => {
    for (const path of ['categories', `categories/${ALL_PRODUCTS_COLLECTION_ID}/items`, 'carts']) {
      const answer = await fetch(`${v1().url}/__emulator/${path}`, { headers: { origin: 'https://evil.example' } });
      expect(answer.status, path).toBe(403);
      expect(answer.headers.get('access-control-allow-origin'), path).toBeNull();
      expect((await fetch(`${v1().url}/__emulator/${path}`, { headers: { origin: 'http://localhost:5173' } })).status, path).toBe(200);
    }
  });
});

describe('GET /__emulator/carts and cart V2', () => {
  it('lists a cart created through V2 once, with its lines, coupon, delivery method and the V2 totals (a discount only above zero)', async () => {
    const cart = cartV2Client(v3(), await visitorToken(v3()));
    const created = await cart.create({
      cart: { deliveryInfo: { address: { country: 'US', subdivision: 'US-NY', city: 'New York' } } },
      catalogItems: [catalogItem('canvas-tote', 2)],
      coupons: [{ code: 'save10' }],
      deliveryMethod: { code: 'standard' },
    });
    expect(created.status).toBe(200);
    const wire = created.body.cart;
    const { summary } = (await cart.calculate()).body;

    const { body } = await read(v3(), 'carts');
    expect(body.carts).toHaveLength(1);
    const [listed] = body.carts;
    expect(listed).toMatchObject({
      id: wire.id,
      couponCode: 'SAVE10',
      lines: [{ id: wire.lineItems[0].id, name: 'Canvas Tote', quantity: 2, price: '$22.00', total: '$44.00' }],
    });
    const dollars = (amount: string) => `$${Number(amount).toFixed(2)}`;
    expect(listed.v2).toEqual({
      revision: wire.revision,
      coupons: [{ id: wire.coupons[0].id, code: 'SAVE10' }],
      deliveryMethod: 'Standard delivery',
      totals: {
        subtotal: dollars(summary.priceSummary.subtotal.amount),
        discount: dollars(summary.priceSummary.discount.amount),
        delivery: dollars(summary.priceSummary.delivery.amount),
        tax: dollars(summary.priceSummary.tax.amount),
        total: dollars(summary.priceSummary.total.amount),
      },
    });
    expect(listed.v2.totals.discount).toBe('$4.40');
    // Without a discount, none is listed (as the V1 summary leaves it out).
    expect((await cart.removeCoupon(wire.coupons[0].id)).status).toBe(200);

    const changed = await cart.updateLines([{ lineItemId: wire.lineItems[0].id, quantity: { newQuantity: 3 } }]);
    const [after] = (await read(v3(), 'carts')).body.carts;
    expect(after).toMatchObject({ lines: [{ quantity: 3 }], v2: { revision: changed.body.cart.revision } });
    expect(after.v2.revision).not.toBe(wire.revision);
    expect(after).not.toHaveProperty('discount');
    expect(after.v2.totals).not.toHaveProperty('discount');
    expect(after.v2.coupons).toEqual([]);
  });
});
