import { aborted, TimeoutError } from './errors';

/**
 * One signal for a whole call: fires when the caller's signal fires or `timeoutMs` runs out.
 * `race(p)` settles like `p` or rejects as soon as the signal fires; `sleep(ms)` waits (its timer is
 * cleared either way); `fail()` gives the matching AbortError or TimeoutError; `done()` clears the
 * timer and the caller listener.
 */
export function linkSignal(caller: AbortSignal | undefined, timeoutMs: number) {
  const ctl = new AbortController();
  const { signal } = ctl;
  let timedOut = false;
  // One listener for the whole call, shared by every race.
  const dead = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  dead.catch(() => {});
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
  // `dead` first: once the signal has fired it wins even over an already settled promise.
  const race = <T>(p: Promise<T>): Promise<T> => Promise.race([dead, p]);
  return {
    signal,
    race,
    sleep: (ms: number) => {
      let t: ReturnType<typeof setTimeout> | undefined;
      return race(new Promise((r) => (t = setTimeout(r, ms)))).finally(() => clearTimeout(t));
    },
    fail: () => (timedOut ? new TimeoutError(`Request timed out after ${timeoutMs} ms`, timeoutMs) : aborted(caller?.reason)),
    done: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onAbort);
    },
  };
}
