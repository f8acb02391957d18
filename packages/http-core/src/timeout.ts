import { aborted, TimeoutError, type StorefrontError } from './errors';

/**
 * The longest delay a timer holds: 2^31-1 ms (about 24.8 days). Above it, `setTimeout` in browsers
 * and Node fires at once (Node after 1 ms, with a warning).
 *
 * @example
 * ```ts
 * import { MAX_TIMER_MS } from '@storefront-kit/http-core';
 * const days = MAX_TIMER_MS / 86_400_000; // 24.85...
 * ```
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A delay clamped to {@link MAX_TIMER_MS}, for `setTimeout`: every timer of the SDK (call timeouts,
 * retry waits, the silent-login timeout) goes through it, so a longer delay waits about 24.8 days
 * instead of firing at once.
 *
 * @param ms - the delay wanted, in milliseconds
 * @returns `ms`, or `MAX_TIMER_MS` when `ms` is above it
 *
 * @example
 * ```ts
 * import { clampDelay } from '@storefront-kit/http-core';
 * const expiresAt = Date.now() + 40 * 86_400_000; // a token valid for 40 days
 * setTimeout(() => console.log('refresh'), clampDelay(expiresAt - Date.now() - 60_000));
 * ```
 */
export const clampDelay = (ms: number): number => Math.min(ms, MAX_TIMER_MS);

/**
 * One signal for a whole call: it fires when the caller's signal fires (reason: an AbortError) or
 * `timeoutMs` runs out (reason: a TimeoutError), so `signal.reason` is the error to throw.
 * `race(p)` settles like `p` or rejects as soon as the signal fires; `sleep(ms)` waits; `done()`
 * clears the timers and the caller listener.
 */
export function linkSignal(caller: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let rejectStopped!: (error: StorefrontError) => void;
  // Rejected when the call stops; every wait of the call races it (no listener on our own signal).
  const stopped = new Promise<never>((_, reject) => (rejectStopped = reject));
  stopped.catch(() => {});
  const stop = (error: StorefrontError) => {
    rejectStopped(error);
    controller.abort(error);
  };
  const onAbort = () => stop(aborted(caller!.reason));
  if (caller?.aborted) onAbort();
  else caller?.addEventListener('abort', onAbort);
  const onTimeout = () => stop(new TimeoutError(`Request timed out after ${timeoutMs} ms`, timeoutMs));
  const timer = timeoutMs > 0 ? setTimeout(onTimeout, clampDelay(timeoutMs)) : undefined;
  let sleepTimer: ReturnType<typeof setTimeout> | undefined;
  // `stopped` first: once the signal has fired it wins even over an already settled promise.
  const race = <T>(p: Promise<T>): Promise<T> => Promise.race([stopped, p]);
  return {
    signal: controller.signal,
    race,
    sleep: (ms: number) => race(new Promise((resolve) => (sleepTimer = setTimeout(resolve, clampDelay(ms))))),
    done: () => {
      clearTimeout(timer);
      clearTimeout(sleepTimer);
      caller?.removeEventListener('abort', onAbort);
    },
  };
}
