// The official categories module (@wix/auto_sdk_categories_categories), unmodified, on the emulator: a
// storefront's reads as the platform's own headless kit makes them (the visible categories, one by slug,
// the products of a category, the categories of a product), with the answers the demo catalogue gives.
import { describe, expect, it } from 'vitest';
import { createClient, OAuthStrategy } from '@wix/sdk';
import * as categories from '@wix/auto_sdk_categories_categories';
import { demoCollectionId, demoProductId } from '@storefront-kit/emulator';
import { STORES_APP_ID, emulator, useEmulatorForOfficialSdk } from './official-sdk-setup';

useEmulatorForOfficialSdk();

const tree = { appNamespace: '@wix/stores', treeKey: null };
const visitor = () => createClient({ modules: { categories }, auth: OAuthStrategy({ clientId: emulator.clientId }) });

describe('the official categories module on the emulator', () => {
  it('gets a category by slug, with its description and an SDK-side _id and Date', async () => {
    const { category } = await visitor().categories.getCategoryBySlug('sale', tree, { fields: ['DESCRIPTION'] });
    expect(category).toMatchObject({
      _id: demoCollectionId('sale'),
      name: 'Sale',
      slug: 'sale',
      description: 'Discounted products.',
      visible: true,
      itemCounter: 4,
    });
    expect(category?._createdDate).toBeInstanceOf(Date);
    const missing = await visitor()
      .categories.getCategoryBySlug('nope', tree)
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({ details: { applicationError: { code: 'CATEGORY_NOT_FOUND' } } });
  });

  it('queries the visible categories the way the headless kit does, and pages with the cursor', async () => {
    const client = visitor();
    const first = await client.categories.queryCategories({ treeReference: tree }).eq('visible', true).limit(4).find();
    expect(first.items.map((c) => c.slug)).toEqual(['all-products', 'apparel', 'accessories', 'home']);
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    expect(second.items.map((c) => c.slug)).toEqual(['sale', 'digital']);
    expect(second.hasNext()).toBe(false);
    const sorted = await client.categories.queryCategories({ treeReference: tree }).eq('parentCategory.id', null).descending('name').find();
    expect(sorted.items[0]!.slug).toBe('sale');
    const reads = emulator.requestLog({ path: '/categories/v1/categories/query' });
    expect(reads.map((entry) => [entry.method, entry.host, entry.auth, entry.status])).toContainEqual(['POST', 'edge', 'visitor', 200]);
  });

  it('refuses a sort or filter on a field the category query spec does not offer (facts §5 Query spec), as the products V3 query does', async () => {
    const client = visitor();
    const query = () => client.categories.queryCategories({ treeReference: tree });
    const refused = async (find: () => Promise<unknown>) => {
      await expect(find()).rejects.toMatchObject({ details: { validationError: expect.anything() } });
      const [last] = emulator.requestLog({ path: '/categories/v1/categories/query' }).slice(-1);
      return [
        last!.status,
        (last!.response as { details: { validationError: { fieldViolations: { field: string }[] } } }).details.validationError.fieldViolations.map(
          (v) => v.field,
        ),
      ];
    };
    // `slug` and `visible` filter only; `description` is searchable, not queryable.
    expect(
      await refused(() =>
        query()
          .ascending('slug' as never)
          .find(),
      ),
    ).toEqual([400, ['query.sort[0].fieldName']]);
    expect(
      await refused(() =>
        query()
          .descending('visible' as never)
          .find(),
      ),
    ).toEqual([400, ['query.sort[0].fieldName']]);
    expect(
      await refused(() =>
        query()
          .eq('description' as never, 'Discounted products.')
          .find(),
      ),
    ).toEqual([400, ['query.filter.description']]);
    // What the spec offers: filters on `slug`, `visible`, `treeReference.appNamespace`; sorts on `parentCategory.index`, `_createdDate`.
    const offered = await query()
      .eq('slug', 'sale')
      .eq('visible', true)
      .eq('treeReference.appNamespace', '@wix/stores')
      .ascending('parentCategory.index')
      .descending('_createdDate')
      .find();
    expect(offered.items.map((c) => c.slug)).toEqual(['sale']);
  });

  it('searches names and descriptions only: another search field is refused (facts §5 Search: searchable description, name)', async () => {
    const client = visitor();
    const found = await client.categories.searchCategories({ search: { expression: 'discounted', fields: ['description'] } }, { treeReference: tree });
    expect(found.categories?.map((c) => c.slug)).toEqual(['sale']);
    // The module's typings allow only `name` and `description` here too.
    await expect(
      client.categories.searchCategories({ search: { expression: 'sale', fields: ['slug' as never] } }, { treeReference: tree }),
    ).rejects.toMatchObject({
      details: { validationError: expect.anything() },
    });
    const [last] = emulator.requestLog({ path: '/categories/v1/categories/search' }).slice(-1);
    expect(last?.status).toBe(400);
    expect(JSON.stringify(last?.response)).toContain('search.search.fields[0]');
  });

  it('lists the products of a category, and the categories of a product', async () => {
    const client = visitor();
    const { items, pagingMetadata } = await client.categories.listItemsInCategory(demoCollectionId('digital'), tree, { cursorPaging: { limit: 10 } });
    expect(items).toEqual([
      { catalogItemId: demoProductId('recipe-ebook'), appId: STORES_APP_ID },
      { catalogItemId: demoProductId('photo-presets'), appId: STORES_APP_ID },
    ]);
    expect(pagingMetadata?.cursors?.next ?? null).toBeNull();
    const forItem = await client.categories.listCategoriesForItem(
      { catalogItemId: demoProductId('sunglasses'), appId: STORES_APP_ID },
      { treeReference: tree },
    );
    expect(forItem.directCategoryIds).toEqual([demoCollectionId('all-products'), demoCollectionId('accessories'), demoCollectionId('sale')]);
    expect(forItem.allCategoryIds).toEqual(forItem.directCategoryIds);
  });

  it('creates a subcategory as the merchant and reads its breadcrumbs', async () => {
    const merchant = createClient({
      modules: { categories },
      auth: { getAuthHeaders: async () => ({ headers: { Authorization: emulator.apiKey, 'wix-site-id': emulator.siteId } }) },
    });
    const created = await merchant.categories.createCategory(
      { name: 'Summer Tees', parentCategory: { _id: demoCollectionId('apparel') } },
      { treeReference: tree },
    );
    expect(created).toMatchObject({ name: 'Summer Tees', slug: 'summer-tees', parentCategory: { _id: demoCollectionId('apparel'), index: 0 } });
    const read = await visitor().categories.getCategory(created._id!, tree, { fields: ['BREADCRUMBS_INFO'] });
    expect(read.breadcrumbsInfo?.breadcrumbs).toEqual([{ categoryId: demoCollectionId('apparel'), categoryName: 'Apparel', categorySlug: 'apparel' }]);
  });
});
