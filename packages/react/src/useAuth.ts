import { isStorefrontError, StorefrontError, type Client } from '@storefront-kit/http-core';
import {
  getMemberTokensForDirectLogin,
  handleRedirectCallback,
  login,
  loginWithRedirect,
  logout,
  processVerification,
  register,
  resendVerificationCode,
  type LoginErrorCode,
  type LoginInput,
  type LoginResult,
  type LoginWithRedirectOptions,
  type OAuthStrategy,
  type RegisterInput,
  type SessionSnapshot,
  type Tokens,
} from '@storefront-kit/identity-oauth';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useClient } from './context';
import { sessionOf } from './per-client';
import { useSession } from './useSession';

/**
 * Where the custom login flow of {@link useAuth} stands: `INITIAL` before any step, then the
 * `loginState` of identity-oauth's last `LoginResult`.
 *
 * @example
 * ```ts
 * import type { AuthFlowState } from '@storefront-kit/react';
 * const needsCode = (s: AuthFlowState) => s === 'EMAIL_VERIFICATION_REQUIRED';
 * ```
 */
export type AuthFlowState = 'INITIAL' | LoginResult['loginState'];

/**
 * What {@link useAuth} returns: the session, the state of the login flow and the actions.
 *
 * @example
 * ```ts
 * import type { UseAuthResult } from '@storefront-kit/react';
 * const busy = (a: UseAuthResult) => a.pending || a.session.role === 'none';
 * ```
 */
export interface UseAuthResult {
  /** The session (see `useSession`). */
  readonly session: SessionSnapshot;
  /** `INITIAL`, then the `loginState` of the last login / register / verification step. */
  readonly loginState: AuthFlowState;
  /** The last `LoginResult` (`null` before any step or after `reset()`). */
  readonly result: LoginResult | null;
  /** The result's `errorCode` for expected failures (`invalidPassword`, `emailAlreadyExists`, ...). */
  readonly errorCode: LoginErrorCode | undefined;
  /** A thrown, typed SDK error (network, timeout, 5xx, OAuth errors), `null` otherwise. */
  readonly error: StorefrontError | null;
  /** Whether an action of this hook is running (including the silent login after a `SUCCESS`). */
  readonly pending: boolean;
  /** Signs in with e-mail and password; on `SUCCESS` finishes with a silent login and stores the member tokens. */
  login(input: Omit<LoginInput, 'signal'>): Promise<LoginResult | null>;
  /** Registers; on `SUCCESS` finishes like `login`. */
  register(input: Omit<RegisterInput, 'signal'>): Promise<LoginResult | null>;
  /** Sends the e-mail verification code of an `EMAIL_VERIFICATION_REQUIRED` step; on `SUCCESS` finishes like `login`. */
  verify(verificationCode: string): Promise<LoginResult | null>;
  /**
   * Has a new e-mail verification code sent for the pending step (also after a wrong code); the
   * state goes back to `EMAIL_VERIFICATION_REQUIRED` (identity-oauth's `resendVerificationCode`).
   */
  resendCode(): Promise<LoginResult | null>;
  /** Starts the hosted-page login (identity-oauth's `loginWithRedirect`); resolves the login page URL. */
  loginWithRedirect(options: Omit<LoginWithRedirectOptions, 'signal'>): Promise<string | null>;
  /**
   * Finishes the hosted-page login on the callback page (identity-oauth's `handleRedirectCallback`),
   * **once per callback URL**: StrictMode's second effect (or any other call for the same URL) gets
   * the first call's outcome, also after the first component unmounted, without a second code
   * exchange. Resolves `null` on error (the error is in `error`).
   */
  handleRedirectCallback(url?: string): Promise<{ tokens: Tokens; returnTo: string } | null>;
  /**
   * Logs out (tokens cleared at once) and, unless `navigate: false`, sends the browser to the
   * platform's logout page; resolves its URL.
   */
  logout(postFlowUrl: string, options?: { navigate?: boolean }): Promise<string | null>;
  /** Aborts the running action (its result is dropped). */
  cancel(): void;
  /** Back to `INITIAL`, clearing `result` and `error`. */
  reset(): void;
}

type CallbackResult = { tokens: Tokens; returnTo: string };
const callbacks = new WeakMap<OAuthStrategy, Map<string, Promise<CallbackResult>>>();

/**
 * identity-oauth's `handleRedirectCallback`, once per strategy and callback URL for the page's life.
 * Without `url` the current address is the key, before and after the callback strips `code` and
 * `state` from it (it does so synchronously), so a second StrictMode call finds the first.
 */
function redirectCallbackOnce(strategy: OAuthStrategy, url?: string): Promise<CallbackResult> {
  let seen = callbacks.get(strategy);
  if (!seen) callbacks.set(strategy, (seen = new Map()));
  const here = () => (typeof window === 'undefined' ? '' : window.location.href);
  const key = url ?? here();
  let once = seen.get(key);
  if (!once) {
    seen.set(key, (once = handleRedirectCallback(strategy, url)));
    if (url === undefined) seen.set(here(), once);
  }
  return once;
}

