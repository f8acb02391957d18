import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, rejectionOf } from '../test/helpers';
import { createClient } from './client';
import { defineEndpoint } from './endpoint';
import { NetworkError, TimeoutError } from './errors';

// Edges of the compact request pipeline: one abort promise shared by every wait of a call.
const get = defineEndpoint({ method: 'GET', path: '/v1/carts/current', prefix: '/ecom', readYourWrites: true });

describe('request edges', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should time out while onUnauthorized hangs, without replaying', async () => {
    const fetch = mockFetch(() => json({}, { status: 401 }));
    const client = createClient({
      fetch,
      timeoutMs: 1000,
      auth: { getAuthHeaders: async () => ({ Authorization: 't' }), onUnauthorized: () => new Promise<boolean>(() => {}) },
    });
    const promise = rejectionOf(client.request(get));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await promise).toBeInstanceOf(TimeoutError);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should time out during a Retry-After wait and clear both timers', async () => {
    const fetch = mockFetch(() => json({}, { status: 503, headers: { 'retry-after': '5' } }));
    const promise = rejectionOf(createClient({ fetch, timeoutMs: 2000 }).request(get));
    await vi.advanceTimersByTimeAsync(2000);
    expect(await promise).toMatchObject({ name: 'TimeoutError', timeoutMs: 2000 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('request edges (real timers)', () => {
  it('should turn a fetch that throws synchronously into a NetworkError', async () => {
    const fetch = vi.fn(() => {
      throw new TypeError('fetch is not a function');
    });
    const error = await rejectionOf(createClient({ fetch, retry: false }).request(get));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
  });
});
