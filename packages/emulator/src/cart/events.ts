/** The cart's webhook events: created, updated and deleted, each carrying the cart as it travels on the wire. */
import { CART_ENTITY_FQDN, type Cart } from '@storefront-kit/wire/cart';
import type { EmulatorEvent } from '../core/events';
import type { Principal } from '../core/principal';
import { toWire } from './wire';

/** The event of a cart change (`wix.ecom.v1.cart_<kind>`), naming the caller when there is one. */
export function cartEvent(kind: 'created' | 'updated' | 'deleted', cartId: string, cart: Cart, principal?: Principal): EmulatorEvent {
  return {
    eventType: `wix.ecom.v1.cart_${kind}`,
    kind,
    entityFqdn: CART_ENTITY_FQDN,
    entityId: cartId,
    entity: toWire(cart),
    ...(principal ? { principal } : {}),
  };
}
