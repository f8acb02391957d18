import { invalid, requireId, requireObject, reviveNumbers, type CallOptions, type RequestClient } from '@storefront-kit/http-core';
import { GET_STORE_VARIANT, OPTIONS_AVAILABILITY, QUERY_PRODUCT_VARIANTS, QUERY_STORE_VARIANTS } from './endpoints';
import { readEntity } from './entity';
import { SELECTED_VARIANT_PATHS, VARIANT_PATHS } from './numbers';
import type { Paging, Query } from '@storefront-kit/wire/catalogue';
import type {
  GetStoreVariantResponse,
  ProductOptionsAvailabilityResponse,
  QueryProductVariantsResponse,
  QueryStoreVariantsResponse,
} from '@storefront-kit/wire/catalogue';
import { choices as checkChoices, cursorPaging as checkCursorPaging, ids, paging as checkPaging } from './validate';

/**
 * Which variant a selection of choices resolves to, and what can still be picked
 * (`POST /stores-reader/v1/products/{id}/productOptionsAvailability`).
 *
 * @param client - a client from `createClient`
 * @param id - the product id
 * @param options - option name -> choice (its description or value), e.g. `{ Size: 'M', Color: 'Red' }`; partial selections are allowed
 * @param callOptions - `signal`, `timeoutMs`
 * @returns `{ selectedVariant?, media, productOptions, availableForPurchase }`; `selectedVariant` is set when the selection names exactly one variant
 * @throws {ValidationError} a blank id or a non-string choice, before any request
 * @throws {HttpError} 400 for an unknown option name, 404 `PRODUCT_NOT_FOUND`
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { getProductOptionsAvailability } from '@storefront-kit/stores-catalogue';
 * const { selectedVariant, availableForPurchase } = await getProductOptionsAvailability(createClient(), 'product-id', { Size: 'M', Color: 'Red' });
 * if (availableForPurchase) console.log('variant', selectedVariant?.id);
 * ```
 */
export async function getProductOptionsAvailability(
  client: RequestClient,
  id: string,
  options: Record<string, string>,
  callOptions: CallOptions = {},
): Promise<ProductOptionsAvailabilityResponse> {
  checkChoices(requireObject(options, 'options'), 'options');
  const r = await client.request<ProductOptionsAvailabilityResponse>(OPTIONS_AVAILABILITY, {
    params: { id: requireId(id, 'id') },
    body: { id, options },
    signal: callOptions.signal,
    timeoutMs: callOptions.timeoutMs,
  });
  reviveNumbers(r.selectedVariant, SELECTED_VARIANT_PATHS);
  return r;
}

/**
 * Options of {@link queryProductVariants}: the filters and paging sent, and the per-call `signal` and `timeoutMs`.
 *
 * @group Types
 */
export interface QueryProductVariantsOptions extends CallOptions {
  /** Only variants having all these choices. */
  choices?: Record<string, string>;
  /** Only these variant ids. */
  variantIds?: string[];
  /** `limit` 1..100 (default 100), `offset`. */
  paging?: Paging;
  /** Cost and profit data (merchants only). */
  includeMerchantSpecificData?: boolean;
}

/**
 * A product's variants, filtered by choices and/or ids, paged
 * (`POST /stores-reader/v1/products/{id}/variants/query`).
 *
 * @param client - a client from `createClient`
 * @param id - the product id
 * @param options - `choices`, `variantIds`, `paging`, `includeMerchantSpecificData`, `signal`, `timeoutMs`
 * @returns `{ variants, metadata: { items, offset }, totalResults }`
 * @throws {ValidationError} a blank id, an empty list or a blank variant id, bad paging, before any request
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { queryProductVariants } from '@storefront-kit/stores-catalogue';
 * const red = await queryProductVariants(createClient(), 'product-id', { choices: { Color: 'Red' } });
 * console.log(red.totalResults, red.variants.map((v) => v.id));
 * ```
 */
export async function queryProductVariants(
  client: RequestClient,
  id: string,
  options: QueryProductVariantsOptions = {},
): Promise<QueryProductVariantsResponse> {
  const { choices, variantIds, paging, includeMerchantSpecificData, signal, timeoutMs } = requireObject(options, 'options');
  checkChoices(choices, 'choices');
  if (variantIds !== undefined) ids(variantIds, 'variantIds');
  checkPaging(paging);
  const r = await client.request<QueryProductVariantsResponse>(QUERY_PRODUCT_VARIANTS, {
    params: { id: requireId(id, 'id') },
    body: { id, choices, variantIds, paging, includeMerchantSpecificData },
    signal,
    timeoutMs,
  });
  reviveNumbers(r.variants, VARIANT_PATHS);
  return r;
}

/**
 * Queries the store's variants across products (`POST /stores-reader/v1/variants/query`). Filter
 * fields include `productId`, `variantId`, `collectionIds`, `price`, `inStock`, `visible`, `choices.<Option>`.
 * Pages by offset (`paging`) or by cursor (`cursorPaging`; the next page is
 * `{ cursorPaging: { cursor: metadata.cursors.next } }`, without the filter and sort the cursor carries).
 *
 * @param client - a client from `createClient`
 * @param query - `{ filter?, sort?, paging? }` or `{ filter?, sort?, cursorPaging? }` (`limit` 1..100)
 * @param options - `signal`, `timeoutMs`
 * @returns `{ variants, metadata }`; variant ids are `<productId>-<variantId>`
 * @throws {ValidationError} bad paging, or both kinds of paging, before any request
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { queryStoreVariants } from '@storefront-kit/stores-catalogue';
 * const page = await queryStoreVariants(createClient(), { filter: { productId: 'product-id' }, paging: { limit: 20 } });
 * console.log(page.variants.map((v) => v.variantName));
 * ```
 */
export async function queryStoreVariants(client: RequestClient, query: Query = {}, options: CallOptions = {}): Promise<QueryStoreVariantsResponse> {
  checkPaging(requireObject(query, 'query').paging, 'query.paging');
  checkCursorPaging(query.cursorPaging, 'query.cursorPaging');
  if (query.paging && query.cursorPaging) invalid('query', 'must set paging or cursorPaging, not both');
  const r = await client.request<QueryStoreVariantsResponse>(QUERY_STORE_VARIANTS, {
    body: { query },
    signal: options.signal,
    timeoutMs: options.timeoutMs,
  });
  reviveNumbers(r.variants, VARIANT_PATHS);
  return r;
}

/**
 * Gets one store variant (`GET /stores-reader/v1/variants/{id}`).
 *
 * @param client - a client from `createClient`
 * @param id - the store variant id, `<productId>-<variantId>`
 * @param options - `signal`, `timeoutMs`
 * @returns `{ variant }`, the platform's envelope (as the official SDK)
 * @throws {ValidationError} a blank or over-long id, before any request
 * @throws {HttpError} 404 `VARIANT_NOT_FOUND`
 * @throws {InvalidResponseError} an answer without a variant (e.g. an empty 200)
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { getStoreVariant } from '@storefront-kit/stores-catalogue';
 * const { variant } = await getStoreVariant(createClient(), 'product-id-variant-id');
 * console.log(variant.variantName, variant.media?.image?.url);
 * ```
 */
export async function getStoreVariant(client: RequestClient, id: string, options: CallOptions = {}): Promise<GetStoreVariantResponse> {
  const r = await readEntity<GetStoreVariantResponse>(client, GET_STORE_VARIANT, { id: requireId(id, 'id') }, 'variant', options);
  reviveNumbers(r.variant, VARIANT_PATHS);
  return r;
}
