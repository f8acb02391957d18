/**
 * Local input checks shared by every package: each throws a {@link ValidationError} naming the field,
 * before any request is sent. One set of messages (`<field> must …`) and one id rule for the whole SDK.
 */
import { MAX_ID_LENGTH } from '@storefront-kit/wire';
import { ValidationError } from './errors';

export { MAX_ID_LENGTH };
/** Any C0 control character or DEL: never valid in ids and codes. */
const CONTROL = /[\u0000-\u001f\u007f]/;
/** Control characters other than tab, line feed and carriage return: never valid in free text. */
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Throws a {@link ValidationError} for `field`: the message is `<field> <problem>`.
 *
 * @param field - the input's name as the caller wrote it (`lineItems[0].quantity`)
 * @param problem - what is wrong, starting with "must"
 * @throws {@link ValidationError} always
 * @example
 * ```ts
 * import { invalid } from '@storefront-kit/http-core';
 * const size = (n: number) => (n > 0 ? n : invalid('size', 'must be above 0'));
 * ```
 */
export function invalid(field: string, problem: string): never {
  throw new ValidationError(`${field} ${problem}`, field);
}

/**
 * Checks an optional duration or size option: left out, or a number 0 or more (`Infinity` included). A
 * negative or NaN one would silently disable what it bounds (`!(x >= 0)` alone lets a string through).
 */
export function requireNonNegative(value: unknown, field: string): void {
  if (value !== undefined && !(typeof value === 'number' && value >= 0)) invalid(field, 'must be a number, 0 or more');
}

/** A short, printable form of a bad value for a message. */
export const shown = (value: unknown): string => (typeof value === 'string' ? JSON.stringify(value.slice(0, 20)) : String(value));

/**
 * Checks that `value` is a plain object (not null, not an array).
 *
 * @param value - the input
 * @param field - its name, for the error
 * @returns `value`, typed as an object
 * @throws {@link ValidationError} when it is not one
 * @example
 * ```ts
 * import { requireObject } from '@storefront-kit/http-core';
 * const body = requireObject({ quantity: 1 }, 'options');
 * ```
 */
export function requireObject<T>(value: T, field: string): NonNullable<T> & Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) invalid(field, 'must be an object');
  return value as NonNullable<T> & Record<string, unknown>;
}

/**
 * Checks that `value` is an id or slug: a non-blank string of at most {@link MAX_ID_LENGTH} characters
 * without control characters.
 *
 * @param value - the input
 * @param field - its name, for the error
 * @returns `value`, typed as a string
 * @throws {@link ValidationError} when it is not one
 * @example
 * ```ts
 * import { requireId } from '@storefront-kit/http-core';
 * const productId = requireId('df19c1f7-07d8-a265-42f8-e8dfa824cc6e', 'productId');
 * ```
 */
export function requireId(value: unknown, field: string): string {
  return typeof value === 'string' && value.trim() && value.length <= MAX_ID_LENGTH && !CONTROL.test(value)
    ? value
    : invalid(field, `must be a non-blank string of at most ${MAX_ID_LENGTH} characters, without control characters`);
}

/**
 * Checks that `value` is a non-empty array of at most `max` entries and checks each with `each`
 * (its field is `field[index]`).
 *
 * @param value - the input
 * @param field - its name, for the error
 * @param max - the most entries allowed
 * @param each - checks one entry
 * @returns `value`, typed as an array
 * @throws {@link ValidationError} when it is not one, or an entry is bad
 * @example
 * ```ts
 * import { requireId, requireList } from '@storefront-kit/http-core';
 * const ids = requireList(['a', 'b'], 'lineItemIds', 100, requireId);
 * ```
 */
export function requireList<T>(value: readonly T[] | undefined, field: string, max = Infinity, each?: (entry: T, field: string) => unknown): T[] {
  if (!Array.isArray(value) || value.length === 0) invalid(field, 'must be a non-empty list');
  if (value!.length > max) invalid(field, `must hold at most ${max} entries`);
  value!.forEach((entry, index) => each?.(entry, `${field}[${index}]`));
  return value as T[];
}

/**
 * Checks that `value` is an integer from `min` to `max`.
 *
 * @param value - the input
 * @param field - its name, for the error
 * @param min - the smallest value allowed
 * @param max - the largest value allowed
 * @returns `value`, typed as a number
 * @throws {@link ValidationError} when it is not one
 * @example
 * ```ts
 * import { requireInteger } from '@storefront-kit/http-core';
 * const limit = requireInteger(20, 'limit', 1, 100);
 * ```
 */
export function requireInteger(value: unknown, field: string, min: number, max: number): number {
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) {
    invalid(field, `must be an integer from ${min} to ${max} (got ${shown(value)})`);
  }
  return value as number;
}

/**
 * Checks that every string anywhere in `value` is free of control characters (tab and line breaks
 * allowed); nesting deeper than 32 levels (or a cycle) is refused too.
 *
 * @param value - the input: a string, or an object or array holding strings
 * @param field - its name, for the error (nested fields are named `field.key`)
 * @param depth - how deep this check is: leave it out
 * @throws {@link ValidationError} for the first bad string
 * @example
 * ```ts
 * import { requireText } from '@storefront-kit/http-core';
 * requireText({ buyerNote: 'Leave at the door' }, 'cartInfo');
 * ```
 */
export function requireText(value: unknown, field: string, depth = 0): void {
  if (typeof value === 'string') {
    if (TEXT_CONTROL.test(value)) invalid(field, 'must not contain control characters');
  } else if (value !== null && typeof value === 'object') {
    if (depth > 32) invalid(field, 'is nested too deeply');
    for (const [key, inner] of Object.entries(value)) requireText(inner, `${field}.${key}`, depth + 1);
  }
}
