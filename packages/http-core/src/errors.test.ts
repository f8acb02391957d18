import { describe, expect, it } from 'vitest';
import { json, mockFetch, rejectionOf } from '../test/helpers';
import { createClient } from './client';
import { defineEndpoint, type Endpoint } from './endpoint';
import {
  AbortError,
  HttpError,
  InvalidResponseError,
  isHttpError,
  isStorefrontError,
  NetworkError,
  StorefrontError,
  TimeoutError,
  ValidationError,
} from './errors';

const updateCart = defineEndpoint({ method: 'PATCH', path: '/v1/carts/current', prefix: '/ecom' });
const TOKEN = 'secret-access-token-123';

async function failWith(respond: () => Response, endpoint: Endpoint = updateCart): Promise<HttpError> {
  const client = createClient({
    fetch: mockFetch(respond),
    auth: { getAuthHeaders: async () => ({ Authorization: TOKEN }) },
  });
  const error = await rejectionOf(client.request(endpoint, { body: {}, query: { secret: 'q-secret' } }));
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('HttpError catalogue', () => {
  it('should list validation field violations sorted by field', async () => {
    const error = await failWith(() =>
      json(
        {
          message: 'bad',
          details: {
            validationError: {
              fieldViolations: [
                { field: 'lineItems[0].quantity', description: 'must be at least 1', violatedRule: 'MIN' },
                { field: 'couponCode', description: 'must not be empty' },
              ],
            },
          },
        },
        { status: 400, statusText: 'Bad Request', headers: { 'x-wix-request-id': 'req-1' } },
      ),
    );
    expect(error.message).toBe('INVALID_ARGUMENT: "couponCode" must not be empty, "lineItems[0].quantity" must be at least 1 (PATCH /ecom/v1/carts/current)');
    expect(error.code).toBe('INVALID_ARGUMENT');
    expect(error.platformMessage).toBe('INVALID_ARGUMENT: "couponCode" must not be empty, "lineItems[0].quantity" must be at least 1');
    expect(error.fieldViolations.map((v) => v.field)).toEqual(['couponCode', 'lineItems[0].quantity']);
    expect(error.fieldViolations[1]).toMatchObject({ violatedRule: 'MIN' });
    expect(error.applicationCode).toBeUndefined();
    expect(error).toMatchObject({ status: 400, requestId: 'req-1', method: 'PATCH' });
  });

  it('should read an application error as "message: description" with its code', async () => {
    const error = await failWith(() =>
      json(
        {
          message: 'Cart not found',
          details: { applicationError: { code: 'CART_NOT_FOUND', description: 'Cart was not found', data: { x: 1 } } },
        },
        { status: 428, statusText: 'Precondition Required' },
      ),
    );
    expect(error.message).toBe('Cart not found: Cart was not found (PATCH /ecom/v1/carts/current)');
    expect(error.code).toBe('CART_NOT_FOUND');
    expect(error.platformMessage).toBe('Cart not found: Cart was not found');
    expect(error.applicationCode).toBe('CART_NOT_FOUND');
    expect(error.details).toEqual({
      applicationError: { code: 'CART_NOT_FOUND', description: 'Cart was not found', data: { x: 1 } },
    });
  });

  it('should print just the message when it equals the description, and stringify numeric codes', async () => {
    const error = await failWith(() =>
      json(
        { message: 'Invalid password', details: { applicationError: { code: -19976, description: 'Invalid password' } } },
        { status: 400, statusText: 'Bad Request' },
      ),
    );
    expect(error.message).toBe('Invalid password (PATCH /ecom/v1/carts/current)');
    expect(error.code).toBe('-19976');
    expect(error.platformMessage).toBe('Invalid password');
  });

  it('should read an application error on a 5xx as an application error', async () => {
    const error = await failWith(() =>
      json({ details: { applicationError: { code: 'OOPS', description: 'Broken' } } }, { status: 500, statusText: 'Internal Server Error' }),
    );
    expect(error.message).toBe('Internal Server Error: Broken (PATCH /ecom/v1/carts/current)');
    expect(error.code).toBe('OOPS');
    expect(error.platformMessage).toBe('Broken');
  });

  it('should describe another 4xx by its status text in UPPER_SNAKE_CASE', async () => {
    const error = await failWith(() => new Response('', { status: 404, statusText: 'Not Found' }));
    expect(error.message).toBe('Not Found (PATCH /ecom/v1/carts/current)');
    expect(error.code).toBe('NOT_FOUND');
    expect(error.platformMessage).toBeUndefined();
    expect(error.applicationCode).toBe('NOT_FOUND');
    expect(error.data).toBeUndefined();
  });

  it('should prefix the body message to the status text of another 4xx', async () => {
    const error = await failWith(() =>
      json({ message: 'Authorization header is malformed or missing', details: {}, errorCode: 'WDE-1002' }, { status: 403, statusText: 'Forbidden' }),
    );
    expect(error.message).toBe('Authorization header is malformed or missing: Forbidden (PATCH /ecom/v1/carts/current)');
    expect(error.code).toBe('FORBIDDEN');
    expect(error.platformMessage).toBe('Authorization header is malformed or missing');
    expect(error.data).toEqual({ message: 'Authorization header is malformed or missing', details: {}, errorCode: 'WDE-1002' });
  });

  it("should read an OAuth error body's error and error_description as the platform's words", async () => {
    const error = await failWith(() => json({ error: 'invalid_client', error_description: 'Unknown clientId' }, { status: 400, statusText: 'Bad Request' }));
    expect(error.message).toBe('invalid_client: Unknown clientId (PATCH /ecom/v1/carts/current)');
    expect(error.platformMessage).toBe('invalid_client: Unknown clientId');
    expect(error.code).toBe('BAD_REQUEST');
  });

  it("should put an endpoint's failure text first, then the platform's words and the call, for every status", async () => {
    const token = defineEndpoint({ method: 'POST', path: '/oauth2/token', failure: 'something went wrong' });
    const refused = await failWith(() => json({ error: 'invalid_grant', error_description: 'revoked' }, { status: 400, statusText: 'Bad Request' }), token);
    expect(refused).toMatchObject({
      message: 'something went wrong: invalid_grant: revoked (POST /oauth2/token)',
      platformMessage: 'invalid_grant: revoked',
      status: 400,
    });
    const down = await failWith(() => json({ message: 'boom' }, { status: 503, statusText: 'Service Unavailable' }), token);
    expect(down).toMatchObject({ message: 'something went wrong (POST /oauth2/token)', platformMessage: undefined, status: 503 });
  });

  it('should use UNKNOWN when the status text is empty (HTTP/2)', async () => {
    const error = await failWith(() => new Response('{}', { status: 409 }));
    expect(error.message).toBe('UNKNOWN (PATCH /ecom/v1/carts/current)');
    expect(error.code).toBe('UNKNOWN');
  });

  it('should call a 5xx a system error with the request id', async () => {
    const error = await failWith(() => json({ message: 'boom' }, { status: 500, statusText: 'Internal Server Error', headers: { 'X-Wix-Request-Id': 'r-9' } }));
    expect(error.message).toBe('System error occurred, request-id: r-9 (PATCH /ecom/v1/carts/current)');
    expect(error.code).toBe('INTERNAL_SERVER_ERROR');
    expect(error.platformMessage).toBeUndefined();
    expect(error.requestId).toBe('r-9');
  });

  it('should not leak an HTML 502 page into the message', async () => {
    const html = `<html><body>${'<p>Bad gateway</p>'.repeat(200)}</body></html>`;
    const error = await failWith(() => new Response(html, { status: 502, statusText: 'Bad Gateway', headers: { 'content-type': 'text/html' } }));
    expect(error.message).toBe('System error occurred (PATCH /ecom/v1/carts/current)');
    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.data).toBeUndefined();
    expect(error.bodyKind).toBe('html');
    expect(JSON.stringify(error)).not.toContain('<p>');
  });

  it.each([
    ['a JSON object', () => json({ message: 'no' }, { status: 400 }), 'json'],
    ['JSON that is not an object', () => json([1], { status: 400 }), 'json'],
    ['plain text', () => new Response('upstream timed out', { status: 504 }), 'text'],
    ['an HTML page', () => new Response('<h1>502</h1>', { status: 502, headers: { 'content-type': 'Text/HTML; charset=utf-8' } }), 'html'],
    ['no body', () => new Response(null, { status: 503 }), 'empty'],
    ['blank text', () => new Response('  \n', { status: 500 }), 'empty'],
  ])('should say the body was %s in bodyKind', async (_, respond, kind) => {
    expect((await failWith(respond)).bodyKind).toBe(kind);
  });

  it('should keep the url without query and hide the response', async () => {
    const error = await failWith(() => json({}, { status: 400, statusText: 'Bad Request' }));
    expect(error.url).toBe('https://www.wixapis.com/ecom/v1/carts/current');
    expect(error.response).toBeInstanceOf(Response);
    expect(Object.keys(error)).not.toContain('response');
    const text = JSON.stringify(error);
    expect(text).not.toContain('q-secret');
    expect(text).not.toContain(TOKEN);
    expect(JSON.parse(text)).toMatchObject({
      name: 'HttpError',
      code: 'BAD_REQUEST',
      message: 'Bad Request (PATCH /ecom/v1/carts/current)',
      status: 400,
      method: 'PATCH',
    });
  });
});

