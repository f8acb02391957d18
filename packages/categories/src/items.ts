import { STORES_APP_ID, type ItemReference } from '@storefront-kit/wire/categories';

/**
 * The item reference of a store product: `{ catalogItemId: productId, appId: STORES_APP_ID }`.
 *
 * @param productId - the product id
 * @returns the item reference the categories calls take
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { listCategoriesForItem, storeProduct } from '@storefront-kit/categories';
 * const { allCategoryIds } = await listCategoriesForItem(createClient(), storeProduct('product-id'));
 * ```
 */
export const storeProduct = (productId: string): ItemReference => ({ catalogItemId: productId, appId: STORES_APP_ID });
