import { startEmulator, type Emulator } from '@storefront-kit/emulator';
import type { RequestClient } from '@storefront-kit/http-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCollectionBySlug, queryProducts, type Product } from '@storefront-kit/stores-catalogue';
import { visitorClient } from './helpers';

const N = 10_000;
const QUERY = '/stores-reader/v1/products/query-platformized';
let emulator: Emulator;
let visitor: RequestClient;
let pagesFetched = 0;
let saleId: string;

// What one unfiltered pass saw, for comparison with the server-side filters (counts only, plus 200 ids).
const seen = { count: 0, onSaleBetween20And60: 0, ids: [] as string[] };
const cheap = (p: Product, from: number, to: number) => p.priceData!.price! >= from && p.priceData!.price! < to;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: { products: N } });
  visitor = visitorClient(emulator, {
    middleware: [{ onRequest: ({ request }) => void (new URL(request.url).pathname.endsWith('/query-platformized') && pagesFetched++) }],
  });
  saleId = (await getCollectionBySlug(visitor, 'sale')).collection.id!;
}, 30_000);
afterAll(() => emulator?.stop());

describe('a 10,000-product catalogue', () => {
  it('iterates every product with for await, one page at a time', async () => {
    emulator.clearRequestLog();
    pagesFetched = 0;
    const ids = new Set<string>();
    for await (const p of queryProducts(visitor).limit(100).iterate()) {
      // Lazy paging: when item k is handed out, exactly the pages up to k's have been fetched, never the next.
      expect(pagesFetched).toBe(Math.floor(seen.count / 100) + 1);
      seen.count++;
      ids.add(p.id!);
      if (p.collectionIds?.includes(saleId) && cheap(p, 20, 60)) seen.onSaleBetween20And60++;
      if (seen.count % 50 === 0) seen.ids.push(p.id!);
    }
    expect(seen.count).toBe(N);
    expect(ids.size).toBe(N);
    expect(pagesFetched).toBe(100);
    const log = emulator.requestLog({ path: QUERY });
    expect(log).toHaveLength(100);
    expect(log.every((r) => r.method === 'GET' && r.host === 'readOnly' && r.status === 200)).toBe(true);
  }, 60_000);

  it('pages() hands out pages of the asked size and can stop early', async () => {
    pagesFetched = 0;
    let pages = 0;
    for await (const page of queryProducts(visitor).limit(50).pages()) {
      expect(page.items).toHaveLength(50);
      expect(page.totalCount).toBe(N);
      if (++pages === 3) break;
    }
    expect(pagesFetched).toBe(3);
  });

  it('filters by collection and price range, sorted by price, across pages', async () => {
    let count = 0;
    let last = -Infinity;
    const query = queryProducts(visitor).hasSome('collectionIds', [saleId]).between('price', 20, 60).ascending('price').limit(100);
    for await (const p of query.iterate()) {
      expect(p.collectionIds).toContain(saleId);
      expect(cheap(p, 20, 60)).toBe(true);
      expect(p.priceData!.price!).toBeGreaterThanOrEqual(last);
      last = p.priceData!.price!;
      count++;
    }
    expect(count).toBeGreaterThan(100); // more than one page
    expect(count).toBe(seen.onSaleBetween20And60);
    expect((await query.find()).totalCount).toBe(count);
  });

  it('iterates every product once, in catalogue order, by cursor; the count is capped (tooManyToCount)', async () => {
    pagesFetched = 0;
    const first = await queryProducts(visitor, { paging: 'cursor' }).limit(100).find();
    expect(first.tooManyToCount).toBe(true);
    expect(first.totalCount).toBeUndefined();
    expect(first.hasNext()).toBe(true);
    const ids: string[] = [];
    for await (const p of queryProducts(visitor, { paging: 'cursor' }).limit(100).iterate()) ids.push(p.id!);
    expect(ids).toHaveLength(N);
    expect(new Set(ids).size).toBe(N);
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1]!)).toBe(true); // ids are zero-padded: catalogue order
    expect(pagesFetched).toBe(1 + 100);
  }, 60_000);

  it('gives the same filtered, sorted products by cursor as by offset', async () => {
    const byCursor: string[] = [];
    const query = queryProducts(visitor, { paging: 'cursor' }).hasSome('collectionIds', [saleId]).between('price', 20, 60).ascending('price').limit(100);
    for await (const p of query.iterate()) byCursor.push(p.id!);
    expect(byCursor).toHaveLength(seen.onSaleBetween20And60);
    const byOffset: string[] = [];
    for await (const p of queryProducts(visitor).hasSome('collectionIds', [saleId]).between('price', 20, 60).ascending('price').limit(100).iterate())
      byOffset.push(p.id!);
    expect(byCursor).toEqual(byOffset);
  });

  it('sends a 200-id hasSome as the POST fallback and gets the same items as smaller GET queries', async () => {
    expect(seen.ids).toHaveLength(200);
    emulator.clearRequestLog();
    const big: string[] = [];
    for await (const p of queryProducts(visitor).hasSome('id', seen.ids).ascending('numericId').limit(100).iterate()) big.push(p.id!);
    const posts = emulator.requestLog({ path: QUERY });
    expect(posts.map((r) => [r.method, r.host])).toEqual([
      ['POST', 'api'],
      ['POST', 'api'],
    ]);

    emulator.clearRequestLog();
    const small: string[] = [];
    for (let i = 0; i < 200; i += 50) {
      const { items } = await queryProducts(visitor)
        .hasSome('id', seen.ids.slice(i, i + 50))
        .ascending('numericId')
        .limit(100)
        .find();
      small.push(...items.map((p) => p.id!));
    }
    const gets = emulator.requestLog({ path: QUERY });
    expect(gets.map((r) => [r.method, r.host])).toEqual(Array(4).fill(['GET', 'readOnly']));
    expect(big).toHaveLength(200);
    expect(big).toEqual(small);
    expect(new Set(big)).toEqual(new Set(seen.ids));
  });
});
