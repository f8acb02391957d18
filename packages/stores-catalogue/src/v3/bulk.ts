import { requireId, requireList, requireObject, type CallOptions, type RequestClient } from '@storefront-kit/http-core';
import { post } from './bulk-send';
import { requestedFields, searchDetails } from './checks';
import {
  BULK_CREATE,
  BULK_CREATE_WITH_INVENTORY,
  BULK_DELETE,
  BULK_DELETE_BY_FILTER,
  BULK_UPDATE,
  BULK_UPDATE_BY_FILTER,
  BULK_UPDATE_WITH_INVENTORY,
} from './endpoints';
import { checkNewProduct, checkUpdate } from './product-writes';
import {
  MAX_BULK_PRODUCTS,
  PRODUCT_REQUESTED_FIELDS,
  type BulkProductsV3Response,
  type BulkProductsWithInventoryResponse,
  type ProductRequestedField,
  type SearchDetails,
  type V3Filter,
  type V3ProductWrite,
} from '@storefront-kit/wire/catalogue-v3';

/**
 * The answer of the by-filter bulk calls: the id of the background job that applies them.
 *
 * @group Types
 */
export interface BulkJobResponse {
  /** The background job's id. */
  jobId: string;
}

/**
 * Options of the bulk create and update calls.
 *
 * @group Types
 */
export interface BulkProductsOptions extends CallOptions {
  /** Return each product in its result's `item`. */
  returnEntity?: boolean;
  /** Parts of each returned product to add (`CURRENCY`, ...); at most 100. */
  fields?: readonly ProductRequestedField[];
}

/**
 * One product of {@link bulkUpdateProducts}: its changed fields (with `id` and the current `revision`) and,
 * optionally, the only fields to update.
 *
 * @group Types
 */
export interface MaskedProduct {
  /** The fields to change, with `id` and the current `revision`. */
  product: V3ProductWrite;
  /** The fields to update (e.g. `['name', 'visible']`), sent as the platform's comma-joined field mask. */
  fieldMask?: readonly string[];
}

const bulkBody = (key: string, items: unknown[], { returnEntity, fields }: BulkProductsOptions) => ({
  [key]: items,
  returnEntity,
  fields: requestedFields(fields, PRODUCT_REQUESTED_FIELDS),
});

const creations = (products: readonly V3ProductWrite[]) => requireList(products, 'products', MAX_BULK_PRODUCTS, (p, f) => checkNewProduct(p, f));

const masked = (products: readonly MaskedProduct[]) =>
  requireList(products, 'products', MAX_BULK_PRODUCTS).map((m, i) => {
    const f = `products[${i}]`;
    const product = checkUpdate(requireObject(m, f).product, `${f}.product`);
    if (m.fieldMask !== undefined) requireList(m.fieldMask, `${f}.fieldMask`, Infinity, requireId);
    return { product, ...(m.fieldMask && { fieldMask: m.fieldMask.join(',') }) };
  });

/**
 * Creates up to 100 V3 products (merchant; `POST /stores/v3/bulk/products/create` with `{products, returnEntity?, fields?}`).
 * A product the platform refuses is reported in its result, not thrown.
 *
 * @param client - a client with merchant auth
 * @param products - 1..100 products, each as for `createProduct`
 * @param options - `returnEntity`, `fields`, `signal`, `timeoutMs`
 * @returns `{ results: [{ itemMetadata, item? }], bulkActionMetadata }`, the whole answer (as the official SDK)
 * @throws {ValidationError} no products or more than 100, a product without name or variants, before any request
 * @throws {HttpError} 403 without merchant auth
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { bulkCreateProducts } from '@storefront-kit/stores-catalogue/v3';
 * declare const admin: ReturnType<typeof createClient>;
 * const variant = { choices: [], price: { actualPrice: { amount: '5' } } };
 * const { bulkActionMetadata } = await bulkCreateProducts(admin, [
 *   { name: 'Pin', productType: 'PHYSICAL', physicalProperties: {}, variantsInfo: { variants: [variant] } },
 *   { name: 'Patch', productType: 'PHYSICAL', physicalProperties: {}, variantsInfo: { variants: [variant] } },
 * ], { returnEntity: true });
 * ```
 */
