/**
 * Shared set-up of the V3 request-equality tests: the official SDK's `productsV3`, `readOnlyVariantsV3`
 * and `catalogVersioning` modules and this SDK's same calls, each over its own recording fetch answering
 * one canned body that satisfies every call. A test runs both sides of a pair and compares what went on
 * the wire: method, path, decoded query (`.r` as its JSON) and JSON body. Hosts are not compared: the
 * official SDK sends everything to `www` (API key) or `edge` (OAuth); this SDK's split mode sends GETs to
 * the read-only host, by design.
 */
import { expect } from 'vitest';
import { ApiKeyStrategy, createClient as createOfficialClient } from '@wix/sdk';
import { catalogVersioning, productsV3, readOnlyVariantsV3 } from '@wix/stores';
import { createClient, type RequestClient } from '@storefront-kit/http-core';
import { json, recordingFetch, testClientOptions, type Recorded } from '@storefront-kit/test-utils/recording-fetch';

/** A product as the platform answers it, enough for every call that reads one back. */
const PRODUCT = { id: 'p1', revision: '1', name: 'Tee', slug: 'tee' };

/** The one answer of every request: each call finds the key it reads. */
const ANSWER = {
  catalogVersion: 'V3_CATALOG',
  product: PRODUCT,
  products: [PRODUCT],
  variants: [{ id: 'v1', variantId: 'v1', productData: { productId: 'p1' } }],
  pagingMetadata: { count: 1, cursors: { next: 'CURSOR-NEXT-1' }, hasNext: true },
  count: 3,
  results: [],
  bulkActionMetadata: { totalSuccesses: 0, totalFailures: 0, undetailedFailures: 0 },
  jobId: 'job-1',
  categoryId: 'all-products',
  treeReference: { appNamespace: '@wix/stores' },
};

/** What a request-equality test compares. */
const wire = ({ method, path, query, body }: Recorded) => ({ method, path, query, body });

/** The official client over a recording fetch (API key auth: no token call before the module call). */
function officialSide() {
  const { fetch, requests } = recordingFetch(() => json(ANSWER));
  const client = createOfficialClient({
    modules: { productsV3, readOnlyVariantsV3, catalogVersioning },
    auth: ApiKeyStrategy({ apiKey: 'api-key', siteId: 'site-id' }),
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => fetch(new Request(input, init))) as typeof globalThis.fetch,
  });
  return { client, requests };
}

/** The official client's type. */
export type Official = ReturnType<typeof officialSide>['client'];

/** This SDK's client over a recording fetch. */
function ourSide() {
  const { fetch, requests } = recordingFetch(() => json(ANSWER));
  return { client: createClient(testClientOptions(fetch)) as RequestClient, requests };
}

/**
 * Runs `official` and `ours` and expects the same requests on the wire. The official SDK's answer
 * transforms may reject on the canned body: only its request matters. Ours must resolve.
 */
export async function expectSameRequests(official: (c: Official) => Promise<unknown>, ours: (c: RequestClient) => Promise<unknown>): Promise<Recorded[]> {
  const theirs = officialSide();
  await official(theirs.client).catch(() => undefined);
  const mine = ourSide();
  await ours(mine.client);
  expect(theirs.requests.length).toBeGreaterThan(0);
  expect(mine.requests.map(wire)).toEqual(theirs.requests.map(wire));
  return mine.requests;
}
