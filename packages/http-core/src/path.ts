import { ValidationError } from './errors';

/**
 * Fills `{name}` placeholders with percent-encoded values, each confined to its own segment.
 * Throws a ValidationError for a missing, blank or dot-segment value (`.` and `..` would be
 * resolved away by URL parsing, even when percent-encoded).
 */
export function buildPath(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const v = params[name];
    const s = typeof v === 'string' || Number.isFinite(v) ? String(v) : '';
    if (/^(\s*|\.\.?)$/.test(s)) throw new ValidationError(`Missing or invalid path parameter "${name}"`, name);
    return encodeURIComponent(s);
  });
}
