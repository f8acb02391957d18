import { AbortError } from '@storefront-kit/http-core';

/**
 * Throws the `AbortError` http-core throws for an aborted signal, for calls that would otherwise
 * change something before their request (use up a pending login, fetch a visitor token).
 */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AbortError('Request aborted', { cause: signal.reason });
}
