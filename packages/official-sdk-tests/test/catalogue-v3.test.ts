// The official SDK's Catalog V3 modules (`productsV3`, `readOnlyVariantsV3`, `catalogVersioning`),
// unmodified, against an emulator whose store runs `catalog: 'v3'`: the answers are the demo
// catalogue's, read through the SDK's own encoding (`.r`, repeated `fields`, renamed `_id`, cursors).
import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { catalogVersioning, productsV3, readOnlyVariantsV3 } from '@wix/stores';
import * as categories from '@wix/auto_sdk_categories_categories';
import { DEMO_PRODUCT_SLUGS, demoCollectionId, demoProductId } from '@storefront-kit/emulator';
import { emulator, STORES_APP_ID, useEmulatorForOfficialSdk } from './official-sdk-setup';

useEmulatorForOfficialSdk({ catalog: 'v3' });

/** The official SDK's client for a V3 storefront, as the platform's headless kits build it. */
const v3Client = () => createClient({ modules: { productsV3, readOnlyVariantsV3, catalogVersioning }, auth: OAuthStrategy({ clientId: emulator.clientId }) });

describe('the official SDK on a Catalog V3 store', () => {
  it('reads the catalogue version', async () => {
    await expect(v3Client().catalogVersioning.getCatalogVersion()).resolves.toEqual({ catalogVersion: 'V3_CATALOG' });
  });

  it('pages through every product with the query builder, following its cursors', async () => {
    const client = v3Client();
    let page = await client.productsV3.queryProducts().limit(7).find();
    const slugs: (string | null | undefined)[] = [];
    for (;;) {
      slugs.push(...page.items.map((p) => p.slug));
      for (const product of page.items) expect(product._id).toBe(demoProductId(product.slug as string));
      if (!page.hasNext()) break;
      page = await page.next();
    }
    expect(slugs).toEqual(DEMO_PRODUCT_SLUGS);
    const queries = emulator.requestLog({ path: '/stores/v3/products/query' });
    expect(queries).toHaveLength(5);
    expect(queries.every((entry) => entry.method === 'GET' && entry.host === 'edge' && entry.status === 200)).toBe(true);
  });

  it('filters and sorts with the builder, asking for formatted money', async () => {
    const { items } = await v3Client()
      .productsV3.queryProducts({ fields: ['CURRENCY'] })
      .in('slug', ['hoodie', 'canvas-tote', 'denim-jacket'])
      .descending('slug')
      .find();
    expect(items.map((p) => [p.name, p.actualPriceRange?.minValue?.formattedAmount])).toEqual([
      ['Hoodie', '$55.00'],
      ['Denim Jacket', '$100.00'],
      ['Canvas Tote', '$22.00'],
    ]);
  });

  it('searches with an expression, a category filter on renamed ids, a sort and aggregations', async () => {
    const answer = await v3Client().productsV3.searchProducts(
      {
        search: { expression: 'jacket dress scarf', fields: ['name'], mode: 'OR' },
        filter: { 'allCategoriesInfo.categories': { $matchItems: [{ _id: { $in: [demoCollectionId('sale')] } }] } },
        sort: [{ fieldName: 'actualPriceRange.minValue.amount', order: 'DESC' }],
        aggregations: [
          { name: 'minPrice', fieldPath: 'actualPriceRange.minValue.amount', type: 'SCALAR', scalar: { type: 'MIN' } },
          { name: 'brands', fieldPath: 'brand.name', type: 'VALUE', value: { sortType: 'COUNT', sortDirection: 'DESC' } },
        ],
      },
      { fields: ['CURRENCY'] },
    );
    expect(answer.products?.map((p) => [p.slug, p.actualPriceRange?.minValue?.amount, p.compareAtPriceRange?.minValue?.amount])).toEqual([
      ['denim-jacket', '100', '120'],
      ['summer-dress', '60', '80'],
    ]);
    expect(answer.aggregationData?.results).toEqual([
      { name: 'minPrice', type: 'SCALAR', fieldPath: 'actualPriceRange.minValue.amount', scalar: { type: 'MIN', value: 60 } },
      { name: 'brands', type: 'VALUE', fieldPath: 'brand.name', values: { results: [{ value: 'Acme', count: 2 }] } },
    ]);
    expect(answer.products?.[0]).not.toHaveProperty('variantsInfo');
  });

  it('gets a product by id and by slug with its variants, choice names, URL and images', async () => {
    const client = v3Client();
    const byId = await client.productsV3.getProduct(demoProductId('canvas-tote'), { fields: ['CURRENCY'] });
    expect(byId).toMatchObject({ _id: demoProductId('canvas-tote'), name: 'Canvas Tote', currency: 'USD' });
    expect(byId.variantsInfo?.variants).toEqual([
      expect.objectContaining({ choices: [], price: { actualPrice: { amount: '22', formattedAmount: '$22.00' } } }),
    ]);

    const { product } = await client.productsV3.getProductBySlug('classic-tee', {
      fields: ['CURRENCY', 'URL', 'VARIANT_OPTION_CHOICE_NAMES', 'MEDIA_ITEMS_INFO'],
    });
    expect(product?._createdDate).toBeInstanceOf(Date);
    expect(product?.url).toBe(`${emulator.url}/product-page/classic-tee`);
    expect(product?.media?.main?.image).toMatch(/^wix:image:\/\/v1\/m000001_0\/.*#originWidth=800&originHeight=800$/);
    const variants = product?.variantsInfo?.variants ?? [];
    expect(variants).toHaveLength(12);
    const xlRed = variants.find((v) => v.choices?.map((c) => c.optionChoiceNames?.choiceName).join('/') === 'XL/Red');
    expect(xlRed?.price?.actualPrice).toEqual({ amount: '27', formattedAmount: '$27.00' });
    expect(xlRed?.inventoryStatus?.inStock).toBe(true);
  });

  it('counts products, all of them and those a filter keeps', async () => {
    const client = v3Client();
    await expect(client.productsV3.countProducts()).resolves.toEqual({ count: 30 });
    await expect(client.productsV3.countProducts({ filter: { 'inventory.availabilityStatus': 'OUT_OF_STOCK' } })).resolves.toEqual({ count: 1 });
  });

  it('counts the products a value aggregation finds no value in when asked to (missingValues INCLUDE, facts §3.1 Aggregations)', async () => {
    const client = v3Client();
    const { products = [] } = await client.productsV3.searchProducts({ cursorPaging: { limit: 100 } });
    const ribbonless = products.filter((p) => !p.ribbon?.name).length;
    const unweighed = products.filter((p) => p.physicalProperties?.shippingWeightRange?.minValue == null).length;
    expect([ribbonless, unweighed].every((n) => n > 0 && n < products.length)).toBe(true);
    const ribbon = 'ribbon.name' as const;
    const weight = 'physicalProperties.shippingWeightRange.minValue' as const;
    const { aggregationData } = await client.productsV3.searchProducts({
      aggregations: [
        { name: 'excluded', fieldPath: ribbon, type: 'VALUE', value: { limit: 250 } },
        { name: 'included', fieldPath: ribbon, type: 'VALUE', value: { limit: 250, missingValues: 'INCLUDE' } },
        { name: 'named', fieldPath: ribbon, type: 'VALUE', value: { limit: 250, missingValues: 'INCLUDE', includeOptions: { addToBucket: 'No ribbon' } } },
        { name: 'numbers', fieldPath: weight, type: 'VALUE', value: { limit: 250, missingValues: 'INCLUDE' } },
      ],
    });
    const [excluded, included, named, numbers] = (aggregationData?.results ?? []).map((r) => r.values?.results ?? []);
    const bucket = (results: { value?: string; count?: number }[] | undefined, value: string) => results?.find((r) => r.value === value)?.count;
    expect(excluded!.some((r) => r.value === 'N/A')).toBe(false);
    // The default bucket is "N/A" for a text field and "0" for a number (the typings' defaults).
    expect(bucket(included, 'N/A')).toBe(ribbonless);
    expect(bucket(named, 'No ribbon')).toBe(ribbonless);
    expect(bucket(numbers, '0')).toBe(unweighed);
    expect(included!.filter((r) => r.value !== 'N/A')).toEqual(excluded);
  });

  it("answers a read-only variant's weight and its product's weight unit only with WEIGHT_MEASUREMENT_UNIT_INFO (facts §4 fields; the module's typings)", async () => {
    const client = v3Client();
    const tee = (fields?: ('WEIGHT_MEASUREMENT_UNIT_INFO' | 'CURRENCY')[]) =>
      client.readOnlyVariantsV3
        .queryVariants(fields ? { fields } : {})
        .eq('productData.productId', demoProductId('classic-tee'))
        .limit(1)
        .find()
        .then((page) => page.items[0]!);
    const bare = await tee();
    expect(bare.physicalProperties?.weight).toBeUndefined();
    expect(bare.productData?.physicalProperties).toBeUndefined();
    const weighed = await tee(['WEIGHT_MEASUREMENT_UNIT_INFO']);
    expect(weighed.physicalProperties?.weight).toBe(0.2);
    expect(weighed.productData?.physicalProperties).toEqual({ weightMeasurementUnitInfo: { weightMeasurementUnit: 'KG' } });
    // The product's own variants carry their weight whatever the fields.
    const product = await client.productsV3.getProduct(demoProductId('classic-tee'));
    expect(product.variantsInfo?.variants?.[0]?.physicalProperties?.weight).toBe(0.2);
  });

  it("answers a product's categories as the categories service holds them: a merchant's new subcategory is searchable (facts §3.2 *_CATEGORIES_INFO, §5 product lists by category)", async () => {
    const tree = { appNamespace: '@wix/stores', treeKey: null };
    const merchant = createClient({ modules: { categories }, auth: ApiKeyStrategy({ apiKey: emulator.apiKey, siteId: emulator.siteId }) });
    const hoodies = await merchant.categories.createCategory(
      { name: 'Hoodies', parentCategory: { _id: demoCollectionId('apparel') } },
      { treeReference: tree },
    );
    const hoodie = demoProductId('hoodie');
    await merchant.categories.bulkAddItemsToCategory(hoodies._id!, [{ catalogItemId: hoodie, appId: STORES_APP_ID }], { treeReference: tree });

    const client = v3Client();
    const { products = [] } = await client.productsV3.searchProducts({
      filter: { 'allCategoriesInfo.categories': { $matchItems: [{ _id: { $in: [hoodies._id!] } }] } },
    });
    expect(products.map((p) => p.slug)).toEqual(['hoodie']);
    const read = await client.productsV3.getProduct(hoodie, { fields: ['DIRECT_CATEGORIES_INFO', 'ALL_CATEGORIES_INFO'] });
    const ids = (info: typeof read.directCategoriesInfo) => info?.categories?.map((c) => c._id);
    expect(ids(read.directCategoriesInfo)).toContain(hoodies._id);
    // All categories are the direct ones and their ancestors: the new category's parent is there once.
    expect(ids(read.allCategoriesInfo)).toEqual(expect.arrayContaining([hoodies._id, demoCollectionId('apparel')]));
    expect(new Set(ids(read.allCategoriesInfo)).size).toBe(ids(read.allCategoriesInfo)?.length);

    await merchant.categories.bulkRemoveItemsFromCategory(hoodies._id!, [{ catalogItemId: hoodie, appId: STORES_APP_ID }], { treeReference: tree });
    const after = await client.productsV3.getProduct(hoodie, { fields: ['DIRECT_CATEGORIES_INFO'] });
    expect(ids(after.directCategoriesInfo)).not.toContain(hoodies._id);
  });

  it('queries and searches read-only variants', async () => {
    const client = v3Client();
    const ids = [demoProductId('classic-tee'), demoProductId('canvas-tote')];
    let page = await client.readOnlyVariantsV3
      .queryVariants({ fields: ['CURRENCY'] })
      .in('productData.productId', ids)
      .limit(5)
      .find();
    const seen = [...page.items];
    while (page.hasNext()) {
      page = await page.next();
      seen.push(...page.items);
    }
    expect(seen).toHaveLength(13);
    expect(new Set(seen.map((v) => v.variantId)).size).toBe(13);
    expect(seen.filter((v) => v.productData?.productId === ids[1]).map((v) => v.price?.actualPrice?.formattedAmount)).toEqual(['$22.00']);

    const soldOut = await client.readOnlyVariantsV3.searchVariants({
      search: { expression: 'hoodie', fields: ['productData.name'] },
      filter: { 'inventoryStatus.inStock': false },
      sort: [{ fieldName: 'sku', order: 'ASC' }],
    });
    expect(soldOut.variants?.map((v) => v.optionChoices?.map((c) => c.optionChoiceNames?.choiceName).join('/'))).toEqual(['S/Blue', 'XL/Black', 'XL/Blue']);
    expect(emulator.requestLog({ path: '/stores/v3/products/search-variants' }).map((entry) => entry.method)).toEqual(['POST']);
  });
});