describe('StorefrontError', () => {
  it('should set name, code and cause for every kind', () => {
    const cause = new TypeError('fetch failed');
    const cases: [StorefrontError, string, string][] = [
      [new ValidationError('v', 'id'), 'ValidationError', 'ERR_VALIDATION'],
      [new NetworkError('n', { cause }), 'NetworkError', 'ERR_NETWORK'],
      [new TimeoutError('t', 10), 'TimeoutError', 'ERR_TIMEOUT'],
      [new AbortError('a'), 'AbortError', 'ERR_ABORTED'],
      [new InvalidResponseError('i', 200, 'text/html'), 'InvalidResponseError', 'ERR_INVALID_RESPONSE'],
      [new HttpError('h', 'NOT_FOUND', { status: 404, method: 'GET', url: 'u' }), 'HttpError', 'NOT_FOUND'],
    ];
    for (const [error, name, code] of cases) {
      expect(error).toBeInstanceOf(StorefrontError);
      expect(error).toBeInstanceOf(Error);
      expect(error.name).toBe(name);
      expect(error.code).toBe(code);
      expect(isStorefrontError(error)).toBe(true);
      expect(isHttpError(error)).toBe(name === 'HttpError');
    }
    expect(cases[1]![0].cause).toBe(cause);
  });

  it.each([
    [503, true],
    [404, false],
  ])('should say whether trying later may help for a hand-made HttpError of status %i, and give no attempts', (status, retryable) => {
    const error = new HttpError('h', 'X', { status, method: 'GET', url: 'u' });
    expect(error.retryable).toBe(retryable);
    expect(error.attempts).toBeUndefined();
    expect(error.toJSON()).toMatchObject({ retryable });
  });

  it('should keep the attempts and retryable it is given, in toJSON too', () => {
    const error = new HttpError('h', 'X', { status: 500, method: 'GET', url: 'u', attempts: 3, retryable: false });
    expect(error.toJSON()).toMatchObject({ attempts: 3, retryable: false });
  });

  it('should summarise the cause in toJSON', () => {
    const error = new NetworkError('Network error', { cause: new TypeError('fetch failed') });
    expect(error.toJSON()).toEqual({
      name: 'NetworkError',
      message: 'Network error',
      code: 'ERR_NETWORK',
      cause: { name: 'TypeError', message: 'fetch failed' },
    });
  });

  it('should let other packages subclass it with their own codes', () => {
    class OAuthError extends StorefrontError {
      constructor(message: string) {
        super(message, 'ERR_OAUTH_STATE');
        this.name = 'OAuthError';
      }
    }
    const error = new OAuthError('Invalid _state');
    expect(isStorefrontError(error)).toBe(true);
    expect(error.toJSON()).toMatchObject({ name: 'OAuthError', code: 'ERR_OAUTH_STATE', message: 'Invalid _state' });
  });

  it('should recognise an error branded by another copy of the package', () => {
    const foreign = Object.defineProperty(new Error('x'), Symbol.for('storefront-kit.error'), { value: true });
    expect(isStorefrontError(foreign)).toBe(true);
    expect(isStorefrontError(new Error('x'))).toBe(false);
    expect(isStorefrontError({ code: 'ERR_NETWORK' })).toBe(false);
    expect(isStorefrontError(null)).toBe(false);
    expect(isStorefrontError('ERR_NETWORK')).toBe(false);
  });
});