export async function bulkCreateProducts(
  client: RequestClient,
  products: readonly V3ProductWrite[],
  options: BulkProductsOptions = {},
): Promise<BulkProductsV3Response> {
  return post(client, BULK_CREATE, bulkBody('products', creations(products), options), options);
}

/**
 * Updates up to 100 V3 products (merchant; `POST /stores/v3/bulk/products/update` with
 * `{products: [{product, fieldMask?: "a,b"}], returnEntity?, fields?}`).
 *
 * @param client - a client with merchant auth
 * @param products - 1..100 `{ product: { id, revision, ...changes }, fieldMask? }`
 * @param options - `returnEntity`, `fields`, `signal`, `timeoutMs`
 * @returns `{ results, bulkActionMetadata }`, the whole answer (as the official SDK)
 * @throws {ValidationError} no products or more than 100, a product without revision, a blank field mask entry, before any request
 * @throws {HttpError} 403 without merchant auth
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { bulkUpdateProducts } from '@storefront-kit/stores-catalogue/v3';
 * declare const admin: ReturnType<typeof createClient>;
 * await bulkUpdateProducts(admin, [{ product: { id: 'product-id', revision: '2', visible: false }, fieldMask: ['visible'] }]);
 * ```
 */
export async function bulkUpdateProducts(
  client: RequestClient,
  products: readonly MaskedProduct[],
  options: BulkProductsOptions = {},
): Promise<BulkProductsV3Response> {
  return post(client, BULK_UPDATE, bulkBody('products', masked(products), options), options);
}

/**
 * Deletes up to 100 V3 products (merchant; `POST /stores/v3/bulk/products/delete` with `{productIds}`).
 *
 * @param client - a client with merchant auth
 * @param productIds - 1..100 product ids
 * @param options - `signal`, `timeoutMs`
 * @returns `{ results: [{ itemMetadata }], bulkActionMetadata }`, the whole answer (as the official SDK)
 * @throws {ValidationError} no ids, more than 100, a blank id, before any request
 * @throws {HttpError} 403 without merchant auth
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { bulkDeleteProducts } from '@storefront-kit/stores-catalogue/v3';
 * declare const admin: ReturnType<typeof createClient>;
 * const { bulkActionMetadata } = await bulkDeleteProducts(admin, ['id-1', 'id-2']);
 * ```
 */
export async function bulkDeleteProducts(client: RequestClient, productIds: readonly string[], options: CallOptions = {}): Promise<BulkProductsV3Response> {
  requireList(productIds, 'productIds', MAX_BULK_PRODUCTS, requireId);
  return post(client, BULK_DELETE, { productIds }, options);
}

/**
 * Creates up to 100 V3 products with their inventory (merchant; `POST /stores/v3/bulk/products-with-inventory/create`).
 *
 * @param client - a client with merchant auth
 * @param products - 1..100 products, variants may carry `inventoryItem`
 * @param options - `returnEntity`, `fields`, `signal`, `timeoutMs`
 * @returns `{ productResults, inventoryResults }`, the whole answer (as the official SDK)
 * @throws {ValidationError} as {@link bulkCreateProducts}, before any request
 * @throws {HttpError} 403 without merchant auth
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { bulkCreateProductsWithInventory } from '@storefront-kit/stores-catalogue/v3';
 * declare const admin: ReturnType<typeof createClient>;
 * const variant = { choices: [], price: { actualPrice: { amount: '5' } }, inventoryItem: { quantity: 10 } };
 * await bulkCreateProductsWithInventory(admin, [{ name: 'Pin', productType: 'PHYSICAL', physicalProperties: {}, variantsInfo: { variants: [variant] } }]);
 * ```
 */
export async function bulkCreateProductsWithInventory(
  client: RequestClient,
  products: readonly V3ProductWrite[],
  options: BulkProductsOptions = {},
): Promise<BulkProductsWithInventoryResponse> {
  return post(client, BULK_CREATE_WITH_INVENTORY, bulkBody('products', creations(products), options), options);
}

