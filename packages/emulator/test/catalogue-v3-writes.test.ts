/**
 * Catalog V3 merchant writes on a `catalog: 'v3'` emulator, over HTTP: create with options and
 * variants, update against the current revision, delete, the with-inventory twins and the bulk calls;
 * what is written reads back through the storefront reads, and each write emits its V3 event.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sizeOptionSM } from '@storefront-kit/test-utils/catalogue-v3';
import { startReceiver, type Receiver } from './helpers';
import { useCatalogueEmulator, visitorToken } from './catalogue-helpers';

const env = useCatalogueEmulator({ catalog: 'v3' });
const api = (path: string) => `${env.emu.hosts.api}/stores/v3${path}`;
const asMerchant = (method: string, path: string, body?: unknown) => env.call(method, api(path), { auth: env.merchant, body });

const size = (name: string) => ({ optionChoiceNames: { optionName: 'Size', choiceName: name } });
const colour = (name: string) => ({ optionChoiceNames: { optionName: 'Color', choiceName: name } });
const price = (actual: string, compareAt?: string) => ({ actualPrice: { amount: actual }, ...(compareAt ? { compareAtPrice: { amount: compareAt } } : {}) });

/** A tee with Size (S, M) and a Color swatch (Navy), S on sale. */
const blueTee = {
  name: 'Blue Tee',
  productType: 'PHYSICAL',
  plainDescription: '<p>Soft cotton.</p>',
  brand: { name: 'Acme' },
  options: [
    sizeOptionSM(),
    { name: 'Color', optionRenderType: 'SWATCH_CHOICES', choicesSettings: { choices: [{ choiceType: 'ONE_COLOR', name: 'Navy', colorCode: '#000080' }] } },
  ],
  variantsInfo: {
    variants: [
      { choices: [size('S'), colour('Navy')], price: price('20', '30'), sku: 'TEE-S', physicalProperties: { weight: 0.2 }, inventoryItem: { quantity: 0 } },
      { choices: [size('M'), colour('Navy')], price: price('22'), sku: 'TEE-M', physicalProperties: { weight: 0.25 }, inventoryItem: { quantity: 4 } },
    ],
  },
};

