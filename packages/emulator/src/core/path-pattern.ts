/**
 * A path pattern of fault rules and request-log filters:
 * - a string starting with `^` is a regular-expression source;
 * - any other string is a glob over the path (no query): `*` matches within one segment, `**` across
 *   segments, `?` one character; a glob without wildcards must match the whole path exactly.
 * - a `RegExp` is used as is.
 */
export type PathPattern = string | RegExp;

/** Compiles a {@link PathPattern} to a predicate over paths; throws a `TypeError` for an invalid regex. */
export function compilePathPattern(pattern: PathPattern): (path: string) => boolean {
  if (pattern instanceof RegExp) return (path) => pattern.test(path);
  if (pattern.startsWith('^')) {
    let regex: RegExp;
    try {
      regex = new RegExp(pattern);
    } catch (error) {
      throw new TypeError(`Invalid path pattern ${pattern}: ${(error as Error).message}`);
    }
    return (path) => regex.test(path);
  }
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '*') {
      if (pattern[i + 1] === '*') {
        source += '.*';
        i++;
      } else {
        source += '[^/]*';
      }
    } else if (char === '?') {
      source += '[^/]';
    } else {
      source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
  }
  const regex = new RegExp(`^${source}$`);
  return (path) => regex.test(path);
}
