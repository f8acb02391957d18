// Ours vs theirs on the wire: each call of @storefront-kit/categories sends the request the official
// categories module sends for the same input (method, path, decoded query or JSON body), as the
// emulator's request log records them; both answered the same status. One documented difference: the
// official `listCategoriesForItems` is a flat GET that loses its items, ours sends them as a POST body.
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiKeyStrategy as TheirApiKeyStrategy, createClient as createTheirClient } from '@wix/sdk';
import * as theirCategories from '@wix/auto_sdk_categories_categories';
import { createClient } from '@storefront-kit/http-core';
import { ApiKeyStrategy } from '@storefront-kit/identity-oauth';
import * as ours from '@storefront-kit/categories';
import { demoCollectionId, demoProductId } from '@storefront-kit/emulator';
import { STORES_APP_ID, emulator, useEmulatorForOfficialSdk } from './official-sdk-setup';

useEmulatorForOfficialSdk();

const tree = { appNamespace: '@wix/stores' };
const apparel = demoCollectionId('apparel');
const sale = demoCollectionId('sale');
const item = (slug: string) => ({ catalogItemId: demoProductId(slug), appId: STORES_APP_ID });

const theirClient = () =>
  createTheirClient({ modules: { categories: theirCategories }, auth: TheirApiKeyStrategy({ apiKey: emulator.apiKey, siteId: emulator.siteId }) });
const ourClient = () => createClient({ hosts: emulator.hosts, auth: ApiKeyStrategy({ apiKey: emulator.apiKey, siteId: emulator.siteId }) });
type Theirs = ReturnType<typeof theirClient>['categories'];
type Ours = ReturnType<typeof ourClient>;

/**
 * The categories requests `run` sent (`count` of them), as the emulator recorded them, on a freshly reset
 * store; the last one.
 */
async function sent(run: () => Promise<unknown>, count = 1) {
  emulator.reset();
  await run().catch(() => undefined);
  const entries = emulator.requestLog({ path: '/categories/**' });
  expect(entries).toHaveLength(count);
  const { method, path, query, body, status } = entries.at(-1)!;
  return { method, path, query, body, status };
}

/** Both clients send the same requests (the last of `count` compared) and get the same status. */
async function same(theirs: (c: Theirs) => Promise<unknown>, mine: (c: Ours) => Promise<unknown>, count = 1) {
  const expected = await sent(() => theirs(theirClient().categories), count);
  const actual = await sent(() => mine(ourClient()), count);
  expect(actual).toEqual(expected);
  return actual;
}

