import { invalid, requireEntity, requireId, requireObject, requireText, type CallOptions, type RequestClient } from '@storefront-kit/http-core';
import { ADD_TO_COLLECTION, CREATE_COLLECTION, DELETE_COLLECTION, REMOVE_FROM_COLLECTION, UPDATE_COLLECTION } from './endpoints';
import { sendVoid } from './send';
import type { Collection } from '@storefront-kit/wire/catalogue';
import type { CollectionWriteResponse } from '@storefront-kit/wire/catalogue';
import { ids, name } from './validate';

/** Checks the parts of a collection write the SDK can judge alone; returns the collection. */
const checkCollection = (collection: Collection, creating: boolean): Collection => {
  const c = requireObject(collection, 'collection');
  if (creating || c.name !== undefined) name(c.name, 'collection.name');
  requireText(c, 'collection');
  return c;
};

/**
 * Creates a collection (merchant; `POST /stores/v1/collections`).
 *
 * @param collection - at least a non-blank `name`
 * @param options - `signal`, `timeoutMs`
 * @returns `{ collection }`
 * @throws {ValidationError} no name, a control character in a text, before any request
 * @throws {HttpError} 403 without merchant auth
 * @throws {InvalidResponseError} an answer without a collection (e.g. an empty 200)
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { createCollection } from '@storefront-kit/stores-catalogue';
 * declare const admin: ReturnType<typeof createClient>;
 * const { collection } = await createCollection(admin, { name: 'Summer' });
 * ```
 */
export async function createCollection(client: RequestClient, collection: Collection, options: CallOptions = {}): Promise<CollectionWriteResponse> {
  checkCollection(collection, true);
  return requireEntity(
    client.request<CollectionWriteResponse>(CREATE_COLLECTION, { body: { collection }, signal: options.signal, timeoutMs: options.timeoutMs }),
    'collection',
  );
}

/**
 * Updates a collection (merchant; `PATCH /stores/v1/collections/{collection.id}` with `{collection: {...collection, id}}`).
 *
 * @throws {ValidationError} a blank id, a mismatching `collection.id`, a blank name
 * @throws {HttpError} 404 `COLLECTION_NOT_FOUND`
 * @throws {InvalidResponseError} an answer without a collection (e.g. an empty 200)
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { updateCollection } from '@storefront-kit/stores-catalogue';
 * declare const admin: ReturnType<typeof createClient>;
 * await updateCollection(admin, 'collection-id', { name: 'Summer sale' });
 * ```
 */
export async function updateCollection(client: RequestClient, id: string, collection: Collection, options: CallOptions = {}): Promise<CollectionWriteResponse> {
  const c = checkCollection(collection, false);
  requireId(id, 'id');
  if (c.id !== undefined && c.id !== id) invalid('collection.id', 'must equal the id argument');
  // The path is `{collection.id}`: the id travels inside the collection only, as the platform's SDK sends it.
  return requireEntity(
    client.request<CollectionWriteResponse>(UPDATE_COLLECTION, {
      params: { id },
      body: { collection: { ...c, id } },
      signal: options.signal,
      timeoutMs: options.timeoutMs,
    }),
    'collection',
  );
}

/**
 * Deletes a collection (merchant; `DELETE /stores/v1/collections/{id}`); its products stay.
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { deleteCollection } from '@storefront-kit/stores-catalogue';
 * declare const admin: ReturnType<typeof createClient>;
 * await deleteCollection(admin, 'collection-id');
 * ```
 */
export async function deleteCollection(client: RequestClient, id: string, options?: CallOptions): Promise<void> {
  return sendVoid(client, DELETE_COLLECTION, id, {}, options);
}

/**
 * Adds products to a collection (merchant; `POST /stores/v1/collections/{id}/productIds`).
 *
 * @param productIds - at least one product id
 * @param options - `signal`, `timeoutMs`
 * @throws {ValidationError} a blank collection id, an empty list or a blank product id
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { addProductsToCollection } from '@storefront-kit/stores-catalogue';
 * declare const admin: ReturnType<typeof createClient>;
 * await addProductsToCollection(admin, 'collection-id', ['product-id']);
 * ```
 */
export async function addProductsToCollection(client: RequestClient, id: string, productIds: string[], options?: CallOptions): Promise<void> {
  ids(productIds, 'productIds');
  return sendVoid(client, ADD_TO_COLLECTION, id, { productIds }, options);
}

/**
 * Removes products from a collection (merchant; `POST /stores/v1/collections/{id}/productIds/delete`).
 *
 * @param productIds - at least one product id
 * @param options - `signal`, `timeoutMs`
 * @throws {ValidationError} a blank collection id, an empty list or a blank product id
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { removeProductsFromCollection } from '@storefront-kit/stores-catalogue';
 * declare const admin: ReturnType<typeof createClient>;
 * await removeProductsFromCollection(admin, 'collection-id', ['product-id']);
 * ```
 */
export async function removeProductsFromCollection(client: RequestClient, id: string, productIds: string[], options?: CallOptions): Promise<void> {
  ids(productIds, 'productIds');
  return sendVoid(client, REMOVE_FROM_COLLECTION, id, { productIds }, options);
}
