import type { Principal } from './principal';

/** A domain event a module wants delivered to webhook subscribers (the core builds the envelope and signs it). */
export interface EmulatorEvent {
  /** e.g. `wix.ecom.v1.cart_created` or `com.wix.ecommerce.catalog.api.v1.ProductChanged`. */
  eventType: string;
  /** How the payload is wrapped: see `EventKind` in `@storefront-kit/http-core`. */
  kind: 'created' | 'updated' | 'deleted' | 'action' | 'plain';
  /** e.g. `wix.ecom.v1.cart` (domain events only). */
  entityFqdn?: string;
  entityId: string;
  /** created: the entity; updated: the current entity; deleted: the deleted entity. */
  entity?: unknown;
  /** updated events: the changed fields. */
  modifiedFields?: Record<string, unknown>;
  /** action events: the body; plain events: the whole payload. */
  body?: unknown;
  /** Who triggered it (becomes the envelope's `identity`). */
  principal?: Principal;
}
