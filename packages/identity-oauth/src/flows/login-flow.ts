import {
  createSubscribable,
  isStorefrontError,
  type CallOptions,
  type StorefrontError,
  type Subscribable,
  type WritableSubscribable,
} from '@storefront-kit/http-core';
import { handleRedirectCallback, loginWithRedirect, type LoginWithRedirectOptions } from '../redirect/callback';
import { OAuthError } from '../errors';
import { login, register, type LoginInput, type RegisterInput } from './login-calls';
import type { LoginErrorCode, LoginResult } from './login-state';
import { logout } from '../redirect/logout';
import { internals, type OAuthStrategy } from '../session/strategy';
import { memberTokensFor } from '../redirect/silent-login';
import { startSignIn } from '../session/sign-in';
import type { Tokens } from '../session/tokens';
import { processVerification, resendVerificationCode } from './verification-calls';

/**
 * Where a login flow stands: `INITIAL` before any step (and after `reset()`), then the `loginState`
 * of its last {@link LoginResult}.
 *
 * @group Stores
 */
export type LoginFlowState = 'INITIAL' | LoginResult['loginState'];

/**
 * What a {@link LoginFlow} holds: a new object on every change, the same one until then.
 *
 * @group Stores
 */
export interface LoginFlowSnapshot {
  /** `INITIAL`, then the `loginState` of the last login / register / verification step. */
  readonly loginState: LoginFlowState;
  /** The last `LoginResult` (`null` before any step, after `reset()` and after `logout`). */
  readonly result: LoginResult | null;
  /** The result's `errorCode` for expected failures (`invalidPassword`, `emailAlreadyExists`, ...). */
  readonly errorCode: LoginErrorCode | undefined;
  /** What the last action threw, as a typed SDK error (network, timeout, 5xx, OAuth errors); `null` otherwise. */
  readonly error: StorefrontError | null;
  /** Whether an action is running (including the silent login after a `SUCCESS`). */
  readonly pending: boolean;
}

/**
 * Per-call options of a {@link LoginFlow}'s `login` and `register`: `timeoutMs` (the flow owns the
 * `signal`: a new action, `cancel()` or `reset()` aborts the running one).
 *
 * @group Stores
 */
export type LoginFlowCallOptions = Omit<CallOptions, 'signal'>;

/**
 * A framework-free store for a sign-in form: login, registration, e-mail verification, redirect
 * login and logout over the standalone functions, one attempt at a time. Every action aborts the
 * one before it, whose outcome is then dropped; actions never reject: what they throw lands in
 * `error` and they resolve `null`.
 *
 * @group Stores
 */
export interface LoginFlow extends Subscribable<LoginFlowSnapshot> {
  /** Signs in with e-mail and password; on `SUCCESS` finishes with a silent login and stores the member tokens with their member. */
  login(input: LoginInput, options?: LoginFlowCallOptions): Promise<LoginResult | null>;
  /** Registers; on `SUCCESS` finishes like `login`. */
  register(input: RegisterInput, options?: LoginFlowCallOptions): Promise<LoginResult | null>;
  /** Sends the e-mail verification code of an `EMAIL_VERIFICATION_REQUIRED` step; on `SUCCESS` finishes like `login`. */
  verify(verificationCode: string): Promise<LoginResult | null>;
  /** Has a new e-mail verification code sent for the pending step (also after a wrong code): back to `EMAIL_VERIFICATION_REQUIRED`. */
  resendCode(): Promise<LoginResult | null>;
  /** Starts the hosted-page login (`loginWithRedirect`); resolves the login page URL. */
  loginWithRedirect(options: Omit<LoginWithRedirectOptions, 'signal'>): Promise<string | null>;
  /**
   * Finishes the hosted-page login on the callback page (`handleRedirectCallback`, once per callback
   * URL): resolves its outcome even when a later action superseded this one, `null` on error.
   */
  handleRedirectCallback(url?: string): Promise<{ tokens: Tokens; returnTo: string } | null>;
  /** Logs out (tokens cleared at once) and, unless `navigate: false`, sends the browser to the platform's logout page; resolves its URL. */
  logout(postFlowUrl: string, options?: { navigate?: boolean }): Promise<string | null>;
  /** Aborts the running action (its outcome is dropped); the state stays where it was. */
  cancel(): void;
  /** Aborts the running action and goes back to `INITIAL`. */
  reset(): void;
}

const snapshot = (result: LoginResult | null, error: StorefrontError | null, pending: boolean): LoginFlowSnapshot => ({
  loginState: result?.loginState ?? 'INITIAL',
  result,
  errorCode: result?.errorCode,
  error,
  pending,
});

const INITIAL = /* @__PURE__ */ snapshot(null, null, false);

// What the SDK did not throw itself (a custom storage or fetch, a browser API) still arrives typed.
const asError = (e: unknown): StorefrontError =>
  isStorefrontError(e) ? e : new OAuthError(e instanceof Error ? e.message : String(e), 'ERR_OAUTH_UNEXPECTED', { cause: e });

