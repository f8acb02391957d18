import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, rejectionOf } from '../test/helpers';
import { addToCart, currentCart } from '../test/client-endpoints';
import { createClient } from './client';
import { InvalidResponseError } from './errors';

describe('createClient', () => {
  describe('request: responses', () => {
    it.each([
      ['201 with a body', () => json({ id: 'x' }, { status: 201 }), { id: 'x' }],
      ['202 with a body', () => json({ ok: true }, { status: 202 }), { ok: true }],
      ['204 No Content', () => new Response(null, { status: 204 }), {}],
      ['200 with an empty body', () => new Response('', { status: 200 }), {}],
      ['200 application/json; charset=utf-8', () => json({ a: 1 }, { headers: { 'content-type': 'application/json; charset=utf-8' } }), { a: 1 }],
      ['200 application/problem+json', () => json({ a: 2 }, { headers: { 'content-type': 'application/problem+json' } }), { a: 2 }],
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
