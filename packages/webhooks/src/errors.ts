/**
 * The error of webhook deliveries, {@link WebhookError}, a subclass of http-core's `StorefrontError`, with
 * its codes and guard. The service-plugin errors are in `service-plugin-errors.ts`.
 */
import { isStorefrontError, StorefrontError } from '@storefront-kit/http-core';
import type { JwtFailureReason, SharedErrorCode } from './failures';

/**
 * Codes of {@link WebhookError}, each with the HTTP status `processRequest` answers:
 *
 * | code | status | when |
 * |---|---|---|
 * | `ERR_WEBHOOK_INVALID_JWT` | 401 | signature, algorithm, time or issuer/audience check failed |
 * | `ERR_WEBHOOK_MALFORMED` | 400 | body is not a JWT, or the verified envelope lacks `data`/`eventType`/`instanceId` or holds bad JSON |
 * | `ERR_WEBHOOK_UNEXPECTED_EVENT_TYPE` | 400 | no handler registered and not listed in `expectedEvents` |
 * | `ERR_WEBHOOK_BODY_TOO_LARGE` | 413 | body larger than `maxBodyBytes` (checked before verification) |
 * | `ERR_WEBHOOK_METHOD_NOT_ALLOWED` | 405 | request method is not POST |
 * | `ERR_WEBHOOK_HANDLER_FAILED` | 500 | a handler threw; the platform retries the delivery |
 * | `ERR_WEBHOOK_DEDUPE_FAILED` | 500 | the dedupe store threw |
 * | `ERR_WEBHOOK_INVALID_CONFIG` | 500 | the public key or an option is unusable, or the request's body was already read |
 *
 * @example
 * ```ts
 * const retryable = (code: WebhookErrorCode) => code === 'ERR_WEBHOOK_HANDLER_FAILED';
 * ```
 */
export type WebhookErrorCode =
  | 'ERR_WEBHOOK_INVALID_JWT'
  | 'ERR_WEBHOOK_MALFORMED'
  | 'ERR_WEBHOOK_UNEXPECTED_EVENT_TYPE'
  | 'ERR_WEBHOOK_BODY_TOO_LARGE'
  | 'ERR_WEBHOOK_METHOD_NOT_ALLOWED'
  | 'ERR_WEBHOOK_HANDLER_FAILED'
  | 'ERR_WEBHOOK_DEDUPE_FAILED'
  | 'ERR_WEBHOOK_INVALID_CONFIG';

/** `WebhookError` statuses other than 500. */
const WEBHOOK_STATUS: Partial<Record<WebhookErrorCode, number>> = {
  ERR_WEBHOOK_INVALID_JWT: 401,
  ERR_WEBHOOK_MALFORMED: 400,
  ERR_WEBHOOK_UNEXPECTED_EVENT_TYPE: 400,
  ERR_WEBHOOK_BODY_TOO_LARGE: 413,
  ERR_WEBHOOK_METHOD_NOT_ALLOWED: 405,
};

/**
 * Extra facts a {@link WebhookError} may carry.
 *
 * @example
 * ```ts
 * new WebhookError('too large', 'ERR_WEBHOOK_BODY_TOO_LARGE', { limitBytes: 1024 });
 * ```
 */
export interface WebhookErrorDetails {
  /** For `ERR_WEBHOOK_INVALID_JWT` (and `ERR_WEBHOOK_MALFORMED` with `not_a_jwt`): why the token was refused. */
  reason?: JwtFailureReason;
  /** The delivered event type, when known. */
  eventType?: string;
  /** For `ERR_WEBHOOK_UNEXPECTED_EVENT_TYPE`: the accepted types. */
  expectedEventTypes?: readonly string[];
  /** For `ERR_WEBHOOK_BODY_TOO_LARGE`: the cap in bytes. */
  limitBytes?: number;
  cause?: unknown;
}

/**
 * A webhook delivery was refused or its handling failed. `status` is the HTTP status `processRequest`
 * answers with. The message never contains the token.
 *
 * @example
 * ```ts
 * import { isWebhookError } from '@storefront-kit/webhooks';
 * try {
 *   await webhooks.process(jwt);
 * } catch (error) {
 *   if (isWebhookError(error) && error.code === 'ERR_WEBHOOK_INVALID_JWT') console.warn(error.reason);
 *   else throw error;
 * }
 * declare const webhooks: Webhooks;
 * declare const jwt: string;
 * ```
 */
export class WebhookError extends StorefrontError {
  declare readonly code: WebhookErrorCode;
  /** The HTTP status a receiver should answer with. */
  declare readonly status: number;
  declare readonly reason?: JwtFailureReason;
  declare readonly eventType?: string;
  declare readonly expectedEventTypes?: readonly string[];
  declare readonly limitBytes?: number;

  /**
   * @param message - what went wrong (never the token)
   * @param code - the code, which also sets `status`
   * @param details - the error's facts and its `cause`
   */
  constructor(message: string, code: WebhookErrorCode, details: WebhookErrorDetails = {}) {
    super(message, code, details);
    Object.assign(this, details, { name: 'WebhookError', status: WEBHOOK_STATUS[code] ?? 500 });
  }
}

/** Internal: a {@link WebhookError} of a code shared with service plugins (the webhook receiver's `Fail`). */
export function webhookError(code: SharedErrorCode, message: string, details?: WebhookErrorDetails): WebhookError {
  return new WebhookError(message, `ERR_WEBHOOK_${code}`, details);
}

/**
 * True for a {@link WebhookError}, also when it comes from another copy of this package.
 *
 * @example
 * ```ts
 * function toResponse(error: unknown): Response {
 *   if (isWebhookError(error)) return new Response(null, { status: error.status });
 *   throw error;
 * }
 * ```
 */
export function isWebhookError(value: unknown): value is WebhookError {
  return isStorefrontError(value) && value.name === 'WebhookError';
}
