/** Stock of products and variants. */

/**
 * Every {@link InventoryStatus} value.
 *
 * @group Constants
 * @example
 * ```ts
 * import { INVENTORY_STATUSES } from '@storefront-kit/stores-catalogue';
 * const options = INVENTORY_STATUSES.map((s) => ({ value: s, label: s.replace(/_/g, ' ').toLowerCase() }));
 * ```
 */
export const INVENTORY_STATUSES = ['IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK'] as const;

/**
 * Inventory status of a product (read-only, computed from its variants' stock).
 *
 * @group Types
 * @example
 * ```ts
 * import type { InventoryStatus } from '@storefront-kit/stores-catalogue';
 * const soldOut = (s: InventoryStatus | undefined) => s === 'OUT_OF_STOCK';
 * ```
 */
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];

/**
 * Product stock.
 *
 * @group Types
 */
export interface Stock {
  trackInventory?: boolean;
  /** Units in stock, when `trackInventory` is set. */
  quantity?: number;
  inStock?: boolean;
  inventoryStatus?: InventoryStatus;
}

/**
 * Variant stock.
 *
 * @group Types
 */
export interface VariantStock {
  trackQuantity?: boolean;
  quantity?: number;
  inStock?: boolean;
}
