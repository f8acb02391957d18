/** Single-category reads, the items of a category, the categories of items, the trees and the arranged items. */
import { requireEntity, requireId, type CallOptions, type RequestClient } from '@storefront-kit/http-core';
import {
  MAX_CATEGORY_BULK_SIZE,
  MAX_CATEGORY_ITEMS_LIMIT,
  type ArrangedItemsResponse,
  type Category,
  type CursorPaging,
  type GetCategoryResponse,
  type ItemReference,
  type ListCategoriesForItemResponse,
  type ListCategoriesForItemsResponse,
  type ListItemsInCategoryResponse,
  type ListTreesResponse,
} from '@storefront-kit/wire/categories';
import {
  GET_ARRANGED_ITEMS,
  GET_CATEGORY,
  GET_CATEGORY_BY_SLUG,
  LIST_CATEGORIES_FOR_ITEM,
  LIST_CATEGORIES_FOR_ITEMS,
  LIST_ITEMS,
  LIST_TREES,
} from './endpoints';
import type { CategoryReadOptions, TreeOptions } from './options';
import { cursorPagingOf, fieldsOf, itemOf, itemsOf, slugOf, treeOf } from './validate';

/**
 * Gets a category by id (`GET /categories/v1/categories/{categoryId}`, flat parameters). Hidden
 * categories are returned too.
 *
 * @param client - a client from `createClient`
 * @param categoryId - the category id
 * @param options - `fields`, `treeReference` (default the store's), `signal`, `timeoutMs`
 * @returns the category itself: the official SDK unwraps this read (its `getCategoryBySlug` does not)
 * @throws {ValidationError} a blank id, a bad tree reference or field, before any request
 * @throws {HttpError} 404 `CATEGORY_NOT_FOUND`
 * @throws {InvalidResponseError} an answer without a category
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { getCategory } from '@storefront-kit/categories';
 * const category = await getCategory(createClient(), 'category-id', { fields: ['DESCRIPTION', 'BREADCRUMBS_INFO'] });
 * console.log(category.name, category.breadcrumbsInfo?.breadcrumbs);
 * ```
 */
export async function getCategory(client: RequestClient, categoryId: string, options: CategoryReadOptions = {}): Promise<Category> {
  const id = requireId(categoryId, 'categoryId');
  const query = { categoryId: id, treeReference: treeOf(options), fields: fieldsOf(options) };
  const { signal, timeoutMs } = options;
  return (await requireEntity(client.request<GetCategoryResponse>(GET_CATEGORY, { params: { categoryId: id }, query, signal, timeoutMs }), 'category'))
    .category;
}

/**
 * Gets a category by slug (`GET /categories/v1/categories/slug/{slug}`).
 *
 * @param client - a client from `createClient`
 * @param slug - the category slug, e.g. `sale`
 * @param options - `fields`, `treeReference` (default the store's), `signal`, `timeoutMs`
 * @returns `{ category }`, the platform's envelope (as the official SDK)
 * @throws {ValidationError} a blank slug or one over 300 characters, a bad tree reference or field, before any request
 * @throws {HttpError} 404 `CATEGORY_NOT_FOUND`
 * @throws {InvalidResponseError} an answer without a category
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { getCategoryBySlug } from '@storefront-kit/categories';
 * const { category } = await getCategoryBySlug(createClient(), 'sale');
 * ```
 */
export async function getCategoryBySlug(client: RequestClient, slug: string, options: CategoryReadOptions = {}): Promise<GetCategoryResponse> {
  const s = slugOf(slug);
  const query = { slug: s, treeReference: treeOf(options), fields: fieldsOf(options) };
  const { signal, timeoutMs } = options;
  return requireEntity(client.request<GetCategoryResponse>(GET_CATEGORY_BY_SLUG, { params: { slug: s }, query, signal, timeoutMs }), 'category');
}

/**
 * Options of {@link listItemsInCategory}.
 *
 * @group Options
 */
export interface ListItemsInCategoryOptions extends TreeOptions {
  /** The merchant's arranged items first, in their order; the rest newest first (default `false`: all newest first). */
  useCategoryArrangement?: boolean;
  /** Items of subcategories too (default `false`). */
  includeItemsFromSubcategories?: boolean;
  /** `limit` 1..100 (default 100) and the `cursor` of the previous page's `pagingMetadata.cursors.next`. */
  cursorPaging?: CursorPaging;
}

/**
 * Lists the items of a category, one cursor page (`GET /categories/v1/categories/{categoryId}/list-items`).
 * A store product is `{ catalogItemId: <product id>, appId: STORES_APP_ID }`.
 *
 * @param client - a client from `createClient`
 * @param categoryId - the category id
 * @param options - ordering flags, `cursorPaging`, `treeReference`, `signal`, `timeoutMs`
 * @returns `{ items, pagingMetadata }`, the whole answer (as the official SDK); `pagingMetadata.cursors.next` leads to the next page
 * @throws {ValidationError} a blank id, a limit outside 1..100, a bad tree reference, before any request
 * @throws {HttpError} 404 `CATEGORY_NOT_FOUND`
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { listItemsInCategory } from '@storefront-kit/categories';
 * const client = createClient();
 * const first = await listItemsInCategory(client, 'category-id', { cursorPaging: { limit: 20 } });
 * const productIds = first.items.map((item) => item.catalogItemId);
 * const cursor = first.pagingMetadata.cursors?.next;
 * if (cursor) await listItemsInCategory(client, 'category-id', { cursorPaging: { limit: 20, cursor } });
 * ```
 */
