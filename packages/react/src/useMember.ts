import { memberStoreOf, type MemberState } from '@storefront-kit/identity-oauth';
import { useMemo, useSyncExternalStore } from 'react';
import { useClient, type HookOptions } from './context';
import { sessionOf } from './per-client';

/**
 * What {@link useMember} returns: identity-oauth's `MemberState` (`status`, `member`, `error`) and
 * `refresh`.
 *
 * @group Types
 */
export interface UseMemberResult extends MemberState {
  /** Reads the member again (after a profile change, or to retry an `error`). */
  refresh(): void;
}

/**
 * The signed-in member of the provider's client (`GET /members/v1/members/my`, the `FULL` field set:
 * `loginEmail`, `contact` names, `profile`), whatever the sign-in route: the platform's hosted page
 * too, after which `useSession().member` is `undefined`. Read once per sign-in, dropped at sign-out
 * (`status: 'signed-out'`, nothing requested for a visitor). One `useSyncExternalStore` over
 * identity-oauth's `memberStoreOf(client)`, shared by every component and by code outside React.
 *
 * @param options - `client`: an explicit client instead of the provider's
 * @returns `{ status, member, error, refresh }` (`status`: `signed-out`, `loading`, `ready` or `error`)
 * @throws {StorefrontError} `ERR_REACT_NO_SESSION` when the client's auth is not an `OAuthStrategy`
 * @group Hooks
 * @example
 * ```ts
 * import { useMember } from '@storefront-kit/react';
 *
 * // In the header: <span>{useMemberName()}</span>
 * function useMemberName(): string | undefined {
 *   const { status, member } = useMember();
 *   if (status !== 'ready') return undefined;
 *   const name = [member?.contact?.firstName, member?.contact?.lastName].filter(Boolean).join(' ');
 *   return name || member?.loginEmail || undefined;
 * }
 * ```
 */
export function useMember(options?: HookOptions): UseMemberResult {
  const client = useClient(options);
  sessionOf(client); // the hooks' own error for a client without a session
  const store = memberStoreOf(client);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return useMemo(() => ({ ...state, refresh: store.refresh }), [state, store]);
}
