/** Enumerations of a Catalog V3 product (its type, stock and preorder states): string-literal unions, each with its value list. */

/**
 * Every product type.
 *
 * @group Constants
 * @example
 * ```ts
 * import { V3_PRODUCT_TYPES } from '@storefront-kit/wire/catalogue-v3';
 * const isProductType = (v: string) => (V3_PRODUCT_TYPES as readonly string[]).includes(v);
 * ```
 */
export const V3_PRODUCT_TYPES = ['PHYSICAL', 'DIGITAL'] as const;

/**
 * A product type (immutable once created).
 *
 * @group Types
 */
export type V3ProductType = (typeof V3_PRODUCT_TYPES)[number];

/**
 * Every availability status of a product (computed from its variants).
 *
 * @group Constants
 * @example
 * ```ts
 * import { AVAILABILITY_STATUSES } from '@storefront-kit/wire/catalogue-v3';
 * const labels = AVAILABILITY_STATUSES.map((s) => s.replace(/_/g, ' ').toLowerCase());
 * ```
 */
export const AVAILABILITY_STATUSES = ['IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK'] as const;

/**
 * A product's availability: every visible variant in stock, none, or some.
 *
 * @group Types
 */
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

/**
 * Every preorder status of a product.
 *
 * @group Constants
 * @example
 * ```ts
 * import { PREORDER_STATUSES } from '@storefront-kit/wire/catalogue-v3';
 * const known = (v: string) => (PREORDER_STATUSES as readonly string[]).includes(v);
 * ```
 */
export const PREORDER_STATUSES = ['ENABLED', 'DISABLED', 'PARTIALLY_ENABLED'] as const;

/**
 * Whether a product's variants take preorders: all, none, some.
 *
 * @group Types
 */
export type PreorderStatus = (typeof PREORDER_STATUSES)[number];

/**
 * Every preorder availability of a product.
 *
 * @group Constants
 * @example
 * ```ts
 * import { PREORDER_AVAILABILITIES } from '@storefront-kit/wire/catalogue-v3';
 * const known = (v: string) => (PREORDER_AVAILABILITIES as readonly string[]).includes(v);
 * ```
 */
export const PREORDER_AVAILABILITIES = ['ALL_VARIANTS', 'NO_VARIANTS', 'SOME_VARIANTS'] as const;

/**
 * Which of a product's variants can be pre-ordered.
 *
 * @group Types
 */
export type PreorderAvailability = (typeof PREORDER_AVAILABILITIES)[number];
