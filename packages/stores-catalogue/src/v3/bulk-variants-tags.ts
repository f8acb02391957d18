/**
 * The V3 bulk calls that change the variants or the tags of many products: by a filter (a background job,
 * answering `{ jobId }`) or by a list of product ids (answering per product).
 */
import { invalid, requireObject, type CallOptions, type RequestClient } from '@storefront-kit/http-core';
import type { BulkProductsV3Response, SearchDetails, V3Filter, V3Variant } from '@storefront-kit/wire/catalogue-v3';
import { MAX_BULK_PRODUCTS } from '@storefront-kit/wire/catalogue-v3';
import type { BulkJobResponse } from './bulk';
import { filterOf, idList, post } from './bulk-send';
import { searchDetails } from './checks';
import { BULK_ADJUST_VARIANTS_BY_FILTER, BULK_UPDATE_TAGS, BULK_UPDATE_TAGS_BY_FILTER, BULK_UPDATE_VARIANTS_BY_FILTER } from './endpoints';

/**
 * A price change: a decimal `amount` (`'-5'`, `'2.50'`) or a `percentage` (`-10`), exactly one.
 *
 * @group Types
 */
export interface AdjustValue {
  /** An amount to add (negative to subtract), as a decimal string. */
  amount?: string;
  /** A percentage to add (negative to subtract). */
  percentage?: number;
}

/**
 * Options of {@link bulkAdjustProductVariantsByFilter}: at least one adjustment.
 *
 * @group Types
 */
export interface AdjustVariantsOptions extends CallOptions {
  actualPrice?: AdjustValue;
  compareAtPrice?: AdjustValue;
  cost?: AdjustValue;
  /** Sets the actual price to the compare-at price less this discount. */
  compareAtPriceDiscount?: AdjustValue;
  rounding?: 'NO_ROUNDING' | 'CURRENCY_PRECISION' | 'NEAREST_WHOLE_NUMBER';
  search?: SearchDetails;
}

/**
 * Public and private tag ids, as products carry them.
 *
 * @group Types
 */
export interface ProductTags {
  publicTags?: { tagIds?: string[] };
  privateTags?: { tagIds?: string[] };
}

/**
 * Sets `visible`, `price`, `revenueDetails.cost` or `physicalProperties` on every variant of the products a
 * filter matches, as a background job (merchant; `POST /stores/v3/bulk/products/update-variants-by-filter`).
 *
 * @param client - a client with merchant auth
 * @param filter - the products whose variants change
 * @param options - `variant` (the fields to set), optional free-text `search`, `signal`, `timeoutMs`
 * @returns `{ jobId }`, the whole answer (as the official SDK)
 * @throws {ValidationError} a filter or variant that is not an object, before any request
 * @throws {HttpError} 403 without merchant auth
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { bulkUpdateProductVariantsByFilter } from '@storefront-kit/stores-catalogue/v3';
 * declare const admin: ReturnType<typeof createClient>;
 * const { jobId } = await bulkUpdateProductVariantsByFilter(admin, { 'brand.name': 'Acme' }, { variant: { visible: false } });
 * ```
 */
export async function bulkUpdateProductVariantsByFilter(
  client: RequestClient,
  filter: V3Filter,
  options: CallOptions & { variant: V3Variant; search?: SearchDetails },
): Promise<BulkJobResponse> {
  const { variant, search } = requireObject(options, 'options');
  requireObject(variant, 'options.variant');
  searchDetails(search, 'options.search');
  return post(client, BULK_UPDATE_VARIANTS_BY_FILTER, { filter: filterOf(filter), variant, search }, options);
}

/**
 * Adjusts the prices or costs of every variant of the products a filter matches, by an amount or a
 * percentage, as a background job (merchant; `POST /stores/v3/bulk/products/adjust-variants-by-filter`).
 *
 * @param client - a client with merchant auth
 * @param filter - the products whose variants change
 * @param options - `actualPrice`, `compareAtPrice`, `cost`, `compareAtPriceDiscount` (at least one; each an amount or a percentage), `rounding`, `search`
 * @returns `{ jobId }`, the whole answer (as the official SDK)
 * @throws {ValidationError} no adjustment, an adjustment with both or neither of amount and percentage, before any request
 * @throws {HttpError} 403 without merchant auth; 400 e.g. `ADJUSTED_ACTUAL_PRICE_OUT_OF_RANGE`
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { bulkAdjustProductVariantsByFilter } from '@storefront-kit/stores-catalogue/v3';
 * declare const admin: ReturnType<typeof createClient>;
 * await bulkAdjustProductVariantsByFilter(admin, { visible: true }, { actualPrice: { percentage: -10 }, rounding: 'CURRENCY_PRECISION' });
 * ```
 */
