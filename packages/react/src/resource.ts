/**
 * The one piece of state the catalogue hooks need that no framework-free package has: a keyed map of
 * reads in flight, per client. It is deliberately not a cache product: an entry lives while at least one
 * component subscribes to its key and is dropped (its request aborted) a microtask after the last one
 * leaves, so nothing is kept for later, there is no stale time, no garbage collector, no refetch on focus.
 * Users who want a cache use the `*QueryOptions` helpers with TanStack Query.
 *
 * What it guarantees:
 * - same-key reads share one request (StrictMode's mount/unmount/mount and concurrent renders subscribe
 *   again within the same task, before the deferred release runs);
 * - the last subscriber leaving aborts the request; the AbortError is swallowed and nobody is notified;
 * - every start is numbered: an answer from a superseded start (refetch) is dropped, so an older,
 *   slower answer never overwrites a newer one.
 *
 * Framework-free on purpose (no React import): `subscribe`/`getSnapshot` per key, as `useSyncExternalStore` wants.
 */
import { isStorefrontError, StorefrontError } from '@storefront-kit/http-core';

/**
 * The state of one keyed read, as the catalogue hooks return it.
 *
 * @example
 * ```ts
 * import type { ResourceState } from '@storefront-kit/react';
 * const label = (s: ResourceState<unknown>) => (s.status === 'pending' ? 'Loading…' : s.status === 'error' ? s.error?.message : 'Ready');
 * ```
 */
export interface ResourceState<TData> {
  /** `pending`: no data yet; `success`: `data` is set; `error`: the last read failed (`data` keeps the previous value, if any). */
  readonly status: 'pending' | 'success' | 'error';
  readonly data: TData | undefined;
  /** The typed SDK error of the last failed read (`HttpError`, `NetworkError`, `TimeoutError`, ...), else `null`. */
  readonly error: StorefrontError | null;
  /** Whether a request for this key is in flight. */
  readonly isFetching: boolean;
}

/** A loader receives the AbortSignal that fires when no component needs the answer any more. */
export type Loader<TData> = (context: { signal: AbortSignal }) => Promise<TData>;

interface Entry {
  state: ResourceState<unknown>;
  listeners: Set<() => void>;
  load: Loader<unknown>;
  controller: AbortController | undefined;
  /** Number of the last start: answers of older starts are dropped. */
  run: number;
}

/** @internal */
export interface ResourceMap {
  /** The state of `key`, or `undefined` when no component subscribes to it. */
  get(key: string): ResourceState<unknown> | undefined;
  /**
   * Subscribes to `key`, creating the entry with `initial` (server-rendered data: no request) or starting
   * `load` when there is neither data nor a request. Returns the unsubscribe function.
   */
  subscribe(key: string, load: Loader<unknown>, listener: () => void, initial?: ResourceState<unknown>): () => void;
  /** Reads `key` again (a request in flight is aborted and its answer dropped). */
  refetch(key: string): void;
  /** Number of entries (tests). */
  readonly size: number;
}

const asError = (e: unknown): StorefrontError =>
  isStorefrontError(e) ? e : new StorefrontError(e instanceof Error ? e.message : String(e), 'ERR_UNEXPECTED', { cause: e });

/** Creates an empty resource map (the react package keeps one per client). @internal */
export function createResourceMap(): ResourceMap {
  const entries = new Map<string, Entry>();

  const set = (entry: Entry, state: ResourceState<unknown>) => {
    entry.state = Object.freeze(state);
    for (const listener of [...entry.listeners]) listener();
  };

  const start = (entry: Entry) => {
    entry.controller?.abort();
    const controller = new AbortController();
    const run = ++entry.run;
    entry.controller = controller;
    set(entry, { ...entry.state, isFetching: true });
    let promise: Promise<unknown>;
    try {
      promise = entry.load({ signal: controller.signal });
    } catch (e) {
      promise = Promise.reject(e);
    }
    promise.then(
      (data) => {
        if (run !== entry.run || controller.signal.aborted) return;
        entry.controller = undefined;
        set(entry, { status: 'success', data, error: null, isFetching: false });
      },
      (error: unknown) => {
        // Aborted because nobody needs it any more (or superseded): swallowed, nobody is told.
        if (run !== entry.run || controller.signal.aborted) return;
        entry.controller = undefined;
        set(entry, { status: 'error', data: entry.state.data, error: asError(error), isFetching: false });
      },
    );
  };

  return {
    get: (key) => entries.get(key)?.state,
    subscribe(key, load, listener, initial) {
      let entry = entries.get(key);
      if (!entry) {
        entry = {
          state: initial ?? Object.freeze({ status: 'pending', data: undefined, error: null, isFetching: false }),
          listeners: new Set(),
          load,
          controller: undefined,
          run: 0,
        };
        entries.set(key, entry);
      }
      const current = entry;
      current.listeners.add(listener);
      if (current.state.status === 'pending' && !current.controller) start(current);
      return () => {
        current.listeners.delete(listener);
        // Released a microtask later: StrictMode and concurrent rendering subscribe again in the same task.
        if (current.listeners.size === 0) {
          queueMicrotask(() => {
            if (current.listeners.size > 0 || entries.get(key) !== current) return;
            entries.delete(key);
            current.run++;
            current.controller?.abort();
            current.controller = undefined;
          });
        }
      };
    },
    refetch(key) {
      const entry = entries.get(key);
      if (entry) start(entry);
    },
    get size() {
      return entries.size;
    },
  };
}
