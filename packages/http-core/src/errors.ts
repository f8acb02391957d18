const BRAND = Symbol.for('storefront-kit.error');

/**
 * Codes of the errors raised by `http-core` itself. {@link HttpError} uses the platform's own codes
 * (`INVALID_ARGUMENT`, `CART_NOT_FOUND`, `NOT_FOUND`, ...), and other packages add their own
 * prefixed codes (`ERR_OAUTH_*`, `ERR_WEBHOOK_*`), so `StorefrontError.code` stays open.
 *
 * @example
 * ```ts
 * import { isStorefrontError, type ErrorCode } from '@storefront-kit/http-core';
 * const retryable: ErrorCode[] = ['ERR_NETWORK', 'ERR_TIMEOUT'];
 * const shouldRetry = (e: unknown) => isStorefrontError(e) && retryable.includes(e.code as ErrorCode);
 * ```
 */
export type ErrorCode =
  | 'ERR_VALIDATION'
  | 'ERR_NETWORK'
  | 'ERR_TIMEOUT'
  | 'ERR_ABORTED'
  | 'ERR_INVALID_RESPONSE'
  | 'ERR_RATE_LIMITED'
  | 'ERR_PAGING_LOOP';

/**
 * Options accepted by every storefront-kit error constructor.
 *
 * @example
 * ```ts
 * import { NetworkError, type StorefrontErrorOptions } from '@storefront-kit/http-core';
 * const options: StorefrontErrorOptions = { cause: new TypeError('fetch failed') };
 * const error = new NetworkError('Network error', options);
 * ```
 */
export interface StorefrontErrorOptions {
  /** The underlying error, kept as `error.cause`. */
  cause?: unknown;
}

/**
 * The base class of every error thrown by storefront-kit packages. Other packages subclass it
 * with their own codes. Use {@link isStorefrontError} rather than `instanceof` when the package
 * may be installed twice.
 *
 * @example
 * ```ts
 * import { StorefrontError } from '@storefront-kit/http-core';
 * class OAuthError extends StorefrontError {
 *   constructor(message: string, code: `ERR_OAUTH_${string}`, options?: { cause?: unknown }) {
 *     super(message, code, options);
 *     this.name = 'OAuthError';
 *   }
 * }
 * ```
 */
export class StorefrontError extends Error {
  /** A stable, machine-readable code to branch on. */
  declare readonly code: ErrorCode | (string & {});

  constructor(message: string, code: ErrorCode | (string & {}), options?: StorefrontErrorOptions) {
    super(message, options);
    this.name = 'StorefrontError';
    this.code = code;
  }

  // On the prototype, so it stays out of logs; a registry symbol, so copies of the package agree.
  /** @internal */
  get [BRAND](): true {
    return true;
  }

  /** A plain object for logs: name, code, message, the subclass fields and a summary of `cause`. */
  toJSON(): Record<string, unknown> {
    const c = this.cause as { name?: unknown; message?: unknown } | undefined;
    return Object.assign({ name: this.name, message: this.message }, this as object, {
      cause: c instanceof Error ? { name: c.name, message: c.message } : c,
    });
  }
}

/**
 * Whether `e` is a storefront-kit error, from this copy of the package or any other.
 *
 * @example
 * ```ts
 * import { isStorefrontError } from '@storefront-kit/http-core';
 * try { await work(); } catch (e) { if (isStorefrontError(e)) console.log(e.code); else throw e; }
 * declare function work(): Promise<void>;
 * ```
 */
export function isStorefrontError(e: unknown): e is StorefrontError {
  return typeof e === 'object' && e !== null && (e as Record<symbol, unknown>)[BRAND] === true;
}

/**
 * Whether `e` is an {@link HttpError}, a {@link RateLimitError} included (works across duplicated
 * package copies).
 *
 * @example
 * ```ts
 * import { isHttpError } from '@storefront-kit/http-core';
 * const notFound = (e: unknown) => isHttpError(e) && e.status === 404;
 * ```
 */
export function isHttpError(e: unknown): e is HttpError {
  return isStorefrontError(e) && (e.name === 'HttpError' || isRateLimitError(e));
}

/**
 * Whether `e` is a {@link RateLimitError} (works across duplicated package copies).
 *
 * @example
 * ```ts
 * import { isRateLimitError } from '@storefront-kit/http-core';
 * const waitFor = (e: unknown) => (isRateLimitError(e) ? e.retryAfterMs : 0);
 * ```
 */
export function isRateLimitError(e: unknown): e is RateLimitError {
  return isStorefrontError(e) && e.name === 'RateLimitError';
}

/**
 * One entry of a platform validation error (`details.validationError.fieldViolations[]`).
 *
 * @example
 * ```ts
 * import type { FieldViolation } from '@storefront-kit/http-core';
 * const v: FieldViolation = { field: 'lineItems[0].quantity', description: 'must be at least 1' };
 * ```
 */
export interface FieldViolation {
  field: string;
  description: string;
  [key: string]: unknown;
}

