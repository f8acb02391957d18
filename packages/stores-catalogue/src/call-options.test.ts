import type { RequestClient } from '@storefront-kit/http-core';
import { describePerCallTimeouts } from '../test/recording-client';
import * as sdk from './index';

type Call = (c: RequestClient) => Promise<unknown>;
const options = { timeoutMs: 20 };

// Every call, with a per-call time budget far below the client's (30 s by default).
const calls: [string, Call][] = [
  ['getProduct', (c) => sdk.getProduct(c, 'p1', options)],
  ['queryProducts find', (c) => sdk.queryProducts(c).find(options)],
  [
    'queryProducts (cursor) iterate',
    async (c) => {
      for await (const _ of sdk.queryProducts(c, { paging: 'cursor' }).iterate(options));
    },
  ],
  ['getProductOptionsAvailability', (c) => sdk.getProductOptionsAvailability(c, 'p1', { Size: 'M' }, options)],
  ['queryProductVariants', (c) => sdk.queryProductVariants(c, 'p1', options)],
  ['queryStoreVariants', (c) => sdk.queryStoreVariants(c, {}, options)],
  ['getStoreVariant', (c) => sdk.getStoreVariant(c, 'p1-v1', options)],
  ['getCollection', (c) => sdk.getCollection(c, 'c1', options)],
  ['getCollectionBySlug', (c) => sdk.getCollectionBySlug(c, 'sale', options)],
  ['getCollectionBySlugV1', (c) => sdk.getCollectionBySlugV1(c, 'sale', options)],
  [
    'queryCollections pages',
    async (c) => {
      for await (const _ of sdk.queryCollections(c).pages(options));
    },
  ],
  ['createProduct', (c) => sdk.createProduct(c, { name: 'Mug', priceData: { price: 1 } }, options)],
  ['updateProduct', (c) => sdk.updateProduct(c, 'p1', { name: 'Cup' }, options)],
  ['deleteProduct', (c) => sdk.deleteProduct(c, 'p1', options)],
  ['createProductPlatformized', (c) => sdk.createProductPlatformized(c, { name: 'Mug', priceData: { price: 1 } }, options)],
  ['updateProductPlatformized', (c) => sdk.updateProductPlatformized(c, 'p1', { name: 'Cup' }, options)],
  ['deleteProductPlatformized', (c) => sdk.deleteProductPlatformized(c, 'p1', options)],
  ['updateProductVariants', (c) => sdk.updateProductVariants(c, 'p1', [{ variantIds: ['v1'], price: 1 }], options)],
  ['resetAllProductVariantData', (c) => sdk.resetAllProductVariantData(c, 'p1', options)],
  ['addProductMedia', (c) => sdk.addProductMedia(c, 'p1', [{ mediaId: 'm1' }], options)],
  ['removeProductMedia', (c) => sdk.removeProductMedia(c, 'p1', ['m1'], options)],
  ['addProductMediaToChoices', (c) => sdk.addProductMediaToChoices(c, 'p1', [{ option: 'Color', choice: 'Red', mediaIds: ['m1'] }], options)],
  ['removeProductMediaFromChoices', (c) => sdk.removeProductMediaFromChoices(c, 'p1', [{ option: 'Color', choice: 'Red' }], options)],
  ['deleteProductOptions', (c) => sdk.deleteProductOptions(c, 'p1', options)],
  ['removeBrand', (c) => sdk.removeBrand(c, 'p1', options)],
  ['removeRibbon', (c) => sdk.removeRibbon(c, 'p1', options)],
  ['createCollection', (c) => sdk.createCollection(c, { name: 'Summer' }, options)],
  ['updateCollection', (c) => sdk.updateCollection(c, 'c1', { name: 'Winter' }, options)],
  ['deleteCollection', (c) => sdk.deleteCollection(c, 'c1', options)],
  ['addProductsToCollection', (c) => sdk.addProductsToCollection(c, 'c1', ['p1'], options)],
  ['removeProductsFromCollection', (c) => sdk.removeProductsFromCollection(c, 'c1', ['p1'], options)],
  ['bulkUpdateProductsProperty', (c) => sdk.bulkUpdateProductsProperty(c, ['p1'], { price: 1 }, options)],
  ['bulkAdjustProductProperty', (c) => sdk.bulkAdjustProductProperty(c, { price: { amount: 1 } }, ['p1'], options)],
  ['getCatalogVersion', (c) => sdk.getCatalogVersion(c, options)],
];

describePerCallTimeouts('per-call options', sdk, calls);
