// The official SDK's `productsV3` merchant calls, unmodified, with `ApiKeyStrategy` (so on the api
// host), against a `catalog: 'v3'` emulator: a product created with options, variants and media (the
// SDK's own `wix:image` and key transforms on the way), updated against its revision, read by the
// storefront's client, and deleted.
import { describe, expect, it } from 'vitest';
import { sizeOptionSM } from '@storefront-kit/test-utils/catalogue-v3';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { productsV3 } from '@wix/stores';
import * as categories from '@wix/auto_sdk_categories_categories';
import { demoCollectionId, demoProductId } from '@storefront-kit/emulator';
import { emulator, STORES_APP_ID, useEmulatorForOfficialSdk } from './official-sdk-setup';

useEmulatorForOfficialSdk({ catalog: 'v3' });

const merchant = () => createClient({ modules: { productsV3 }, auth: ApiKeyStrategy({ apiKey: emulator.apiKey, siteId: emulator.siteId }) });
const shopper = () => createClient({ modules: { productsV3 }, auth: OAuthStrategy({ clientId: emulator.clientId }) });

const choice = (optionName: string, choiceName: string) => ({ optionChoiceNames: { optionName, choiceName, renderType: 'TEXT_CHOICES' as const } });

describe('the official SDK writes a Catalog V3 product', () => {
  it('creates, updates against the revision, and deletes', async () => {
    const created = await merchant().productsV3.createProduct(
      {
        name: 'Blue Tee',
        productType: 'PHYSICAL',
        plainDescription: '<p>Soft cotton.</p>',
        visible: true,
        physicalProperties: {},
        media: { itemsInfo: { items: [{ url: 'https://example.com/tee.jpg', altText: 'Tee' }] } },
        options: [sizeOptionSM()],
        brand: { name: 'Acme' },
        variantsInfo: {
          variants: [
            {
              choices: [choice('Size', 'S')],
              price: { actualPrice: { amount: '20' }, compareAtPrice: { amount: '30' } },
              sku: 'TEE-S',
              physicalProperties: { weight: 0.2 },
            },
            { choices: [choice('Size', 'M')], price: { actualPrice: { amount: '22' } }, sku: 'TEE-M', physicalProperties: { weight: 0.25 } },
          ],
        },
      },
      { fields: ['URL', 'CURRENCY'] },
    );
    expect(created).toMatchObject({ name: 'Blue Tee', slug: 'blue-tee', revision: '1', currency: 'USD', brand: { name: 'Acme' } });
    expect(created.url).toBe(`${emulator.url}/product-page/blue-tee`);
    expect(created.actualPriceRange).toEqual({ minValue: { amount: '20', formattedAmount: '$20.00' }, maxValue: { amount: '22', formattedAmount: '$22.00' } });
    expect(created.compareAtPriceRange?.maxValue?.amount).toBe('30');

    const updated = await merchant().productsV3.updateProduct(created._id!, { revision: created.revision!, name: 'Blue Tee (2025)' });
    expect(updated).toMatchObject({ _id: created._id, name: 'Blue Tee (2025)', revision: '2' });

    const { product } = await shopper().productsV3.getProductBySlug('blue-tee', { fields: ['VARIANT_OPTION_CHOICE_NAMES'] });
    expect(product?.name).toBe('Blue Tee (2025)');
    expect(product?.variantsInfo?.variants?.map((v) => [v.sku, v.choices?.[0]?.optionChoiceNames?.choiceName, v.price?.actualPrice?.amount])).toEqual([
      ['TEE-S', 'S', '20'],
      ['TEE-M', 'M', '22'],
    ]);

    await merchant().productsV3.deleteProduct(created._id!);
    await expect(shopper().productsV3.getProduct(created._id!)).rejects.toMatchObject({ details: { applicationError: { code: 'PRODUCT_NOT_FOUND' } } });
    const writes = emulator.requestLog().filter((entry) => entry.path.startsWith('/stores/v3/products') && entry.method !== 'GET');
    expect(writes.map((entry) => [entry.method, entry.host, entry.status])).toEqual([
      ['POST', 'api', 200],
      ['PATCH', 'api', 200],
      ['DELETE', 'api', 200],
    ]);
  });

  it('keeps the handle and visibleInPos a create sends; a digital product is never visible in POS (facts §3.3 entity, §3.4 write rules)', async () => {
    const created = await merchant().productsV3.createProduct({
      name: 'Gift Tee',
      handle: 'gift-tee-2025',
      visibleInPos: false,
      productType: 'PHYSICAL',
      physicalProperties: {},
      variantsInfo: { variants: [{ price: { actualPrice: { amount: '15' } }, physicalProperties: {} }] },
    });
    expect(created).toMatchObject({ slug: 'gift-tee', handle: 'gift-tee-2025', visibleInPos: false });
    const { product } = await shopper().productsV3.getProductBySlug('gift-tee');
    expect([product?.handle, product?.visibleInPos]).toEqual(['gift-tee-2025', false]);

    const digital = { name: 'Gift Card PDF', productType: 'DIGITAL' as const, variantsInfo: { variants: [{ price: { actualPrice: { amount: '5' } } }] } };
    await expect(merchant().productsV3.createProduct({ ...digital, visibleInPos: true })).rejects.toMatchObject({
      details: { validationError: { fieldViolations: [expect.objectContaining({ violatedRule: 'DIGITAL_PRODUCT_CANNOT_BE_VISIBLE_IN_POS' })] } },
    });
    const pdf = await merchant().productsV3.createProduct(digital);
    expect([pdf.productType, pdf.visibleInPos]).toEqual(['DIGITAL', false]);
    const ebook = await shopper().productsV3.getProductBySlug('recipe-ebook');
    expect([ebook.product?.productType, ebook.product?.visibleInPos]).toEqual(['DIGITAL', false]);
  });

  it('a deleted product leaves its categories: the category lists no longer hold it (facts §5 listItemsInCategory, itemCounter)', async () => {
    const tree = { appNamespace: '@wix/stores', treeKey: null };
    const reader = createClient({ modules: { categories }, auth: OAuthStrategy({ clientId: emulator.clientId }) });
    const sale = demoCollectionId('sale');
    const listed = async () => (await reader.categories.listItemsInCategory(sale, tree)).items?.map((item) => item.catalogItemId);
    const jacket = demoProductId('denim-jacket');
    expect(await listed()).toContain(jacket);
    const before = (await reader.categories.getCategory(sale, tree)).itemCounter;

    await merchant().productsV3.deleteProduct(jacket);
    expect(await listed()).not.toContain(jacket);
    expect((await reader.categories.getCategory(sale, tree)).itemCounter).toBe(before! - 1);
    const forItem = await reader.categories.listCategoriesForItem({ catalogItemId: jacket, appId: STORES_APP_ID }, { treeReference: tree });
    expect(forItem.directCategoryIds).toEqual([]);
  });
});
