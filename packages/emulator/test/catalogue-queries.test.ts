/**
 * Catalogue queries over real HTTP: filters refuse what is not an operator, cursor paging on
 * the products, store variants and collections queries with `tooManyToCount` past the count cap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../src/index';

let emu: Emulator;
let visitor: string;

async function post(url: string, body: unknown, auth = visitor): Promise<{ status: number; body: any }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function visitorToken(e: Emulator): Promise<string> {
  const res = await fetch(`${e.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: e.clientId, grantType: 'anonymous' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

const products = (query: unknown) => post(`${emu.url}/stores-reader/v1/products/query-platformized`, { query });

beforeAll(async () => {
  emu = await startEmulator({ port: 0 });
  visitor = await visitorToken(emu);
});
afterAll(() => emu?.stop());

describe('filters: an object is a set of known operators, never a value', () => {
  it('matches every product with a known operator such as $ne (the baseline)', async () => {
    const res = await products({ filter: { slug: { $ne: null } } });
    expect(res.status).toBe(200);
    expect(res.body.metadata.total).toBe(30);
  });

  it.each([
    ['an unknown operator', { slug: { $where: 'this.visible' } }, 'query.filter.slug.$where'],
    ['a regex operator', { name: { $regex: '.*' } }, 'query.filter.name.$regex'],
    ['an object with unknown keys', { slug: { foo: 1 } }, 'query.filter.slug.foo'],
    ['known and unknown keys mixed', { slug: { $ne: null, foo: 1 } }, 'query.filter.slug.foo'],
    ['an unknown operator beside a known one', { price: { $gt: 1, $like: 'x' } }, 'query.filter.price.$like'],
    ['an empty object', { slug: {} }, 'query.filter.slug'],
    ['an object as the $eq operand', { slug: { $eq: { $ne: null } } }, 'query.filter.slug.$eq'],
    ['an object as the $ne operand', { slug: { $ne: { a: 1 } } }, 'query.filter.slug.$ne'],
    ['an object inside $in', { id: { $in: [{ $ne: null }] } }, 'query.filter.id.$in'],
    ['an object inside $hasSome', { collectionIds: { $hasSome: ['x', { $exists: true }] } }, 'query.filter.collectionIds.$hasSome'],
    ['an unknown top-level operator', { $where: 'true' }, 'query.filter.$where'],
    ['an unknown operator nested in $or', { $or: [{ slug: 'hoodie' }, { slug: { $regex: 'h' } }] }, 'query.filter.$or[1].slug.$regex'],
  ])('answers 400 INVALID_ARGUMENT for %s', async (_, filter, field) => {
    const res = await products({ filter });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('INVALID_ARGUMENT');
    expect(res.body.details.validationError.fieldViolations).toEqual([expect.objectContaining({ field, violatedRule: 'VALIDATION' })]);
  });

  it('refuses the same on the GET route (.r payload), the store variants and the collections queries', async () => {
    const r = Buffer.from(JSON.stringify({ query: { filter: { slug: { foo: 1 } } } })).toString('base64url');
    const get = await fetch(`${emu.hosts.readOnly}/stores-reader/v1/products/query-platformized?.r=${r}`, { headers: { authorization: visitor } });
    expect(get.status).toBe(400);
    expect((await post(`${emu.url}/stores-reader/v1/variants/query`, { query: { filter: { productId: { nope: true } } } })).status).toBe(400);
    expect((await post(`${emu.url}/v2/collections/query`, { query: { filter: { slug: { $regex: '.' } } } })).status).toBe(400);
  });

  it('never reads inherited members: a __proto__ or constructor field matches nothing', async () => {
    for (const field of ['__proto__', 'constructor', 'toString']) {
      const res = await post(`${emu.url}/stores-reader/v1/products/query-platformized`, `{"query":{"filter":{"${field}":{"$exists":true}}}}`);
      expect(res.status, field).toBe(200);
      expect(res.body.metadata.total, field).toBe(0);
    }
    const sorted = await post(`${emu.url}/stores-reader/v1/products/query-platformized`, {
      query: { sort: [{ fieldName: '__proto__' }], paging: { limit: 1 } },
    });
    expect(sorted.status).toBe(200);
  });

  it('still answers legitimate filters', async () => {
    const res = await products({ filter: { $and: [{ slug: { $in: ['hoodie', 'rain-coat'] } }, { price: { $gte: 50 } }] } });
    expect(res.status).toBe(200);
    expect(res.body.products.map((p: { slug: string }) => p.slug)).toEqual(['hoodie', 'rain-coat']);
  });
});

/** Follows `metadata.cursors.next` from a first cursor request to the end; returns every page's answer. */
async function cursorPages(url: string, first: unknown, key: string, limit: number): Promise<any[]> {
  const pages = [];
  let answer = await post(url, { query: first });
  for (;;) {
    expect(answer.status).toBe(200);
    pages.push(answer.body);
    const { hasNext, cursors } = answer.body.metadata;
    expect(hasNext).toBe(cursors.next !== null);
    if (!hasNext) return pages;
    expect(answer.body[key]).toHaveLength(limit);
    answer = await post(url, { query: { cursorPaging: { limit, cursor: cursors.next } } });
  }
}

