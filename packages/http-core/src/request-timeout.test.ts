import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hangingFetch, json, mockFetch, rejectionOf } from '../test/helpers';
import { createClient } from './client';
import { defineEndpoint } from './endpoint';
import { AbortError, TimeoutError } from './errors';

const get = defineEndpoint({ method: 'GET', path: '/v1/carts/current', prefix: '/ecom', readYourWrites: true });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('timeouts', () => {
  it('should time out after 30 s by default and abort the fetch', async () => {
    const fetch = hangingFetch();
    const promise = rejectionOf(createClient({ fetch }).request(get));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetch.requests[0]!.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await promise;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ code: 'ERR_TIMEOUT', timeoutMs: 30_000, message: 'Request timed out after 30000 ms' });
    expect(fetch.requests[0]!.signal.aborted).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([-1, Number.NaN])(
    'should refuse a timeoutMs of %d, per call or per client, before any request (it disabled the budget: the call never timed out)',
    async (timeoutMs) => {
      const fetch = mockFetch();
      expect(await rejectionOf(createClient({ fetch }).request(get, { timeoutMs }))).toMatchObject({ name: 'ValidationError', field: 'timeoutMs' });
      // The client's own: refused when it is made (client-options.test.ts).
      expect(() => createClient({ fetch, timeoutMs })).toThrow(expect.objectContaining({ name: 'ValidationError', field: 'timeoutMs' }));
      expect(fetch).not.toHaveBeenCalled();
      expect(vi.getTimerCount()).toBe(0);
    },
  );

  it('should time out on a fetch that ignores the signal', async () => {
    const fetch = mockFetch(() => new Promise<Response>(() => {}));
    const promise = rejectionOf(createClient({ fetch, timeoutMs: 1000 }).request(get));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await promise).toBeInstanceOf(TimeoutError);
  });

  it('should cover the body read', async () => {
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"cart":'));
      },
    });
    const fetch = mockFetch(() => new Response(stalled, { headers: { 'content-type': 'application/json' } }));
    const promise = rejectionOf(createClient({ fetch, timeoutMs: 5000 }).request(get));
    await vi.advanceTimersByTimeAsync(5000);
    expect(await promise).toMatchObject({ name: 'TimeoutError', timeoutMs: 5000, phase: 'total' });
  });

  it('should let a call override the client timeout, and 0 disable it', async () => {
    const fetch = hangingFetch();
    const client = createClient({ fetch, timeoutMs: 1000 });
    const short = rejectionOf(client.request(get, { timeoutMs: 50 }));
    const never = client.request(get, { timeoutMs: 0 });
    await vi.advanceTimersByTimeAsync(50);
    expect(await short).toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(100_000);
    expect(fetch.requests[1]!.signal.aborted).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    void never;
  });

  it('should clear its timer after a success', async () => {
    const fetch = mockFetch(() => json({ cart: {} }));
    await createClient({ fetch }).request(get);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should not retry after a timeout', async () => {
    const fetch = hangingFetch();
    const promise = rejectionOf(createClient({ fetch, timeoutMs: 100 }).request(get));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await promise).toBeInstanceOf(TimeoutError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('abort', () => {
  it('should reject before sending when the signal is already aborted', async () => {
    const fetch = mockFetch();
    const reason = new Error('user left');
    const error = await rejectionOf(createClient({ fetch }).request(get, { signal: AbortSignal.abort(reason) }));
    expect(error).toBeInstanceOf(AbortError);
    expect(error).toMatchObject({ code: 'ERR_ABORTED', cause: reason });
    expect(fetch).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should reject in flight and abort the fetch', async () => {
    const fetch = hangingFetch();
    const ctl = new AbortController();
    const promise = rejectionOf(createClient({ fetch }).request(get, { signal: ctl.signal }));
    await vi.advanceTimersByTimeAsync(10);
    ctl.abort();
    const error = await promise;
    expect(error).toBeInstanceOf(AbortError);
    expect(fetch.requests[0]!.signal.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should reject during the backoff sleep without another attempt', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5); // a jitter near 0 would end the sleep within the first tick
    const fetch = mockFetch(() => json({}, { status: 503 }));
    const ctl = new AbortController();
    const promise = rejectionOf(createClient({ fetch }).request(get, { signal: ctl.signal }));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(2); // the backoff sleep and the call's timeout
    ctl.abort();
    expect(await promise).toBeInstanceOf(AbortError);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should reject while the auth strategy is still working', async () => {
    const fetch = mockFetch();
    const ctl = new AbortController();
    const client = createClient({ fetch, auth: { getAuthHeaders: () => new Promise(() => {}) } });
    const promise = rejectionOf(client.request(get, { signal: ctl.signal }));
    ctl.abort();
    expect(await promise).toBeInstanceOf(AbortError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('should leave the caller signal without listeners afterwards', async () => {
    const ctl = new AbortController();
    const remove = vi.spyOn(ctl.signal, 'removeEventListener');
    await createClient({ fetch: mockFetch() }).request(get, { signal: ctl.signal });
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });
});
