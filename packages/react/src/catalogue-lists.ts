import type { Client } from '@storefront-kit/http-core';
import type { Collection, Product, QueryProductsOptions } from '@storefront-kit/stores-catalogue';
import { useCallback, useMemo, useState } from 'react';
import { useClient } from './context';
import { collectionsQueryOptions, productsQueryOptions, type CataloguePage, type CollectionsQuery, type ProductsQuery } from './queryOptions';
import { hashKey, tryOptions, useResource, type BuiltQuery, type ResourceOptions, type UseResourceResult } from './useResource';

/**
 * What {@link useProducts} and {@link useCollections} return: the page's read state, its `items`,
 * and paging.
 *
 * @group Types
 */
export interface UsePagedResult<TItem> extends UseResourceResult<CataloguePage<TItem>> {
  /** The current page's items (`[]` while loading). */
  readonly items: TItem[];
  /** Zero-based page number (offset / page size). */
  readonly page: number;
  readonly hasNext: boolean;
  readonly hasPrev: boolean;
  /** Moves to the next page (no-op when there is none). */
  next(): void;
  /** Moves to the previous page (no-op when there is none). */
  prev(): void;
}

/**
 * Options of {@link useProducts}: the catalogue hook options plus `queryProducts`'s flags.
 *
 * @group Types
 */
export interface UseProductsOptions extends ResourceOptions<CataloguePage<Product>>, QueryProductsOptions {}

/** A page offset chosen with next/prev; it belongs to one query (`base`, its key). */
interface Paging {
  base: string;
  offset: number;
}

/**
 * Reads a page of a paged query: the query as given, or moved to the offset next/prev chose for it
 * (a changed query starts from its own offset again).
 */
function usePagedRead<TItem>(
  client: Client,
  build: (skip: number | undefined) => BuiltQuery<CataloguePage<TItem>>,
  options: ResourceOptions<CataloguePage<TItem>>,
): UsePagedResult<TItem> {
  const base = build(undefined);
  const baseKey = base.options ? hashKey(base.options.queryKey) : '';
  const [paging, setPaging] = useState<Paging | null>(null);
  const offset = paging && paging.base === baseKey ? paging.offset : undefined;
  const result = useResource(client, offset === undefined ? base : build(offset), options);
  const data = result.data;
  const next = useCallback(() => {
    if (data?.hasNext) setPaging({ base: baseKey, offset: data.offset + data.pageSize });
  }, [data, baseKey]);
  const prev = useCallback(() => {
    if (data?.hasPrev) setPaging({ base: baseKey, offset: Math.max(0, data.offset - data.pageSize) });
  }, [data, baseKey]);
  return useMemo(
    () => ({
      ...result,
      items: data?.items ?? [],
      page: data && data.pageSize ? Math.floor(data.offset / data.pageSize) : 0,
      hasNext: !!data?.hasNext,
      hasPrev: !!data?.hasPrev,
      next,
      prev,
    }),
    [result, data, next, prev],
  );
}

/** The query refined by the caller, moved to `skip` when paging chose an offset. */
const paged =
  <B extends { skip(n: number): B }>(query: ((q: B) => B) | undefined, skip: number | undefined) =>
  (q: B): B => {
    const refined = query ? query(q) : q;
    return skip === undefined ? refined : refined.skip(skip);
  };

/**
 * A page of products with paging: `queryProducts(client)` refined by `query`, read through the
 * client's read store (same query = one request, also under StrictMode; the request is aborted when no
 * component needs it; a slower, older answer never replaces a newer one). `next()`/`prev()` move by the
 * query's limit; a changed query starts from its own offset again.
 *
 * @param query - refines the builder: filters, sort, `limit`, `skip` (a new function each render is fine: the request is the key)
 * @param options - `includeVariants` and the other `queryProducts` flags, `initialData` (server rendering), `enabled`, `client`
 * @returns the page's read state, `items` and paging
 * @group Hooks
 * @example
 * ```ts
 * import { useProducts } from '@storefront-kit/react';
 *
 * // Render `shelf.names`, and <button disabled={!shelf.hasNext} onClick={shelf.next}>Next</button>
 * function useShelf(collectionId: string) {
 *   const { items, isLoading, error, hasPrev, hasNext, prev, next, page } = useProducts((q) =>
 *     q.hasSome('collectionIds', [collectionId]).ascending('price').limit(12),
 *   );
 *   return { names: items.map((p) => p.name), isLoading, alert: error?.message, page, hasPrev, hasNext, prev, next };
 * }
 * ```
 */
export function useProducts(query?: ProductsQuery, options: UseProductsOptions = {}): UsePagedResult<Product> {
  const client = useClient(options);
  const { includeVariants, includeHiddenProducts, includeMerchantSpecificData } = options;
  const flags = { includeVariants, includeHiddenProducts, includeMerchantSpecificData };
  return usePagedRead(client, (skip) => tryOptions(() => productsQueryOptions(client, paged(query, skip), flags)), options);
}

/**
 * A page of collections with paging (`queryCollections(client)` refined by `query`), read like
 * {@link useProducts}.
 *
 * @param query - refines the builder (filters, sort, limit)
 * @param options - `initialData`, `enabled`, `client`
 * @returns the page's read state, `items` and paging
 * @group Hooks
 * @example
 * ```ts
 * import { useCollections } from '@storefront-kit/react';
 *
 * function useMenu() {
 *   const { items } = useCollections((q) => q.ascending('name'));
 *   return items.map((c) => ({ href: `/collections/${c.slug}`, label: c.name }));
 * }
 * ```
 */
export function useCollections(query?: CollectionsQuery, options: ResourceOptions<CataloguePage<Collection>> = {}): UsePagedResult<Collection> {
  const client = useClient(options);
  return usePagedRead(client, (skip) => tryOptions(() => collectionsQueryOptions(client, paged(query, skip))), options);
}
