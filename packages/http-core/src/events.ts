/**
 * How an event's payload is wrapped on the wire (see the platform's webhook envelope):
 * `created` carries `createdEvent.entity`, `updated` carries `updatedEvent.currentEntity`,
 * `deleted` carries `deletedEvent.deletedEntity`, `action` carries `actionEvent.body`, and
 * `plain` events (the catalogue's legacy events) carry their payload as is.
 */
export type EventKind = 'created' | 'updated' | 'deleted' | 'action' | 'plain';

/** All event kinds, in a stable order. */
export const EVENT_KINDS: readonly EventKind[] = ['created', 'updated', 'deleted', 'action', 'plain'];

/**
 * A typed description of one platform event, exported by the domain packages
 * (`cartCreated` in `@storefront-kit/ecom-cart`, `productChanged` in `@storefront-kit/stores-catalogue`, ...)
 * and consumed by `@storefront-kit/webhooks` to type handlers.
 *
 * `TPayload` is the entity (created/updated/deleted), the action body (action) or the whole
 * payload (plain). It exists only in the type system.
 *
 * @example
 * ```ts
 * import { defineEvent } from '@storefront-kit/http-core';
 * interface Cart { id: string }
 * export const cartCreated = defineEvent<Cart>('wix.ecom.v1.cart_created', 'created');
 * ```
 */
export interface EventDefinition<TPayload = unknown, TType extends string = string> {
  /** The platform's event type string, e.g. `wix.ecom.v1.cart_created`. */
  readonly type: TType;
  /** How the payload is wrapped in the envelope. */
  readonly kind: EventKind;
  /** Phantom field carrying the payload type; always `undefined` at run time. */
  readonly __payload?: TPayload;
}

/** The payload type an {@link EventDefinition} carries. */
export type EventPayload<TDefinition> = TDefinition extends EventDefinition<infer TPayload> ? TPayload : never;

/**
 * Declares a typed platform event.
 *
 * @param type - the platform's event type string
 * @param kind - how the payload is wrapped (`created`, `updated`, `deleted`, `action`, `plain`)
 * @returns a frozen event definition
 *
 * @example
 * ```ts
 * import { defineEvent } from '@storefront-kit/http-core';
 * interface Product { id: string; name?: string }
 * export const productChanged = defineEvent<Product>('com.wix.ecommerce.catalog.api.v1.ProductChanged', 'plain');
 * ```
 */
export function defineEvent<TPayload, const TType extends string = string>(
  type: TType,
  kind: EventKind,
): EventDefinition<TPayload, TType> {
  return Object.freeze({ type, kind });
}
