import { StorefrontError } from '@storefront-kit/http-core';

/**
 * Codes of {@link OAuthError}:
 * - `ERR_OAUTH_STATE`: the callback's `state` is missing, differs from the one generated, or belongs to
 *   no pending login (replayed callback). No token request was sent.
 * - `ERR_OAUTH_RESPONSE`: the authorization server answered with `error=...`, a parameter appeared twice,
 *   or the code is missing.
 * - `ERR_OAUTH_TIMEOUT`: silent login got no answer in time (`OAuth flow timed out`).
 * - `ERR_SESSION_EXPIRED`: the refresh token was rejected (400 `invalid_grant`); the session is over.
 * - `ERR_SESSION_CHANGED`: the session was logged out or replaced while a token request was in flight.
 * - `ERR_ENVIRONMENT`: a browser-only function was called where there is no `window`/`document`.
 *
 * @example
 * ```ts
 * import type { OAuthErrorCode } from '@storefront-kit/identity-oauth';
 * const retryable: OAuthErrorCode[] = ['ERR_OAUTH_TIMEOUT'];
 * ```
 */
export type OAuthErrorCode =
  | 'ERR_OAUTH_STATE'
  | 'ERR_OAUTH_RESPONSE'
  | 'ERR_OAUTH_TIMEOUT'
  | 'ERR_SESSION_EXPIRED'
  | 'ERR_SESSION_CHANGED'
  | 'ERR_ENVIRONMENT';

/**
 * An OAuth or session error. `error` and `errorDescription` carry the authorization server's
 * `error` / `error_description` when it sent them. Messages never contain tokens, codes or verifiers.
 *
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
  readonly error: string | undefined;
  /** The server's `error_description` parameter. */
  readonly errorDescription: string | undefined;

  constructor(message: string, code: OAuthErrorCode, extra: { error?: string; errorDescription?: string; cause?: unknown } = {}) {
    super(message, code, { cause: extra.cause });
    this.name = 'OAuthError';
    this.error = extra.error;
    this.errorDescription = extra.errorDescription;
  }
}

/**
 * Whether `e` is an {@link OAuthError} (works across duplicated package copies).
 *
 * @example
 * ```ts
 * import { isOAuthError } from '@storefront-kit/identity-oauth';
 * const expired = (e: unknown) => isOAuthError(e) && e.code === 'ERR_SESSION_EXPIRED';
 * ```
 */
export function isOAuthError(e: unknown): e is OAuthError {
  return e instanceof Error && e.name === 'OAuthError' && typeof (e as OAuthError).code === 'string';
}

/** Throws `ERR_ENVIRONMENT` unless a DOM is present; returns the window. */
export function requireBrowser(what: string): Window & typeof globalThis {
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    throw new OAuthError(`${what} needs a browser (window and document); it was called outside one.`, 'ERR_ENVIRONMENT');
  }
  return window;
}
