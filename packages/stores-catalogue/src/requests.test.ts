import type { RequestClient } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import { json, type Recorded, TEST_HOSTS, TEST_TOKEN } from '@storefront-kit/test-utils/recording-fetch';
import pkg from '../package.json';
import { recordingClient } from '../test/recording-client';
import {
  addProductMedia,
  addProductMediaToChoices,
  addProductsToCollection,
  bulkAdjustProductProperty,
  bulkUpdateProductsProperty,
  createCollection,
  createProduct,
  createProductPlatformized,
  deleteCollection,
  deleteProduct,
  deleteProductOptions,
  deleteProductPlatformized,
  getCollection,
  getCollectionBySlug,
  getCollectionBySlugV1,
  getProduct,
  getProductOptionsAvailability,
  getStoreVariant,
  queryCollections,
  queryProducts,
  queryProductVariants,
  queryStoreVariants,
  removeBrand,
  removeProductMedia,
  removeProductMediaFromChoices,
  removeProductsFromCollection,
  removeRibbon,
  resetAllProductVariantData,
  updateCollection,
  updateProduct,
  updateProductPlatformized,
  updateProductVariants,
} from './index';

type Call = (c: RequestClient) => Promise<unknown>;
// An answer every call accepts: the calls answering one entity need it in the envelope.
const withEntities = () => json({ product: {}, collection: {}, variant: {} });
/** The parts of a recorded request a shape test compares (headers are checked one by one). */
const seen = ({ method, host, path, query, body }: Recorded) => ({ method, host, path, query, body });
const RO = TEST_HOSTS.readOnly;
const API = TEST_HOSTS.api;
const P = 'p/1'; // an id that must be encoded as one segment
const PE = 'p%2F1';

// [name, call, method, host, path, query, body]: what the official SDK sends for the same call.
const reads: [string, Call, string, string, string, Record<string, unknown>, unknown][] = [
  [
    'getProduct',
    (c) => getProduct(c, P, { includeMerchantSpecificData: true }),
    'GET',
    RO,
    `/stores-reader/v1/products/${PE}`,
    { id: P, includeMerchantSpecificData: 'true' },
    undefined,
  ],
  ['getProduct without options', (c) => getProduct(c, 'p1'), 'GET', RO, '/stores-reader/v1/products/p1', { id: 'p1' }, undefined],
  [
    'queryProducts',
    (c) => queryProducts(c).eq('collectionIds', 'c1').hasSome('id', ['a', 'b']).limit(10).skip(20).ascending('price').find(),
    'GET',
    RO,
    '/stores-reader/v1/products/query-platformized',
    {
      '.r': {
        query: {
          filter: { $and: [{ collectionIds: 'c1' }, { id: { $hasSome: ['a', 'b'] } }] },
          paging: { offset: 20, limit: 10 },
          sort: [{ fieldName: 'price', order: 'ASC' }],
        },
      },
    },
    undefined,
  ],
  [
    'queryProducts with flags',
    (c) => queryProducts(c, { includeVariants: true, includeMerchantSpecificData: true }).find(),
    'GET',
    RO,
    '/stores-reader/v1/products/query-platformized',
    { '.r': { query: { filter: {}, paging: { offset: 0, limit: 50 } }, includeVariants: true, includeMerchantSpecificData: true } },
    undefined,
  ],
  [
    'getProductOptionsAvailability',
    (c) => getProductOptionsAvailability(c, P, { Size: 'M', Color: 'Red' }),
    'POST',
    API,
    `/stores-reader/v1/products/${PE}/productOptionsAvailability`,
    {},
    { id: P, options: { Size: 'M', Color: 'Red' } },
  ],
  [
    'queryProductVariants',
    (c) => queryProductVariants(c, 'p1', { choices: { Size: 'M' }, variantIds: ['v1'], paging: { limit: 5, offset: 10 }, includeMerchantSpecificData: true }),
    'POST',
    API,
    '/stores-reader/v1/products/p1/variants/query',
    {},
    { id: 'p1', choices: { Size: 'M' }, variantIds: ['v1'], paging: { limit: 5, offset: 10 }, includeMerchantSpecificData: true },
  ],
  [
    'queryStoreVariants',
    (c) => queryStoreVariants(c, { filter: { productId: 'p1' }, paging: { limit: 3 } }),
    'POST',
    API,
    '/stores-reader/v1/variants/query',
    {},
    { query: { filter: { productId: 'p1' }, paging: { limit: 3 } } },
  ],
  ['getStoreVariant', (c) => getStoreVariant(c, 'p1-v1'), 'GET', RO, '/stores-reader/v1/variants/p1-v1', { id: 'p1-v1' }, undefined],
  ['getCollectionBySlugV1', (c) => getCollectionBySlugV1(c, 'a b'), 'GET', RO, '/stores-reader/v1/collections/slug/a%20b', { slug: 'a b' }, undefined],
  ['getCollection', (c) => getCollection(c, 'c1'), 'GET', RO, '/v2/collections/c1', { id: 'c1' }, undefined],
  ['getCollectionBySlug', (c) => getCollectionBySlug(c, 'sale/x?y'), 'GET', RO, '/v2/collections/slug/sale%2Fx%3Fy', { slug: 'sale/x?y' }, undefined],
  [
    'queryCollections',
    (c) => queryCollections(c).eq('slug', 'sale').limit(5).find(),
    'GET',
    RO,
    '/v2/collections/query',
    { '.r': { query: { filter: { slug: 'sale' }, paging: { offset: 0, limit: 5 } } } },
    undefined,
  ],
];

