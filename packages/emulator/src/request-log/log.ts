import type { HostKind } from '../http/hosts';
import { base64UrlDecode, base64UrlEncode, utf8Bytes, utf8Text } from '../core/base64';
import type { PathPattern } from '../core/path-pattern';

/** One platform request as the emulator saw it. */
export interface RequestLogEntry {
  /** The `X-Wix-Request-Id` it was answered with. */
  requestId: string;
  /** ISO time (emulator clock) it arrived. */
  time: string;
  method: string;
  /** The host it came in on. */
  host: HostKind;
  /** Path without the host prefix and query. */
  path: string;
  /** Query parameters (repeated keys as arrays; secrets masked as in bodies, also inside `.r`). */
  query: Record<string, string | string[]>;
  /** Request headers, lower-cased; `authorization`, `cookie`, `set-cookie`, `proxy-authorization` and `x-api-key` replaced by `[masked]`. */
  headers: Record<string, string>;
  /** Who the `Authorization` header stood for: `none`, `visitor`, `member`, `merchant`, `expired-token`, `unknown-token`. */
  auth: string;
  /**
   * Parsed body (JSON or form fields, secret fields masked), raw text otherwise, absent without a body.
   * A body over `limits.requestLogBodyBytes` (as JSON text; a text body as is) is kept as the start of
   * that text (a string).
   */
  body?: unknown;
  /** `true` when `body` was cut to the start of its JSON text (see {@link RequestLogEntry.bodyBytes}). */
  bodyTruncated?: boolean;
  /** The size in bytes of the whole body (its JSON text, or the text body), when `body` was truncated. */
  bodyBytes?: number;
  /** The answer's JSON body, secret fields masked (absent for other answers, and above 64 KiB). */
  response?: unknown;
  /** Response status; `0` when the connection was reset by a fault. */
  status: number;
  /** The fault applied, if any. */
  fault?: string;
  /** Message of an unexpected error (answered 500). */
  error?: string;
  durationMs: number;
}

/** Filters of `emulator.requestLog(filter)` and `GET /__emulator/requests`. */
export interface RequestLogFilter {
  /** Path glob (or `^regex`). */
  path?: PathPattern;
  method?: string;
  host?: HostKind;
}

const MASK = '[masked]';
const MASKED_HEADERS = new Set(['authorization', 'cookie', 'set-cookie', 'proxy-authorization', 'x-api-key']);

/**
 * Names of body fields and query parameters whose values are secrets: passwords, OAuth codes and PKCE
 * verifiers, access / refresh / session / state / recovery tokens, captcha tokens, client secrets and API
 * keys. Matched exactly, at any depth (and on the last segment of a flat `a.b.c` query key).
 *
 * @example
 * ```ts
 * import { SECRET_FIELDS } from '@storefront-kit/emulator';
 *
 * // A test of your own logging, masking what the emulator masks.
 * const redact = (body: Record<string, unknown>) =>
 *   Object.fromEntries(Object.entries(body).map(([key, value]) => [key, SECRET_FIELDS.has(key) ? '[masked]' : value]));
 * ```
 */
export const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'newPassword',
  'codeVerifier',
  'code_verifier',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'idToken',
  'id_token',
  'sessionToken',
  'session_token',
  'stateToken',
  'state_token',
  'recoveryToken',
  'recovery_token',
  'captchaTokens',
  'captchaToken',
  'Recaptcha',
  'InvisibleRecaptcha',
  'clientSecret',
  'client_secret',
  'apiKey',
  'api_key',
]);

/**
 * Names that are secrets only at the top level of a body or query: the OAuth authorization code and the
 * e-mail verification code travel as a top-level `code`, while nested `code`s (a coupon's, a shipping
 * option's, an error's) are ordinary data that tests and people need to read.
 */
const TOP_LEVEL_SECRET_FIELDS: ReadonlySet<string> = new Set(['code']);

/**
 * The logged stand-in of a secret value: strings become `[masked, N chars]` (the length helps debugging,
 * e.g. of a PKCE verifier), objects and arrays keep their shape with every leaf masked (so
 * `captchaTokens: [{Recaptcha: '[masked, 20 chars]'}]` still shows which kind was sent), other values
 * become `[masked]`; `null` stays `null`.
 */
function maskValue(value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value === 'string') return `[masked, ${value.length} chars]`;
  if (Array.isArray(value)) return value.map(maskValue);
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, maskValue(field)]));
  return MASK;
}

function isSecretKey(key: string): boolean {
  return SECRET_FIELDS.has(key) || TOP_LEVEL_SECRET_FIELDS.has(key) || SECRET_FIELDS.has(key.slice(key.lastIndexOf('.') + 1));
}

/** Headers as a plain object with secrets masked. */
export function maskHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, key) => {
    out[key] = MASKED_HEADERS.has(key) ? MASK : value;
  });
  return out;
}

