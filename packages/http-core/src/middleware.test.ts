import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, rejectionOf } from '../test/helpers';
import { createClient } from './client';
import { defineEndpoint } from './endpoint';
import { StorefrontError, ValidationError } from './errors';
import type { Middleware } from './middleware';

const get = defineEndpoint({ method: 'GET', path: '/v1/products/{id}', prefix: '/stores-reader' });

afterEach(() => {
  vi.useRealTimers();
});

describe('middleware', () => {
  it('should pass one state object per hook and run hooks in order', async () => {
    const seen: string[] = [];
    const make = (name: string): Middleware => ({
      onRequest: ({ request, endpoint, attempt }) => {
        seen.push(`${name}:req:${request.method}:${endpoint.path}:${attempt}`);
      },
      onResponse: ({ response, attempt }) => {
        seen.push(`${name}:res:${response.status}:${attempt}`);
      },
    });
    await createClient({ fetch: mockFetch(), middleware: [make('a'), make('b')] }).request(get, { params: { id: 'p' } });
    expect(seen).toEqual(['a:req:GET:/v1/products/{id}:1', 'b:req:GET:/v1/products/{id}:1', 'a:res:200:1', 'b:res:200:1']);
  });

  it('should send a Request replaced by onRequest', async () => {
    const fetch = mockFetch();
    const middleware: Middleware[] = [{ onRequest: ({ request }) => new Request(request, { headers: { 'x-replaced': 'yes' } }) }];
    await createClient({ fetch, middleware }).request(get, { params: { id: 'p' } });
    expect(fetch.requests[0]!.headers.get('x-replaced')).toBe('yes');
  });

  it('should let onRequest edit the headers in place', async () => {
    const fetch = mockFetch();
    const middleware: Middleware[] = [{ onRequest: ({ request }) => request.headers.delete('x-storefront-kit') }];
    await createClient({ fetch, middleware }).request(get, { params: { id: 'p' } });
    expect(fetch.requests[0]!.headers.has('x-storefront-kit')).toBe(false);
  });

  it('should use a Response replaced by onResponse', async () => {
    const middleware: Middleware[] = [{ onResponse: () => json({ replaced: true }) }];
    const fetch = mockFetch(() => json({}, { status: 500 }));
    expect(await createClient({ fetch, middleware }).request(get, { params: { id: 'p' } })).toEqual({ replaced: true });
  });

  it('should see every attempt of a retried request', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const attempts: number[] = [];
    const fetch = mockFetch(
      () => json({}, { status: 503 }),
      () => json({}),
    );
    const promise = createClient({ fetch, middleware: [{ onRequest: (s) => void attempts.push(s.attempt) }] }).request(get, { params: { id: 'p' } });
    await vi.advanceTimersByTimeAsync(1000);
    await promise;
    expect(attempts).toEqual([1, 2]);
  });

  it('should report the final error once and let onError replace it', async () => {
    const onError = vi.fn(() => new StorefrontError('replaced', 'ERR_CUSTOM'));
    const fetch = mockFetch(() => json({}, { status: 404, statusText: 'Not Found' }));
    const error = await rejectionOf(createClient({ fetch, middleware: [{ onError }] }).request(get, { params: { id: 'p' } }));
    expect(error).toMatchObject({ message: 'replaced', code: 'ERR_CUSTOM' });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ attempt: 1, request: expect.any(Request), error: expect.objectContaining({ status: 404 }) }),
    );
  });

  it('should report a local validation error with no request', async () => {
    const onError = vi.fn();
    const fetch = mockFetch();
    const error = await rejectionOf(createClient({ fetch, middleware: [{ onError }] }).request(get, { params: { id: '' } }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ request: undefined, error }));
  });
});
