import type { Client } from '@storefront-kit/http-core';
import { createContext, createElement, useContext, useRef, type ReactNode } from 'react';
import { reactError } from './errors';

const ClientContext = createContext<Client | null>(null);

/**
 * What every hook of this package takes as its last argument: at least the client to use.
 *
 * @group Types
 */
export interface HookOptions {
  /** An explicit client instead of the provider's (it wins over the provider's; no provider needed). */
  client?: Client;
}

/**
 * Props of {@link StorefrontProvider}.
 *
 * @group Provider
 */
export interface StorefrontProviderProps {
  /**
   * The client every hook below uses. Create it once, outside render: at module level, or with
   * `useState(() => createClient(...))`. Stores (session, cart, catalogue reads) are kept per client,
   * so a client made in render would start a new visitor and an empty cart on every render.
   */
  client: Client;
  children?: ReactNode;
}

const isClient = (value: unknown): value is Client => typeof (value as Partial<Client> | null | undefined)?.request === 'function';

/**
 * Makes a storefront-kit client available to the hooks below it. It is only a context: it creates
 * nothing, fetches nothing and never re-creates the client.
 *
 * @param props - `client` (created once, outside render) and `children`
 * @throws {StorefrontError} `ERR_REACT_NO_CLIENT` when `client` is not a client from `createClient()`
 * @group Provider
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { OAuthStrategy, browserStorage } from '@storefront-kit/identity-oauth';
 * import { StorefrontProvider } from '@storefront-kit/react';
 * import { createElement, type ReactNode } from 'react';
 *
 * // Once, at module level (or in useState): never inside render.
 * const client = createClient({ auth: OAuthStrategy({ clientId: 'your-client-id', storage: browserStorage() }) });
 *
 * // In JSX: <StorefrontProvider client={client}>{children}</StorefrontProvider>
 * export const App = ({ children }: { children: ReactNode }) => createElement(StorefrontProvider, { client }, children);
 * ```
 */
export function StorefrontProvider({ client, children }: StorefrontProviderProps): ReactNode {
  if (!isClient(client)) {
    throw reactError('<StorefrontProvider> needs a `client` prop from createClient().', 'ERR_REACT_NO_CLIENT');
  }
  const first = useRef(client);
  if (first.current !== client) {
    first.current = client;
    console.warn(
      'storefront-kit: <StorefrontProvider> received a different client. Create the client once (module level or useState(() => createClient(...))); ' +
        'every new client starts a new session, cart store and catalogue reads.',
    );
  }
  return createElement(ClientContext.Provider, { value: client }, children);
}

/**
 * The client of the nearest {@link StorefrontProvider}, or the `client` option, which wins.
 *
 * @param options - `client`: an explicit client, for components used outside a provider
 * @returns the client
 * @throws {StorefrontError} `ERR_REACT_NO_PROVIDER` when there is neither a provider nor a `client` option
 * @group Provider
 * @example
 * ```ts
 * import { useClient } from '@storefront-kit/react';
 * import { getCurrentCart } from '@storefront-kit/ecom-cart';
 *
 * // A click handler for <button onClick={useLogCart()}>
 * function useLogCart() {
 *   const client = useClient();
 *   return () => void getCurrentCart(client).then(console.log);
 * }
 * ```
 */
export function useClient(options?: HookOptions): Client {
  const fromContext = useContext(ClientContext);
  const found = options?.client ?? fromContext;
  if (!found) {
    throw reactError(
      'No storefront-kit client: wrap your app in <StorefrontProvider client={client}> (client from createClient(), created once outside render).',
      'ERR_REACT_NO_PROVIDER',
    );
  }
  return found;
}
