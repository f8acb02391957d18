/**
 * Every Catalog V3 behaviour the platform's published packages do not state, chosen here once so each
 * is easy to find and change (the README's "Catalogue versions" section lists them for users).
 */
import { PlatformError } from '../core/platform-error';
import type { CatalogVersionOption } from '../core/options';

/** The platform's name of each catalogue version (`GET /stores/v3/provision/version`). */
const CATALOG_VERSION_NAMES = { v1: 'V1_CATALOG', v3: 'V3_CATALOG' } as const;

/**
 * What a call of the other catalogue answers (a V1 catalogue call on a V3 store, or the reverse):
 * 428 (the platform's status for a failed precondition) with code `CATALOG_VERSION_MISMATCH` and a
 * message naming both versions, in the shape of every application error.
 */
export function catalogVersionMismatch(storeRuns: CatalogVersionOption, method: string, path: string): PlatformError {
  const runs = CATALOG_VERSION_NAMES[storeRuns];
  const called = storeRuns === 'v3' ? 'V1_CATALOG' : 'V3_CATALOG';
  const description = `This store runs ${runs}; ${method} ${path} belongs to ${called}. Call GET /stores/v3/provision/version at the start of a flow and use the matching API.`;
  return PlatformError.application(428, 'CATALOG_VERSION_MISMATCH', description, description, { catalogVersion: runs });
}

/** A free-text search without `search.fields` reads every searchable field (the platform asks for them, and does not say what it does without). */
export const searchFieldsWhenNoneGiven = <T>(searchable: readonly T[]): readonly T[] => searchable;

/**
 * `$matchItems: [f1, f2]` on a list field matches when one element of the list satisfies every listed
 * filter (one element for all, not one element each).
 */
export const matchItems = (elements: unknown[], filters: ((element: unknown) => boolean)[]): boolean =>
  elements.some((element) => filters.every((matches) => matches(element)));

/**
 * A variant's `compareAtPrice`: its price before the product's discount, sent only when above what the
 * buyer pays. (`compareAtPriceRange` then spans each variant's compare-at price, or its actual price.)
 */
export const compareAtPrice = (before: number, actual: number): number | undefined => (before > actual ? before : undefined);

/** A product's `handle` when its create sent none: its slug (the platform sets it at creation; it does not say from what). An update's `handle` is ignored (settable only on create). */
export const handleOf = (slug: string): string => slug;

/** The page path of a product, as in the V1 catalogue's `productPageUrl`. */
export const productPagePath = (slug: string): string => `/product-page/${slug}`;

/** The aggregation types the emulator computes; the others answer 400 naming the type. */
export const SUPPORTED_AGGREGATIONS = ['VALUE', 'RANGE', 'SCALAR'] as const;

/** The unit `WEIGHT_MEASUREMENT_UNIT_INFO` reports (the demo weights are kilograms). */
export const WEIGHT_UNIT = 'KG';

/** An update whose `revision` is not the product's current one: 409 `REVISION_MISMATCH`. */
export function revisionMismatch(id: string, sent: string, current: number): PlatformError {
  const description = `Product ${id} is at revision ${current}, the update was sent for revision ${sent}: read it again`;
  return PlatformError.application(409, 'REVISION_MISMATCH', description, description);
}

/** Whether a write answers the product when the request leaves `returnEntity` out: single writes do, bulk writes do not. */
export const RETURN_ENTITY_BY_DEFAULT = { single: true, bulk: false } as const;

/** Whether the product query answers `variantsInfo` (the platform states that the search does not; of the query it says nothing). */
export const QUERY_ANSWERS_VARIANTS = true;
