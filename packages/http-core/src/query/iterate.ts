import { checkAbort, loopError } from './error';
import type { CursorQueryResult, OffsetQueryResult, QueryCallOptions, QueryResult } from './types';

/**
 * Yields `first`'s page, then each following page, fetching one page only when the previous one is done.
 * Stops with an error instead of looping forever when the platform repeats a cursor, reports more pages
 * after an empty one, or answers with an offset that does not advance.
 */
export async function* pageIterator<R extends QueryResult<unknown>>(
  first: (o: QueryCallOptions) => Promise<R>,
  o: QueryCallOptions = {},
): AsyncGenerator<R, void, undefined> {
  let page = await first(o);
  const seen = new Set<string | undefined>();
  for (;;) {
    yield page;
    if (!page.hasNext()) return;
    if (!page.items.length) throw loopError('an empty page reported a next page');
    const p = page as unknown as OffsetQueryResult<unknown> | CursorQueryResult<unknown>;
    if ('cursors' in p) {
      const cursor = p.cursors.next;
      seen.add(p.request.cursorPaging.cursor);
      if (seen.has(cursor)) throw loopError(`cursor ${cursor} came back`);
      seen.add(cursor);
    }
    const next = await page.next(o);
    if ('offset' in p && (next as unknown as OffsetQueryResult<unknown>).offset <= p.offset) {
      throw loopError(`offset ${p.offset} did not advance`);
    }
    page = next;
  }
}

/** Yields the items of every page of `pages`, holding one page at a time; stops at once when `signal` fires. */
export async function* itemIterator<T>(pages: AsyncIterable<QueryResult<T>>, signal?: AbortSignal): AsyncGenerator<T, void, undefined> {
  for await (const page of pages) {
    for (const item of page.items) {
      checkAbort(signal);
      yield item;
    }
  }
}
