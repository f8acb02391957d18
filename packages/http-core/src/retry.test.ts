import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, rejectionOf } from '../test/helpers';
import { createClient } from './client';
import { defineEndpoint, type HttpMethod } from './endpoint';
import { HttpError, NetworkError } from './errors';
import { longQuery } from './long-query';
import { backoff, parseRetryAfter } from './retry';

const get = defineEndpoint({ method: 'GET', path: '/v1/products/{id}', prefix: '/stores-reader' });
const status = (s: number, headers?: HeadersInit) => () => json({}, { status: s, headers });
const ok = () => json({ ok: true });
const offline = () => Promise.reject(new TypeError('fetch failed'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets pending promise chains run without moving the clock. */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it.each([
    ['2', 2000],
    ['0', 0],
    [' 1.5 ', 1500],
    ['Thu, 01 Jan 2026 00:00:07 GMT', 7000],
    ['Wed, 31 Dec 2025 23:00:00 GMT', 0],
  ])('should read %j as %i ms', (value, ms) => {
    expect(parseRetryAfter(value, now)).toBe(ms);
  });

  it.each([null, '', '-5', 'abc', '1e3', '5s', '+3'])('should ignore %j', (value) => {
    expect(parseRetryAfter(value, now)).toBeUndefined();
  });
});

describe('backoff', () => {
  it('should draw a full-jitter delay under an exponential, capped ceiling', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999999);
    expect([1, 2, 3, 4, 5, 10].map((n) => Math.round(backoff(n, {})))).toEqual([300, 600, 1200, 2400, 4800, 5000]);
    expect(Math.round(backoff(2, { baseDelayMs: 100, maxDelayMs: 150 }))).toBe(150);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect(backoff(3, {})).toBe(0);
  });
});

