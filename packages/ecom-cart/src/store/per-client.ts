/**
 * `cartStoreOf`: the one cart store of a client. The WeakMap is a memo cache, not state: the store is
 * built on first use and gone with its client (or forgotten when disposed).
 */
import { type Client, invalid } from '@storefront-kit/http-core';
import { createCartStore } from './cart-store';
import { ownerOf } from './operations';
import { sameStore } from './tabs';
import type { CartSessionSource, CartStore } from './types';
import { cartV1 } from './v1';
import type { CartShapes, CartV1Shapes, CartVersion } from './version';

/** The client's store and the cart version it runs over. */
const stores = new WeakMap<Client, { store: CartStore<CartShapes>; version: CartVersion<CartShapes> }>();
/** Who the session stood for when the client's store was disposed: that owner may have a cart by now. */
const disposedOwners = new WeakMap<Client, unknown>();

/**
 * Options of {@link cartStoreOf}.
 *
 * @group Stores
 */
export interface CartStoreOfOptions<S extends CartShapes = CartV1Shapes> {
  /**
   * A cart already known (server rendering; `null`: no cart). It counts only when this call creates
   * the client's store: a store that exists keeps its own state.
   */
  initialCart?: S['cart'] | null;
  /**
   * The cart API the client's store runs over: {@link cartV1} (the default) or `cartV2` from
   * `@storefront-kit/ecom-cart/v2`. A client has one cart and one store: every call for the client
   * names the same version (a call naming another one throws a `ValidationError`, field `cart`).
   */
  cart?: CartVersion<S>;
}

/** The client's auth when it is a session the store can follow (identity-oauth's `OAuthStrategy`), by shape. */
const sessionOf = (client: Client): CartSessionSource | undefined => {
  const auth = client.auth as Partial<CartSessionSource> | undefined;
  return typeof auth?.subscribe === 'function' && typeof auth.getSnapshot === 'function' ? (auth as CartSessionSource) : undefined;
};

/**
 * The session as a store that replaces a disposed one must see it: a visitor minted just now may
 * already have a cart, made through the disposed store, so while the session stands for the same owner
 * it is not reported as `newVisitor` (the store then reads the cart instead of assuming none).
 */
function sessionAfterDispose(session: CartSessionSource, owner: unknown): CartSessionSource {
  return {
    subscribe: (listener) => session.subscribe(listener),
    getSnapshot: () => {
      const snapshot = session.getSnapshot();
      return ownerOf(session) === owner ? { ...snapshot, newVisitor: false } : snapshot;
    },
    generateVisitorTokens: () => session.generateVisitorTokens?.() ?? Promise.resolve(),
    markNoCart: (noCart) => session.markNoCart?.(noCart),
  };
}

/**
 * The one cart store of `client`: the same store on every call, created on first use. When the
 * client's auth is a session (identity-oauth's `OAuthStrategy`), the store follows it: after a sign-in
 * or sign-out it forgets the cart and reads the new owner's. Everything that uses the cart of this
 * client through `cartStoreOf` (React's `useCart` too) shares one mutation queue and one view. After
 * `dispose()` the store is forgotten and the next call makes a new one. For a separate store on
 * purpose, see {@link createCartStore}.
 *
 * The store runs over the V1 current cart, or the current cart V2 with `{ cart: cartV2 }` (from
 * `@storefront-kit/ecom-cart/v2`). The first call decides for the client's store; every later call
 * must name the same version (`useCart` takes the same option), since two stores over one cart would
 * be two mutation queues.
 *
 * @param client - a client with the visitor's or member's auth
 * @param options - `initialCart`: used only when this call creates the store; `cart`: the cart API
 * @returns the client's store
 * @throws {ValidationError} `cart` names another version than the one the client's store runs over
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
export function cartStoreOf<S extends CartShapes = CartV1Shapes>(client: Client, options: CartStoreOfOptions<S> = {}): CartStore<S> {
  const version = (options.cart ?? cartV1) as unknown as CartVersion<CartShapes>;
  const known = stores.get(client);
  if (known && known.version !== version) invalid('cart', `must be the cart the client's store runs over (${known.version.name}), not ${version.name}`);
  if (known) return known.store as unknown as CartStore<S>;
  const session = sessionOf(client);
  const owner = disposedOwners.get(client);
  const created = createCartStore(client, {
    initialCart: options.initialCart,
    cart: version,
    session: session && owner !== undefined ? sessionAfterDispose(session, owner) : session,
  });
  const store: CartStore<CartShapes> = {
    ...created,
    dispose() {
      if (stores.get(client)?.store === store) {
        stores.delete(client);
        if (session) disposedOwners.set(client, ownerOf(session));
      }
      created.dispose();
    },
  };
  stores.set(client, { store, version });
  sameStore(store, created);
  return store as unknown as CartStore<S>;
}
