/**
 * `cartStoreOf`: the one cart store of a client. The WeakMap is a memo cache, not state: the store is
 * built on first use and gone with its client (or forgotten when disposed).
 */
import type { Client } from '@storefront-kit/http-core';
import type { Cart } from '@storefront-kit/wire/cart';
import { createCartStore } from './cart-store';
import type { CartSessionSource, CartStore } from './types';

const stores = new WeakMap<Client, CartStore>();

/**
 * Options of {@link cartStoreOf}.
 *
 * @group Stores
 */
export interface CartStoreOfOptions {
  /**
   * A cart already known (server rendering; `null`: no cart). It counts only when this call creates
   * the client's store: a store that exists keeps its own state.
   */
  initialCart?: Cart | null;
}

/** The client's auth when it is a session the store can follow (identity-oauth's `OAuthStrategy`), by shape. */
const sessionOf = (client: Client): CartSessionSource | undefined => {
  const auth = client.auth as Partial<CartSessionSource> | undefined;
  return typeof auth?.subscribe === 'function' && typeof auth.getSnapshot === 'function' ? (auth as CartSessionSource) : undefined;
};

/**
 * The one cart store of `client`: the same store on every call, created on first use. When the
 * client's auth is a session (identity-oauth's `OAuthStrategy`), the store follows it: after a sign-in
 * or sign-out it forgets the cart and reads the new owner's. Everything that uses the cart of this
 * client through `cartStoreOf` (React's `useCart` too) shares one mutation queue and one view. After
 * `dispose()` the store is forgotten and the next call makes a new one. For a separate store on
 * purpose, see {@link createCartStore}.
 *
 * @param client - a client with the visitor's or member's auth
 * @param options - `initialCart`: used only when this call creates the store
 * @returns the client's store
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { cartStoreOf, STORES_APP_ID } from '@storefront-kit/ecom-cart';
 * const client = createClient();
 * cartStoreOf(client) === cartStoreOf(client); // true
 * await cartStoreOf(client).add({ lineItems: [{ quantity: 1, catalogReference: { catalogItemId: 'product-id', appId: STORES_APP_ID } }] });
 * ```
 *
 * @group Stores
 */
export function cartStoreOf(client: Client, options: CartStoreOfOptions = {}): CartStore {
  const known = stores.get(client);
  if (known) return known;
  const created = createCartStore(client, { ...options, session: sessionOf(client) });
  const store: CartStore = {
    ...created,
    dispose() {
      if (stores.get(client) === store) stores.delete(client);
      created.dispose();
    },
  };
  stores.set(client, store);
  return store;
}
