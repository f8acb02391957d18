/**
 * The merchant's category writes against the emulator over real HTTP: create, update at a revision,
 * visibility, move, arrangement, bulk calls and delete; a visitor is refused.
 */
import { demoCollectionId, demoProductId, startEmulator, type Emulator } from '@storefront-kit/emulator';
import { HttpError } from '@storefront-kit/http-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bulkAddItemsToCategory,
  bulkAddItemToCategories,
  bulkRemoveItemFromCategories,
  bulkRemoveItemsFromCategory,
  bulkSetItemCategories,
  bulkShowCategories,
  bulkUpdateCategories,
  createCategory,
  deleteCategory,
  getArrangedItems,
  getCategory,
  getCategoryBySlug,
  listCategoriesForItem,
  listItemsInCategory,
  moveCategory,
  setArrangedItems,
  storeProduct,
  updateCategory,
  updateCategoryVisibility,
} from '../src/index';
import { merchantClient, visitorClient } from './helpers';

let emulator: Emulator;
let merchant: ReturnType<typeof merchantClient>;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  merchant = merchantClient(emulator);
});
afterAll(() => emulator.stop());
beforeEach(() => emulator.reset());

const apparel = demoCollectionId('apparel');
const product = (slug: string) => storeProduct(demoProductId(slug));

describe('category writes', () => {
  it('creates under a parent, updates at the current revision, and refuses a stale one', async () => {
    const tees = await createCategory(merchant, { name: 'Tees', parentCategory: { id: apparel } }, { fields: ['BREADCRUMBS_INFO'] });
    expect(tees).toMatchObject({ name: 'Tees', slug: 'tees', revision: '1', parentCategory: { id: apparel, index: 0 } });
    expect(tees.breadcrumbsInfo?.breadcrumbs?.map((b) => b.categorySlug)).toEqual(['apparel']);
    const renamed = await updateCategory(merchant, tees.id!, { name: 'T-shirts', revision: '1' });
    expect(renamed).toMatchObject({ name: 'T-shirts', revision: '2' });
    const stale = await updateCategory(merchant, tees.id!, { name: 'Shirts', revision: '1' }).catch((e: unknown) => e);
    expect(stale).toMatchObject({ status: 409, applicationCode: 'REVISION_MISMATCH' });
  });

  it('finds by its slug a category created with a slug of the longest length the platform takes (300)', async () => {
    const slug = `long-${'s'.repeat(295)}`;
    const created = await createCategory(merchant, { name: 'Long slug', slug });
    expect(created.slug).toBe(slug);
    await expect(getCategoryBySlug(merchant, slug)).resolves.toMatchObject({ category: { id: created.id, slug } });
    await expect(getCategoryBySlug(merchant, `${slug}s`)).rejects.toMatchObject({ name: 'ValidationError', field: 'slug' });
    await expect(getCategoryBySlug(merchant, '   ')).rejects.toMatchObject({ name: 'ValidationError', field: 'slug' });
  });

  it('refuses a visitor', async () => {
    const error = await createCategory(visitorClient(emulator), { name: 'Tees' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 403 });
  });

  it('hides and shows, moves, and deletes with the subtree', async () => {
    const tees = await createCategory(merchant, { name: 'Tees', parentCategory: { id: apparel } });
    const shirts = await createCategory(merchant, { name: 'Shirts', parentCategory: { id: apparel } });
    const { category } = await updateCategoryVisibility(merchant, apparel, { visible: false, revision: '1' });
    expect(category.visible).toBe(false);
    expect((await getCategory(merchant, tees.id!)).visible).toBe(false);
    const shown = await bulkShowCategories(merchant, [apparel, tees.id!], { returnEntity: true });
    expect(shown.bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 0, undetailedFailures: 0 });
    expect(shown.results.map((r) => r.category?.visible)).toEqual([true, true]);
    expect(await moveCategory(merchant, shirts.id!, { parentCategoryId: apparel, position: 'FIRST' })).toEqual({
      parentCategoryId: apparel,
      categoriesAfterMove: [shirts.id, tees.id],
    });
    await deleteCategory(merchant, apparel);
    expect(await getCategory(merchant, tees.id!).catch((e: unknown) => e)).toMatchObject({ status: 404 });
  });

  it('adds, arranges and removes items, and sets the categories of an item', async () => {
    const tees = await createCategory(merchant, { name: 'Tees' });
    const added = await bulkAddItemsToCategory(merchant, tees.id!, [product('classic-tee'), product('linen-shirt')]);
    expect(added.results.map((r) => r.itemMetadata.success)).toEqual([true, true]);
    expect((await listItemsInCategory(merchant, tees.id!)).items).toEqual([product('linen-shirt'), product('classic-tee')]);
    expect(await setArrangedItems(merchant, tees.id!, [product('classic-tee')])).toEqual({ items: [product('classic-tee')] });
    expect(await getArrangedItems(merchant, tees.id!)).toEqual({ items: [product('classic-tee')] });
    expect((await listItemsInCategory(merchant, tees.id!, { useCategoryArrangement: true })).items[0]).toEqual(product('classic-tee'));
    await bulkRemoveItemsFromCategory(merchant, tees.id!, [product('classic-tee')]);
    expect((await listItemsInCategory(merchant, tees.id!)).items).toEqual([product('linen-shirt')]);
    await bulkAddItemToCategories(merchant, product('hoodie'), [tees.id!, demoCollectionId('sale')]);
    await bulkRemoveItemFromCategories(merchant, product('hoodie'), [demoCollectionId('sale')]);
    expect((await listCategoriesForItem(merchant, product('hoodie'))).directCategoryIds).toEqual([demoCollectionId('all-products'), apparel, tees.id]);
    const set = await bulkSetItemCategories(merchant, product('hoodie'), []);
    expect(set.removeResults.map((r) => r.itemMetadata.id)).toEqual([apparel, tees.id]);
  });

  it('bulk-updates at each revision, reporting each entry', async () => {
    const result = await bulkUpdateCategories(merchant, [
      { category: { id: demoCollectionId('home'), revision: '1', name: 'House' }, fieldMask: ['name'] },
      { category: { id: demoCollectionId('sale'), revision: '9', name: 'Deals' } },
    ]);
    expect(result.results.map((r) => r.itemMetadata.success)).toEqual([true, false]);
    expect((await getCategory(merchant, demoCollectionId('home'))).name).toBe('House');
  });
});
