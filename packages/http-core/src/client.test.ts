import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, rejectionOf } from '../test/helpers';
import { createClient } from './client';
import { defineEndpoint, type Endpoint, type HttpMethod } from './endpoint';
import { InvalidResponseError, ValidationError } from './errors';
import { longQuery } from './long-query';
import type { HostMode } from './hosts';
import { VERSION } from './version';

const getProduct = defineEndpoint({ method: 'GET', path: '/v1/products/{id}', prefix: '/stores-reader' });
const currentCart = defineEndpoint({ method: 'GET', path: '/v1/carts/current', prefix: '/ecom', readYourWrites: true });
const addToCart = defineEndpoint({ method: 'POST', path: '/v1/carts/current/add-to-cart', prefix: '/ecom' });
const hosts = { api: 'https://api.test', readOnly: 'https://ro.test', edge: 'https://edge.test' };

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
      expect(fetch.requests.map((r) => r.url)).toEqual([
        'https://www.wixapis.com/ecom/v1/carts/current',
        'https://edge.wixapis.com/ecom/v1/carts/current',
      ]);
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
      expect(fetch.requests.map((r) => r.url)).toEqual([
        'https://ro.test/r/v1/x',
        'https://api.test/a/v1/x',
        'https://edge.test/a/v1/x',
      ]);
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
    ])('should reject a %s parameter locally without a request', async (_, params) => {
      const fetch = mockFetch();
      const error = await rejectionOf(
        createClient({ fetch }).request(getProduct, { params: params as unknown as { id: string } }),
      );
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

  describe('request: bodies', () => {
    it('should send JSON with Content-Type and non-finite numbers as strings', async () => {
      const fetch = mockFetch();
      await createClient({ fetch }).request(addToCart, {
        body: { product: { weight: Infinity, priceData: { price: Number.NaN } }, list: [-Infinity, 1.5] },
      });
      const req = fetch.requests[0]!;
      expect(req.headers.get('content-type')).toBe('application/json');
      expect(await req.text()).toBe(
        '{"product":{"weight":"Infinity","priceData":{"price":"NaN"}},"list":["-Infinity",1.5]}',
      );
    });

    it('should send an empty object body with Content-Type', async () => {
      const fetch = mockFetch();
      await createClient({ fetch }).request(addToCart, { body: {} });
      expect(fetch.requests[0]!.headers.get('content-type')).toBe('application/json');
      expect(await fetch.requests[0]!.text()).toBe('{}');
    });

    it('should send no Content-Type without a body', async () => {
      const fetch = mockFetch();
      await createClient({ fetch }).request(addToCart);
      expect(fetch.requests[0]!.headers.has('content-type')).toBe(false);
      expect(await fetch.requests[0]!.text()).toBe('');
    });

    it('should reject a BigInt body with a ValidationError and no request', async () => {
      const fetch = mockFetch();
      const error = await rejectionOf(createClient({ fetch }).request(addToCart, { body: { quantity: 3n } }));
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({ field: 'body', message: 'The body cannot be serialised to JSON' });
      expect((error as ValidationError).cause).toBeInstanceOf(TypeError);
      expect(fetch).not.toHaveBeenCalled();
    });

    it('should reject a body on a GET locally', async () => {
      const fetch = mockFetch();
      const error = await rejectionOf(
        createClient({ fetch }).request(getProduct, { params: { id: 'p' }, body: { a: 1 } }),
      );
      expect(error).toMatchObject({ name: 'ValidationError', field: 'body', message: 'A GET request cannot have a body' });
      expect(fetch).not.toHaveBeenCalled();
    });

    it('should reject a circular body with a ValidationError and no request', async () => {
      const fetch = mockFetch();
      const body: Record<string, unknown> = { a: 1 };
      body.self = body;
      const error = await rejectionOf(createClient({ fetch }).request(addToCart, { body }));
      expect(error).toBeInstanceOf(ValidationError);
      expect(fetch).not.toHaveBeenCalled();
    });
  });

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
      const error = await rejectionOf(
        createClient({ fetch }).request(getProduct, { params: { id: 'p' }, query: { items: [{ a: 1 }] } }),
      );
      expect(error).toMatchObject({ name: 'ValidationError', field: 'items' });
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  describe('request: headers', () => {
    it('should merge client < strategy < per-request headers and send the raw token', async () => {
      const fetch = mockFetch();
      const client = createClient({
        fetch,
        headers: { 'x-a': 'client', 'x-b': 'client', 'x-c': 'client', Authorization: 'from-client' },
        auth: { getAuthHeaders: async () => ({ Authorization: 'raw-token', 'x-b': 'strategy', 'x-c': 'strategy' }) },
      });
      await client.request(currentCart, { headers: { 'x-c': 'request' } });
      const h = fetch.requests[0]!.headers;
      expect(h.get('authorization')).toBe('raw-token');
      expect([h.get('x-a'), h.get('x-b'), h.get('x-c')]).toEqual(['client', 'strategy', 'request']);
      expect(h.get('x-storefront-kit')).toBe(`http-core@${VERSION}`);
    });

    it('should accept Headers objects and name/value pairs as header sources', async () => {
      const fetch = mockFetch();
      const client = createClient({ fetch, headers: new Headers({ 'x-a': 'client', 'x-b': 'client' }) });
      await client.request(currentCart, { headers: [['x-b', 'one'], ['x-b', 'two'], ['X-C', 'pair']] });
      const h = fetch.requests[0]!.headers;
      expect([h.get('x-a'), h.get('x-b'), h.get('x-c')]).toEqual(['client', 'one, two', 'pair']);
    });

    it('should call getAuthHeaders for every request', async () => {
      const fetch = mockFetch();
      let n = 0;
      const client = createClient({ fetch, auth: { getAuthHeaders: async () => ({ Authorization: `t${++n}` }) } });
      await client.request(currentCart);
      await client.request(currentCart);
      expect(fetch.requests.map((r) => r.headers.get('authorization'))).toEqual(['t1', 't2']);
    });

    it('should replay X-Wix-Consistent on later requests of the same client only', async () => {
      const fetch = mockFetch(
        () => json({}, { headers: { 'X-Wix-Consistent': 'c-1' } }),
        () => json({}),
        () => json({}),
      );
      const one = createClient({ fetch });
      const two = createClient({ fetch });
      await one.request(addToCart, { body: {} });
      await one.request(currentCart);
      await two.request(currentCart);
      expect(fetch.requests.map((r) => r.headers.get('x-wix-consistent'))).toEqual([null, 'c-1', null]);
    });

    it('should replay X-Wix-Consistent only with the Authorization it was answered to', async () => {
      const fetch = mockFetch(
        () => json({}, { headers: { 'x-wix-consistent': 'of-a' } }),
        () => json({}),
        () => json({}),
        () => json({}, { headers: { 'x-wix-consistent': 'of-b' } }),
        () => json({}),
        () => json({}),
      );
      let user = 'token-a';
      const client = createClient({ fetch, auth: { getAuthHeaders: async () => ({ Authorization: user }) } });
      await client.request(addToCart, { body: {} });
      await client.request(currentCart);
      user = 'token-b'; // another user (or a renewed token): a fresh start
      await client.request(currentCart);
      await client.request(addToCart, { body: {} });
      await client.request(currentCart);
      user = 'token-a'; // the first user's token is no longer the latest one earned
      await client.request(currentCart);
      expect(fetch.requests.map((r) => r.headers.get('x-wix-consistent'))).toEqual([null, 'of-a', null, null, 'of-b', null]);
    });

    it('should capture X-Wix-Consistent from an error response and keep the latest value', async () => {
      const fetch = mockFetch(
        () => json({}, { status: 400, headers: { 'x-wix-consistent': 'c-err' } }),
        () => json({}, { headers: { 'x-wix-consistent': 'c-2' } }),
        () => json({}),
      );
      const client = createClient({ fetch });
      await rejectionOf(client.request(addToCart, { body: {} }));
      await client.request(currentCart);
      await client.request(currentCart);
      expect(fetch.requests.map((r) => r.headers.get('x-wix-consistent'))).toEqual([null, 'c-err', 'c-2']);
    });

    it('should turn an invalid header value into a ValidationError that does not echo it', async () => {
      const fetch = mockFetch();
      const client = createClient({ fetch, auth: { getAuthHeaders: async () => ({ Authorization: 'sec\nret' }) } });
      const error = await rejectionOf(client.request(currentCart));
      expect(error).toMatchObject({ name: 'ValidationError', field: 'headers' });
      expect(JSON.stringify(error)).not.toContain('sec');
      expect((error as Error).cause).toBeUndefined();
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  describe('request: responses', () => {
    it.each([
      ['201 with a body', () => json({ id: 'x' }, { status: 201 }), { id: 'x' }],
      ['202 with a body', () => json({ ok: true }, { status: 202 }), { ok: true }],
      ['204 No Content', () => new Response(null, { status: 204 }), {}],
      ['200 with an empty body', () => new Response('', { status: 200 }), {}],
      [
        '200 application/json; charset=utf-8',
        () => json({ a: 1 }, { headers: { 'content-type': 'application/json; charset=utf-8' } }),
        { a: 1 },
      ],
      [
        '200 application/problem+json',
        () => json({ a: 2 }, { headers: { 'content-type': 'application/problem+json' } }),
        { a: 2 },
      ],
      ['200 JSON without Content-Type', () => new Response(new TextEncoder().encode('{"a":3}')), { a: 3 }],
    ])('should succeed on %s', async (_, respond, expected) => {
      const client = createClient({ fetch: mockFetch(respond) });
      expect(await client.request(addToCart)).toEqual(expected);
    });

    it.each([
      ['200 text/html', () => new Response('<html>portal</html>', { headers: { 'content-type': 'text/html' } })],
      ['truncated JSON', () => new Response('{"cart":', { headers: { 'content-type': 'application/json' } })],
      ['a top-level array', () => json([])],
      ['a top-level null', () => json(null)],
      ['a top-level string', () => json('x')],
      ['JSON sent as text/plain', () => new Response('{"a":1}', { headers: { 'content-type': 'text/plain' } })],
    ])('should reject %s with an InvalidResponseError', async (_, respond) => {
      const error = await rejectionOf(createClient({ fetch: mockFetch(respond) }).request(currentCart));
      expect(error).toBeInstanceOf(InvalidResponseError);
      expect(error).not.toBeInstanceOf(SyntaxError);
      expect(error).toMatchObject({ code: 'ERR_INVALID_RESPONSE', status: 200 });
    });
  });

  describe('request: 401 replay', () => {
    it('should replay once with fresh headers when onUnauthorized resolves true', async () => {
      const fetch = mockFetch(() => json({}, { status: 401 }), () => json({ cart: {} }));
      let token = 'old';
      const onUnauthorized = vi.fn(async () => ((token = 'new'), true));
      const client = createClient({ fetch, auth: { getAuthHeaders: async () => ({ Authorization: token }), onUnauthorized } });
      expect(await client.request(addToCart, { body: { a: 1 } })).toEqual({ cart: {} });
      expect(fetch.requests.map((r) => r.headers.get('authorization'))).toEqual(['old', 'new']);
      expect(await fetch.requests[1]!.text()).toBe('{"a":1}');
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    });

    it('should not loop: a second 401 is an HttpError', async () => {
      const fetch = mockFetch(() => json({}, { status: 401, statusText: 'Unauthorized' }));
      const onUnauthorized = vi.fn(async () => true);
      const client = createClient({ fetch, auth: { getAuthHeaders: async () => ({}), onUnauthorized } });
      const error = await rejectionOf(client.request(currentCart));
      expect(error).toMatchObject({ name: 'HttpError', status: 401, code: 'UNAUTHORIZED' });
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    });

    it('should not replay when onUnauthorized resolves false or is absent', async () => {
      const fetch = mockFetch(() => json({}, { status: 401 }));
      const refuse = createClient({ fetch, auth: { getAuthHeaders: async () => ({}), onUnauthorized: async () => false } });
      await rejectionOf(refuse.request(currentCart));
      await rejectionOf(createClient({ fetch, auth: { getAuthHeaders: async () => ({}) } }).request(currentCart));
      expect(fetch).toHaveBeenCalledTimes(2);
    });
  });

  describe('fetch', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('should look up globalThis.fetch at call time when none is injected', async () => {
      const client = createClient();
      const late = mockFetch(() => json({ late: true }));
      vi.stubGlobal('fetch', late);
      expect(await client.request(currentCart)).toEqual({ late: true });
    });

    it('should call an injected fetch as a plain function', async () => {
      let self: unknown = 'unset';
      const fetch = function (this: unknown) {
        self = this;
        return Promise.resolve(json({}));
      };
      await createClient({ fetch }).request(currentCart);
      expect(self).toBeUndefined();
    });
  });
});

describe('AuthStrategy.attach', () => {
  it('is called once, before createClient returns, with the resolved hosts and the fetch option', () => {
    const fetch = mockFetch();
    const attach = vi.fn();
    const client = createClient({ auth: { getAuthHeaders: async () => ({}), attach }, fetch, hosts: { api: 'http://127.0.0.1:4000/' } });
    expect(attach).toHaveBeenCalledTimes(1);
    expect(attach).toHaveBeenCalledWith({
      hosts: { api: 'http://127.0.0.1:4000', readOnly: 'https://readonly.wixapis.com', edge: 'https://edge.wixapis.com' },
      fetch,
    });
    expect(attach.mock.calls[0]![0].hosts).toEqual(client.hosts);
  });

  it('gets fetch undefined when the client has none (globalThis.fetch at call time), and may veto the client', () => {
    const attach = vi.fn();
    createClient({ auth: { getAuthHeaders: async () => ({}), attach } });
    expect(attach.mock.calls[0]![0].fetch).toBeUndefined();
    const veto = () => {
      throw new ValidationError('taken', 'hosts');
    };
    expect(() => createClient({ auth: { getAuthHeaders: async () => ({}), attach: veto } })).toThrow(ValidationError);
  });

  it('strategies without attach still work', async () => {
    const fetch = mockFetch();
    await createClient({ auth: { getAuthHeaders: async () => ({ Authorization: 't' }) }, fetch }).request(currentCart);
    expect(fetch.requests[0]!.headers.get('authorization')).toBe('t');
  });
});
