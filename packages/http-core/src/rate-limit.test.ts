/** A Retry-After the client does not wait for ends the call with a RateLimitError. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, rejectionOf } from '../test/helpers';
import { createClient } from './client';
import { defineEndpoint } from './endpoint';
import { HttpError, isHttpError, isRateLimitError, RateLimitError } from './errors';

const get = defineEndpoint({ method: 'GET', path: '/v1/products/{id}', prefix: '/stores-reader' });
const limited = (status: number, retryAfter?: string) => () =>
  json(
    { message: 'Rate limit exceeded', details: { applicationError: { code: 'TOO_MANY_REQUESTS', description: 'Rate limit exceeded' } } },
    { status, headers: { 'x-wix-request-id': 'req-1', ...(retryAfter === undefined ? {} : { 'retry-after': retryAfter }) } },
  );
const ok = () => json({ ok: true });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RateLimitError', () => {
  it.each([429, 503])('should fail a %i whose Retry-After is above maxRetryAfterMs at once, without sleeping', async (status) => {
    const fetch = mockFetch(limited(status, '120'), ok);
    const client = createClient({ fetch, retry: { maxRetryAfterMs: 60_000 } });
    const promise = client.request(get, { params: { id: 'p' } });
    // Settles with the clock still at 0: no sleep was armed before failing.
    const error = await rejectionOf(promise);
    expect(vi.getTimerCount()).toBe(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toBeInstanceOf(HttpError);
    expect(isRateLimitError(error) && isHttpError(error)).toBe(true);
    expect(error).toMatchObject({
      name: 'RateLimitError',
      code: 'ERR_RATE_LIMITED',
      status,
      retryAfterMs: 120_000,
      requestId: 'req-1',
      applicationCode: 'TOO_MANY_REQUESTS',
      details: { applicationError: { code: 'TOO_MANY_REQUESTS' } },
      method: 'GET',
    });
    expect((error as RateLimitError).toJSON()).toMatchObject({ name: 'RateLimitError', code: 'ERR_RATE_LIMITED', retryAfterMs: 120_000 });
  });

  it('should be what a POST 429 with Retry-After fails with, not retried', async () => {
    const fetch = mockFetch(limited(429, '3'), ok);
    const error = await rejectionOf(createClient({ fetch }).request({ method: 'POST', path: '/v1/x' }));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ status: 429, retryAfterMs: 3000 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('should be what a GET fails with once the retries waiting out Retry-After have run out', async () => {
    const fetch = mockFetch(limited(429, '1'));
    const promise = rejectionOf(createClient({ fetch }).request(get, { params: { id: 'p' } }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(await promise).toBeInstanceOf(RateLimitError);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['a 429 without Retry-After', limited(429)],
    ['a 429 with an unparsable Retry-After', limited(429, 'soon')],
    ['a 500 with Retry-After', limited(500, '120')],
  ])('should leave %s a plain HttpError', async (_, respond) => {
    const error = await rejectionOf(createClient({ fetch: mockFetch(respond), retry: false }).request(get, { params: { id: 'p' } }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).not.toBeInstanceOf(RateLimitError);
    expect(isRateLimitError(error)).toBe(false);
    expect(error).toMatchObject({ name: 'HttpError', code: 'TOO_MANY_REQUESTS' });
  });

  it('should be recognised by the guards across package copies (by brand and name)', () => {
    const foreign = Object.assign(Object.create({ [Symbol.for('storefront-kit.error')]: true }), { name: 'RateLimitError' });
    expect(isRateLimitError(foreign)).toBe(true);
    expect(isHttpError(foreign)).toBe(true);
    expect(isRateLimitError(new HttpError('x', 'X', { status: 429, method: 'GET', url: 'u' }))).toBe(false);
  });
});
