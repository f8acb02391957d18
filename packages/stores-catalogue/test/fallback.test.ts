import { startEmulator, type Emulator } from '@storefront-kit/emulator';
import { InvalidResponseError, type RequestClient } from '@storefront-kit/http-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getProduct, queryProducts } from '@storefront-kit/stores-catalogue';
import { visitorClient } from './helpers';

let emulator: Emulator;
let visitor: RequestClient;
let id: string;
const READER = () => `/stores-reader/v1/products/${id}`;
const FALLBACK = () => `/stores-reader/v1/products-platformized/${id}`;
const productCalls = () => emulator.requestLog({ path: '/stores-reader/v1/products*/**' }).map((r) => [r.method, r.host, r.path, r.status, r.fault ?? null]);

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  visitor = visitorClient(emulator, { retry: false });
  id = (await queryProducts(visitor).eq('slug', 'hoodie').find()).items[0]!.id!;
  emulator.clearRequestLog();
});
afterAll(() => emulator?.stop());
afterEach(() => {
  // The setTimeout spy first: restored after the real timers, it would put the fake setTimeout back for the next files.
  vi.restoreAllMocks();
  vi.useRealTimers();
  emulator.clearFaults();
  emulator.clearRequestLog();
});

describe('getProduct reader-route fallback against emulator faults', () => {
  it('answers from the products-platformized route when the reader route gives 503', async () => {
    emulator.addFault({ path: READER(), method: 'GET', kind: 'status', status: 503 });
    const { product } = await getProduct(visitor, id);
    expect(product).toMatchObject({ id, slug: 'hoodie' });
    expect(productCalls()).toEqual([
      ['GET', 'readOnly', READER(), 503, 'status'],
      ['GET', 'readOnly', FALLBACK(), 200, null],
    ]);
  });

  it('falls back after http-core has retried the reader route', async () => {
    emulator.addFault({ path: READER(), method: 'GET', kind: 'status', status: 502 });
    const retrying = visitorClient(emulator, { retry: { limit: 2, baseDelayMs: 1, maxDelayMs: 1 } });
    await expect(getProduct(retrying, id)).resolves.toMatchObject({ product: { id } });
    expect(productCalls().map((c) => [c[2], c[3]])).toEqual([
      [READER(), 502],
      [READER(), 502],
      [READER(), 502],
      [FALLBACK(), 200],
    ]);
  });

  it('falls back when the connection is reset, and when the answer is not JSON', async () => {
    emulator.addFault({ path: READER(), method: 'GET', kind: 'reset', times: 1 });
    await expect(getProduct(visitor, id)).resolves.toMatchObject({ product: { id } });
    emulator.addFault({ path: READER(), method: 'GET', kind: 'non-json', times: 1 });
    await expect(getProduct(visitor, id)).resolves.toMatchObject({ product: { id } });
    expect(productCalls().map((c) => [c[2], c[4]])).toEqual([
      [READER(), 'reset'],
      [FALLBACK(), null],
      [READER(), 'non-json'],
      [FALLBACK(), null],
    ]);
  });

  it('does not fall back on a 403 or a 429: one request, typed error', async () => {
    emulator.addFault({ path: READER(), method: 'GET', kind: 'status', status: 403 });
    await expect(getProduct(visitor, id)).rejects.toMatchObject({ name: 'HttpError', status: 403 });
    emulator.clearFaults();
    emulator.addFault({ path: READER(), method: 'GET', kind: 'rate-limit', retryAfter: 1 });
    await expect(getProduct(visitor, id)).rejects.toMatchObject({ status: 429, retryAfterMs: 1000 });
    expect(productCalls().map((c) => c[2])).toEqual([READER(), READER()]);
  });

  it('waits out a 429 with Retry-After when retries are on, then answers from the same route', async () => {
    const retrying = visitorClient(emulator, { retry: { limit: 2 } });
    await getProduct(retrying, id); // its token, before the clock is faked
    emulator.clearRequestLog();
    emulator.addFault({ path: READER(), method: 'GET', kind: 'rate-limit', retryAfter: 1, times: 1 });
    // Fake timers (Date stays real; the emulator's GET path arms none): the wait is checked to the millisecond
    // instead of measured with the wall clock, which a timer may undercut by a millisecond.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const armed = vi.spyOn(globalThis, 'setTimeout');
    const answer = getProduct(retrying, id);
    // Real I/O runs until the SDK arms the server's wait: 1000 ms, where a backoff would be 300 ms at most.
    for (const since = Date.now(); !armed.mock.calls.some(([, ms]) => ms === 1_000); ) {
      if (Date.now() - since > 4_000) throw new Error(`no 1000 ms wait was armed (${JSON.stringify(armed.mock.calls.map(([, ms]) => ms))})`);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await vi.advanceTimersByTimeAsync(999);
    expect(productCalls().map((c) => c[3])).toEqual([429]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toMatchObject({ product: { id } });
    expect(productCalls().map((c) => [c[2], c[3]])).toEqual([
      [READER(), 429],
      [READER(), 200],
    ]);
  });

  it("falls back over a gateway's HTML error page, and never puts the page in the error", async () => {
    emulator.addFault({ path: READER(), method: 'GET', kind: 'html', status: 502, times: 1 });
    await expect(getProduct(visitor, id)).resolves.toMatchObject({ product: { id } });
    emulator.addFault({ path: READER(), method: 'GET', kind: 'html', status: 502, times: 1 });
    emulator.addFault({ path: FALLBACK(), method: 'GET', kind: 'html', status: 502, times: 1 });
    const error = await getProduct(visitor, id).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HttpError', status: 502 });
    expect(String((error as Error).message)).not.toMatch(/<html|DOCTYPE|emulated gateway/i);
    expect(JSON.stringify(error)).not.toMatch(/<html|DOCTYPE/i);
  });

  it("throws the fallback route's error, with the reader route's as cause, when both fail", async () => {
    emulator.addFault({ path: READER(), method: 'GET', kind: 'status', status: 500 });
    emulator.addFault({ path: FALLBACK(), method: 'GET', kind: 'status', status: 504 });
    const error = await getProduct(visitor, id).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HttpError', status: 504 });
    expect((error as Error).cause).toMatchObject({ status: 500 });
    expect(productCalls().map((c) => c[2])).toEqual([READER(), FALLBACK()]);
  });

  it('falls back when the reader route answers an empty 200, and answers the product', async () => {
    emulator.addFault({ path: READER(), method: 'GET', kind: 'status', status: 200, body: '', times: 1 });
    const { product } = await getProduct(visitor, id);
    expect(product).toMatchObject({ id, slug: 'hoodie' });
    expect(productCalls()).toEqual([
      ['GET', 'readOnly', READER(), 200, 'status'],
      ['GET', 'readOnly', FALLBACK(), 200, null],
    ]);
  });

  it('throws an InvalidResponseError when both routes answer an empty 200', async () => {
    emulator.addFault({ path: READER(), method: 'GET', kind: 'status', status: 200, body: '', times: 1 });
    emulator.addFault({ path: FALLBACK(), method: 'GET', kind: 'status', status: 200, body: '', times: 1 });
    const error = await getProduct(visitor, id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ status: 200, message: 'The product answer has no product.' });
    expect((error as Error).cause).toBeInstanceOf(InvalidResponseError);
    expect(productCalls().map((c) => [c[2], c[3], c[4]])).toEqual([
      [READER(), 200, 'status'],
      [FALLBACK(), 200, 'status'],
    ]);
  });
});