describe('retries', () => {
  it('should retry a GET on 503 with backoff, then succeed', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const fetch = mockFetch(status(503), status(503), ok);
    const promise = createClient({ fetch }).request(get, { params: { id: 'p' } });
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(149);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // 0.5 * 300
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(300); // 0.5 * 600
    expect(fetch).toHaveBeenCalledTimes(3);
    await expect(promise).resolves.toEqual({ ok: true });
  });

  it('should give up after the limit with the last HttpError', async () => {
    const fetch = mockFetch(status(503));
    const promise = rejectionOf(createClient({ fetch }).request(get, { params: { id: 'p' } }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await promise).toMatchObject({ name: 'HttpError', status: 503, retryable: true, attempts: 3 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it.each<[string, HttpMethod, number, boolean, number]>([
    ['a GET answered 500 then 400: the 400 ends it', 'GET', 400, false, 2],
    ['a POST answered 503: never retried, still retryable later', 'POST', 503, true, 1],
    ['a GET answered 501: not a transient status', 'GET', 501, false, 1],
  ])('should say how often the call was sent and whether trying later may help: %s', async (_what, method, last, retryable, attempts) => {
    const answers = attempts === 2 ? [status(500), status(last)] : [status(last)];
    const fetch = mockFetch(...answers);
    const promise = rejectionOf(createClient({ fetch }).request({ method, path: '/v1/x' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await promise).toMatchObject({ status: last, retryable, attempts });
    expect(fetch).toHaveBeenCalledTimes(attempts);
  });

  it.each([408, 429, 500, 502, 504])('should retry a GET on %i', async (code) => {
    const fetch = mockFetch(status(code), ok);
    const promise = createClient({ fetch }).request(get, { params: { id: 'p' } });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(promise).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([400, 401, 403, 404, 409, 413, 501])('should not retry %i', async (code) => {
    const fetch = mockFetch(status(code), ok);
    const promise = rejectionOf(createClient({ fetch }).request(get, { params: { id: 'p' } }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await promise).toMatchObject({ status: code });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each<[HttpMethod, number]>([
    ['GET', 2],
    ['HEAD', 2],
    ['PUT', 2],
    ['DELETE', 2],
    ['POST', 1],
    ['PATCH', 1],
  ])('should retry %s on 503 %i time(s) in total', async (method, calls) => {
    const fetch = mockFetch(status(503), ok);
    const promise = createClient({ fetch })
      .request({ method, path: '/v1/x' })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    await promise;
    expect(fetch).toHaveBeenCalledTimes(calls);
  });

  it.each<[HttpMethod, boolean | undefined, number]>([
    ['POST', true, 3],
    ['PATCH', true, 3],
    ['POST', undefined, 1],
    ['PUT', false, 1],
    ['DELETE', false, 1],
  ])('should follow the endpoint: a %s declared idempotent: %s is sent %i time(s) when every answer is 503', async (method, idempotent, calls) => {
    const fetch = mockFetch(status(503));
    const endpoint = defineEndpoint({ method, path: '/v1/categories/query', idempotent });
    const promise = rejectionOf(createClient({ fetch }).request(endpoint, { body: { query: {} } }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await promise).toMatchObject({ status: 503, attempts: calls });
    expect(fetch).toHaveBeenCalledTimes(calls);
  });

  it('should retry a POST read declared idempotent after a dropped connection, sending the same body each time', async () => {
    const fetch = mockFetch(offline, offline, ok);
    const query = defineEndpoint({ method: 'POST', path: '/v1/categories/query', idempotent: true });
    const promise = createClient({ fetch }).request(query, { body: { query: { filter: { visible: true } } } });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(promise).resolves.toEqual({ ok: true });
    const bodies = await Promise.all(fetch.requests.map((r) => r.text()));
    expect(bodies).toEqual(Array(3).fill('{"query":{"filter":{"visible":true}}}'));
  });

  it('should retry a network error on GET and keep the cause when it persists', async () => {
    const fetch = mockFetch(offline);
    const promise = rejectionOf(createClient({ fetch }).request(get, { params: { id: 'p' } }));
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await promise;
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toMatchObject({ message: 'fetch failed' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('should never retry a POST after a network error', async () => {
    const fetch = mockFetch(offline, ok);
    const promise = rejectionOf(createClient({ fetch }).request({ method: 'POST', path: '/v1/carts/current/add-to-cart' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await promise).toBeInstanceOf(NetworkError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('should expose Retry-After on a POST 429 without retrying', async () => {
    const fetch = mockFetch(status(429, { 'retry-after': '3' }), ok);
    const promise = rejectionOf(createClient({ fetch }).request({ method: 'POST', path: '/v1/x' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await promise).toMatchObject({ status: 429, retryAfterMs: 3000 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('should honour Retry-After in seconds exactly, without jitter', async () => {
    const random = vi.spyOn(Math, 'random');
    const fetch = mockFetch(status(429, { 'Retry-After': '2' }), ok);
    const promise = createClient({ fetch }).request(get, { params: { id: 'p' } });
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await expect(promise).resolves.toEqual({ ok: true });
    expect(random).not.toHaveBeenCalled();
  });

  it('should honour Retry-After as an HTTP date', async () => {
    const at = new Date(Date.now() + 4000).toUTCString();
    const fetch = mockFetch(status(503, { 'Retry-After': at }), ok);
    const promise = createClient({ fetch }).request(get, { params: { id: 'p' } });
    await vi.advanceTimersByTimeAsync(3999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(promise).resolves.toEqual({ ok: true });
  });

  it.each(['-5', 'soon'])('should fall back to backoff for Retry-After %j', async (value) => {
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    const fetch = mockFetch(status(429, { 'Retry-After': value }), ok);
    const promise = createClient({ fetch }).request(get, { params: { id: 'p' } });
    await vi.advanceTimersByTimeAsync(29);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // 0.1 * 300
    await expect(promise).resolves.toEqual({ ok: true });
  });

  it('should fail fast when Retry-After exceeds maxRetryAfterMs', async () => {
    const fetch = mockFetch(status(429, { 'Retry-After': '120' }), ok);
    const promise = rejectionOf(createClient({ fetch, retry: { maxRetryAfterMs: 60_000 } }).request(get, { params: { id: 'p' } }));
    await flush();
    const error = await promise;
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 429, retryAfterMs: 120_000 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('should wait out a Retry-After at the default cap of 10 s but not above', async () => {
    const fetch = mockFetch(status(503, { 'Retry-After': '10' }), status(503, { 'Retry-After': '11' }), ok);
    const promise = rejectionOf(createClient({ fetch }).request(get, { params: { id: 'p' } }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await promise).toMatchObject({ retryAfterMs: 11_000 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('should honour retry: false and a custom limit', async () => {
    const none = mockFetch(status(503));
    const three = mockFetch(status(503));
    const a = rejectionOf(createClient({ fetch: none, retry: false }).request(get, { params: { id: 'p' } }));
    const b = rejectionOf(createClient({ fetch: three, retry: { limit: 3 } }).request(get, { params: { id: 'p' } }));
    await vi.advanceTimersByTimeAsync(20_000);
    await Promise.all([a, b]);
    expect(none).toHaveBeenCalledTimes(1);
    expect(three).toHaveBeenCalledTimes(4);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, -1, 1.5, '2'])('should refuse a retry limit of %s when the client is made, before any request', (limit) => {
    const fetch = mockFetch(status(503));
    expect(() => createClient({ fetch, retry: { limit: limit as number } })).toThrow(expect.objectContaining({ code: 'ERR_VALIDATION', field: 'retry.limit' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('should retry a long-query POST fallback, which is a read', async () => {
    const query = defineEndpoint({ method: 'GET', path: '/v2/collections/query', query: longQuery });
    const fetch = mockFetch(status(503), ok);
    const promise = createClient({ fetch }).request(query, { query: { q: 'x'.repeat(5000) } });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(promise).resolves.toEqual({ ok: true });
    expect(fetch.requests.map((r) => r.method)).toEqual(['POST', 'POST']);
    expect(await fetch.requests[1]!.json()).toEqual({ q: 'x'.repeat(5000) });
  });
});
