import { ValidationError } from './errors';

/**
 * Sets every source's headers on `target`, later sources winning. Header errors can echo the
 * offending value (a token), so their cause is dropped.
 */
export function setHeaders(target: Headers, ...sources: (HeadersInit | undefined | '')[]): void {
  try {
    for (const src of sources) {
      // A plain record is read as is; arrays of pairs and Headers go through Headers (repeated names joined).
      if (src) for (const [k, v] of Symbol.iterator in src ? new Headers(src) : Object.entries(src)) target.set(k, v);
    }
  } catch {
    throw new ValidationError('Invalid request header', 'headers');
  }
}
