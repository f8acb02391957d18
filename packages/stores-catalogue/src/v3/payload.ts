/** Whether `v` is a plain object holding nothing but other such objects (`{}`, `{ filter: {} }`). */
const blank = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => x === undefined || blank(x));

/**
 * A GET payload without its empty parts. The official SDK flattens a payload before choosing how to
 * send it, so an empty object adds nothing: `searchProducts({})` and `countProducts({ filter: {} })` go
 * out without a query string. Dropping them here sends the same request.
 */
export const withoutBlanks = (payload: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined && !blank(v)));
