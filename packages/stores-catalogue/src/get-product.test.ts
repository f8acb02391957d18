import { InvalidResponseError, NetworkError, TimeoutError, type RequestClient } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import { json, TEST_HOSTS } from '@storefront-kit/test-utils/recording-fetch';
import { recordingClient } from '../test/recording-client';
import { getProduct } from './index';

const product = { product: { id: 'p1', name: 'Tee' } };
const READER = '/stores-reader/v1/products/p1';
const FALLBACK = '/stores-reader/v1/products-platformized/p1';
const appError = (status: number, code: string) =>
  json({ message: code, details: { applicationError: { code, description: code } } }, { status, statusText: code });

/** A client whose reader route answers `first` (or throws it), and whose fallback route answers `second`. */
function routes(first: () => Response, second: () => Response = () => json(product)) {
  return recordingClient((req) => (new URL(req.url).pathname === READER ? first() : second()));
}

describe('getProduct fallback route', () => {
  it.each([
    ['a 500', () => json({ message: 'boom' }, { status: 500 })],
    ['a 503', () => json({}, { status: 503 })],
    ['a 404 of the route', () => appError(404, 'NOT_FOUND')],
    ['a bare 404', () => new Response(null, { status: 404 })],
    ['a 200 that is not JSON', () => new Response('<html>', { headers: { 'content-type': 'text/html' } })],
    ['a 200 {} without a product', () => json({})],
    ['an empty 200', () => new Response(null, { status: 200 })],
    [
      'a network error',
      () => {
        throw new TypeError('fetch failed');
      },
    ],
  ])('after %s, asks the products-platformized route once', async (_what, first) => {
    const { client, requests } = routes(first);
    await expect(getProduct(client, 'p1', { includeMerchantSpecificData: true })).resolves.toEqual(product);
    expect(requests.map((r) => [r.method, r.host, r.path, r.query])).toEqual([
      ['GET', TEST_HOSTS.readOnly, READER, { id: 'p1', includeMerchantSpecificData: 'true' }],
      ['GET', TEST_HOSTS.readOnly, FALLBACK, { id: 'p1', includeMerchantSpecificData: 'true' }],
    ]);
  });

  it.each([
    [
      '400 validation',
      () => json({ message: 'bad', details: { validationError: { fieldViolations: [{ field: 'id', description: 'bad' }] } } }, { status: 400 }),
      400,
    ],
    ['401', () => appError(401, 'UNAUTHENTICATED'), 401],
    ['403', () => appError(403, 'PERMISSION_DENIED'), 403],
    ['404 PRODUCT_NOT_FOUND', () => appError(404, 'PRODUCT_NOT_FOUND'), 404],
    ['429', () => appError(429, 'TOO_MANY_REQUESTS'), 429],
  ])('does not fall back after %s', async (_what, first, status) => {
    const { client, requests } = routes(first);
    await expect(getProduct(client, 'p1')).rejects.toMatchObject({ name: 'HttpError', status });
    expect(requests).toHaveLength(1);
  });

  it('does not fall back after an abort or a timeout', async () => {
    const controller = new AbortController();
    const { client, requests } = routes(() => {
      controller.abort();
      return json(product);
    });
    await expect(getProduct(client, 'p1', { signal: controller.signal })).rejects.toMatchObject({ code: 'ERR_ABORTED' });
    expect(requests).toHaveLength(1);
    let calls = 0;
    const slow: RequestClient = { request: () => (calls++, Promise.reject(new TimeoutError('Timed out', 10))) };
    await expect(getProduct(slow, 'p1')).rejects.toBeInstanceOf(TimeoutError);
    expect(calls).toBe(1);
  });

  it('throws the fallback error with the first one as cause when both routes fail', async () => {
    const { client, requests } = routes(
      () => json({}, { status: 503 }),
      () => appError(404, 'PRODUCT_NOT_FOUND'),
    );
    const error = await getProduct(client, 'p1').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HttpError', status: 404, code: 'PRODUCT_NOT_FOUND' });
    expect((error as Error).cause).toMatchObject({ name: 'HttpError', status: 503 });
    expect(requests).toHaveLength(2);
  });

  it('throws an InvalidResponseError, with the first as cause, when neither route answers a product', async () => {
    const { client, requests } = routes(
      () => json({}),
      () => new Response(null, { status: 200 }),
    );
    const error = await getProduct(client, 'p1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ status: 200, message: 'The product answer has no product.' });
    expect((error as Error).cause).toBeInstanceOf(InvalidResponseError);
    expect(requests.map((r) => r.path)).toEqual([READER, FALLBACK]);
  });

  it('keeps a network error of the fallback with its own cause', async () => {
    const { client } = routes(
      () => json({}, { status: 500 }),
      () => {
        throw new TypeError('fetch failed');
      },
    );
    const error = await getProduct(client, 'p1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  });
});
