import { MAX_ID_LENGTH, ValidationError, type RequestClient } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import { expectLocalValidationRejection, json } from '@storefront-kit/test-utils/recording-fetch';
import { recordingClient } from '../../test/recording-client';
import * as v3 from '../v3';

type Call = (c: RequestClient) => Promise<unknown>;
const long = 'x'.repeat(MAX_ID_LENGTH + 1);
const variant = { choices: [], price: { actualPrice: { amount: '5' } } };
const mug = { name: 'Mug', productType: 'PHYSICAL' as const, variantsInfo: { variants: [variant] } };

// [what, call, field]: each fails locally with a ValidationError naming the field, and sends nothing.
const bad: [string, Call, string][] = [
  ['getProduct with an empty id', (c) => v3.getProduct(c, ''), 'productId'],
  ['getProduct with an over-long id', (c) => v3.getProduct(c, long), 'productId'],
  ['getProduct with a control character', (c) => v3.getProduct(c, 'p\u00001'), 'productId'],
  ['getProduct with an unknown requested field', (c) => v3.getProduct(c, 'p1', { fields: ['PRICE' as never] }), 'options.fields[0]'],
  ['getProduct with MIN_PRICE_VARIANT (query and search only)', (c) => v3.getProduct(c, 'p1', { fields: ['MIN_PRICE_VARIANT' as never] }), 'options.fields[0]'],
  ['getProductBySlug with a blank slug', (c) => v3.getProductBySlug(c, ' '), 'slug'],
  ['getProductBySlug with a number', (c) => v3.getProductBySlug(c, 7 as never), 'slug'],
  ['searchProducts with limit 0', (c) => v3.searchProducts(c, { cursorPaging: { limit: 0 } }), 'search.cursorPaging.limit'],
  ['searchProducts with limit 101', (c) => v3.searchProducts(c, { cursorPaging: { limit: 101 } }), 'search.cursorPaging.limit'],
  ['searchProducts with an empty cursor', (c) => v3.searchProducts(c, { cursorPaging: { cursor: '' } }), 'search.cursorPaging.cursor'],
  ['searchProducts with a 16001-character cursor', (c) => v3.searchProducts(c, { cursorPaging: { cursor: 'c'.repeat(16001) } }), 'search.cursorPaging.cursor'],
  ['searchProducts with 11 sorts', (c) => v3.searchProducts(c, { sort: Array(11).fill({ fieldName: 'name' }) }), 'search.sort'],
  ['searchProducts with a sort order "up"', (c) => v3.searchProducts(c, { sort: [{ fieldName: 'name', order: 'up' as never }] }), 'search.sort[0].order'],
  ['searchProducts with 11 aggregations', (c) => v3.searchProducts(c, { aggregations: Array(11).fill({ name: 'a' }) }), 'search.aggregations'],
  ['searchProducts with a 101-character expression', (c) => v3.searchProducts(c, { search: { expression: 'e'.repeat(101) } }), 'search.search.expression'],
  ['searchProducts with a string filter', (c) => v3.searchProducts(c, { filter: 'visible' as never }), 'search.filter'],
  ['searchProducts without a search', (c) => v3.searchProducts(c, undefined as never), 'search'],
  ['countProducts with a filter list', (c) => v3.countProducts(c, { filter: [] as never }), 'options.filter'],
  ['searchVariants with limit 1001', (c) => v3.searchVariants(c, { cursorPaging: { limit: 1001 } }), 'search.cursorPaging.limit'],
  ['searchVariants with a product field', (c) => v3.searchVariants(c, {}, { fields: ['URL' as never] }), 'options.fields[0]'],
  ['createProduct without a name', (c) => v3.createProduct(c, { variantsInfo: { variants: [variant] } }), 'product.name'],
  ['createProduct with an 81-character name', (c) => v3.createProduct(c, { ...mug, name: 'n'.repeat(81) }), 'product.name'],
  ['createProduct without variants', (c) => v3.createProduct(c, { name: 'Mug' }), 'product.variantsInfo.variants'],
  ['createProduct with a control character', (c) => v3.createProduct(c, { ...mug, plainDescription: 'a\u0000' }), 'product.plainDescription'],
  ['updateProduct without a revision', (c) => v3.updateProduct(c, 'p1', { name: 'Mug' }), 'product.revision'],
  ['updateProduct with another id', (c) => v3.updateProduct(c, 'p1', { id: 'p2', revision: '1' }), 'product.id'],
  ['updateProduct with a blank id', (c) => v3.updateProduct(c, '', { revision: '1' }), 'productId'],
  ['deleteProduct with a blank id', (c) => v3.deleteProduct(c, ''), 'productId'],
  ['createProductWithInventory without variants', (c) => v3.createProductWithInventory(c, { name: 'Mug' }), 'product.variantsInfo.variants'],
  ['updateProductWithInventory without a revision', (c) => v3.updateProductWithInventory(c, 'p1', {}), 'product.revision'],
  ['bulkCreateProducts with no products', (c) => v3.bulkCreateProducts(c, []), 'products'],
  ['bulkCreateProducts with 101 products', (c) => v3.bulkCreateProducts(c, Array(101).fill(mug)), 'products'],
  ['bulkCreateProducts with a nameless product', (c) => v3.bulkCreateProducts(c, [mug, { variantsInfo: mug.variantsInfo }]), 'products[1].name'],
  ['bulkUpdateProducts without a revision', (c) => v3.bulkUpdateProducts(c, [{ product: { id: 'p1' } }]), 'products[0].product.revision'],
  [
    'bulkUpdateProducts with a blank field mask entry',
    (c) => v3.bulkUpdateProducts(c, [{ product: { id: 'p1', revision: '1' }, fieldMask: [''] }]),
    'products[0].fieldMask[0]',
  ],
  ['bulkDeleteProducts with a blank id', (c) => v3.bulkDeleteProducts(c, ['p1', '']), 'productIds[1]'],
  [
    'bulkDeleteProducts with 101 ids',
    (c) =>
      v3.bulkDeleteProducts(
        c,
        Array.from({ length: 101 }, (_, i) => `p${i}`),
      ),
    'productIds',
  ],
  ['bulkUpdateProductsWithInventory with no products', (c) => v3.bulkUpdateProductsWithInventory(c, []), 'products'],
  ['bulkUpdateProductsByFilter without a product', (c) => v3.bulkUpdateProductsByFilter(c, { filter: {} } as never), 'request.product'],
  ['bulkAdjustProductVariantsByFilter with no adjustment', (c) => v3.bulkAdjustProductVariantsByFilter(c, {}, {}), 'options'],
  [
    'bulkAdjustProductVariantsByFilter with amount and percentage',
    (c) => v3.bulkAdjustProductVariantsByFilter(c, {}, { cost: { amount: '1', percentage: 2 } }),
    'options.cost',
  ],
  ['bulkUpdateProductVariantsByFilter without a variant', (c) => v3.bulkUpdateProductVariantsByFilter(c, {}, {} as never), 'options.variant'],
  [
    'bulkAddInfoSectionsToProducts with a bad revision',
    (c) => v3.bulkAddInfoSectionsToProducts(c, [{ productId: 'p1', revision: 'x' }], { infoSectionIds: ['s1'] }),
    'products[0].revision',
  ],
  [
    'bulkRemoveInfoSectionsFromProducts without section ids',
    (c) => v3.bulkRemoveInfoSectionsFromProducts(c, [{ productId: 'p1', revision: '1' }], { infoSectionIds: [] }),
    'options.infoSectionIds',
  ],
  [
    'bulkAddInfoSectionsToProductsByFilter with a string filter',
    (c) => v3.bulkAddInfoSectionsToProductsByFilter(c, 'all' as never, { infoSectionIds: ['s1'] }),
    'filter',
  ],
  [
    'bulkAddProductsToCategoriesByFilter with 6 categories',
    (c) => v3.bulkAddProductsToCategoriesByFilter(c, { categoryIds: ['a', 'b', 'c', 'd', 'e', 'f'] }),
    'options.categoryIds',
  ],
  ['bulkUpdateProductTags with no tag change', (c) => v3.bulkUpdateProductTags(c, ['p1'], {}), 'options'],
  ['bulkUpdateProductTagsByFilter with a list filter', (c) => v3.bulkUpdateProductTagsByFilter(c, [] as never, { assignTags: {} }), 'filter'],
  ['bulkDeleteProductsByFilter without a filter', (c) => v3.bulkDeleteProductsByFilter(c, undefined as never), 'filter'],
];

