import type { Client } from '@storefront-kit/http-core';
import type { CategoryView, ProductListPage, ProductListQuery, ProductView } from '@storefront-kit/stores-catalogue/view';
import { useCallback, useMemo, useState } from 'react';
import { useClient } from './context';
import { categoriesQueryOptions, productsQueryOptions } from './queryOptions';
import { hashKey, tryOptions, useResource, WAITING, type ResourceOptions, type UseResourceResult } from './useResource';

/**
 * What {@link useProducts} and {@link useSearch} return: the page's read state, its `items`, and paging.
 *
 * @group Types
 */
export interface UsePagedResult<TItem> extends UseResourceResult<ProductListPage> {
  /** The current page's items (`[]` while loading). */
  readonly items: TItem[];
  /** How many products match, when known. */
  readonly total: number | undefined;
  /** Zero-based number of the page shown, counted from the query's first page. */
  readonly page: number;
  readonly hasNext: boolean;
  readonly hasPrev: boolean;
  /** Moves to the next page (no-op when there is none). */
  next(): void;
  /** Moves to the previous page (no-op when there is none). */
  prev(): void;
}

/**
 * Options of {@link useProducts} and {@link useSearch}.
 *
 * @group Types
 */
export type UseProductsOptions = ResourceOptions<ProductListPage>;

/** The page that next/prev chose; it belongs to one query (`base`, its key) of one client (its cursor means nothing to another). */
interface Paging {
  client: Client;
  base: string;
  cursor: string | undefined;
  page: number;
}

/** Reads a page of a product list: the query as given, or moved to the cursor next/prev chose for it. */
function usePagedProducts(query: ProductListQuery | null, options: UseProductsOptions): UsePagedResult<ProductView> {
  const client = useClient(options);
  const baseKey = query ? hashKey([query]) : '';
  const [paging, setPaging] = useState<Paging | null>(null);
  // A changed query or client forgets the page chosen for the last one (adjusted in render, as React
  // advises for state derived from props), so coming back to a query starts from its first page too.
  const chosen = paging?.base === baseKey && paging.client === client ? paging : null;
  if (paging && !chosen) setPaging(null);
  const at = chosen ?? { client, base: baseKey, cursor: query?.cursor, page: 0 };
  const built = query ? tryOptions(() => productsQueryOptions(client, at.cursor === undefined ? query : { ...query, cursor: at.cursor })) : WAITING;
  const result = useResource(client, built, options);
  const data = result.data;
  const next = useCallback(() => {
    if (data?.cursors.next) setPaging({ client, base: baseKey, cursor: data.cursors.next, page: at.page + 1 });
  }, [data, client, baseKey, at.page]);
  const prev = useCallback(() => {
    if (data?.cursors.prev) setPaging({ client, base: baseKey, cursor: data.cursors.prev, page: Math.max(0, at.page - 1) });
  }, [data, client, baseKey, at.page]);
  return useMemo(
    () => ({
      ...result,
      items: data?.items ?? [],
      total: data?.total,
      page: at.page,
      hasNext: !!data?.cursors.next,
      hasPrev: !!data?.cursors.prev,
      next,
      prev,
    }),
    [result, data, at.page, next, prev],
  );
}

/**
 * A page of products as views, on a V1 or a V3 store (`catalogueOf(client).listProducts(query)`), read
 * through the client's read store (same query = one request, also under StrictMode; the request is
 * aborted when no component needs it; a slower, older answer never replaces a newer one). `next()` /
 * `prev()` follow the page's cursors; a changed query starts from its own first page again.
 *
 * @param query - `categoryId`, `sort`, `limit`, `cursor`, `search` (a new object each render is fine: the query is the key)
 * @param options - `initialData` (server rendering), `enabled`, `client`
 * @returns the page's read state, `items`, `total` and paging
 * @group Hooks
 * @example
 * ```ts
 * import { useProducts } from '@storefront-kit/react';
 *
 * // Render `shelf.cards`, and <button disabled={!shelf.hasNext} onClick={shelf.next}>Next</button>
 * function useShelf(categoryId: string) {
 *   const { items, isLoading, error, hasPrev, hasNext, prev, next, page } = useProducts({ categoryId, sort: 'price-asc', limit: 12 });
 *   const cards = items.map((p) => ({ name: p.name, price: p.price.formatted, was: p.compareAtPrice?.formatted }));
 *   return { cards, isLoading, alert: error?.message, page, hasPrev, hasNext, prev, next };
 * }
 * ```
 */
export function useProducts(query: ProductListQuery = {}, options: UseProductsOptions = {}): UsePagedResult<ProductView> {
  return usePagedProducts(query, options);
}

/**
 * Products found by free text, as views, paged like {@link useProducts}: V3 stores search names and
 * descriptions (`searchProducts`), V1 stores match names containing the text. A blank text sends
 * nothing (`items` stays `[]`).
 *
 * @param text - what the shopper typed (trimmed)
 * @param query - `categoryId`, `sort`, `limit`
 * @param options - `initialData`, `enabled`, `client`
 * @returns the page's read state, `items`, `total` and paging
 * @group Hooks
 * @example
 * ```ts
 * import { useSearch } from '@storefront-kit/react';
 *
 * function useSuggestions(text: string) {
 *   const { items, isLoading } = useSearch(text, { limit: 5 });
 *   return isLoading ? ['…'] : items.map((p) => p.name);
 * }
 * ```
 */
export function useSearch(text: string, query: Omit<ProductListQuery, 'search'> = {}, options: UseProductsOptions = {}): UsePagedResult<ProductView> {
  const search = text.trim();
  return usePagedProducts(search ? { ...query, search } : null, options);
}

/**
 * What {@link useCategories} returns: the read's state and the categories.
 *
 * @group Types
 */
export interface UseCategoriesResult extends UseResourceResult<CategoryView[]> {
  /** The categories (`[]` while loading). */
  readonly items: CategoryView[];
}

/**
 * The store's categories as views: its collections on a V1 store, its categories on a V3 store
 * (hidden ones included: `visible` says).
 *
 * @param options - `initialData`, `enabled`, `client`
 * @returns the read's state and `items`
 * @group Hooks
 * @example
 * ```ts
 * import { useCategories } from '@storefront-kit/react';
 *
 * function useMenu() {
 *   const { items } = useCategories();
 *   return items.filter((c) => c.visible).map((c) => ({ href: `/?category=${c.slug}`, label: c.name }));
 * }
 * ```
 */
export function useCategories(options: ResourceOptions<CategoryView[]> = {}): UseCategoriesResult {
  const client = useClient(options);
  const result = useResource(
    client,
    tryOptions(() => categoriesQueryOptions(client)),
    options,
  );
  return useMemo(() => ({ ...result, items: result.data ?? [] }), [result]);
}
