/**
 * A value that changes over time and tells its listeners: the one primitive behind the session, the cart
 * store, the login flow and the read store. Shaped for React's `useSyncExternalStore` and usable without it.
 *
 * @typeParam T - the snapshot type
 * @example
 * ```ts
 * import type { Subscribable } from '@storefront-kit/http-core';
 * const log = (store: Subscribable<number>) => store.subscribe(() => console.log(store.getSnapshot()));
 * ```
 */
export interface Subscribable<T> {
  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
  /** The current value: the same object until the next change. */
  getSnapshot(): T;
}

/**
 * A {@link Subscribable} with its writer: `set(next)` replaces the snapshot and notifies.
 *
 * @typeParam T - the snapshot type
 * @example
 * ```ts
 * import { createSubscribable, type WritableSubscribable } from '@storefront-kit/http-core';
 * const counter: WritableSubscribable<number> = createSubscribable(0);
 * counter.set(counter.getSnapshot() + 1);
 * ```
 */
export interface WritableSubscribable<T> extends Subscribable<T> {
  /** Replaces the snapshot and calls every listener (a throwing one is reported, the others still run). */
  set(next: T): void;
  /** How many listeners are subscribed. */
  readonly size: number;
}

/**
 * Creates a {@link WritableSubscribable} holding `initial`. Listeners run in subscription order; one that
 * throws neither stops the others nor the writer's next step: its error is rethrown in a microtask, where
 * the runtime reports it.
 *
 * @param initial - the first snapshot
 * @returns the store
 * @example
 * ```ts
 * import { createSubscribable } from '@storefront-kit/http-core';
 * const theme = createSubscribable<'light' | 'dark'>('light');
 * const stop = theme.subscribe(() => document.body.dataset.theme = theme.getSnapshot());
 * theme.set('dark');
 * stop();
 * ```
 */
export function createSubscribable<T>(initial: T): WritableSubscribable<T> {
  const listeners = new Set<() => void>();
  let snapshot = initial;
  return {
    subscribe(listener) {
      // A wrapper per subscription: the same function subscribed twice is two subscriptions.
      const entry = () => listener();
      listeners.add(entry);
      return () => void listeners.delete(entry);
    },
    getSnapshot: () => snapshot,
    set(next) {
      snapshot = next;
      for (const listener of [...listeners]) {
        try {
          listener();
        } catch (error) {
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
    get size() {
      return listeners.size;
    },
  };
}
