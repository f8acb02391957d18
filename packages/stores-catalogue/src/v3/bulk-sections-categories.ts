/**
 * The V3 bulk calls that change the info sections or the categories of many products: by a filter (a
 * background job, answering `{ jobId }`) or by a list of products with their revisions.
 */
import { requireId, requireList, requireObject, type CallOptions, type Endpoint, type RequestClient } from '@storefront-kit/http-core';
import {
  MAX_BULK_PRODUCTS,
  PRODUCT_REQUESTED_FIELDS,
  type BulkProductsV3Response,
  type ProductRequestedField,
  type SearchDetails,
  type V3Filter,
} from '@storefront-kit/wire/catalogue-v3';
import type { BulkJobResponse } from './bulk';
import { filterOf, idList, post, revision } from './bulk-send';
import { requestedFields, searchDetails } from './checks';
import {
  BULK_ADD_INFO_SECTIONS,
  BULK_ADD_INFO_SECTIONS_BY_FILTER,
  BULK_ADD_TO_CATEGORIES_BY_FILTER,
  BULK_REMOVE_FROM_CATEGORIES_BY_FILTER,
  BULK_REMOVE_INFO_SECTIONS,
  BULK_REMOVE_INFO_SECTIONS_BY_FILTER,
} from './endpoints';

/**
 * A product and the revision a change is based on.
 *
 * @group Types
 */
export interface ProductIdWithRevision {
  productId: string;
  revision: string;
}

const revisions = (products: readonly ProductIdWithRevision[]) =>
  requireList(products, 'products', MAX_BULK_PRODUCTS, (p, f) => {
    requireId(requireObject(p, f).productId, `${f}.productId`);
    revision(p.revision, `${f}.revision`);
  });

/**
 * Adds info sections to up to 100 products (merchant; `POST /stores/v3/bulk/products/add-info-sections`).
 *
 * @param client - a client with merchant auth
 * @param products - 1..100 `{ productId, revision }`
 * @param options - `infoSectionIds` (at least one), `returnEntity`, `fields`, `signal`, `timeoutMs`
 * @returns `{ results, bulkActionMetadata }`, the whole answer (as the official SDK)
 * @throws {ValidationError} no products or more than 100, a bad revision, no info section id, before any request
 * @throws {HttpError} 403 without merchant auth
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { bulkAddInfoSectionsToProducts } from '@storefront-kit/stores-catalogue/v3';
 * declare const admin: ReturnType<typeof createClient>;
 * await bulkAddInfoSectionsToProducts(admin, [{ productId: 'product-id', revision: '2' }], { infoSectionIds: ['care-guide'] });
 * ```
 */
export async function bulkAddInfoSectionsToProducts(
  client: RequestClient,
  products: readonly ProductIdWithRevision[],
  options: CallOptions & { infoSectionIds: readonly string[]; returnEntity?: boolean; fields?: readonly ProductRequestedField[] },
): Promise<BulkProductsV3Response> {
  const { infoSectionIds, returnEntity, fields } = requireObject(options, 'options');
  const body = {
    products: revisions(products),
    infoSectionIds: idList(infoSectionIds, 'options.infoSectionIds'),
    returnEntity,
    fields: requestedFields(fields, PRODUCT_REQUESTED_FIELDS),
  };
  return post(client, BULK_ADD_INFO_SECTIONS, body, options);
}

/**
 * Removes info sections from up to 100 products (merchant; `POST /stores/v3/bulk/products/remove-info-sections`).
 *
 * @param client - a client with merchant auth
 * @param products - 1..100 `{ productId, revision }`
 * @param options - `infoSectionIds` (at least one), `signal`, `timeoutMs`
 * @returns `{ results, bulkActionMetadata }`, the whole answer (as the official SDK)
 * @throws {ValidationError} as {@link bulkAddInfoSectionsToProducts}, before any request
 * @throws {HttpError} 403 without merchant auth
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { bulkRemoveInfoSectionsFromProducts } from '@storefront-kit/stores-catalogue/v3';
 * declare const admin: ReturnType<typeof createClient>;
 * await bulkRemoveInfoSectionsFromProducts(admin, [{ productId: 'product-id', revision: '3' }], { infoSectionIds: ['care-guide'] });
 * ```
 */
export async function bulkRemoveInfoSectionsFromProducts(
  client: RequestClient,
  products: readonly ProductIdWithRevision[],
  options: CallOptions & { infoSectionIds: readonly string[] },
): Promise<BulkProductsV3Response> {
  const body = { products: revisions(products), infoSectionIds: idList(requireObject(options, 'options').infoSectionIds, 'options.infoSectionIds') };
  return post(client, BULK_REMOVE_INFO_SECTIONS, body, options);
}

/**
 * Adds (`add: true`) or removes info sections on every product a filter matches, as a background job.
 * Shared by the two by-filter info-section calls.
 */
const infoSectionsByFilter = (
  endpoint: Endpoint,
  client: RequestClient,
  filter: V3Filter,
  options: CallOptions & { infoSectionIds: readonly string[]; search?: SearchDetails },
) => {
  const { infoSectionIds, search } = requireObject(options, 'options');
  searchDetails(search, 'options.search');
  return post<BulkJobResponse>(
    client,
    endpoint,
    { filter: filterOf(filter), infoSectionIds: idList(infoSectionIds, 'options.infoSectionIds'), search },
    options,
  );
};