const writes: [string, Call, string, string, Record<string, unknown>, unknown][] = [
  [
    'createProduct',
    (c) => createProduct(c, { name: 'Mug', priceData: { price: 12 } }),
    'POST',
    '/stores/v1/products',
    {},
    { product: { name: 'Mug', priceData: { price: 12 } } },
  ],
  ['updateProduct', (c) => updateProduct(c, P, { ribbon: 'New' }), 'PATCH', `/stores/v1/products/${PE}`, {}, { product: { ribbon: 'New', id: P } }],
  ['deleteProduct', (c) => deleteProduct(c, P), 'DELETE', `/stores/v1/products/${PE}`, { id: P }, undefined],
  [
    'updateProductVariants',
    (c) => updateProductVariants(c, 'p1', [{ choices: { Size: 'M' }, price: 3, cost: 1, weight: 2 }]),
    'PATCH',
    '/stores/v1/products/p1/variants',
    {},
    { id: 'p1', variants: [{ choices: { Size: 'M' }, price: 3, cost: 1, weight: 2 }] },
  ],
  ['resetAllProductVariantData', (c) => resetAllProductVariantData(c, 'p1'), 'POST', '/stores/v1/products/p1/variants/resetToDefault', {}, { id: 'p1' }],
  [
    'addProductsToCollection',
    (c) => addProductsToCollection(c, 'c1', ['p1', 'p2']),
    'POST',
    '/stores/v1/collections/c1/productIds',
    {},
    { id: 'c1', productIds: ['p1', 'p2'] },
  ],
  [
    'removeProductsFromCollection',
    (c) => removeProductsFromCollection(c, 'c1', ['p1']),
    'POST',
    '/stores/v1/collections/c1/productIds/delete',
    {},
    { id: 'c1', productIds: ['p1'] },
  ],
  [
    'addProductMedia',
    (c) => addProductMedia(c, 'p1', [{ url: 'https://x.test/a.jpg' }]),
    'POST',
    '/stores/v1/products/p1/media',
    {},
    { id: 'p1', media: [{ url: 'https://x.test/a.jpg' }] },
  ],
  ['removeProductMedia', (c) => removeProductMedia(c, 'p1', ['m1']), 'POST', '/stores/v1/products/p1/media/delete', {}, { id: 'p1', mediaIds: ['m1'] }],
  [
    'addProductMediaToChoices',
    (c) => addProductMediaToChoices(c, 'p1', [{ option: 'Color', choice: 'Red', mediaIds: ['m1'] }]),
    'PATCH',
    '/stores/v1/products/p1/choices/media',
    {},
    { id: 'p1', media: [{ option: 'Color', choice: 'Red', mediaIds: ['m1'] }] },
  ],
  [
    'removeProductMediaFromChoices',
    (c) => removeProductMediaFromChoices(c, 'p1', [{ option: 'Color', choice: 'Red' }]),
    'POST',
    '/stores/v1/products/p1/choices/media/delete',
    {},
    { id: 'p1', media: [{ option: 'Color', choice: 'Red' }] },
  ],
  ['deleteProductOptions', (c) => deleteProductOptions(c, 'p1'), 'DELETE', '/stores/v1/products/p1/options', { id: 'p1' }, undefined],
  ['removeBrand', (c) => removeBrand(c, 'p1'), 'POST', '/stores/v1/products/p1/remove-brand', {}, { id: 'p1' }],
  ['removeRibbon', (c) => removeRibbon(c, 'p1'), 'POST', '/stores/v1/products/p1/remove-ribbon', {}, { id: 'p1' }],
  ['createCollection', (c) => createCollection(c, { name: 'Summer' }), 'POST', '/stores/v1/collections', {}, { collection: { name: 'Summer' } }],
  [
    'updateCollection',
    (c) => updateCollection(c, 'c1', { name: 'Winter' }),
    'PATCH',
    '/stores/v1/collections/c1',
    {},
    { collection: { name: 'Winter', id: 'c1' } },
  ],
  ['deleteCollection', (c) => deleteCollection(c, 'c1'), 'DELETE', '/stores/v1/collections/c1', { id: 'c1' }, undefined],
  [
    'bulkUpdateProductsProperty',
    (c) => bulkUpdateProductsProperty(c, ['p1', 'p2'], { price: 10 }),
    'POST',
    '/stores/v1/bulk/products/update',
    {},
    { ids: ['p1', 'p2'], set: { price: 10 } },
  ],
  [
    'bulkAdjustProductProperty',
    (c) => bulkAdjustProductProperty(c, { weight: { amount: -0.5 } }, ['p1']),
    'POST',
    '/stores/v1/bulk/products/adjust-properties',
    {},
    { adjust: { weight: { amount: -0.5 } }, ids: ['p1'] },
  ],
  [
    'createProductPlatformized',
    (c) => createProductPlatformized(c, { name: 'Mug', priceData: { price: 1 } }),
    'POST',
    '/v2/products-platformized',
    {},
    { product: { name: 'Mug', priceData: { price: 1 } } },
  ],
  [
    'updateProductPlatformized',
    (c) => updateProductPlatformized(c, 'p1', { name: 'Cup' }),
    'PATCH',
    '/v2/products-platformized/p1',
    {},
    { product: { name: 'Cup', id: 'p1' } },
  ],
  ['deleteProductPlatformized', (c) => deleteProductPlatformized(c, 'p1'), 'DELETE', '/v2/products-platformized/p1', { id: 'p1' }, undefined],
];

