import type { HostKind } from '../context';
import { compilePathPattern, type PathPattern } from './path-pattern';

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
  /** Query parameters (repeated keys as arrays). */
  query: Record<string, string | string[]>;
  /** Request headers, lower-cased; `authorization` and `cookie` replaced by `[masked]`. */
  headers: Record<string, string>;
  /** Who the `Authorization` header stood for: `none`, `visitor`, `member`, `merchant`, `expired-token`, `unknown-token`. */
  auth: string;
  /** Parsed body (JSON or form fields, secret fields masked), raw text otherwise, absent without a body. */
  body?: unknown;
  /** Response status; `0` when the connection was reset by a fault. */
  status: number;
  /** The fault applied, if any. */
  fault?: string;
  /** Message of an unexpected error (answered 500). */
  error?: string;
  durationMs: number;
}

/** Filters of {@link RequestLog.list}. */
export interface RequestLogFilter {
  /** Path glob (or `^regex`). */
  path?: PathPattern;
  method?: string;
  host?: HostKind;
}

const MASK = '[masked]';
const MASKED_HEADERS = new Set(['authorization', 'cookie', 'set-cookie', 'proxy-authorization']);
const MASKED_FIELDS = new Set(['password', 'newPassword', 'refreshToken', 'refresh_token', 'client_secret', 'clientSecret']);

/** Headers as a plain object with secrets masked. */
export function maskHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, key) => {
    out[key] = MASKED_HEADERS.has(key) ? MASK : value;
  });
  return out;
}

/** A deep copy of a body with secret fields (passwords, refresh tokens) masked. */
export function maskBody(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskBody);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) out[key] = MASKED_FIELDS.has(key) ? MASK : maskBody(field);
    return out;
  }
  return value;
}

/** Query parameters as an object, repeated keys as arrays. */
export function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    const existing = out[key];
    if (existing === undefined) out[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else out[key] = [existing, value];
  }
  return out;
}

/** The log of platform requests (control routes are not logged), bounded to the latest `limit` entries. */
export class RequestLog {
  #entries: RequestLogEntry[] = [];
  constructor(private readonly limit = 10000) {}

  /** Appends an entry (dropping the oldest beyond the limit). */
  add(entry: RequestLogEntry): void {
    this.#entries.push(entry);
    if (this.#entries.length > this.limit) this.#entries.splice(0, this.#entries.length - this.limit);
  }

  /** Entries matching `filter`, oldest first. */
  list(filter: RequestLogFilter = {}): RequestLogEntry[] {
    const matchPath = filter.path === undefined ? undefined : compilePathPattern(filter.path);
    const method = filter.method?.toUpperCase();
    return this.#entries.filter(
      (entry) =>
        (!matchPath || matchPath(entry.path)) &&
        (!method || entry.method === method) &&
        (!filter.host || entry.host === filter.host),
    );
  }

  /** Forgets every entry. */
  clear(): void {
    this.#entries = [];
  }
}
