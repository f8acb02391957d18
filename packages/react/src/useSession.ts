import type { SessionSnapshot } from '@storefront-kit/identity-oauth';
import { useSyncExternalStore } from 'react';
import { useClient, type HookOptions } from './context';
import { sessionOf } from './per-client';

/**
 * The session of the provider's client, re-rendering on every change (login, logout, refresh,
 * another tab): `role` (`none`, `visitor`, `member`), `loggedIn`, `member` and `tokens`. One
 * `useSyncExternalStore` over identity-oauth's session store; nothing is requested by this hook.
 *
 * `member` (`{ id, email? }`) is who signed in, as the SDK learnt it from a custom login that
 * reached `SUCCESS` (`useAuth().login` / `register` / `verify`); it is kept across refreshes and
 * reloads (stored with the tokens) and `undefined` whenever `role` is not `member`. After a
 * redirect login (`handleRedirectCallback`) it is `undefined` too: the platform's tokens do not
 * say who the member is.
 *
 * @param options - `client`: an explicit client instead of the provider's
 * @returns the session snapshot `{ tokens, role, loggedIn, member }` (the same object until the session changes)
 * @throws {StorefrontError} `ERR_REACT_NO_SESSION` when the client's auth is not an `OAuthStrategy`
 * @group Hooks
 * @example
 * ```ts
 * import { useSession } from '@storefront-kit/react';
 *
 * // In a component: <a href={link.href}>{link.label}</a>
 * function useAccountLink() {
 *   const { loggedIn, role, member } = useSession();
 *   return loggedIn
 *     ? { href: '/account', label: member?.email ?? 'My account' }
 *     : { href: '/login', label: role === 'none' ? 'Welcome' : 'Sign in' };
 * }
 * ```
 */
export function useSession(options?: HookOptions): SessionSnapshot {
  const session = sessionOf(useClient(options));
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}
