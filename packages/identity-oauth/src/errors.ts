import { StorefrontError } from '@storefront-kit/http-core';

/**
 * Codes of {@link OAuthError}:
 * - `ERR_OAUTH_STATE`: the callback's `code` or `state` is missing (`Missing code or _state`, the
 *   platform SDK's message), its `state` differs from the one generated, or it belongs to no pending
 *   login (replayed callback). No token request was sent.
 * - `ERR_OAUTH_RESPONSE`: the authorization server answered with `error=...`, or a parameter appeared twice.
 * - `ERR_OAUTH_TIMEOUT`: silent login got no answer in time (`OAuth flow timed out`).
 * - `ERR_OAUTH_SESSION_EXPIRED`: the refresh token was rejected (400 `invalid_grant`); the session is over.
 * - `ERR_OAUTH_SESSION_CHANGED`: the session was logged out or replaced while a token request was in flight.
 * - `ERR_OAUTH_ENVIRONMENT`: a browser-only function was called where there is no `window`/`document`.
 * - `ERR_OAUTH_UNEXPECTED`: a login flow step failed with something that is not an SDK error (a bug in
 *   a custom storage or fetch, a browser API that threw); the original error is the `cause`.
 *
 * @group Errors
 */
export type OAuthErrorCode =
  | 'ERR_OAUTH_STATE'
  | 'ERR_OAUTH_RESPONSE'
  | 'ERR_OAUTH_TIMEOUT'
  | 'ERR_OAUTH_SESSION_EXPIRED'
  | 'ERR_OAUTH_SESSION_CHANGED'
  | 'ERR_OAUTH_ENVIRONMENT'
  | 'ERR_OAUTH_UNEXPECTED';

/**
 * An OAuth or session error. `error` and `errorDescription` carry the authorization server's
 * `error` / `error_description` when it sent them. Messages never contain tokens, codes or verifiers.
 *
 * @group Errors
 * @example
 * ```ts
 * import { isOAuthError } from '@storefront-kit/identity-oauth';
 * function onLoginError(e: unknown) {
 *   if (isOAuthError(e) && e.code === 'ERR_OAUTH_RESPONSE' && e.error === 'login_required') return 'show the form';
 *   throw e;
 * }
 * ```
 */
export class OAuthError extends StorefrontError {
  declare readonly code: OAuthErrorCode;
  /** The server's `error` parameter (`access_denied`, `login_required`, `invalid_grant`...). */
  declare readonly error: string | undefined;
  /** The server's `error_description` parameter. */
  declare readonly errorDescription: string | undefined;

  /**
   * @param message - what went wrong, free of secrets
   * @param code - one of {@link OAuthErrorCode}
   * @param extra - the server's `error` / `errorDescription`, and the `cause`
   */
  constructor(message: string, code: OAuthErrorCode, extra: { error?: string; errorDescription?: string; cause?: unknown } = {}) {
    super(message, code, { cause: extra.cause });
    this.name = 'OAuthError';
    this.error = extra.error;
    this.errorDescription = extra.errorDescription;
  }
}

/**
 * Whether `e` is an {@link OAuthError} (by `name`, so it works across duplicated package copies).
 *
 * @param e - anything caught
 * @returns `true` for an OAuth or session error
 * @group Errors
 * @example
 * ```ts
 * import { isOAuthError } from '@storefront-kit/identity-oauth';
 * const expired = (e: unknown) => isOAuthError(e) && e.code === 'ERR_OAUTH_SESSION_EXPIRED';
 * ```
 */
export function isOAuthError(e: unknown): e is OAuthError {
  return e instanceof Error && e.name === 'OAuthError' && typeof (e as OAuthError).code === 'string';
}

/** Throws `ERR_OAUTH_ENVIRONMENT` unless a DOM is present; returns the window. */
export function requireBrowser(what: string): Window & typeof globalThis {
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    throw new OAuthError(`${what} needs a browser (window and document); it was called outside one.`, 'ERR_OAUTH_ENVIRONMENT');
  }
  return window;
}
