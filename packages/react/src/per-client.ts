/**
 * The stores the hooks bind to, found per client. These WeakMaps are memo caches, not state: each holds
 * what a pure function of the client would build (the same store for the same client on every render, in
 * every component), built on first use and gone with its client. Nothing else is kept at module level.
 */
import { createCartStore, type Cart, type CartStore } from '@storefront-kit/ecom-cart';
import { createReadStore, type Client, type ReadStore } from '@storefront-kit/http-core';
import type { OAuthStrategy } from '@storefront-kit/identity-oauth';
import { reactError } from './errors';

const cartStores = new WeakMap<Client, CartStore>();
const readStores = new WeakMap<Client, ReadStore>();

function memoized<T>(cache: WeakMap<Client, T>, client: Client, create: () => T): T {
  const known = cache.get(client);
  if (known) return known;
  const made = create();
  cache.set(client, made);
  return made;
}

// identity-oauth exports no guard for its strategy, so the session store is recognised by shape.
const sessionStore = (client: Client) => {
  const auth = client.auth as Partial<OAuthStrategy> | undefined;
  return typeof auth?.subscribe === 'function' && typeof auth.getSnapshot === 'function' ? (auth as OAuthStrategy) : undefined;
};

/**
 * The client's cart store; `initialCart` only counts when it is created. It re-reads the cart when the
 * session's role changes (sign-in, sign-out).
 * @internal
 */
export const cartStoreOf = (client: Client, initialCart?: Cart | null): CartStore =>
  memoized(cartStores, client, () => {
    const session = sessionStore(client);
    return createCartStore(client, initialCart === undefined ? { session } : { initialCart, session });
  });

/** The client's catalogue reads in flight. @internal */
export const readStoreOf = (client: Client): ReadStore => memoized(readStores, client, createReadStore);

/**
 * The session store of the client: its auth strategy when that is an `OAuthStrategy`.
 * @throws {StorefrontError} `ERR_REACT_NO_SESSION` otherwise
 * @internal
 */
export function sessionOf(client: Client): OAuthStrategy {
  const session = sessionStore(client);
  if (!session || typeof session.setTokens !== 'function') {
    throw reactError(
      'useSession/useAuth need a client created with `auth: OAuthStrategy(...)` from @storefront-kit/identity-oauth.',
      'ERR_REACT_NO_SESSION',
    );
  }
  return session;
}
