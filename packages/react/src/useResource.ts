import { isStorefrontError, StorefrontError, type Client } from '@storefront-kit/http-core';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { resourcesOf } from './per-client';
import type { StorefrontQueryOptions } from './queryOptions';
import type { ResourceState } from './resource';

/**
 * What the catalogue hooks return: the read's state plus `isLoading` and `refetch`.
 *
 * @example
 * ```ts
 * import type { UseResourceResult } from '@storefront-kit/react';
 * import type { Product } from '@storefront-kit/stores-catalogue';
 * const title = (r: UseResourceResult<Product>) => (r.isLoading ? '…' : r.data?.name ?? r.error?.code);
 * ```
 */
export interface UseResourceResult<TData> extends ResourceState<TData> {
  /** `status === 'pending'` for an enabled read (no data yet). */
  readonly isLoading: boolean;
  /** Reads again (an answer still in flight is dropped). */
  refetch(): void;
}

/**
 * Options every catalogue hook takes.
 *
 * @example
 * ```ts
 * import type { ResourceOptions } from '@storefront-kit/react';
 * import type { Product } from '@storefront-kit/stores-catalogue';
 * const options: ResourceOptions<Product> = { enabled: true, initialData: { id: 'p1', name: 'Tee' } };
 * ```
 */
export interface ResourceOptions<TData> {
  /** `false`: send nothing (e.g. until an id is known). @default true */
  enabled?: boolean;
  /**
   * Data already known for the first key (server rendering): rendered at once, on the server and
   * during hydration, without a request. Ignored once the key changes.
   */
  initialData?: TData;
  /** An explicit client instead of the provider's. */
  client?: Client;
}

const IDLE: ResourceState<never> = Object.freeze({ status: 'pending', data: undefined, error: null, isFetching: false });
const noop = () => () => {};

/** JSON with sorted object keys, so equal keys built in a different order are one entry. */
export function hashKey(key: readonly unknown[]): string {
  return JSON.stringify(key, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, (value as Record<string, unknown>)[k]]))
      : value,
  );
}

const asError = (e: unknown): StorefrontError =>
  isStorefrontError(e) ? e : new StorefrontError(e instanceof Error ? e.message : String(e), 'ERR_UNEXPECTED', { cause: e });

/**
 * Builds query options in render, turning a synchronous throw (a `ValidationError` from a query
 * builder) into an error state instead of a render error.
 * @internal
 */
export function tryOptions<T>(build: () => StorefrontQueryOptions<T>): { options: StorefrontQueryOptions<T> | null; error: StorefrontError | null } {
  try {
    return { options: build(), error: null };
  } catch (e) {
    return { options: null, error: asError(e) };
  }
}

/**
 * One `useSyncExternalStore` over the client's resource map for `options.queryKey`.
 * `options === null` is a disabled read.
 * @internal
 */
export function useResource<TData>(
  client: Client,
  options: StorefrontQueryOptions<TData> | null,
  { enabled = true, initialData }: ResourceOptions<TData> = {},
  buildError: StorefrontError | null = null,
): UseResourceResult<TData> {
  const map = resourcesOf(client);
  const key = options && enabled ? hashKey(options.queryKey) : null;
  const queryFn = options?.queryFn;
  // initialData belongs to the first key only (server-rendered page); later keys are read.
  const [initial] = useState(() => ({ key, data: initialData }));
  const fallback = useMemo<ResourceState<unknown>>(() => {
    if (buildError) return Object.freeze({ status: 'error', data: undefined, error: buildError, isFetching: false });
    if (key !== null && key === initial.key && initial.data !== undefined) {
      return Object.freeze({ status: 'success', data: initial.data, error: null, isFetching: false });
    }
    return IDLE;
  }, [key, initial, buildError]);

  // Memoized on the key: the loader is the one of the render that produced this key (a new function
  // for the same key, as an inline query makes on every render, must not resubscribe).
  const subscribe = useCallback(
    (listener: () => void) =>
      key === null || !queryFn ? noop() : map.subscribe(key, queryFn, listener, fallback.status === 'success' ? fallback : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [map, key, fallback],
  );
  const getSnapshot = () => (key !== null && map.get(key)) || fallback;
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot) as ResourceState<TData>;

  const refetch = useCallback(() => {
    if (key !== null) map.refetch(key);
  }, [map, key]);
  return useMemo(() => ({ ...state, isLoading: state.status === 'pending' && key !== null, refetch }), [state, key, refetch]);
}
