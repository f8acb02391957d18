/**
 * fetchWithAuth runs the same call as `request` for a platform URL: middleware, the 401 renewal and one
 * replay, retries where `request` would retry, the per-call time budget; it still resolves with the raw
 * Response, whatever its status.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hangingFetch, json, mockFetch, rejectionOf } from '../test/helpers';
import { createClient } from './client';
import type { Middleware } from './middleware';
import { AbortError, TimeoutError } from './errors';

const auth = { getAuthHeaders: async () => ({ Authorization: 'raw-token' }) };
const status =
  (code: number, headers: Record<string, string> = {}) =>
  () =>
    json({ code }, { status: code, headers });
const noWait = { baseDelayMs: 0 };

afterEach(() => {
  vi.useRealTimers();
});

describe('fetchWithAuth on the request path', () => {
  it('should run the middleware on each attempt, with the method and path as its endpoint', async () => {
    const fetch = mockFetch(status(503), () => json({ ok: true }));
    const seen: string[] = [];
    const tag: Middleware = {
      onRequest: ({ request, endpoint, attempt }) => {
        seen.push(`${attempt} ${endpoint.method} ${endpoint.path}`);
        request.headers.set('x-trace', 'abc');
      },
      onResponse: ({ response, attempt }) => void seen.push(`${attempt} -> ${response.status}`),
    };
    const res = await createClient({ fetch, auth, middleware: [tag], retry: noWait }).fetchWithAuth('/ecom/v1/carts/current?x=1');
    expect(res.status).toBe(200);
    expect(seen).toEqual(['1 GET /ecom/v1/carts/current', '1 -> 503', '2 GET /ecom/v1/carts/current', '2 -> 200']);
    expect(fetch.requests.map((r) => [r.headers.get('x-trace'), r.headers.get('authorization')])).toEqual([
      ['abc', 'raw-token'],
      ['abc', 'raw-token'],
    ]);
  });

  it('should leave a URL off the platform hosts to the fetch as it is: no middleware', async () => {
    const fetch = mockFetch();
    const onRequest = vi.fn();
    await createClient({ fetch, auth, middleware: [{ onRequest }] }).fetchWithAuth('https://elsewhere.example/x');
    expect(onRequest).not.toHaveBeenCalled();
    expect(fetch.requests[0]!.headers.get('authorization')).toBeNull();
  });

  it('should renew the token once after a 401 and replay the request with its body, then hand back the answer', async () => {
    let token = 'old';
    const onUnauthorized = vi.fn(async () => {
      token = 'new';
      return true;
    });
    const renewing = { getAuthHeaders: async () => ({ Authorization: token }), onUnauthorized };
    const fetch = mockFetch(status(401), () => json({ ok: true }));
    const res = await createClient({ fetch, auth: renewing }).fetchWithAuth('/ecom/v1/carts/current/add-to-cart', { method: 'POST', body: '{"n":1}' });
    expect(res.status).toBe(200);
    expect(await Promise.all(fetch.requests.map(async (r) => `${r.headers.get('authorization')} ${await r.text()}`))).toEqual(['old {"n":1}', 'new {"n":1}']);
    // A second 401 is the answer: renewed once, replayed once.
    onUnauthorized.mockClear();
    const always401 = mockFetch(status(401));
    expect((await createClient({ fetch: always401, auth: renewing }).fetchWithAuth('/x')).status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(always401).toHaveBeenCalledTimes(2);
  });

  it('should retry a GET on 503 as request does, and hand back the last answer when retries run out', async () => {
    const fetch = mockFetch(status(503), status(503), status(503));
    const res = await createClient({ fetch, retry: noWait }).fetchWithAuth('/stores-reader/v1/products/p1');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ code: 503 });
  });

  it('should not retry a POST on 503, nor any method on a status request does not retry', async () => {
    const post = mockFetch(status(503), () => json({}));
    expect((await createClient({ fetch: post, retry: noWait }).fetchWithAuth('/x', { method: 'POST', body: '{}' })).status).toBe(503);
    expect(post).toHaveBeenCalledTimes(1);
    const notFound = mockFetch(status(404), () => json({}));
    expect((await createClient({ fetch: notFound, retry: noWait }).fetchWithAuth('/x')).status).toBe(404);
    expect(notFound).toHaveBeenCalledTimes(1);
  });

  it("should time out per call: the client's timeoutMs, or init.timeoutMs for this call", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetch = hangingFetch();
    const client = createClient({ fetch, timeoutMs: 5_000 });
    const byClient = rejectionOf(client.fetchWithAuth('/x'));
    const byCall = rejectionOf(client.fetchWithAuth('/y', { timeoutMs: 1_000 }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await byCall).toBeInstanceOf(TimeoutError);
    expect(fetch.requests[1]!.signal.aborted).toBe(true);
    expect(fetch.requests[0]!.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(await byClient).toBeInstanceOf(TimeoutError);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("should let the caller's signal abort the call with an AbortError", async () => {
    const ctl = new AbortController();
    const hanging = rejectionOf(createClient({ fetch: hangingFetch() }).fetchWithAuth('/x', { signal: ctl.signal }));
    ctl.abort();
    expect(await hanging).toBeInstanceOf(AbortError);
  });
});
