import { toJson } from './body';
import { ValidationError } from './errors';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !(v instanceof Date);

/** base64url of the UTF-8 bytes of `text`, without padding. */
export function base64url(text: string): string {
  let bin = '';
  for (const byte of new TextEncoder().encode(text)) bin += String.fromCharCode(byte);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const scalar = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));

/**
 * Encodes a GET payload: nested objects as `a.b=1`, arrays as repeated keys, null and
 * undefined skipped. With `complex` (query endpoints), a payload holding a nested object or an
 * array of objects is sent whole as one `.r` parameter (base64url JSON); elsewhere an array of
 * objects cannot be expressed and is a ValidationError.
 */
export function encodeQuery(payload: Record<string, unknown>, complex = false): string {
  const out = new URLSearchParams();
  const walk = (prefix: string, v: unknown): void => {
    if (v == null) return;
    if (Array.isArray(v)) {
      for (const item of v) {
        if (isObject(item)) throw new ValidationError(`Query parameter "${prefix}" cannot hold objects`, prefix);
        if (item != null) out.append(prefix, scalar(item));
      }
    } else if (isObject(v)) {
      for (const [k, x] of Object.entries(v)) walk(prefix ? `${prefix}.${k}` : k, x);
    } else out.append(prefix, scalar(v));
  };
  if (
    complex &&
    Object.values(payload).some((v) => (Array.isArray(v) ? v.some(isObject) : isObject(v)))
  ) {
    out.append('.r', base64url(toJson(payload, 'query')));
  } else walk('', payload);
  return out.toString();
}
