// Request equality of the V3 catalogue's merchant writes: the official SDK's productsV3 writes and this
// SDK's same calls send the same method, path, query and body (the official SDK renames `_id` to `id`;
// this SDK takes the wire's `id`).
import { describe, expect, it } from 'vitest';
import { sizeOptionSM } from '@storefront-kit/test-utils/catalogue-v3';
import {
  bulkCreateProducts,
  bulkCreateProductsWithInventory,
  bulkDeleteProducts,
  bulkDeleteProductsByFilter,
  bulkUpdateProducts,
  bulkUpdateProductsByFilter,
  bulkUpdateProductsWithInventory,
  createProduct,
  createProductWithInventory,
  deleteProduct,
  updateProduct,
  updateProductWithInventory,
  type V3ProductWrite,
  type V3VariantWrite,
} from '@storefront-kit/stores-catalogue/v3';
import { expectSameRequests } from './v3-request-pairs';

type Any = any;

const variant = (size: string, amount: string): V3VariantWrite => ({
  choices: [{ optionChoiceNames: { optionName: 'Size', choiceName: size, renderType: 'TEXT_CHOICES' } }],
  price: { actualPrice: { amount }, compareAtPrice: { amount: '30' } },
  sku: `TEE-${size}`,
  physicalProperties: { weight: 0.2 },
});

/** The captured create body's product, without media (whose string form the official SDK rewrites). */
const NEW_PRODUCT: V3ProductWrite = {
  name: 'Blue Tee',
  productType: 'PHYSICAL',
  plainDescription: '<p>Soft cotton.</p>',
  visible: true,
  physicalProperties: {},
  options: [sizeOptionSM()],
  brand: { name: 'Acme' },
  ribbon: { name: 'New' },
  variantsInfo: { variants: [variant('S', '20'), variant('M', '22')] },
};

/** The same product with tracked inventory on each variant. */
const WITH_INVENTORY: V3ProductWrite = {
  ...NEW_PRODUCT,
  variantsInfo: { variants: NEW_PRODUCT.variantsInfo!.variants!.map((v, i) => ({ ...v, inventoryItem: i ? { inStock: true } : { quantity: 5 } })) },
};

describe('V3 catalogue writes send what the official SDK sends', () => {
  it('createProduct', async () => {
    const [request] = await expectSameRequests(
      (c) => c.productsV3.createProduct(NEW_PRODUCT as Any, { fields: ['URL', 'CURRENCY'] as Any }),
      (c) => createProduct(c, NEW_PRODUCT, { fields: ['URL', 'CURRENCY'] }),
    );
    expect([request!.method, request!.path]).toEqual(['POST', '/stores/v3/products']);
  });

  it('updateProduct (the id goes into the product)', async () => {
    await expectSameRequests(
      (c) =>
        c.productsV3.updateProduct('p1', { revision: '4', name: 'Blue Tee (2025)', visible: false, brand: { _id: 'brand-1' } } as Any, {
          fields: ['CURRENCY'] as Any,
        }),
      (c) => updateProduct(c, 'p1', { revision: '4', name: 'Blue Tee (2025)', visible: false, brand: { id: 'brand-1' } }, { fields: ['CURRENCY'] }),
    );
  });

  it('deleteProduct (the id also in the query)', async () => {
    const [request] = await expectSameRequests(
      (c) => c.productsV3.deleteProduct('p1'),
      (c) => deleteProduct(c, 'p1'),
    );
    expect(request!.query).toEqual({ productId: 'p1' });
  });

  it('createProductWithInventory and updateProductWithInventory', async () => {
    await expectSameRequests(
      (c) => c.productsV3.createProductWithInventory(WITH_INVENTORY as Any, { returnEntity: true, fields: ['CURRENCY'] as Any }),
      (c) => createProductWithInventory(c, WITH_INVENTORY, { returnEntity: true, fields: ['CURRENCY'] }),
    );
    const change = { revision: '2', variantsInfo: { variants: [{ inventoryItem: { quantity: 3 } }] } };
    await expectSameRequests(
      (c) => c.productsV3.updateProductWithInventory('p1', change as Any, { returnEntity: false }),
      (c) => updateProductWithInventory(c, 'p1', change, { returnEntity: false }),
    );
  });

  it('bulkCreateProducts and bulkCreateProductsWithInventory', async () => {
    await expectSameRequests(
      (c) => c.productsV3.bulkCreateProducts([NEW_PRODUCT, { ...NEW_PRODUCT, name: 'Red Tee' }] as Any, { returnEntity: true, fields: ['CURRENCY'] as Any }),
      (c) => bulkCreateProducts(c, [NEW_PRODUCT, { ...NEW_PRODUCT, name: 'Red Tee' }], { returnEntity: true, fields: ['CURRENCY'] }),
    );
    await expectSameRequests(
      (c) => c.productsV3.bulkCreateProductsWithInventory([WITH_INVENTORY] as Any, { returnEntity: false }),
      (c) => bulkCreateProductsWithInventory(c, [WITH_INVENTORY], { returnEntity: false }),
    );
  });

  it('bulkUpdateProducts joins each field mask with commas; bulkUpdateProductsWithInventory', async () => {
    const [request] = await expectSameRequests(
      (c) => c.productsV3.bulkUpdateProducts([{ product: { _id: 'p1', revision: '2', name: 'Tee' }, fieldMask: ['name'] }] as Any, { returnEntity: true }),
      (c) => bulkUpdateProducts(c, [{ product: { id: 'p1', revision: '2', name: 'Tee' }, fieldMask: ['name'] }], { returnEntity: true }),
    );
    expect(request!.body.products[0].fieldMask).toBe('name');
    await expectSameRequests(
      (c) => c.productsV3.bulkUpdateProductsWithInventory([{ product: { _id: 'p1', revision: '2', visible: false } }] as Any, { fields: ['CURRENCY'] as Any }),
      (c) => bulkUpdateProductsWithInventory(c, [{ product: { id: 'p1', revision: '2', visible: false } }], { fields: ['CURRENCY'] }),
    );
  });

  it('bulkDeleteProducts', async () => {
    await expectSameRequests(
      (c) => c.productsV3.bulkDeleteProducts(['p1', 'p2']),
      (c) => bulkDeleteProducts(c, ['p1', 'p2']),
    );
  });

  it('bulkUpdateProductsByFilter and bulkDeleteProductsByFilter', async () => {
    const request = { filter: { visible: false }, product: { visible: true }, search: { expression: 'tee' } };
    await expectSameRequests(
      (c) => c.productsV3.bulkUpdateProductsByFilter(request as Any),
      (c) => bulkUpdateProductsByFilter(c, request),
    );
    await expectSameRequests(
      (c) => c.productsV3.bulkDeleteProductsByFilter({ visible: false }, { search: { expression: 'tee' } }),
      (c) => bulkDeleteProductsByFilter(c, { visible: false }, { search: { expression: 'tee' } }),
    );
  });
});
