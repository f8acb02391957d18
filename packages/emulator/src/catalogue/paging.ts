/**
 * Paging of the catalogue queries: offset `paging {limit, offset}` or the platform's cursor paging
 * `cursorPaging {limit, cursor}`. A cursor is opaque to clients: it carries the query's filter, sort and
 * position, signed with a key of this process, so a request with a cursor sends only `cursorPaging`.
 * Cursor answers count matches up to {@link COUNT_CAP}; past it `total` is left out and `tooManyToCount`
 * is true, as the platform does for large result sets.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { PlatformError } from '../core/platform-error';
import { base64UrlDecode, base64UrlEncode, utf8Bytes, utf8Text } from '../core/base64';
import { randomBytes, timingSafeEqual } from '../core/web-crypto';

/** Default page size of the platform's queries. */
const DEFAULT_LIMIT = 50;

/** Cursor answers report `total` up to this many matches, and `tooManyToCount: true` above. */
const COUNT_CAP = 1000;

/** The query fields paging reads (the filter and sort are the engine's). */
export interface PagedQuery {
  filter?: Record<string, unknown>;
  sort?: { fieldName: string; order?: 'ASC' | 'DESC' }[];
  paging?: { limit?: number; offset?: number };
  cursorPaging?: { limit?: number; cursor?: string };
}

/** Offset paging metadata. */
export interface OffsetMetadata {
  count: number;
  offset: number;
  total: number;
  tooManyToCount: boolean;
}

/** Cursor paging metadata: `total` only up to {@link COUNT_CAP}. */
export interface CursorMetadata {
  count: number;
  cursors: { next: string | null; prev: string | null };
  hasNext: boolean;
  total?: number;
  tooManyToCount: boolean;
}

/** What a query asks for once its cursor (if any) is opened. */
export interface Page {
  filter?: Record<string, unknown>;
  sort?: PagedQuery['sort'];
  offset: number;
  limit: number;
  /** The answer's metadata for a page of `count` items out of `total` matches. */
  metadata(count: number, total: number): OffsetMetadata | CursorMetadata;
}

/** What a cursor holds: the query (scope, filter, sort) and where its page starts. */
interface CursorState {
  scope: string;
  filter?: PagedQuery['filter'];
  sort?: PagedQuery['sort'];
  offset: number;
}

const KEY = randomBytes(32);
const sign = (data: string) => base64UrlEncode(hmac(sha256, KEY, utf8Bytes(data)).subarray(0, 16));

function encodeCursor(state: CursorState): string {
  const data = base64UrlEncode(utf8Bytes(JSON.stringify(state)));
  return `${data}.${sign(data)}`;
}

const invalidCursor = () =>
  PlatformError.application(400, 'INVALID_CURSOR', 'The cursor is malformed, expired or was not issued for this query', 'Invalid cursor');

function decodeCursor(cursor: string, scope: string): CursorState {
  const [data = '', mac = '', extra] = cursor.split('.');
  // The MAC's text is compared, not its decoded bytes: base64url decoding ignores a last character's spare bits.
  if (extra !== undefined || !timingSafeEqual(utf8Bytes(mac), utf8Bytes(sign(data)))) throw invalidCursor();
  const state = JSON.parse(utf8Text(base64UrlDecode(data))) as CursorState;
  if (state.scope !== scope) throw invalidCursor();
  return state;
}

const refuse = (field: string, description: string) => PlatformError.validation([{ field, description, violatedRule: 'VALIDATION' }]);

/**
 * Opens the paging of `query` for the query named `scope` (a cursor of another query is refused).
 * Offset paging is the default; `cursorPaging` without a cursor starts a cursor query at its first page.
 */
export function openPage(query: PagedQuery | undefined, scope: string, defaultLimit = DEFAULT_LIMIT): Page {
  const cursorPaging = query?.cursorPaging;
  if (!cursorPaging) {
    const offset = query?.paging?.offset ?? 0;
    return {
      filter: query?.filter,
      sort: query?.sort,
      offset,
      limit: query?.paging?.limit ?? defaultLimit,
      metadata: (count, total) => ({ count, offset, total, tooManyToCount: false }),
    };
  }
  if (query.paging) throw refuse('query.paging', 'send paging or cursorPaging, not both');
  const limit = cursorPaging.limit ?? defaultLimit;
  let state: CursorState = { scope, filter: query.filter, sort: query.sort, offset: 0 };
  if (cursorPaging.cursor !== undefined) {
    // The cursor carries the filter and sort: a query sending its own beside it is ambiguous.
    if (query.filter !== undefined || query.sort !== undefined) {
      throw refuse(`query.${query.filter !== undefined ? 'filter' : 'sort'}`, 'a cursor carries the filter and sort: send only cursorPaging');
    }
    state = decodeCursor(cursorPaging.cursor, scope);
  }
  const at = (offset: number) => encodeCursor({ ...state, offset });
  return {
    filter: state.filter,
    sort: state.sort,
    offset: state.offset,
    limit,
    metadata: (count, total) => {
      const hasNext = state.offset + count < total;
      return {
        count,
        cursors: { next: hasNext ? at(state.offset + count) : null, prev: state.offset > 0 ? at(Math.max(0, state.offset - limit)) : null },
        hasNext,
        ...(total > COUNT_CAP ? {} : { total }),
        tooManyToCount: total > COUNT_CAP,
      };
    },
  };
}
