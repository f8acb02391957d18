/**
 * Non-finite numbers travel as the strings `"NaN"`, `"Infinity"`, `"-Infinity"` (the platform's JSON
 * cannot hold them). Domain packages list where their answers have numeric fields, and this turns
 * those strings back into numbers: path by path, so a name or a choice that reads "NaN" stays a
 * string, or by field name where no text field shares a numeric field's name (the cart).
 */

/**
 * Numeric paths of an answer, as a tree: each key leads to a numeric field (`1`) or to an object (or
 * an array of them) with more.
 *
 * @example
 * ```ts
 * import type { NumericPaths } from '@storefront-kit/http-core';
 * const LINE: NumericPaths = { quantity: 1, image: { width: 1, height: 1 } };
 * ```
 */
export interface NumericPaths {
  [key: string]: 1 | NumericPaths;
}

/**
 * Turns `"NaN"`, `"Infinity"`, `"-Infinity"` at `paths` of a freshly parsed answer into numbers, in
 * place. An array (the answer's list, or one on the way) has each element converted. `paths` is either
 * a tree of {@link NumericPaths}, or a `Set` of the names of numeric fields: then the whole answer is
 * walked and a field with one of these names, at any depth, is converted (and never walked into, so
 * listing a free-form map's name keeps the walk out of it).
 *
 * @param target - the parsed answer (or part of it)
 * @param paths - where its numeric fields are: a tree, or a set of field names
 * @returns `target`
 *
 * @example
 * ```ts
 * import { reviveNumbers } from '@storefront-kit/http-core';
 * const line = reviveNumbers({ quantity: 'Infinity', name: 'NaN' }, { quantity: 1 });
 * line.quantity; // Infinity (a number); line.name stays 'NaN'
 * const cart = reviveNumbers({ lines: [{ quantity: 'NaN' }] }, new Set(['quantity']));
 * cart.lines[0]!.quantity; // NaN (a number)
 * ```
 */
export function reviveNumbers<T>(target: T, paths: NumericPaths | ReadonlySet<string>): T {
  if (target && typeof target === 'object') {
    const o = target as Record<string, unknown>;
    const names = paths instanceof Set;
    const list = Array.isArray(o);
    // One loop for the three cases: an array's elements, every key (names), the tree's keys.
    for (const k in names || list ? o : paths) {
      const v = o[k];
      const sub = list ? paths : names ? (paths.has(k) ? 1 : paths) : (paths as NumericPaths)[k]!;
      if (sub !== 1) reviveNumbers(v, sub);
      else if (v === 'NaN' || v === 'Infinity' || v === '-Infinity') o[k] = Number(v);
    }
  }
  return target;
}
