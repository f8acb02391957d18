import type { Client } from '@storefront-kit/http-core';
import { failedRead, type ReadState } from './read-store';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { HookOptions } from './context';
import { readStoreOf } from './per-client';
import type { StorefrontQueryOptions } from './queryOptions';

/**
 * What the catalogue hooks return: the read's state (http-core's `ReadState`: `status`, `data`, `error`,
 * `isFetching`) plus `isLoading` and `refetch`.
 *
 * @group Types
 */
export interface UseResourceResult<TData> extends ReadState<TData> {
  /** `status === 'pending'` for an enabled read (no data yet). */
  readonly isLoading: boolean;
  /** Reads again (an answer still in flight is dropped). */
  refetch(): void;
}

/**
 * Options every catalogue hook takes.
 *
 * @group Types
 */
export interface ResourceOptions<TData> extends HookOptions {
  /** `false`: send nothing (e.g. until an id is known); `initialData` still shows. @default true */
  enabled?: boolean;
  /**
   * Data already known for the first key (server rendering): rendered at once, on the server and
   * during hydration, without a request. Ignored once the key or the client changes.
   */
  initialData?: TData;
}

/**
 * A query built in render: its options, or the error state of a build that threw (a `ValidationError`
 * from a query builder is an error state, never a render error). Both `null`: nothing to read yet.
 * @internal
 */
export interface BuiltQuery<TData> {
  readonly options: StorefrontQueryOptions<TData> | null;
  readonly failure: ReadState<never> | null;
}

/** Nothing to read yet (no id): the read waits. @internal */
export const WAITING: BuiltQuery<never> = Object.freeze({ options: null, failure: null });

/** Builds query options in render, keeping a synchronous throw as the read's error state. @internal */
export function tryOptions<TData>(build: () => StorefrontQueryOptions<TData>): BuiltQuery<TData> {
  try {
    return { options: build(), failure: null };
  } catch (e) {
    return { options: null, failure: failedRead(e) };
  }
}

/** JSON with sorted object keys, so equal keys built in a different order are one entry. @internal */
export function hashKey(key: readonly unknown[]): string {
  return JSON.stringify(key, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, (value as Record<string, unknown>)[k]]),
        )
      : value,
  );
}

const IDLE: ReadState<never> = Object.freeze({ status: 'pending', data: undefined, error: null, isFetching: false });
const noop = () => () => {};

/**
 * One `useSyncExternalStore` over the client's read store (http-core's `createReadStore`), keyed by
 * the query's key. A query that is not built (waiting, or a build error) subscribes to nothing.
 * @internal
 */
export function useResource<TData>(
  client: Client,
  { options, failure }: BuiltQuery<TData>,
  { enabled = true, initialData }: ResourceOptions<TData> = {},
): UseResourceResult<TData> {
  const store = readStoreOf(client);
  const builtKey = options ? hashKey(options.queryKey) : null;
  // The key read: none while disabled (its initial data still shows).
  const key = enabled ? builtKey : null;
  const queryFn = options?.queryFn;
  // initialData belongs to the first key of the first client only (server-rendered page); later keys,
  // and every key of another client (the provider's client switched), are read.
  const [initial] = useState(() => ({ client, key: builtKey, data: initialData }));
  const fallback = useMemo<ReadState<unknown>>(() => {
    if (failure) return failure;
    if (builtKey !== null && builtKey === initial.key && client === initial.client && initial.data !== undefined) {
      return Object.freeze({ status: 'success', data: initial.data, error: null, isFetching: false });
    }
    return IDLE;
  }, [client, builtKey, initial, failure]);

  // Memoized on the key: the loader is the one of the render that produced this key (a new function
  // for the same key, as an inline query makes on every render, must not resubscribe).
  // biome-ignore lint/correctness/useExhaustiveDependencies: queryFn left out on purpose (above)
  const subscribe = useCallback(
    (listener: () => void) =>
      key === null || !queryFn ? noop() : store.subscribe(key, queryFn, listener, fallback.status === 'success' ? fallback : undefined),
    [store, key, fallback],
  );
  const getSnapshot = () => (key !== null && store.get(key)) || fallback;
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot) as ReadState<TData>;

  const refetch = useCallback(() => {
    if (key !== null) store.refetch(key);
  }, [store, key]);
  return useMemo(() => ({ ...state, isLoading: state.status === 'pending' && key !== null, refetch }), [state, key, refetch]);
}
