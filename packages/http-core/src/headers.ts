import { ValidationError } from './errors';

// Later sources win. Header errors can echo the offending value (a token), so their cause is dropped.
export function mergeHeaders(...sources: (HeadersInit | undefined)[]): Headers {
  try {
    const out = new Headers();
    for (const src of sources) new Headers(src).forEach((v, k) => out.set(k, v));
    return out;
  } catch {
    throw new ValidationError('Invalid request header', 'headers');
  }
}
