// The V3 catalogue reads of @storefront-kit/stores-catalogue/v3 against a catalog: 'v3' emulator, over
// HTTP on loopback, as a visitor (OAuth) and as a merchant (API key).
import { DEMO_PRODUCT_SLUGS, demoCollectionId, demoProductId, startEmulator, type Emulator } from '@storefront-kit/emulator';
import { createClient, isHttpError, type RequestClient } from '@storefront-kit/http-core';
import { OAuthStrategy } from '@storefront-kit/identity-oauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countProducts,
  getAllProductsCategory,
  getProduct,
  getProductBySlug,
  productsV3,
  queryProducts,
  queryVariants,
  readOnlyVariantsV3,
  searchProducts,
  searchVariants,
} from '@storefront-kit/stores-catalogue/v3';
import { merchantClient, visitorClient } from './helpers';

let emulator: Emulator;
let visitor: RequestClient;
const slugsOf = (products: { slug?: string | null }[] = []) => products.map((p) => p.slug);

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, catalog: 'v3' });
  visitor = visitorClient(emulator);
});
afterAll(() => emulator?.stop());

describe('V3 products by id and slug', () => {
  it('getProduct resolves the product itself, with the requested fields', async () => {
    const id = demoProductId('denim-jacket');
    const product = await getProduct(visitor, id, { fields: ['CURRENCY', 'VARIANT_OPTION_CHOICE_NAMES'] });

    expect(product).toMatchObject({ id, slug: 'denim-jacket', currency: 'USD' });
    expect(product.actualPriceRange?.minValue).toEqual({ amount: '100', formattedAmount: '$100.00' });
    expect(product.variantsInfo?.variants?.[0]?.choices?.[0]?.optionChoiceNames?.optionName).toBe('Size');
  });

  it('getProductBySlug resolves { product }; an unknown slug rejects with 404 PRODUCT_NOT_FOUND', async () => {
    const { product } = await getProductBySlug(visitor, 'classic-tee');
    expect(product).toMatchObject({ id: demoProductId('classic-tee'), name: 'Classic Tee' });
    expect(product).not.toHaveProperty('currency');

    const error = await getProductBySlug(visitor, 'no-such-product').catch((e: unknown) => e);
    expect(isHttpError(error) && [error.status, error.code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
  });

  it('MERCHANT_DATA is refused to a visitor (403) and served to a merchant', async () => {
    const id = demoProductId('classic-tee');
    const error = await getProduct(visitor, id, { fields: ['MERCHANT_DATA'] }).catch((e: unknown) => e);
    expect(isHttpError(error) && [error.status, error.code]).toEqual([403, 'NO_PERMISSION_TO_READ_MERCHANT_DATA']);
    const product = await getProduct(merchantClient(emulator), id, { fields: ['MERCHANT_DATA'] });
    expect(product.costRange?.minValue?.amount).toBe('8');
  });
});

describe('V3 products query (cursor paging)', () => {
  it('iterates every product once, page by page, and agrees with countProducts', async () => {
    const pages = [];
    for await (const page of queryProducts(visitor).ascending('slug').limit(7).pages()) pages.push(page);
    const slugs = pages.flatMap((page) => slugsOf(page.items));

    expect(pages.map((page) => page.items.length)).toEqual([7, 7, 7, 7, 2]);
    expect(slugs).toEqual([...DEMO_PRODUCT_SLUGS].sort());
    expect(await countProducts(visitor)).toEqual({ count: slugs.length });
  });

  it('find() gives a page with hasNext() and next(); the next page keeps the order', async () => {
    const first = await queryProducts(visitor).in('slug', ['hoodie', 'classic-tee', 'canvas-tote']).descending('slug').limit(2).find();
    expect(slugsOf(first.items)).toEqual(['hoodie', 'classic-tee']);
    expect(first.hasNext()).toBe(true);

    const second = await first.next();
    expect(slugsOf(second.items)).toEqual(['canvas-tote']);
    expect(second.hasNext()).toBe(false);
  });

  it('a filter past 4000 characters goes as a POST and finds the same products', async () => {
    const ids = [...DEMO_PRODUCT_SLUGS.map(demoProductId), ...Array.from({ length: 120 }, (_, i) => `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`)];
    emulator.clearRequestLog();
    const items = [];
    for await (const product of queryProducts(visitor, { fields: ['CURRENCY'] })
      .in('id', ids)
      .iterate())
      items.push(product);

    expect(items).toHaveLength(DEMO_PRODUCT_SLUGS.length);
    expect(items.every((p) => p.currency === 'USD')).toBe(true);
    expect(emulator.requestLog({ path: '/stores/v3/products/query' }).map((e) => [e.method, e.status])).toEqual([['POST', 200]]);
  });
});

describe('V3 products search and count', () => {
  it('searches free text with a category filter, price sort and aggregations, then pages on with the cursor', async () => {
    const sale = { 'allCategoriesInfo.categories': { $matchItems: [{ id: { $in: [demoCollectionId('sale')] } }] } };
    const first = await searchProducts(
      visitor,
      {
        filter: sale,
        sort: [{ fieldName: 'actualPriceRange.minValue.amount', order: 'ASC' }],
        aggregations: [{ name: 'minPrice', fieldPath: 'actualPriceRange.minValue.amount', type: 'SCALAR', scalar: { type: 'MIN' } }],
        cursorPaging: { limit: 3 },
      },
      { fields: ['CURRENCY'] },
    );
    expect(slugsOf(first.products)).toEqual(['throw-blanket', 'summer-dress', 'sunglasses']);
    expect(first.aggregationData?.results?.[0]?.scalar).toEqual({ type: 'MIN', value: 50 });

    const next = await searchProducts(visitor, { cursorPaging: { cursor: first.pagingMetadata!.cursors!.next!, limit: 3 } });
    expect(slugsOf(next.products)).toEqual(['denim-jacket']);
    expect(await countProducts(visitor, { filter: sale })).toEqual({ count: 4 });
  });

  it('finds by expression, and counts hidden products only for a merchant', async () => {
    const { products } = await searchProducts(visitor, { search: { expression: 'silk linen', fields: ['name'], mode: 'OR' } });
    expect(slugsOf(products)).toEqual(['linen-shirt', 'silk-scarf']);

    const error = await countProducts(visitor, { returnNonVisibleProducts: true }).catch((e: unknown) => e);
    expect(isHttpError(error) && error.status).toBe(403);
    expect(await countProducts(merchantClient(emulator), { returnNonVisibleProducts: true })).toEqual({ count: DEMO_PRODUCT_SLUGS.length });
  });

  it('getAllProductsCategory answers the category every product is in', async () => {
    expect(await getAllProductsCategory(visitor)).toEqual({
      categoryId: demoCollectionId('all-products'),
      treeReference: { appNamespace: '@wix/stores', treeKey: null },
    });
  });
});

describe('V3 read-only variants', () => {
  it('queryVariants lists the variants of the given products across pages', async () => {
    const ids = [demoProductId('classic-tee'), demoProductId('canvas-tote')];
    const variants = [];
    for await (const variant of queryVariants(visitor, { fields: ['CURRENCY'] })
      .in('productData.productId', ids)
      .limit(5)
      .iterate())
      variants.push(variant);

    expect(variants).toHaveLength(13);
    expect(new Set(variants.map((v) => v.productData?.slug))).toEqual(new Set(['classic-tee', 'canvas-tote']));
    expect(variants.every((v) => v.productData?.currency === 'USD')).toBe(true);
  });

  it('searchVariants by product name and stock', async () => {
    const { variants = [] } = await searchVariants(visitor, {
      search: { expression: 'hoodie', fields: ['productData.name'] },
      filter: { 'inventoryStatus.inStock': false },
    });
    expect(variants.map((v) => v.optionChoices?.map((c) => c.optionChoiceNames?.choiceName).join('/')).sort()).toEqual(['S/Blue', 'XL/Black', 'XL/Blue']);
  });
});

describe('V3 namespaces', () => {
  it('bind the calls with createClient({ modules })', async () => {
    const auth = OAuthStrategy({ clientId: emulator.clientId, hosts: emulator.hosts });
    const client = createClient({ hosts: emulator.hosts, auth, modules: { productsV3, readOnlyVariantsV3 } });
    const { product } = await client.productsV3.getProductBySlug('hoodie');
    const { items } = await client.readOnlyVariantsV3.queryVariants().eq('productData.productId', product.id!).limit(100).find();

    expect(items.length).toBe(product.variantsInfo?.variants?.length);
    expect(items.every((v) => v.productData?.productId === product.id)).toBe(true);
  });
});
