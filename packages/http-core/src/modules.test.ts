import { describe, expect, it } from 'vitest';
import { json, mockFetch, rejectionOf } from '../test/helpers';
import { createClient } from './client';
import type { RequestClient } from './client-types';
import { defineEndpoint } from './endpoint';
import { ValidationError } from './errors';

const cartEndpoint = defineEndpoint({ method: 'GET', path: '/v1/carts/current', prefix: '/ecom', readYourWrites: true });
const currentCart = {
  getCurrentCart: (client: RequestClient, opts: { signal?: AbortSignal } = {}) =>
    client.request<{ cart: { id: string } }>(cartEndpoint, { signal: opts.signal }),
  whoCalled(this: unknown, client: RequestClient, a: number, b: string) {
    return { client, a, b };
  },
  APP_ID: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
};

describe('modules', () => {
  it('should bind each function to the client', async () => {
    const fetch = mockFetch(() => json({ cart: { id: 'c1' } }));
    const client = createClient({ fetch, modules: { currentCart } });
    expect(await client.currentCart.getCurrentCart()).toEqual({ cart: { id: 'c1' } });
    expect(fetch.requests[0]!.url).toBe('https://www.wixapis.com/ecom/v1/carts/current');
    const called = client.currentCart.whoCalled(1, 'two');
    expect(called.client).toBe(client);
    expect([called.a, called.b]).toEqual([1, 'two']);
  });

  it('should pass non-function members through', () => {
    const client = createClient({ fetch: mockFetch(), modules: { currentCart } });
    expect(client.currentCart.APP_ID).toBe(currentCart.APP_ID);
  });

  it('should leave the unbound functions usable with any client', async () => {
    const fake: RequestClient = { request: async () => ({ cart: { id: 'fake' } }) as never };
    expect(await currentCart.getCurrentCart(fake)).toEqual({ cart: { id: 'fake' } });
  });

  it('should reject a module name that clashes with a client member', async () => {
    const error = await rejectionOf(Promise.resolve().then(() => createClient({ modules: { request: currentCart } })));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ field: 'modules', message: 'Module name "request" clashes with a client member' });
  });
});
