import { aborted, TimeoutError, type StorefrontError } from './errors';

/**
 * One signal for a whole call: it fires when the caller's signal fires (reason: an AbortError) or
 * `timeoutMs` runs out (reason: a TimeoutError), so `signal.reason` is the error to throw.
 * `race(p)` settles like `p` or rejects as soon as the signal fires; `sleep(ms)` waits; `done()`
 * clears the timers and the caller listener.
 */
export function linkSignal(caller: AbortSignal | undefined, timeoutMs: number) {
  const ctl = new AbortController();
  let fire!: (error: StorefrontError) => void;
  // Rejected when the call stops; every wait of the call races it (no listener on our own signal).
  const dead = new Promise<never>((_, reject) => (fire = reject));
  dead.catch(() => {});
  const stop = (error: StorefrontError) => {
    fire(error);
    ctl.abort(error);
  };
  const onAbort = () => stop(aborted(caller!.reason));
  if (caller?.aborted) onAbort();
  else caller?.addEventListener('abort', onAbort);
  // setTimeout overflows above 2^31-1 ms and fires at once; treat that (and 0) as "no timeout".
  const timer =
    timeoutMs > 0 && timeoutMs < 2 ** 31
      ? setTimeout(() => stop(new TimeoutError(`Request timed out after ${timeoutMs} ms`, timeoutMs)), timeoutMs)
      : undefined;
  let nap: ReturnType<typeof setTimeout> | undefined;
  // `dead` first: once the signal has fired it wins even over an already settled promise.
  const race = <T>(p: Promise<T>): Promise<T> => Promise.race([dead, p]);
  return {
    signal: ctl.signal,
    race,
    sleep: (ms: number) => race(new Promise((r) => (nap = setTimeout(r, ms)))),
    done: () => {
      clearTimeout(timer);
      clearTimeout(nap);
      caller?.removeEventListener('abort', onAbort);
    },
  };
}
