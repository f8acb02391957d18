import { invalid, requireEntity, requireId, requireObject, requireText, type CallOptions, type RequestClient } from '@storefront-kit/http-core';
import { revision } from './bulk-send';
import { requestedFields } from './checks';
import { CREATE_PRODUCT, CREATE_WITH_INVENTORY, DELETE_PRODUCT, UPDATE_PRODUCT, UPDATE_WITH_INVENTORY } from './endpoints';
import {
  SINGLE_PRODUCT_REQUESTED_FIELDS,
  type ProductWithInventoryResponse,
  type SingleProductRequestedField,
  type V3Product,
  type V3ProductWrite,
} from '@storefront-kit/wire/catalogue-v3';

/** The most variants one product holds. */
const MAX_VARIANTS = 1000;

/**
 * Options of the single-product writes: the parts to add to the product in the answer, and the
 * per-call `signal` and `timeoutMs`.
 *
 * @group Types
 */
export interface ProductWriteOptions extends CallOptions {
  /** Parts of the product to add to the answer (`CURRENCY`, `URL`, ...); at most 100. */
  fields?: readonly SingleProductRequestedField[];
}

/**
 * Options of the with-inventory writes: {@link ProductWriteOptions} and `returnEntity`.
 *
 * @group Types
 */
export interface ProductWithInventoryOptions extends ProductWriteOptions {
  /** Return the product in the answer. */
  returnEntity?: boolean;
}

/** The parts of a new product the SDK can judge alone: a name of 1..80 characters and 1..1000 variants. */
export const checkNewProduct = (product: V3ProductWrite, field: string): V3ProductWrite => {
  const p = requireObject(product, field);
  if (typeof p.name !== 'string' || !p.name.trim() || p.name.length > 80) invalid(`${field}.name`, 'must be a non-blank string of at most 80 characters');
  const variants = p.variantsInfo?.variants;
  if (!Array.isArray(variants) || !variants.length || variants.length > MAX_VARIANTS) {
    invalid(`${field}.variantsInfo.variants`, `must be a list of 1 to ${MAX_VARIANTS} variants (a product without options has one, with choices: [])`);
  }
  requireText(p, field);
  return p;
};

/** The parts of a product update the SDK can judge alone: the current `revision`, an `id` equal to `id` if set. */
export const checkUpdate = (product: V3ProductWrite, field: string, id?: string): V3ProductWrite => {
  const p = requireObject(product, field);
  revision(p.revision, `${field}.revision`);
  if (id !== undefined && p.id != null && p.id !== id) invalid(`${field}.id`, 'must equal the productId argument');
  if (p.name !== undefined && (typeof p.name !== 'string' || !p.name.trim() || p.name.length > 80))
    invalid(`${field}.name`, 'must be a non-blank string of at most 80 characters');
  requireText(p, field);
  return p;
};

const fieldsOf = (options: ProductWriteOptions) => requestedFields(options.fields, SINGLE_PRODUCT_REQUESTED_FIELDS);

/**
 * Creates a V3 product (merchant; `POST /stores/v3/products` with `{product, fields?}`). Options, modifiers,
 * brand, ribbon and info sections given inline are created with it; each variant names one choice per
 * option (`choices: [{ optionChoiceNames: { optionName, choiceName, renderType } }]`).
 *
 * @param client - a client with merchant auth (API key)
 * @param product - the product: `name`, `productType`, `variantsInfo.variants` (at least one), ...
 * @param options - `fields` to add to the answer, `signal`, `timeoutMs`
 * @returns the product as stored, unwrapped (as the official SDK's `productsV3.createProduct`)
 * @throws {ValidationError} no name, a name over 80 characters, no variant or more than 1000, a control
 * character in a text, an unknown requested field, before any request
 * @throws {HttpError} 403 without merchant auth; 400 e.g. `MISSING_VARIANT_OPTION_CHOICE`, `DUPLICATE_SLUG_ERROR`
 * @throws {InvalidResponseError} an answer without a product (e.g. an empty 200)
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { createProduct } from '@storefront-kit/stores-catalogue/v3';
 * declare const admin: ReturnType<typeof createClient>;
 * const product = await createProduct(admin, {
 *   name: 'Mug',
 *   productType: 'PHYSICAL',
 *   physicalProperties: {},
 *   variantsInfo: { variants: [{ choices: [], price: { actualPrice: { amount: '12' } } }] },
 * });
 * console.log(product.id, product.revision);
 * ```
 */
export async function createProduct(client: RequestClient, product: V3ProductWrite, options: ProductWriteOptions = {}): Promise<V3Product> {
  const body = { product: checkNewProduct(product, 'product'), fields: fieldsOf(options) };
  const { signal, timeoutMs } = options;
  return (await requireEntity(client.request<{ product: V3Product }>(CREATE_PRODUCT, { body, signal, timeoutMs }), 'product')).product;
}