/** One attempt at a time over `store`: `run` aborts the running one and drops its outcome. */
function createAttempts(store: WritableSubscribable<LoginFlowSnapshot>) {
  let current: AbortController | undefined;
  const put = (result: LoginResult | null, error: StorefrontError | null, pending: boolean) => {
    const s = store.getSnapshot();
    if (s.result !== result || s.error !== error || s.pending !== pending) store.set(snapshot(result, error, pending));
  };
  const stop = () => {
    current?.abort();
    current = undefined;
  };
  /** Runs one action; `resultOf` gives the flow's next result (left out: the result stays). */
  const run = async <T>(work: (signal: AbortSignal) => Promise<T>, resultOf?: (value: T) => LoginResult | null): Promise<T | null> => {
    stop();
    const controller = new AbortController();
    current = controller;
    put(store.getSnapshot().result, null, true);
    try {
      const value = await work(controller.signal);
      if (current !== controller) return null; // superseded or cancelled: dropped
      current = undefined;
      put(resultOf ? resultOf(value) : store.getSnapshot().result, null, false);
      return value;
    } catch (e) {
      if (current !== controller) return null;
      current = undefined;
      put(store.getSnapshot().result, asError(e), false);
      return null;
    }
  };
  return { put, stop, run };
}

/**
 * Creates the login flow of a strategy: the state a sign-in form renders (`loginState`, `result`,
 * `errorCode`, `error`, `pending`) and its actions, as a store with `subscribe` / `getSnapshot`
 * (React binds it with `useSyncExternalStore`). Each action aborts the one before it (its outcome is
 * dropped, the silent login's hidden frame removed); `cancel()` aborts without a new one. A step that
 * reaches `SUCCESS` is finished here: silent login, then `setTokens(tokens, { member })` with the
 * member its identity names, unless the session was replaced since the step started (a logout by this
 * or another flow of the strategy, the app's `setTokens`): then nothing is stored and `error` is
 * `ERR_OAUTH_SESSION_CHANGED`. The session itself stays in the strategy (`auth.getSnapshot()`).
 *
 * @param strategy - from {@link createOAuthStrategy}
 * @returns the flow, in state `INITIAL`
 * @throws {ValidationError} when `strategy` is not a strategy of this package
 * @group Stores
 * @example
 * ```ts
 * import { createLoginFlow, createOAuthStrategy } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id' });
 * const flow = createLoginFlow(auth);
 * flow.subscribe(() => {
 *   const { loginState, errorCode, error, pending } = flow.getSnapshot();
 *   render({ askForCode: loginState === 'EMAIL_VERIFICATION_REQUIRED', message: errorCode ?? error?.message, busy: pending });
 * });
 * await flow.login({ email: 'ann@example.com', password: 'correct horse' });
 * declare function render(view: object): void;
 * ```
 */
export function createLoginFlow(strategy: OAuthStrategy): LoginFlow {
  internals(strategy);
  const store = createSubscribable(INITIAL);
  const { put, stop, run } = createAttempts(store);
  const same = (result: LoginResult) => result;
  /** A login step; a `SUCCESS` is finished with the silent login (hidden frame) and stored with its member. */
  const step = (call: (signal: AbortSignal) => Promise<LoginResult>) =>
    run(async (signal) => {
      const storeTokens = startSignIn(strategy);
      const result = await call(signal);
      if (result.loginState === 'SUCCESS') {
        const { tokens, member } = await memberTokensFor(strategy, result, { signal });
        if (!signal.aborted) storeTokens(tokens, member);
      }
      return result;
    }, same);
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    login: (input, options) => step((signal) => login(strategy, input, { ...options, signal })),
    register: (input, options) => step((signal) => register(strategy, input, { ...options, signal })),
    verify: (verificationCode) => step((signal) => processVerification(strategy, { verificationCode }, { signal })),
    resendCode: () => step((signal) => resendVerificationCode(strategy, { signal })),
    loginWithRedirect: (options) => run((signal) => loginWithRedirect(strategy, { ...options, signal })),
    async handleRedirectCallback(url) {
      // The outcome is the strategy's, once per callback URL: every caller gets it.
      const once = handleRedirectCallback(strategy, url);
      await run(() => once);
      return once.catch(() => null);
    },
    async logout(postFlowUrl, options = {}) {
      const value = await run(
        (signal) => logout(strategy, postFlowUrl, { signal }),
        () => null,
      );
      if (value && (options.navigate ?? true) && typeof window !== 'undefined') window.location.assign(value.logoutUrl);
      return value && value.logoutUrl;
    },
    cancel() {
      stop();
      const { result, error } = store.getSnapshot();
      put(result, error, false);
    },
    reset() {
      stop();
      put(null, null, false);
    },
  };
}
