/**
 * Catalogue writes over real HTTP: merchant-only product, variant, media and collection changes with their
 * webhook events, bulk calls, validation errors and the re-seed on reset.
 */
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoProductId } from '../src/catalogue/seed';
import { ALL_PRODUCTS_COLLECTION_ID } from '../src/catalogue/ids';
import { r, useCatalogueEmulator, visitorToken } from './catalogue-helpers';
import { startReceiver, type Receiver } from './helpers';

const env = useCatalogueEmulator();
const { call } = env;

const tee = demoProductId('classic-tee');

describe('catalogue writes', () => {
  let receiver: Receiver;
  let subscriptionId: string;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());
  beforeEach(async () => {
    env.emu.reset();
    env.visitor = await visitorToken(env.emu);
    // Subscribe once (whether a reset keeps subscriptions is the core's business).
    const listed = (await (await fetch(`${env.emu.url}/__emulator/webhooks/subscriptions`)).json()) as { subscriptions: { id: string; url: string }[] };
    subscriptionId = listed.subscriptions.find((sub) => sub.url === receiver.url)?.id ?? env.emu.subscribeWebhook({ url: receiver.url }).id;
    receiver.bodies.length = 0;
  });

  /** The catalogue events delivered so far, verified against the emulator's public key. */
  async function events(): Promise<{ eventType: string; payload: any }[]> {
    await env.emu.webhooksIdle();
    const key = await importSPKI(env.emu.publicKeyPem, 'RS256');
    const out = [];
    const deliveries = env.emu.webhookDeliveries().filter((d) => d.subscriptionId === subscriptionId);
    expect(deliveries.every((d) => d.delivered)).toBe(true);
    expect(receiver.bodies.map((b) => b.body).sort()).toEqual(deliveries.map((d) => d.jwt).sort());
    // Deliveries are listed in emission order (the receiver may see concurrent ones in any order).
    for (const { jwt } of deliveries) {
      const { payload } = await jwtVerify(jwt, key, { algorithms: ['RS256'] });
      const envelope = JSON.parse(payload.data as string);
      if (String(envelope.eventType).startsWith('com.wix.ecommerce.catalog'))
        out.push({ eventType: envelope.eventType as string, payload: JSON.parse(envelope.data) });
    }
    return out;
  }

  it('refuses writes from visitors (403) and anonymous callers (401)', async () => {
    const body = { product: { name: 'X', priceData: { price: 1 } } };
    expect((await call('POST', `${env.emu.url}/stores/v1/products`, { body })).status).toBe(403);
    expect((await call('POST', `${env.emu.url}/stores/v1/products`, { auth: null, body })).status).toBe(401);
    expect((await call('DELETE', `${env.emu.url}/stores/v1/products/${tee}`)).status).toBe(403);
    expect((await call('POST', `${env.emu.url}/stores/v1/bulk/products/update`, { body: { ids: [tee], set: { price: 1 } } })).status).toBe(403);
    expect((await call('GET', `${env.emu.url}/stores-reader/v1/products/${tee}`)).status).toBe(200);
  });

  it('creates, updates and deletes a product, visible in later reads, with events', async () => {
    const created = await call('POST', `${env.emu.url}/stores/v1/products`, {
      auth: env.merchant,
      body: {
        product: {
          name: 'Bamboo Socks',
          priceData: { price: 9.5 },
          costAndProfitData: { itemCost: 2 },
          productOptions: [
            {
              name: 'Size',
              choices: [
                { value: 'S', description: 'S' },
                { value: 'L', description: 'L' },
              ],
            },
          ],
        },
      },
    });
    expect(created.status).toBe(200);
    const product = created.body.product;
    expect(product).toMatchObject({
      name: 'Bamboo Socks',
      slug: 'bamboo-socks',
      priceData: { price: 9.5, formatted: { price: '$9.50' } },
      costAndProfitData: { itemCost: 2 },
    });
    expect(product.variants).toHaveLength(2);
    const query = await call(
      'GET',
      `${env.emu.hosts.readOnly}/stores-reader/v1/products/query-platformized?.r=${r({ query: { filter: { slug: 'bamboo-socks' } } })}`,
    );
    expect(query.body.products.map((p: any) => p.id)).toEqual([product.id]);

    const updated = await call('PATCH', `${env.emu.url}/stores/v1/products/${product.id}`, {
      auth: env.merchant,
      body: { product: { id: product.id, priceData: { price: 12 }, ribbon: 'New' } },
    });
    expect(updated.status).toBe(200);
    const read = await call('GET', `${env.emu.hosts.readOnly}/stores-reader/v1/products/${product.id}`);
    expect(read.body.product.priceData.price).toBe(12);
    expect(read.body.product.ribbons).toEqual([{ text: 'New' }]);
    expect(read.body.product.variants.map((v: any) => v.variant.priceData.price)).toEqual([12, 12]);

    expect((await call('DELETE', `${env.emu.url}/stores/v1/products/${product.id}?id=${product.id}`, { auth: env.merchant })).body).toEqual({});
    expect((await call('GET', `${env.emu.url}/stores-reader/v1/products/${product.id}`)).status).toBe(404);

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
    const hide = await call('PATCH', `${env.emu.url}/stores/v1/products/${mug}`, { auth: env.merchant, body: { product: { visible: false } } });
    expect(hide.body.product.visible).toBe(false);
    expect((await call('GET', `${env.emu.hosts.readOnly}/stores-reader/v1/products/${mug}`)).status).toBe(404);
    const shopperQuery = await call('GET', `${env.emu.hosts.readOnly}/stores-reader/v1/products/query-platformized`);
    expect(shopperQuery.body.metadata.total).toBe(29);
    expect(shopperQuery.body.products.map((p: any) => p.id)).not.toContain(mug);
    const filtered = await call('POST', `${env.emu.url}/stores-reader/v1/products/query-platformized`, { body: { query: { filter: { id: mug } } } });
    expect(filtered.body.products).toEqual([]);
    expect((await call('GET', `${env.emu.url}/stores-reader/v1/products/${mug}`, { auth: env.merchant })).body.product.visible).toBe(false);
    const merchantQuery = await call('POST', `${env.emu.url}/stores-reader/v1/products/query-platformized`, {
      auth: env.merchant,
      body: { query: { filter: { visible: false } } },
    });
    expect(merchantQuery.body.products.map((p: any) => p.id)).toEqual([mug]);
  });

  it('re-seeds the catalogue on reset', async () => {
    await call('DELETE', `${env.emu.url}/stores/v1/products/${tee}`, { auth: env.merchant });
    await call('POST', `${env.emu.url}/stores/v1/collections`, { auth: env.merchant, body: { collection: { name: 'Temp' } } });
    expect((await call('GET', `${env.emu.url}/stores-reader/v1/products/${tee}`)).status).toBe(404);
    expect((await call('POST', `${env.emu.url}/__emulator/reset`, { auth: null })).status).toBe(200);
    env.visitor = await visitorToken(env.emu);
    expect((await call('GET', `${env.emu.url}/stores-reader/v1/products/${tee}`)).status).toBe(200);
    expect((await call('GET', `${env.emu.url}/v2/collections/slug/temp`)).status).toBe(404);
  });

  it('writes through the products-platformized proxy too', async () => {
    const created = await call('POST', `${env.emu.url}/v2/products-platformized`, {
      auth: env.merchant,
      body: { product: { name: 'Proxy Thing', priceData: { price: 3 } } },
    });
    expect(created.status).toBe(200);
    const id = created.body.product.id;
    expect(
      (await call('PATCH', `${env.emu.url}/v2/products-platformized/${id}`, { auth: env.merchant, body: { product: { name: 'Proxy Thing 2' } } })).body.product
        .name,
    ).toBe('Proxy Thing 2');
    expect((await call('GET', `${env.emu.url}/stores-reader/v1/products-platformized/${id}`)).body.product.name).toBe('Proxy Thing 2');
    expect((await call('DELETE', `${env.emu.url}/stores/v1/products-platformized/${id}`, { auth: env.merchant })).status).toBe(200);
    expect((await call('GET', `${env.emu.url}/stores-reader/v1/products/${id}`)).status).toBe(404);
  });

  it('validates product writes with platform field violations', async () => {
    const res = await call('POST', `${env.emu.url}/stores/v1/products`, { auth: env.merchant, body: { product: { description: 'no name' } } });
    expect(res.status).toBe(400);
    expect(res.body.details.validationError.fieldViolations.map((v: any) => v.field)).toEqual(['product.name', 'product.priceData.price']);
    const badType = await call('POST', `${env.emu.url}/stores/v1/products`, {
      auth: env.merchant,
      body: { product: { name: 'x', priceData: { price: 'cheap' } } },
    });
    expect(badType.status).toBe(400);
    const infinite = await call('POST', `${env.emu.url}/stores/v1/products`, {
      auth: env.merchant,
      body: { product: { name: 'x', priceData: { price: 1 }, weight: 'Infinity' } },
    });
    expect(infinite.status).toBe(400);
    expect(infinite.body.details.validationError.fieldViolations[0].field).toBe('product.weight');
  });

  it('updates variants, resets them, and emits VariantsChanged', async () => {
    const res = await call('PATCH', `${env.emu.url}/stores/v1/products/${tee}/variants`, {
      auth: env.merchant,
      body: { id: tee, variants: [{ choices: { Size: 'S' }, price: 21, cost: 5 }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.variants).toHaveLength(3);
    expect(res.body.variants.every((v: any) => v.choices.Size === 'S' && v.variant.priceData.price === 21)).toBe(true);
    const availability = await call('POST', `${env.emu.url}/stores-reader/v1/products/${tee}/productOptionsAvailability`, {
      body: { options: { Size: 'S', Color: 'Black' } },
    });
    expect(availability.body.selectedVariant.price.price).toBe(21);
    expect((await call('GET', `${env.emu.url}/stores-reader/v1/products/${tee}`)).body.product.priceRange).toEqual({ minValue: 21, maxValue: 27 });
    await call('POST', `${env.emu.url}/stores/v1/products/${tee}/variants/resetToDefault`, { auth: env.merchant, body: { id: tee } });
    expect((await call('GET', `${env.emu.url}/stores-reader/v1/products/${tee}`)).body.product.priceRange).toEqual({ minValue: 25, maxValue: 25 });
    const seen = await events();
    expect(seen.map((e) => e.eventType)).toEqual(['com.wix.ecommerce.catalog.api.v1.VariantsChanged', 'com.wix.ecommerce.catalog.api.v1.VariantsChanged']);
    expect(seen[0]!.payload.variants).toHaveLength(3);
    expect(seen[0]!.payload.variants[0].changedFields).toEqual(['cost', 'price']);
    const bad = await call('PATCH', `${env.emu.url}/stores/v1/products/${tee}/variants`, {
      auth: env.merchant,
      body: { variants: [{ variantIds: ['nope'], price: 1 }] },
    });
    expect(bad.status).toBe(400);
  });

  it('manages media, choice media, options, brand and ribbon', async () => {
    const id = demoProductId('ceramic-mug');
    await call('POST', `${env.emu.url}/stores/v1/products/${id}/media`, {
      auth: env.merchant,
      body: { id, media: [{ url: 'https://example.com/a.png', mediaId: 'extra-1', choice: { option: 'Color', choice: 'Black' } }] },
    });
    let product = (await call('GET', `${env.emu.url}/stores-reader/v1/products/${id}`)).body.product;
    expect(product.media.items.map((m: any) => m.id)).toContain('extra-1');
    const black = () => product.productOptions[0].choices.find((c: any) => c.description === 'Black');
    expect(black().media.items.map((m: any) => m.id)).toEqual(['extra-1']);
    await call('POST', `${env.emu.url}/stores/v1/products/${id}/choices/media/delete`, {
      auth: env.merchant,
      body: { media: [{ option: 'Color', choice: 'Black' }] },
    });
    product = (await call('GET', `${env.emu.url}/stores-reader/v1/products/${id}`)).body.product;
    expect(black().media.items).toEqual([]);
    await call('PATCH', `${env.emu.url}/stores/v1/products/${id}/choices/media`, {
      auth: env.merchant,
      body: { media: [{ option: 'Color', choice: 'Black', mediaIds: ['extra-1'] }] },
    });
    product = (await call('GET', `${env.emu.url}/stores-reader/v1/products/${id}`)).body.product;
    expect(black().media.mainMedia.id).toBe('extra-1');
    await call('POST', `${env.emu.url}/stores/v1/products/${id}/media/delete`, { auth: env.merchant, body: { mediaIds: ['extra-1'] } });
    product = (await call('GET', `${env.emu.url}/stores-reader/v1/products/${id}`)).body.product;
    expect(product.media.items.map((m: any) => m.id)).not.toContain('extra-1');
    expect(black().media.items).toEqual([]);

    await call('POST', `${env.emu.url}/stores/v1/products/${id}/remove-brand`, { auth: env.merchant, body: { id } });
    await call('DELETE', `${env.emu.url}/stores/v1/products/${id}/options?id=${id}`, { auth: env.merchant });
    product = (await call('GET', `${env.emu.url}/stores-reader/v1/products/${id}`)).body.product;
    expect(product.brand).toBeUndefined();
    expect(product.productOptions).toEqual([]);
    expect(product.variants).toHaveLength(1);
    expect(product.stock).toMatchObject({ quantity: 40, inStock: true });
    await call('POST', `${env.emu.url}/stores/v1/products/${demoProductId('desk-lamp')}/remove-ribbon`, { auth: env.merchant, body: {} });
    expect((await call('GET', `${env.emu.url}/stores-reader/v1/products/${demoProductId('desk-lamp')}`)).body.product.ribbons).toEqual([]);
    const types = (await events()).map((e) => e.eventType.split('.').pop());
    expect(types).toEqual([
      'ProductChanged',
      'ProductChanged',
      'ProductChanged',
      'ProductChanged',
      'ProductChanged',
      'ProductChanged',
      'VariantsChanged',
      'ProductChanged',
    ]);
  });

  it('creates, fills, empties, updates and deletes a collection, with events', async () => {
    const created = await call('POST', `${env.emu.url}/stores/v1/collections`, { auth: env.merchant, body: { collection: { name: 'Gifts' } } });
    expect(created.body.collection).toMatchObject({ name: 'Gifts', slug: 'gifts', numberOfProducts: 0 });
    const id = created.body.collection.id;
    const ids = [tee, demoProductId('tea-set')];
    expect((await call('POST', `${env.emu.url}/stores/v1/collections/${id}/productIds`, { auth: env.merchant, body: { id, productIds: ids } })).status).toBe(
      200,
    );
    expect((await call('GET', `${env.emu.hosts.readOnly}/v2/collections/slug/gifts`)).body.collection.numberOfProducts).toBe(2);
    const inIt = await call('POST', `${env.emu.url}/stores-reader/v1/products/query-platformized`, {
      body: { query: { filter: { collectionIds: { $hasSome: [id] } } } },
    });
    expect(inIt.body.products.map((p: any) => p.id)).toEqual(ids);
    await call('POST', `${env.emu.url}/stores/v1/collections/${id}/productIds/delete`, { auth: env.merchant, body: { productIds: [tee] } });
    expect((await call('GET', `${env.emu.url}/v2/collections/${id}`)).body.collection.numberOfProducts).toBe(1);
    const renamed = await call('PATCH', `${env.emu.url}/stores/v1/collections/${id}`, {
      auth: env.merchant,
      body: { collection: { id, name: 'Presents', slug: 'presents' } },
    });
    expect(renamed.body.collection).toMatchObject({ name: 'Presents', slug: 'presents', numberOfProducts: 1 });
    const missing = await call('POST', `${env.emu.url}/stores/v1/collections/${id}/productIds`, { auth: env.merchant, body: { productIds: ['nope'] } });
    expect(missing.body.details.validationError.fieldViolations[0].field).toBe('productIds[0]');
    expect((await call('DELETE', `${env.emu.url}/stores/v1/collections/${id}`, { auth: env.merchant })).status).toBe(200);
    expect((await call('GET', `${env.emu.url}/v2/collections/${id}`)).status).toBe(404);
    expect((await call('GET', `${env.emu.url}/stores-reader/v1/products/${demoProductId('tea-set')}`)).body.product.collectionIds).not.toContain(id);
    expect((await call('DELETE', `${env.emu.url}/stores/v1/collections/${ALL_PRODUCTS_COLLECTION_ID}`, { auth: env.merchant })).status).toBe(400);
    const seen = await events();
    expect(seen.map((e) => e.eventType.split('.').pop())).toEqual([
      'CollectionCreated',
      'CollectionChanged',
      'CollectionChanged',
      'CollectionChanged',
      'CollectionDeleted',
    ]);
    expect(seen[1]!.payload).toEqual({ collectionId: id, changedFields: ['productIds'], productsAdded: ids });
    expect(seen[2]!.payload).toEqual({ collectionId: id, changedFields: ['productIds'], productsRemoved: [tee] });
    expect(seen[3]!.payload).toEqual({ collectionId: id, changedFields: ['name', 'slug'] });
  });

  it('bulk-updates and bulk-adjusts with per-item results', async () => {
    const mug = demoProductId('ceramic-mug');
    const res = await call('POST', `${env.emu.url}/stores/v1/bulk/products/update`, {
      auth: env.merchant,
      body: { ids: [mug, 'missing', tee], set: { price: 30 } },
    });
    expect(res.status).toBe(200);
    expect(res.body.bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 1, undetailedFailures: 0 });
    expect(res.body.results.map((x: any) => [x.itemMetadata.id, x.itemMetadata.originalIndex, x.itemMetadata.success])).toEqual([
      [mug, 0, true],
      ['missing', 1, false],
      [tee, 2, true],
    ]);
    expect(res.body.results[1].itemMetadata.error.code).toBe('PRODUCT_NOT_FOUND');
    const teeNow = (await call('GET', `${env.emu.url}/stores-reader/v1/products/${tee}`)).body.product;
    // Variants without a price of their own follow; XL keeps its own 27.
    expect(teeNow.priceRange).toEqual({ minValue: 27, maxValue: 30 });
    const adjust = await call('POST', `${env.emu.url}/stores/v1/bulk/products/adjust-properties`, {
      auth: env.merchant,
      body: { adjust: { price: { percentage: -10 } }, ids: [mug] },
    });
    expect(adjust.body.bulkActionMetadata.totalSuccesses).toBe(1);
    expect((await call('GET', `${env.emu.url}/stores-reader/v1/products/${mug}`)).body.product.priceData.price).toBe(27);
    await call('POST', `${env.emu.url}/stores/v1/bulk/products/adjust-properties`, {
      auth: env.merchant,
      body: { adjust: { weight: { amount: 0.1 } }, ids: [mug] },
    });
    expect((await call('GET', `${env.emu.url}/stores-reader/v1/products/${mug}`)).body.product.weight).toBe(0.5);
    const both = await call('POST', `${env.emu.url}/stores/v1/bulk/products/update`, { auth: env.merchant, body: { ids: [mug], set: { price: 1, cost: 1 } } });
    expect(both.status).toBe(400);
    expect((await events()).filter((e) => e.eventType.endsWith('ProductChanged'))).toHaveLength(4);
  });
});
