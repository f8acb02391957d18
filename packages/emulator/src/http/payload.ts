import type { z } from 'zod';
import { type FieldViolation, PlatformError } from '../core/platform-error';
import { base64UrlDecode, utf8Text } from '../core/base64';
import { isUnsafeKey, nullObject } from '../core/safe-keys';

/** Decodes base64url (padding optional) to a UTF-8 string. */
function decodeBase64Url(value: string): string {
  return utf8Text(base64UrlDecode(value));
}

/** A 400 naming a parameter whose key could reach an object's prototype (`__proto__`, `constructor`, `prototype`). */
function unsafeKeyError(key: string): PlatformError {
  return PlatformError.validation([{ field: key, description: 'must not contain __proto__, constructor or prototype', violatedRule: 'FORMAT' }]);
}

/**
 * Sets `value` at a dotted `key` of `target`; a key seen twice becomes an array. Objects it creates have
 * no prototype, and a key with an unsafe segment (see {@link isUnsafeKey}) is a 400, so no parameter
 * reaches `Object.prototype`.
 */
function setDeep(target: Record<string, unknown>, key: string, value: string): void {
  const segments = key.split('.');
  if (segments.some(isUnsafeKey)) throw unsafeKeyError(key);
  let node = target;
  for (const segment of segments.slice(0, -1)) {
    const next = Object.hasOwn(node, segment) ? node[segment] : undefined;
    if (typeof next === 'object' && next !== null && !Array.isArray(next)) {
      node = next as Record<string, unknown>;
    } else {
      const created = nullObject();
      node[segment] = created;
      node = created;
    }
  }
  const leaf = segments[segments.length - 1] ?? key;
  const existing = Object.hasOwn(node, leaf) ? node[leaf] : undefined;
  if (existing === undefined) node[leaf] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else node[leaf] = [existing, value];
}

/**
 * The payload of a query string: the base64url JSON of a `.r` parameter when present, else the flat
 * parameters as nested objects (`a.b=1` -> `{a:{b:'1'}}`; repeated keys -> arrays; values stay strings).
 * A `.r` that is not base64url JSON of an object is a 400 validation error.
 */
export function decodeQueryPayload(params: URLSearchParams): Record<string, unknown> {
  const r = params.get('.r');
  if (r !== null) {
    let decoded: unknown;
    try {
      decoded = JSON.parse(decodeBase64Url(r));
    } catch {
      throw PlatformError.validation([{ field: '.r', description: 'must be base64url-encoded JSON', violatedRule: 'FORMAT' }]);
    }
    if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) {
      throw PlatformError.validation([{ field: '.r', description: 'must encode a JSON object', violatedRule: 'FORMAT' }]);
    }
    const payload = decoded as Record<string, unknown>;
    // Other params (e.g. path params repeated as query params) are merged under the `.r` payload.
    for (const [key, value] of params) {
      if (key !== '.r' && !Object.hasOwn(payload, key.split('.')[0]!)) setDeep(payload, key, value);
    }
    return payload;
  }
  const payload = nullObject();
  for (const [key, value] of params) setDeep(payload, key, value);
  return payload;
}

/**
 * Reads a request body as an object: JSON (an empty body counts as `{}`), or URL-encoded form fields
 * (flat params as in {@link decodeQueryPayload}). Malformed JSON is a 400 validation error.
 */
export function decodeBody(text: string, contentType: string | null): unknown {
  if ((contentType ?? '').toLowerCase().includes('application/x-www-form-urlencoded')) {
    return decodeQueryPayload(new URLSearchParams(text));
  }
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw PlatformError.validation([{ field: 'body', description: 'must be valid JSON', violatedRule: 'FORMAT' }]);
  }
}

function ruleOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'REQUIRED_FIELD' : 'VALIDATION';
    case 'too_big':
      return issue.origin === 'string' ? 'MAX_LENGTH' : issue.origin === 'array' || issue.origin === 'set' ? 'MAX_SIZE' : 'MAX';
    case 'too_small':
      return issue.origin === 'string' ? 'MIN_LENGTH' : issue.origin === 'array' || issue.origin === 'set' ? 'MIN_SIZE' : 'MIN';
    case 'invalid_format':
      return 'FORMAT';
    case 'invalid_value':
      return 'INVALID_ENUM_VALUE';
    case 'unrecognized_keys':
      return 'FIELD_NOT_ALLOWED';
    case 'invalid_union':
      return 'ONE_OF_ALIGNMENT';
    default:
      return 'VALIDATION';
  }
}

/** Zod issues as platform field violations (`field` = the issue path joined with dots), sorted by field. */
function issuesToViolations(issues: readonly z.core.$ZodIssue[]): FieldViolation[] {
  const violations: FieldViolation[] = issues.flatMap((issue) => {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        field: base ? `${base}.${key}` : key,
        description: 'field is not allowed',
        violatedRule: 'FIELD_NOT_ALLOWED',
      }));
    }
    return [{ field: base, description: issue.message, violatedRule: ruleOf(issue) }];
  });
  return violations.sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
}

/** Validates `value` with `schema`; failures become a 400 {@link PlatformError} with field violations. */
export function validate<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) throw PlatformError.validation(issuesToViolations(result.error.issues));
  return result.data;
}
