import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, rejectionOf } from '../test/helpers';
import { addToCart, currentCart } from '../test/client-endpoints';
import { createClient } from './client';
import { ValidationError } from './errors';

describe('createClient', () => {
  describe('request: 401 replay', () => {
    it('should replay once with fresh headers when onUnauthorized resolves true', async () => {
      const fetch = mockFetch(
        () => json({}, { status: 401 }),
        () => json({ cart: {} }),
      );
      let token = 'old';
      const onUnauthorized = vi.fn(async () => {
        token = 'new';
        return true;
      });
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
