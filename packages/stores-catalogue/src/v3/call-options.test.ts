import type { RequestClient } from '@storefront-kit/http-core';
import { describePerCallTimeouts } from '../../test/recording-client';
import * as v3 from '../v3';

type Call = (c: RequestClient) => Promise<unknown>;
const options = { timeoutMs: 20 };
const mug = { name: 'Mug', variantsInfo: { variants: [{ choices: [] }] } };

// Every V3 call, with a per-call time budget far below the client's (30 s by default).
const calls: [string, Call][] = [
  ['getProduct', (c) => v3.getProduct(c, 'p1', options)],
  ['getProductBySlug', (c) => v3.getProductBySlug(c, 'tee', options)],
  [
    'queryProducts iterate',
    async (c) => {
      for await (const _ of v3.queryProducts(c).iterate(options));
    },
  ],
  ['searchProducts', (c) => v3.searchProducts(c, {}, options)],
  ['countProducts', (c) => v3.countProducts(c, options)],
  ['getAllProductsCategory', (c) => v3.getAllProductsCategory(c, options)],
  ['createProduct', (c) => v3.createProduct(c, mug, options)],
  ['updateProduct', (c) => v3.updateProduct(c, 'p1', { revision: '1' }, options)],
  ['deleteProduct', (c) => v3.deleteProduct(c, 'p1', options)],
  ['createProductWithInventory', (c) => v3.createProductWithInventory(c, mug, options)],
  ['updateProductWithInventory', (c) => v3.updateProductWithInventory(c, 'p1', { revision: '1' }, options)],
  ['bulkCreateProducts', (c) => v3.bulkCreateProducts(c, [mug], options)],
  ['bulkUpdateProducts', (c) => v3.bulkUpdateProducts(c, [{ product: { id: 'p1', revision: '1' } }], options)],
  ['bulkDeleteProducts', (c) => v3.bulkDeleteProducts(c, ['p1'], options)],
  ['bulkCreateProductsWithInventory', (c) => v3.bulkCreateProductsWithInventory(c, [mug], options)],
  ['bulkUpdateProductsWithInventory', (c) => v3.bulkUpdateProductsWithInventory(c, [{ product: { id: 'p1', revision: '1' } }], options)],
  ['bulkUpdateProductsByFilter', (c) => v3.bulkUpdateProductsByFilter(c, { filter: {}, product: { visible: false } }, options)],
  ['bulkDeleteProductsByFilter', (c) => v3.bulkDeleteProductsByFilter(c, {}, options)],
  ['bulkUpdateProductVariantsByFilter', (c) => v3.bulkUpdateProductVariantsByFilter(c, {}, { variant: { visible: false }, ...options })],
  ['bulkAdjustProductVariantsByFilter', (c) => v3.bulkAdjustProductVariantsByFilter(c, {}, { cost: { percentage: 5 }, ...options })],
  ['bulkAddInfoSectionsToProducts', (c) => v3.bulkAddInfoSectionsToProducts(c, [{ productId: 'p1', revision: '1' }], { infoSectionIds: ['s1'], ...options })],
  ['bulkAddInfoSectionsToProductsByFilter', (c) => v3.bulkAddInfoSectionsToProductsByFilter(c, {}, { infoSectionIds: ['s1'], ...options })],
  [
    'bulkRemoveInfoSectionsFromProducts',
    (c) => v3.bulkRemoveInfoSectionsFromProducts(c, [{ productId: 'p1', revision: '1' }], { infoSectionIds: ['s1'], ...options }),
  ],
  ['bulkRemoveInfoSectionsFromProductsByFilter', (c) => v3.bulkRemoveInfoSectionsFromProductsByFilter(c, {}, { infoSectionIds: ['s1'], ...options })],
  ['bulkAddProductsToCategoriesByFilter', (c) => v3.bulkAddProductsToCategoriesByFilter(c, { categoryIds: ['c1'], ...options })],
  ['bulkRemoveProductsFromCategoriesByFilter', (c) => v3.bulkRemoveProductsFromCategoriesByFilter(c, { categoryIds: ['c1'], ...options })],
  ['bulkUpdateProductTags', (c) => v3.bulkUpdateProductTags(c, ['p1'], { assignTags: {}, ...options })],
  ['bulkUpdateProductTagsByFilter', (c) => v3.bulkUpdateProductTagsByFilter(c, {}, { unassignTags: {}, ...options })],
  [
    'queryVariants pages',
    async (c) => {
      for await (const _ of v3.queryVariants(c).pages(options));
    },
  ],
  ['searchVariants', (c) => v3.searchVariants(c, {}, options)],
];

describePerCallTimeouts('V3 per-call options', v3, calls);
