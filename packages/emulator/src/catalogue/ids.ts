/** Deterministic, UUID-shaped ids of seeded catalogue entities. */

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** The platform's fixed id of the "All Products" collection. */
export const ALL_PRODUCTS_COLLECTION_ID = '00000000-000000-000000-000000000001';

/** The platform's id of the single default variant of a product without options. */
export const DEFAULT_VARIANT_ID = '00000000-0000-0000-0000-000000000000';

/** Id of the seeded product number `n` (1-based). */
export function productId(n: number): string {
  return `10000000-0000-4000-8000-${pad(n, 12)}`;
}

/** Id of the seeded collection number `n` (1-based). */
export function collectionId(n: number): string {
  return `c0000000-0000-4000-8000-${pad(n, 12)}`;
}

/** Id of variant `k` (0-based) of seeded product `n`. */
export function variantId(n: number, k: number): string {
  return `00000000-0000-${pad(k + 1, 4)}-0000-${pad(n, 12)}`;
}

/** Id of media item `k` (0-based) of seeded product `n`. */
export function mediaId(n: number, k: number): string {
  return `m${pad(n, 6)}_${k}`;
}
