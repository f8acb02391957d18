/**
 * Namespace objects of the V3 catalogue for `createClient({ modules: { productsV3, readOnlyVariantsV3 } })`,
 * named and shaped as the official SDK's modules of the same names.
 */
// Plain object literals (no spreads), so that bundlers drop the namespaces nobody imports.
import {
  bulkCreateProducts,
  bulkCreateProductsWithInventory,
  bulkDeleteProducts,
  bulkDeleteProductsByFilter,
  bulkUpdateProducts,
  bulkUpdateProductsByFilter,
  bulkUpdateProductsWithInventory,
} from './bulk';
import {
  bulkAddInfoSectionsToProducts,
  bulkAddInfoSectionsToProductsByFilter,
  bulkAddProductsToCategoriesByFilter,
  bulkRemoveInfoSectionsFromProducts,
  bulkRemoveInfoSectionsFromProductsByFilter,
  bulkRemoveProductsFromCategoriesByFilter,
} from './bulk-sections-categories';
import {
  bulkAdjustProductVariantsByFilter,
  bulkUpdateProductTags,
  bulkUpdateProductTagsByFilter,
  bulkUpdateProductVariantsByFilter,
} from './bulk-variants-tags';
import { countProducts, getAllProductsCategory, getProduct, getProductBySlug } from './product-reads';
import { createProduct, createProductWithInventory, deleteProduct, updateProduct, updateProductWithInventory } from './product-writes';
import { queryProducts } from './query-products';
import { searchProducts } from './search-products';
import { queryVariants, searchVariants } from './variants';

/**
 * V3 product reads and writes, as the official SDK's `productsV3` module.
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { productsV3 } from '@storefront-kit/stores-catalogue/v3';
 * const client = createClient({ modules: { productsV3 } });
 * const { items } = await client.productsV3.queryProducts({ fields: ['CURRENCY'] }).limit(10).find();
 * const product = await client.productsV3.getProduct(items[0]!.id!);
 * ```
 */
export const productsV3 = {
  getProduct,
  getProductBySlug,
  queryProducts,
  searchProducts,
  countProducts,
  getAllProductsCategory,
  createProduct,
  updateProduct,
  deleteProduct,
  createProductWithInventory,
  updateProductWithInventory,
  bulkCreateProducts,
  bulkUpdateProducts,
  bulkDeleteProducts,
  bulkCreateProductsWithInventory,
  bulkUpdateProductsWithInventory,
  bulkUpdateProductsByFilter,
  bulkDeleteProductsByFilter,
  bulkUpdateProductVariantsByFilter,
  bulkAdjustProductVariantsByFilter,
  bulkAddInfoSectionsToProducts,
  bulkAddInfoSectionsToProductsByFilter,
  bulkRemoveInfoSectionsFromProducts,
  bulkRemoveInfoSectionsFromProductsByFilter,
  bulkAddProductsToCategoriesByFilter,
  bulkRemoveProductsFromCategoriesByFilter,
  bulkUpdateProductTags,
  bulkUpdateProductTagsByFilter,
};

/**
 * The store's variants across products, read-only, as the official SDK's `readOnlyVariantsV3` module.
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { readOnlyVariantsV3 } from '@storefront-kit/stores-catalogue/v3';
 * const client = createClient({ modules: { readOnlyVariantsV3 } });
 * const { items } = await client.readOnlyVariantsV3.queryVariants().in('productData.productId', ['product-id']).find();
 * ```
 */
export const readOnlyVariantsV3 = {
  queryVariants,
  searchVariants,
};
