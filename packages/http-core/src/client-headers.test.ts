import { describe, expect, it } from 'vitest';
import { json, mockFetch, rejectionOf } from '../test/helpers';
import { addToCart, currentCart } from '../test/client-endpoints';
import { createClient } from './client';
import { VERSION } from './version';

describe('createClient', () => {
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
      await client.request(currentCart, {
        headers: [
          ['x-b', 'one'],
          ['x-b', 'two'],
          ['X-C', 'pair'],
        ],
      });
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
});
