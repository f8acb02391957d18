import { AbortError, StorefrontError, ValidationError } from '../errors';

// Internal: every error the query builder raises is made here.

/** Bad input to the builder (or a `next()` / `prev()` with no such page): thrown before any fetch. */
export const queryError = (message: string, field?: string): ValidationError => new ValidationError(message, field);

/** The platform's paging went round in circles; `iterate()` / `pages()` stop with this. */
export const loopError = (why: string): StorefrontError =>
  new StorefrontError(`Paging stopped: ${why}`, 'ERR_PAGING_LOOP');

/** Throws an {@link AbortError} (the signal's reason as `cause`) when `signal` has fired. */
export const checkAbort = (signal?: AbortSignal): void => {
  if (signal?.aborted) throw new AbortError('Request aborted', { cause: signal.reason });
};