describe('tokens never leak', () => {
  it('should keep the Authorization value out of every error kind', async () => {
    const auth = { getAuthHeaders: async () => ({ Authorization: TOKEN }) };
    const failures = [
      mockFetch(() => json({ message: 'nope' }, { status: 401, statusText: 'Unauthorized' })),
      mockFetch(() => json({}, { status: 503, statusText: 'Service Unavailable' })),
      mockFetch(() => Promise.reject(new TypeError('fetch failed'))),
      mockFetch(() => new Response('<html>', { headers: { 'content-type': 'text/html' } })),
    ];
    for (const fetch of failures) {
      const error = (await rejectionOf(createClient({ fetch, auth, retry: false }).request(updateCart, { body: {} }))) as StorefrontError;
      expect(isStorefrontError(error)).toBe(true);
      for (const text of [error.message, JSON.stringify(error), String(error.cause), error.stack ?? '']) {
        expect(text).not.toContain(TOKEN);
      }
    }
  });

  it('should keep the network cause', async () => {
    const cause = new TypeError('fetch failed');
    const error = await rejectionOf(createClient({ fetch: mockFetch(() => Promise.reject(cause)), retry: false }).request(updateCart));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toBe(cause);
    expect((error as NetworkError).message).toBe('Network error on PATCH https://www.wixapis.com/ecom/v1/carts/current');
  });
});
