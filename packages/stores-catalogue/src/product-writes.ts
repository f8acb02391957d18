import {
  invalid,
  requireEntity,
  requireId,
  requireObject,
  requireText,
  reviveNumbers,
  type CallOptions,
  type Endpoint,
  type RequestClient,
} from '@storefront-kit/http-core';
import { CREATE_PLATFORMIZED, CREATE_PRODUCT, DELETE_PLATFORMIZED, DELETE_PRODUCT, UPDATE_PLATFORMIZED, UPDATE_PRODUCT } from './endpoints';
import { PRODUCT_PATHS } from './numbers';
import { sendVoid } from './send';
import type { Product } from '@storefront-kit/wire/catalogue';
import type { ProductWriteResponse } from '@storefront-kit/wire/catalogue';
import { amount, name } from './validate';

/** Checks the parts of a product write the SDK can judge alone; returns the product. */
const checkProduct = (product: Product, creating: boolean): Product => {
  const p = requireObject(product, 'product');
  if (creating || p.name !== undefined) name(p.name, 'product.name');
  requireText(p, 'product');
  const price = p.priceData?.price ?? p.price?.price;
  if (creating && typeof price !== 'number') invalid('product.priceData.price', 'must be set when creating a product');
  amount(price, 'product.priceData.price');
  amount(p.costAndProfitData?.itemCost, 'product.costAndProfitData.itemCost');
  amount(p.weight, 'product.weight');
  return p;
};

/** The write's answer: it must hold the product, whose numbers are revived. */
const answer = async (request: Promise<ProductWriteResponse>): Promise<ProductWriteResponse> => {
  const r = await requireEntity(request, 'product');
  reviveNumbers(r.product, PRODUCT_PATHS);
  return r;
};

const create = (endpoint: Endpoint, client: RequestClient, product: Product, { signal, timeoutMs }: CallOptions = {}) =>
  answer(client.request<ProductWriteResponse>(endpoint, { body: { product: checkProduct(product, true) }, signal, timeoutMs }));

const update = (endpoint: Endpoint, client: RequestClient, id: string, product: Product, { signal, timeoutMs }: CallOptions = {}) => {
  requireId(id, 'id');
  const p = checkProduct(product, false);
  if (p.id !== undefined && p.id !== id) invalid('product.id', 'must equal the id argument');
  // The path is `{product.id}`: the id travels inside the product only, as the platform's SDK sends it.
  return answer(client.request<ProductWriteResponse>(endpoint, { params: { id }, body: { product: { ...p, id } }, signal, timeoutMs }));
};

/**
 * Creates a product (merchant; `POST /stores/v1/products`, api host). `name` and `priceData.price` are
 * required; prices, costs and weights must not be negative (`NaN` and `Infinity` are sent as the
 * strings `"NaN"` / `"Infinity"`, and the platform decides).
 *
 * @param client - a client with merchant auth (API key)
 * @param product - the product; `productOptions` create the variants
 * @param options - `signal`, `timeoutMs`
 * @returns `{ product }` as stored, with ids, slug, variants and merchant data
 * @throws {ValidationError} no name, no price, a negative price/cost/weight, a control character in a text, before any request
 * @throws {HttpError} 403 `PERMISSION_DENIED` without merchant auth; 400 `INVALID_ARGUMENT`
 * @throws {InvalidResponseError} an answer without a product (e.g. an empty 200)
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { createProduct } from '@storefront-kit/stores-catalogue';
 * const admin = createClient({ auth: { getAuthHeaders: async () => ({ Authorization: 'api-key', 'wix-site-id': 'site-id' }) } });
 * const { product } = await createProduct(admin, { name: 'Mug', priceData: { price: 12 }, productType: 'physical' });
 * ```
 */
export async function createProduct(client: RequestClient, product: Product, options?: CallOptions): Promise<ProductWriteResponse> {
  return create(CREATE_PRODUCT, client, product, options);
}

/**
 * Updates a product (merchant; `PATCH /stores/v1/products/{product.id}` with `{product: {...product, id}}`);
 * fields left out keep their values.
 *
 * @param client - a client with merchant auth
 * @param id - the product id
 * @param product - the fields to change; an `id` in it must equal `id`
 * @param options - `signal`, `timeoutMs`
 * @returns `{ product }` after the change
 * @throws {ValidationError} a blank id, a mismatching `product.id`, a blank name, a negative price/cost/weight
 * @throws {HttpError} 404 `PRODUCT_NOT_FOUND`, 403 without merchant auth
 * @throws {InvalidResponseError} an answer without a product (e.g. an empty 200)
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { updateProduct } from '@storefront-kit/stores-catalogue';
 * declare const admin: ReturnType<typeof createClient>;
 * await updateProduct(admin, 'product-id', { ribbon: 'New', priceData: { price: 30 } });
 * ```
 */
export async function updateProduct(client: RequestClient, id: string, product: Product, options?: CallOptions): Promise<ProductWriteResponse> {
  return update(UPDATE_PRODUCT, client, id, product, options);
}

/**
 * Deletes a product (merchant; `DELETE /stores/v1/products/{id}`).
 *
 * @param client - a client with merchant auth
 * @param id - the product id
 * @param options - `signal`, `timeoutMs`
 * @throws {ValidationError} a blank id, before any request
 * @throws {HttpError} 404 `PRODUCT_NOT_FOUND`, 403 without merchant auth
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { deleteProduct } from '@storefront-kit/stores-catalogue';
 * declare const admin: ReturnType<typeof createClient>;
 * await deleteProduct(admin, 'product-id');
 * ```
 */
export async function deleteProduct(client: RequestClient, id: string, options?: CallOptions): Promise<void> {
  return sendVoid(client, DELETE_PRODUCT, id, {}, options);
}

/**
 * Creates a product through the products-platformized proxy (`POST /v2/products-platformized`); same
 * input, checks and answer as {@link createProduct}.
 *
 * @throws {InvalidResponseError} an answer without a product (e.g. an empty 200)
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { createProductPlatformized } from '@storefront-kit/stores-catalogue';
 * declare const admin: ReturnType<typeof createClient>;
 * const { product } = await createProductPlatformized(admin, { name: 'Mug', priceData: { price: 12 } });
 * ```
 */
export async function createProductPlatformized(client: RequestClient, product: Product, options?: CallOptions): Promise<ProductWriteResponse> {
  return create(CREATE_PLATFORMIZED, client, product, options);
}

/**
 * Updates a product through the products-platformized proxy (`PATCH /v2/products-platformized/{id}`);
 * same as {@link updateProduct}.
 *
 * @throws {InvalidResponseError} an answer without a product (e.g. an empty 200)
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { updateProductPlatformized } from '@storefront-kit/stores-catalogue';
 * declare const admin: ReturnType<typeof createClient>;
 * await updateProductPlatformized(admin, 'product-id', { name: 'Big mug' });
 * ```
 */
export async function updateProductPlatformized(client: RequestClient, id: string, product: Product, options?: CallOptions): Promise<ProductWriteResponse> {
  return update(UPDATE_PLATFORMIZED, client, id, product, options);
}

/**
 * Deletes a product through the products-platformized proxy (`DELETE /v2/products-platformized/{id}`).
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { deleteProductPlatformized } from '@storefront-kit/stores-catalogue';
 * declare const admin: ReturnType<typeof createClient>;
 * await deleteProductPlatformized(admin, 'product-id');
 * ```
 */
export async function deleteProductPlatformized(client: RequestClient, id: string, options?: CallOptions): Promise<void> {
  return sendVoid(client, DELETE_PLATFORMIZED, id, {}, options);
}
