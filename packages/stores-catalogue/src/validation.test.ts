import { MAX_ID_LENGTH, ValidationError, type RequestClient } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import { json } from '@storefront-kit/test-utils/recording-fetch';
import { recordingClient } from '../test/recording-client';
import * as sdk from './index';

type Call = (c: RequestClient) => Promise<unknown>;
const long = 'x'.repeat(MAX_ID_LENGTH + 1);

// [what, call, field] — every one must fail locally, naming the field, with no request sent.
const bad: [string, Call, string][] = [
  ['getProduct with an empty id', (c) => sdk.getProduct(c, ''), 'id'],
  ['getProduct with a blank id', (c) => sdk.getProduct(c, '  '), 'id'],
  ['getProduct with undefined', (c) => sdk.getProduct(c, undefined as never), 'id'],
  ['getProduct with a number', (c) => sdk.getProduct(c, 42 as never), 'id'],
  ['getProduct with an object', (c) => sdk.getProduct(c, {} as never), 'id'],
  ['getProduct with a 201-character id', (c) => sdk.getProduct(c, long), 'id'],
  ['getProduct with a control character', (c) => sdk.getProduct(c, 'p\u00001'), 'id'],
  ['getCollectionBySlug with a 201-character slug', (c) => sdk.getCollectionBySlug(c, long), 'slug'],
  ['getCollection with an empty id', (c) => sdk.getCollection(c, ''), 'id'],
  ['getCollectionBySlug with a blank slug', (c) => sdk.getCollectionBySlug(c, ' '), 'slug'],
  ['getCollectionBySlugV1 with null', (c) => sdk.getCollectionBySlugV1(c, null as never), 'slug'],
  ['getStoreVariant with an empty id', (c) => sdk.getStoreVariant(c, ''), 'id'],
  ['getProductOptionsAvailability without options', (c) => sdk.getProductOptionsAvailability(c, 'p1', undefined as never), 'options'],
  ['getProductOptionsAvailability with a number choice', (c) => sdk.getProductOptionsAvailability(c, 'p1', { Size: 3 as never }), 'options.Size'],
  ['getProductOptionsAvailability with a blank id', (c) => sdk.getProductOptionsAvailability(c, '', {}), 'id'],
  ['queryProductVariants with empty variantIds', (c) => sdk.queryProductVariants(c, 'p1', { variantIds: [] }), 'variantIds'],
  ['queryProductVariants with a blank variant id', (c) => sdk.queryProductVariants(c, 'p1', { variantIds: ['v', ''] }), 'variantIds[1]'],
  ['queryProductVariants with limit 0', (c) => sdk.queryProductVariants(c, 'p1', { paging: { limit: 0 } }), 'paging.limit'],
  ['queryProductVariants with limit 101', (c) => sdk.queryProductVariants(c, 'p1', { paging: { limit: 101 } }), 'paging.limit'],
  ['queryProductVariants with offset -1', (c) => sdk.queryProductVariants(c, 'p1', { paging: { offset: -1 } }), 'paging.offset'],
  ['queryStoreVariants with limit 2.5', (c) => sdk.queryStoreVariants(c, { paging: { limit: 2.5 } }), 'query.paging.limit'],
  ['queryProducts with gt(price, NaN)', (c) => sdk.queryProducts(c).gt('price', NaN).find(), 'price'],
  ['queryProducts with limit(0)', (c) => sdk.queryProducts(c).limit(0).find(), 'limit'],
  ['createProduct without a name', (c) => sdk.createProduct(c, { priceData: { price: 1 } }), 'product.name'],
  ['createProduct without a price', (c) => sdk.createProduct(c, { name: 'Mug' }), 'product.priceData.price'],
  ['createProduct with a string price', (c) => sdk.createProduct(c, { name: 'Mug', priceData: { price: '3' as never } }), 'product.priceData.price'],
  ['createProduct with a negative price', (c) => sdk.createProduct(c, { name: 'Mug', priceData: { price: -1 } }), 'product.priceData.price'],
  ['createProduct with price -Infinity', (c) => sdk.createProduct(c, { name: 'Mug', priceData: { price: -Infinity } }), 'product.priceData.price'],
  ['createProduct with a negative weight', (c) => sdk.createProduct(c, { name: 'Mug', priceData: { price: 1 }, weight: -2 }), 'product.weight'],
  [
    'createProduct with a negative cost',
    (c) => sdk.createProduct(c, { name: 'M', priceData: { price: 1 }, costAndProfitData: { itemCost: -1 } }),
    'product.costAndProfitData.itemCost',
  ],
  ['createProduct with no product', (c) => sdk.createProduct(c, null as never), 'product'],
  [
    'createProduct with a control character in the description',
    (c) => sdk.createProduct(c, { name: 'Mug', priceData: { price: 1 }, description: 'a\u0007b' }),
    'product.description',
  ],
  ['createProductPlatformized without a name', (c) => sdk.createProductPlatformized(c, { priceData: { price: 1 } }), 'product.name'],
  ['updateProduct with a blank id', (c) => sdk.updateProduct(c, '', { name: 'x' }), 'id'],
  ['updateProduct with another product.id', (c) => sdk.updateProduct(c, 'p1', { id: 'p2' }), 'product.id'],
  ['updateProduct with a blank name', (c) => sdk.updateProduct(c, 'p1', { name: ' ' }), 'product.name'],
  [
    'updateProductPlatformized with a negative price',
    (c) => sdk.updateProductPlatformized(c, 'p1', { priceData: { price: -0.01 } }),
    'product.priceData.price',
  ],
  ['deleteProduct with ".."', (c) => sdk.deleteProduct(c, '..'), 'id'],
  ['deleteProductPlatformized with an empty id', (c) => sdk.deleteProductPlatformized(c, ''), 'id'],
  ['updateProductVariants with no variants', (c) => sdk.updateProductVariants(c, 'p1', []), 'variants'],
  ['updateProductVariants without choices or ids', (c) => sdk.updateProductVariants(c, 'p1', [{ price: 1 }]), 'variants[0]'],
  ['updateProductVariants with a negative cost', (c) => sdk.updateProductVariants(c, 'p1', [{ variantIds: ['v'], cost: -1 }]), 'variants[0].cost'],
  ['updateProductVariants with empty variantIds', (c) => sdk.updateProductVariants(c, 'p1', [{ variantIds: [] }]), 'variants[0].variantIds'],
  ['resetAllProductVariantData with an empty id', (c) => sdk.resetAllProductVariantData(c, ''), 'id'],
  ['addProductsToCollection with no ids', (c) => sdk.addProductsToCollection(c, 'c1', []), 'productIds'],
  ['addProductsToCollection with a blank collection id', (c) => sdk.addProductsToCollection(c, '', ['p1']), 'id'],
  ['removeProductsFromCollection with a blank product id', (c) => sdk.removeProductsFromCollection(c, 'c1', ['p1', ' ']), 'productIds[1]'],
  ['addProductMedia with no media', (c) => sdk.addProductMedia(c, 'p1', []), 'media'],
  ['addProductMedia with neither mediaId nor url', (c) => sdk.addProductMedia(c, 'p1', [{}]), 'media[0]'],
  ['removeProductMedia with no ids', (c) => sdk.removeProductMedia(c, 'p1', []), 'mediaIds'],
  ['addProductMediaToChoices without media ids', (c) => sdk.addProductMediaToChoices(c, 'p1', [{ option: 'Color', choice: 'Red' }]), 'media[0].mediaIds'],
  [
    'addProductMediaToChoices with a blank option',
    (c) => sdk.addProductMediaToChoices(c, 'p1', [{ option: '', choice: 'Red', mediaIds: ['m'] }]),
    'media[0].option',
  ],
  ['removeProductMediaFromChoices with no entries', (c) => sdk.removeProductMediaFromChoices(c, 'p1', []), 'media'],
  [
    'removeProductMediaFromChoices with a blank choice',
    (c) => sdk.removeProductMediaFromChoices(c, 'p1', [{ option: 'Color', choice: '' }]),
    'media[0].choice',
  ],
  ['deleteProductOptions with an empty id', (c) => sdk.deleteProductOptions(c, ''), 'id'],
  ['removeBrand with an empty id', (c) => sdk.removeBrand(c, ''), 'id'],
  ['removeRibbon with an empty id', (c) => sdk.removeRibbon(c, ''), 'id'],
  ['createCollection without a name', (c) => sdk.createCollection(c, {}), 'collection.name'],
  ['createCollection with a blank name', (c) => sdk.createCollection(c, { name: ' ' }), 'collection.name'],
  ['updateCollection with another collection.id', (c) => sdk.updateCollection(c, 'c1', { id: 'c2' }), 'collection.id'],
  ['deleteCollection with an empty id', (c) => sdk.deleteCollection(c, ''), 'id'],
  ['bulkUpdateProductsProperty with no ids', (c) => sdk.bulkUpdateProductsProperty(c, [], { price: 1 }), 'ids'],
  ['bulkUpdateProductsProperty with no property', (c) => sdk.bulkUpdateProductsProperty(c, ['p1'], {}), 'set'],
  ['bulkUpdateProductsProperty with two properties', (c) => sdk.bulkUpdateProductsProperty(c, ['p1'], { price: 1, cost: 1 }), 'set'],
  ['bulkUpdateProductsProperty with a negative price', (c) => sdk.bulkUpdateProductsProperty(c, ['p1'], { price: -1 }), 'set.price'],
  ['bulkAdjustProductProperty with no ids', (c) => sdk.bulkAdjustProductProperty(c, { price: { amount: 1 } }, []), 'ids'],
  [
    'bulkAdjustProductProperty with both amount and percentage',
    (c) => sdk.bulkAdjustProductProperty(c, { price: { amount: 1, percentage: 2 } }, ['p1']),
    'adjust.price',
  ],
  ['bulkAdjustProductProperty with a string amount', (c) => sdk.bulkAdjustProductProperty(c, { cost: { amount: '1' as never } }, ['p1']), 'adjust.cost.amount'],
  ['bulkAdjustProductProperty with two properties', (c) => sdk.bulkAdjustProductProperty(c, { price: { amount: 1 }, weight: { amount: 1 } }, ['p1']), 'adjust'],
];

