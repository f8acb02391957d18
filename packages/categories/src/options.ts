import type { CallOptions } from '@storefront-kit/http-core';
import { STORES_APP_NAMESPACE, type CategoryField, type TreeReference } from '@storefront-kit/wire/categories';

/**
 * Per-call options of every categories call: http-core's `CallOptions` (`signal`, `timeoutMs`) and the
 * category tree, the store's (`{ appNamespace: '@wix/stores' }`) when left out.
 *
 * @group Options
 */
export interface TreeOptions extends CallOptions {
  /** The tree the call is about; default {@link STORES_TREE_REFERENCE}. */
  treeReference?: TreeReference;
}

/**
 * {@link TreeOptions} of the calls that answer categories: `fields` adds `DESCRIPTION`, `BREADCRUMBS_INFO`
 * or `RICH_CONTENT_DESCRIPTION` to each.
 *
 * @group Options
 */
export interface CategoryReadOptions extends TreeOptions {
  fields?: CategoryField[];
}

/**
 * The store's category tree, the default tree of every call: `{ appNamespace: '@wix/stores' }`.
 *
 * @group Constants
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { getCategory, STORES_TREE_REFERENCE } from '@storefront-kit/categories';
 * const category = await getCategory(createClient(), 'category-id', { treeReference: STORES_TREE_REFERENCE });
 * ```
 */
export const STORES_TREE_REFERENCE: Readonly<TreeReference> = { appNamespace: STORES_APP_NAMESPACE };
