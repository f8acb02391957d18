/** Typed definitions of the cart's webhook events, for `@storefront-kit/webhooks`. */
import { defineEvent, type EventDefinition } from '@storefront-kit/http-core';
import type { Cart } from '@storefront-kit/wire/cart';

/**
 * `wix.ecom.v1.cart_created`: a cart was created (first add-to-cart). The handler gets the new cart as
 * `entity` (from `createdEvent.entity`).
 *
 * @example
 * ```ts
 * import { createWebhooks } from '@storefront-kit/webhooks';
 * import { cartCreated } from '@storefront-kit/ecom-cart';
 * declare const publicKey: string;
 * createWebhooks({ publicKey }).on(cartCreated, ({ entity }) => console.log(entity.id));
 * ```
 *
 * @group Constants
 */
export const cartCreated: EventDefinition<Cart, 'created'> = /* @__PURE__ */ defineEvent<Cart, 'created'>('wix.ecom.v1.cart_created', 'created');

/**
 * `wix.ecom.v1.cart_updated`: a cart changed. The handler gets the cart after the change as `entity`
 * (from `updatedEvent.currentEntity`).
 *
 * @example
 * ```ts
 * import { createWebhooks } from '@storefront-kit/webhooks';
 * import { cartUpdated } from '@storefront-kit/ecom-cart';
 * declare const publicKey: string;
 * createWebhooks({ publicKey }).on(cartUpdated, ({ entity }) => console.log(entity.lineItems?.length));
 * ```
 *
 * @group Constants
 */
export const cartUpdated: EventDefinition<Cart, 'updated'> = /* @__PURE__ */ defineEvent<Cart, 'updated'>('wix.ecom.v1.cart_updated', 'updated');

/**
 * `wix.ecom.v1.cart_deleted`: a cart was deleted (by the visitor, or after a completed checkout). The
 * deleted cart comes as `entity` when the platform sends it (`deletedEvent.deletedEntity`).
 *
 * @example
 * ```ts
 * import { createWebhooks } from '@storefront-kit/webhooks';
 * import { cartDeleted } from '@storefront-kit/ecom-cart';
 * declare const publicKey: string;
 * createWebhooks({ publicKey }).on(cartDeleted, ({ metadata }) => console.log(metadata.entityId));
 * ```
 *
 * @group Constants
 */
export const cartDeleted: EventDefinition<Cart, 'deleted'> = /* @__PURE__ */ defineEvent<Cart, 'deleted'>('wix.ecom.v1.cart_deleted', 'deleted');
