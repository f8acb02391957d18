/**
 * Keys that reach an object's prototype instead of naming a field. Code that walks or writes untrusted
 * keys (dotted form and query keys, field masks, `.r` payloads) refuses them, so that a request can
 * never reach `Object.prototype` and change every object of the process.
 */
const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Whether `key` (one segment of a path) could reach a prototype when used as a property name. */
export function isUnsafeKey(key: string): boolean {
  return UNSAFE_KEYS.has(key);
}

/** An empty object without a prototype: writing any key to it stays an own property. */
export function nullObject<T = unknown>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}