describe("our categories requests equal the official module's", () => {
  beforeEach(() => emulator.clearRequestLog());

  it('get, get by slug, list trees, arranged items', async () => {
    const got = await same(
      (c) => c.getCategory(sale, tree, { fields: ['DESCRIPTION'] }),
      (c) => ours.getCategory(c, sale, { fields: ['DESCRIPTION'] }),
    );
    expect(got).toMatchObject({ method: 'GET', path: `/categories/v1/categories/${sale}`, status: 200 });
    await same(
      (c) => c.getCategoryBySlug('sale', tree, { fields: ['BREADCRUMBS_INFO'] }),
      (c) => ours.getCategoryBySlug(c, 'sale', { fields: ['BREADCRUMBS_INFO'] }),
    );
    await same(
      (c) => c.listTrees(),
      (c) => ours.listTrees(c),
    );
    await same(
      (c) => c.getArrangedItems(sale, tree),
      (c) => ours.getArrangedItems(c, sale),
    );
  });

  it('query (first page and the cursor page), search, count', async () => {
    const q = await same(
      (c) =>
        c
          .queryCategories({ treeReference: tree, fields: ['DESCRIPTION'] })
          .eq('visible', true)
          .ascending('name')
          .limit(2)
          .find(),
      (c) =>
        ours
          .queryCategories(c, { fields: ['DESCRIPTION'] })
          .eq('visible', true)
          .ascending('name')
          .limit(2)
          .find(),
    );
    expect(q.body).toEqual({
      treeReference: tree,
      fields: ['DESCRIPTION'],
      query: { filter: { visible: true }, cursorPaging: { limit: 2 }, sort: [{ fieldName: 'name', order: 'ASC' }] },
    });
    // The second page: only the cursor and the limit (the cursor carries the filter and sort), options kept.
    const next = await same(
      async (c) => (await c.queryCategories({ treeReference: tree }).eq('visible', true).limit(2).find()).next(),
      async (c) => (await ours.queryCategories(c).eq('visible', true).limit(2).find()).next(),
      2,
    );
    expect(next.body).toEqual({ treeReference: tree, query: { cursorPaging: { cursor: expect.any(String), limit: 2 } } });
    await same(
      (c) => c.searchCategories({ search: { expression: 'sale', mode: 'OR' }, cursorPaging: { limit: 5 } }, { treeReference: tree, fields: ['DESCRIPTION'] }),
      (c) => ours.searchCategories(c, { search: { expression: 'sale', mode: 'OR' }, cursorPaging: { limit: 5 } }, { fields: ['DESCRIPTION'] }),
    );
    await same(
      (c) => c.countCategories({ filter: { visible: true }, treeReference: tree }),
      (c) => ours.countCategories(c, { filter: { visible: true } }),
    );
  });

  it('items of a category, categories of an item; of several items: theirs loses the items, ours posts them', async () => {
    const listed = await same(
      (c) => c.listItemsInCategory(sale, tree, { useCategoryArrangement: true, includeItemsFromSubcategories: true, cursorPaging: { limit: 2 } }),
      (c) => ours.listItemsInCategory(c, sale, { useCategoryArrangement: true, includeItemsFromSubcategories: true, cursorPaging: { limit: 2 } }),
    );
    expect(listed.query).toEqual({
      categoryId: sale,
      'treeReference.appNamespace': '@wix/stores',
      useCategoryArrangement: 'true',
      includeItemsFromSubcategories: 'true',
      'cursorPaging.limit': '2',
    });
    await same(
      (c) => c.listCategoriesForItem(item('sunglasses'), { treeReference: tree }),
      (c) => ours.listCategoriesForItem(c, item('sunglasses')),
    );
    const items = [item('sunglasses'), item('hoodie')];
    const theirs = await sent(() => theirClient().categories.listCategoriesForItems(items, { treeReference: tree }));
    expect(theirs).toMatchObject({
      method: 'GET',
      path: '/categories/v1/categories/list-categories-for-items',
      query: { 'treeReference.appNamespace': '@wix/stores' },
    });
    expect(theirs.body).toBeUndefined();
    const mine = await sent(() => ours.listCategoriesForItems(ourClient(), items));
    // The body the official module's POST fallback carries: the same path, the whole payload.
    expect(mine).toMatchObject({ method: 'POST', path: theirs.path, query: {}, body: { items, treeReference: tree }, status: 200 });
  });

  it('create, update, delete, move, visibility, arrangement', async () => {
    await same(
      (c) => c.createCategory({ name: 'Tees', parentCategory: { _id: apparel } }, { treeReference: tree, fields: ['BREADCRUMBS_INFO'] }),
      (c) => ours.createCategory(c, { name: 'Tees', parentCategory: { id: apparel } }, { fields: ['BREADCRUMBS_INFO'] }),
    );
    await same(
      (c) => c.updateCategory(sale, { revision: '1', name: 'Deals' }, { treeReference: tree }),
      (c) => ours.updateCategory(c, sale, { revision: '1', name: 'Deals' }),
    );
    await same(
      (c) => c.deleteCategory(sale, tree),
      (c) => ours.deleteCategory(c, sale),
    );
    await same(
      (c) => c.moveCategory(sale, tree, { parentCategoryId: apparel, position: 'FIRST' }),
      (c) => ours.moveCategory(c, sale, { parentCategoryId: apparel, position: 'FIRST' }),
    );
    await same(
      (c) => c.updateCategoryVisibility(sale, { visible: false, revision: '1', treeReference: tree }),
      (c) => ours.updateCategoryVisibility(c, sale, { visible: false, revision: '1' }),
    );
    await same(
      (c) => c.setArrangedItems(sale, tree, { items: [item('sunglasses')] }),
      (c) => ours.setArrangedItems(c, sale, [item('sunglasses')]),
    );
  });

  it('the bulk calls', async () => {
    await same(
      (c) =>
        c.bulkUpdateCategories([{ category: { _id: sale, revision: '1', name: 'Deals' }, fieldMask: ['name'] } as never], {
          treeReference: tree,
          returnEntity: true,
        }),
      (c) => ours.bulkUpdateCategories(c, [{ category: { id: sale, revision: '1', name: 'Deals' }, fieldMask: ['name'] }], { returnEntity: true }),
    );
    await same(
      (c) => c.bulkShowCategories([sale, apparel], { treeReference: tree, returnEntity: true }),
      (c) => ours.bulkShowCategories(c, [sale, apparel], { returnEntity: true }),
    );
    await same(
      (c) => c.bulkAddItemsToCategory(sale, [item('hoodie')], { treeReference: tree }),
      (c) => ours.bulkAddItemsToCategory(c, sale, [item('hoodie')]),
    );
    await same(
      (c) => c.bulkRemoveItemsFromCategory(sale, [item('sunglasses')], { treeReference: tree }),
      (c) => ours.bulkRemoveItemsFromCategory(c, sale, [item('sunglasses')]),
    );
    await same(
      (c) => c.bulkAddItemToCategories(item('hoodie'), { categoryIds: [sale], treeReference: tree }),
      (c) => ours.bulkAddItemToCategories(c, item('hoodie'), [sale]),
    );
    await same(
      (c) => c.bulkRemoveItemFromCategories(item('hoodie'), { categoryIds: [apparel], treeReference: tree }),
      (c) => ours.bulkRemoveItemFromCategories(c, item('hoodie'), [apparel]),
    );
    // Exported by the official module but left out of its public typings.
    const setItemCategories = (theirClient().categories as unknown as { bulkSetItemCategories: (i: unknown, o: unknown) => Promise<unknown> })
      .bulkSetItemCategories;
    await same(
      () => setItemCategories(item('hoodie'), { categoryIds: [sale], treeReference: tree }),
      (c) => ours.bulkSetItemCategories(c, item('hoodie'), [sale]),
    );
  });
});
