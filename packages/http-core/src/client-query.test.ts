import { describe, expect, it } from 'vitest';
import { mockFetch, rejectionOf } from '../test/helpers';
import { getProduct, hosts } from '../test/client-endpoints';
import { createClient } from './client';
import { defineEndpoint } from './endpoint';
import { longQuery } from './long-query';

describe('createClient', () => {
  describe('request: query and long-query fallback', () => {
    const query = defineEndpoint({
      method: 'GET',
      path: '/v1/products/query-platformized',
      prefix: '/stores-reader',
      query: longQuery,
    });

    it('should encode a flat query with dotted keys and repeated array keys', async () => {
      const fetch = mockFetch();
      await createClient({ fetch, hosts }).request(getProduct, {
        params: { id: 'p1' },
        query: { includeMerchantSpecificData: true, a: { b: 1, c: null }, ids: ['x', 'y'], skip: undefined },
      });
      expect(new URL(fetch.requests[0]!.url).search).toBe('?includeMerchantSpecificData=true&a.b=1&ids=x&ids=y');
    });

    it('should send a complex payload of a query endpoint as one .r parameter (UTF-8 base64url)', async () => {
      const fetch = mockFetch();
      const payload = { query: { filter: { name: { $startsWith: 'Tee 日本 🎉 ü' } }, paging: { limit: 10 } } };
      await createClient({ fetch, hosts }).request(query, { query: payload });
      const url = new URL(fetch.requests[0]!.url);
      expect([...url.searchParams.keys()]).toEqual(['.r']);
      const r = url.searchParams.get('.r')!;
      expect(r).toMatch(/^[A-Za-z0-9_-]+$/);
      const bytes = Uint8Array.from(atob(r.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
      expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual(payload);
    });

    it('should keep a flat payload of a query endpoint as flat parameters', async () => {
      const fetch = mockFetch();
      await createClient({ fetch, hosts }).request(query, { query: { ids: ['a', 'b'] } });
      expect(new URL(fetch.requests[0]!.url).search).toBe('?ids=a&ids=b');
    });

    const sized = (length: number) => ({ q: 'x'.repeat(length - 2) }); // "q=" + value

    it.each([3999, 4000])('should keep a %i-character query string as a GET on the read-only host', async (n) => {
      const fetch = mockFetch();
      await createClient({ fetch, hosts }).request(query, { query: sized(n) });
      const req = fetch.requests[0]!;
      expect(req.method).toBe('GET');
      expect(new URL(req.url).host).toBe('ro.test');
      expect(new URL(req.url).search.length - 1).toBe(n);
    });

    it('should send a 4001-character query as a POST with a JSON body to the api host', async () => {
      const fetch = mockFetch();
      await createClient({ fetch, hosts }).request(query, { query: sized(4001) });
      const req = fetch.requests[0]!;
      expect(req.method).toBe('POST');
      expect(req.url).toBe('https://api.test/stores-reader/v1/products/query-platformized');
      expect(req.headers.get('content-type')).toBe('application/json');
      expect(await req.json()).toEqual(sized(4001));
    });

    it('should measure the threshold on the encoded string, multibyte values included', async () => {
      const fetch = mockFetch();
      // "é" encodes as %C3%A9: 2 + 666 * 6 = 3998 characters, plus the x's.
      const client = createClient({ fetch, hosts });
      await client.request(query, { query: { q: 'é'.repeat(666) + 'xx' } });
      await client.request(query, { query: { q: 'é'.repeat(666) + 'xxx' } });
      expect(fetch.requests.map((r) => r.method)).toEqual(['GET', 'POST']);
      expect(await fetch.requests[1]!.json()).toEqual({ q: 'é'.repeat(666) + 'xxx' });
    });

    it('should fall back to POST for a long .r payload too', async () => {
      const fetch = mockFetch();
      const ids = Array.from({ length: 200 }, (_, i) => `product-id-${i}-${'z'.repeat(10)}`);
      const payload = { query: { filter: { id: { $hasSome: ids } } } };
      await createClient({ fetch, hosts }).request(query, { query: payload });
      expect(fetch.requests[0]!.method).toBe('POST');
      expect(await fetch.requests[0]!.json()).toEqual(payload);
    });

    it('should never fall back for an endpoint without the longQuery encoder', async () => {
      const fetch = mockFetch();
      await createClient({ fetch, hosts }).request(getProduct, { params: { id: 'p' }, query: sized(5000) });
      expect(fetch.requests[0]!.method).toBe('GET');
    });

    it('should use the flat encoding for the query of a non-GET longQuery endpoint', async () => {
      const fetch = mockFetch();
      const post = defineEndpoint({ method: 'POST', path: '/v1/x', query: longQuery });
      await createClient({ fetch, hosts }).request(post, { query: { a: { b: 1 }, q: 'x'.repeat(5000) }, body: {} });
      const req = fetch.requests[0]!;
      expect(req.method).toBe('POST');
      expect(new URL(req.url).searchParams.get('a.b')).toBe('1');
      expect(await req.text()).toBe('{}');
    });

    it('should reject an array of objects in the query of an ordinary endpoint', async () => {
      const fetch = mockFetch();
      const error = await rejectionOf(createClient({ fetch }).request(getProduct, { params: { id: 'p' }, query: { items: [{ a: 1 }] } }));
      expect(error).toMatchObject({ name: 'ValidationError', field: 'items' });
      expect(fetch).not.toHaveBeenCalled();
    });
  });
});
