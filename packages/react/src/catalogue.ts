import type { Collection, Product, ProductOptionsAvailabilityResponse, QueryProductsOptions } from '@storefront-kit/stores-catalogue';
import { useCallback, useMemo, useState } from 'react';
import { useClient } from './context';
import {
  collectionQueryOptions,
  collectionsQueryOptions,
  productBySlugQueryOptions,
  productOptionsAvailabilityQueryOptions,
  productQueryOptions,
  productsQueryOptions,
  type CataloguePage,
  type CollectionRef,
  type CollectionsQuery,
  type ProductsQuery,
} from './queryOptions';
import { hashKey, tryOptions, useResource, type ResourceOptions, type UseResourceResult } from './useResource';

/**
 * What {@link useProducts} and {@link useCollections} return: the page's read state, its `items`,
 * and paging.
 *
 * @example
 * ```ts
 * import type { UsePagedResult } from '@storefront-kit/react';
 * import type { Product } from '@storefront-kit/stores-catalogue';
 * const names = (r: UsePagedResult<Product>) => r.items.map((p) => p.name);
 * ```
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
 * @example
 * ```ts
 * import type { UseProductsOptions } from '@storefront-kit/react';
 * const options: UseProductsOptions = { includeVariants: true };
 * ```
 */
export interface UseProductsOptions extends ResourceOptions<CataloguePage<Product>>, QueryProductsOptions {}

/** The page offset chosen with next/prev; it belongs to one query (`base`) and resets when that changes. */
function useOffset(baseKey: string) {
  const [paging, setPaging] = useState<{ base: string; offset: number } | null>(null);
  return [paging && paging.base === baseKey ? paging.offset : undefined, setPaging] as const;
}

