/**
 * The failures both receivers (`createWebhooks`, `createServicePlugins`) share: why a token was refused, the
 * shared error codes, and how each receiver makes its own error from them.
 */

/**
 * Why a token was refused.
 *
 * - `not_a_jwt`: the input is not a compact JWS at all (empty, whitespace, JSON, bad base64url, not UTF-8)
 * - `alg_not_allowed`: `alg` is not `RS256` (`none`, `HS256`, ...)
 * - `bad_signature`: wrong key or tampered token (a signature respelled in its last character's unused bits too)
 * - `expired`: `exp` is in the past (beyond the tolerance)
 * - `not_yet_valid`: `nbf` is in the future (beyond the tolerance)
 * - `too_old`: `iat` is older than `maxTokenAgeSeconds`
 * - `issued_in_future`: `iat` is in the future (beyond the tolerance)
 * - `missing_claim`: `exp`, `iat`, or a configured `iss`/`aud` is absent
 * - `claim_mismatch`: `iss` or `aud` differ from the configured values
 * - `invalid_token`: any other refusal (bad header JSON, a `crit` extension, claims not an object, a time claim not a number, ...)
 *
 * @example
 * ```ts
 * if (isWebhookError(error) && error.reason === 'expired') console.warn('check the server clock');
 * declare const error: unknown;
 * ```
 */
export type JwtFailureReason =
  | 'not_a_jwt'
  | 'alg_not_allowed'
  | 'bad_signature'
  | 'expired'
  | 'not_yet_valid'
  | 'too_old'
  | 'issued_in_future'
  | 'missing_claim'
  | 'claim_mismatch'
  | 'invalid_token';

/** Internal: the error codes both receivers share, without their `ERR_WEBHOOK_` / `ERR_SERVICE_PLUGIN_` prefix. */
export type SharedErrorCode = 'INVALID_JWT' | 'MALFORMED' | 'INVALID_CONFIG' | 'BODY_TOO_LARGE' | 'METHOD_NOT_ALLOWED';

/** Internal: makes a receiver's own error (`WebhookError`, `ServicePluginError`) for a shared code. */
export type Fail<TError> = (code: SharedErrorCode, message: string, details?: { reason?: JwtFailureReason; limitBytes?: number; cause?: unknown }) => TError;
