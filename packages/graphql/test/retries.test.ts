/**
 * A GraphQL query is retried like a GET after a 503 or a dropped connection; a mutation, a subscription,
 * or an operation whose type cannot be told is sent once. Exact attempt counts with a fetch stub, then
 * over real HTTP with the emulator's fault injection.
 */
import { demoProductId, startEmulator, type Emulator } from '@storefront-kit/emulator';
import { createClient, type RequestClient } from '@storefront-kit/http-core';
import { OAuthStrategy } from '@storefront-kit/identity-oauth';
import { json, recordingFetch, testClientOptions } from '@storefront-kit/test-utils/recording-fetch';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { graphql, type DocumentLike } from '../src/index';

// Retries on, with a backoff of at most 1 ms: the tests wait on the answers, not on a clock.
const retry = { limit: 2, baseDelayMs: 1, maxDelayMs: 1 };
const TWO = 'query Products { products { total } } mutation Add { addToCart(lines: []) { id } }';
const document = (body: string): DocumentLike => ({ kind: 'Document', loc: { source: { body } } });

describe('attempts when every answer is a 503 (fetch stub)', () => {
  it.each([
    ['a named query', 3, 'query Products($limit: Int) { products(limit: $limit) { total } }', undefined],
    ['a query shorthand', 3, '{ products { total } }', undefined],
    ['a query whose strings and comments hold other keywords', 3, '# mutation\nquery { product(id: "} mutation {") { id } }', undefined],
    ['a query with a fragment', 3, 'query P { products { ...T } } fragment T on ProductPage { total }', undefined],
    ['the query of two operations, picked by operationName', 3, TWO, 'Products'],
    ['a mutation', 1, 'mutation { removeCoupon { id } }', undefined],
    ['the mutation of two operations, picked by operationName', 1, TWO, 'Add'],
    ['two operations and no operationName (cannot be told)', 1, TWO, undefined],
    ['an operationName the document does not hold', 1, 'query Products { products { total } }', 'Other'],
    ['a subscription', 1, 'subscription { cartChanged { id } }', undefined],
    ['text that does not parse (unbalanced braces)', 1, 'query { products { total }', undefined],
    ['a type-system definition', 1, 'type Query { a: Int }', undefined],
  ])('%s is sent %i time(s)', async (_name, attempts, query, operationName) => {
    const { fetch, requests } = recordingFetch(() => json({ errors: [{ message: 'unavailable' }] }, 503));
    const client = createClient({ ...testClientOptions(fetch), retry });
    await expect(graphql(client, query, undefined, operationName ? { operationName } : {})).rejects.toMatchObject({ status: 503, attempts });
    expect(requests).toHaveLength(attempts);
    expect(new Set(requests.map((r) => r.text)).size).toBe(1);
  });

  it('reads the operation of a document object from its source text', async () => {
    const { fetch, requests } = recordingFetch(() => json({}, 503));
    const client = createClient({ ...testClientOptions(fetch), retry });
    await expect(graphql(client, document('query { products { total } }') as never)).rejects.toMatchObject({ attempts: 3 });
    await expect(graphql(client, document('mutation { removeCoupon { id } }') as never)).rejects.toMatchObject({ attempts: 1 });
    expect(requests).toHaveLength(4);
  });
});

describe('over real HTTP (emulator faults)', () => {
  let emulator: Emulator;
  let visitor: RequestClient;
  const path = '/graphql/alpha';
  /** What the emulator saw on the GraphQL path: method, status (0 for a dropped connection), the fault applied. */
  const attempts = () => emulator.requestLog({ path }).map((r) => [r.method, r.status, r.fault ?? null]);

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
    visitor = createClient({ hosts: emulator.hosts, retry, auth: OAuthStrategy({ clientId: emulator.clientId, hosts: emulator.hosts }) });
  });
  afterAll(() => emulator.stop());
  afterEach(() => {
    emulator.clearFaults();
    emulator.clearRequestLog();
  });

  it('a query answers after a 503 and then after a dropped connection', async () => {
    const query = 'query Total { products { total } }';
    emulator.addFault({ path, method: 'POST', kind: 'status', status: 503, times: 1 });
    const first = await graphql(visitor, query);
    emulator.addFault({ path, method: 'POST', kind: 'reset', times: 1 });
    expect(await graphql(visitor, query)).toEqual(first);
    expect(first.data).toMatchObject({ products: { total: expect.any(Number) } });
    expect(attempts()).toEqual([
      ['POST', 503, 'status'],
      ['POST', 200, null],
      ['POST', 0, 'reset'],
      ['POST', 200, null],
    ]);
  });

  it('a mutation whose answer was lost is sent once: the line is added once, not twice', async () => {
    const add = 'mutation Add($id: ID!) { addToCart(lines: [{ productId: $id, quantity: 1 }]) { id } }';
    emulator.addFault({ path, method: 'POST', kind: 'lost', times: 1 });
    await expect(graphql(visitor, add, { id: demoProductId('canvas-tote') })).rejects.toMatchObject({ name: 'NetworkError' });
    expect(attempts()).toEqual([['POST', 0, 'lost']]);
    const { data } = await graphql<{ cart: { lineItems: { quantity: number }[] } }>(visitor, '{ cart { lineItems { quantity } } }');
    expect(data?.cart.lineItems).toEqual([{ quantity: 1 }]);
  });

  it('a mutation fails on the first 503, sent once', async () => {
    emulator.addFault({ path, method: 'POST', kind: 'status', status: 503, times: 1 });
    await expect(graphql(visitor, 'mutation { removeCoupon { id } }')).rejects.toMatchObject({ status: 503, attempts: 1 });
    expect(attempts()).toEqual([['POST', 503, 'status']]);
  });
});
