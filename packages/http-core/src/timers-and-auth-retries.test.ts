/**
 * Every wait (a Retry-After, a backoff, a per-call timeout) is clamped to what the runtime's timers hold
 * (`MAX_TIMER_MS`); and auth headers are never retried: an error from `getAuthHeaders` or
 * `onUnauthorized` ends the call, only the attempt's own network error is retried.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, rejectionOf } from '../test/helpers';
import { createClient } from './client';
import { defineEndpoint } from './endpoint';
import { NetworkError, TimeoutError } from './errors';
import { clampDelay, MAX_TIMER_MS } from './request';

const get = defineEndpoint({ method: 'GET', path: '/v1/products/{id}', prefix: '/stores-reader' });
const input = { params: { id: 'p' } };
const DAY = 86_400_000;
const limitedFor30Days = () => json({}, { status: 429, headers: { 'retry-after': String(30 * 86_400) } });
const ok = () => json({ ok: true });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('timers hold no more than the runtime can', () => {
  it('should not retry a 30-day Retry-After early when maxRetryAfterMs is Infinity: the wait is clamped to MAX_TIMER_MS', async () => {
    const fetch = mockFetch(limitedFor30Days, ok);
    const promise = createClient({ fetch, timeoutMs: 0, retry: { maxRetryAfterMs: Infinity } }).request(get, input);
    await vi.advanceTimersByTimeAsync(DAY);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(MAX_TIMER_MS - DAY - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await expect(promise).resolves.toEqual({ ok: true });
  });

  it('should let the call time out during such a wait instead of retrying', async () => {
    const fetch = mockFetch(limitedFor30Days, ok);
    const promise = rejectionOf(createClient({ fetch, retry: { maxRetryAfterMs: Infinity } }).request(get, input));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await promise).toBeInstanceOf(TimeoutError);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should clamp a backoff above MAX_TIMER_MS too', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const fetch = mockFetch(() => json({}, { status: 503 }), ok);
    const retry = { baseDelayMs: 2 * MAX_TIMER_MS + 2, maxDelayMs: Infinity };
    const promise = createClient({ fetch, timeoutMs: 0, retry }).request(get, input);
    await vi.advanceTimersByTimeAsync(DAY);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(MAX_TIMER_MS - DAY);
    await expect(promise).resolves.toEqual({ ok: true });
  });

  it.each([30 * DAY, Infinity])('should time a call out after MAX_TIMER_MS when timeoutMs is %d, not at once', async (timeoutMs) => {
    const fetch = mockFetch(() => new Promise<Response>(() => {}));
    const promise = rejectionOf(createClient({ fetch, timeoutMs }).request(get, input));
    await vi.advanceTimersByTimeAsync(MAX_TIMER_MS - 1);
    expect(fetch.requests[0]!.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await promise).toMatchObject({ name: 'TimeoutError', timeoutMs });
    expect(fetch.requests[0]!.signal.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should clamp a per-call timeoutMs the same way', async () => {
    const fetch = mockFetch(() => new Promise<Response>(() => {}));
    const promise = rejectionOf(createClient({ fetch, timeoutMs: 1000 }).request(get, { ...input, timeoutMs: 30 * DAY }));
    await vi.advanceTimersByTimeAsync(DAY);
    expect(fetch.requests[0]!.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(MAX_TIMER_MS - DAY);
    expect(await promise).toBeInstanceOf(TimeoutError);
  });

  it('should export the clamp for other timers', () => {
    expect(MAX_TIMER_MS).toBe(2_147_483_647);
    expect([clampDelay(5), clampDelay(MAX_TIMER_MS), clampDelay(30 * DAY), clampDelay(Infinity)]).toEqual([5, MAX_TIMER_MS, MAX_TIMER_MS, MAX_TIMER_MS]);
  });
});

describe('auth headers are never retried', () => {
  it('should fail with the error getAuthHeaders throws, calling it once and sending nothing', async () => {
    const fetch = mockFetch(ok);
    const refreshFailed = new NetworkError('Network error on POST http://127.0.0.1/oauth2/token');
    const getAuthHeaders = vi.fn().mockRejectedValueOnce(refreshFailed).mockResolvedValue({ Authorization: 'token' });
    const promise = rejectionOf(createClient({ fetch, auth: { getAuthHeaders } }).request(get, input));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await promise).toBe(refreshFailed);
    expect(getAuthHeaders).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('should end a retrying call when getAuthHeaders throws before a retry', async () => {
    const fetch = mockFetch(() => json({}, { status: 503 }), ok);
    const refreshFailed = new NetworkError('offline');
    const getAuthHeaders = vi.fn().mockResolvedValueOnce({ Authorization: 'a' }).mockRejectedValueOnce(refreshFailed).mockResolvedValue({});
    const onError = vi.fn();
    const client = createClient({ fetch, auth: { getAuthHeaders }, middleware: [{ onError }] });
    const promise = rejectionOf(client.request(get, input));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await promise).toBe(refreshFailed);
    expect(getAuthHeaders).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ error: refreshFailed, attempt: 2 }));
  });

  it('should end the call with the error onUnauthorized throws after a 401, without retrying', async () => {
    const fetch = mockFetch(() => json({}, { status: 401 }), ok);
    const renewalFailed = new NetworkError('offline');
    const getAuthHeaders = vi.fn().mockResolvedValue({ Authorization: 'old' });
    const onUnauthorized = vi.fn().mockRejectedValueOnce(renewalFailed).mockResolvedValue(true);
    const promise = rejectionOf(createClient({ fetch, auth: { getAuthHeaders, onUnauthorized } }).request(get, input));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await promise).toBe(renewalFailed);
    expect([onUnauthorized.mock.calls.length, getAuthHeaders.mock.calls.length, fetch.mock.calls.length]).toEqual([1, 1, 1]);
  });

  it("should still retry the attempt's own network error, asking for headers again", async () => {
    const fetch = mockFetch(() => Promise.reject(new TypeError('fetch failed')), ok);
    const getAuthHeaders = vi.fn().mockResolvedValue({ Authorization: 'a' });
    const promise = createClient({ fetch, auth: { getAuthHeaders } }).request(get, input);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(promise).resolves.toEqual({ ok: true });
    expect(getAuthHeaders).toHaveBeenCalledTimes(2);
  });
});
