import { startEmulator, type Emulator } from '@storefront-kit/emulator';
import { isHttpError, type RequestClient } from '@storefront-kit/http-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as sdk from '@storefront-kit/stores-catalogue';
import { merchantClient, visitorClient, webhookReceiver } from './helpers';

let emulator: Emulator;
let visitor: RequestClient;
let admin: RequestClient;
let receiver: Awaited<ReturnType<typeof webhookReceiver>>;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  receiver = await webhookReceiver(emulator.publicKeyPem);
  emulator.subscribeWebhook({ url: receiver.url });
  visitor = visitorClient(emulator);
  admin = merchantClient(emulator);
});
afterAll(async () => {
  await emulator?.stop();
  await receiver?.close();
});

const events = async (type: { type: string }, id?: string) => {
  await emulator.webhooksIdle();
  return receiver.events.filter((e) => e.eventType === type.type && (id === undefined || Object.values(e.data).includes(id))).map((e) => e.data);
};

describe('merchant writes against the emulator', () => {
  it('creates, updates and deletes a product; visitors see each change; events follow', async () => {
    const { product } = await sdk.createProduct(admin, {
      name: 'Test Mug',
      priceData: { price: 12 },
      productType: 'physical',
      ribbon: 'New',
      brand: 'Acme',
      productOptions: [
        {
          name: 'Size',
          optionType: 'drop_down',
          choices: [
            { value: 'S', description: 'S' },
            { value: 'L', description: 'L' },
          ],
        },
        {
          name: 'Color',
          optionType: 'color',
          choices: [
            { value: '#f00', description: 'Red' },
            { value: '#00f', description: 'Blue' },
          ],
        },
      ],
    });
    const id = product.id!;
    expect(product.variants).toHaveLength(4);
    expect((await sdk.getProduct(visitor, id)).product).toMatchObject({ name: 'Test Mug', ribbon: 'New', brand: 'Acme' });
    expect((await sdk.queryProducts(visitor).eq('slug', product.slug!).find()).items.map((p) => p.id)).toEqual([id]);

    await sdk.updateProduct(admin, id, { name: 'Big Mug', priceData: { price: 15 } });
    expect((await sdk.getProduct(visitor, id)).product).toMatchObject({ name: 'Big Mug', priceData: { price: 15 } });

    const { variants } = await sdk.updateProductVariants(admin, id, [{ choices: { Size: 'L' }, price: 18, weight: 0.5 }]);
    expect(variants.map((v) => v.variant?.priceData?.price)).toEqual([18, 18]);
    const large = await sdk.queryProductVariants(visitor, id, { choices: { Size: 'L', Color: 'Blue' } });
    expect(large.variants[0]?.variant).toMatchObject({ weight: 0.5, priceData: { price: 18 } });
    expect((await sdk.getProductOptionsAvailability(visitor, id, { Size: 'L', Color: 'Red' })).selectedVariant?.price?.price).toBe(18);

    await sdk.resetAllProductVariantData(admin, id);
    expect((await sdk.queryProductVariants(visitor, id, { choices: { Size: 'L' } })).variants.map((v) => v.variant?.priceData?.price)).toEqual([15, 15]);

    await sdk.removeBrand(admin, id);
    await sdk.removeRibbon(admin, id);
    const cleared = (await sdk.getProduct(visitor, id)).product;
    expect([cleared.brand, cleared.ribbon]).toEqual([undefined, undefined]);

    await sdk.addProductMedia(admin, id, [{ url: 'https://images.test/mug.jpg' }]);
    const media = (await sdk.getProduct(visitor, id)).product.media!.items!;
    const added = media[media.length - 1]!;
    await sdk.addProductMediaToChoices(admin, id, [{ option: 'Color', choice: 'Red', mediaIds: [added.id!] }]);
    const red = (await sdk.getProduct(visitor, id)).product.productOptions![1]!.choices!.find((c) => c.description === 'Red')!;
    expect(red.media?.items?.map((m) => m.id)).toContain(added.id);
    await sdk.removeProductMediaFromChoices(admin, id, [{ option: 'Color', choice: 'Red' }]);
    await sdk.removeProductMedia(admin, id, [added.id!]);
    expect((await sdk.getProduct(visitor, id)).product.media!.items!.map((m) => m.id)).not.toContain(added.id);

    await sdk.deleteProductOptions(admin, id);
    expect((await sdk.getProduct(visitor, id)).product.productOptions).toEqual([]);

    await sdk.deleteProduct(admin, id);
    await expect(sdk.getProduct(visitor, id)).rejects.toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND' });

    const [created] = await events(sdk.productCreated, id);
    expect(created).toMatchObject({ productId: id, name: 'Test Mug', visible: true, price: { price: 12 } });
    const changed = (await events(sdk.productChanged, id)).flatMap((e) => e.changedFields);
    expect(changed).toEqual(expect.arrayContaining(['name', 'priceData', 'brand', 'ribbon', 'media', 'productOptions']));
    const variantEvents = await events(sdk.variantsChanged, id);
    expect(variantEvents.flatMap((e) => e.variants)).toEqual(
      expect.arrayContaining(
        ['Red', 'Blue'].map((Color) =>
          expect.objectContaining({ variantId: expect.any(String), choices: { Size: 'L', Color }, changedFields: expect.arrayContaining(['price', 'weight']) }),
        ),
      ),
    );
    expect(await events(sdk.productDeleted, id)).toEqual([{ productId: id }]);
    expect(receiver.rejected).toEqual([]);
  });

  it('manages collections and their products; events follow', async () => {
    const { collection } = await sdk.createCollection(admin, { name: 'Test Picks' });
    const id = collection.id!;
    expect((await sdk.getCollectionBySlug(visitor, collection.slug!)).collection.id).toBe(id);
    const { items } = await sdk.queryProducts(visitor).limit(3).ascending('numericId').find();
    const productIds = items.map((p) => p.id!);

    await sdk.addProductsToCollection(admin, id, productIds);
    const inside = await sdk.queryProducts(visitor).hasSome('collectionIds', [id]).find();
    expect(inside.items.map((p) => p.id).sort()).toEqual([...productIds].sort());
    expect((await sdk.getCollection(visitor, id)).numberOfProducts).toBe(3);

    await sdk.removeProductsFromCollection(admin, id, [productIds[0]!]);
    expect((await sdk.queryProducts(visitor).hasSome('collectionIds', [id]).find()).totalCount).toBe(2);

    await sdk.updateCollection(admin, id, { name: 'Renamed Picks' });
    expect((await sdk.getCollection(visitor, id)).name).toBe('Renamed Picks');

    await sdk.deleteCollection(admin, id);
    await expect(sdk.getCollection(visitor, id)).rejects.toMatchObject({ status: 404, code: 'COLLECTION_NOT_FOUND' });

    expect(await events(sdk.collectionCreated, id)).toEqual([expect.objectContaining({ collectionId: id, name: 'Test Picks' })]);
    const changes = await events(sdk.collectionChanged, id);
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ collectionId: id, productsAdded: productIds }),
        expect.objectContaining({ collectionId: id, productsRemoved: [productIds[0]] }),
        expect.objectContaining({ collectionId: id, changedFields: expect.arrayContaining(['name']) }),
      ]),
    );
    expect(await events(sdk.collectionDeleted, id)).toEqual([{ collectionId: id }]);
  });

  it('bulk-updates and bulk-adjusts, reporting per-product results', async () => {
    const { items } = await sdk.queryProducts(visitor).eq('slug', 'canvas-tote').find();
    const tote = items[0]!;
    const set = await sdk.bulkUpdateProductsProperty(admin, [tote.id!, 'missing-id'], { price: 40 });
    expect(set.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 });
    expect(set.results[1]!.itemMetadata).toMatchObject({ id: 'missing-id', success: false, error: { code: 'PRODUCT_NOT_FOUND' } });
    await sdk.bulkAdjustProductProperty(admin, { price: { percentage: -25 } }, [tote.id!]);
    expect((await sdk.getProduct(visitor, tote.id!)).product.priceData?.price).toBe(30);
    await sdk.bulkAdjustProductProperty(admin, { weight: { amount: 1 } }, [tote.id!]);
    expect((await sdk.getProduct(visitor, tote.id!)).product.weight).toBe((tote.weight ?? 0) + 1);
  });

  it('creates, updates and deletes through the products-platformized proxy', async () => {
    emulator.clearRequestLog();
    const { product } = await sdk.createProductPlatformized(admin, { name: 'Proxy Lamp', priceData: { price: 9 } });
    await sdk.updateProductPlatformized(admin, product.id!, { description: 'lit' });
    expect((await sdk.getProduct(visitor, product.id!)).product).toMatchObject({ name: 'Proxy Lamp', description: 'lit' });
    await sdk.deleteProductPlatformized(admin, product.id!);
    await expect(sdk.getProduct(visitor, product.id!)).rejects.toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
    expect(emulator.requestLog({ path: '/v2/products-platformized/**' }).map((r) => [r.method, r.host])).toEqual([
      ['PATCH', 'api'],
      ['DELETE', 'api'],
    ]);
  });

  it('refuses a write with a visitor token: typed 403, nothing changed', async () => {
    const { items } = await sdk.queryProducts(visitor).eq('slug', 'classic-tee').find();
    const tee = items[0]!;
    emulator.clearRequestLog();
    const error = await sdk.updateProduct(visitor, tee.id!, { name: 'Hacked' }).catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'HttpError', status: 403, code: 'PERMISSION_DENIED', method: 'PATCH' });
    expect((error as { requestId?: string }).requestId).toEqual(expect.any(String));
    expect(emulator.requestLog({ path: '/stores/**' }).map((r) => [r.method, r.auth, r.status])).toEqual([['PATCH', 'visitor', 403]]);
    await expect(sdk.createCollection(visitor, { name: 'x' })).rejects.toMatchObject({ status: 403 });
    expect((await sdk.getProduct(visitor, tee.id!)).product.name).toBe(tee.name);
  });

  it('answers a server-side validation error as INVALID_ARGUMENT (NaN travels as a string)', async () => {
    const { items } = await sdk.queryProducts(visitor).eq('slug', 'classic-tee').find();
    const error = await sdk.updateProduct(admin, items[0]!.id!, { priceData: { price: NaN } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
    expect(emulator.requestLog({ path: '/stores/v1/products/*', method: 'PATCH' }).at(-1)!.body).toMatchObject({ product: { priceData: { price: 'NaN' } } });
  });
});
