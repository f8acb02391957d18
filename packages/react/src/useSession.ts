import type { Client } from '@storefront-kit/http-core';
import type { SessionSnapshot } from '@storefront-kit/identity-oauth';
import { useSyncExternalStore } from 'react';
import { useClient } from './context';
import { sessionOf } from './per-client';

/**
 * The session of the provider's client, re-rendering on every change (login, logout, refresh,
 * another tab): `role` (`none`, `visitor`, `member`), `loggedIn` and `tokens`. One
 * `useSyncExternalStore` over identity-oauth's session store; nothing is requested by this hook.
 *
 * @param client - an explicit client instead of the provider's
 * @returns the session snapshot (the same object until the session changes)
 * @throws {StorefrontError} `ERR_REACT_NO_SESSION` when the client's auth is not an `OAuthStrategy`
 *
 * @example
 * ```ts
 * import { useSession } from '@storefront-kit/react';
 *
 * // In a component: <a href={link.href}>{link.label}</a>
 * function useAccountLink() {
 *   const { loggedIn, role } = useSession();
 *   return loggedIn ? { href: '/account', label: 'My account' } : { href: '/login', label: role === 'none' ? 'Welcome' : 'Sign in' };
 * }
 * ```
 */
export function useSession(client?: Client): SessionSnapshot {
  const session = sessionOf(useClient(client));
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}
