import { describe, expect, it } from 'vitest';
import { mockFetch, rejectionOf } from '../test/helpers';
import { addToCart, getProduct } from '../test/client-endpoints';
import { createClient } from './client';
import { ValidationError } from './errors';

describe('createClient', () => {
  describe('request: bodies', () => {
    it('should send JSON with Content-Type and non-finite numbers as strings', async () => {
      const fetch = mockFetch();
      await createClient({ fetch }).request(addToCart, {
        body: { product: { weight: Infinity, priceData: { price: Number.NaN } }, list: [-Infinity, 1.5] },
      });
      const req = fetch.requests[0]!;
      expect(req.headers.get('content-type')).toBe('application/json');
      expect(await req.text()).toBe('{"product":{"weight":"Infinity","priceData":{"price":"NaN"}},"list":["-Infinity",1.5]}');
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
      const error = await rejectionOf(createClient({ fetch }).request(getProduct, { params: { id: 'p' }, body: { a: 1 } }));
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
});