/** Adds items and paging to a page read. */
function usePaging<TItem>(
  baseKey: string,
  result: UseResourceResult<CataloguePage<TItem>>,
  setPaging: (paging: { base: string; offset: number }) => void,
): UsePagedResult<TItem> {
  const data = result.data;
  const next = useCallback(() => {
    if (data?.hasNext) setPaging({ base: baseKey, offset: data.offset + data.pageSize });
  }, [data, baseKey, setPaging]);
  const prev = useCallback(() => {
    if (data?.hasPrev) setPaging({ base: baseKey, offset: Math.max(0, data.offset - data.pageSize) });
  }, [data, baseKey, setPaging]);
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

/**
 * A page of products with paging: `queryProducts(client)` refined by `query`, read through the
 * client's deduplicating resource map (same query = one request, also under StrictMode; the request
 * is aborted when no component needs it; a slower, older answer never replaces a newer one).
 * `next()`/`prev()` move by the query's limit; a changed query starts from its own offset again.
 *
 * @param query - refines the builder: filters, sort, `limit`, `skip` (a new function each render is fine: the request is the key)
 * @param options - `includeVariants` and the other `queryProducts` flags, `initialData` (server rendering), `enabled`
 *
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
  const client = useClient(options.client);
  const { includeVariants, includeHiddenProducts, includeMerchantSpecificData } = options;
  const flags = { includeVariants, includeHiddenProducts, includeMerchantSpecificData };
  const base = tryOptions(() => productsQueryOptions(client, query, flags));
  const baseKey = base.options ? hashKey(base.options.queryKey) : '';
  const [offset, setPaging] = useOffset(baseKey);
  const built =
    offset === undefined ? base : tryOptions(() => productsQueryOptions(client, (q) => (query ? query(q) : q).skip(offset), flags));
  return usePaging(baseKey, useResource(client, built.options, options, built.error), setPaging);
}

/**
 * One product, by id or by slug (`{ slug }`; `data` is `null` when no product has it).
 *
 * @param ref - the product id, `{ id }` or `{ slug }`; `undefined` waits (nothing is sent)
 * @param options - `initialData` (server rendering), `enabled`, `includeMerchantSpecificData` (merchants)
 *
 * @example
 * ```ts
 * import { useProduct } from '@storefront-kit/react';
 *
 * function useProductTitle(slug: string): string {
 *   const { data: product, isLoading, error } = useProduct({ slug });
 *   if (isLoading) return 'Loading…';
 *   if (error) return error.code; // e.g. ERR_NETWORK; by id, a missing product is PRODUCT_NOT_FOUND
 *   return product ? product.name ?? '' : 'Not found';
 * }
 * ```
 */
export function useProduct(
  ref: string | { id: string } | { slug: string } | undefined,
  options: ResourceOptions<Product | null> & { includeMerchantSpecificData?: boolean } = {},
): UseResourceResult<Product | null> {
  const client = useClient(options.client);
  const merchant = options.includeMerchantSpecificData ? { includeMerchantSpecificData: true } : {};
  const built =
    ref === undefined
      ? { options: null, error: null }
      : tryOptions<Product | null>(() =>
          typeof ref === 'string' || 'id' in ref
            ? productQueryOptions(client, typeof ref === 'string' ? ref : ref.id, merchant)
            : productBySlugQueryOptions(client, ref.slug),
        );
  return useResource(client, built.options, options, built.error);
}

/**
 * Availability of a choice of options of a product (`selectedVariant`, `availableForPurchase`,
 * per-choice stock). Each new choice is one read; an older answer never replaces a newer one.
 *
 * @param id - the product id (`undefined` waits)
 * @param choices - option name to choice, e.g. `{ Size: 'M', Color: 'Red' }`
 *
 * @example
 * ```ts
 * import { useProductOptionsAvailability } from '@storefront-kit/react';
 *
 * // <button disabled={!useCanBuy(id, { Size: 'M', Color: 'Red' })}>Add to cart</button>
 * function useCanBuy(id: string, choices: Record<string, string>): boolean {
 *   const { data } = useProductOptionsAvailability(id, choices);
 *   return !!data?.availableForPurchase;
 * }
 * ```
 */
export function useProductOptionsAvailability(
  id: string | undefined,
  choices: Record<string, string>,
  options: ResourceOptions<ProductOptionsAvailabilityResponse> = {},
): UseResourceResult<ProductOptionsAvailabilityResponse> {
  const client = useClient(options.client);
  const built = id === undefined ? { options: null, error: null } : tryOptions(() => productOptionsAvailabilityQueryOptions(client, id, choices));
  return useResource(client, built.options, options, built.error);
}

/**
 * A page of collections with paging (`queryCollections(client)` refined by `query`).
 *
 * @param query - refines the builder (filters, sort, limit)
 * @param options - `initialData`, `enabled`
 *
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
export function useCollections(
  query?: CollectionsQuery,
  options: ResourceOptions<CataloguePage<Collection>> = {},
): UsePagedResult<Collection> {
  const client = useClient(options.client);
  const base = tryOptions(() => collectionsQueryOptions(client, query));
  const baseKey = base.options ? hashKey(base.options.queryKey) : '';
  const [offset, setPaging] = useOffset(baseKey);
  const built = offset === undefined ? base : tryOptions(() => collectionsQueryOptions(client, (q) => (query ? query(q) : q).skip(offset)));
  return usePaging(baseKey, useResource(client, built.options, options, built.error), setPaging);
}

/**
 * One collection, by slug (or `{ id }`).
 *
 * @param ref - a slug, `{ slug }` or `{ id }`; `undefined` waits
 * @param options - `initialData`, `enabled`
 *
 * @example
 * ```ts
 * import { useCollection } from '@storefront-kit/react';
 *
 * function useCollectionTitle(slug: string): string {
 *   const { data } = useCollection(slug);
 *   return data?.name ?? '…';
 * }
 * ```
 */
export function useCollection(ref: CollectionRef | undefined, options: ResourceOptions<Collection> = {}): UseResourceResult<Collection> {
  const client = useClient(options.client);
  const built = ref === undefined ? { options: null, error: null } : tryOptions(() => collectionQueryOptions(client, ref));
  return useResource(client, built.options, options, built.error);
}
