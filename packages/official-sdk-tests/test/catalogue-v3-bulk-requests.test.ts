// Request equality of the V3 catalogue's by-filter and per-product bulk calls on variants, info
// sections, categories and tags: the official SDK's productsV3 calls and this SDK's same calls send the
// same method, path and body.
import { describe, it } from 'vitest';
import {
  bulkAddInfoSectionsToProducts,
  bulkAddInfoSectionsToProductsByFilter,
  bulkAddProductsToCategoriesByFilter,
  bulkAdjustProductVariantsByFilter,
  bulkRemoveInfoSectionsFromProducts,
  bulkRemoveInfoSectionsFromProductsByFilter,
  bulkRemoveProductsFromCategoriesByFilter,
  bulkUpdateProductTags,
  bulkUpdateProductTagsByFilter,
  bulkUpdateProductVariantsByFilter,
} from '@storefront-kit/stores-catalogue/v3';
import { expectSameRequests } from './v3-request-pairs';

type Any = any;
const FILTER = { 'brand.name': 'Acme' };
const SEARCH = { expression: 'tee', fields: ['name'] };
const PRODUCTS = [
  { productId: 'p1', revision: '2' },
  { productId: 'p2', revision: '5' },
];
const TAGS = { assignTags: { publicTags: { tagIds: ['summer'] } }, unassignTags: { privateTags: { tagIds: ['draft'] } } };

describe('V3 bulk calls on variants, info sections, categories and tags send what the official SDK sends', () => {
  it('bulkUpdateProductVariantsByFilter', async () => {
    const options = { variant: { visible: false, price: { actualPrice: { amount: '9' } } }, search: SEARCH };
    await expectSameRequests(
      (c) => c.productsV3.bulkUpdateProductVariantsByFilter(FILTER, options as Any),
      (c) => bulkUpdateProductVariantsByFilter(c, FILTER, options),
    );
  });

  it('bulkAdjustProductVariantsByFilter', async () => {
    const options = { actualPrice: { percentage: -10 }, cost: { amount: '2.50' }, rounding: 'CURRENCY_PRECISION' as const, search: SEARCH };
    await expectSameRequests(
      (c) => c.productsV3.bulkAdjustProductVariantsByFilter(FILTER, options as Any),
      (c) => bulkAdjustProductVariantsByFilter(c, FILTER, options),
    );
  });

  it('bulkAddInfoSectionsToProducts and bulkRemoveInfoSectionsFromProducts', async () => {
    await expectSameRequests(
      (c) => c.productsV3.bulkAddInfoSectionsToProducts(PRODUCTS, { infoSectionIds: ['care'], returnEntity: true, fields: ['CURRENCY'] as Any }),
      (c) => bulkAddInfoSectionsToProducts(c, PRODUCTS, { infoSectionIds: ['care'], returnEntity: true, fields: ['CURRENCY'] }),
    );
    await expectSameRequests(
      (c) => c.productsV3.bulkRemoveInfoSectionsFromProducts(PRODUCTS, { infoSectionIds: ['care', 'size'] }),
      (c) => bulkRemoveInfoSectionsFromProducts(c, PRODUCTS, { infoSectionIds: ['care', 'size'] }),
    );
  });

  it('bulkAddInfoSectionsToProductsByFilter and bulkRemoveInfoSectionsFromProductsByFilter', async () => {
    await expectSameRequests(
      (c) => c.productsV3.bulkAddInfoSectionsToProductsByFilter(FILTER, { infoSectionIds: ['care'], search: SEARCH }),
      (c) => bulkAddInfoSectionsToProductsByFilter(c, FILTER, { infoSectionIds: ['care'], search: SEARCH }),
    );
    await expectSameRequests(
      (c) => c.productsV3.bulkRemoveInfoSectionsFromProductsByFilter(FILTER, { infoSectionIds: ['care'] }),
      (c) => bulkRemoveInfoSectionsFromProductsByFilter(c, FILTER, { infoSectionIds: ['care'] }),
    );
  });

  it('bulkAddProductsToCategoriesByFilter and bulkRemoveProductsFromCategoriesByFilter', async () => {
    const options = { categoryIds: ['sale', 'tees'], filter: FILTER, search: SEARCH };
    await expectSameRequests(
      (c) => c.productsV3.bulkAddProductsToCategoriesByFilter(options),
      (c) => bulkAddProductsToCategoriesByFilter(c, options),
    );
    await expectSameRequests(
      (c) => c.productsV3.bulkRemoveProductsFromCategoriesByFilter({ categoryIds: ['sale'] }),
      (c) => bulkRemoveProductsFromCategoriesByFilter(c, { categoryIds: ['sale'] }),
    );
  });

  it('bulkUpdateProductTags and bulkUpdateProductTagsByFilter', async () => {
    await expectSameRequests(
      (c) => c.productsV3.bulkUpdateProductTags(['p1', 'p2'], TAGS),
      (c) => bulkUpdateProductTags(c, ['p1', 'p2'], TAGS),
    );
    await expectSameRequests(
      (c) => c.productsV3.bulkUpdateProductTagsByFilter(FILTER, TAGS),
      (c) => bulkUpdateProductTagsByFilter(c, FILTER, TAGS),
    );
  });
});
