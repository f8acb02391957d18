import {
  isHttpError,
  isInvalidResponseError,
  isNetworkError,
  requireEntity,
  requireId,
  reviveNumbers,
  type CallOptions,
  type Endpoint,
  type RequestClient,
} from '@storefront-kit/http-core';
import { GET_PRODUCT, GET_PRODUCT_PLATFORMIZED } from './endpoints';
import { PRODUCT_PATHS } from './numbers';
import type { GetProductResponse } from '@storefront-kit/wire/catalogue';

/**
 * Options of {@link getProduct}: merchant data, and the per-call `signal` and `timeoutMs`.
 *
 * @group Types
 */
export interface GetProductOptions extends CallOptions {
  /** Adds cost and profit data (merchants only: visitors get a 403). */
  includeMerchantSpecificData?: boolean;
}

/**
 * Whether a failure of the reader route is worth the products-platformized route: network errors,
 * unreadable 2xx answers or ones without a product, 5xx (after http-core's retries) and 404s of the
 * route itself (not `PRODUCT_NOT_FOUND`). Never 400/401/403/429, a local validation error, a timeout
 * or an abort: the other route would answer the same, or the caller asked to stop.
 */
export const shouldFallBack = (e: unknown): boolean =>
  isNetworkError(e) || isInvalidResponseError(e) || (isHttpError(e) && (e.status >= 500 || (e.status === 404 && e.code !== 'PRODUCT_NOT_FOUND')));

/**
 * Gets one product by id (`GET /stores-reader/v1/products/{id}` on the read-only host). When that
 * route fails with a network error, an unreadable answer or one without a product, a 5xx or a 404 of
 * the route (not `PRODUCT_NOT_FOUND`), the same call goes once through the products-platformized
 * reader route (`GET /stores-reader/v1/products-platformized/{id}`). If both fail, the second error is
 * thrown with the first as its `cause`.
 *
 * Numeric fields sent as `"NaN"`, `"Infinity"`, `"-Infinity"` come back as numbers.
 *
 * @param client - a client from `createClient`
 * @param id - the product id
 * @param options - `includeMerchantSpecificData` (merchants), `signal`, `timeoutMs`
 * @returns `{ product }`, the platform's envelope (as the official SDK)
 * @throws {ValidationError} a blank, non-string or over-long id, before any request
 * @throws {HttpError} e.g. 404 `PRODUCT_NOT_FOUND`, 403 for merchant data without an API key
 * @throws {InvalidResponseError} neither route answers a product (e.g. both answer an empty 200)
 * @throws {TimeoutError} when `timeoutMs` (or the client's) runs out
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { getProduct } from '@storefront-kit/stores-catalogue';
 * const client = createClient();
 * const { product } = await getProduct(client, '10000000-0000-4000-8000-000000000001');
 * console.log(product.name, product.priceData?.formatted?.price);
 * ```
 */
export async function getProduct(client: RequestClient, id: string, options: GetProductOptions = {}): Promise<GetProductResponse> {
  const input = {
    params: { id: requireId(id, 'id') },
    query: { id, includeMerchantSpecificData: options.includeMerchantSpecificData },
    signal: options.signal,
    timeoutMs: options.timeoutMs,
  };
  // The check is part of each route's attempt, so an answer without a product falls back too.
  const attempt = (endpoint: Endpoint) => requireEntity(client.request<GetProductResponse>(endpoint, input), 'product');
  let answer: GetProductResponse;
  try {
    answer = await attempt(GET_PRODUCT);
  } catch (first) {
    if (!shouldFallBack(first)) throw first;
    try {
      answer = await attempt(GET_PRODUCT_PLATFORMIZED);
    } catch (second) {
      if (second instanceof Error && second.cause === undefined) {
        Object.defineProperty(second, 'cause', { value: first, configurable: true, writable: true });
      }
      throw second;
    }
  }
  reviveNumbers(answer.product, PRODUCT_PATHS);
  return answer;
}
