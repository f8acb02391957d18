/** Wire serialization of the cart's answers and event entities. */

/** JSON.stringify replacer: non-finite numbers travel as the strings `"NaN"`, `"Infinity"`, `"-Infinity"`. */
function wireReplacer(_key: string, value: unknown): unknown {
  return typeof value === 'number' && !Number.isFinite(value) ? String(value) : value;
}

/** The JSON text of a wire value. */
export function toWireJson(value: unknown): string {
  return JSON.stringify(value, wireReplacer);
}

/** A deep copy as it travels on the wire (non-finite numbers as strings, `undefined` dropped). */
export function toWire<T>(value: T): T {
  return JSON.parse(toWireJson(value)) as T;
}
