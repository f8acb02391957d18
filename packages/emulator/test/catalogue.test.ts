/**
 * The catalogue over real HTTP: reads on the read-only host, the `.r` GET and its POST fallback,
 * merchant-only writes with their events, bulk calls, validation errors and a 10,000-product seed.
 */
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoCollectionId, demoProductId, DEMO_FACTS } from '../src/catalogue/seed';
import { ALL_PRODUCTS_COLLECTION_ID } from '../src/catalogue/ids';
import { startEmulator, type Emulator } from '../src/index';
import { startReceiver, type Receiver } from './helpers';

const r = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');

let emu: Emulator;
let visitor: string;
let merchant: Record<string, string>;

async function call(
  method: string,
  url: string,
  options: { auth?: string | Record<string, string> | null; body?: unknown } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = {};
  const auth = options.auth === undefined ? visitor : options.auth;
  if (typeof auth === 'string') headers.authorization = auth;
  else if (auth) Object.assign(headers, auth);
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, { method, headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

async function visitorToken(e: Emulator): Promise<string> {
  const res = await call('POST', `${e.url}/oauth2/token`, { auth: null, body: { clientId: e.clientId, grantType: 'anonymous' } });
  expect(res.status).toBe(200);
  return res.body.access_token as string;
}

beforeAll(async () => {
  emu = await startEmulator({ port: 0 });
  visitor = await visitorToken(emu);
  merchant = { authorization: emu.apiKey, 'wix-site-id': emu.siteId };
});
afterAll(() => emu.stop());

const tee = demoProductId('classic-tee');

describe('catalogue reads', () => {
  it('serves a product on the read-only host without merchant data', async () => {
    const res = await call('GET', `${emu.hosts.readOnly}/stores-reader/v1/products/${tee}?id=${tee}`);
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
    expect(await media.text()).toContain('Classic Tee');
  });

  it('serves the same product through the products-platformized routes', async () => {
    const direct = await call('GET', `${emu.hosts.readOnly}/stores-reader/v1/products/${tee}`);
    for (const path of ['/stores-reader/v1/products-platformized/', '/stores/v1/products-platformized/', '/v2/products-platformized/']) {
      const viaProxy = await call('GET', `${emu.url}${path}${tee}`);
      expect(viaProxy.status).toBe(200);
      expect(viaProxy.body).toEqual(direct.body);
    }
  });

  it('requires a token, and a merchant for includeMerchantSpecificData', async () => {
    expect((await call('GET', `${emu.url}/stores-reader/v1/products/${tee}`, { auth: null })).status).toBe(401);
    const asVisitor = await call('GET', `${emu.url}/stores-reader/v1/products/${tee}?includeMerchantSpecificData=true`);
    expect(asVisitor.status).toBe(403);
    expect(asVisitor.body.details.applicationError.code).toBe('PERMISSION_DENIED');
    const asMerchant = await call('GET', `${emu.url}/stores-reader/v1/products/${tee}?includeMerchantSpecificData=true`, { auth: merchant });
    expect(asMerchant.status).toBe(200);
    expect(asMerchant.body.product.costAndProfitData).toMatchObject({ itemCost: 8, profit: 17 });
    expect(asMerchant.body.product.costRange).toEqual({ minValue: 8, maxValue: 8 });
    const queryAsVisitor = await call('POST', `${emu.url}/stores-reader/v1/products/query-platformized`, { body: { query: {}, includeMerchantSpecificData: true } });
    expect(queryAsVisitor.status).toBe(403);
  });

  it('answers unknown and path-traversing ids with a platform 404', async () => {
    const res = await call('GET', `${emu.url}/stores-reader/v1/products/${encodeURIComponent('../../v2/collections/query')}`);
    expect(res.status).toBe(404);
    expect(res.body.details.applicationError.code).toBe('PRODUCT_NOT_FOUND');
  });

  it('queries products with .r on the read-only host: filter, sort, paging, metadata', async () => {
    const payload = { query: { filter: { collectionIds: demoCollectionId('sale') }, sort: [{ fieldName: 'price', order: 'DESC' }], paging: { limit: 2, offset: 1 } } };
    const res = await call('GET', `${emu.hosts.readOnly}/stores-reader/v1/products/query-platformized?.r=${r(payload)}`);
    expect(res.status).toBe(200);
    // Sale: denim-jacket 120, summer-dress 80, sunglasses 70, throw-blanket 65.
    expect(res.body.products.map((p: any) => p.slug)).toEqual(['summer-dress', 'sunglasses']);
    expect(res.body.metadata).toEqual({ count: 2, offset: 1, total: 4, tooManyToCount: false });
    expect(res.body.products[0].variants).toBeUndefined();
    const withVariants = await call('GET', `${emu.hosts.readOnly}/stores-reader/v1/products/query-platformized?.r=${r({ ...payload, includeVariants: true })}`);
    expect(withVariants.body.products[0].variants).toHaveLength(12);
  });

  it('accepts flat query parameters too', async () => {
    const res = await call('GET', `${emu.hosts.readOnly}/v2/collections/query?query.paging.limit=2&query.paging.offset=1`);
    expect(res.status).toBe(200);
    expect(res.body.metadata).toEqual({ count: 2, offset: 1, total: 6, tooManyToCount: false });
    const products = await call('GET', `${emu.hosts.readOnly}/stores-reader/v1/products/query-platformized?includeVariants=true&query.paging.limit=1`);
    expect(products.body.products[0].variants).toHaveLength(12);
  });

  it('defaults to 50 items per page and rejects limits above 100 and unknown operators', async () => {
    const all = await call('GET', `${emu.hosts.readOnly}/stores-reader/v1/products/query-platformized`);
    expect(all.body.metadata).toEqual({ count: 30, offset: 0, total: 30, tooManyToCount: false });
    const tooMany = await call('POST', `${emu.url}/stores-reader/v1/products/query-platformized`, { body: { query: { paging: { limit: 101 } } } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.details.validationError.fieldViolations.map((v: any) => v.field)).toEqual(['query.paging.limit']);
    const badOp = await call('GET', `${emu.url}/stores-reader/v1/products/query-platformized?.r=${r({ query: { filter: { price: { $like: 1 } } } })}`);
    expect(badOp.status).toBe(400);
    expect(badOp.body.details.validationError.fieldViolations[0].field).toBe('query.filter.price.$like');
  });

  it('answers the same items for a 200-id $hasSome through .r GET and the POST fallback', async () => {
    const ids = [...Array.from({ length: 170 }, (_, i) => `ffffffff-0000-4000-8000-${String(i).padStart(12, '0')}`), ...Array.from({ length: 30 }, (_, i) => `10000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`)];
    const payload = { query: { filter: { id: { $hasSome: ids } }, paging: { limit: 100 } } };
    const query = `.r=${r(payload)}`;
    expect(query.length).toBeGreaterThan(4000);
    const viaGet = await call('GET', `${emu.hosts.readOnly}/stores-reader/v1/products/query-platformized?${query}`);
    const viaPost = await call('POST', `${emu.url}/stores-reader/v1/products/query-platformized`, { body: payload });
    expect(viaGet.status).toBe(200);
    expect(viaPost.status).toBe(200);
    expect(viaGet.body.products).toHaveLength(30);
    expect(viaPost.body).toEqual(viaGet.body);
  });

  it('resolves option availability and queries a product’s variants', async () => {
    const hoodie = demoProductId(DEMO_FACTS.partiallyOutOfStockSlug);
    const ok = await call('POST', `${emu.url}/stores-reader/v1/products/${hoodie}/productOptionsAvailability`, { body: { id: hoodie, options: { Size: 'M', Color: 'Blue' } } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ availableForPurchase: true, selectedVariant: { choices: { Size: 'M', Color: 'Blue' }, inStock: true, price: { price: 55 } } });
    const sold = await call('POST', `${emu.url}/stores-reader/v1/products/${hoodie}/productOptionsAvailability`, { body: { options: { Size: 'XL', Color: 'Blue' } } });
    expect(sold.body.availableForPurchase).toBe(false);
    expect(sold.body.selectedVariant.inStock).toBe(false);
    const variants = await call('POST', `${emu.url}/stores-reader/v1/products/${hoodie}/variants/query`, { body: { choices: { Size: 'XL' }, paging: { limit: 1 } } });
    expect(variants.body.totalResults).toBe(2);
    expect(variants.body.metadata).toEqual({ items: 1, offset: 0 });
    expect(variants.body.variants[0].choices.Size).toBe('XL');
    const byId = await call('POST', `${emu.url}/stores-reader/v1/products/${hoodie}/variants/query`, { body: { variantIds: [ok.body.selectedVariant.id] } });
    expect(byId.body.variants.map((v: any) => v.id)).toEqual([ok.body.selectedVariant.id]);
    const merchantOnly = await call('POST', `${emu.url}/stores-reader/v1/products/${hoodie}/variants/query`, { body: { includeMerchantSpecificData: true } });
    expect(merchantOnly.status).toBe(403);
  });

  it('queries and gets store variants', async () => {
    const query = await call('POST', `${emu.url}/stores-reader/v1/variants/query`, { body: { query: { filter: { productId: tee, 'choices.Color': 'Red' }, sort: [{ fieldName: 'price', order: 'DESC' }] } } });
    expect(query.status).toBe(200);
    expect(query.body.metadata.total).toBe(4);
    expect(query.body.variants[0]).toMatchObject({ productId: tee, productName: 'Classic Tee', variantName: 'XL / Red', managedVariant: true, variant: { priceData: { price: 27 } } });
    expect(query.body.variants[0].media.image.url).toContain('Classic+Tee+Red');
    expect(query.body.variants[0].media.video.resolutions.length).toBeGreaterThan(0);
    const one = await call('GET', `${emu.hosts.readOnly}/stores-reader/v1/variants/${query.body.variants[0].id}`);
    expect(one.status).toBe(200);
    // The same variant; only the media URLs' expiry differs, counted from each answer's time.
    const timeless = (v: unknown) => JSON.parse(JSON.stringify(v, (k, x) => (k === 'urlExpirationDate' ? undefined : x)));
    expect(timeless(one.body.variant)).toEqual(timeless(query.body.variants[0]));
    expect((await call('GET', `${emu.url}/stores-reader/v1/variants/${tee}-nope`)).status).toBe(404);
  });

  it('serves collections v2 by id, by slug and by query (GET .r and POST), and v1 by slug', async () => {
    const sale = demoCollectionId('sale');
    const byId = await call('GET', `${emu.hosts.readOnly}/v2/collections/${sale}?id=${sale}`);
    expect(byId.body.collection).toMatchObject({ id: sale, slug: 'sale', name: 'Sale', numberOfProducts: 4, visible: true });
    expect(byId.body.collection.media.mainMedia.image.url).toContain('/__media/');
    expect((await call('GET', `${emu.hosts.readOnly}/v2/collections/slug/sale`)).body).toEqual(byId.body);
    expect((await call('GET', `${emu.hosts.readOnly}/stores-reader/v1/collections/slug/sale`)).body).toEqual(byId.body);
    const all = await call('GET', `${emu.hosts.readOnly}/v2/collections/slug/all-products`);
    expect(all.body.collection).toMatchObject({ id: ALL_PRODUCTS_COLLECTION_ID, numberOfProducts: 30 });
    const payload = { query: { filter: { numberOfProducts: { $gte: 5 } }, sort: [{ fieldName: 'name' }], paging: { limit: 2 } } };
    const viaGet = await call('GET', `${emu.hosts.readOnly}/v2/collections/query?.r=${r(payload)}`);
    const viaPost = await call('POST', `${emu.url}/v2/collections/query`, { body: payload });
    expect(viaGet.body.collections.map((c: any) => c.slug)).toEqual(['accessories', 'all-products']);
    expect(viaGet.body.metadata).toEqual({ count: 2, offset: 0, total: 4, tooManyToCount: false });
    expect(viaPost.body).toEqual(viaGet.body);
    expect((await call('GET', `${emu.url}/v2/collections/slug/nope`)).status).toBe(404);
  });
});

describe('catalogue writes', () => {
  let receiver: Receiver;
  let subscriptionId: string;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());
  beforeEach(async () => {
    emu.reset();
    visitor = await visitorToken(emu);
    // Subscribe once (whether a reset keeps subscriptions is the core's business).
    const listed = (await (await fetch(`${emu.url}/__emulator/webhooks/subscriptions`)).json()) as { subscriptions: { id: string; url: string }[] };
    subscriptionId = listed.subscriptions.find((sub) => sub.url === receiver.url)?.id ?? emu.subscribeWebhook({ url: receiver.url }).id;
    receiver.bodies.length = 0;
  });

  /** The catalogue events delivered so far, verified against the emulator's public key. */
  async function events(): Promise<{ eventType: string; payload: any }[]> {
    await emu.webhooksIdle();
    const key = await importSPKI(emu.publicKeyPem, 'RS256');
    const out = [];
    const deliveries = emu.webhookDeliveries().filter((d) => d.subscriptionId === subscriptionId);
    expect(deliveries.every((d) => d.delivered)).toBe(true);
    expect(receiver.bodies.map((b) => b.body).sort()).toEqual(deliveries.map((d) => d.jwt).sort());
    // Deliveries are listed in emission order (the receiver may see concurrent ones in any order).
    for (const { jwt } of deliveries) {
      const { payload } = await jwtVerify(jwt, key, { algorithms: ['RS256'] });
      const envelope = JSON.parse(payload.data as string);
      if (String(envelope.eventType).startsWith('com.wix.ecommerce.catalog')) out.push({ eventType: envelope.eventType as string, payload: JSON.parse(envelope.data) });
    }
    return out;
  }

  it('refuses writes from visitors (403) and anonymous callers (401)', async () => {
    const body = { product: { name: 'X', priceData: { price: 1 } } };
    expect((await call('POST', `${emu.url}/stores/v1/products`, { body })).status).toBe(403);
    expect((await call('POST', `${emu.url}/stores/v1/products`, { auth: null, body })).status).toBe(401);
    expect((await call('DELETE', `${emu.url}/stores/v1/products/${tee}`)).status).toBe(403);
    expect((await call('POST', `${emu.url}/stores/v1/bulk/products/update`, { body: { ids: [tee], set: { price: 1 } } })).status).toBe(403);
    expect((await call('GET', `${emu.url}/stores-reader/v1/products/${tee}`)).status).toBe(200);
  });

  it('creates, updates and deletes a product, visible in later reads, with events', async () => {
    const created = await call('POST', `${emu.url}/stores/v1/products`, {
      auth: merchant,
      body: { product: { name: 'Bamboo Socks', priceData: { price: 9.5 }, costAndProfitData: { itemCost: 2 }, productOptions: [{ name: 'Size', choices: [{ value: 'S', description: 'S' }, { value: 'L', description: 'L' }] }] } },
    });
    expect(created.status).toBe(200);
    const product = created.body.product;
    expect(product).toMatchObject({ name: 'Bamboo Socks', slug: 'bamboo-socks', priceData: { price: 9.5, formatted: { price: '$9.50' } }, costAndProfitData: { itemCost: 2 } });
    expect(product.variants).toHaveLength(2);
    const query = await call('GET', `${emu.hosts.readOnly}/stores-reader/v1/products/query-platformized?.r=${r({ query: { filter: { slug: 'bamboo-socks' } } })}`);
    expect(query.body.products.map((p: any) => p.id)).toEqual([product.id]);

    const updated = await call('PATCH', `${emu.url}/stores/v1/products/${product.id}`, { auth: merchant, body: { product: { id: product.id, priceData: { price: 12 }, ribbon: 'New' } } });
    expect(updated.status).toBe(200);
    const read = await call('GET', `${emu.hosts.readOnly}/stores-reader/v1/products/${product.id}`);
    expect(read.body.product.priceData.price).toBe(12);
    expect(read.body.product.ribbons).toEqual([{ text: 'New' }]);
    expect(read.body.product.variants.map((v: any) => v.variant.priceData.price)).toEqual([12, 12]);

    expect((await call('DELETE', `${emu.url}/stores/v1/products/${product.id}?id=${product.id}`, { auth: merchant })).body).toEqual({});
    expect((await call('GET', `${emu.url}/stores-reader/v1/products/${product.id}`)).status).toBe(404);

    const seen = await events();
    expect(seen.map((e) => e.eventType)).toEqual([
      'com.wix.ecommerce.catalog.api.v1.ProductCreated',
      'com.wix.ecommerce.catalog.api.v1.ProductChanged',
      'com.wix.ecommerce.catalog.api.v1.VariantsChanged',
      'com.wix.ecommerce.catalog.api.v1.ProductDeleted',
    ]);
    expect(seen[0]!.payload).toMatchObject({ productId: product.id, name: 'Bamboo Socks', visible: true, price: { price: 9.5 } });
    expect(seen[1]!.payload).toEqual({ productId: product.id, changedFields: ['priceData', 'ribbon'] });
    expect(seen[3]!.payload).toEqual({ productId: product.id });
  });

  it('hides invisible products from shoppers but not from the merchant', async () => {
    const mug = demoProductId('ceramic-mug');
    const hide = await call('PATCH', `${emu.url}/stores/v1/products/${mug}`, { auth: merchant, body: { product: { visible: false } } });
    expect(hide.body.product.visible).toBe(false);
    expect((await call('GET', `${emu.hosts.readOnly}/stores-reader/v1/products/${mug}`)).status).toBe(404);
    const shopperQuery = await call('GET', `${emu.hosts.readOnly}/stores-reader/v1/products/query-platformized`);
    expect(shopperQuery.body.metadata.total).toBe(29);
    expect(shopperQuery.body.products.map((p: any) => p.id)).not.toContain(mug);
    const filtered = await call('POST', `${emu.url}/stores-reader/v1/products/query-platformized`, { body: { query: { filter: { id: mug } } } });
    expect(filtered.body.products).toEqual([]);
    expect((await call('GET', `${emu.url}/stores-reader/v1/products/${mug}`, { auth: merchant })).body.product.visible).toBe(false);
    const merchantQuery = await call('POST', `${emu.url}/stores-reader/v1/products/query-platformized`, { auth: merchant, body: { query: { filter: { visible: false } } } });
    expect(merchantQuery.body.products.map((p: any) => p.id)).toEqual([mug]);
  });

  it('re-seeds the catalogue on reset', async () => {
    await call('DELETE', `${emu.url}/stores/v1/products/${tee}`, { auth: merchant });
    await call('POST', `${emu.url}/stores/v1/collections`, { auth: merchant, body: { collection: { name: 'Temp' } } });
    expect((await call('GET', `${emu.url}/stores-reader/v1/products/${tee}`)).status).toBe(404);
    expect((await call('POST', `${emu.url}/__emulator/reset`, { auth: null })).status).toBe(200);
    visitor = await visitorToken(emu);
    expect((await call('GET', `${emu.url}/stores-reader/v1/products/${tee}`)).status).toBe(200);
    expect((await call('GET', `${emu.url}/v2/collections/slug/temp`)).status).toBe(404);
  });

  it('writes through the products-platformized proxy too', async () => {
    const created = await call('POST', `${emu.url}/v2/products-platformized`, { auth: merchant, body: { product: { name: 'Proxy Thing', priceData: { price: 3 } } } });
    expect(created.status).toBe(200);
    const id = created.body.product.id;
    expect((await call('PATCH', `${emu.url}/v2/products-platformized/${id}`, { auth: merchant, body: { product: { name: 'Proxy Thing 2' } } })).body.product.name).toBe('Proxy Thing 2');
    expect((await call('GET', `${emu.url}/stores-reader/v1/products-platformized/${id}`)).body.product.name).toBe('Proxy Thing 2');
    expect((await call('DELETE', `${emu.url}/stores/v1/products-platformized/${id}`, { auth: merchant })).status).toBe(200);
    expect((await call('GET', `${emu.url}/stores-reader/v1/products/${id}`)).status).toBe(404);
  });

  it('validates product writes with platform field violations', async () => {
    const res = await call('POST', `${emu.url}/stores/v1/products`, { auth: merchant, body: { product: { description: 'no name' } } });
    expect(res.status).toBe(400);
    expect(res.body.details.validationError.fieldViolations.map((v: any) => v.field)).toEqual(['product.name', 'product.priceData.price']);
    const badType = await call('POST', `${emu.url}/stores/v1/products`, { auth: merchant, body: { product: { name: 'x', priceData: { price: 'cheap' } } } });
    expect(badType.status).toBe(400);
    const infinite = await call('POST', `${emu.url}/stores/v1/products`, { auth: merchant, body: { product: { name: 'x', priceData: { price: 1 }, weight: 'Infinity' } } });
    expect(infinite.status).toBe(400);
    expect(infinite.body.details.validationError.fieldViolations[0].field).toBe('product.weight');
  });

  it('updates variants, resets them, and emits VariantsChanged', async () => {
    const res = await call('PATCH', `${emu.url}/stores/v1/products/${tee}/variants`, { auth: merchant, body: { id: tee, variants: [{ choices: { Size: 'S' }, price: 21, cost: 5 }] } });
    expect(res.status).toBe(200);
    expect(res.body.variants).toHaveLength(3);
    expect(res.body.variants.every((v: any) => v.choices.Size === 'S' && v.variant.priceData.price === 21)).toBe(true);
    const availability = await call('POST', `${emu.url}/stores-reader/v1/products/${tee}/productOptionsAvailability`, { body: { options: { Size: 'S', Color: 'Black' } } });
    expect(availability.body.selectedVariant.price.price).toBe(21);
    expect((await call('GET', `${emu.url}/stores-reader/v1/products/${tee}`)).body.product.priceRange).toEqual({ minValue: 21, maxValue: 27 });
    await call('POST', `${emu.url}/stores/v1/products/${tee}/variants/resetToDefault`, { auth: merchant, body: { id: tee } });
    expect((await call('GET', `${emu.url}/stores-reader/v1/products/${tee}`)).body.product.priceRange).toEqual({ minValue: 25, maxValue: 25 });
    const seen = await events();
    expect(seen.map((e) => e.eventType)).toEqual(['com.wix.ecommerce.catalog.api.v1.VariantsChanged', 'com.wix.ecommerce.catalog.api.v1.VariantsChanged']);
    expect(seen[0]!.payload.variants).toHaveLength(3);
    expect(seen[0]!.payload.variants[0].changedFields).toEqual(['cost', 'price']);
    const bad = await call('PATCH', `${emu.url}/stores/v1/products/${tee}/variants`, { auth: merchant, body: { variants: [{ variantIds: ['nope'], price: 1 }] } });
    expect(bad.status).toBe(400);
  });

  it('manages media, choice media, options, brand and ribbon', async () => {
    const id = demoProductId('ceramic-mug');
    await call('POST', `${emu.url}/stores/v1/products/${id}/media`, { auth: merchant, body: { id, media: [{ url: 'https://example.com/a.png', mediaId: 'extra-1', choice: { option: 'Color', choice: 'Black' } }] } });
    let product = (await call('GET', `${emu.url}/stores-reader/v1/products/${id}`)).body.product;
    expect(product.media.items.map((m: any) => m.id)).toContain('extra-1');
    const black = () => product.productOptions[0].choices.find((c: any) => c.description === 'Black');
    expect(black().media.items.map((m: any) => m.id)).toEqual(['extra-1']);
    await call('POST', `${emu.url}/stores/v1/products/${id}/choices/media/delete`, { auth: merchant, body: { media: [{ option: 'Color', choice: 'Black' }] } });
    product = (await call('GET', `${emu.url}/stores-reader/v1/products/${id}`)).body.product;
    expect(black().media.items).toEqual([]);
    await call('PATCH', `${emu.url}/stores/v1/products/${id}/choices/media`, { auth: merchant, body: { media: [{ option: 'Color', choice: 'Black', mediaIds: ['extra-1'] }] } });
    product = (await call('GET', `${emu.url}/stores-reader/v1/products/${id}`)).body.product;
    expect(black().media.mainMedia.id).toBe('extra-1');
    await call('POST', `${emu.url}/stores/v1/products/${id}/media/delete`, { auth: merchant, body: { mediaIds: ['extra-1'] } });
    product = (await call('GET', `${emu.url}/stores-reader/v1/products/${id}`)).body.product;
    expect(product.media.items.map((m: any) => m.id)).not.toContain('extra-1');
    expect(black().media.items).toEqual([]);

    await call('POST', `${emu.url}/stores/v1/products/${id}/remove-brand`, { auth: merchant, body: { id } });
    await call('DELETE', `${emu.url}/stores/v1/products/${id}/options?id=${id}`, { auth: merchant });
    product = (await call('GET', `${emu.url}/stores-reader/v1/products/${id}`)).body.product;
    expect(product.brand).toBeUndefined();
    expect(product.productOptions).toEqual([]);
    expect(product.variants).toHaveLength(1);
    expect(product.stock).toMatchObject({ quantity: 40, inStock: true });
    await call('POST', `${emu.url}/stores/v1/products/${demoProductId('desk-lamp')}/remove-ribbon`, { auth: merchant, body: {} });
    expect((await call('GET', `${emu.url}/stores-reader/v1/products/${demoProductId('desk-lamp')}`)).body.product.ribbons).toEqual([]);
    const types = (await events()).map((e) => e.eventType.split('.').pop());
    expect(types).toEqual(['ProductChanged', 'ProductChanged', 'ProductChanged', 'ProductChanged', 'ProductChanged', 'ProductChanged', 'VariantsChanged', 'ProductChanged']);
  });

  it('creates, fills, empties, updates and deletes a collection, with events', async () => {
    const created = await call('POST', `${emu.url}/stores/v1/collections`, { auth: merchant, body: { collection: { name: 'Gifts' } } });
    expect(created.body.collection).toMatchObject({ name: 'Gifts', slug: 'gifts', numberOfProducts: 0 });
    const id = created.body.collection.id;
    const ids = [tee, demoProductId('tea-set')];
    expect((await call('POST', `${emu.url}/stores/v1/collections/${id}/productIds`, { auth: merchant, body: { id, productIds: ids } })).status).toBe(200);
    expect((await call('GET', `${emu.hosts.readOnly}/v2/collections/slug/gifts`)).body.collection.numberOfProducts).toBe(2);
    const inIt = await call('POST', `${emu.url}/stores-reader/v1/products/query-platformized`, { body: { query: { filter: { collectionIds: { $hasSome: [id] } } } } });
    expect(inIt.body.products.map((p: any) => p.id)).toEqual(ids);
    await call('POST', `${emu.url}/stores/v1/collections/${id}/productIds/delete`, { auth: merchant, body: { productIds: [tee] } });
    expect((await call('GET', `${emu.url}/v2/collections/${id}`)).body.collection.numberOfProducts).toBe(1);
    const renamed = await call('PATCH', `${emu.url}/stores/v1/collections/${id}`, { auth: merchant, body: { collection: { id, name: 'Presents', slug: 'presents' } } });
    expect(renamed.body.collection).toMatchObject({ name: 'Presents', slug: 'presents', numberOfProducts: 1 });
    const missing = await call('POST', `${emu.url}/stores/v1/collections/${id}/productIds`, { auth: merchant, body: { productIds: ['nope'] } });
    expect(missing.body.details.validationError.fieldViolations[0].field).toBe('productIds[0]');
    expect((await call('DELETE', `${emu.url}/stores/v1/collections/${id}`, { auth: merchant })).status).toBe(200);
    expect((await call('GET', `${emu.url}/v2/collections/${id}`)).status).toBe(404);
    expect((await call('GET', `${emu.url}/stores-reader/v1/products/${demoProductId('tea-set')}`)).body.product.collectionIds).not.toContain(id);
    expect((await call('DELETE', `${emu.url}/stores/v1/collections/${ALL_PRODUCTS_COLLECTION_ID}`, { auth: merchant })).status).toBe(400);
    const seen = await events();
    expect(seen.map((e) => e.eventType.split('.').pop())).toEqual(['CollectionCreated', 'CollectionChanged', 'CollectionChanged', 'CollectionChanged', 'CollectionDeleted']);
    expect(seen[1]!.payload).toEqual({ collectionId: id, changedFields: ['productIds'], productsAdded: ids });
    expect(seen[2]!.payload).toEqual({ collectionId: id, changedFields: ['productIds'], productsRemoved: [tee] });
    expect(seen[3]!.payload).toEqual({ collectionId: id, changedFields: ['name', 'slug'] });
  });

  it('bulk-updates and bulk-adjusts with per-item results', async () => {
    const mug = demoProductId('ceramic-mug');
    const res = await call('POST', `${emu.url}/stores/v1/bulk/products/update`, { auth: merchant, body: { ids: [mug, 'missing', tee], set: { price: 30 } } });
    expect(res.status).toBe(200);
    expect(res.body.bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 1, undetailedFailures: 0 });
    expect(res.body.results.map((x: any) => [x.itemMetadata.id, x.itemMetadata.originalIndex, x.itemMetadata.success])).toEqual([[mug, 0, true], ['missing', 1, false], [tee, 2, true]]);
    expect(res.body.results[1].itemMetadata.error.code).toBe('PRODUCT_NOT_FOUND');
    const teeNow = (await call('GET', `${emu.url}/stores-reader/v1/products/${tee}`)).body.product;
    // Variants without a price of their own follow; XL keeps its own 27.
    expect(teeNow.priceRange).toEqual({ minValue: 27, maxValue: 30 });
    const adjust = await call('POST', `${emu.url}/stores/v1/bulk/products/adjust-properties`, { auth: merchant, body: { adjust: { price: { percentage: -10 } }, ids: [mug] } });
    expect(adjust.body.bulkActionMetadata.totalSuccesses).toBe(1);
    expect((await call('GET', `${emu.url}/stores-reader/v1/products/${mug}`)).body.product.priceData.price).toBe(27);
    await call('POST', `${emu.url}/stores/v1/bulk/products/adjust-properties`, { auth: merchant, body: { adjust: { weight: { amount: 0.1 } }, ids: [mug] } });
    expect((await call('GET', `${emu.url}/stores-reader/v1/products/${mug}`)).body.product.weight).toBe(0.5);
    const both = await call('POST', `${emu.url}/stores/v1/bulk/products/update`, { auth: merchant, body: { ids: [mug], set: { price: 1, cost: 1 } } });
    expect(both.status).toBe(400);
    expect((await events()).filter((e) => e.eventType.endsWith('ProductChanged'))).toHaveLength(4);
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
      const res = await call('POST', `${big.url}/stores-reader/v1/products/query-platformized`, { auth: token, body: { query: { paging: { limit: 100, offset } } } });
      expect(res.status).toBe(200);
      total = res.body.metadata.total;
      for (const p of res.body.products) seen.add(p.id);
      if (res.body.products.length < 100) break;
    }
    expect(total).toBe(10_000);
    expect(seen.size).toBe(10_000);
  });

  it('filters and sorts over the whole catalogue', { timeout: 30_000 }, async () => {
    const payload = { query: { filter: { collectionIds: demoCollectionId('sale'), 'stock.inventoryStatus': 'OUT_OF_STOCK' }, sort: [{ fieldName: 'price', order: 'DESC' }], paging: { limit: 5 } } };
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
