import { ValidationError, type RequestClient } from '@storefront-kit/http-core';
import { expectLocalValidationRejection, json } from '@storefront-kit/test-utils/recording-fetch';
import { describe, expect, it } from 'vitest';
import { recordingClient } from '../test/recording-client';
import * as sdk from './index';

type Call = (c: RequestClient) => Promise<unknown>;
const tote = sdk.storeProduct('p1');
const many = (n: number) => Array.from({ length: n }, (_, i) => sdk.storeProduct(`p${i}`));

// [what, call, field] — every one must fail locally, naming the field, with no request sent.
const bad: [string, Call, string][] = [
  ['getCategory with a blank id', (c) => sdk.getCategory(c, ' '), 'categoryId'],
  ['getCategory with an unknown field', (c) => sdk.getCategory(c, 'c1', { fields: ['PRICE' as never] }), 'fields[0]'],
  ['getCategory with a short namespace', (c) => sdk.getCategory(c, 'c1', { treeReference: { appNamespace: '@w' } }), 'treeReference.appNamespace'],
  [
    'getCategory with an empty treeKey',
    (c) => sdk.getCategory(c, 'c1', { treeReference: { appNamespace: '@wix/stores', treeKey: '' } }),
    'treeReference.treeKey',
  ],
  ['getCategoryBySlug with an empty slug', (c) => sdk.getCategoryBySlug(c, ''), 'slug'],
  ['listItemsInCategory with limit 101', (c) => sdk.listItemsInCategory(c, 'c1', { cursorPaging: { limit: 101 } }), 'cursorPaging.limit'],
  ['listItemsInCategory with an empty cursor', (c) => sdk.listItemsInCategory(c, 'c1', { cursorPaging: { cursor: '' } }), 'cursorPaging.cursor'],
  ['listCategoriesForItem without an app id', (c) => sdk.listCategoriesForItem(c, { catalogItemId: 'p1', appId: '' }), 'item.appId'],
  ['listCategoriesForItem with a 37-character id', (c) => sdk.listCategoriesForItem(c, sdk.storeProduct('x'.repeat(37))), 'item.catalogItemId'],
  ['listCategoriesForItems with no items', (c) => sdk.listCategoriesForItems(c, []), 'items'],
  ['listCategoriesForItems with 101 items', (c) => sdk.listCategoriesForItems(c, many(101)), 'items'],
  ['searchCategories with a 101-character expression', (c) => sdk.searchCategories(c, { search: { expression: 'x'.repeat(101) } }), 'search.search.expression'],
  ['searchCategories with limit 1001', (c) => sdk.searchCategories(c, { cursorPaging: { limit: 1001 } }), 'search.cursorPaging.limit'],
  ['countCategories with a string filter', (c) => sdk.countCategories(c, { filter: 'visible' as never }), 'filter'],
  ['createCategory without a name', (c) => sdk.createCategory(c, {}), 'category.name'],
  ['createCategory with an 81-character name', (c) => sdk.createCategory(c, { name: 'x'.repeat(81) }), 'category.name'],
  ['updateCategory without a revision', (c) => sdk.updateCategory(c, 'c1', { name: 'A' } as never), 'category.revision'],
  ['updateCategory with a blank id', (c) => sdk.updateCategory(c, '', { revision: '1' }), 'categoryId'],
  ['deleteCategory with a blank id', (c) => sdk.deleteCategory(c, ' '), 'categoryId'],
  ['moveCategory with an unknown position', (c) => sdk.moveCategory(c, 'c1', { position: 'MIDDLE' as never }), 'position'],
  ['moveCategory AFTER without a sibling', (c) => sdk.moveCategory(c, 'c1', { position: 'AFTER' }), 'moveAfterCategoryId'],
  ['updateCategoryVisibility with a string visible', (c) => sdk.updateCategoryVisibility(c, 'c1', { visible: 'no' as never, revision: '1' }), 'visible'],
  ['updateCategoryVisibility with a bad revision', (c) => sdk.updateCategoryVisibility(c, 'c1', { visible: true, revision: 'one' }), 'revision'],
  ['setArrangedItems with 101 items', (c) => sdk.setArrangedItems(c, 'c1', many(101)), 'items'],
  ['bulkUpdateCategories with no entries', (c) => sdk.bulkUpdateCategories(c, []), 'categories'],
  ['bulkUpdateCategories without an id', (c) => sdk.bulkUpdateCategories(c, [{ category: { revision: '1' } as never }]), 'categories[0].category.id'],
  ['bulkShowCategories with a blank id', (c) => sdk.bulkShowCategories(c, ['c1', '']), 'categoryIds[1]'],
  ['bulkAddItemsToCategory with 1001 items', (c) => sdk.bulkAddItemsToCategory(c, 'c1', many(1001)), 'items'],
  ['bulkRemoveItemsFromCategory with 101 items', (c) => sdk.bulkRemoveItemsFromCategory(c, 'c1', many(101)), 'items'],
  ['bulkAddItemToCategories with no categories', (c) => sdk.bulkAddItemToCategories(c, tote, []), 'categoryIds'],
  ['bulkSetItemCategories with a bad item', (c) => sdk.bulkSetItemCategories(c, null as never, []), 'item'],
];

// The builder throws at once, by design, before `find()`.
const builder: [string, () => unknown, string][] = [
  ['queryCategories with limit 1001', () => sdk.queryCategories(recordingClient().client).limit(1001), 'limit'],
  ['queryCategories with an operator as a value', () => sdk.queryCategories(recordingClient().client).eq('slug', { $ne: null } as never), 'slug'],
];

describe('local validation', () => {
  it.each(bad)('%s -> a ValidationError rejection before any request', async (_what, call, field) => {
    await expectLocalValidationRejection(recordingClient(), call, ValidationError, field);
  });

  it.each(builder)('%s -> a ValidationError from the builder', (_what, call, field) => {
    expect(call).toThrow(ValidationError);
    expect(() => call()).toThrow(expect.objectContaining({ field }));
  });

  it('accepts the limits themselves', async () => {
    const { client, requests } = recordingClient(() => json({ category: {}, categories: [], pagingMetadata: {} }));
    await sdk.listCategoriesForItems(client, many(100));
    await sdk.createCategory(client, { name: 'x'.repeat(80) });
    await sdk.queryCategories(client).limit(1000).find();
    await sdk.bulkSetItemCategories(client, tote, []);
    expect(requests).toHaveLength(4);
  });
});
