import { RETRY_STATUSES } from '../retry';
import { isStorefrontError, StorefrontError, type StorefrontErrorOptions } from './base';

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
 * What the body of an error answer was: `json` (parsed, see `HttpError.data`), `html` (a `text/html`
 * page, typically from a proxy or CDN in front of the platform), other `text`, or `empty`.
 *
 * @example
 * ```ts
 * import { isHttpError, type HttpBodyKind } from '@storefront-kit/http-core';
 * const fromProxy = (e: unknown) => isHttpError(e) && e.bodyKind === ('html' satisfies HttpBodyKind);
 * ```
 */
export type HttpBodyKind = 'json' | 'html' | 'text' | 'empty';

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
  platformMessage?: string | undefined;
  data?: unknown;
  /** Absent on an error no answer made (a test double). */
  bodyKind?: HttpBodyKind;
  retryAfterMs?: number | undefined;
  /** Absent on an error no call made (a test double). */
  attempts?: number;
  /** Default: whether `status` is one a later attempt may fix (408, 429, 500, 502, 503, 504). */
  retryable?: boolean;
  response?: Response;
}

/**
 * A non-2xx answer from the platform. `message` and `code` follow the platform's rules:
 * validation errors read `INVALID_ARGUMENT: "field" description, ...` (sorted by field);
 * application errors read `message: description` with the application code; other 4xx use the
 * status text (code in UPPER_SNAKE_CASE); anything else reads `System error occurred`. The message ends
 * with the call that failed, `(GET /ecom/v1/carts/current)`: method and path, never the query string.
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
  declare readonly name: 'HttpError' | 'RateLimitError';
  /** The platform's code: its application error code, `INVALID_ARGUMENT`, or the status text in UPPER_SNAKE_CASE. */
  declare readonly code: string;
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
  /**
   * The platform's own words, as `message` gives them before the call: its field violations
   * (`INVALID_ARGUMENT: "field" description`), or its `message` and application-error description. A
   * refused token grant gives the OAuth `error` and `error_description` here. `undefined` when the
   * answer said nothing a person can read (a 5xx without an application error, an HTML page, an
   * empty body): show your own sentence then.
   *
   * @example
   * ```ts
   * import { isHttpError } from '@storefront-kit/http-core';
   * const forShopper = (e: unknown) => (isHttpError(e) && e.status < 500 && e.platformMessage) || 'Please try again.';
   * ```
   */
  declare readonly platformMessage: string | undefined;
  /** The whole parsed JSON body, or `undefined` when the body was not a JSON object. */
  declare readonly data: unknown;
  /** What the body was; an HTML page never reaches `message`. */
  declare readonly bodyKind: HttpBodyKind | undefined;
  /** The delay the server asked for in `Retry-After`, in milliseconds. */
  declare readonly retryAfterMs: number | undefined;
  /**
   * Whether a later attempt may succeed: the status is 408, 429, 500, 502, 503 or 504, the answers
   * http-core retries an idempotent call on. `true` on an error that ended a call means the retries
   * ran out (or the call was a POST or PATCH, never retried): trying again later is reasonable.
   */
  declare readonly retryable: boolean;
  /**
   * How many times the call was sent before this answer ended it, retries included (a replay after
   * renewing the token is not counted); `undefined` on an HttpError made by hand.
   */
  declare readonly attempts: number | undefined;
  /** The raw response, body already read (non-enumerable, so it stays out of logs); see `data`. */
  declare readonly response: Response | undefined;

  constructor(message: string, code: string, init: HttpErrorInit, options?: StorefrontErrorOptions) {
    super(message, code, options);
    this.name = 'HttpError';
    Object.assign(this, { details: {}, fieldViolations: [], retryable: RETRY_STATUSES.includes(init.status) }, init);
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
  declare readonly name: 'RateLimitError';
  declare readonly code: 'ERR_RATE_LIMITED';
  /** The delay the server asked for in `Retry-After`, in milliseconds. */
  declare readonly retryAfterMs: number;

  constructor(message: string, init: HttpErrorInit & { retryAfterMs: number }, options?: StorefrontErrorOptions) {
    super(message, 'ERR_RATE_LIMITED', init, options);
    this.name = 'RateLimitError';
  }
}
