import { describe, expect, it } from 'vitest';
import { json, mockFetch, rejectionOf } from '../test/helpers';
import { addToCart, currentCart, getProduct, hosts } from '../test/client-endpoints';
import { createClient } from './client';
import { defineEndpoint, type Endpoint, type HttpMethod } from './endpoint';
import { ValidationError } from './errors';
import type { HostMode } from './hosts';

describe('createClient', () => {
  describe('request: URL', () => {
    it('should send a GET to the read-only host with the prefixed public path', async () => {
      const fetch = mockFetch(() => json({ product: { id: 'p1' } }));
      const client = createClient({ fetch });
      const res = await client.request(getProduct, { params: { id: 'p1' } });
      expect(res).toEqual({ product: { id: 'p1' } });
      expect(fetch.requests[0]!.url).toBe('https://readonly.wixapis.com/stores-reader/v1/products/p1');
      expect(fetch.requests[0]!.method).toBe('GET');
    });

    it('should use the default api and edge hosts', async () => {
      const fetch = mockFetch();
      await createClient({ fetch }).request(currentCart);
      await createClient({ fetch, hostMode: 'edge' }).request(currentCart);
      expect(fetch.requests.map((r) => r.url)).toEqual(['https://www.wixapis.com/ecom/v1/carts/current', 'https://edge.wixapis.com/ecom/v1/carts/current']);
    });

    it('should join base URLs with a base path and drop trailing slashes', async () => {
      const fetch = mockFetch();
      const client = createClient({
        fetch,
        hosts: { api: 'http://127.0.0.1:4000/', readOnly: 'http://127.0.0.1:4000/__host/readonly/' },
      });
      await client.request(getProduct, { params: { id: 'p1' } });
      await client.request(addToCart, { body: {} });
      expect(fetch.requests.map((r) => r.url)).toEqual([
        'http://127.0.0.1:4000/__host/readonly/stores-reader/v1/products/p1',
        'http://127.0.0.1:4000/ecom/v1/carts/current/add-to-cart',
      ]);
      expect(client.hosts.readOnly).toBe('http://127.0.0.1:4000/__host/readonly');
    });

    it('should send a path without prefix as is', async () => {
      const fetch = mockFetch();
      const getCollection = defineEndpoint({ method: 'GET', path: '/v2/collections/{id}' });
      await createClient({ fetch, hosts }).request(getCollection, { params: { id: 'c1' } });
      expect(fetch.requests[0]!.url).toBe('https://ro.test/v2/collections/c1');
    });

    it('should pick a per-host-kind prefix, falling back to the api entry', async () => {
      const fetch = mockFetch();
      const ep = defineEndpoint({ method: 'GET', path: '/v1/x', prefix: { api: '/a', readOnly: '/r' } });
      await createClient({ fetch, hosts }).request(ep);
      await createClient({ fetch, hosts, hostMode: 'api' }).request(ep);
      await createClient({ fetch, hosts, hostMode: 'edge' }).request(ep);
      expect(fetch.requests.map((r) => r.url)).toEqual(['https://ro.test/r/v1/x', 'https://api.test/a/v1/x', 'https://edge.test/a/v1/x']);
    });
  });

  describe('request: host rule', () => {
    const methods: HttpMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
    const expected: Record<HostMode, Record<HttpMethod, string>> = {
      split: { GET: 'ro', HEAD: 'ro', POST: 'api', PUT: 'api', PATCH: 'api', DELETE: 'api' },
      api: { GET: 'api', HEAD: 'api', POST: 'api', PUT: 'api', PATCH: 'api', DELETE: 'api' },
      edge: { GET: 'edge', HEAD: 'edge', POST: 'edge', PUT: 'edge', PATCH: 'edge', DELETE: 'edge' },
    };
    for (const mode of ['split', 'api', 'edge'] as const) {
      for (const method of methods) {
        for (const readYourWrites of [false, true]) {
          const want = readYourWrites && expected[mode][method] === 'ro' ? 'api' : expected[mode][method];
          it(`should send ${method} in ${mode} mode${readYourWrites ? ' (read-your-writes)' : ''} to ${want}`, async () => {
            const fetch = mockFetch();
            const client = createClient({ fetch, hosts, hostMode: mode });
            await client.request({ method, path: '/v1/x', readYourWrites });
            expect(new URL(fetch.requests[0]!.url).host).toBe(`${want}.test`);
          });
        }
      }
    }

    it('should never send a mutation to the read-only host, even when every host is the read-only one', async () => {
      const fetch = mockFetch();
      const client = createClient({ fetch, hosts: { ...hosts, api: 'https://api.test' } });
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) await client.request({ method, path: '/v1/x' });
      expect(fetch.requests.every((r) => r.url.startsWith('https://api.test/'))).toBe(true);
    });
  });

  describe('request: path parameters', () => {
    it('should encode each parameter as one segment', async () => {
      const fetch = mockFetch();
      await createClient({ fetch, hosts }).request(getProduct, { params: { id: '../../x' } });
      await createClient({ fetch, hosts }).request(getProduct, { params: { id: 'a b/c?x=1&y#z' } });
      await createClient({ fetch, hosts }).request(getProduct, { params: { id: 42 } });
      expect(fetch.requests.map((r) => new URL(r.url).pathname)).toEqual([
        '/stores-reader/v1/products/..%2F..%2Fx',
        '/stores-reader/v1/products/a%20b%2Fc%3Fx%3D1%26y%23z',
        '/stores-reader/v1/products/42',
      ]);
      expect(fetch.requests.every((r) => !new URL(r.url).search)).toBe(true);
    });

    it.each([
      ['missing', {}],
      ['undefined', { id: undefined }],
      ['null', { id: null }],
      ['empty', { id: '' }],
      ['blank', { id: '  ' }],
      ['a dot segment', { id: '..' }],
      ['a single dot', { id: '.' }],
      ['an object', { id: {} }],
      ['NaN', { id: Number.NaN }],
      ['half an emoji (a lone surrogate, which percent-encoding cannot write)', { id: 'tee-\ud83d' }],
    ])('should reject a %s parameter locally without a request', async (_, params) => {
      const fetch = mockFetch();
      const error = await rejectionOf(createClient({ fetch }).request(getProduct, { params: params as unknown as { id: string } }));
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({ code: 'ERR_VALIDATION', field: 'id' });
      expect(fetch).not.toHaveBeenCalled();
    });

    it('should reject an unknown HTTP method without a request', async () => {
      const fetch = mockFetch();
      const bad = { method: 'TRACE', path: '/v1/x' } as unknown as Endpoint;
      const error = await rejectionOf(createClient({ fetch }).request(bad));
      expect(error).toMatchObject({ name: 'ValidationError', field: 'method', message: 'Unknown HTTP method "TRACE"' });
      expect(fetch).not.toHaveBeenCalled();
    });
  });
});