const builder = new Set(['queryProducts with gt(price, NaN)', 'queryProducts with limit(0)']);
// Checks of the query builder and of path parameters (http-core's own messages) aside, every message is `<field> must …`.
const fromHttpCore = new Set([...builder, 'deleteProduct with ".."']);

describe('local validation', () => {
  it.each(bad)('%s -> a ValidationError rejection before any request', async (what, call, field) => {
    const { client, requests } = recordingClient();
    // A call rejects, never throws synchronously (`call(client).catch(...)` must catch it); the query
    // builder's methods throw at once, by design, before `find()`.
    const settled = builder.has(what) ? Promise.resolve().then(() => call(client)) : call(client);
    const error = await settled.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ code: 'ERR_VALIDATION', field });
    if (!fromHttpCore.has(what)) expect((error as Error).message).toMatch(new RegExp(`^${field.replace(/[.[\]]/g, '\\$&')} must `));
    expect(requests).toHaveLength(0);
  });

  it('accepts ids and slugs up to the SDK-wide limit', async () => {
    const { client, requests } = recordingClient(() => json({ product: {}, collection: {} }));
    const longest = 'x'.repeat(MAX_ID_LENGTH);
    await sdk.getProduct(client, longest);
    await sdk.getCollectionBySlug(client, longest);
    await sdk.addProductsToCollection(client, 'c1', [longest]);
    expect(requests).toHaveLength(3);
  });
});
