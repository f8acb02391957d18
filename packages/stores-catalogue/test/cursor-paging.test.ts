/**
 * Cursor paging against the emulator. `queryProducts(client, { paging: 'cursor' })` pages with
 * the platform's `cursorPaging` and the answers' cursors; `queryStoreVariants` takes `cursorPaging` too.
 */
import { ValidationError } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import { queryProducts, queryStoreVariants, type Product } from '@storefront-kit/stores-catalogue';
import { useEmulatorWithVisitor } from './helpers';

const QUERY = '/stores-reader/v1/products/query-platformized';
const env = useEmulatorWithVisitor();

const decodeR = (url: string) => JSON.parse(Buffer.from(new URL(url, 'http://x').searchParams.get('.r')!, 'base64url').toString('utf8'));

describe('queryProducts in cursor mode (against the emulator)', () => {
  it('collects every product exactly once, in the query order, with for await', async () => {
    const expected = (await queryProducts(env.visitor).descending('price').ascending('name').limit(100).find()).items.map((p) => p.slug);
    expect(expected).toHaveLength(30);
    env.emulator.clearRequestLog();

    const seen: string[] = [];
    for await (const p of queryProducts(env.visitor, { paging: 'cursor' }).descending('price').ascending('name').limit(7).iterate()) seen.push(p.slug!);

    expect(seen).toEqual(expected);
    const log = env.emulator.requestLog({ path: QUERY });
    expect(log).toHaveLength(5); // 7 + 7 + 7 + 7 + 2
    expect(log.every((r) => r.method === 'GET' && r.host === 'readOnly' && r.status === 200)).toBe(true);
    // The first page sends the filter and sort; the next ones only the cursor, which carries them.
    const [first, ...rest] = log.map((r) => decodeR(r.path + '?' + new URLSearchParams(r.query as Record<string, string>)));
    expect(first.query).toEqual({
      filter: {},
      cursorPaging: { limit: 7 },
      sort: [
        { fieldName: 'price', order: 'DESC' },
        { fieldName: 'name', order: 'ASC' },
      ],
    });
    for (const page of rest) expect(Object.keys(page.query)).toEqual(['cursorPaging']);
  });

  it('keeps filters and the options across pages, and moves back and forth with next() and prev()', async () => {
    const query = queryProducts(env.visitor, { paging: 'cursor', includeVariants: true }).ge('price', 40).ascending('price').limit(4);
    const first = await query.find();
    expect(first.hasPrev()).toBe(false);
    expect(first.hasNext()).toBe(true);
    expect(first.totalCount).toBe((await queryProducts(env.visitor).ge('price', 40).find()).totalCount);
    expect(first.tooManyToCount).toBe(false);
    const second = await first.next();
    expect(second.items.every((p: Product) => p.priceData!.price! >= 40 && p.variants!.length > 0)).toBe(true);
    expect(second.items[0]!.priceData!.price!).toBeGreaterThanOrEqual(first.items[3]!.priceData!.price!);
    const back = await second.prev();
    expect(back.items.map((p) => p.id)).toEqual(first.items.map((p) => p.id));
    // skipTo resumes from a cursor kept elsewhere (e.g. in a URL).
    const resumed = await queryProducts(env.visitor, { paging: 'cursor' }).limit(4).skipTo(first.cursors.next!).find();
    expect(resumed.items.map((p) => p.id)).toEqual(second.items.map((p) => p.id));
  });

  it('surfaces a tampered cursor as the platform error INVALID_CURSOR', async () => {
    const first = await queryProducts(env.visitor, { paging: 'cursor' }).limit(5).find();
    const tampered = first.cursors.next!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    await expect(queryProducts(env.visitor, { paging: 'cursor' }).skipTo(tampered).find()).rejects.toMatchObject({
      status: 400,
      applicationCode: 'INVALID_CURSOR',
    });
  });
});

describe('queryStoreVariants with cursorPaging (against the emulator)', () => {
  it('pages through every variant by cursor, each once, in the offset order', async () => {
    const byOffset: string[] = [];
    for (let offset = 0; ; offset += 100) {
      const { variants, metadata } = await queryStoreVariants(env.visitor, { paging: { limit: 100, offset } });
      byOffset.push(...variants.map((v) => v.id!));
      if (offset + 100 >= metadata.total!) break;
    }
    const byCursor: string[] = [];
    let page = await queryStoreVariants(env.visitor, { cursorPaging: { limit: 50 } });
    for (;;) {
      byCursor.push(...page.variants.map((v) => v.id!));
      if (!page.metadata.hasNext) break;
      page = await queryStoreVariants(env.visitor, { cursorPaging: { limit: 50, cursor: page.metadata.cursors!.next! } });
    }
    expect(byCursor).toEqual(byOffset);
    expect(new Set(byCursor).size).toBe(byCursor.length);
  });

  it.each([
    ['both kinds of paging', { paging: { limit: 5 }, cursorPaging: { limit: 5 } }],
    ['a cursor limit of 0', { cursorPaging: { limit: 0 } }],
    ['an empty cursor', { cursorPaging: { cursor: '' } }],
  ])('refuses %s before any request', async (_, query) => {
    await expect(queryStoreVariants(env.visitor, query)).rejects.toBeInstanceOf(ValidationError);
    expect(env.emulator.requestLog({ path: '/stores-reader/**' })).toEqual([]);
  });
});
