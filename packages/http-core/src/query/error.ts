// TEMPORARY: stands in for `ValidationError` from '../errors' until that file exists; every throw in
// src/query goes through `queryError`, so switching over touches this file only.

/** @internal */
export class QueryValidationError extends Error {
  override name = 'ValidationError';
}

/** @internal Creates the local validation error the query builder throws. */
export const queryError = (message: string): Error => new QueryValidationError(message);
