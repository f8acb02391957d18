/** How call payloads are written on the wire: the flat query string, and JSON (bodies, the `.r` query parameter). */
import { ValidationError } from './errors';

/** Whether `v` is an object the query encoders walk into (dates are scalars). */
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && !!v && !(v instanceof Date);

const scalar = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));

/**
 * Encodes a query payload flat: nested objects as `a.b=1`, arrays as repeated keys, null and
 * undefined skipped, dates as ISO strings. An array of objects cannot be expressed and is a
 * ValidationError.
 */
export function encodeQuery(payload: Record<string, unknown>): string {
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
  walk('', payload);
  return out.toString();
}

// JSON.stringify would turn NaN and ±Infinity into null; the platform expects these strings.
const replacer = (_key: string, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? String(v) : v);

/** Serialises a request payload; BigInt and circular values become a ValidationError. */
export function toJson(value: unknown, field = 'body'): string {
  try {
    return JSON.stringify(value, replacer);
  } catch (cause) {
    throw new ValidationError(`The ${field} cannot be serialised to JSON`, field, { cause });
  }
}
