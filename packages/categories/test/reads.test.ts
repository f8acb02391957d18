/**
 * The categories reads against the emulator over real HTTP: the seeded store tree (the demo catalogue's
 * collections), get by id and slug, the query builder's cursor pages, search, count, the items of a
 * category and the categories of items, standalone and through the `categories` namespace.
 */
import { demoCollectionId, demoProductId, startEmulator, type Emulator } from '@storefront-kit/emulator';
import { createClient, HttpError } from '@storefront-kit/http-core';
import { OAuthStrategy } from '@storefront-kit/identity-oauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  countCategories,
  getCategory,
  getCategoryBySlug,
  listCategoriesForItem,
  listCategoriesForItems,
  listItemsInCategory,
  listTrees,
  queryCategories,
  searchCategories,
  storeProduct,
} from '../src/index';
import { visitorClient } from './helpers';

let emulator: Emulator;
let client: ReturnType<typeof visitorClient>;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  client = visitorClient(emulator);
});
afterAll(() => emulator.stop());

describe('category reads', () => {
  it('gets a category by id (unwrapped) and by slug (the envelope), with asked-for fields', async () => {
    const sale = await getCategory(client, demoCollectionId('sale'));
    expect(sale).toMatchObject({ id: demoCollectionId('sale'), slug: 'sale', name: 'Sale', visible: true });
    expect(sale.description).toBeUndefined();
    const { category } = await getCategoryBySlug(client, 'sale', { fields: ['DESCRIPTION'] });
    expect(category).toMatchObject({ id: sale.id, description: 'Discounted products.' });
    const missing = await getCategoryBySlug(client, 'no-such-category').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(HttpError);
    expect(missing).toMatchObject({ status: 404, applicationCode: 'CATEGORY_NOT_FOUND' });
  });

  it('queries in cursor pages that follow each other to the end', async () => {
    const first = await queryCategories(client).limit(4).find();
    expect(first.items.map((c) => c.slug)).toEqual(['all-products', 'apparel', 'accessories', 'home']);
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    expect(second.items.map((c) => c.slug)).toEqual(['sale', 'digital']);
    expect(second.hasNext()).toBe(false);
    const all: string[] = [];
    for await (const c of queryCategories(client).startsWith('name', 'a').descending('name').limit(1).iterate()) all.push(c.slug!);
    expect(all).toEqual(['apparel', 'all-products', 'accessories']);
  });

  it('searches and counts', async () => {
    const found = await searchCategories(client, { search: { expression: 'discounted' } });
    expect(found.categories.map((c) => c.slug)).toEqual(['sale']);
    expect(await countCategories(client, { filter: { name: { $startsWith: 'a' } } })).toEqual({ count: 3 });
  });

  it('lists the items of a category page by page, in catalogue order', async () => {
    const id = demoCollectionId('sale');
    const first = await listItemsInCategory(client, id, { cursorPaging: { limit: 3 } });
    expect(first.items).toEqual(['denim-jacket', 'summer-dress', 'sunglasses'].map((s) => storeProduct(demoProductId(s))));
    const cursor = first.pagingMetadata.cursors?.next;
    expect(cursor).toBeTruthy();
    const rest = await listItemsInCategory(client, id, { cursorPaging: { limit: 3, cursor: cursor! } });
    expect(rest.items).toEqual([storeProduct(demoProductId('throw-blanket'))]);
  });

  it('lists the categories of one item and of several', async () => {
    const tote = storeProduct(demoProductId('canvas-tote'));
    expect(await listCategoriesForItem(client, tote)).toEqual({
      directCategoryIds: [demoCollectionId('all-products'), demoCollectionId('accessories')],
      allCategoryIds: [demoCollectionId('all-products'), demoCollectionId('accessories')],
    });
    const { categoriesForItems } = await listCategoriesForItems(client, [tote, storeProduct(demoProductId('recipe-ebook'))]);
    expect(categoriesForItems.map((c) => c.directCategoryIds)).toEqual([
      [demoCollectionId('all-products'), demoCollectionId('accessories')],
      [demoCollectionId('all-products'), demoCollectionId('digital')],
    ]);
    expect(await listTrees(client)).toEqual({ trees: [{ appNamespace: '@wix/stores' }] });
  });

  it('binds every call through the categories namespace', async () => {
    const auth = OAuthStrategy({ clientId: emulator.clientId, hosts: emulator.hosts });
    const bound = createClient({ hosts: emulator.hosts, auth, modules: { categories } });
    const { category } = await bound.categories.getCategoryBySlug('home');
    const { items } = await bound.categories.listItemsInCategory(category.id!, { cursorPaging: { limit: 1 } });
    expect(items).toEqual([storeProduct(demoProductId('ceramic-mug'))]);
    expect((await bound.categories.queryCategories().eq('slug', 'home').find()).items).toHaveLength(1);
  });
});
