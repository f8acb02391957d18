/** Schemas of the Catalog V3 storefront read requests (query parameters, `.r` payloads and POST bodies). */
import { z } from 'zod';
import { MAX_REQUESTED_FIELDS, PRODUCT_REQUESTED_FIELDS, VARIANT_REQUESTED_FIELDS } from '../types/fields';
import { MAX_PRODUCTS_PAGE_LIMIT, MAX_VARIANTS_PAGE_LIMIT } from '../types/limits';
import type {
  CountProductsV3Request,
  GetProductV3Request,
  QueryProductsV3Request,
  QueryVariantsRequest,
  SearchProductsV3Request,
  SearchVariantsRequest,
} from '../types/requests';
import { cursorQuerySchemaUpTo, cursorSearchSchemaUpTo, filterSchema, searchDetailsSchema } from './query';

/** A `fields` list of `values`; one repeated query parameter arrives as a string and counts as a list of one. */
function fieldsSchema<T extends string>(value: z.ZodType<T>) {
  return z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(value).max(MAX_REQUESTED_FIELDS));
}

const productFields = fieldsSchema(z.enum(PRODUCT_REQUESTED_FIELDS));
const variantFields = fieldsSchema(z.enum(VARIANT_REQUESTED_FIELDS));
const singleProductFields = fieldsSchema(z.enum(PRODUCT_REQUESTED_FIELDS).exclude(['MIN_PRICE_VARIANT']));

/**
 * `GET /stores/v3/products/{productId}` and `.../slug/{slug}`: the repeated `fields` parameter.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { getProductV3RequestSchema } from '@storefront-kit/wire/catalogue-v3/schemas';
 * const { fields } = getProductV3RequestSchema.parse({ fields: 'CURRENCY' }); // ['CURRENCY']
 * ```
 */
export const getProductV3RequestSchema: z.ZodType<GetProductV3Request> = z.object({ fields: singleProductFields }).partial();

/**
 * `/stores/v3/products/query` (`.r` payload or POST body): pages of at most 100 products, at most 5 sort items.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { queryProductsV3RequestSchema } from '@storefront-kit/wire/catalogue-v3/schemas';
 * const result = queryProductsV3RequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const queryProductsV3RequestSchema: z.ZodType<QueryProductsV3Request> = z
  .object({ query: cursorQuerySchemaUpTo(MAX_PRODUCTS_PAGE_LIMIT), fields: productFields })
  .partial();

/**
 * `/stores/v3/products/search` (`.r` payload or POST body).
 *
 * @group Schemas
 * @example
 * ```ts
 * import { searchProductsV3RequestSchema } from '@storefront-kit/wire/catalogue-v3/schemas';
 * const ok = searchProductsV3RequestSchema.safeParse({ search: { search: { expression: 'tee', fields: ['name'] } } }).success;
 * ```
 */
export const searchProductsV3RequestSchema: z.ZodType<SearchProductsV3Request> = z
  .object({ search: cursorSearchSchemaUpTo(MAX_PRODUCTS_PAGE_LIMIT), fields: productFields })
  .partial();

/**
 * `/stores/v3/products/count` (flat parameters with booleans already parsed, a `.r` payload, or a POST body).
 *
 * @group Schemas
 * @example
 * ```ts
 * import { countProductsV3RequestSchema } from '@storefront-kit/wire/catalogue-v3/schemas';
 * const ok = countProductsV3RequestSchema.safeParse({ filter: { visible: true } }).success; // true
 * ```
 */
export const countProductsV3RequestSchema: z.ZodType<CountProductsV3Request> = z
  .object({ filter: filterSchema, search: searchDetailsSchema, returnNonVisibleProducts: z.boolean() })
  .partial();

/**
 * `POST /stores/v3/products/query-variants`: pages of at most 1000 variants.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { queryVariantsRequestSchema } from '@storefront-kit/wire/catalogue-v3/schemas';
 * const ok = queryVariantsRequestSchema.safeParse({ query: { filter: { 'productData.productId': 'p1' } } }).success;
 * ```
 */
export const queryVariantsRequestSchema: z.ZodType<QueryVariantsRequest> = z
  .object({ query: cursorQuerySchemaUpTo(MAX_VARIANTS_PAGE_LIMIT), fields: variantFields })
  .partial();

/**
 * `POST /stores/v3/products/search-variants`: pages of at most 1000 variants.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { searchVariantsRequestSchema } from '@storefront-kit/wire/catalogue-v3/schemas';
 * const ok = searchVariantsRequestSchema.safeParse({ search: { search: { expression: 'tee' } } }).success;
 * ```
 */
export const searchVariantsRequestSchema: z.ZodType<SearchVariantsRequest> = z
  .object({ search: cursorSearchSchemaUpTo(MAX_VARIANTS_PAGE_LIMIT), fields: variantFields })
  .partial();
