import { ValidationError } from './errors';

// JSON.stringify would turn NaN and ±Infinity into null; the platform expects these strings.
const replacer = (_key: string, v: unknown) => (typeof v === 'number' && !isFinite(v) ? String(v) : v);

/** Serialises a request payload; BigInt and circular values become a ValidationError. */
export function toJson(value: unknown, field = 'body'): string {
  try {
    return JSON.stringify(value, replacer);
  } catch (cause) {
    throw new ValidationError(`The ${field} cannot be serialised to JSON`, field, { cause });
  }
}
