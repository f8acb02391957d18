/**
 * The catalogue reads that the platform serves as POSTs (V1 options availability and variant queries, V3
 * variant query and search) are retried like GETs after a 503 or a dropped connection, and so is a GET read
 * sent as a POST for its length; a POST write is not. Over real HTTP, with the emulator's fault injection
 * (a V1 and a V3 catalogue).
 */
import { DEMO_PRODUCT_SLUGS, demoProductId, startEmulator, type Emulator } from '@storefront-kit/emulator';
import type { RequestClient } from '@storefront-kit/http-core';
import { createCollection, getProductOptionsAvailability, queryProductVariants, queryStoreVariants } from '@storefront-kit/stores-catalogue';
import { queryProducts, queryVariants, searchVariants } from '@storefront-kit/stores-catalogue/v3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { merchantClient, visitorClient } from './helpers';

// Retries on, with a backoff of at most 1 ms: the test waits on the fault rules, not on a clock.
const retry = { limit: 2, baseDelayMs: 1, maxDelayMs: 1 };
let v1: Emulator;
let v3: Emulator;
const emulators = () => [v1, v3];

beforeAll(async () => {
  [v1, v3] = await Promise.all([startEmulator({ port: 0 }), startEmulator({ port: 0, catalog: 'v3' })]);
});
afterAll(() => Promise.all(emulators().map((e) => e?.stop())));
afterEach(() => {
  for (const emulator of emulators()) {
    emulator.clearFaults();
    emulator.clearRequestLog();
  }
});

/** What `emulator` saw on `path`: method, status (0 for a dropped connection) and the fault applied. */
const attempts = (emulator: Emulator, path: string) => emulator.requestLog({ path }).map((r) => [r.method, r.status, r.fault ?? null]);

const tee = demoProductId('classic-tee');
/** The ids of a list of variants: answers carry media URLs that expire a day after each answer, so whole answers differ. */
const ids = (variants: { id?: string | null }[] = []) => variants.map((v) => v.id);
const READS: [name: string, emulator: () => Emulator, path: string, call: (client: RequestClient) => Promise<unknown>][] = [
  ['getProductOptionsAvailability', () => v1, `/stores-reader/v1/products/${tee}/productOptionsAvailability`, (c) => getProductOptionsAvailability(c, tee, {})],
  ['queryProductVariants', () => v1, `/stores-reader/v1/products/${tee}/variants/query`, async (c) => ids((await queryProductVariants(c, tee)).variants)],
  ['queryStoreVariants', () => v1, '/stores-reader/v1/variants/query', async (c) => ids((await queryStoreVariants(c, { paging: { limit: 5 } })).variants)],
  [
    'V3 queryVariants',
    () => v3,
    '/stores/v3/products/query-variants',
    async (c) => ids((await queryVariants(c).in('productData.productId', [tee]).find()).items),
  ],
  [
    'V3 searchVariants',
    () => v3,
    '/stores/v3/products/search-variants',
    async (c) => ids((await searchVariants(c, { search: { expression: 'tee' } })).variants),
  ],
];

describe('POST reads are retried', () => {
  it.each(READS)('%s answers after a 503 and then a dropped connection', async (_name, emulatorOf, path, call) => {
    const emulator = emulatorOf();
    const visitor = visitorClient(emulator, { retry });
    emulator.addFault({ path, method: 'POST', kind: 'status', status: 503, times: 1 });
    const answer = await call(visitor);
    emulator.addFault({ path, method: 'POST', kind: 'reset', times: 1 });
    expect(await call(visitor)).toEqual(answer);
    expect(attempts(emulator, path)).toEqual([
      ['POST', 503, 'status'],
      ['POST', 200, null],
      ['POST', 0, 'reset'],
      ['POST', 200, null],
    ]);
  });
});

describe('a GET read sent as a POST (its query past 4000 characters)', () => {
  it('V3 queryProducts is retried like the GET it stands for', async () => {
    const ids = [...DEMO_PRODUCT_SLUGS.map(demoProductId), ...Array.from({ length: 120 }, (_, i) => `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`)];
    const path = '/stores/v3/products/query';
    v3.addFault({ path, method: 'POST', kind: 'status', status: 503, times: 1 });
    v3.addFault({ path, method: 'POST', kind: 'reset', times: 1 });
    const { items } = await queryProducts(visitorClient(v3, { retry })).in('id', ids).limit(100).find();
    expect(items).toHaveLength(DEMO_PRODUCT_SLUGS.length);
    expect(attempts(v3, path)).toEqual([
      ['POST', 503, 'status'],
      ['POST', 0, 'reset'],
      ['POST', 200, null],
    ]);
  });
});

describe('POST writes are not retried', () => {
  it('createCollection fails on the first 503, sent once: a lost answer must not create twice', async () => {
    const path = '/stores/v1/collections';
    v1.addFault({ path, method: 'POST', kind: 'status', status: 503, times: 1 });
    await expect(createCollection(merchantClient(v1, { retry }), { name: 'Once only' })).rejects.toMatchObject({ name: 'HttpError', status: 503, attempts: 1 });
    expect(attempts(v1, path)).toEqual([['POST', 503, 'status']]);
  });
});
