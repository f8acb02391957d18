/** Payloads of the legacy catalogue webhook events (kind `plain`: the payload is the whole event). */
import type { Media } from './media';
import type { PriceData } from './price';
import type { PageUrl } from './product';

/**
 * Every {@link IdentityType} value.
 *
 * @group Constants
 */
export const IDENTITY_TYPES = ['UNKNOWN', 'ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP'] as const;

/**
 * Who triggered an event (webhook envelopes).
 *
 * @group Types
 * @example
 * ```ts
 * import type { IdentityType } from '@storefront-kit/stores-catalogue';
 * const byMerchant = (t: IdentityType) => t === 'WIX_USER' || t === 'APP';
 * ```
 */
export type IdentityType = (typeof IDENTITY_TYPES)[number];

/**
 * Every {@link CatalogueEventType} value.
 *
 * @group Constants
 * @example
 * ```ts
 * import { CATALOGUE_EVENT_TYPES } from '@storefront-kit/stores-catalogue';
 * const isCatalogueEvent = (t: string) => (CATALOGUE_EVENT_TYPES as readonly string[]).includes(t);
 * ```
 */
export const CATALOGUE_EVENT_TYPES = [
  'com.wix.ecommerce.catalog.api.v1.ProductCreated',
  'com.wix.ecommerce.catalog.api.v1.ProductChanged',
  'com.wix.ecommerce.catalog.api.v1.ProductDeleted',
  'com.wix.ecommerce.catalog.api.v1.VariantsChanged',
  'com.wix.ecommerce.catalog.api.v1.CollectionCreated',
  'com.wix.ecommerce.catalog.api.v1.CollectionChanged',
  'com.wix.ecommerce.catalog.api.v1.CollectionDeleted',
] as const;

/**
 * Event types of the catalogue.
 *
 * @group Types
 */
export type CatalogueEventType = (typeof CATALOGUE_EVENT_TYPES)[number];

/**
 * `ProductCreated` payload.
 *
 * @group Types
 */
export interface ProductCreatedPayload {
  productId: string;
  name: string;
  visible: boolean;
  price: PriceData;
  media?: Media;
  productPageUrl?: PageUrl;
}

/**
 * `ProductChanged` payload: which top-level product fields changed.
 *
 * @group Types
 * @example
 * ```ts
 * import type { ProductChangedPayload } from '@storefront-kit/stores-catalogue';
 * const priceChanged = (e: ProductChangedPayload) => e.changedFields.includes('priceData');
 * ```
 */
export interface ProductChangedPayload {
  productId: string;
  changedFields: string[];
}

/**
 * `ProductDeleted` payload.
 *
 * @group Types
 */
export interface ProductDeletedPayload {
  productId: string;
}

/**
 * One changed variant in a `VariantsChanged` payload.
 *
 * @group Types
 * @example
 * ```ts
 * import type { ChangedVariant } from '@storefront-kit/stores-catalogue';
 * const describe = (v: ChangedVariant) => `${v.variantId}: ${v.changedFields.join(', ')}`;
 * ```
 */
export interface ChangedVariant {
  variantId: string;
  choices?: Record<string, string>;
  /** e.g. `price`, `cost`, `weight`, `sku`, `visible`, `stock`. */
  changedFields: string[];
}

/**
 * `VariantsChanged` payload.
 *
 * @group Types
 * @example
 * ```ts
 * import type { VariantsChangedPayload } from '@storefront-kit/stores-catalogue';
 * const stockChanged = (e: VariantsChangedPayload) => e.variants.some((v) => v.changedFields.includes('stock'));
 * ```
 */
export interface VariantsChangedPayload {
  productId: string;
  variants: ChangedVariant[];
}

/**
 * `CollectionCreated` payload.
 *
 * @group Types
 */
export interface CollectionCreatedPayload {
  collectionId: string;
  name: string;
  media?: Media;
}

/**
 * `CollectionChanged` payload: changed fields and the products added or removed.
 *
 * @group Types
 * @example
 * ```ts
 * import type { CollectionChangedPayload } from '@storefront-kit/stores-catalogue';
 * const added = (e: CollectionChangedPayload) => e.productsAdded ?? [];
 * ```
 */
export interface CollectionChangedPayload {
  collectionId: string;
  changedFields: string[];
  productsAdded?: string[];
  productsRemoved?: string[];
}

/**
 * `CollectionDeleted` payload.
 *
 * @group Types
 */
export interface CollectionDeletedPayload {
  collectionId: string;
}
