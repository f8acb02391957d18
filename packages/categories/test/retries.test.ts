/**
 * The categories' reads that the platform serves as POSTs (query, search, count, the categories of items)
 * are retried like GETs after a 503 or a dropped connection; a POST write is not. Over real HTTP, with
 * the emulator's fault injection.
 */
import { demoProductId, startEmulator, type Emulator } from '@storefront-kit/emulator';
import { createClient, type RequestClient } from '@storefront-kit/http-core';
import { ApiKeyStrategy, OAuthStrategy } from '@storefront-kit/identity-oauth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countCategories, createCategory, listCategoriesForItems, queryCategories, searchCategories, storeProduct } from '../src/index';

let emulator: Emulator;
let visitor: RequestClient;
let merchant: RequestClient;
// Retries on, with a backoff of at most 1 ms: the test waits on the fault rules, not on a clock.
const retry = { limit: 2, baseDelayMs: 1, maxDelayMs: 1 };

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  visitor = createClient({ hosts: emulator.hosts, retry, auth: OAuthStrategy({ clientId: emulator.clientId, hosts: emulator.hosts }) });
  merchant = createClient({ hosts: emulator.hosts, retry, auth: ApiKeyStrategy({ apiKey: emulator.apiKey, siteId: emulator.siteId }) });
});
afterAll(() => emulator.stop());
afterEach(() => {
  emulator.clearFaults();
  emulator.clearRequestLog();
});

/** What the emulator saw on `path`: method, status (0 for a dropped connection) and the fault applied. */
const attempts = (path: string) => emulator.requestLog({ path }).map((r) => [r.method, r.status, r.fault ?? null]);

const READS: [name: string, path: string, call: (client: RequestClient) => Promise<unknown>][] = [
  ['queryCategories', '/categories/v1/categories/query', async (client) => (await queryCategories(client).limit(2).find()).items],
  ['searchCategories', '/categories/v1/categories/search', (client) => searchCategories(client, { search: { expression: 'discounted' } })],
  ['countCategories', '/categories/v1/categories/count', (client) => countCategories(client)],
  [
    'listCategoriesForItems',
    '/categories/v1/categories/list-categories-for-items',
    (client) => listCategoriesForItems(client, [storeProduct(demoProductId('canvas-tote'))]),
  ],
];

describe('POST reads are retried', () => {
  it.each(READS)('%s answers after a 503 and then a dropped connection', async (_name, path, call) => {
    emulator.addFault({ path, method: 'POST', kind: 'status', status: 503, times: 1 });
    const answer = await call(visitor);
    emulator.addFault({ path, method: 'POST', kind: 'reset', times: 1 });
    expect(await call(visitor)).toEqual(answer);
    expect(attempts(path)).toEqual([
      ['POST', 503, 'status'],
      ['POST', 200, null],
      ['POST', 0, 'reset'],
      ['POST', 200, null],
    ]);
  });

  it('queryCategories gives up after the retry limit with the last 503', async () => {
    const path = '/categories/v1/categories/query';
    emulator.addFault({ path, method: 'POST', kind: 'status', status: 503 });
    await expect(queryCategories(visitor).find()).rejects.toMatchObject({ name: 'HttpError', status: 503, attempts: 3 });
    expect(attempts(path)).toHaveLength(3);
  });
});

describe('POST writes are not retried', () => {
  it('createCategory fails on the first 503, sent once: a lost answer must not create twice', async () => {
    const path = '/categories/v1/categories';
    emulator.addFault({ path, method: 'POST', kind: 'status', status: 503, times: 1 });
    await expect(createCategory(merchant, { name: 'Once only' })).rejects.toMatchObject({ name: 'HttpError', status: 503, attempts: 1 });
    expect(attempts(path)).toEqual([['POST', 503, 'status']]);
  });
});
