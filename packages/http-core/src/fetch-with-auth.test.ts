import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../test/helpers';
import pkg from '../package.json';
import { createClient } from './client';

const auth = { getAuthHeaders: async () => ({ Authorization: 'raw-token' }) };

describe('fetchWithAuth', () => {
  it.each([
    ['the api host', 'https://www.wixapis.com/ecom/v1/carts/current', 'raw-token'],
    ['the read-only host', 'https://readonly.wixapis.com/x', 'raw-token'],
    ['the edge host', 'https://edge.wixapis.com/x?y=1', 'raw-token'],
    ['another origin', 'https://evil.example/collect', null],
    ['a look-alike host', 'https://www.wixapis.com.evil.example/x', null],
    ['another port', 'https://www.wixapis.com:8443/x', null],
    ['plain http', 'http://www.wixapis.com/x', null],
    ['a host name in the path', 'https://evil.example/www.wixapis.com/x', null],
  ])('should decide Authorization for %s', async (_, url, expected) => {
    const fetch = mockFetch();
    await createClient({ fetch, auth }).fetchWithAuth(url);
    expect(fetch.requests[0]!.headers.get('authorization')).toBe(expected);
    // The SDK names itself to the platform only, as it does on every request().
    expect(fetch.requests[0]!.headers.get('x-storefront-kit')).toBe(expected && `http-core@${pkg.version}`);
    expect(fetch.requests[0]!.url).toBe(new URL(url).href);
  });

  it.each([
    ['a URL fetch cannot parse', 'http://[bad', TypeError],
    ['a URL with credentials', 'https://user:secret@www.wixapis.com/x', TypeError],
  ])('should reject, not throw, for %s, as fetch does', async (_, url, type) => {
    const fetch = mockFetch();
    let call: Promise<Response> | undefined;
    expect(() => (call = createClient({ fetch, auth }).fetchWithAuth(url))).not.toThrow();
    await expect(call).rejects.toBeInstanceOf(type);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('should compare base-path prefixes segment by segment', async () => {
    const fetch = mockFetch();
    const client = createClient({
      fetch,
      auth,
      hosts: { api: 'http://127.0.0.1:4000/api', readOnly: 'http://127.0.0.1:4000/__host/readonly', edge: 'http://127.0.0.1:4000/__host/edge' },
    });
    const urls = [
      'http://127.0.0.1:4000/api/v1/x',
      'http://127.0.0.1:4000/__host/readonly',
      'http://127.0.0.1:4000/__host/edge/x',
      'http://127.0.0.1:4000/apiary',
      'http://127.0.0.1:4000/other',
      'http://127.0.0.1:4000/api/../other',
      'http://127.0.0.1:4001/api/v1/x',
    ];
    for (const url of urls) await client.fetchWithAuth(url);
    expect(fetch.requests.map((r) => r.headers.get('authorization'))).toEqual(['raw-token', 'raw-token', 'raw-token', null, null, null, null]);
  });

  it("should resolve a path against the api host, the call's headers winning over auth as in request", async () => {
    const fetch = mockFetch();
    await createClient({ fetch, auth }).fetchWithAuth('/ecom/v1/carts/current', {
      method: 'POST',
      headers: { 'x-own': '1', authorization: 'mine' },
      body: '{}',
    });
    const req = fetch.requests[0]!;
    expect(req.url).toBe('https://www.wixapis.com/ecom/v1/carts/current');
    expect(req.method).toBe('POST');
    expect(req.headers.get('x-own')).toBe('1');
    expect(req.headers.get('authorization')).toBe('mine');
    expect(await req.text()).toBe('{}');
  });

  it("should send the client's headers under auth and the call's, to platform hosts only", async () => {
    const fetch = mockFetch();
    const client = createClient({ fetch, auth, headers: { 'x-app': 'shop', authorization: 'client-default' } });
    await client.fetchWithAuth('/x', { headers: { 'x-own': '1' } });
    await client.fetchWithAuth('https://elsewhere.example/y');
    const [platform, foreign] = fetch.requests;
    expect(platform!.headers.get('x-app')).toBe('shop');
    expect(platform!.headers.get('authorization')).toBe('raw-token');
    expect(platform!.headers.get('x-own')).toBe('1');
    expect(foreign!.headers.get('x-app')).toBeNull();
    expect(foreign!.headers.get('authorization')).toBeNull();
  });

  it('should accept a Request and return the raw Response', async () => {
    const fetch = mockFetch(() => json([1, 2], { status: 418 }));
    const res = await createClient({ fetch, auth }).fetchWithAuth(new Request('https://www.wixapis.com/x'));
    expect(res.status).toBe(418);
    expect(await res.json()).toEqual([1, 2]);
    expect(fetch.requests[0]!.headers.get('authorization')).toBe('raw-token');
  });

  it("should leave the caller's Request untouched", async () => {
    const fetch = mockFetch();
    const own = new Request('https://www.wixapis.com/x', { headers: { 'x-own': '1' } });
    await createClient({ fetch, auth }).fetchWithAuth(own);
    expect(own.headers.has('authorization')).toBe(false);
    expect(fetch.requests[0]!.headers.get('authorization')).toBe('raw-token');
    expect(fetch.requests[0]!.headers.get('x-own')).toBe('1');
  });

  it('should capture and replay X-Wix-Consistent with request(), platform hosts only', async () => {
    const fetch = mockFetch(
      () => json({}, { headers: { 'x-wix-consistent': 'from-fetch' } }),
      () => json({}, { headers: { 'x-wix-consistent': 'from-elsewhere' } }),
      () => json({}),
      () => json({}),
    );
    const client = createClient({ fetch });
    await client.fetchWithAuth('https://www.wixapis.com/a');
    await client.fetchWithAuth('https://elsewhere.example/b');
    await client.request({ method: 'GET', path: '/v1/x' });
    await client.fetchWithAuth('https://elsewhere.example/c');
    expect(fetch.requests.map((r) => r.headers.get('x-wix-consistent'))).toEqual([null, null, 'from-fetch', null]);
  });

  it('should replay X-Wix-Consistent only with the Authorization it was answered to, with request() too', async () => {
    const fetch = mockFetch(
      () => json({}, { headers: { 'x-wix-consistent': 'of-a' } }),
      () => json({}),
      () => json({}),
      () => json({}),
    );
    let user = 'token-a';
    const client = createClient({ fetch, auth: { getAuthHeaders: async () => ({ Authorization: user }) } });
    await client.fetchWithAuth('https://www.wixapis.com/a', { method: 'POST' });
    await client.request({ method: 'GET', path: '/v1/x' });
    await client.fetchWithAuth('https://www.wixapis.com/b');
    user = 'token-b';
    await client.fetchWithAuth('https://www.wixapis.com/c');
    expect(fetch.requests.map((r) => r.headers.get('x-wix-consistent'))).toEqual([null, 'of-a', 'of-a', null]);
  });

  it('should send no Authorization without a strategy', async () => {
    const fetch = mockFetch();
    await createClient({ fetch }).fetchWithAuth('https://www.wixapis.com/x');
    expect(fetch.requests[0]!.headers.has('authorization')).toBe(false);
  });
});
