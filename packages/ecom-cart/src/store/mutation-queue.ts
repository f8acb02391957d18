/**
 * Internal: the cart store's queue. Operations run one at a time, in call order; the mutations among
 * them are remembered until they settle, so a checkout can wait for those queued before it and learn
 * the first one that failed.
 */
import type { StorefrontError } from '@storefront-kit/http-core';
import type { CartActionResult } from './types';

/** The queue of one store. */
export interface MutationQueue {
  /** Runs `job` once everything queued before it is done. A job settles with a result, never rejects. */
  enqueue<T>(job: () => Promise<CartActionResult<T>>, mutation: boolean): Promise<CartActionResult<T>>;
  /**
   * Waits for the mutations queued so far (not those queued later) and resolves with the error of the
   * first one that failed, or `undefined` when all succeeded.
   */
  failureBefore(): Promise<StorefrontError | undefined>;
}

/** An empty queue. */
export function createMutationQueue(): MutationQueue {
  let tail: Promise<unknown> = Promise.resolve();
  const mutations = new Set<Promise<CartActionResult<unknown>>>();
  return {
    enqueue(job, mutation) {
      const done = tail.then(job);
      tail = done;
      if (mutation) {
        mutations.add(done);
        void done.then(() => mutations.delete(done));
      }
      return done;
    },
    async failureBefore() {
      for (const result of await Promise.all(mutations)) if (!result.ok) return result.error;
      return undefined;
    },
  };
}