export async function bulkAdjustProductVariantsByFilter(client: RequestClient, filter: V3Filter, options: AdjustVariantsOptions): Promise<BulkJobResponse> {
  const { actualPrice, compareAtPrice, cost, compareAtPriceDiscount, rounding, search } = requireObject(options, 'options');
  const adjustments = { actualPrice, compareAtPrice, cost, compareAtPriceDiscount };
  const given = Object.entries(adjustments).filter(([, v]) => v !== undefined);
  if (!given.length) invalid('options', 'must adjust at least one of actualPrice, compareAtPrice, cost, compareAtPriceDiscount');
  for (const [name, v] of given) {
    const { amount, percentage } = requireObject(v, `options.${name}`);
    if ((amount === undefined) === (percentage === undefined)) invalid(`options.${name}`, 'must set exactly one of amount, percentage');
  }
  searchDetails(search, 'options.search');
  return post(client, BULK_ADJUST_VARIANTS_BY_FILTER, { filter: filterOf(filter), ...adjustments, rounding, search }, options);
}

/** Tags to assign and to unassign: at least one of the two. */
const tagChanges = ({ assignTags, unassignTags }: { assignTags?: ProductTags; unassignTags?: ProductTags }) => {
  if (assignTags === undefined && unassignTags === undefined) invalid('options', 'must set assignTags or unassignTags');
  if (assignTags !== undefined) requireObject(assignTags, 'options.assignTags');
  if (unassignTags !== undefined) requireObject(unassignTags, 'options.unassignTags');
  return { assignTags, unassignTags };
};

/**
 * Assigns and unassigns tags on up to 100 products (merchant; `POST /stores/v3/bulk/products/update-tags`).
 *
 * @param client - a client with merchant auth
 * @param productIds - 1..100 product ids
 * @param options - `assignTags` and/or `unassignTags`, `signal`, `timeoutMs`
 * @returns `{ results, bulkActionMetadata }`, the whole answer (as the official SDK)
 * @throws {ValidationError} no ids or more than 100, neither tag list, before any request
 * @throws {HttpError} 403 without merchant auth
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { bulkUpdateProductTags } from '@storefront-kit/stores-catalogue/v3';
 * declare const admin: ReturnType<typeof createClient>;
 * await bulkUpdateProductTags(admin, ['id-1', 'id-2'], { assignTags: { publicTags: { tagIds: ['summer'] } } });
 * ```
 */
export async function bulkUpdateProductTags(
  client: RequestClient,
  productIds: readonly string[],
  options: CallOptions & { assignTags?: ProductTags; unassignTags?: ProductTags },
): Promise<BulkProductsV3Response> {
  const body = { productIds: idList(productIds, 'productIds', MAX_BULK_PRODUCTS), ...tagChanges(requireObject(options, 'options')) };
  return post(client, BULK_UPDATE_TAGS, body, options);
}

/**
 * Assigns and unassigns tags on every product a filter matches, as a background job (merchant;
 * `POST /stores/v3/bulk/products/update-tags-by-filter`).
 *
 * @param client - a client with merchant auth
 * @param filter - the products to change
 * @param options - `assignTags` and/or `unassignTags`, `signal`, `timeoutMs`
 * @returns `{ jobId }`, the whole answer (as the official SDK)
 * @throws {ValidationError} a filter that is not an object, neither tag list, before any request
 * @throws {HttpError} 403 without merchant auth
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { bulkUpdateProductTagsByFilter } from '@storefront-kit/stores-catalogue/v3';
 * declare const admin: ReturnType<typeof createClient>;
 * await bulkUpdateProductTagsByFilter(admin, { visible: true }, { unassignTags: { privateTags: { tagIds: ['draft'] } } });
 * ```
 */
export async function bulkUpdateProductTagsByFilter(
  client: RequestClient,
  filter: V3Filter,
  options: CallOptions & { assignTags?: ProductTags; unassignTags?: ProductTags },
): Promise<BulkJobResponse> {
  return post(client, BULK_UPDATE_TAGS_BY_FILTER, { filter: filterOf(filter), ...tagChanges(requireObject(options, 'options')) }, options);
}
