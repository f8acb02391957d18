/**
 * Automatic retries of idempotent requests (GET, HEAD, PUT, DELETE, and a POST read whose endpoint
 * declares `idempotent: true`) on 408, 429, 500, 502, 503, 504 and network errors. Any other POST or
 * PATCH is never retried.
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * const client = createClient({ retry: { limit: 3, baseDelayMs: 200, maxRetryAfterMs: 5_000 } });
 * ```
 */
export interface RetryOptions {
  /** Retries after the first attempt: a whole number, 0 or more (else `createClient` throws a ValidationError). @default 2 */
  limit?: number;
  /**
   * Backoff base: attempt n waits a random time up to `baseDelayMs * 2 ** (n - 1)`. This and the two
   * below are numbers, 0 or more (else `createClient` throws a ValidationError). @default 300
   */
  baseDelayMs?: number;
  /** Upper bound of the backoff. @default 5000 */
  maxDelayMs?: number;
  /**
   * The longest `Retry-After` the client waits for; a longer one fails at once, without sleeping,
   * with a RateLimitError (`retryAfterMs`). `Infinity` waits out any (clamped to `MAX_TIMER_MS`).
   * @default 10000
   */
  maxRetryAfterMs?: number;
}

export const RETRY_STATUSES = [408, 429, 500, 502, 503, 504];

/**
 * Milliseconds asked for by a `Retry-After` value: delta-seconds or an HTTP date (a past date
 * is 0). Negative or unparsable values give `undefined`.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  const v = value?.trim() ?? '';
  // A date must name a weekday or month; Date.parse alone accepts things like "-5".
  const ms = /^\d+(\.\d+)?$/.test(v) ? +v * 1000 : /[a-z]{3}/i.test(v) ? Date.parse(v) - now : NaN;
  return Number.isNaN(ms) ? undefined : Math.max(0, Math.ceil(ms));
}

/** Full-jitter exponential backoff for retry number `n` (1-based). */
export function backoff(n: number, o: RetryOptions): number {
  return Math.random() * Math.min(o.maxDelayMs ?? 5000, (o.baseDelayMs ?? 300) * 2 ** (n - 1));
}