/**
 * Adds info sections to every product a filter matches, as a background job (merchant;
 * `POST /stores/v3/bulk/products/add-info-sections-by-filter`).
 *
 * @param client - a client with merchant auth
 * @param filter - the products to change
 * @param options - `infoSectionIds` (at least one), `search`, `signal`, `timeoutMs`
 * @returns `{ jobId }`, the whole answer (as the official SDK)
 * @throws {ValidationError} a filter that is not an object, no info section id, before any request
 * @throws {HttpError} 403 without merchant auth
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { bulkAddInfoSectionsToProductsByFilter } from '@storefront-kit/stores-catalogue/v3';
 * declare const admin: ReturnType<typeof createClient>;
 * await bulkAddInfoSectionsToProductsByFilter(admin, { productType: 'PHYSICAL' }, { infoSectionIds: ['shipping'] });
 * ```
 */
export async function bulkAddInfoSectionsToProductsByFilter(
  client: RequestClient,
  filter: V3Filter,
  options: CallOptions & { infoSectionIds: readonly string[]; search?: SearchDetails },
): Promise<BulkJobResponse> {
  return infoSectionsByFilter(BULK_ADD_INFO_SECTIONS_BY_FILTER, client, filter, options);
}

/**
 * Removes info sections from every product a filter matches, as a background job (merchant;
 * `POST /stores/v3/bulk/products/remove-info-sections-by-filter`).
 *
 * @param client - a client with merchant auth
 * @param filter - the products to change
 * @param options - `infoSectionIds` (at least one), `signal`, `timeoutMs`
 * @returns `{ jobId }`, the whole answer (as the official SDK)
 * @throws {ValidationError} a filter that is not an object, no info section id, before any request
 * @throws {HttpError} 403 without merchant auth
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { bulkRemoveInfoSectionsFromProductsByFilter } from '@storefront-kit/stores-catalogue/v3';
 * declare const admin: ReturnType<typeof createClient>;
 * await bulkRemoveInfoSectionsFromProductsByFilter(admin, { visible: false }, { infoSectionIds: ['shipping'] });
 * ```
 */
export async function bulkRemoveInfoSectionsFromProductsByFilter(
  client: RequestClient,
  filter: V3Filter,
  options: CallOptions & { infoSectionIds: readonly string[] },
): Promise<BulkJobResponse> {
  return infoSectionsByFilter(BULK_REMOVE_INFO_SECTIONS_BY_FILTER, client, filter, options);
}

/**
 * Options of the two category calls: 1..5 category ids, and the products as a filter and a search.
 *
 * @group Types
 */
export interface CategoriesByFilterOptions extends CallOptions {
  /** The categories, at most 5. */
  categoryIds: readonly string[];
  /** The products to add or remove. */
  filter?: V3Filter;
  /** A free-text search the products must also match. */
  search?: SearchDetails;
}

const categoriesByFilter = (endpoint: Endpoint, client: RequestClient, options: CategoriesByFilterOptions) => {
  const { categoryIds, filter, search } = requireObject(options, 'options');
  if (filter !== undefined) filterOf(filter, 'options.filter');
  searchDetails(search, 'options.search');
  return post<BulkJobResponse>(client, endpoint, { filter, categoryIds: idList(categoryIds, 'options.categoryIds', 5), search }, options);
};

/**
 * Adds every product a filter matches to up to 5 categories, as a background job (merchant;
 * `POST /stores/v3/bulk/products/add-to-categories-by-filter`).
 *
 * @param client - a client with merchant auth
 * @param options - `categoryIds` (1..5), `filter`, `search`, `signal`, `timeoutMs`
 * @returns `{ jobId }`, the whole answer (as the official SDK)
 * @throws {ValidationError} no category id or more than 5, a filter that is not an object, before any request
 * @throws {HttpError} 403 without merchant auth
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { bulkAddProductsToCategoriesByFilter } from '@storefront-kit/stores-catalogue/v3';
 * declare const admin: ReturnType<typeof createClient>;
 * await bulkAddProductsToCategoriesByFilter(admin, { categoryIds: ['sale'], filter: { 'brand.name': 'Acme' } });
 * ```
 */
export async function bulkAddProductsToCategoriesByFilter(client: RequestClient, options: CategoriesByFilterOptions): Promise<BulkJobResponse> {
  return categoriesByFilter(BULK_ADD_TO_CATEGORIES_BY_FILTER, client, options);
}

/**
 * Removes every product a filter matches from up to 5 categories, as a background job (merchant;
 * `POST /stores/v3/bulk/products/remove-from-categories-by-filter`).
 *
 * @param client - a client with merchant auth
 * @param options - `categoryIds` (1..5), `filter`, `search`, `signal`, `timeoutMs`
 * @returns `{ jobId }`, the whole answer (as the official SDK)
 * @throws {ValidationError} as {@link bulkAddProductsToCategoriesByFilter}, before any request
 * @throws {HttpError} 403 without merchant auth
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { bulkRemoveProductsFromCategoriesByFilter } from '@storefront-kit/stores-catalogue/v3';
 * declare const admin: ReturnType<typeof createClient>;
 * await bulkRemoveProductsFromCategoriesByFilter(admin, { categoryIds: ['sale'], filter: { visible: false } });
 * ```
 */
export async function bulkRemoveProductsFromCategoriesByFilter(client: RequestClient, options: CategoriesByFilterOptions): Promise<BulkJobResponse> {
  return categoriesByFilter(BULK_REMOVE_FROM_CATEGORIES_BY_FILTER, client, options);
}
