/**
 * The catalogue hooks' store: a keyed store of reads in flight (`subscribe`/`get` per key, as React's
 * `useSyncExternalStore` wants), one per client. It moved here from http-core: the hooks are its only
 * user, and TanStack Query users run the same `*QueryOptions` through their own cache. It is deliberately not a cache: an entry lives while at least one
 * listener subscribes to its key and is dropped, its request aborted, a microtask after the last one
 * leaves, so nothing is kept for later (no stale time, no garbage collector, no refetch on focus).
 *
 * What it guarantees:
 * - same-key reads share one request: a listener that leaves and another that subscribes within the same
 *   task (React StrictMode's mount/unmount/mount, concurrent renders) keep the entry and its request;
 * - the last listener leaving aborts the request; the abort is swallowed and nobody is notified;
 * - every start is numbered: the answer of a superseded start (refetch) is dropped, so an older, slower
 *   answer never overwrites a newer one.
 *
 * Each entry's listeners are a {@link createSubscribable} store, so a throwing listener skips no other.
 */
import { createSubscribable, isStorefrontError, StorefrontError, type WritableSubscribable } from '@storefront-kit/http-core';

/**
 * The state of one keyed read of the hooks' read store.
 *
 * @typeParam TData - what the read resolves
 * @group Stores
 */
export interface ReadState<TData> {
  /** `pending`: no data yet; `success`: `data` is set; `error`: the last read failed (`data` keeps the previous value, if any). */
  readonly status: 'pending' | 'success' | 'error';
  /** The last answer (or the initial data), `undefined` before one. */
  readonly data: TData | undefined;
  /**
   * The error of the last failed read: the storefront-kit error the loader rejected with (`HttpError`,
   * `NetworkError`, `TimeoutError`, ...), or anything else wrapped in a `StorefrontError` with the code
   * `ERR_UNEXPECTED` and the original as `cause`; `null` otherwise.
   */
  readonly error: StorefrontError | null;
  /** Whether a request for this key is in flight. */
  readonly isFetching: boolean;
}

/**
 * Reads the data of one key; the signal fires when no listener needs the answer any more.
 *
 * @typeParam TData - what the read resolves
 * @group Stores
 */
export type ReadLoader<TData> = (context: { signal: AbortSignal }) => Promise<TData>;

/**
 * A keyed store of reads in flight, made by {@link createReadStore}.
 *
 * @typeParam TData - what its reads resolve
 * @group Stores
 */
export interface ReadStore<TData = unknown> {
  /** The state of `key`, or `undefined` when nobody subscribes to it. */
  get(key: string): ReadState<TData> | undefined;
  /**
   * Subscribes `listener` to `key`. The first subscriber creates the entry: with `initial` (data known
   * already, e.g. server-rendered: no request), or by starting `load`. Later subscribers share the entry,
   * whatever loader they pass.
   *
   * @returns the function that unsubscribes; the last one leaving drops the entry a microtask later
   */
  subscribe(key: string, load: ReadLoader<TData>, listener: () => void, initial?: ReadState<TData>): () => void;
  /** Reads `key` again: a request in flight is aborted and its answer dropped. No-op for a key nobody subscribes to. */
  refetch(key: string): void;
  /** How many keys have subscribers. */
  readonly size: number;
}

interface Entry {
  readonly state: WritableSubscribable<ReadState<unknown>>;
  readonly load: ReadLoader<unknown>;
  controller: AbortController | undefined;
  /** Number of the last start: answers of older starts are dropped. */
  run: number;
}

const PENDING: ReadState<never> = /* @__PURE__ */ Object.freeze({ status: 'pending', data: undefined, error: null, isFetching: false });

const asError = (e: unknown): StorefrontError =>
  isStorefrontError(e) ? e : new StorefrontError(e instanceof Error ? e.message : String(e), 'ERR_UNEXPECTED', { cause: e });

/**
 * The error state of a read that failed, or could not even start: `error` is `e` when it is a
 * storefront-kit error, else `e` wrapped in a `StorefrontError` with the code `ERR_UNEXPECTED` (the
 * same rule a read store applies to a loader's rejection).
 *
 * @param e - what was thrown
 * @returns a frozen `{ status: 'error', data: undefined, error, isFetching: false }`
 * @internal
 */
export function failedRead(e: unknown): ReadState<never> {
  return Object.freeze({ status: 'error', data: undefined, error: asError(e), isFetching: false });
}

const update = (entry: Entry, state: ReadState<unknown>) => entry.state.set(Object.freeze(state));

/** Starts (or restarts) the entry's read; only the answer of the latest start lands. */
function start(entry: Entry): void {
  entry.controller?.abort();
  const controller = new AbortController();
  const run = ++entry.run;
  entry.controller = controller;
  update(entry, { ...entry.state.getSnapshot(), isFetching: true });
  // Settled by a newer start or by the last listener leaving: dropped, nobody is told (the abort included).
  const current = () => run === entry.run && !controller.signal.aborted;
  let promise: Promise<unknown>;
  try {
    promise = entry.load({ signal: controller.signal });
  } catch (e) {
    promise = Promise.reject(e);
  }
  promise.then(
    (data) => {
      if (!current()) return;
      entry.controller = undefined;
      update(entry, { status: 'success', data, error: null, isFetching: false });
    },
    (error: unknown) => {
      if (!current()) return;
      entry.controller = undefined;
      update(entry, { ...failedRead(error), data: entry.state.getSnapshot().data });
    },
  );
}

/** Ends the entry's life: no later answer lands, the request in flight is aborted. */
function stop(entry: Entry): void {
  entry.run++;
  entry.controller?.abort();
  entry.controller = undefined;
}

/**
 * Creates an empty keyed read store: same-key reads share one request, the last subscriber leaving
 * aborts it, an older answer never replaces a newer one, and nothing is cached once nobody listens.
 * UI bindings keep one per client (`@storefront-kit/react` does, for its catalogue hooks).
 *
 * @typeParam TData - what its reads resolve (`unknown` for a store shared by several kinds of reads)
 * @returns the store
 * @internal
 */
export function createReadStore<TData = unknown>(): ReadStore<TData> {
  const entries = new Map<string, Entry>();

  const release = (key: string, entry: Entry) => {
    // A microtask later: StrictMode and concurrent rendering subscribe again within the same task.
    queueMicrotask(() => {
      if (entry.state.size > 0 || entries.get(key) !== entry) return;
      entries.delete(key);
      stop(entry);
    });
  };

  const entryOf = (key: string, load: ReadLoader<unknown>, initial: ReadState<unknown> | undefined) => {
    let entry = entries.get(key);
    if (!entry) {
      entry = { state: createSubscribable(initial ?? PENDING), load, controller: undefined, run: 0 };
      entries.set(key, entry);
    }
    return entry;
  };

  return {
    get: (key) => entries.get(key)?.state.getSnapshot() as ReadState<TData> | undefined,
    subscribe(key, load, listener, initial) {
      const entry = entryOf(key, load, initial);
      const unsubscribe = entry.state.subscribe(listener);
      if (entry.state.getSnapshot().status === 'pending' && !entry.controller) start(entry);
      return () => {
        unsubscribe();
        if (entry.state.size === 0) release(key, entry);
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
