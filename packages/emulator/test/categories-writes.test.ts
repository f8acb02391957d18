/**
 * The categories service's merchant writes over real HTTP: create, update at a revision, visibility
 * (cascading), move, delete with the subtree, items added, removed and arranged, the bulk calls, and
 * the merchant-only rule.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { demoCollectionId } from '../src/catalogue/seed';
import { ALL_PRODUCTS_COLLECTION_ID } from '../src/catalogue/ids';
import { useCatalogueEmulator, visitorToken } from './catalogue-helpers';
import { bulkUrl, categoriesUrl, item, TREE, TREE_PARAMS } from './categories-helpers';

const env = useCatalogueEmulator();
const url = () => categoriesUrl(env.emu.url);
const asMerchant = (method: string, path: string, body?: unknown) => env.call(method, path, { auth: env.merchant, body });

async function create(category: Record<string, unknown>) {
  const res = await asMerchant('POST', url(), { category, treeReference: TREE });
  expect(res.status).toBe(200);
  return res.body.category as { id: string; revision: string; slug: string; parentCategory?: { id: string; index: number } };
}

describe('categories writes', () => {
  beforeEach(async () => {
    env.emu.reset();
    env.visitor = await visitorToken(env.emu);
  });

  it('creates a category under a parent, with a slug from its name, and refuses visitors', async () => {
    expect((await env.call('POST', url(), { body: { category: { name: 'Tees' }, treeReference: TREE } })).status).toBe(403);
    expect((await env.call('POST', url(), { auth: null, body: { category: { name: 'Tees' }, treeReference: TREE } })).status).toBe(401);
    const tees = await create({ name: 'Summer Tees', parentCategory: { id: demoCollectionId('apparel') } });
    expect(tees).toMatchObject({ slug: 'summer-tees', revision: '1', parentCategory: { id: demoCollectionId('apparel'), index: 0 } });
    const read = await env.call('GET', `${url()}/${tees.id}?${TREE_PARAMS}&fields=BREADCRUMBS_INFO`);
    expect(read.body.category.breadcrumbsInfo.breadcrumbs).toEqual([
      { categoryId: demoCollectionId('apparel'), categoryName: 'Apparel', categorySlug: 'apparel' },
    ]);
    const duplicate = await asMerchant('POST', url(), { category: { name: 'Summer tees' }, treeReference: TREE });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.details.applicationError.code).toBe('DUPLICATE_SLUG');
  });

  it('updates at the current revision only, and the revision grows', async () => {
    const id = demoCollectionId('home');
    const stale = await asMerchant('PATCH', `${url()}/${id}`, { category: { id, revision: '0', name: 'House' }, treeReference: TREE });
    expect(stale.status).toBe(409);
    const updated = await asMerchant('PATCH', `${url()}/${id}`, { category: { id, revision: '1', name: 'House', visible: false }, treeReference: TREE });
    expect(updated.status).toBe(200);
    expect(updated.body.category).toMatchObject({ name: 'House', revision: '2', visible: true });
  });

  it('hides a category and its subcategories; a subcategory cannot be shown under a hidden parent', async () => {
    const apparel = demoCollectionId('apparel');
    const tees = await create({ name: 'Tees', parentCategory: { id: apparel } });
    const hidden = await asMerchant('PATCH', `${url()}/visibility`, { categoryId: apparel, visible: false, treeReference: TREE, revision: '1' });
    expect(hidden.body.category).toMatchObject({ visible: false, revision: '2' });
    const visible = await env.call('POST', `${url()}/query`, { body: { treeReference: TREE } });
    expect(visible.body.categories.map((c: { id: string }) => c.id)).not.toContain(tees.id);
    const all = await env.call('POST', `${url()}/query`, { body: { treeReference: TREE, returnNonVisibleCategories: true } });
    expect(all.body.categories.find((c: { id: string }) => c.id === tees.id)).toMatchObject({ visible: false });
    const show = await asMerchant('POST', `${bulkUrl(env.emu.url)}/show`, { categoryIds: [tees.id, apparel], treeReference: TREE, returnEntity: true });
    expect(show.body.results.map((r: { itemMetadata: { success: boolean; error?: { code: string } } }) => r.itemMetadata.error?.code ?? 'ok')).toEqual([
      'PARENT_CATEGORY_HIDDEN',
      'ok',
    ]);
    expect(show.body.results[1].category).toMatchObject({ id: apparel, visible: true });
    expect(show.body.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 });
  });

  it('moves a category after a sibling, and refuses a cycle', async () => {
    const apparel = demoCollectionId('apparel');
    const tees = await create({ name: 'Tees', parentCategory: { id: apparel } });
    const shirts = await create({ name: 'Shirts', parentCategory: { id: apparel } });
    const moved = await asMerchant('POST', `${url()}/${shirts.id}/move`, {
      categoryId: shirts.id,
      treeReference: TREE,
      parentCategoryId: apparel,
      position: 'FIRST',
    });
    expect(moved.body).toEqual({ parentCategoryId: apparel, categoriesAfterMove: [shirts.id, tees.id] });
    const cycle = await asMerchant('POST', `${url()}/${apparel}/move`, {
      categoryId: apparel,
      treeReference: TREE,
      parentCategoryId: tees.id,
      position: 'LAST',
    });
    expect(cycle.body.details.applicationError.code).toBe('TREE_CYCLE_DETECTED');
    const top = await asMerchant('POST', `${url()}/${tees.id}/move`, {
      categoryId: tees.id,
      treeReference: TREE,
      position: 'AFTER',
      moveAfterCategoryId: ALL_PRODUCTS_COLLECTION_ID,
    });
    expect(top.body.categoriesAfterMove.slice(0, 2)).toEqual([ALL_PRODUCTS_COLLECTION_ID, tees.id]);
  });

  it("adds items newest first, arranges them, lists subcategories' items, and removes them", async () => {
    const apparel = demoCollectionId('apparel');
    const tees = await create({ name: 'Tees', parentCategory: { id: apparel } });
    const added = await asMerchant('POST', `${bulkUrl(env.emu.url)}/${tees.id}/add-items`, {
      categoryId: tees.id,
      items: [item('classic-tee'), item('ceramic-mug')],
      treeReference: TREE,
    });
    expect(added.status).toBe(200);
    await asMerchant('POST', `${bulkUrl(env.emu.url)}/${tees.id}/add-items`, { categoryId: tees.id, items: [item('canvas-tote')], treeReference: TREE });
    const list = async (query = '') => (await env.call('GET', `${url()}/${tees.id}/list-items?${TREE_PARAMS}${query}`)).body.items;
    expect(await list()).toEqual([item('canvas-tote'), item('ceramic-mug'), item('classic-tee')]);
    const arranged = await asMerchant('POST', `${url()}/${tees.id}/set-arranged-items`, {
      categoryId: tees.id,
      treeReference: TREE,
      items: [item('classic-tee')],
    });
    expect(arranged.body).toEqual({ items: [item('classic-tee')] });
    expect(await list('&useCategoryArrangement=true')).toEqual([item('classic-tee'), item('canvas-tote'), item('ceramic-mug')]);
    const notIn = await asMerchant('POST', `${url()}/${tees.id}/set-arranged-items`, { categoryId: tees.id, treeReference: TREE, items: [item('hoodie')] });
    expect(notIn.body.details.applicationError.code).toBe('ITEM_NOT_IN_CATEGORY');
    const withSub = (await env.call('GET', `${url()}/${apparel}/list-items?${TREE_PARAMS}&includeItemsFromSubcategories=true&cursorPaging.limit=100`)).body
      .items;
    expect(withSub).toContainEqual(item('canvas-tote'));
    const forItem = await env.call(
      'GET',
      `${url()}/list-categories-for-item?item.catalogItemId=${item('canvas-tote').catalogItemId}&item.appId=${item('canvas-tote').appId}&${TREE_PARAMS}`,
    );
    expect(forItem.body.directCategoryIds).toContain(tees.id);
    expect(forItem.body.allCategoryIds).toContain(apparel);
    await asMerchant('POST', `${bulkUrl(env.emu.url)}/${tees.id}/remove-items`, { categoryId: tees.id, items: [item('classic-tee')], treeReference: TREE });
    expect(await list('&useCategoryArrangement=true')).toEqual([item('canvas-tote'), item('ceramic-mug')]);
  });

  it('adds one item to several categories, sets its categories, and refuses item changes in All Products', async () => {
    const b = bulkUrl(env.emu.url);
    const tote = item('canvas-tote');
    const add = await asMerchant('POST', `${b}/add-item`, { item: tote, categoryIds: [demoCollectionId('sale'), 'missing'], treeReference: TREE });
    expect(add.body.results.map((r: { itemMetadata: { id: string; success: boolean } }) => [r.itemMetadata.id, r.itemMetadata.success])).toEqual([
      [demoCollectionId('sale'), true],
      ['missing', false],
    ]);
    const set = await asMerchant('POST', `${b}/set-item-categories`, { item: tote, categoryIds: [demoCollectionId('home')], treeReference: TREE });
    expect(set.body.addResults.map((r: { itemMetadata: { id: string } }) => r.itemMetadata.id)).toEqual([demoCollectionId('home')]);
    expect(set.body.removeResults.map((r: { itemMetadata: { id: string } }) => r.itemMetadata.id).sort()).toEqual(
      [demoCollectionId('accessories'), demoCollectionId('sale')].sort(),
    );
    const managed = await asMerchant('POST', `${b}/${ALL_PRODUCTS_COLLECTION_ID}/remove-items`, {
      categoryId: ALL_PRODUCTS_COLLECTION_ID,
      items: [tote],
      treeReference: TREE,
    });
    expect(managed.body.details.applicationError.code).toBe('MANAGED_CATEGORY_OPERATION_NOT_ALLOWED');
  });

  it('bulk-updates names at their revisions, only the masked fields', async () => {
    const home = demoCollectionId('home');
    const sale = demoCollectionId('sale');
    const res = await asMerchant('POST', `${bulkUrl(env.emu.url)}/update`, {
      categories: [
        { category: { id: home, revision: '1', name: 'House', slug: 'house' }, fieldMask: 'name' },
        { category: { id: sale, revision: '7', name: 'Deals' } },
      ],
      treeReference: TREE,
      returnEntity: true,
    });
    expect(res.body.results[0]).toMatchObject({ itemMetadata: { id: home, success: true }, category: { name: 'House', slug: 'home', revision: '2' } });
    expect(res.body.results[1].itemMetadata).toMatchObject({ id: sale, success: false, error: { code: 'REVISION_MISMATCH' } });
  });

  it('deletes a category with its subcategories, and never All Products', async () => {
    const apparel = demoCollectionId('apparel');
    const tees = await create({ name: 'Tees', parentCategory: { id: apparel } });
    expect((await asMerchant('DELETE', `${url()}/${apparel}?categoryId=${apparel}&${TREE_PARAMS}`)).body).toEqual({});
    expect((await env.call('GET', `${url()}/${tees.id}?${TREE_PARAMS}`)).status).toBe(404);
    expect((await asMerchant('DELETE', `${url()}/${ALL_PRODUCTS_COLLECTION_ID}?${TREE_PARAMS}`)).status).toBe(400);
  });

  it('starts again from the catalogue after a reset', async () => {
    await create({ name: 'Tees' });
    env.emu.reset();
    env.visitor = await visitorToken(env.emu);
    const count = await env.call('POST', `${url()}/count`, { body: { treeReference: TREE } });
    expect(count.body).toEqual({ count: 6 });
  });
});