/** A URL (absolute or relative) with the values of secret query and fragment parameters masked. */
function maskUrl(text: string): string {
  const hashAt = text.indexOf('#');
  const queryAt = text.indexOf('?');
  if (queryAt < 0 && hashAt < 0) return text;
  const maskParams = (part: string): string =>
    part
      .split('&')
      .map((pair) => {
        const eq = pair.indexOf('=');
        if (eq < 0) return pair;
        let key: string;
        try {
          key = decodeURIComponent(pair.slice(0, eq).replace(/\+/g, ' '));
        } catch {
          return pair;
        }
        return isSecretKey(key) ? `${pair.slice(0, eq)}=${encodeURIComponent(String(maskValue(pair.slice(eq + 1))))}` : pair;
      })
      .join('&');
  const end = hashAt < 0 ? text.length : hashAt;
  let out = queryAt >= 0 && queryAt < end ? `${text.slice(0, queryAt + 1)}${maskParams(text.slice(queryAt + 1, end))}` : text.slice(0, end);
  if (hashAt >= 0) out += `#${maskParams(text.slice(hashAt + 1))}`;
  return out;
}

/** A string field that is not itself a secret: URLs keep their shape with secret parameters masked. */
function maskString(value: string): string {
  return /^(https?:)?\/\/|^\//i.test(value) || /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? maskUrl(value) : value;
}

/**
 * A deep copy of a body with the values of {@link SECRET_FIELDS} masked (see {@link maskValue}), the
 * `value` of v1 authenticator `inputs` masked, and secret parameters of URL-valued strings (a redirect URI
 * carrying `?code=`) masked.
 */
export function maskBody(value: unknown, topLevel = true): unknown {
  if (typeof value === 'string') return maskString(value);
  if (Array.isArray(value)) return value.map((item) => maskBody(item, false));
  if (typeof value === 'object' && value !== null) {
    // Built with `fromEntries` (own data properties): a `__proto__` key of a JSON body stays a logged field.
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => {
        const secret = SECRET_FIELDS.has(key) || (topLevel && TOP_LEVEL_SECRET_FIELDS.has(key));
        return [key, secret ? maskValue(field) : key === 'inputs' && Array.isArray(field) ? field.map(maskInput) : maskBody(field, false)];
      }),
    );
  }
  return value;
}

/** An authenticator input of the v1 identity API (`inputs: [{key: 'password', value}]`): the value is a credential. */
function maskInput(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return maskBody(input);
  const { value, ...rest } = input as Record<string, unknown>;
  return { ...(maskBody(rest, false) as Record<string, unknown>), ...(value === undefined ? {} : { value: maskValue(value) }) };
}

/**
 * A body that could not be parsed, as text with secrets masked: `"key": "value"` JSON pairs and
 * `key=value` form pairs of {@link SECRET_FIELDS}. Conservative: a secret in free text may survive.
 */
export function maskText(text: string): string {
  const names = [...SECRET_FIELDS, ...TOP_LEVEL_SECRET_FIELDS].join('|');
  return text
    .replace(
      new RegExp(`("(?:${names})"\\s*:\\s*)"((?:[^"\\\\]|\\\\.)*)"`, 'g'),
      (_m, prefix: string, secret: string) => `${prefix}"${maskValue(secret) as string}"`,
    )
    .replace(
      new RegExp(`(^|[&?\\s])((?:[\\w.]*\\.)?(?:${names})=)([^&\\s]*)`, 'g'),
      (_m, lead: string, prefix: string, secret: string) => `${lead}${prefix}${encodeURIComponent(maskValue(secret) as string)}`,
    );
}

/**
 * Query parameters as an object, repeated keys as arrays, with secrets masked: parameters named in
 * {@link SECRET_FIELDS} (also as the last segment of `a.b.c`), secret parameters of URL values, and
 * secrets inside a `.r` payload (decoded, masked and re-encoded as base64url JSON, so it still decodes;
 * an undecodable `.r` is kept).
 */
export function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const values = new Map<string, string[]>();
  for (const [key, raw] of params) {
    const value = key === '.r' ? maskDotR(raw) : isSecretKey(key) ? (maskValue(raw) as string) : maskString(raw);
    const list = values.get(key);
    if (list) list.push(value);
    else values.set(key, [value]);
  }
  return Object.fromEntries([...values].map(([key, list]) => [key, list.length === 1 ? list[0]! : list]));
}

function maskDotR(value: string): string {
  let decoded: unknown;
  try {
    decoded = JSON.parse(utf8Text(base64UrlDecode(value)));
  } catch {
    return value;
  }
  const masked = maskBody(decoded);
  return JSON.stringify(masked) === JSON.stringify(decoded) ? value : base64UrlEncode(utf8Bytes(JSON.stringify(masked)));
}
