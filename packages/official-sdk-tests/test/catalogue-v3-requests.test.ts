// Request equality of the V3 catalogue reads: the official SDK's productsV3, readOnlyVariantsV3 and
// catalogVersioning calls and this SDK's same calls send the same method, path, query and body.
import { describe, expect, it } from 'vitest';
import { getCatalogVersion } from '@storefront-kit/stores-catalogue';
import {
  countProducts,
  getAllProductsCategory,
  getProduct,
  getProductBySlug,
  queryProducts,
  queryVariants,
  searchProducts,
  searchVariants,
  type V3CursorSearch,
} from '@storefront-kit/stores-catalogue/v3';
import { expectSameRequests } from './v3-request-pairs';

type Any = any;
const SINCE = new Date('2025-01-01T00:00:00.000Z');
/** Enough ids to push a query string past 4000 characters. */
const MANY_IDS = Array.from({ length: 150 }, (_, i) => `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

/** The search the official storefront kit builds for a product listing. */
const LISTING_SEARCH: V3CursorSearch = {
  search: { expression: 'blue tee', fields: ['name', 'description'], mode: 'OR', fuzzy: true },
  filter: {
    visible: true,
    'allCategoriesInfo.categories': { $matchItems: [{ id: { $in: ['cat-tees'] } }] },
    'actualPriceRange.minValue.amount': { $gte: 10 },
    'inventory.availabilityStatus': { $in: ['IN_STOCK', 'PARTIALLY_OUT_OF_STOCK'] },
  },
  sort: [{ fieldName: 'actualPriceRange.minValue.amount', order: 'ASC' }],
  aggregations: [
    { name: 'minPrice', fieldPath: 'actualPriceRange.minValue.amount', type: 'SCALAR', scalar: { type: 'MIN' } },
    { name: 'brands', fieldPath: 'brand.name', type: 'VALUE', value: { sortType: 'COUNT', sortDirection: 'DESC', limit: 10 } },
    { name: 'priceBands', fieldPath: 'actualPriceRange.minValue.amount', type: 'RANGE', range: { buckets: [{ from: 0, to: 25 }, { from: 25 }] } },
  ],
  cursorPaging: { limit: 24 },
};

describe('V3 catalogue reads send what the official SDK sends', () => {
  it('getCatalogVersion', async () => {
    const [request] = await expectSameRequests(
      (c) => c.catalogVersioning.getCatalogVersion(),
      (c) => getCatalogVersion(c),
    );
    expect(request!.search).toBe('');
  });

  it.each([
    ['with requested fields', { fields: ['CURRENCY', 'URL'] as const }],
    ['without options', undefined],
  ])('getProduct %s', async (_, options) => {
    await expectSameRequests(
      (c) => c.productsV3.getProduct('p1', options as Any),
      (c) => getProduct(c, 'p1', options),
    );
  });

  it('getProductBySlug', async () => {
    await expectSameRequests(
      (c) => c.productsV3.getProductBySlug('classic-tee', { fields: ['CURRENCY', 'MEDIA_ITEMS_INFO'] as Any }),
      (c) => getProductBySlug(c, 'classic-tee', { fields: ['CURRENCY', 'MEDIA_ITEMS_INFO'] }),
    );
  });

  it('queryProducts with filters, sort, limit and fields (the official SDK renames _id and _createdDate)', async () => {
    await expectSameRequests(
      (c) =>
        (c.productsV3.queryProducts({ fields: ['CURRENCY', 'THUMBNAIL'] as Any }) as Any)
          .eq('visible', true)
          .hasSome('_id', ['a', 'b'])
          .ge('_createdDate', SINCE)
          .descending('_createdDate')
          .limit(10)
          .find(),
      (c) =>
        queryProducts(c, { fields: ['CURRENCY', 'THUMBNAIL'] })
          .eq('visible', true)
          .hasSome('id', ['a', 'b'])
          .ge('createdDate', SINCE)
          .descending('createdDate')
          .limit(10)
          .find(),
    );
  });

  it('queryProducts with no condition, and its next page (only the cursor and limit, fields kept)', async () => {
    const requests = await expectSameRequests(
      async (c) =>
        (
          await c.productsV3
            .queryProducts({ fields: ['CURRENCY'] as Any })
            .eq('visible', true)
            .limit(1)
            .find()
        ).next(),
      async (c) =>
        (
          await queryProducts(c, { fields: ['CURRENCY'] })
            .eq('visible', true)
            .limit(1)
            .find()
        ).next(),
    );
    expect(requests.map((r) => r.query['.r'])).toEqual([
      { fields: ['CURRENCY'], query: { filter: { visible: true }, cursorPaging: { limit: 1 } } },
      { fields: ['CURRENCY'], query: { cursorPaging: { cursor: 'CURSOR-NEXT-1', limit: 1 } } },
    ]);
    await expectSameRequests(
      (c) => c.productsV3.queryProducts().find(),
      (c) => queryProducts(c).find(),
    );
  });

  it('queryProducts past 4000 characters is a POST with the same body', async () => {
    const [request] = await expectSameRequests(
      (c) => c.productsV3.queryProducts().in('_id', MANY_IDS).find(),
      (c) => queryProducts(c).in('id', MANY_IDS).find(),
    );
    expect(request!.method).toBe('POST');
  });

  it('searchProducts as the official storefront kit builds it, and its next page', async () => {
    await expectSameRequests(
      (c) => c.productsV3.searchProducts(LISTING_SEARCH as Any, { fields: ['CURRENCY'] as Any }),
      (c) => searchProducts(c, LISTING_SEARCH, { fields: ['CURRENCY'] }),
    );
    const next = { cursorPaging: { cursor: 'CURSOR-NEXT-1', limit: 24 } };
    await expectSameRequests(
      (c) => c.productsV3.searchProducts(next, { fields: ['CURRENCY'] as Any }),
      (c) => searchProducts(c, next, { fields: ['CURRENCY'] }),
    );
  });

  it('searchProducts({}) sends no query string; past 4000 characters it is a POST', async () => {
    const [empty] = await expectSameRequests(
      (c) => c.productsV3.searchProducts({}),
      (c) => searchProducts(c, {}),
    );
    expect(empty!.search).toBe('');
    const long = { filter: { id: { $in: MANY_IDS } } };
    const [post] = await expectSameRequests(
      (c) => c.productsV3.searchProducts(long as Any),
      (c) => searchProducts(c, long),
    );
    expect(post!.method).toBe('POST');
  });

  it.each([
    ['no options', undefined],
    ['a flat option', { returnNonVisibleProducts: true }],
    ['a filter and a search', { filter: { visible: true }, search: { expression: 'tee' } }],
    ['an empty filter', { filter: {} }],
  ])('countProducts with %s', async (_, options) => {
    await expectSameRequests(
      (c) => c.productsV3.countProducts(options as Any),
      (c) => countProducts(c, options),
    );
  });

  it('getAllProductsCategory', async () => {
    await expectSameRequests(
      (c) => c.productsV3.getAllProductsCategory(),
      (c) => getAllProductsCategory(c),
    );
  });

  it('queryVariants (a POST) with the official kit’s filter, and its next page', async () => {
    const requests = await expectSameRequests(
      async (c) =>
        (
          await c.readOnlyVariantsV3
            .queryVariants({ fields: ['CURRENCY'] as Any })
            .in('productData.productId', ['p1', 'p2'])
            .limit(100)
            .find()
        ).next(),
      async (c) =>
        (
          await queryVariants(c, { fields: ['CURRENCY'] })
            .in('productData.productId', ['p1', 'p2'])
            .limit(100)
            .find()
        ).next(),
    );
    expect(requests.map((r) => r.method)).toEqual(['POST', 'POST']);
    await expectSameRequests(
      (c) => c.readOnlyVariantsV3.queryVariants().ascending('variantId').find(),
      (c) => queryVariants(c).ascending('variantId').find(),
    );
  });

  it('searchVariants', async () => {
    const search = { search: { expression: 'TEE-' }, filter: { 'inventoryStatus.inStock': true }, sort: [{ fieldName: 'sku' }], cursorPaging: { limit: 200 } };
    await expectSameRequests(
      (c) => c.readOnlyVariantsV3.searchVariants(search as Any, { fields: ['CURRENCY', 'MERCHANT_DATA'] as Any }),
      (c) => searchVariants(c, search, { fields: ['CURRENCY', 'MERCHANT_DATA'] }),
    );
    await expectSameRequests(
      (c) => c.readOnlyVariantsV3.searchVariants({}),
      (c) => searchVariants(c, {}),
    );
  });
});