describe('cursor paging', () => {
  const PRODUCTS = () => `${emu.url}/stores-reader/v1/products/query-platformized`;
  const slugs = (body: { products: { slug: string }[] }) => body.products.map((p) => p.slug);

  it('pages the products query by cursor, in the query order, every product once', async () => {
    const sort = [{ fieldName: 'price', order: 'DESC' }, { fieldName: 'name' }];
    const filter = { price: { $gte: 10 } };
    const offset = await products({ filter, sort, paging: { limit: 100 } });
    const pages = await cursorPages(PRODUCTS(), { filter, sort, cursorPaging: { limit: 7 } }, 'products', 7);
    expect(pages.flatMap(slugs)).toEqual(slugs(offset.body));
    expect(pages.length).toBe(Math.ceil(offset.body.metadata.total / 7));
    expect(pages[0].metadata).toEqual({
      count: 7,
      cursors: { next: expect.any(String), prev: null },
      hasNext: true,
      total: offset.body.metadata.total,
      tooManyToCount: false,
    });
    expect(pages.at(-1).metadata).toMatchObject({ cursors: { next: null, prev: expect.any(String) }, hasNext: false });
  });

  it('goes back with the prev cursor, and a first page without filter or sort is the catalogue order', async () => {
    const first = await products({ cursorPaging: { limit: 10 } });
    const second = await products({ cursorPaging: { limit: 10, cursor: first.body.metadata.cursors.next } });
    const back = await products({ cursorPaging: { limit: 10, cursor: second.body.metadata.cursors.prev } });
    expect(back.body.products).toEqual(first.body.products);
    const all = await products({ paging: { limit: 20 } });
    expect([...slugs(first.body), ...slugs(second.body)]).toEqual(slugs(all.body));
  });

  it('reads cursorPaging from flat GET parameters and from a .r payload', async () => {
    const flat = await fetch(`${emu.hosts.readOnly}/stores-reader/v1/products/query-platformized?query.cursorPaging.limit=3`, {
      headers: { authorization: visitor },
    });
    const page = (await flat.json()) as any;
    expect(flat.status).toBe(200);
    expect(page.products).toHaveLength(3);
    const r = Buffer.from(JSON.stringify({ query: { cursorPaging: { limit: 3, cursor: page.metadata.cursors.next } } })).toString('base64url');
    const next = await fetch(`${emu.hosts.readOnly}/stores-reader/v1/products/query-platformized?.r=${r}`, { headers: { authorization: visitor } });
    const all = await products({ paging: { limit: 6 } });
    expect([...slugs(page), ...slugs((await next.json()) as any)]).toEqual(slugs(all.body));
  });

  it('pages the store variants query by cursor', async () => {
    const url = `${emu.url}/stores-reader/v1/variants/query`;
    const offset = [];
    for (let at = 0; ; at += 100) {
      const page = await post(url, { query: { paging: { limit: 100, offset: at } } });
      offset.push(...page.body.variants.map((v: { id: string }) => v.id));
      if (at + 100 >= page.body.metadata.total) break;
    }
    const pages = await cursorPages(url, { cursorPaging: { limit: 40 } }, 'variants', 40);
    const ids = pages.flatMap((p) => p.variants.map((v: { id: string }) => v.id));
    expect(ids).toEqual(offset);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses a tampered or foreign cursor, a filter beside a cursor, and both paging kinds', async () => {
    const { cursors } = (await products({ cursorPaging: { limit: 5 } })).body.metadata;
    const [data, mac] = cursors.next.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(data, 'base64url').toString()), filter: { slug: { $ne: null } } })).toString(
      'base64url',
    );
    for (const cursor of [`${forged}.${mac}`, `${data}.AAAA${mac.slice(4)}`, 'garbage', `${data}`]) {
      const res = await products({ cursorPaging: { limit: 5, cursor } });
      expect(res.status, cursor).toBe(400);
      expect(res.body.details.applicationError.code).toBe('INVALID_CURSOR');
    }
    const foreign = await post(`${emu.url}/stores-reader/v1/variants/query`, { query: { cursorPaging: { limit: 5, cursor: cursors.next } } });
    expect(foreign.body.details.applicationError.code).toBe('INVALID_CURSOR');
    const withFilter = await products({ filter: { slug: 'hoodie' }, cursorPaging: { limit: 5, cursor: cursors.next } });
    expect(withFilter.status).toBe(400);
    expect(withFilter.body.details.validationError.fieldViolations[0].field).toBe('query.filter');
    const both = await products({ paging: { limit: 5 }, cursorPaging: { limit: 5 } });
    expect(both.status).toBe(400);
  });

  it('stops counting past the cap: tooManyToCount without a total on a large catalogue', async () => {
    const big = await startEmulator({ port: 0, seed: { products: 1500 } });
    try {
      const token = await visitorToken(big);
      const url = `${big.url}/stores-reader/v1/products/query-platformized`;
      const all = await post(url, { query: { cursorPaging: { limit: 100 } } }, token);
      expect(all.body.metadata).toEqual({ count: 100, cursors: { next: expect.any(String), prev: null }, hasNext: true, tooManyToCount: true });
      // A filter that matches fewer than the cap is counted.
      const some = await post(url, { query: { filter: { price: { $lt: 50 } }, cursorPaging: { limit: 100 } } }, token);
      expect(some.body.metadata).toMatchObject({ tooManyToCount: false, total: expect.any(Number) });
      expect(some.body.metadata.total).toBeLessThanOrEqual(1000);
      // Offset paging keeps counting everything.
      expect((await post(url, { query: { paging: { limit: 1 } } }, token)).body.metadata).toMatchObject({ total: 1500, tooManyToCount: false });
    } finally {
      await big.stop();
    }
  });
});
