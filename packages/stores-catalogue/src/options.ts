/**
 * Per-call options shared by every catalogue function.
 *
 * @example
 * ```ts
 * import type { CallOptions } from '@storefront-kit/stores-catalogue';
 * const options: CallOptions = { signal: AbortSignal.timeout(5_000) };
 * ```
 */
export interface CallOptions {
  /** Cancels the call (an `AbortError`). */
  signal?: AbortSignal;
}