// Builder checks throw at once, with http-core's own messages.
const builderBad: [string, (c: RequestClient) => unknown, string | undefined][] = [
  ['queryProducts with an unknown requested field', (c) => v3.queryProducts(c, { fields: ['PRICE' as never] }), 'options.fields[0]'],
  ['queryProducts with limit(101)', (c) => v3.queryProducts(c).limit(101), 'limit'],
  ['queryProducts with skipTo("")', (c) => v3.queryProducts(c).skipTo(''), 'cursor'],
  ['queryProducts with an operator object as a value', (c) => v3.queryProducts(c).eq('slug', { $ne: null } as never), 'slug'],
  ['queryVariants with limit(1001)', (c) => v3.queryVariants(c).limit(1001), 'limit'],
  ['queryVariants with an unknown requested field', (c) => v3.queryVariants(c, { fields: ['URL' as never] }), 'options.fields[0]'],
];

describe('V3 local validation', () => {
  it.each(bad)('%s -> a ValidationError rejection before any request', async (_, call, field) => {
    const error = await expectLocalValidationRejection(recordingClient(), call, ValidationError, field);
    expect(error.message).toMatch(new RegExp(`^${field.replace(/[.[\]]/g, '\\$&')} must `));
  });

  it.each(builderBad)('%s -> throws a ValidationError at once', (_, call, field) => {
    const { client, requests } = recordingClient();
    expect(() => call(client)).toThrow(ValidationError);
    expect(() => call(client)).toThrow(expect.objectContaining({ field }));
    expect(requests).toHaveLength(0);
  });

  it('accepts the limits themselves: 100 products a page, 1000 variants, a 16000-character cursor', async () => {
    const { client, requests } = recordingClient(() => json({ products: [], variants: [] }));
    await v3.queryProducts(client).limit(100).find();
    await v3.queryVariants(client).limit(1000).find();
    await v3.searchProducts(client, { cursorPaging: { cursor: 'c'.repeat(16000), limit: 100 } });
    await v3.bulkDeleteProducts(
      client,
      Array.from({ length: 100 }, (_, i) => `p${i}`),
    );
    expect(requests).toHaveLength(4);
  });
});
