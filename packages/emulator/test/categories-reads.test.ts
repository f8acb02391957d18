/**
 * The categories service's reads over real HTTP: the tree seeded from the demo catalogue's collections,
 * get by id and slug with the requested fields, query / search / count with cursor paging, the items of
 * a category and the categories of items, hidden categories, the tree check and who may read.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../src/index';
import { demoCollectionId, demoProductId } from '../src/catalogue/seed';
import { ALL_PRODUCTS_COLLECTION_ID } from '../src/catalogue/ids';
import { useCatalogueEmulator, visitorToken } from './catalogue-helpers';
import { categoriesUrl, item, TREE, TREE_PARAMS } from './categories-helpers';

const env = useCatalogueEmulator();
const { call } = env;
const url = () => categoriesUrl(env.emu.url);

describe('categories reads', () => {
  beforeEach(async () => {
    env.emu.reset();
    env.visitor = await visitorToken(env.emu);
  });

  it('seeds one top-level category per demo collection, with the same id, slug and name, All Products first', async () => {
    const res = await call('POST', `${url()}/query`, { body: { treeReference: TREE, query: { filter: {}, cursorPaging: { limit: 50 } } } });
    expect(res.status).toBe(200);
    const categories = res.body.categories as { id: string; slug: string; name: string; visible: boolean; itemCounter: number; parentCategory?: unknown }[];
    expect(categories.map((c) => c.slug)).toEqual(['all-products', 'apparel', 'accessories', 'home', 'sale', 'digital']);
    expect(categories[0]!.id).toBe(ALL_PRODUCTS_COLLECTION_ID);
    expect(categories[1]!.id).toBe(demoCollectionId('apparel'));
    expect(categories[0]!.itemCounter).toBe(30);
    expect(categories.every((c) => c.visible && c.parentCategory === undefined)).toBe(true);
    expect(res.body.pagingMetadata).toMatchObject({ count: 6, hasNext: false });
  });

  it('gets a category by id and by slug, with the description and breadcrumbs only when asked for', async () => {
    const id = demoCollectionId('sale');
    const plain = await call('GET', `${url()}/${id}?categoryId=${id}&${TREE_PARAMS}`);
    expect(plain.status).toBe(200);
    expect(plain.body.category).toMatchObject({ id, slug: 'sale', name: 'Sale', revision: '1', treeReference: { appNamespace: '@wix/stores' } });
    expect(plain.body.category.description).toBeUndefined();
    const bySlug = await call('GET', `${url()}/slug/sale?slug=sale&${TREE_PARAMS}&fields=DESCRIPTION&fields=BREADCRUMBS_INFO`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.category).toMatchObject({ id, description: 'Discounted products.', breadcrumbsInfo: { breadcrumbs: [] } });
    const missing = await call('GET', `${url()}/slug/nope?slug=nope&${TREE_PARAMS}`);
    expect(missing.status).toBe(404);
    expect(missing.body.details.applicationError.code).toBe('CATEGORY_NOT_FOUND');
  });

  it('lists the items of a category in catalogue order, in cursor pages', async () => {
    const id = demoCollectionId('sale');
    const first = await call('GET', `${url()}/${id}/list-items?categoryId=${id}&${TREE_PARAMS}&cursorPaging.limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.items).toEqual([item('denim-jacket'), item('summer-dress')]);
    expect(first.body.pagingMetadata).toMatchObject({ count: 2, hasNext: true });
    const cursor = encodeURIComponent(first.body.pagingMetadata.cursors.next);
    const second = await call('GET', `${url()}/${id}/list-items?categoryId=${id}&${TREE_PARAMS}&cursorPaging.limit=2&cursorPaging.cursor=${cursor}`);
    expect(second.body.items).toEqual([item('sunglasses'), item('throw-blanket')]);
    expect(second.body.pagingMetadata).toMatchObject({ count: 2, hasNext: false, cursors: { next: null } });
    // The POST fallback takes the same payload as a body.
    const posted = await call('POST', `${url()}/${id}/list-items`, { body: { categoryId: id, treeReference: TREE, cursorPaging: { limit: 100 } } });
    expect(posted.body.items).toHaveLength(4);
  });

  it('refuses a cursor of another category, and a page over 100 items', async () => {
    const sale = demoCollectionId('sale');
    const first = await call('GET', `${url()}/${sale}/list-items?${TREE_PARAMS}&cursorPaging.limit=1`);
    const home = demoCollectionId('home');
    const cursor = encodeURIComponent(first.body.pagingMetadata.cursors.next);
    expect((await call('GET', `${url()}/${home}/list-items?${TREE_PARAMS}&cursorPaging.cursor=${cursor}`)).status).toBe(400);
    expect((await call('GET', `${url()}/${sale}/list-items?${TREE_PARAMS}&cursorPaging.limit=101`)).status).toBe(400);
  });

  it('answers the categories of an item (flat GET) and of several items (POST body)', async () => {
    const one = await call(
      'GET',
      `${url()}/list-categories-for-item?item.catalogItemId=${demoProductId('sunglasses')}&item.appId=${item('sunglasses').appId}&${TREE_PARAMS}`,
    );
    expect(one.status).toBe(200);
    expect(one.body.directCategoryIds).toEqual([ALL_PRODUCTS_COLLECTION_ID, demoCollectionId('accessories'), demoCollectionId('sale')]);
    expect(one.body.allCategoryIds).toEqual(one.body.directCategoryIds);
    const many = await call('POST', `${url()}/list-categories-for-items`, { body: { items: [item('recipe-ebook'), item('hoodie')], treeReference: TREE } });
    expect(many.body.categoriesForItems).toEqual([
      { item: item('recipe-ebook'), directCategoryIds: [ALL_PRODUCTS_COLLECTION_ID, demoCollectionId('digital')], indirectCategoryIds: [] },
      { item: item('hoodie'), directCategoryIds: [ALL_PRODUCTS_COLLECTION_ID, demoCollectionId('apparel')], indirectCategoryIds: [] },
    ]);
    // The official module's GET drops the items (they cannot travel flat): the answer is then empty.
    const dropped = await call('GET', `${url()}/list-categories-for-items?${TREE_PARAMS}`);
    expect(dropped.body).toEqual({ categoriesForItems: [] });
  });

  it('queries with a filter and sort, pages with a cursor that carries them, and counts', async () => {
    const body = {
      treeReference: TREE,
      query: { filter: { name: { $startsWith: 'a' } }, sort: [{ fieldName: 'name', order: 'DESC' }], cursorPaging: { limit: 2 } },
    };
    const first = await call('POST', `${url()}/query`, { body });
    expect(first.body.categories.map((c: { slug: string }) => c.slug)).toEqual(['apparel', 'all-products']);
    const next = await call('POST', `${url()}/query`, {
      body: { treeReference: TREE, query: { cursorPaging: { limit: 2, cursor: first.body.pagingMetadata.cursors.next } } },
    });
    expect(next.body.categories.map((c: { slug: string }) => c.slug)).toEqual(['accessories']);
    const count = await call('POST', `${url()}/count`, { body: { treeReference: TREE, filter: { name: { $startsWith: 'a' } } } });
    expect(count.body).toEqual({ count: 3 });
  });

  it('searches names and descriptions, each word or every word', async () => {
    const any = await call('POST', `${url()}/search`, { body: { treeReference: TREE, search: { search: { expression: 'mugs downloads' } } } });
    expect(any.status).toBe(200);
    expect(any.body.categories.map((c: { slug: string }) => c.slug).sort()).toEqual(['digital', 'home']);
    const all = await call('POST', `${url()}/search`, { body: { treeReference: TREE, search: { search: { expression: 'mugs downloads', mode: 'AND' } } } });
    expect(all.body.categories).toEqual([]);
    const counted = await call('POST', `${url()}/count`, { body: { treeReference: TREE, search: { expression: 'every' } } });
    expect(counted.body).toEqual({ count: 1 });
  });

  it('refuses another tree, a read without credentials, and an unknown field', async () => {
    const other = await call('POST', `${url()}/query`, { body: { treeReference: { appNamespace: '@wix/blog' } } });
    expect(other.status).toBe(400);
    expect(other.body.details.applicationError.code).toBe('NAMESPACE_NOT_FOUND_IN_DEV_CENTER');
    expect((await call('POST', `${url()}/query`, { auth: null, body: { treeReference: TREE } })).status).toBe(401);
    expect((await call('GET', `${url()}/${ALL_PRODUCTS_COLLECTION_ID}?${TREE_PARAMS}&fields=PRICE`)).status).toBe(400);
    const operator = await call('POST', `${url()}/query`, { body: { treeReference: TREE, query: { filter: { name: { $regex: 'a' } } } } });
    expect(operator.status).toBe(400);
    expect(operator.body.details.validationError.fieldViolations[0].field).toMatch(/^query\.filter/);
  });

  it('lists the one tree', async () => {
    expect((await call('GET', `${url()}/list-trees`)).body).toEqual({ trees: [{ appNamespace: '@wix/stores' }] });
  });

  it('serves the same tree on a Catalog V3 store', async () => {
    const v3 = await startEmulator({ port: 0, catalog: 'v3' });
    try {
      const token = await visitorToken(v3);
      const res = await call('GET', `${categoriesUrl(v3.url)}/slug/apparel?${TREE_PARAMS}`, { auth: token });
      expect(res.status).toBe(200);
      expect(res.body.category).toMatchObject({ id: demoCollectionId('apparel'), itemCounter: 11 });
    } finally {
      await v3.stop();
    }
  });
});
