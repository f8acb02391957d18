/** All event kinds, in a stable order. */
export const EVENT_KINDS = ['created', 'updated', 'deleted', 'action', 'plain'] as const;

/**
 * How an event's payload is wrapped on the wire (see the platform's webhook envelope):
 * `created` carries `createdEvent.entity`, `updated` carries `updatedEvent.currentEntity`,
 * `deleted` carries `deletedEvent.deletedEntity`, `action` carries `actionEvent.body`, and
 * `plain` events (the catalogue's legacy events) carry their payload as is.
 */
export type EventKind = (typeof EVENT_KINDS)[number];

/**
 * A typed description of one platform event, exported by the domain packages
 * (`cartCreated` in `@storefront-kit/ecom-cart`, `productChanged` in `@storefront-kit/stores-catalogue`, ...)
 * and consumed by `@storefront-kit/webhooks` to type handlers.
 *
 * `TPayload` is the entity (created/updated/deleted), the action body (action) or the whole
 * payload (plain); it exists only in the type system. `TKind` is the literal kind when the definition
 * was made with {@link createdEvent}, {@link updatedEvent}, {@link deletedEvent}, {@link actionEvent} or
 * {@link plainEvent}, so handlers get the exact per-kind arguments.
 *
 * @example
 * ```ts
 * import { createdEvent } from '@storefront-kit/http-core';
 * interface Cart { id: string }
 * export const cartCreated = createdEvent<Cart>('wix.ecom.v1.cart_created');
 * ```
 */
export interface EventDefinition<TPayload = unknown, TKind extends EventKind = EventKind> {
  /** The platform's event type string, e.g. `wix.ecom.v1.cart_created`. */
  readonly type: string;
  /** How the payload is wrapped in the envelope. */
  readonly kind: TKind;
  /** Phantom field carrying the payload type; always `undefined` at run time. */
  readonly __payload?: TPayload;
}

/** The payload type an {@link EventDefinition} carries. */
export type EventPayload<TDefinition> = TDefinition extends EventDefinition<infer TPayload> ? TPayload : never;

/**
 * Declares a typed platform event of any kind. Prefer the kind-specific helpers
 * ({@link createdEvent} and friends): with an explicit payload type, TypeScript cannot infer the
 * literal kind here.
 *
 * @param type - the platform's event type string
 * @param kind - how the payload is wrapped (`created`, `updated`, `deleted`, `action`, `plain`)
 * @returns a frozen event definition
 *
 * @example
 * ```ts
 * import { defineEvent } from '@storefront-kit/http-core';
 * const anyEvent = defineEvent<{ id: string }>('wix.example.v1.thing_happened', 'action');
 * ```
 */
export function defineEvent<TPayload, TKind extends EventKind = EventKind>(type: string, kind: TKind): EventDefinition<TPayload, TKind> {
  return Object.freeze({ type, kind });
}

/**
 * Declares a `created` domain event (payload in `createdEvent.entity`).
 *
 * @example
 * ```ts
 * import { createdEvent } from '@storefront-kit/http-core';
 * export const cartCreated = createdEvent<{ id: string }>('wix.ecom.v1.cart_created');
 * ```
 */
export const createdEvent = <TPayload>(type: string) => defineEvent<TPayload, 'created'>(type, 'created');

/**
 * Declares an `updated` domain event (payload in `updatedEvent.currentEntity`, with `modifiedFields`).
 *
 * @example
 * ```ts
 * import { updatedEvent } from '@storefront-kit/http-core';
 * export const cartUpdated = updatedEvent<{ id: string }>('wix.ecom.v1.cart_updated');
 * ```
 */
export const updatedEvent = <TPayload>(type: string) => defineEvent<TPayload, 'updated'>(type, 'updated');

/**
 * Declares a `deleted` domain event (payload, when sent, in `deletedEvent.deletedEntity`).
 *
 * @example
 * ```ts
 * import { deletedEvent } from '@storefront-kit/http-core';
 * export const cartDeleted = deletedEvent<{ id: string }>('wix.ecom.v1.cart_deleted');
 * ```
 */
export const deletedEvent = <TPayload>(type: string) => defineEvent<TPayload, 'deleted'>(type, 'deleted');

/**
 * Declares an `action` domain event (payload in `actionEvent.body`).
 *
 * @example
 * ```ts
 * import { actionEvent } from '@storefront-kit/http-core';
 * export const orderPaid = actionEvent<{ orderId: string }>('wix.ecom.v1.order_paid');
 * ```
 */
export const actionEvent = <TPayload>(type: string) => defineEvent<TPayload, 'action'>(type, 'action');

/**
 * Declares a `plain` event: the payload is not wrapped (the catalogue's legacy events).
 *
 * @example
 * ```ts
 * import { plainEvent } from '@storefront-kit/http-core';
 * export const productDeleted = plainEvent<{ productId: string }>('com.wix.ecommerce.catalog.api.v1.ProductDeleted');
 * ```
 */
export const plainEvent = <TPayload>(type: string) => defineEvent<TPayload, 'plain'>(type, 'plain');
