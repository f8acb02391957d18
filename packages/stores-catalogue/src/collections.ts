import { createQueryBuilder, requireId, type CallOptions, type OffsetQueryBuilder, type RequestClient } from '@storefront-kit/http-core';
import { GET_COLLECTION, GET_COLLECTION_BY_SLUG, GET_COLLECTION_BY_SLUG_V1, QUERY_COLLECTIONS } from './endpoints';
import { readEntity } from './entity';
import type { Collection, GetCollectionResponse, QueryCollectionsResponse } from '@storefront-kit/wire/catalogue';

/**
 * Gets a collection by id (v2: `GET /v2/collections/{id}`, read-only host).
 *
 * @param client - a client from `createClient`
 * @param id - the collection id
 * @param options - `signal`, `timeoutMs`
 * @returns the collection itself, with `numberOfProducts`: the one catalogue read the official SDK
 * unwraps (its other single reads, like `getCollectionBySlug`, return the envelope)
 * @throws {ValidationError} a blank or over-long id, before any request
 * @throws {HttpError} 404 `COLLECTION_NOT_FOUND`
 * @throws {InvalidResponseError} an answer without a collection (e.g. an empty 200)
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { getCollection } from '@storefront-kit/stores-catalogue';
 * const collection = await getCollection(createClient(), '00000000-000000-000000-000000000001');
 * console.log(collection.name, collection.numberOfProducts);
 * ```
 */
export async function getCollection(client: RequestClient, id: string, options: CallOptions = {}): Promise<Collection> {
  return (await readEntity<GetCollectionResponse>(client, GET_COLLECTION, { id: requireId(id, 'id') }, 'collection', options)).collection;
}

/**
 * Gets a collection by slug (v2: `GET /v2/collections/slug/{slug}`, read-only host). The slug is
 * percent-encoded as one path segment.
 *
 * @param client - a client from `createClient`
 * @param slug - the collection slug, e.g. `sale`
 * @param options - `signal`, `timeoutMs`
 * @returns `{ collection }`, the platform's envelope (as the official SDK)
 * @throws {ValidationError} a blank or over-long slug, before any request
 * @throws {HttpError} 404 `COLLECTION_NOT_FOUND`
 * @throws {InvalidResponseError} an answer without a collection (e.g. an empty 200)
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { getCollectionBySlug } from '@storefront-kit/stores-catalogue';
 * const { collection } = await getCollectionBySlug(createClient(), 'sale');
 * ```
 */
export async function getCollectionBySlug(client: RequestClient, slug: string, options: CallOptions = {}): Promise<GetCollectionResponse> {
  return readEntity(client, GET_COLLECTION_BY_SLUG, { slug: requireId(slug, 'slug') }, 'collection', options);
}

/**
 * Gets a collection by slug through the v1 reader (`GET /stores-reader/v1/collections/slug/{slug}`);
 * `products.getCollectionBySlug` in the namespace, as in the platform's SDK.
 *
 * @param client - a client from `createClient`
 * @param slug - the collection slug
 * @param options - `signal`, `timeoutMs`
 * @returns `{ collection }`, the platform's envelope (as the official SDK)
 * @throws {ValidationError} a blank or over-long slug, before any request
 * @throws {HttpError} 404 `COLLECTION_NOT_FOUND`
 * @throws {InvalidResponseError} an answer without a collection (e.g. an empty 200)
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { getCollectionBySlugV1 } from '@storefront-kit/stores-catalogue';
 * const { collection } = await getCollectionBySlugV1(createClient(), 'apparel');
 * ```
 */
export async function getCollectionBySlugV1(client: RequestClient, slug: string, options: CallOptions = {}): Promise<GetCollectionResponse> {
  return readEntity(client, GET_COLLECTION_BY_SLUG_V1, { slug: requireId(slug, 'slug') }, 'collection', options);
}

/**
 * Collection fields the collections query filters and sorts on.
 *
 * @group Queries
 */
export type CollectionQueryField = 'id' | 'name' | 'slug' | 'visible' | 'numberOfProducts' | 'description';

/**
 * The collections query builder (offset paging).
 *
 * @group Queries
 * @example
 * ```ts
 * import type { CollectionsQueryBuilder } from '@storefront-kit/stores-catalogue';
 * const byName = (q: CollectionsQueryBuilder) => q.ascending('name');
 * ```
 */
export type CollectionsQueryBuilder = OffsetQueryBuilder<Collection, CollectionQueryField>;

/**
 * Starts a collections query (v2: `/v2/collections/query`, offset paging, limit 50 by default). Pages
 * are GETs with a `.r` payload on the read-only host, or POSTs on the api host above 4000 characters.
 *
 * @param client - a client from `createClient`
 * @returns an immutable builder; nothing is sent until `find()`, `pages()` or `iterate()` (each takes `{ signal, timeoutMs }`)
 *
 * @group Queries
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { queryCollections } from '@storefront-kit/stores-catalogue';
 * const { items } = await queryCollections(createClient()).startsWith('name', 'A').ascending('name').find();
 * ```
 */
export function queryCollections(client: RequestClient): CollectionsQueryBuilder {
  return createQueryBuilder<Collection, CollectionQueryField>({
    paging: 'offset',
    fetchPage: async (query, { signal, timeoutMs }) => {
      const r = await client.request<QueryCollectionsResponse>(QUERY_COLLECTIONS, { query: { query }, signal, timeoutMs });
      return { items: r.collections ?? [], metadata: r.metadata };
    },
  });
}