interface FlowState {
  result: LoginResult | null;
  error: StorefrontError | null;
  pending: boolean;
}

const IDLE: FlowState = { result: null, error: null, pending: false };

const asError = (e: unknown): StorefrontError =>
  isStorefrontError(e) ? e : new StorefrontError(e instanceof Error ? e.message : String(e), 'ERR_UNEXPECTED', { cause: e });

/**
 * Login, registration, e-mail verification, redirect login and logout for the provider's client,
 * over identity-oauth's functions (the hook adds no rule of its own: identity-oauth decides the
 * states, validates input and keeps the tokens). Each action aborts the previous one; unmounting
 * aborts the running one (the hidden silent-login frame is removed) and its result is dropped, never
 * set on an unmounted component. Actions never reject: thrown errors land in `error` and resolve `null`.
 *
 * @param client - an explicit client instead of the provider's
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
export function useAuth(client?: Client): UseAuthResult {
  const resolved = useClient(client);
  const strategy: OAuthStrategy = sessionOf(resolved);
  const session = useSession(resolved);
  const [flow, setFlow] = useState<FlowState>(IDLE);
  const mounted = useRef(false);
  const current = useRef<AbortController | undefined>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      current.current?.abort();
      current.current = undefined;
    };
  }, []);

  /** Runs one action: aborts the previous, drops the outcome when superseded or unmounted. */
  const run = useCallback(
    async <T>(work: (signal: AbortSignal) => Promise<T>, toState: (value: T, previous: FlowState) => FlowState): Promise<T | null> => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      const live = () => mounted.current && current.current === controller && !controller.signal.aborted;
      setFlow((f) => ({ ...f, error: null, pending: true }));
      try {
        const value = await work(controller.signal);
        if (!live()) return null;
        current.current = undefined;
        setFlow((f) => toState(value, f));
        return value;
      } catch (e) {
        if (!live()) return null; // aborted, superseded or unmounted: swallowed
        current.current = undefined;
        setFlow((f) => ({ ...f, error: asError(e), pending: false }));
        return null;
      }
    },
    [],
  );

  /** A login step; a `SUCCESS` is finished with the silent login (hidden frame) and stored. */
  const step = useCallback(
    (call: (signal: AbortSignal) => Promise<LoginResult>) =>
      run(
        async (signal) => {
          const result = await call(signal);
          if (result.loginState === 'SUCCESS') {
            const tokens = await getMemberTokensForDirectLogin(strategy, result.data.sessionToken, { signal });
            if (!signal.aborted) strategy.setTokens(tokens);
          }
          return result;
        },
        (result) => ({ result, error: null, pending: false }),
      ),
    [run, strategy],
  );

  const keep = (_: unknown, f: FlowState): FlowState => ({ ...f, pending: false });

  const actions = useMemo(
    () => ({
      login: (input: Omit<LoginInput, 'signal'>) => step((signal) => login(strategy, { ...input, signal })),
      register: (input: Omit<RegisterInput, 'signal'>) => step((signal) => register(strategy, { ...input, signal })),
      verify: (verificationCode: string) => step((signal) => processVerification(strategy, { verificationCode, signal })),
      resendCode: () => step((signal) => resendVerificationCode(strategy, { signal })),
      loginWithRedirect: (options: Omit<LoginWithRedirectOptions, 'signal'>) =>
        run((signal) => loginWithRedirect(strategy, { ...options, signal }), keep),
      handleRedirectCallback: async (url?: string) => {
        // Once per URL (StrictMode runs effects twice; the code is single-use): every call for the
        // same callback shares the first one's outcome, and each resolves it even after an unmount.
        const once = redirectCallbackOnce(strategy, url);
        await run(() => once, keep);
        return once.catch(() => null);
      },
      logout: async (postFlowUrl: string, options: { navigate?: boolean } = {}) => {
        const value = await run((signal) => logout(strategy, postFlowUrl, { signal }), () => IDLE);
        if (value && (options.navigate ?? true) && typeof window !== 'undefined') window.location.assign(value.logoutUrl);
        return value ? value.logoutUrl : null;
      },
      cancel: () => {
        current.current?.abort();
        current.current = undefined;
        setFlow((f) => ({ ...f, pending: false }));
      },
      reset: () => {
        current.current?.abort();
        current.current = undefined;
        setFlow(IDLE);
      },
    }),
    [run, step, strategy],
  );

  return {
    session,
    loginState: flow.result?.loginState ?? 'INITIAL',
    result: flow.result,
    errorCode: flow.result?.errorCode,
    error: flow.error,
    pending: flow.pending,
    ...actions,
  };
}
