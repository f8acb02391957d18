/**
 * What the react package keeps per client: created on first use, once per client (WeakMap, so a
 * client and its stores go away together). A provider re-rendered with the same client finds them
 * again; nothing is created per render.
 */
import { createCartStore, type Cart, type CartStore } from '@storefront-kit/ecom-cart';
import { StorefrontError, type Client } from '@storefront-kit/http-core';
import type { OAuthStrategy } from '@storefront-kit/identity-oauth';
import { createResourceMap, type ResourceMap } from './resource';

const carts = new WeakMap<Client, CartStore>();
const resources = new WeakMap<Client, ResourceMap>();

/** The client's cart store (`initialCart` only counts when it is created). @internal */
export function cartStoreOf(client: Client, initialCart?: Cart | null): CartStore {
  let store = carts.get(client);
  if (!store) {
    // The store re-reads the cart when the session's role changes (sign-in, sign-out).
    const auth = client.auth as Partial<OAuthStrategy> | undefined;
    const session = typeof auth?.subscribe === 'function' && typeof auth.getSnapshot === 'function' ? (auth as OAuthStrategy) : undefined;
    store = createCartStore(client, initialCart === undefined ? { session } : { initialCart, session });
    carts.set(client, store);
  }
  return store;
}

/** The client's catalogue reads in flight. @internal */
export function resourcesOf(client: Client): ResourceMap {
  let map = resources.get(client);
  if (!map) resources.set(client, (map = createResourceMap()));
  return map;
}

/**
 * The session store of the client: its auth strategy when that is an `OAuthStrategy` (it carries
 * `subscribe`/`getSnapshot`). identity-oauth exports no guard for this, so it is checked by shape.
 * @internal
 */
export function sessionOf(client: Client): OAuthStrategy {
  const auth = client.auth as Partial<OAuthStrategy> | undefined;
  if (!auth || typeof auth.subscribe !== 'function' || typeof auth.getSnapshot !== 'function' || typeof auth.setTokens !== 'function') {
    throw new StorefrontError(
      'useSession/useAuth need a client created with `auth: OAuthStrategy(...)` from @storefront-kit/identity-oauth.',
      'ERR_REACT_NO_SESSION',
    );
  }
  return auth as OAuthStrategy;
}
