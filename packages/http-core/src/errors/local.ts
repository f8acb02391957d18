import { StorefrontError, type StorefrontErrorOptions } from './base';

/**
 * Bad input caught locally, before any request was sent (a missing path parameter, a body
 * that cannot be JSON, ...). `field` names the offending input.
 *
 * @example
 * ```ts
 * import { ValidationError } from '@storefront-kit/http-core';
 * function requireId(id: string) {
 *   if (!id) throw new ValidationError('id is required', 'id');
 * }
 * ```
 */
export class ValidationError extends StorefrontError {
  declare readonly name: 'ValidationError';
  declare readonly code: 'ERR_VALIDATION';
  /** The input that failed validation. */
  declare readonly field: string | undefined;

  constructor(message: string, field?: string, options?: StorefrontErrorOptions) {
    super(message, 'ERR_VALIDATION', options);
    this.name = 'ValidationError';
    this.field = field;
  }
}

/**
 * The request never got an HTTP answer (DNS, connection reset, CORS, offline). The runtime's
 * error is kept as `cause`.
 *
 * @example
 * ```ts
 * import { NetworkError } from '@storefront-kit/http-core';
 * const offline = (e: unknown) => e instanceof NetworkError;
 * ```
 */
export class NetworkError extends StorefrontError {
  declare readonly name: 'NetworkError';
  declare readonly code: 'ERR_NETWORK';
  constructor(message: string, options?: StorefrontErrorOptions) {
    super(message, 'ERR_NETWORK', options);
    this.name = 'NetworkError';
  }
}

/**
 * The request (all attempts, backoff and body read included) took longer than `timeoutMs`.
 *
 * @example
 * ```ts
 * import { TimeoutError } from '@storefront-kit/http-core';
 * const slow = (e: unknown) => e instanceof TimeoutError && e.timeoutMs > 10_000;
 * ```
 */
export class TimeoutError extends StorefrontError {
  declare readonly name: 'TimeoutError';
  declare readonly code: 'ERR_TIMEOUT';
  /** The budget that ran out. */
  declare readonly timeoutMs: number;
  /**
   * Which deadline ran out: always `'total'`, the whole call's (its attempts, the waits between them and
   * the body read); the SDK sets no deadline per attempt.
   */
  declare readonly phase: 'total';

  constructor(message: string, timeoutMs: number, options?: StorefrontErrorOptions) {
    super(message, 'ERR_TIMEOUT', options);
    this.name = 'TimeoutError';
    this.timeoutMs = timeoutMs;
    this.phase = 'total';
  }
}

/**
 * The caller's `AbortSignal` fired. The signal's `reason` is kept as `cause`.
 *
 * @example
 * ```ts
 * import { AbortError } from '@storefront-kit/http-core';
 * const cancelled = (e: unknown) => e instanceof AbortError;
 * ```
 */
export class AbortError extends StorefrontError {
  declare readonly name: 'AbortError';
  declare readonly code: 'ERR_ABORTED';
  constructor(message: string, options?: StorefrontErrorOptions) {
    super(message, 'ERR_ABORTED', options);
    this.name = 'AbortError';
  }
}

/** The AbortError for a caller's signal that fired (its reason as `cause`). @internal */
export const aborted = (reason: unknown): AbortError => new AbortError('Request aborted', { cause: reason });

/**
 * Why an answer was refused: `notJson` (a 2xx body that is not a JSON object), `tooLarge` (a body,
 * or its `Content-Length`, above the client's `maxResponseBytes`), `incomplete` (a JSON object
 * that lacks what the call needs, e.g. no `cart`).
 *
 * @example
 * ```ts
 * import { InvalidResponseError, type InvalidResponseReason } from '@storefront-kit/http-core';
 * const reasonOf = (e: unknown): InvalidResponseReason | undefined => (e instanceof InvalidResponseError ? e.reason : undefined);
 * ```
 */
export type InvalidResponseReason = 'notJson' | 'tooLarge' | 'incomplete';

/**
 * An answer the client cannot use: a 2xx body that is not a JSON object (HTML from a captive
 * portal, truncated JSON, a top-level array or `null`), a body above `maxResponseBytes`, or an
 * object lacking what the call needs. `reason` says which.
 *
 * @example
 * ```ts
 * import { InvalidResponseError } from '@storefront-kit/http-core';
 * const garbled = (e: unknown) => e instanceof InvalidResponseError && e.status === 200;
 * const huge = (e: unknown) => e instanceof InvalidResponseError && e.reason === 'tooLarge';
 * ```
 */
export class InvalidResponseError extends StorefrontError {
  declare readonly name: 'InvalidResponseError';
  declare readonly code: 'ERR_INVALID_RESPONSE';
  /** HTTP status of the answer. */
  declare readonly status: number;
  /** The answer's `Content-Type`, when present. */
  declare readonly contentType: string | undefined;
  /** Why the answer was refused. @default 'incomplete' */
  declare readonly reason: InvalidResponseReason;

  constructor(message: string, status: number, contentType?: string, options?: StorefrontErrorOptions & { reason?: InvalidResponseReason }) {
    super(message, 'ERR_INVALID_RESPONSE', options);
    this.name = 'InvalidResponseError';
    this.status = status;
    this.contentType = contentType;
    this.reason = options?.reason ?? 'incomplete';
  }
}
