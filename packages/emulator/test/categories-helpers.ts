/** Helpers of the categories integration tests: the service's paths, the store tree, item references. */
import { STORES_APP_ID } from '@storefront-kit/wire/categories';
import { demoProductId } from '../src/catalogue/seed';

/** `/categories/v1/categories` on an emulator. */
export const categoriesUrl = (base: string) => `${base}/categories/v1/categories`;
/** `/categories/v1/bulk/categories` on an emulator. */
export const bulkUrl = (base: string) => `${base}/categories/v1/bulk/categories`;
/** The store tree as a POST body sends it. */
export const TREE = { appNamespace: '@wix/stores', treeKey: null };
/** The store tree as flat GET parameters. */
export const TREE_PARAMS = 'treeReference.appNamespace=%40wix%2Fstores';
/** The item reference of a demo product by slug. */
export const item = (slug: string) => ({ catalogItemId: demoProductId(slug), appId: STORES_APP_ID });
