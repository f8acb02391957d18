/** The cart's webhook event types and payloads. */
import type { Cart } from './cart';

/**
 * Every {@link CartEventType}.
 *
 * @example
 * ```ts
 * import { CART_EVENT_TYPES } from '@storefront-kit/ecom-cart';
 * import type { CartEventType } from '@storefront-kit/ecom-cart';
 * const isCartEventType = (type: string): type is CartEventType => (CART_EVENT_TYPES as readonly string[]).includes(type);
 * ```
 *
 * @group Constants
 */
export const CART_EVENT_TYPES = ['wix.ecom.v1.cart_created', 'wix.ecom.v1.cart_updated', 'wix.ecom.v1.cart_deleted'] as const;

/**
 * The cart's event types.
 *
 * @group Types
 */
export type CartEventType = (typeof CART_EVENT_TYPES)[number];

/**
 * The cart's entity name in event envelopes (`entityFqdn`).
 *
 * @example
 * ```ts
 * import { CART_ENTITY_FQDN } from '@storefront-kit/ecom-cart';
 * const isCartEvent = (entityFqdn: string) => entityFqdn === CART_ENTITY_FQDN;
 * ```
 *
 * @group Constants
 */
export const CART_ENTITY_FQDN = 'wix.ecom.v1.cart';

/**
 * Payload (`data`) of `wix.ecom.v1.cart_created`.
 *
 * @example
 * ```ts
 * import type { CartCreatedEvent } from '@storefront-kit/ecom-cart';
 * declare const payload: CartCreatedEvent;
 * const cartId = payload.createdEvent.entity.id;
 * ```
 *
 * @group Types
 */
export interface CartCreatedEvent {
  createdEvent: { entity: Cart };
}

/**
 * Payload (`data`) of `wix.ecom.v1.cart_updated`.
 *
 * @example
 * ```ts
 * import type { CartUpdatedEvent } from '@storefront-kit/ecom-cart';
 * declare const payload: CartUpdatedEvent;
 * const lines = payload.updatedEvent.currentEntity.lineItems?.length;
 * ```
 *
 * @group Types
 */
export interface CartUpdatedEvent {
  updatedEvent: { currentEntity: Cart; modifiedFields?: Record<string, unknown> };
}

/**
 * Payload (`data`) of `wix.ecom.v1.cart_deleted`.
 *
 * @example
 * ```ts
 * import type { CartDeletedEvent } from '@storefront-kit/ecom-cart';
 * declare const payload: CartDeletedEvent;
 * const cartId = payload.deletedEvent.deletedEntity?.id;
 * ```
 *
 * @group Types
 */
export interface CartDeletedEvent {
  deletedEvent: { deletedEntity?: Cart };
}
