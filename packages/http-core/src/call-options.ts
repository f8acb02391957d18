/**
 * Per-call options, the same for every call of every package: a cart call, a catalogue read, a query's
 * `find()`, an identity call.
 *
 * @example
 * ```ts
 * import type { CallOptions } from '@storefront-kit/http-core';
 * const options: CallOptions = { signal: AbortSignal.timeout(5_000), timeoutMs: 2_000 };
 * ```
 * @group Types
 */
export interface CallOptions {
  /** Cancels the call: it rejects with an `AbortError`. */
  signal?: AbortSignal;
  /** This call's time budget in milliseconds, instead of the client's `timeoutMs`. */
  timeoutMs?: number;
}
