/** createClient refuses a bad option when the client is made, with the ValidationError a call would have met later (or never). */
import { describe, expect, it } from 'vitest';
import { json, mockFetch, rejectionOf } from '../test/helpers';
import { createClient } from './client';
import type { ClientOptions } from './client-types';
import { defineEndpoint } from './endpoint';

const get = defineEndpoint({ method: 'GET', path: '/v1/products', prefix: '/stores-reader' });

/** What `createClient(options)` throws, or `undefined` when it makes the client. */
function refusal(options: ClientOptions): unknown {
  try {
    createClient(options);
  } catch (e) {
    return e;
  }
}

const refusedFor = (field: string) => expect.objectContaining({ name: 'ValidationError', code: 'ERR_VALIDATION', field });

describe('createClient option checks', () => {
  it.each([-1, Number.NaN, '1000', null])('should refuse timeoutMs %s when the client is made, before any request', (timeoutMs) => {
    const fetch = mockFetch(() => json({}));
    expect(refusal({ fetch, timeoutMs: timeoutMs as number })).toEqual(refusedFor('timeoutMs'));
    expect(fetch.requests).toHaveLength(0);
  });

  it("should refuse a call's timeoutMs that is not a number before any request", async () => {
    const fetch = mockFetch(() => json({}));
    expect(await rejectionOf(createClient({ fetch }).request(get, { timeoutMs: '50' as unknown as number }))).toEqual(refusedFor('timeoutMs'));
    expect(fetch.requests).toHaveLength(0);
  });

  it.each(['baseDelayMs', 'maxDelayMs', 'maxRetryAfterMs'])('should refuse a negative, NaN or non-number retry.%s', (name) => {
    for (const value of [-1, Number.NaN, '100']) expect(refusal({ retry: { [name]: value } })).toEqual(refusedFor(`retry.${name}`));
  });

  it('should accept the documented edges: 0 and Infinity budgets and delays, retry false', () => {
    for (const options of [
      { timeoutMs: 0 },
      { timeoutMs: Infinity },
      { retry: { limit: 0, baseDelayMs: 0, maxDelayMs: 0, maxRetryAfterMs: 0 } },
      { retry: { maxRetryAfterMs: Infinity, maxDelayMs: Infinity } },
      { retry: false as const },
    ]) {
      expect(refusal(options)).toBeUndefined();
    }
  });

  it.each([
    'ftp://files.test',
    'javascript:alert(1)',
    'mailto:shop@example.com',
    'https://api.test/?x=1',
    'https://api.test/#top',
    'https://user:secret@api.test',
    'api.test',
  ])('should refuse the host %s: an http(s) origin plus an optional path only', (api) => {
    const error = refusal({ hosts: { api } });
    expect(error).toEqual(refusedFor('hosts.api'));
    // The message never repeats credentials.
    expect(String((error as Error).message)).not.toContain('secret');
  });

  it('should refuse a host that is not a string', () => {
    expect(refusal({ hosts: { readOnly: 42 as unknown as string } })).toEqual(refusedFor('hosts.readOnly'));
  });

  it.each(['api', 'readOnly', 'edge'] as const)('should refuse an empty %s host, naming it, instead of sending calls to production', (kind) => {
    const fetch = mockFetch(() => json({}));
    for (const value of ['', '   ']) {
      const error = refusal({ fetch, hosts: { [kind]: value } });
      expect(error).toEqual(refusedFor(`hosts.${kind}`));
      expect(String((error as Error).message)).toContain(`hosts.${kind}`);
    }
    expect(fetch.requests).toHaveLength(0);
  });

  it('should fill in the production host for a host left out (or undefined)', () => {
    const client = createClient({ hosts: { api: 'http://127.0.0.1:4000', readOnly: undefined } as never });
    expect(client.hosts).toEqual({ api: 'http://127.0.0.1:4000', readOnly: 'https://readonly.wixapis.com', edge: 'https://edge.wixapis.com' });
  });

  it('should keep accepting a base path, a port and a trailing slash', () => {
    const client = createClient({ hosts: { api: 'http://127.0.0.1:4000/base/', readOnly: 'https://readonly.test' } });
    expect(client.hosts).toMatchObject({ api: 'http://127.0.0.1:4000/base', readOnly: 'https://readonly.test' });
  });

  it.each(['readonly', '', 'API'])('should refuse the hostMode %j (every call went to an undefined host)', (hostMode) => {
    expect(refusal({ hostMode: hostMode as 'api' })).toEqual(refusedFor('hostMode'));
  });

  it('should refuse a maxResponseBytes that is not a number', () => {
    expect(refusal({ maxResponseBytes: '1000' as unknown as number })).toEqual(refusedFor('maxResponseBytes'));
  });

  it('should refuse a fetch that is not a function (every call failed as a network error)', () => {
    expect(refusal({ fetch: 'fetch' as unknown as typeof fetch })).toEqual(refusedFor('fetch'));
  });

  it('should refuse an auth strategy without getAuthHeaders, such as the factory itself (every call threw a TypeError)', () => {
    const factory = () => ({ getAuthHeaders: async () => ({}) });
    expect(refusal({ auth: factory as never })).toEqual(refusedFor('auth'));
    expect(refusal({ auth: {} as never })).toEqual(refusedFor('auth'));
  });

  it('should refuse middleware that is not a list (every call threw a TypeError)', async () => {
    expect(refusal({ middleware: { onRequest: () => undefined } as never })).toEqual(refusedFor('middleware'));
    expect(refusal({ middleware: [] })).toBeUndefined();
  });

  it('should refuse client headers that cannot be sent (every call failed)', () => {
    expect(refusal({ headers: { 'bad name': 'x' } })).toEqual(refusedFor('headers'));
    expect(refusal({ headers: { 'x-shop': 'line\nbreak' } })).toEqual(refusedFor('headers'));
  });
});