/**
 * Updates up to 100 V3 products with their inventory (merchant; `POST /stores/v3/bulk/products-with-inventory/update`
 * with `{products: [{product, fieldMask?}], returnEntity?, fields?}`).
 *
 * @param client - a client with merchant auth
 * @param products - 1..100 `{ product: { id, revision, ...changes }, fieldMask? }`
 * @param options - `returnEntity`, `fields`, `signal`, `timeoutMs`
 * @returns `{ productResults, inventoryResults }`, the whole answer (as the official SDK)
 * @throws {ValidationError} as {@link bulkUpdateProducts}, before any request
 * @throws {HttpError} 403 without merchant auth
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { bulkUpdateProductsWithInventory } from '@storefront-kit/stores-catalogue/v3';
 * declare const admin: ReturnType<typeof createClient>;
 * await bulkUpdateProductsWithInventory(admin, [{ product: { id: 'product-id', revision: '2', variantsInfo: { variants: [{ id: 'variant-id', inventoryItem: { quantity: 3 } }] } } }]);
 * ```
 */
export async function bulkUpdateProductsWithInventory(
  client: RequestClient,
  products: readonly MaskedProduct[],
  options: BulkProductsOptions = {},
): Promise<BulkProductsWithInventoryResponse> {
  return post(client, BULK_UPDATE_WITH_INVENTORY, bulkBody('products', masked(products), options), options);
}

/**
 * Sets fields on every V3 product a filter matches, as a background job (merchant;
 * `POST /stores/v3/bulk/products/update-by-filter` with `{filter, product, search?}`).
 *
 * @param client - a client with merchant auth
 * @param request - `filter` (the products), `product` (the fields to set), optional free-text `search`
 * @param options - `signal`, `timeoutMs`
 * @returns `{ jobId }`, the whole answer (as the official SDK)
 * @throws {ValidationError} a filter or product that is not an object, before any request
 * @throws {HttpError} 403 without merchant auth
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { bulkUpdateProductsByFilter } from '@storefront-kit/stores-catalogue/v3';
 * declare const admin: ReturnType<typeof createClient>;
 * const { jobId } = await bulkUpdateProductsByFilter(admin, { filter: { 'brand.name': 'Acme' }, product: { visible: false } });
 * ```
 */
export async function bulkUpdateProductsByFilter(
  client: RequestClient,
  request: { filter: V3Filter; product: V3ProductWrite; search?: SearchDetails },
  options: CallOptions = {},
): Promise<BulkJobResponse> {
  const { filter, product, search } = requireObject(request, 'request');
  requireObject(filter, 'request.filter');
  requireObject(product, 'request.product');
  searchDetails(search, 'request.search');
  return post(client, BULK_UPDATE_BY_FILTER, { filter, product, search }, options);
}

/**
 * Deletes every V3 product a filter matches, as a background job (merchant;
 * `POST /stores/v3/bulk/products/delete-by-filter` with `{filter, search?}`).
 *
 * @param client - a client with merchant auth
 * @param filter - the products to delete
 * @param options - optional free-text `search`, `signal`, `timeoutMs`
 * @returns `{ jobId }`, the whole answer (as the official SDK)
 * @throws {ValidationError} a filter that is not an object, before any request
 * @throws {HttpError} 403 without merchant auth
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { bulkDeleteProductsByFilter } from '@storefront-kit/stores-catalogue/v3';
 * declare const admin: ReturnType<typeof createClient>;
 * const { jobId } = await bulkDeleteProductsByFilter(admin, { visible: false });
 * ```
 */
export async function bulkDeleteProductsByFilter(
  client: RequestClient,
  filter: V3Filter,
  options: CallOptions & { search?: SearchDetails } = {},
): Promise<BulkJobResponse> {
  requireObject(filter, 'filter');
  searchDetails(options.search, 'options.search');
  return post(client, BULK_DELETE_BY_FILTER, { filter, search: options.search }, options);
}
