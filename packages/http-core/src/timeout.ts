import { AbortError, TimeoutError } from './errors';

/**
 * One signal for a whole call: fires when the caller's signal fires or `timeoutMs` runs out.
 * `fail()` gives the matching AbortError or TimeoutError; `done()` clears the timer and listener.
 */
export function linkSignal(caller: AbortSignal | undefined, timeoutMs: number) {
  const ctl = new AbortController();
  let timedOut = false;
  const onAbort = () => ctl.abort(caller?.reason);
  if (caller?.aborted) onAbort();
  else caller?.addEventListener('abort', onAbort);
  // setTimeout overflows above 2^31-1 ms and fires at once; treat that (and 0) as "no timeout".
  const timer =
    timeoutMs > 0 && timeoutMs < 2 ** 31
      ? setTimeout(() => {
          timedOut = true;
          ctl.abort();
        }, timeoutMs)
      : undefined;
  return {
    signal: ctl.signal,
    fail: () =>
      timedOut
        ? new TimeoutError(`Request timed out after ${timeoutMs} ms`, timeoutMs)
        : new AbortError('Request aborted', { cause: caller?.reason }),
    done: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onAbort);
    },
  };
}

/** Settles like `promise`, or rejects as soon as `signal` aborts. */
export function race<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Waits `ms`, or rejects when `signal` aborts (the timer is cleared either way). */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return race(new Promise<void>((r) => (timer = setTimeout(r, ms))), signal).finally(() => clearTimeout(timer));
}
