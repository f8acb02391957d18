/**
 * The merchant's catalogue writes (the product spec's catalogue writes) as plain functions over the store.
 * Each one validates its input against the current state, changes it, recomputes derived fields and
 * emits the matching catalogue events through `env.emit`. Products, media and collections each have
 * their file in this folder.
 */
export { collectionNotFound, productNotFound, type WriteEnv } from './env';
export {
  createProduct,
  deleteProduct,
  deleteProductOptions,
  removeBrand,
  removeRibbon,
  resetVariants,
  updateProduct,
  updateVariants,
} from './products';
export { addChoicesMedia, addProductMedia, removeChoicesMedia, removeProductMedia } from './media';
export {
  addProductsToCollection,
  createCollection,
  deleteCollection,
  removeProductsFromCollection,
  updateCollection,
} from './collections';
