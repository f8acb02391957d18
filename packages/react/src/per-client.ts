/**
 * The stores the hooks bind to, found per client. The WeakMap is a memo cache, not state: it holds what
 * a pure function of the client would build (the same store for the same client on every render, in
 * every component), built on first use and gone with its client. Nothing else is kept at module level.
 * The cart store is ecom-cart's `cartStoreOf(client)`: the one store of the client, shared with code
 * outside React.
 */
import type { Client } from '@storefront-kit/http-core';
import { createReadStore, type ReadStore } from './read-store';
import type { OAuthStrategy } from '@storefront-kit/identity-oauth';
import { reactError } from './errors';

const readStores = new WeakMap<Client, ReadStore>();

function memoized<T>(cache: WeakMap<Client, T>, client: Client, create: () => T): T {
  const known = cache.get(client);
  if (known) return known;
  const made = create();
  cache.set(client, made);
  return made;
}

/** The client's catalogue reads in flight. @internal */
export const readStoreOf = (client: Client): ReadStore => memoized(readStores, client, createReadStore);

/**
 * The session store of the client: its auth strategy when that is an `OAuthStrategy`.
 * @throws {StorefrontError} `ERR_REACT_NO_SESSION` otherwise
 * @internal
 */
export function sessionOf(client: Client): OAuthStrategy {
  // identity-oauth exports no guard for its strategy, so the session store is recognised by shape.
  const session = client.auth as Partial<OAuthStrategy> | undefined;
  if (typeof session?.subscribe !== 'function' || typeof session.getSnapshot !== 'function' || typeof session.setTokens !== 'function') {
    throw reactError('useSession/useAuth need a client created with `auth: OAuthStrategy(...)` from @storefront-kit/identity-oauth.', 'ERR_REACT_NO_SESSION');
  }
  return session as OAuthStrategy;
}
