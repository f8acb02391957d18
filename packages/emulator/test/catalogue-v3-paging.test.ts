/**
 * Catalog V3 cursor paging over a generated 1,000-product catalogue: following `cursors.next` visits
 * every product exactly once, in the query's order, for the plain query, a sorted search and the
 * variants query; a cursor works only for the request kind that issued it.
 */
import { describe, expect, it } from 'vitest';
import { useCatalogueEmulator } from './catalogue-helpers';

const env = useCatalogueEmulator({ catalog: 'v3', seed: { products: 1000 } });
const api = (path: string) => `${env.emu.hosts.edge}/stores/v3${path}`;

/** Every item of a cursor-paged request, following `cursors.next` until `hasNext` is false. */
async function allPages(path: string, first: Record<string, unknown>, key: 'products' | 'variants', wrap: 'query' | 'search') {
  const items: Record<string, any>[] = [];
  let body = (await env.call('POST', api(path), { body: first })).body;
  for (let pages = 1; ; pages++) {
    items.push(...body[key]);
    expect(body.pagingMetadata.count).toBe(body[key].length);
    if (!body.pagingMetadata.hasNext) return { items, pages };
    const cursorPaging = { cursor: body.pagingMetadata.cursors.next, limit: 100 };
    body = (await env.call('POST', api(path), { body: { [wrap]: { cursorPaging } } })).body;
  }
}

describe('Catalog V3 cursor paging over 1,000 products', () => {
  it('visits every product exactly once with the plain query', { timeout: 60_000 }, async () => {
    const { items, pages } = await allPages('/products/query', { query: { cursorPaging: { limit: 100 } } }, 'products', 'query');
    expect(pages).toBe(10);
    const ids = items.map((p) => p.id);
    expect(new Set(ids).size).toBe(1000);
    expect(items.map((p) => p.slug)).toEqual(Array.from({ length: 1000 }, (_, i) => `product-${i + 1}`));
  });

  it('visits every product exactly once in a search sorted by price, the order holding across pages', { timeout: 60_000 }, async () => {
    const search = { sort: [{ fieldName: 'actualPriceRange.minValue.amount', order: 'DESC' }], cursorPaging: { limit: 100 } };
    const { items } = await allPages('/products/search', { search }, 'products', 'search');
    expect(new Set(items.map((p) => p.id)).size).toBe(1000);
    const prices = items.map((p) => Number(p.actualPriceRange.minValue.amount));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('pages the variants query, and refuses a cursor of another request kind', { timeout: 60_000 }, async () => {
    const filter = { 'productData.productId': { $in: ['10000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000002'] } };
    const { items } = await allPages('/products/query-variants', { query: { filter, cursorPaging: { limit: 1 } } }, 'variants', 'query');
    expect(new Set(items.map((v) => `${v.productData.productId}/${v.variantId}`)).size).toBe(items.length);
    expect(items.length).toBeGreaterThan(1);
    const first = await env.call('POST', api('/products/query'), { body: { query: { cursorPaging: { limit: 10 } } } });
    const foreign = await env.call('POST', api('/products/search'), { body: { search: { cursorPaging: { cursor: first.body.pagingMetadata.cursors.next } } } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details.applicationError.code).toBe('INVALID_CURSOR');
  });
});
