/**
 * The categories calls' own input checks, on top of http-core's shared ones: each throws a
 * `ValidationError` naming the field (`<field> must …`), before any request.
 */
import { invalid, requireId, requireInteger, requireList, requireObject } from '@storefront-kit/http-core';
import { CATEGORY_FIELDS, CATEGORY_TEXT_LIMITS, type CategoryField, type ItemReference, type TreeReference } from '@storefront-kit/wire/categories';
import { STORES_TREE_REFERENCE, type CategoryReadOptions, type TreeOptions } from './options';

const text = (v: unknown, field: string, min: number, max: number): void => {
  if (typeof v !== 'string' || v.length < min || v.length > max) invalid(field, `must be a string of ${min} to ${max} characters`);
};

/** The call's tree (the store's when left out): `appNamespace` 4..150 characters, `treeKey` 1..44 or `null`. */
export function treeOf(options: TreeOptions): TreeReference {
  const tree = options.treeReference ?? STORES_TREE_REFERENCE;
  requireObject(tree, 'treeReference');
  text(tree.appNamespace, 'treeReference.appNamespace', 4, 150);
  if (tree.treeKey != null) text(tree.treeKey, 'treeReference.treeKey', 1, 44);
  return { ...tree };
}

/**
 * A slug to look up: 1 to 300 characters, as a category's slug may be (not the 200 of an id). A blank
 * one is refused by http-core as a path parameter; other characters are percent-encoded there.
 */
export const slugOf = (slug: string): string => (text(slug, 'slug', 1, CATEGORY_TEXT_LIMITS.slug), slug);

/** Optional `fields`: values of `CATEGORY_FIELDS`. */
export function fieldsOf(options: CategoryReadOptions): CategoryField[] | undefined {
  const { fields } = options;
  if (fields === undefined) return undefined;
  if (!Array.isArray(fields)) invalid('fields', 'must be a list');
  fields.forEach((f, i) => CATEGORY_FIELDS.includes(f) || invalid(`fields[${i}]`, `must be one of ${CATEGORY_FIELDS.join(', ')}`));
  return [...fields];
}

/** An item reference: `catalogItemId` and `appId`, ids of at most 36 characters. */
export function itemOf(item: ItemReference, field: string): ItemReference {
  requireObject(item, field);
  for (const key of ['catalogItemId', 'appId'] as const) {
    requireId(item[key], `${field}.${key}`);
    if (item[key].length > 36) invalid(`${field}.${key}`, 'must be at most 36 characters');
  }
  return { catalogItemId: item.catalogItemId, appId: item.appId };
}

/** A non-empty list of at most `max` item references. */
export const itemsOf = (items: readonly ItemReference[], field: string, max: number): ItemReference[] =>
  requireList(items, field, max, itemOf).map((item, i) => itemOf(item, `${field}[${i}]`));

/** A non-empty list of at most `max` ids. */
export const idsOf = (ids: readonly string[], field: string, max: number): string[] => [...requireList(ids, field, max, requireId)];

/** Optional cursor paging: `limit` 1..`max`, `cursor` a non-empty string. */
export function cursorPagingOf(paging: { limit?: number; cursor?: string } | undefined, field: string, max: number) {
  if (paging === undefined) return undefined;
  requireObject(paging, field);
  if (paging.limit !== undefined) requireInteger(paging.limit, `${field}.limit`, 1, max);
  if (paging.cursor !== undefined && (typeof paging.cursor !== 'string' || !paging.cursor)) invalid(`${field}.cursor`, 'must be a non-empty string');
  return { ...paging };
}

/** A revision: an int64 as a string (`"1"`). */
export function revisionOf(revision: unknown, field: string): string {
  if (typeof revision !== 'string' || !/^\d{1,19}$/.test(revision)) invalid(field, 'must be an int64 as a string, e.g. "1"');
  return revision as string;
}
