import { createLoginFlow, type LoginFlow, type LoginFlowSnapshot, type LoginFlowState, type SessionSnapshot } from '@storefront-kit/identity-oauth';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useClient, type HookOptions } from './context';
import { sessionOf } from './per-client';
import { useSession } from './useSession';

/**
 * Where the custom login flow of {@link useAuth} stands: identity-oauth's `LoginFlowState`
 * (`INITIAL` before any step, then the `loginState` of the last `LoginResult`).
 */
export type AuthFlowState = LoginFlowState;

/**
 * What {@link useAuth} returns: the session, the state of the login flow (identity-oauth's
 * `LoginFlowSnapshot`: `loginState`, `result`, `errorCode`, `error`, `pending`) and its actions
 * (`login`, `register`, `verify`, `resendCode`, `loginWithRedirect`, `handleRedirectCallback`,
 * `logout`, `cancel`, `reset`), which keep their identity across renders.
 *
 * @example
 * ```ts
 * import type { UseAuthResult } from '@storefront-kit/react';
 * const busy = (a: UseAuthResult) => a.pending || a.session.role === 'none';
 * ```
 */
export interface UseAuthResult extends LoginFlowSnapshot, Omit<LoginFlow, 'subscribe' | 'getSnapshot'> {
  /** The session (see `useSession`). */
  readonly session: SessionSnapshot;
}

/**
 * Login, registration, e-mail verification, redirect login and logout for the provider's client:
 * identity-oauth's login flow (`createLoginFlow`), one per hook instance, bound with
 * `useSyncExternalStore`. identity-oauth decides the states, validates input, keeps the tokens and
 * finishes a `SUCCESS` with the silent login; the hook adds no rule of its own. Each action aborts the
 * previous one; unmounting aborts the running one (the hidden silent-login frame is removed) and its
 * result is dropped. Actions never reject: thrown errors land in `error` and resolve `null`.
 * `handleRedirectCallback` runs once per callback URL (StrictMode's second effect gets the first
 * call's outcome, without a second code exchange).
 *
 * @param options - `client`: an explicit client instead of the provider's
 * @returns the session, the flow's state and its actions
 * @throws {StorefrontError} `ERR_REACT_NO_SESSION` when the client's auth is not an `OAuthStrategy`
 *
 * @example
 * ```ts
 * import { useAuth } from '@storefront-kit/react';
 *
 * // The state a sign-in form renders, and its submit handler.
 * function useSignInForm() {
 *   const auth = useAuth();
 *   const submit = (form: FormData) =>
 *     auth.loginState === 'EMAIL_VERIFICATION_REQUIRED'
 *       ? auth.verify(String(form.get('code')))
 *       : auth.login({ email: String(form.get('email')), password: String(form.get('password')) });
 *   return {
 *     signedIn: auth.session.loggedIn,
 *     askForCode: auth.loginState === 'EMAIL_VERIFICATION_REQUIRED',
 *     waitForApproval: auth.loginState === 'OWNER_APPROVAL_REQUIRED',
 *     message: auth.errorCode === 'invalidPassword' ? 'Wrong password' : auth.error?.message,
 *     busy: auth.pending,
 *     submit,
 *     signOut: () => auth.logout('/'),
 *   };
 * }
 * ```
 */
export function useAuth(options?: HookOptions): UseAuthResult {
  const client = useClient(options);
  const strategy = sessionOf(client);
  const session = useSession({ client });
  const [bound, setBound] = useState(() => ({ strategy, flow: createLoginFlow(strategy) }));
  let { flow } = bound;
  if (bound.strategy !== strategy) {
    // Another client: a flow of its own (the old one is cancelled by the effect below).
    flow = createLoginFlow(strategy);
    setBound({ strategy, flow });
  }
  const snapshot = useSyncExternalStore(flow.subscribe, flow.getSnapshot, flow.getSnapshot);
  useEffect(() => () => flow.cancel(), [flow]);
  const { subscribe: _subscribe, getSnapshot: _getSnapshot, ...actions } = flow;
  return { session, ...snapshot, ...actions };
}
