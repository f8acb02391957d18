import { ValidationError } from './errors';

/**
 * New headers holding every source's, later sources winning. Header errors can echo the offending
 * value (a token), so their cause is dropped.
 */
export function mergeHeaders(...sources: (HeadersInit | undefined | '')[]): Headers {
  const target = new Headers();
  try {
    for (const src of sources) {
      // A plain record is read as is; arrays of pairs and Headers go through Headers (repeated names joined).
      if (src) for (const [k, v] of Symbol.iterator in src ? new Headers(src) : Object.entries(src)) target.set(k, v);
    }
  } catch {
    throw new ValidationError('Invalid request header', 'headers');
  }
  return target;
}