/**
 * Updates a V3 product (merchant; `PATCH /stores/v3/products/{productId}` with `{product: {...product, id}, fields?}`).
 * `revision` must be the product's current one (the platform refuses a stale one); fields left out keep
 * their values, lists sent (`options`, `modifiers`, `variantsInfo.variants`) replace the stored ones whole.
 *
 * @param client - a client with merchant auth
 * @param productId - the product id
 * @param product - the fields to change, with the current `revision`; an `id` in it must equal `productId`
 * @param options - `fields` to add to the answer, `signal`, `timeoutMs`
 * @returns the product after the change, unwrapped (as the official SDK's `productsV3.updateProduct`)
 * @throws {ValidationError} a blank id, no revision, a mismatching `product.id`, a bad name, before any request
 * @throws {HttpError} 404 `PRODUCT_NOT_FOUND`, 409 on a stale revision, 403 without merchant auth
 * @throws {InvalidResponseError} an answer without a product (e.g. an empty 200)
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { getProduct, updateProduct } from '@storefront-kit/stores-catalogue/v3';
 * declare const admin: ReturnType<typeof createClient>;
 * const { revision } = await getProduct(admin, 'product-id');
 * await updateProduct(admin, 'product-id', { revision, name: 'Big mug', visible: false });
 * ```
 */
export async function updateProduct(client: RequestClient, productId: string, product: V3ProductWrite, options: ProductWriteOptions = {}): Promise<V3Product> {
  const body = { product: { ...checkUpdate(product, 'product', requireId(productId, 'productId')), id: productId }, fields: fieldsOf(options) };
  const { signal, timeoutMs } = options;
  const answer = client.request<{ product: V3Product }>(UPDATE_PRODUCT, { params: { productId }, body, signal, timeoutMs });
  return (await requireEntity(answer, 'product')).product;
}

/**
 * Deletes a V3 product (merchant; `DELETE /stores/v3/products/{productId}?productId=…`).
 *
 * @param client - a client with merchant auth
 * @param productId - the product id
 * @param options - `signal`, `timeoutMs`
 * @throws {ValidationError} a blank id, before any request
 * @throws {HttpError} 404 `PRODUCT_NOT_FOUND`, 403 without merchant auth
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { deleteProduct } from '@storefront-kit/stores-catalogue/v3';
 * declare const admin: ReturnType<typeof createClient>;
 * await deleteProduct(admin, 'product-id');
 * ```
 */
export async function deleteProduct(client: RequestClient, productId: string, { signal, timeoutMs }: CallOptions = {}): Promise<void> {
  const params = { productId: requireId(productId, 'productId') };
  await client.request(DELETE_PRODUCT, { params, query: params, signal, timeoutMs });
}

/**
 * Creates a V3 product and its inventory in one call (merchant; `POST /stores/v3/products-with-inventory`
 * with `{product, returnEntity?, fields?}`): each variant may carry `inventoryItem` (`quantity` or `inStock`,
 * and `preorderInfo`), tracked in the default location.
 *
 * @param client - a client with merchant auth
 * @param product - the product, as for {@link createProduct}, with `inventoryItem` on its variants
 * @param options - `returnEntity`, `fields`, `signal`, `timeoutMs`
 * @returns `{ product, inventoryResults }`, the whole answer (as the official SDK)
 * @throws {ValidationError} as {@link createProduct}, before any request
 * @throws {HttpError} 403 without merchant auth; 400 for a product the platform refuses
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { createProductWithInventory } from '@storefront-kit/stores-catalogue/v3';
 * declare const admin: ReturnType<typeof createClient>;
 * const { product } = await createProductWithInventory(admin, {
 *   name: 'Mug',
 *   productType: 'PHYSICAL',
 *   physicalProperties: {},
 *   variantsInfo: { variants: [{ choices: [], price: { actualPrice: { amount: '12' } }, inventoryItem: { quantity: 5 } }] },
 * }, { returnEntity: true });
 * ```
 */
export async function createProductWithInventory(
  client: RequestClient,
  product: V3ProductWrite,
  options: ProductWithInventoryOptions = {},
): Promise<ProductWithInventoryResponse> {
  const { returnEntity, signal, timeoutMs } = options;
  const body = { product: checkNewProduct(product, 'product'), returnEntity, fields: fieldsOf(options) };
  return client.request<ProductWithInventoryResponse>(CREATE_WITH_INVENTORY, { body, signal, timeoutMs });
}

/**
 * Updates a V3 product and its variants' inventory in one call (merchant;
 * `PATCH /stores/v3/products-with-inventory/{productId}` with `{product: {...product, id}, returnEntity?, fields?}`).
 *
 * @param client - a client with merchant auth
 * @param productId - the product id
 * @param product - the fields to change with the current `revision`, as for {@link updateProduct}
 * @param options - `returnEntity`, `fields`, `signal`, `timeoutMs`
 * @returns `{ product, inventoryResults }`, the whole answer (as the official SDK)
 * @throws {ValidationError} as {@link updateProduct}, before any request
 * @throws {HttpError} 404 `PRODUCT_NOT_FOUND`, 403 without merchant auth
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { updateProductWithInventory } from '@storefront-kit/stores-catalogue/v3';
 * declare const admin: ReturnType<typeof createClient>;
 * await updateProductWithInventory(admin, 'product-id', { revision: '3', variantsInfo: { variants: [{ id: 'variant-id', inventoryItem: { inStock: false } }] } });
 * ```
 */
export async function updateProductWithInventory(
  client: RequestClient,
  productId: string,
  product: V3ProductWrite,
  options: ProductWithInventoryOptions = {},
): Promise<ProductWithInventoryResponse> {
  const { returnEntity, signal, timeoutMs } = options;
  const body = { product: { ...checkUpdate(product, 'product', requireId(productId, 'productId')), id: productId }, returnEntity, fields: fieldsOf(options) };
  return client.request<ProductWithInventoryResponse>(UPDATE_WITH_INVENTORY, { params: { productId }, body, signal, timeoutMs });
}