describe('Catalog V3 merchant writes', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
    env.emu.subscribeWebhook({
      url: receiver.url,
      eventTypes: ['wix.stores.catalog.v3.product_created', 'wix.stores.catalog.v3.product_updated', 'wix.stores.catalog.v3.product_deleted'],
    });
  });
  afterAll(() => receiver.close());
  beforeEach(async () => {
    env.emu.reset();
    env.visitor = await visitorToken(env.emu);
  });

  it('creates a product with options and variants that the storefront then reads', async () => {
    const created = await asMerchant('POST', '/products', { product: blueTee, fields: ['CURRENCY', 'VARIANT_OPTION_CHOICE_NAMES'] });
    expect(created.status).toBe(200);
    const { product } = created.body;
    expect(product).toMatchObject({ name: 'Blue Tee', slug: 'blue-tee', revision: '1', brand: { name: 'Acme' }, currency: 'USD' });
    expect(
      product.variantsInfo.variants.map((v: any) => [
        v.sku,
        v.price.actualPrice.formattedAmount,
        v.price.compareAtPrice?.amount,
        v.choices[1].optionChoiceNames.choiceName,
      ]),
    ).toEqual([
      ['TEE-S', '$20.00', '30', 'Navy'],
      ['TEE-M', '$22.00', undefined, 'Navy'],
    ]);
    expect(product.options[1].choicesSettings.choices[0]).toMatchObject({ name: 'Navy', choiceType: 'ONE_COLOR', colorCode: '#000080' });

    const read = await env.call('GET', `${env.emu.hosts.edge}/stores/v3/products/slug/blue-tee?slug=blue-tee`);
    expect(read.body.product.id).toBe(product.id);
    expect(read.body.product.actualPriceRange).toEqual({ minValue: { amount: '20' }, maxValue: { amount: '22' } });
    const search = await env.call('POST', `${env.emu.hosts.edge}/stores/v3/products/search`, {
      body: { search: { search: { expression: 'blue', fields: ['name'] } } },
    });
    expect(search.body.products.map((p: { id: string }) => p.id)).toEqual([product.id]);
  });

  it('refuses shoppers, a product without variants, and a variant missing a choice', async () => {
    expect((await env.call('POST', api('/products'), { body: { product: blueTee } })).status).toBe(403);
    const noVariants = await asMerchant('POST', '/products', { product: { name: 'Empty', productType: 'PHYSICAL' } });
    expect(noVariants.status).toBe(400);
    const missing = { ...blueTee, variantsInfo: { variants: [{ choices: [size('S')], price: price('20') }] } };
    const answer = await asMerchant('POST', '/products', { product: missing });
    expect(answer.status).toBe(400);
    expect(answer.body.details.applicationError.code).toBe('MISSING_VARIANT_OPTION_CHOICE');
  });

  it('updates against the current revision only, keeping variant ids, and hides a product from shoppers', async () => {
    const { product } = (await asMerchant('POST', '/products', { product: blueTee })).body;
    const stale = await asMerchant('PATCH', `/products/${product.id}`, { product: { id: product.id, revision: '0', name: 'Stale' } });
    expect(stale.status).toBe(409);
    expect(stale.body.details.applicationError.code).toBe('REVISION_MISMATCH');
    const updated = await asMerchant('PATCH', `/products/${product.id}`, { product: { id: product.id, revision: '1', name: 'Navy Tee', visible: false } });
    expect(updated.body.product).toMatchObject({ name: 'Navy Tee', revision: '2', visible: false });
    expect(updated.body.product.variantsInfo.variants.map((v: { id: string }) => v.id)).toEqual(product.variantsInfo.variants.map((v: { id: string }) => v.id));
    const repriced = await asMerchant('PATCH', `/products/${product.id}`, {
      product: {
        id: product.id,
        revision: '2',
        options: blueTee.options,
        variantsInfo: { variants: [{ choices: [size('M'), colour('Navy')], price: price('25') }] },
      },
    });
    expect(repriced.body.product.variantsInfo.variants).toEqual([expect.objectContaining({ id: product.variantsInfo.variants[1].id, price: price('25') })]);
    expect((await env.call('GET', `${env.emu.hosts.edge}/stores/v3/products/${product.id}`)).status).toBe(404);
  });

  it('deletes a product, and emits the V3 product events', async () => {
    const { product } = (await asMerchant('POST', '/products', { product: blueTee })).body;
    await asMerchant('PATCH', `/products/${product.id}`, { product: { id: product.id, revision: '1', visible: true } });
    expect((await asMerchant('DELETE', `/products/${product.id}`)).body).toEqual({});
    expect((await asMerchant('DELETE', `/products/${product.id}`)).status).toBe(404);
    expect((await asMerchant('GET', `/products/${product.id}`)).status).toBe(404);
    await env.emu.webhooksIdle();
    const types = env.emu
      .webhookDeliveries()
      .filter((d) => d.entityId === product.id)
      .map((d) => d.eventType);
    expect(types).toEqual(['wix.stores.catalog.v3.product_created', 'wix.stores.catalog.v3.product_updated', 'wix.stores.catalog.v3.product_deleted']);
  });

  it('creates with inventory: tracked quantities, the stock status they make, and the inventory results', async () => {
    const { status, body } = await asMerchant('POST', '/products-with-inventory', { product: blueTee });
    expect(status).toBe(200);
    expect(body.product.inventory.availabilityStatus).toBe('PARTIALLY_OUT_OF_STOCK');
    expect(body.inventoryResults.results.map((r: any) => [r.item.quantity, r.item.inStock, r.itemMetadata.success])).toEqual([
      [0, false, true],
      [4, true, true],
    ]);
    const without = await asMerchant('POST', '/products-with-inventory', { product: { ...blueTee, name: 'Other Tee' }, returnEntity: false });
    expect(without.body).not.toHaveProperty('product');
  });

  it('creates, updates (with a field mask) and deletes in bulk, one failure not stopping the others', async () => {
    const created = await asMerchant('POST', '/bulk/products/create', { products: [blueTee, { name: 'Broken', productType: 'PHYSICAL' }], returnEntity: true });
    expect(created.body.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 });
    const [ok, failed] = created.body.results;
    expect(ok.itemMetadata).toMatchObject({ originalIndex: 0, success: true });
    expect(ok.item.name).toBe('Blue Tee');
    expect(failed.itemMetadata).toMatchObject({ originalIndex: 1, success: false, error: { code: 'INVALID_ARGUMENT' } });

    const id = ok.itemMetadata.id;
    const updated = await asMerchant('POST', '/bulk/products/update', {
      products: [{ product: { id, revision: '1', name: 'Renamed', visible: false }, fieldMask: 'name' }],
    });
    expect(updated.body.results[0].itemMetadata).toMatchObject({ id, success: true });
    expect(updated.body.results[0]).not.toHaveProperty('item');
    const read = (await asMerchant('GET', `/products/${id}`)).body.product;
    expect(read).toMatchObject({ name: 'Renamed', visible: true, revision: '2' });

    const deleted = await asMerchant('POST', '/bulk/products/delete', { productIds: [id, 'missing'] });
    expect(deleted.body.results.map((r: any) => [r.itemMetadata.success, r.itemMetadata.error?.code])).toEqual([
      [true, undefined],
      [false, 'PRODUCT_NOT_FOUND'],
    ]);
  });
});
