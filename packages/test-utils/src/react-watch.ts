/**
 * Watchers for tests of UI bindings: what was printed, what was left unhandled, and what was sent.
 * No global is replaced for longer than the test (console spies are restored by `restoreMocks`).
 */
import { vi } from 'vitest';

/** Spies on console.error / console.warn (silenced); `errors()`/`warnings()` return what was printed, one string per call. */
export function watchConsole() {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  return {
    errors: () => error.mock.calls.map((c) => c.map(String).join(' ')),
    warnings: () => warn.mock.calls.map((c) => c.map(String).join(' ')),
  };
}

/** Collects unhandled promise rejections until `stop()`. */
export function watchUnhandled() {
  const seen: unknown[] = [];
  const onRejection = (reason: unknown) => seen.push(reason);
  process.on('unhandledRejection', onRejection);
  return { seen, stop: () => void process.off('unhandledRejection', onRejection) };
}

/** One request a {@link recordSent} fetch passed on. */
export interface SentRequest {
  request: Request;
  /** The URL's pathname. */
  path: string;
  /** Settles when the fetch settles (also when it rejects, e.g. on abort). */
  done: Promise<void>;
}

/**
 * A fetch that passes every request on to `fetch` (the global one by default) and records it with its
 * `AbortSignal`, so a test can tell which requests were sent, and which were aborted.
 */
export function recordSent(fetch: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request)) {
  const sent: SentRequest[] = [];
  const recording = (request: Request) => {
    const promise = fetch(request);
    sent.push({
      request,
      path: new URL(request.url).pathname,
      done: promise.then(
        () => undefined,
        () => undefined,
      ),
    });
    return promise;
  };
  return { fetch: recording, sent };
}