describe("request shapes: the official SDK's paths, methods, hosts, queries and bodies", () => {
  it.each(reads)('%s', async (_name, call, method, host, path, query, body) => {
    const { client, requests } = recordingClient(withEntities);
    await call(client);
    expect(requests).toHaveLength(1);
    expect(seen(requests[0]!)).toEqual({ method, host, path, query, body });
    expect(requests[0]!.headers.get('authorization')).toBe(TEST_TOKEN);
    expect(requests[0]!.headers.get('content-type')).toBe(body === undefined ? null : 'application/json');
    expect(requests[0]!.headers.get('x-storefront-kit')).toBe(`stores-catalogue@${pkg.version}`);
  });

  it.each(writes)('%s goes to the api host', async (_name, call, method, path, query, body) => {
    const { client, requests } = recordingClient(withEntities);
    await call(client);
    expect(requests).toHaveLength(1);
    expect(seen(requests[0]!)).toEqual({ method, host: API, path, query, body });
    expect(requests[0]!.headers.get('x-storefront-kit')).toBe(`stores-catalogue@${pkg.version}`);
  });

  it('never sends a write to the read-only host, whatever the host mode', async () => {
    for (const hostMode of ['split', 'api', 'edge'] as const) {
      const { client, requests } = recordingClient(withEntities, { hostMode });
      for (const [, call] of writes) await call(client);
      expect(requests.every((r) => r.host === (hostMode === 'edge' ? TEST_HOSTS.edge : API))).toBe(true);
    }
  });

  it('sends NaN and Infinity in write bodies as strings', async () => {
    const { client, requests } = recordingClient(withEntities);
    await updateProductVariants(client, 'p1', [{ variantIds: ['v1'], price: NaN, weight: Infinity }]);
    await bulkAdjustProductProperty(client, { price: { amount: -Infinity } }, ['p1']);
    expect(requests[0]!.body).toEqual({ id: 'p1', variants: [{ variantIds: ['v1'], price: 'NaN', weight: 'Infinity' }] });
    expect(requests[1]!.body).toEqual({ adjust: { price: { amount: '-Infinity' } }, ids: ['p1'] });
  });

  it("does not change the caller's objects", async () => {
    const { client } = recordingClient(withEntities);
    const product = Object.freeze({ name: 'Cup', priceData: Object.freeze({ price: 2 }) });
    await updateProduct(client, 'p1', product);
    expect(product).toEqual({ name: 'Cup', priceData: { price: 2 } });
  });
});
