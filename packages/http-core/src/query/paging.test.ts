import { describe, expect, it } from 'vitest';
import { AbortError, StorefrontError, ValidationError } from '../errors';
import { createQueryBuilder } from './index';
import type { CursorQueryRequest, OffsetQueryRequest, PagingMetadata, QueryPage } from './index';

const ids = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i}` }));
type Item = { id: string };

/** An offset endpoint over `n` items; `meta` can override the metadata the platform would send. */
function offsetApi(n: number, meta: (m: PagingMetadata, r: OffsetQueryRequest) => PagingMetadata = (m) => m) {
  const all = ids(n);
  const calls: OffsetQueryRequest[] = [];
  const query = createQueryBuilder<Item>({
    paging: 'offset',
    fetchPage: async (request): Promise<QueryPage<Item>> => {
      calls.push(request);
      const { offset, limit } = request.paging;
      const items = all.slice(offset, offset + limit);
      return { items, metadata: meta({ count: items.length, offset, total: n, tooManyToCount: false }, request) };
    },
  });
  return { query, calls };
}

/** A cursor endpoint over `n` items; cursors are `c<index>`. */
function cursorApi(n: number, cursors?: (next: string | undefined, r: CursorQueryRequest) => PagingMetadata['cursors']) {
  const all = ids(n);
  const calls: CursorQueryRequest[] = [];
  const query = createQueryBuilder<Item>({
    paging: 'cursor',
    fetchPage: async (request) => {
      calls.push(request);
      const { limit, cursor } = request.cursorPaging;
      const start = cursor ? Number(cursor.slice(1)) : 0;
      const items = all.slice(start, start + limit);
      const next = start + limit < n ? `c${start + limit}` : undefined;
      const prev = start > 0 ? `c${Math.max(0, start - limit)}` : null;
      return { items, metadata: { count: items.length, cursors: cursors ? cursors(next, request) : { next, prev } } };
    },
  });
  return { query, calls };
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of iterable) out.push(x);
  return out;
}

/** The first `max` values of `iterable` at most: a walk that would never end stops there instead of hanging the test. */
async function collectUpTo<T>(iterable: AsyncIterable<T>, max: number): Promise<T[]> {
  const out: T[] = [];
  for await (const x of iterable) if (out.push(x) >= max) break;
  return out;
}

/** An endpoint that ignores where a page starts and answers the same full page (new objects each time), with `metadata`. */
function sameFullPageApi(paging: 'offset' | 'cursor', metadata: () => PagingMetadata | undefined) {
  const calls: unknown[] = [];
  const fetchPage = async (request: unknown) => {
    calls.push(request);
    return { items: ids(10), metadata: metadata() };
  };
  const query = paging === 'offset' ? createQueryBuilder<Item>({ paging, fetchPage }) : createQueryBuilder<Item>({ paging, fetchPage });
  return { query, calls };
}

describe('offset results', () => {
  it('should compute page numbers from offset, limit and total', async () => {
    const r = await offsetApi(95).query.limit(10).skip(20).find();
    expect(r).toMatchObject({ pageSize: 10, offset: 20, currentPage: 2, totalPages: 10, totalCount: 95, tooManyToCount: false });
    expect(r.items.map((i) => i.id)).toEqual(
      ids(95)
        .slice(20, 30)
        .map((i) => i.id),
    );
    expect([r.hasPrev(), r.hasNext()]).toEqual([true, true]);
  });

  it('should have no next page on the last page and no previous page on the first', async () => {
    const { query } = offsetApi(25);
    const last = await query.limit(10).skip(20).find();
    expect([last.currentPage, last.totalPages, last.hasNext(), last.hasPrev()]).toEqual([2, 3, false, true]);
    const first = await query.limit(10).find();
    expect([first.currentPage, first.hasNext(), first.hasPrev()]).toEqual([0, true, false]);
  });

  it('should see the end when offset is not a multiple of limit', async () => {
    const r = await offsetApi(11).query.limit(10).skip(5).find();
    expect([r.currentPage, r.totalPages, r.hasNext(), r.hasPrev()]).toEqual([0, 2, false, true]);
  });

  it('should fetch next and previous pages', async () => {
    const { query, calls } = offsetApi(25);
    const first = await query.eq('a', 1).limit(10).find();
    const second = await first.next();
    expect(second.offset).toBe(10);
    expect(calls[1]).toEqual({ filter: { a: 1 }, paging: { offset: 10, limit: 10 } });
    const back = await second.prev();
    expect(back.offset).toBe(0);
    const fromFive = await query.limit(10).skip(5).find();
    expect((await fromFive.prev()).offset).toBe(0);
  });

  it('should reject next() and prev() past the ends with a typed error, without fetching', async () => {
    const { query, calls } = offsetApi(5);
    const only = await query.find();
    await expect(only.next()).rejects.toThrow(new ValidationError('No next page to fetch'));
    await expect(only.prev()).rejects.toThrow('No previous page to fetch');
    expect(calls).toHaveLength(1);
  });

  it('should hide totals and judge hasNext by a full page when too many to count', async () => {
    const { query } = offsetApi(25, (m) => ({ ...m, total: 9999, tooManyToCount: true }));
    const full = await query.limit(10).find();
    expect([full.totalCount, full.totalPages, full.tooManyToCount, full.hasNext()]).toEqual([undefined, undefined, true, true]);
    const partial = await query.limit(10).skip(20).find();
    expect(partial.hasNext()).toBe(false);
  });

  it('should use the request offset when the platform omits metadata', async () => {
    const q = createQueryBuilder<Item>({ paging: 'offset', fetchPage: async () => ({ items: ids(3) }) });
    const r = await q.limit(3).skip(6).find();
    expect([r.offset, r.currentPage, r.totalCount, r.hasNext(), r.hasPrev()]).toEqual([6, 2, undefined, true, true]);
  });
});

describe('cursor results', () => {
  it('should expose cursors and page by them', async () => {
    const { query, calls } = cursorApi(25);
    const first = await query.eq('a', 1).limit(10).find();
    expect(first.cursors).toEqual({ next: 'c10', prev: undefined });
    expect([first.hasNext(), first.hasPrev(), first.pageSize]).toEqual([true, false, 10]);
    const second = await first.next();
    expect(calls[1]).toEqual({ cursorPaging: { cursor: 'c10', limit: 10 } });
    expect(second.cursors).toEqual({ next: 'c20', prev: 'c0' });
    const back = await second.prev();
    expect(back.items[0]).toEqual({ id: 'p0' });
    await expect(first.prev()).rejects.toThrow('No previous page to fetch');
  });

  it('should report totals when the platform sends them', async () => {
    const q = createQueryBuilder<Item>({
      paging: 'cursor',
      fetchPage: async () => ({ items: [], metadata: { total: 7, cursors: {} } }),
    });
    const r = await q.find();
    expect([r.totalCount, r.tooManyToCount, r.hasNext()]).toEqual([7, false, false]);
    await expect(r.next()).rejects.toThrow('No next page to fetch');
  });
});

describe('iterate', () => {
  it('should yield every item across offset pages, one fetch per page', async () => {
    const { query, calls } = offsetApi(25);
    const items = await collect(query.limit(10).iterate());
    expect(items).toEqual(ids(25));
    expect(calls.map((c) => c.paging.offset)).toEqual([0, 10, 20]);
  });

  it('should yield every item across cursor pages', async () => {
    const { query, calls } = cursorApi(25);
    expect(await collect(query.limit(10).iterate())).toEqual(ids(25));
    expect(calls.map((c) => c.cursorPaging.cursor)).toEqual([undefined, 'c10', 'c20']);
  });

  it('should start from the builder position', async () => {
    const { query } = offsetApi(25);
    expect(await collect(query.limit(10).skip(15).iterate())).toEqual(ids(25).slice(15));
    const c = cursorApi(25);
    expect(await collect(c.query.limit(10).skipTo('c20').iterate())).toEqual(ids(25).slice(20));
  });

  it('should fetch nothing before the first next() and one page at a time after', async () => {
    const { query, calls } = offsetApi(25);
    const it = query.limit(10).iterate()[Symbol.asyncIterator]();
    expect(calls).toHaveLength(0);
    for (let i = 0; i < 10; i++) await it.next();
    expect(calls).toHaveLength(1);
    await it.next();
    expect(calls).toHaveLength(2);
  });

  it('should stop fetching when the loop breaks early', async () => {
    const { query, calls } = offsetApi(1000);
    let seen = 0;
    for await (const _ of query.limit(10).iterate()) if (++seen === 15) break;
    expect(calls).toHaveLength(2);
  });

  it('should yield pages from pages()', async () => {
    const { query } = offsetApi(25);
    const pages = await collect(query.limit(10).pages());
    expect(pages.map((p) => [p.currentPage, p.items.length])).toEqual([
      [0, 10],
      [1, 10],
      [2, 5],
    ]);
  });

  it('should stop with AbortError at the next item once the signal fires', async () => {
    const { query, calls } = offsetApi(100);
    const controller = new AbortController();
    const seen: string[] = [];
    const run = async () => {
      for await (const item of query.limit(10).iterate({ signal: controller.signal })) {
        seen.push(item.id);
        if (seen.length === 12) controller.abort();
      }
    };
    await expect(run()).rejects.toThrow(AbortError);
    expect(calls).toHaveLength(2);
    expect(seen).toHaveLength(12);
  });

  it('should pass the signal to every fetch', async () => {
    const signals: (AbortSignal | undefined)[] = [];
    const q = createQueryBuilder<Item>({
      paging: 'offset',
      fetchPage: async (request, { signal }) => {
        signals.push(signal);
        return { items: ids(2), metadata: { total: 4, offset: request.paging.offset } };
      },
    });
    const { signal } = new AbortController();
    await collect(q.limit(2).iterate({ signal }));
    expect(signals).toEqual([signal, signal]);
  });

  it('should stop with AbortError when fetchPage ignores an abort', async () => {
    const controller = new AbortController();
    const q = createQueryBuilder<Item>({
      paging: 'offset',
      fetchPage: async () => {
        controller.abort();
        return { items: ids(2), metadata: { total: 4 } };
      },
    });
    await expect(collect(q.iterate({ signal: controller.signal }))).rejects.toThrow(AbortError);
  });

  describe('loop protection', () => {
    const loopError = { name: 'StorefrontError', code: 'ERR_PAGING_LOOP' };

    it('should stop when a cursor comes back', async () => {
      const { query, calls } = cursorApi(100, (next, r) => ({ next: r.cursorPaging.cursor === 'c10' ? 'c0' : next }));
      const error = await collect(query.limit(10).iterate()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StorefrontError);
      expect(error).toMatchObject(loopError);
      expect(calls.map((c) => c.cursorPaging.cursor)).toEqual([undefined, 'c10', 'c0']);
    });

    it('should stop when a page points at its own cursor', async () => {
      const { query, calls } = cursorApi(100, () => ({ next: 'c10' }));
      await expect(collect(query.limit(10).skipTo('c10').iterate())).rejects.toMatchObject(loopError);
      expect(calls).toHaveLength(1);
    });

    it('should stop on an empty page that reports a next page', async () => {
      const q = createQueryBuilder<Item>({
        paging: 'cursor',
        fetchPage: async () => ({ items: [], metadata: { cursors: { next: 'again' } } }),
      });
      await expect(collect(q.iterate())).rejects.toThrow(/empty page/);
    });

    it('should stop on an empty offset page while the total says more', async () => {
      const { query, calls } = offsetApi(10, (m) => ({ ...m, total: 50 }));
      await expect(collect(query.limit(10).iterate())).rejects.toMatchObject(loopError);
      expect(calls).toHaveLength(2);
    });

    it('should stop when an offset server ignores the offset and reports no total (the same full page again)', async () => {
      const noCount = { count: 10, tooManyToCount: true };
      for (const metadata of [() => noCount, () => undefined, () => ({ count: 10 })]) {
        const { query, calls } = sameFullPageApi('offset', metadata);
        const walk = collectUpTo(query.limit(10).iterate(), 1_000);
        await expect(walk).rejects.toMatchObject({ ...loopError, message: 'Paging stopped: the previous page came back' });
        expect(calls).toHaveLength(2);
      }
    });

    it('should stop when a cursor server hands out new cursors but answers the same page', async () => {
      let n = 0;
      const { query, calls } = sameFullPageApi('cursor', () => ({ cursors: { next: `c${++n}` } }));
      await expect(collectUpTo<unknown>(query.limit(10).pages(), 100)).rejects.toMatchObject(loopError);
      expect(calls).toHaveLength(2);
    });

    it('should walk pages that only share some items with the previous one (data moving under the walk)', async () => {
      // Two items inserted ahead of the second page: it starts with the first page's last two items.
      const q = createQueryBuilder<Item>({
        paging: 'offset',
        fetchPage: async ({ paging: { offset } }) => ({ items: offset ? ids(25).slice(offset - 2, offset + 8) : ids(10), metadata: { tooManyToCount: true } }),
      });
      const pages = await collectUpTo(q.limit(10).pages(), 10);
      expect(pages.map((p) => p.items.length)).toEqual([10, 10, 7]);
    });

    it('should walk pages that repeat the previous one while a total bounds the walk (items without ids)', async () => {
      const offsets: number[] = [];
      const blank = createQueryBuilder<object>({
        paging: 'offset',
        fetchPage: async ({ paging: { offset, limit } }) => {
          offsets.push(offset);
          return { items: Array.from({ length: Math.min(limit, 30 - offset) }, () => ({})), metadata: { total: 30 } };
        },
      });
      expect(await collectUpTo(blank.limit(10).iterate(), 100)).toHaveLength(30);
      expect(offsets).toEqual([0, 10, 20]);
    });

    it('should stop when the offset does not advance', async () => {
      const { query, calls } = offsetApi(100, (m) => ({ ...m, offset: 0, tooManyToCount: true }));
      await expect(collect(query.limit(10).iterate())).rejects.toThrow(/offset 0 did not advance/);
      expect(calls).toHaveLength(2);
    });
  });
});
