import { startEmulator, type Emulator } from '@storefront-kit/emulator';
import { createClient, HttpError, TimeoutError, type HostMode } from '@storefront-kit/http-core';
import { ApiKeyStrategy, OAuthStrategy } from '@storefront-kit/identity-oauth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { graphql, graphqlModule, type TypedDocumentLike } from '../src/index';

/** A document as `graphql-tag` / `parse()` leave it: definitions plus `loc.source.body`. */
function doc<TData, TVariables>(body: string): TypedDocumentLike<TData, TVariables> {
  return { kind: 'Document', definitions: [], loc: { start: 0, end: body.length, source: { body, name: 'GraphQL request' } } } as never;
}

interface ProductsData {
  products: { total: number; items: { id: string; name: string; price: number; slug: string }[] };
}
const ProductsDocument = doc<ProductsData, { limit?: number; sort?: string }>(
  'query Products($limit: Int, $sort: ProductSort) { products(limit: $limit, sort: $sort) { total items { id name price slug } } }',
);
interface CollectionData {
  collection: { id: string; name: string; slug: string; products: { items: { id: string; slug: string }[] } } | null;
}
const CollectionDocument = doc<CollectionData, { slug: string }>(
  'query Collection($slug: String!) { collection(slug: $slug) { id name slug products(limit: 50) { items { id slug } } } }',
);

describe('graphql against the emulator', () => {
  let emulator: Emulator;
  /** A new anonymous visitor (its first call fetches a token from the client's hosts). */
  const visitor = (hostMode?: HostMode) =>
    createClient({ hosts: emulator.hosts, auth: OAuthStrategy({ clientId: emulator.clientId }), ...(hostMode ? { hostMode } : {}) });

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
  });
  afterAll(async () => {
    await emulator?.stop();
  });
  afterEach(() => {
    emulator.clearFaults();
    emulator.clearRequestLog();
  });

  it('should query products with variables and get typed data', async () => {
    const { data, errors } = await graphql(visitor(), ProductsDocument, { limit: 3, sort: 'PRICE_DESC' });
    expect(errors).toBeUndefined();
    expect(data!.products.items).toHaveLength(3);
    expect(data!.products.total).toBeGreaterThan(3);
    const prices = data!.products.items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const [entry] = emulator.requestLog({ path: '/graphql/*' });
    expect(entry).toMatchObject({ method: 'POST', host: 'api', path: '/graphql/alpha', auth: 'visitor', status: 200 });
  });

  it('should read a collection by slug, matching the REST answer', async () => {
    const client = visitor();
    const { data } = await graphql(client, CollectionDocument, { slug: 'apparel' });
    expect(data!.collection).toMatchObject({ slug: 'apparel', name: expect.any(String) });
    const rest = await (
      await fetch(`${emulator.hosts.readOnly}/stores-reader/v1/collections/slug/apparel`, {
        headers: await client.auth!.getAuthHeaders(),
      })
    ).json();
    expect(data!.collection!.id).toBe((rest as { collection: { id: string } }).collection.id);
    expect(data!.collection!.products.items.map((p) => p.slug)).toContain('classic-tee');
  });

  it('should see a product written over REST at once (same catalogue state)', async () => {
    const merchant = createClient({
      hosts: emulator.hosts,
      auth: ApiKeyStrategy({ apiKey: emulator.apiKey, siteId: emulator.siteId }),
      modules: { gql: graphqlModule },
    });
    const created = await fetch(`${emulator.url}/stores/v1/products`, {
      method: 'POST',
      headers: { authorization: emulator.apiKey, 'wix-site-id': emulator.siteId, 'content-type': 'application/json' },
      body: JSON.stringify({ product: { name: 'GraphQL mug', productType: 'physical', priceData: { price: 9 } } }),
    });
    const { product } = (await created.json()) as { product: { id: string } };
    const { data } = await merchant.gql.graphql('query ($id: ID) { product(id: $id) { id name price } }', { id: product.id });
    expect(data).toEqual({ product: { id: product.id, name: 'GraphQL mug', price: 9 } });
  });

  it('should send edge-mode calls to the api host', async () => {
    const { data } = await graphql(visitor('edge'), ProductsDocument, { limit: 1 }, { apiVersion: 'v1' });
    expect(data!.products.items).toHaveLength(1);
    expect(emulator.requestLog({ path: '/graphql/*' }).map((e) => [e.host, e.path, e.auth])).toEqual([['api', '/graphql/v1', 'visitor']]);
  });

  it('should return GraphQL errors (unknown field) without throwing; data is null', async () => {
    const result = await graphql(visitor(), '{ products { items { nope } } }');
    expect(result.data).toBeNull();
    expect(result.errors).toEqual([expect.objectContaining({ message: expect.stringContaining('nope') })]);
  });

  it('should return partial data with a resolver error', async () => {
    const result = await graphql<{ products: unknown; collections: { total: number } }>(visitor(), '{ products(limit: 500) { total } collections { total } }');
    expect(result.data?.products).toBeNull();
    expect(result.data?.collections.total).toBeGreaterThan(0);
    expect(result.errors?.[0]).toMatchObject({ path: ['products'] });
  });

  it('should throw a typed HttpError on a 500 fault, after sending a mutation once (a query is retried: retries.test.ts)', async () => {
    emulator.addFault({ path: '/graphql/*', kind: 'status', status: 500 });
    const error = await graphql(visitor(), 'mutation { removeCoupon { id } }').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 500, method: 'POST', message: expect.stringMatching(/^System error occurred/) });
    expect((error as HttpError).requestId).toBe(emulator.requestLog({ path: '/graphql/*' })[0]!.requestId);
    expect(emulator.requestLog({ path: '/graphql/*' })).toHaveLength(1);
  });

  it('should throw an HttpError 401 without a token', async () => {
    const error = await graphql(createClient({ hosts: emulator.hosts }), '{ products { total } }').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
  });

  it('should time out with a TimeoutError when the answer is late (latency fault)', async () => {
    emulator.addFault({ path: '/graphql/*', kind: 'latency', latencyMs: 500, times: 1 });
    await expect(graphql(visitor(), ProductsDocument, {}, { timeoutMs: 50 })).rejects.toBeInstanceOf(TimeoutError);
  });
});
