// The V3 merchant writes of @storefront-kit/stores-catalogue/v3 against a catalog: 'v3' emulator, over
// HTTP on loopback: what a merchant writes, the storefront reads back.
import { startEmulator, type Emulator } from '@storefront-kit/emulator';
import { isHttpError, type RequestClient } from '@storefront-kit/http-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sizeOptionSM } from '@storefront-kit/test-utils/catalogue-v3';
import {
  bulkCreateProducts,
  bulkDeleteProducts,
  bulkUpdateProducts,
  createProduct,
  createProductWithInventory,
  deleteProduct,
  getProduct,
  getProductBySlug,
  queryVariants,
  updateProduct,
  updateProductWithInventory,
  type V3ProductWrite,
} from '@storefront-kit/stores-catalogue/v3';
import { merchantClient, visitorClient } from './helpers';

let emulator: Emulator;
let merchant: RequestClient;
let visitor: RequestClient;

const size = (choiceName: string) => ({ optionChoiceNames: { optionName: 'Size', choiceName, renderType: 'TEXT_CHOICES' as const } });
/** A tee in two sizes; `quantity` gives each size's tracked stock (used by the with-inventory calls). */
const tee = (name: string, quantities: [number, number] = [3, 0]): V3ProductWrite => ({
  name,
  productType: 'PHYSICAL',
  physicalProperties: {},
  options: [sizeOptionSM()],
  variantsInfo: {
    variants: [
      { choices: [size('S')], price: { actualPrice: { amount: '20' } }, sku: `${name}-S`, inventoryItem: { quantity: quantities[0] } },
      { choices: [size('M')], price: { actualPrice: { amount: '22' } }, sku: `${name}-M`, inventoryItem: { quantity: quantities[1] } },
    ],
  },
});
const failure = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => (isHttpError(e) ? [e.status, e.code] : e),
  );

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, catalog: 'v3' });
  merchant = merchantClient(emulator);
});
// A reset also forgets the visitor tokens it issued: each test starts a new visitor.
beforeEach(() => {
  emulator.reset();
  visitor = visitorClient(emulator);
});
afterAll(() => emulator?.stop());

describe('V3 single-product writes', () => {
  it('createProduct resolves the stored product, which a visitor then reads by slug', async () => {
    const product = await createProduct(merchant, tee('Blue Tee'), { fields: ['CURRENCY'] });

    expect(product).toMatchObject({ name: 'Blue Tee', slug: 'blue-tee', revision: '1', currency: 'USD' });
    expect((await getProductBySlug(visitor, 'blue-tee')).product.id).toBe(product.id);
  });

  it('updateProduct needs the current revision: the update raises it, a stale one is refused', async () => {
    const { id } = await createProduct(merchant, tee('Blue Tee'));
    const updated = await updateProduct(merchant, id!, { revision: '1', name: 'Navy Tee' });

    expect(updated).toMatchObject({ id, name: 'Navy Tee', revision: '2' });
    expect((await getProduct(visitor, id!)).name).toBe('Navy Tee');
    expect(await failure(updateProduct(merchant, id!, { revision: '1', name: 'Old Tee' }))).toEqual([409, 'REVISION_MISMATCH']);
  });

  it('deleteProduct removes it: the next read is a 404', async () => {
    const { id } = await createProduct(merchant, tee('Blue Tee'));
    await expect(deleteProduct(merchant, id!)).resolves.toBeUndefined();

    expect(await failure(getProduct(visitor, id!))).toEqual([404, 'PRODUCT_NOT_FOUND']);
  });

  it('a visitor cannot write', async () => {
    expect(await failure(createProduct(visitor, tee('Blue Tee')))).toEqual([403, expect.any(String)]);
  });
});

describe('V3 writes with inventory', () => {
  it('createProductWithInventory tracks each variant’s quantity; updateProductWithInventory changes it', async () => {
    const { product, inventoryResults } = await createProductWithInventory(merchant, tee('Stock Tee', [3, 0]), { returnEntity: true });
    expect(inventoryResults?.results?.map((r) => [r.item?.quantity, r.item?.inStock])).toEqual([
      [3, true],
      [0, false],
    ]);
    const inStock = async () => {
      const { items } = await queryVariants(visitor).eq('productData.productId', product!.id!).find();
      return items.map((v) => [v.sku, v.inventoryStatus?.inStock]).sort();
    };
    expect(await inStock()).toEqual([
      ['Stock Tee-M', false],
      ['Stock Tee-S', true],
    ]);

    const variants = product!.variantsInfo!.variants!.map((v, i) => ({ id: v.id, choices: v.choices, price: v.price, inventoryItem: { quantity: i ? 5 : 0 } }));
    await updateProductWithInventory(merchant, product!.id!, { revision: product!.revision!, options: product!.options, variantsInfo: { variants } });
    expect(await inStock()).toEqual([
      ['Stock Tee-M', true],
      ['Stock Tee-S', false],
    ]);
  });
});

describe('V3 bulk writes', () => {
  it('bulkCreateProducts, bulkUpdateProducts with a field mask and bulkDeleteProducts report per product', async () => {
    const created = await bulkCreateProducts(merchant, [tee('Pin'), tee('Patch')], { returnEntity: true });
    expect(created.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 0 });
    const [pin, patch] = created.results!.map((r) => r.item!);

    const updated = await bulkUpdateProducts(merchant, [
      { product: { id: pin!.id, revision: pin!.revision, name: 'Enamel Pin', visible: false }, fieldMask: ['name'] },
      { product: { id: patch!.id, revision: '7', name: 'Stale' } },
    ]);
    expect(updated.results!.map((r) => r.itemMetadata?.success)).toEqual([true, false]);
    const renamed = await getProduct(merchant, pin!.id!);
    expect([renamed.name, renamed.visible]).toEqual(['Enamel Pin', true]);

    const deleted = await bulkDeleteProducts(merchant, [pin!.id!, patch!.id!]);
    expect(deleted.bulkActionMetadata).toMatchObject({ totalSuccesses: 2 });
    expect(await failure(getProduct(visitor, patch!.id!))).toEqual([404, 'PRODUCT_NOT_FOUND']);
  });
});
