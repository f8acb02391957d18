/** The request log's store: entries kept within bounds of count and bytes, and the live listeners. */
import { compilePathPattern } from '../core/path-pattern';
import type { RequestLogEntry, RequestLogFilter } from './log';

/** Bounds of a {@link RequestLog}: entries, bytes of one logged body, bytes in all. */
export interface RequestLogBounds {
  /** The most entries kept. */
  maxEntries: number;
  /** A body larger than this (as JSON text) is kept as the start of that text. */
  maxBodyBytes: number;
  /** The oldest entries are dropped past this many bytes (entries measured as JSON text). */
  maxTotalBytes: number;
}

const utf8 = new TextEncoder();

/** The entry with a body over `maxBodyBytes` cut to the start of its JSON text, and the entry's size. */
function bounded(entry: RequestLogEntry, maxBodyBytes: number): { entry: RequestLogEntry; bytes: number } {
  if (entry.body !== undefined) {
    const text = typeof entry.body === 'string' ? entry.body : JSON.stringify(entry.body);
    const bodyBytes = utf8.encode(text).length;
    if (bodyBytes > maxBodyBytes) {
      // `encodeInto` writes whole characters only: `read` is the longest prefix that fits.
      const { read } = utf8.encodeInto(text, new Uint8Array(maxBodyBytes));
      entry = { ...entry, body: text.slice(0, read), bodyTruncated: true, bodyBytes };
    }
  }
  return { entry, bytes: utf8.encode(JSON.stringify(entry)).length };
}

/**
 * The log of platform requests (control routes are not logged), bounded by entries and by bytes: a
 * body over `maxBodyBytes` is kept truncated (`bodyTruncated`, `bodyBytes`), and the oldest entries are
 * dropped past `maxEntries` or `maxTotalBytes`.
 */
export class RequestLog {
  #entries: RequestLogEntry[] = [];
  #sizes: number[] = [];
  #totalBytes = 0;
  #listeners = new Set<(entry: RequestLogEntry) => void>();
  readonly #bounds: RequestLogBounds;

  constructor(bounds: Partial<RequestLogBounds> = {}) {
    this.#bounds = { maxEntries: 10000, maxBodyBytes: 64 * 1024, maxTotalBytes: 64 * 2 ** 20, ...bounds };
  }

  /** Appends an entry (its body truncated when too large, the oldest entries dropped past the bounds) and tells the listeners. */
  add(input: RequestLogEntry): void {
    const { entry, bytes } = bounded(input, this.#bounds.maxBodyBytes);
    this.#entries.push(entry);
    this.#sizes.push(bytes);
    this.#totalBytes += bytes;
    let drop = 0;
    while (this.#entries.length - drop > this.#bounds.maxEntries || (this.#totalBytes > this.#bounds.maxTotalBytes && drop < this.#entries.length - 1)) {
      this.#totalBytes -= this.#sizes[drop]!;
      drop++;
    }
    if (drop > 0) {
      this.#entries.splice(0, drop);
      this.#sizes.splice(0, drop);
    }
    for (const listener of this.#listeners) listener(entry);
  }

  /** The bytes the kept entries take, as JSON text. */
  get totalBytes(): number {
    return this.#totalBytes;
  }

  /** Calls `listener` with every entry added from now on (the live log); returns the unsubscribe function. */
  subscribe(listener: (entry: RequestLogEntry) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Entries matching `filter`, oldest first. */
  list(filter: RequestLogFilter = {}): RequestLogEntry[] {
    const matchPath = filter.path === undefined ? undefined : compilePathPattern(filter.path);
    const method = filter.method?.toUpperCase();
    return this.#entries.filter(
      (entry) => (!matchPath || matchPath(entry.path)) && (!method || entry.method === method) && (!filter.host || entry.host === filter.host),
    );
  }

  /** Forgets every entry. */
  clear(): void {
    this.#entries = [];
    this.#sizes = [];
    this.#totalBytes = 0;
  }
}
