/**
 * Namespace objects for `createClient({ modules: { products, collections, variants } })`. Member names
 * follow the platform's SDK (`products.getCollectionBySlug` is the v1 reader call; collection writes live
 * in `products` as there, and also in `collections`).
 */
// Plain object literals (no spreads), so that bundlers drop the namespaces nobody imports.
import { bulkAdjustProductProperty, bulkUpdateProductsProperty } from './bulk';
import { addProductsToCollection, createCollection, deleteCollection, removeProductsFromCollection, updateCollection } from './collection-writes';
import { getCollection, getCollectionBySlug, getCollectionBySlugV1, queryCollections } from './collections';
import { getProduct } from './get-product';
import {
  addProductMedia,
  addProductMediaToChoices,
  deleteProductOptions,
  removeBrand,
  removeProductMedia,
  removeProductMediaFromChoices,
  removeRibbon,
  resetAllProductVariantData,
  updateProductVariants,
} from './product-parts';
import { createProduct, createProductPlatformized, deleteProduct, deleteProductPlatformized, updateProduct, updateProductPlatformized } from './product-writes';
import { queryProducts } from './query-products';
import { getProductOptionsAvailability, getStoreVariant, queryProductVariants, queryStoreVariants } from './variants';

/**
 * Product reads and writes, store variants, v1 collection calls and bulk calls, as the platform SDK's
 * `products` module.
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { products } from '@storefront-kit/stores-catalogue';
 * const client = createClient({ modules: { products } });
 * const { items } = await client.products.queryProducts().limit(10).find();
 * const { product } = await client.products.getProduct(items[0]!.id!);
 * ```
 */
export const products = {
  getProduct,
  queryProducts,
  getProductOptionsAvailability,
  queryProductVariants,
  queryStoreVariants,
  getStoreVariant,
  getCollectionBySlug: getCollectionBySlugV1,
  createProduct,
  updateProduct,
  deleteProduct,
  createProductPlatformized,
  updateProductPlatformized,
  deleteProductPlatformized,
  updateProductVariants,
  resetAllProductVariantData,
  addProductMedia,
  removeProductMedia,
  addProductMediaToChoices,
  removeProductMediaFromChoices,
  deleteProductOptions,
  removeBrand,
  removeRibbon,
  bulkUpdateProductsProperty,
  bulkAdjustProductProperty,
  createCollection,
  updateCollection,
  deleteCollection,
  addProductsToCollection,
  removeProductsFromCollection,
};

/**
 * v2 collection reads (as the platform SDK's `collections` module) plus the merchant's collection writes.
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { collections } from '@storefront-kit/stores-catalogue';
 * const client = createClient({ modules: { collections } });
 * const { collection } = await client.collections.getCollectionBySlug('sale');
 * ```
 */
export const collections = {
  getCollection,
  getCollectionBySlug,
  queryCollections,
  createCollection,
  updateCollection,
  deleteCollection,
  addProductsToCollection,
  removeProductsFromCollection,
};

/**
 * Variant calls: a product's variants, option availability, store variants, and variant writes.
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { variants } from '@storefront-kit/stores-catalogue';
 * const client = createClient({ modules: { variants } });
 * const { variants: red } = await client.variants.queryProductVariants('product-id', { choices: { Color: 'Red' } });
 * ```
 */
export const variants = {
  queryProductVariants,
  getProductOptionsAvailability,
  queryStoreVariants,
  getStoreVariant,
  updateProductVariants,
  resetAllProductVariantData,
};
