/**
 * What a promise rejected with, for tests that inspect the error itself rather than `rejects.toThrow`.
 */

/**
 * The reason `promise` rejected with; throws when it fulfils, or when `guard` is given and the reason
 * does not pass it (e.g. `isWebhookError`), so the caller gets the narrowed type.
 */
export async function rejectionOf<T = unknown>(promise: Promise<unknown>, guard?: (error: unknown) => error is T): Promise<T> {
  const settled = await promise.then(
    () => ({ fulfilled: true as const }),
    (reason: unknown) => ({ fulfilled: false as const, reason }),
  );
  if (settled.fulfilled) throw new Error('expected a rejection, the promise fulfilled');
  if (guard && !guard(settled.reason))
    throw new Error(`the rejection failed ${guard.name || 'the guard'}: ${String(settled.reason)}`, { cause: settled.reason });
  return settled.reason as T;
}
