/**
 * Catalogue reads over real HTTP: products, variants and collections on the read-only host, the `.r` GET
 * and its POST fallback, merchant-only data, and queries over a 10,000-product seed. Writes:
 * catalogue-writes.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCollectionId, demoProductId, DEMO_FACTS } from '../src/catalogue/seed';
import { ALL_PRODUCTS_COLLECTION_ID } from '../src/catalogue/ids';
import { startEmulator, type Emulator } from '../src/index';
import { r, useCatalogueEmulator, visitorToken } from './catalogue-helpers';

const env = useCatalogueEmulator();
const { call } = env;

const tee = demoProductId('classic-tee');

describe('catalogue reads', () => {
  it('serves a product on the read-only host without merchant data', async () => {
    const res = await call('GET', `${env.emu.hosts.readOnly}/stores-reader/v1/products/${tee}?id=${tee}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-wix-request-id')).toBeTruthy();
    const product = res.body.product;
    expect(product).toMatchObject({ id: tee, slug: 'classic-tee', name: 'Classic Tee', productType: 'physical', priceData: { currency: 'USD', price: 25 } });
    expect(product.variants).toHaveLength(12);
    expect(product.costAndProfitData).toBeUndefined();
    expect(product.variants[0].variant.costAndProfitData).toBeUndefined();
    const media = await fetch(product.media.mainMedia.image.url);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/svg+xml');
    expect(await media.text()).toContain('<title>Classic Tee</title>');
  });

  it('serves the same product through the products-platformized routes', async () => {
    const direct = await call('GET', `${env.emu.hosts.readOnly}/stores-reader/v1/products/${tee}`);
    for (const path of ['/stores-reader/v1/products-platformized/', '/stores/v1/products-platformized/', '/v2/products-platformized/']) {
      const viaProxy = await call('GET', `${env.emu.url}${path}${tee}`);
      expect(viaProxy.status).toBe(200);
      expect(viaProxy.body).toEqual(direct.body);
    }
  });

  it('requires a token, and a merchant for includeMerchantSpecificData', async () => {
    expect((await call('GET', `${env.emu.url}/stores-reader/v1/products/${tee}`, { auth: null })).status).toBe(401);
    const asVisitor = await call('GET', `${env.emu.url}/stores-reader/v1/products/${tee}?includeMerchantSpecificData=true`);
    expect(asVisitor.status).toBe(403);
    expect(asVisitor.body.details.applicationError.code).toBe('PERMISSION_DENIED');
    const asMerchant = await call('GET', `${env.emu.url}/stores-reader/v1/products/${tee}?includeMerchantSpecificData=true`, { auth: env.merchant });
    expect(asMerchant.status).toBe(200);
    expect(asMerchant.body.product.costAndProfitData).toMatchObject({ itemCost: 8, profit: 17 });
    expect(asMerchant.body.product.costRange).toEqual({ minValue: 8, maxValue: 8 });
    const queryAsVisitor = await call('POST', `${env.emu.url}/stores-reader/v1/products/query-platformized`, {
      body: { query: {}, includeMerchantSpecificData: true },
    });
    expect(queryAsVisitor.status).toBe(403);
  });

  it('answers unknown and path-traversing ids with a platform 404', async () => {
    const res = await call('GET', `${env.emu.url}/stores-reader/v1/products/${encodeURIComponent('../../v2/collections/query')}`);
    expect(res.status).toBe(404);
    expect(res.body.details.applicationError.code).toBe('PRODUCT_NOT_FOUND');
  });

  it('queries products with .r on the read-only host: filter, sort, paging, metadata', async () => {
    const payload = {
      query: { filter: { collectionIds: demoCollectionId('sale') }, sort: [{ fieldName: 'price', order: 'DESC' }], paging: { limit: 2, offset: 1 } },
    };
    const res = await call('GET', `${env.emu.hosts.readOnly}/stores-reader/v1/products/query-platformized?.r=${r(payload)}`);
    expect(res.status).toBe(200);
    // Sale: denim-jacket 120, summer-dress 80, sunglasses 70, throw-blanket 65.
    expect(res.body.products.map((p: any) => p.slug)).toEqual(['summer-dress', 'sunglasses']);
    expect(res.body.metadata).toEqual({ count: 2, offset: 1, total: 4, tooManyToCount: false });
    expect(res.body.products[0].variants).toBeUndefined();
    const withVariants = await call(
      'GET',
      `${env.emu.hosts.readOnly}/stores-reader/v1/products/query-platformized?.r=${r({ ...payload, includeVariants: true })}`,
    );
    expect(withVariants.body.products[0].variants).toHaveLength(12);
  });

  it('accepts flat query parameters too', async () => {
    const res = await call('GET', `${env.emu.hosts.readOnly}/v2/collections/query?query.paging.limit=2&query.paging.offset=1`);
    expect(res.status).toBe(200);
    expect(res.body.metadata).toEqual({ count: 2, offset: 1, total: 6, tooManyToCount: false });
    const products = await call('GET', `${env.emu.hosts.readOnly}/stores-reader/v1/products/query-platformized?includeVariants=true&query.paging.limit=1`);
    expect(products.body.products[0].variants).toHaveLength(12);
  });

  it('defaults to 50 items per page and rejects limits above 100 and unknown operators', async () => {
    const all = await call('GET', `${env.emu.hosts.readOnly}/stores-reader/v1/products/query-platformized`);
    expect(all.body.metadata).toEqual({ count: 30, offset: 0, total: 30, tooManyToCount: false });
    const tooMany = await call('POST', `${env.emu.url}/stores-reader/v1/products/query-platformized`, { body: { query: { paging: { limit: 101 } } } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.details.validationError.fieldViolations.map((v: any) => v.field)).toEqual(['query.paging.limit']);
    const badOp = await call('GET', `${env.emu.url}/stores-reader/v1/products/query-platformized?.r=${r({ query: { filter: { price: { $like: 1 } } } })}`);
    expect(badOp.status).toBe(400);
    expect(badOp.body.details.validationError.fieldViolations[0].field).toBe('query.filter.price.$like');
  });

  it('answers the same items for a 200-id $hasSome through .r GET and the POST fallback', async () => {
    const ids = [
      ...Array.from({ length: 170 }, (_, i) => `ffffffff-0000-4000-8000-${String(i).padStart(12, '0')}`),
      ...Array.from({ length: 30 }, (_, i) => `10000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`),
    ];
    const payload = { query: { filter: { id: { $hasSome: ids } }, paging: { limit: 100 } } };
    const query = `.r=${r(payload)}`;
    expect(query.length).toBeGreaterThan(4000);
    const viaGet = await call('GET', `${env.emu.hosts.readOnly}/stores-reader/v1/products/query-platformized?${query}`);
    const viaPost = await call('POST', `${env.emu.url}/stores-reader/v1/products/query-platformized`, { body: payload });
    expect(viaGet.status).toBe(200);
    expect(viaPost.status).toBe(200);
    expect(viaGet.body.products).toHaveLength(30);
    expect(viaPost.body).toEqual(viaGet.body);
  });

  it('resolves option availability and queries a product’s variants', async () => {
    const hoodie = demoProductId(DEMO_FACTS.partiallyOutOfStockSlug);
    const ok = await call('POST', `${env.emu.url}/stores-reader/v1/products/${hoodie}/productOptionsAvailability`, {
      body: { id: hoodie, options: { Size: 'M', Color: 'Blue' } },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      availableForPurchase: true,
      selectedVariant: { choices: { Size: 'M', Color: 'Blue' }, inStock: true, price: { price: 55 } },
    });
    const sold = await call('POST', `${env.emu.url}/stores-reader/v1/products/${hoodie}/productOptionsAvailability`, {
      body: { options: { Size: 'XL', Color: 'Blue' } },
    });
    expect(sold.body.availableForPurchase).toBe(false);
    expect(sold.body.selectedVariant.inStock).toBe(false);
    const variants = await call('POST', `${env.emu.url}/stores-reader/v1/products/${hoodie}/variants/query`, {
      body: { choices: { Size: 'XL' }, paging: { limit: 1 } },
    });
    expect(variants.body.totalResults).toBe(2);
    expect(variants.body.metadata).toEqual({ items: 1, offset: 0 });
    expect(variants.body.variants[0].choices.Size).toBe('XL');
    const byId = await call('POST', `${env.emu.url}/stores-reader/v1/products/${hoodie}/variants/query`, {
      body: { variantIds: [ok.body.selectedVariant.id] },
    });
    expect(byId.body.variants.map((v: any) => v.id)).toEqual([ok.body.selectedVariant.id]);
    const merchantOnly = await call('POST', `${env.emu.url}/stores-reader/v1/products/${hoodie}/variants/query`, {
      body: { includeMerchantSpecificData: true },
    });
    expect(merchantOnly.status).toBe(403);
  });

  it('queries and gets store variants', async () => {
    const query = await call('POST', `${env.emu.url}/stores-reader/v1/variants/query`, {
      body: { query: { filter: { productId: tee, 'choices.Color': 'Red' }, sort: [{ fieldName: 'price', order: 'DESC' }] } },
    });
    expect(query.status).toBe(200);
    expect(query.body.metadata.total).toBe(4);
    expect(query.body.variants[0]).toMatchObject({
      productId: tee,
      productName: 'Classic Tee',
      variantName: 'XL / Red',
      managedVariant: true,
      variant: { priceData: { price: 27 } },
    });
    expect(query.body.variants[0].media.image.url).toContain('Classic+Tee+Red');
    expect(query.body.variants[0].media.video.resolutions.length).toBeGreaterThan(0);
    const one = await call('GET', `${env.emu.hosts.readOnly}/stores-reader/v1/variants/${query.body.variants[0].id}`);
    expect(one.status).toBe(200);
    // The same variant; only the media URLs' expiry differs, counted from each answer's time.
    const timeless = (v: unknown) => JSON.parse(JSON.stringify(v, (k, x) => (k === 'urlExpirationDate' ? undefined : x)));
    expect(timeless(one.body.variant)).toEqual(timeless(query.body.variants[0]));
    expect((await call('GET', `${env.emu.url}/stores-reader/v1/variants/${tee}-nope`)).status).toBe(404);
  });

  it('serves collections v2 by id, by slug and by query (GET .r and POST), and v1 by slug', async () => {
    const sale = demoCollectionId('sale');
    const byId = await call('GET', `${env.emu.hosts.readOnly}/v2/collections/${sale}?id=${sale}`);
    expect(byId.body.collection).toMatchObject({ id: sale, slug: 'sale', name: 'Sale', numberOfProducts: 4, visible: true });
    expect(byId.body.collection.media.mainMedia.image.url).toContain('/__media/');
    expect((await call('GET', `${env.emu.hosts.readOnly}/v2/collections/slug/sale`)).body).toEqual(byId.body);
    expect((await call('GET', `${env.emu.hosts.readOnly}/stores-reader/v1/collections/slug/sale`)).body).toEqual(byId.body);
    const all = await call('GET', `${env.emu.hosts.readOnly}/v2/collections/slug/all-products`);
    expect(all.body.collection).toMatchObject({ id: ALL_PRODUCTS_COLLECTION_ID, numberOfProducts: 30 });
    const payload = { query: { filter: { numberOfProducts: { $gte: 5 } }, sort: [{ fieldName: 'name' }], paging: { limit: 2 } } };
    const viaGet = await call('GET', `${env.emu.hosts.readOnly}/v2/collections/query?.r=${r(payload)}`);
    const viaPost = await call('POST', `${env.emu.url}/v2/collections/query`, { body: payload });
    expect(viaGet.body.collections.map((c: any) => c.slug)).toEqual(['accessories', 'all-products']);
    expect(viaGet.body.metadata).toEqual({ count: 2, offset: 0, total: 4, tooManyToCount: false });
    expect(viaPost.body).toEqual(viaGet.body);
    expect((await call('GET', `${env.emu.url}/v2/collections/slug/nope`)).status).toBe(404);
  });
});

describe('a generated 10,000-product catalogue', () => {
  let big: Emulator;
  let token: string;
  beforeAll(async () => {
    big = await startEmulator({ port: 0, seed: { products: 10_000 } });
    token = await visitorToken(big);
  });
  afterAll(() => big.stop());

  it('pages through every product exactly once', { timeout: 60_000 }, async () => {
    const seen = new Set<string>();
    let total = -1;
    for (let offset = 0; ; offset += 100) {
      const res = await call('POST', `${big.url}/stores-reader/v1/products/query-platformized`, {
        auth: token,
        body: { query: { paging: { limit: 100, offset } } },
      });
      expect(res.status).toBe(200);
      total = res.body.metadata.total;
      for (const p of res.body.products) seen.add(p.id);
      if (res.body.products.length < 100) break;
    }
    expect(total).toBe(10_000);
    expect(seen.size).toBe(10_000);
  });

  it('filters and sorts over the whole catalogue', { timeout: 30_000 }, async () => {
    const payload = {
      query: {
        filter: { collectionIds: demoCollectionId('sale'), 'stock.inventoryStatus': 'OUT_OF_STOCK' },
        sort: [{ fieldName: 'price', order: 'DESC' }],
        paging: { limit: 5 },
      },
    };
    const res = await call('GET', `${big.hosts.readOnly}/stores-reader/v1/products/query-platformized?.r=${r(payload)}`, { auth: token });
    // n divisible by 10 (sale) and by 25 (out of stock): multiples of 50.
    expect(res.body.metadata.total).toBe(200);
    const prices = res.body.products.map((p: any) => p.priceData.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));
    expect(res.body.products.every((p: any) => p.stock.inventoryStatus === 'OUT_OF_STOCK')).toBe(true);
    const collection = await call('GET', `${big.url}/v2/collections/slug/sale`, { auth: token });
    expect(collection.body.collection.numberOfProducts).toBe(1000);
  });
});

describe('catalog version', () => {
  it('answers V1_CATALOG by default and V3_CATALOG for catalog: v3, to any caller', async () => {
    const v1 = await call('GET', `${env.emu.url}/stores/v3/provision/version`);
    expect(v1).toMatchObject({ status: 200, body: { catalogVersion: 'V1_CATALOG' } });
    const v3: Emulator = await startEmulator({ catalog: 'v3' });
    try {
      const answer = await call('GET', `${v3.hosts.edge}/stores/v3/provision/version`, { auth: await visitorToken(v3) });
      expect(answer).toMatchObject({ status: 200, body: { catalogVersion: 'V3_CATALOG' } });
    } finally {
      await v3.stop();
    }
    await expect(startEmulator({ catalog: 'v2' as never })).rejects.toThrow(/catalog must be 'v1' or 'v3'/);
  });
});
