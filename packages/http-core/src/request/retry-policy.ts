import { HttpError, NetworkError } from '../errors';
import { backoff, type RetryOptions } from '../retry';

/**
 * How long to wait before attempt `attempt + 1`, or `undefined` when the call fails now. Only idempotent
 * calls are retried, after a network error or a retryable status, at most `limit` times: after the
 * server's `Retry-After` when it sent one (failing at once when it is above `maxRetryAfterMs`), else after
 * a random backoff.
 */
export function retryDelay(error: unknown, attempt: number, retryable: boolean, retry: RetryOptions): number | undefined {
  if (!retryable || attempt > (retry.limit ?? 2) || !(error instanceof NetworkError || (error instanceof HttpError && error.retryable))) return;
  // A NetworkError has no `retryAfterMs`.
  const after = (error as HttpError).retryAfterMs;
  return after === undefined ? backoff(attempt, retry) : after > (retry.maxRetryAfterMs ?? 10_000) ? undefined : after;
}