/**
 * Fields of an {@link HttpError}, for its constructor (mostly useful in tests and test doubles).
 *
 * @example
 * ```ts
 * import { HttpError, type HttpErrorInit } from '@storefront-kit/http-core';
 * const init: HttpErrorInit = { status: 404, method: 'GET', url: 'https://www.wixapis.com/ecom/v1/carts/current' };
 * const error = new HttpError('Not Found', 'NOT_FOUND', init);
 * ```
 */
export interface HttpErrorInit {
  status: number;
  method: string;
  url: string;
  requestId?: string | undefined;
  details?: Record<string, unknown>;
  fieldViolations?: FieldViolation[];
  applicationCode?: string | undefined;
  data?: unknown;
  retryAfterMs?: number | undefined;
  response?: Response;
}

/**
 * A non-2xx answer from the platform. `message` and `code` follow the platform's rules:
 * validation errors read `INVALID_ARGUMENT: "field" description, ...` (sorted by field);
 * application errors read `message: description` with the application code; other 4xx use the
 * status text (code in UPPER_SNAKE_CASE); anything else reads `System error occurred`.
 * A 429 or 503 with a usable `Retry-After` is the subclass {@link RateLimitError}.
 *
 * @example
 * ```ts
 * import { isHttpError } from '@storefront-kit/http-core';
 * function explain(e: unknown) {
 *   if (isHttpError(e) && e.code === 'CART_NOT_FOUND') return 'no cart yet';
 *   if (isHttpError(e) && e.retryAfterMs !== undefined) return `retry in ${e.retryAfterMs} ms`;
 *   return String(e);
 * }
 * ```
 */
export class HttpError extends StorefrontError {
  /** HTTP status of the answer. */
  declare readonly status: number;
  /** The request's method. */
  declare readonly method: string;
  /** The request's URL without query string or fragment. */
  declare readonly url: string;
  /** The `X-Wix-Request-Id` response header, when present. */
  declare readonly requestId: string | undefined;
  /** The body's `details` object (`{}` when absent). */
  declare readonly details: Record<string, unknown>;
  /** `details.validationError.fieldViolations`, sorted by field (empty when none). */
  declare readonly fieldViolations: FieldViolation[];
  /** The application error code (server-sent, or derived from the status text for other 4xx). */
  declare readonly applicationCode: string | undefined;
  /** The whole parsed JSON body, or `undefined` when the body was not a JSON object. */
  declare readonly data: unknown;
  /** The delay the server asked for in `Retry-After`, in milliseconds. */
  declare readonly retryAfterMs: number | undefined;
  /** The raw response, body already read (non-enumerable, so it stays out of logs); see `data`. */
  declare readonly response: Response | undefined;

  constructor(message: string, code: string, init: HttpErrorInit, options?: StorefrontErrorOptions) {
    super(message, code, options);
    this.name = 'HttpError';
    Object.assign(this, { details: {}, fieldViolations: [] }, init);
    Object.defineProperty(this, 'response', { enumerable: false });
  }
}

/**
 * A 429 or 503 answer whose `Retry-After` (seconds or an HTTP date) asked the client to wait, and
 * that ended the call: the wait was above `maxRetryAfterMs` (the call fails at once, without
 * sleeping), the method is never retried (POST, PATCH), or the retries ran out. `code` is
 * `ERR_RATE_LIMITED`; the platform's code stays in `applicationCode`. An {@link HttpError}, so
 * `isHttpError` and `instanceof HttpError` still hold.
 *
 * @example
 * ```ts
 * import { isRateLimitError } from '@storefront-kit/http-core';
 * function explain(e: unknown) {
 *   return isRateLimitError(e) ? `busy, try again in ${Math.ceil(e.retryAfterMs / 1000)} s` : String(e);
 * }
 * ```
 */
export class RateLimitError extends HttpError {
  /** The delay the server asked for in `Retry-After`, in milliseconds. */
  declare readonly retryAfterMs: number;

  constructor(message: string, init: HttpErrorInit & { retryAfterMs: number }, options?: StorefrontErrorOptions) {
    super(message, 'ERR_RATE_LIMITED', init, options);
    this.name = 'RateLimitError';
  }
}

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
  /** The budget that ran out. */
  declare readonly timeoutMs: number;

  constructor(message: string, timeoutMs: number, options?: StorefrontErrorOptions) {
    super(message, 'ERR_TIMEOUT', options);
    this.name = 'TimeoutError';
    this.timeoutMs = timeoutMs;
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
  /** HTTP status of the answer. */
  declare readonly status: number;
  /** The answer's `Content-Type`, when present. */
  declare readonly contentType: string | undefined;
  /** Why the answer was refused. @default 'incomplete' */
  declare readonly reason: InvalidResponseReason;

  constructor(
    message: string,
    status: number,
    contentType?: string,
    options?: StorefrontErrorOptions & { reason?: InvalidResponseReason },
  ) {
    super(message, 'ERR_INVALID_RESPONSE', options);
    this.name = 'InvalidResponseError';
    this.status = status;
    this.contentType = contentType;
    this.reason = options?.reason ?? 'incomplete';
  }
}
