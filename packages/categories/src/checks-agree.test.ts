/**
 * The calls' hand-written checks and the exported zod schemas (what the emulator validates with) give the
 * same verdict on the same inputs: a value the SDK sends is one the schema accepts, and the reverse.
 */
import { ValidationError } from '@storefront-kit/http-core';
import { json } from '@storefront-kit/test-utils/recording-fetch';
import { describe, expect, it } from 'vitest';
import { recordingClient } from '../test/recording-client';
import * as sdk from './index';
import { categoryInputSchema, itemReferenceSchema, treeReferenceSchema, updateCategoryVisibilityRequestSchema } from './schemas';

/** Whether `call` is refused locally (a ValidationError, no request) or sent. */
async function refusedLocally(call: (client: ReturnType<typeof recordingClient>['client']) => Promise<unknown>): Promise<boolean> {
  const { client, requests } = recordingClient(() => json({ category: {} }));
  const error = await call(client).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (error !== undefined && !(error instanceof ValidationError)) throw error;
  expect(requests).toHaveLength(error ? 0 : 1);
  return error !== undefined;
}

const trees: unknown[] = [
  { appNamespace: '@wix/stores' },
  { appNamespace: '@wix/stores', treeKey: null },
  { appNamespace: '@wix/stores', treeKey: 'k' },
  { appNamespace: '@wix/stores', treeKey: '' },
  { appNamespace: '@wix/stores', treeKey: 'k'.repeat(45) },
  { appNamespace: '@w' },
  { appNamespace: 'x'.repeat(151) },
  { appNamespace: 7 },
];

const items: unknown[] = [
  { catalogItemId: 'p1', appId: 'a1' },
  { catalogItemId: 'x'.repeat(36), appId: 'a1' },
  { catalogItemId: 'x'.repeat(37), appId: 'a1' },
  { catalogItemId: '', appId: 'a1' },
  { catalogItemId: '  ', appId: 'a1' },
  { catalogItemId: 'p\u00001', appId: 'a1' },
  { catalogItemId: 'p1' },
];

const names: unknown[] = ['Tees', 'x'.repeat(80), 'x'.repeat(81), ' ', 7];
const revisions: unknown[] = ['1', '9223372036854775807', '12345678901234567890', 'one', '', 1];

describe('hand-written checks agree with the schemas', () => {
  it.each(trees)('tree reference %j', async (tree) => {
    const refused = await refusedLocally((c) => sdk.getCategory(c, 'c1', { treeReference: tree as never }));
    expect(refused).toBe(!treeReferenceSchema.safeParse(tree).success);
  });

  it.each(items)('item reference %j', async (item) => {
    const refused = await refusedLocally((c) => sdk.listCategoriesForItem(c, item as never));
    expect(refused).toBe(!itemReferenceSchema.safeParse(item).success);
  });

  it.each(names)('category name %j', async (name) => {
    const refused = await refusedLocally((c) => sdk.createCategory(c, { name: name as never }));
    expect(refused).toBe(!categoryInputSchema.safeParse({ name }).success);
  });

  it.each(revisions)('revision %j', async (revision) => {
    const refused = await refusedLocally((c) => sdk.updateCategoryVisibility(c, 'c1', { visible: true, revision: revision as never }));
    const request = { categoryId: 'c1', visible: true, treeReference: { appNamespace: '@wix/stores' }, revision };
    expect(refused).toBe(!updateCategoryVisibilityRequestSchema.safeParse(request).success);
  });
});
