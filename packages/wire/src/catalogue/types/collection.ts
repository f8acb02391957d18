/** Collections (v2 reads, v1 reader by slug). */
import type { Media } from './media';
import type { PagingMetadata, Query } from './query';

/**
 * A collection (`/v2/collections`, `/stores-reader/v1/collections`).
 *
 * @group Types
 * @example
 * ```ts
 * import type { Collection } from '@storefront-kit/stores-catalogue';
 * const menuEntry = (c: Collection) => ({ href: `/c/${c.slug}`, label: `${c.name} (${c.numberOfProducts ?? 0})` });
 * ```
 */
export interface Collection {
  id?: string;
  name?: string;
  slug?: string;
  media?: Media;
  numberOfProducts?: number;
  description?: string;
  visible?: boolean;
}

/**
 * Collection answers (`GET /v2/collections/slug/{slug}`, v1 by slug; `GET /v2/collections/{id}` is unwrapped by `getCollection`).
 *
 * @group Types
 * @example
 * ```ts
 * import type { GetCollectionResponse } from '@storefront-kit/stores-catalogue';
 * const count = (answer: GetCollectionResponse) => answer.collection.numberOfProducts ?? 0;
 * ```
 */
export interface GetCollectionResponse {
  collection: Collection;
}

/**
 * `/v2/collections/query` request.
 *
 * @group Types
 */
export interface QueryCollectionsRequest {
  query?: Query;
}

/**
 * `/v2/collections/query` answer.
 *
 * @group Types
 * @example
 * ```ts
 * import type { QueryCollectionsResponse } from '@storefront-kit/stores-catalogue';
 * const slugs = (answer: QueryCollectionsResponse) => answer.collections.map((c) => c.slug);
 * ```
 */
export interface QueryCollectionsResponse {
  collections: Collection[];
  metadata: PagingMetadata;
}
