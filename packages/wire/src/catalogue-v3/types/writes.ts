/** Request and answer shapes of the Catalog V3 merchant writes (single, with inventory, bulk). */
import type { ProductRequestedField, SingleProductRequestedField } from './fields';
import type { V3Product } from './product';
import type { V3Variant } from './variant';

/**
 * A variant in a write: its choices by names, and with inventory calls its stock.
 *
 * @group Types
 */
export interface V3VariantWrite extends V3Variant {
  /** With-inventory calls only: tracked `quantity` (-99999..99999) or `inStock`, and preorder settings. */
  inventoryItem?: { quantity?: number; inStock?: boolean; preorderInfo?: { enabled?: boolean; message?: string; limit?: number } };
}

/**
 * A product in a write (its variants may carry `inventoryItem` in with-inventory calls).
 *
 * @group Types
 */
export interface V3ProductWrite extends Omit<V3Product, 'variantsInfo'> {
  variantsInfo?: { variants?: V3VariantWrite[] };
}

/**
 * `POST /stores/v3/products` and `PATCH /stores/v3/products/{product.id}` (an update sends `id` and
 * the current `revision`); also the with-inventory twins, which take `returnEntity`.
 *
 * @group Types
 * @example
 * ```ts
 * import type { ProductV3WriteRequest } from '@storefront-kit/wire/catalogue-v3';
 * const hide = (id: string, revision: string): ProductV3WriteRequest => ({ product: { id, revision, visible: false } });
 * ```
 */
export interface ProductV3WriteRequest {
  product: V3ProductWrite;
  fields?: SingleProductRequestedField[];
  returnEntity?: boolean;
}

/**
 * The inventory outcome of a with-inventory write, one item per variant.
 *
 * @group Types
 */
export interface InventoryResults {
  results?: { itemMetadata?: BulkItemMetadata; item?: { id?: string; variantId?: string; productId?: string; quantity?: number; inStock?: boolean } }[];
  bulkActionMetadata?: BulkActionMetadata;
}

/**
 * The answer of a with-inventory create or update.
 *
 * @group Types
 */
export interface ProductWithInventoryResponse {
  product?: V3Product;
  inventoryResults?: InventoryResults;
}

/**
 * The outcome of one item of a bulk call.
 *
 * @group Types
 */
export interface BulkItemMetadata {
  id?: string | null;
  originalIndex?: number;
  success?: boolean;
  error?: { code?: string; description?: string; data?: Record<string, unknown> };
}

/**
 * The totals of a bulk call.
 *
 * @group Types
 */
export interface BulkActionMetadata {
  totalSuccesses?: number;
  totalFailures?: number;
  undetailedFailures?: number;
}

/**
 * `POST /stores/v3/bulk/products/create` and `.../products-with-inventory/create`.
 *
 * @group Types
 */
export interface BulkCreateProductsV3Request {
  products: V3ProductWrite[];
  returnEntity?: boolean;
  fields?: ProductRequestedField[];
}

/**
 * `POST /stores/v3/bulk/products/update` and `.../products-with-inventory/update`: each product with
 * its `id` and `revision`; `fieldMask` (comma-joined paths) limits what changes.
 *
 * @group Types
 */
export interface BulkUpdateProductsV3Request {
  products: { product: V3ProductWrite; fieldMask?: string }[];
  returnEntity?: boolean;
  fields?: ProductRequestedField[];
}

/**
 * `POST /stores/v3/bulk/products/delete`.
 *
 * @group Types
 */
export interface BulkDeleteProductsV3Request {
  productIds: string[];
}

/**
 * The answer of a bulk product call: one result per item, in request order.
 *
 * @group Types
 */
export interface BulkProductsV3Response {
  results?: { itemMetadata?: BulkItemMetadata; item?: V3Product }[];
  bulkActionMetadata?: BulkActionMetadata;
}

/**
 * The answer of a bulk with-inventory call.
 *
 * @group Types
 */
export interface BulkProductsWithInventoryResponse {
  productResults?: BulkProductsV3Response;
  inventoryResults?: InventoryResults & { error?: { code?: string; description?: string } };
}