export async function listItemsInCategory(
  client: RequestClient,
  categoryId: string,
  options: ListItemsInCategoryOptions = {},
): Promise<ListItemsInCategoryResponse> {
  const id = requireId(categoryId, 'categoryId');
  const { useCategoryArrangement, includeItemsFromSubcategories, signal, timeoutMs } = options;
  const query = {
    categoryId: id,
    treeReference: treeOf(options),
    useCategoryArrangement,
    includeItemsFromSubcategories,
    cursorPaging: cursorPagingOf(options.cursorPaging, 'cursorPaging', MAX_CATEGORY_ITEMS_LIMIT),
  };
  return client.request<ListItemsInCategoryResponse>(LIST_ITEMS, { params: { categoryId: id }, query, signal, timeoutMs });
}

/**
 * Lists the categories of one item (`GET /categories/v1/categories/list-categories-for-item`).
 *
 * @param client - a client from `createClient`
 * @param item - the item, e.g. `storeProduct(productId)`
 * @param options - `treeReference`, `signal`, `timeoutMs`
 * @returns `{ directCategoryIds, allCategoryIds }` (all: the direct ones and their ancestors), the whole answer
 * @throws {ValidationError} a bad item or tree reference, before any request
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { listCategoriesForItem, storeProduct } from '@storefront-kit/categories';
 * const { directCategoryIds } = await listCategoriesForItem(createClient(), storeProduct('product-id'));
 * ```
 */
export async function listCategoriesForItem(client: RequestClient, item: ItemReference, options: TreeOptions = {}): Promise<ListCategoriesForItemResponse> {
  const { signal, timeoutMs } = options;
  const query = { item: itemOf(item, 'item'), treeReference: treeOf(options) };
  return client.request<ListCategoriesForItemResponse>(LIST_CATEGORIES_FOR_ITEM, { query, signal, timeoutMs });
}

/**
 * Lists the categories of up to 100 items (`POST /categories/v1/categories/list-categories-for-items`).
 * Sent as the JSON body: the official module's GET cannot carry the items and loses them.
 *
 * @param client - a client from `createClient`
 * @param items - 1..100 items
 * @param options - `treeReference`, `signal`, `timeoutMs`
 * @returns `{ categoriesForItems: [{ item, directCategoryIds, indirectCategoryIds }] }`, in the items' order
 * @throws {ValidationError} an empty or too long list, a bad item or tree reference, before any request
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { listCategoriesForItems, storeProduct } from '@storefront-kit/categories';
 * const { categoriesForItems } = await listCategoriesForItems(createClient(), ['p1', 'p2'].map(storeProduct));
 * ```
 */
export async function listCategoriesForItems(
  client: RequestClient,
  items: ItemReference[],
  options: TreeOptions = {},
): Promise<ListCategoriesForItemsResponse> {
  const { signal, timeoutMs } = options;
  const body = { items: itemsOf(items, 'items', MAX_CATEGORY_BULK_SIZE), treeReference: treeOf(options) };
  return client.request<ListCategoriesForItemsResponse>(LIST_CATEGORIES_FOR_ITEMS, { body, signal, timeoutMs });
}

/**
 * Lists the category trees of the site (`GET /categories/v1/categories/list-trees`).
 *
 * @param client - a client from `createClient`
 * @param options - `signal`, `timeoutMs`
 * @returns `{ trees }`, the whole answer
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { listTrees } from '@storefront-kit/categories';
 * const { trees } = await listTrees(createClient());
 * ```
 */
export async function listTrees(client: RequestClient, { signal, timeoutMs }: CallOptions = {}): Promise<ListTreesResponse> {
  return client.request<ListTreesResponse>(LIST_TREES, { signal, timeoutMs });
}

/**
 * Gets the merchant's arranged items of a category (`GET /categories/v1/categories/{categoryId}/arranged-items`).
 *
 * @param client - a client from `createClient`
 * @param categoryId - the category id
 * @param options - `treeReference`, `signal`, `timeoutMs`
 * @returns `{ items }` in display order, the whole answer
 * @throws {ValidationError} a blank id or a bad tree reference, before any request
 * @throws {HttpError} 404 `CATEGORY_NOT_FOUND`
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { getArrangedItems } from '@storefront-kit/categories';
 * const { items } = await getArrangedItems(createClient(), 'category-id');
 * ```
 */
export async function getArrangedItems(client: RequestClient, categoryId: string, options: TreeOptions = {}): Promise<ArrangedItemsResponse> {
  const id = requireId(categoryId, 'categoryId');
  const { signal, timeoutMs } = options;
  return client.request<ArrangedItemsResponse>(GET_ARRANGED_ITEMS, {
    params: { categoryId: id },
    query: { categoryId: id, treeReference: treeOf(options) },
    signal,
    timeoutMs,
  });
}
