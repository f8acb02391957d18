import type { Collection, Product, ProductOptionsAvailabilityResponse } from '@storefront-kit/stores-catalogue';
import { useClient } from './context';
import { collectionQueryOptions, productBySlugQueryOptions, productOptionsAvailabilityQueryOptions, productQueryOptions } from './queryOptions';
import { tryOptions, useResource, WAITING, type ResourceOptions, type UseResourceResult } from './useResource';

/**
 * Which entity a hook reads: by `id` or by `slug`, exactly one of them. `undefined` waits (nothing is
 * sent), e.g. while a route parameter is not known yet.
 *
 * @group Types
 */
export type IdOrSlug = { id: string | undefined; slug?: never } | { slug: string | undefined; id?: never };

/**
 * Options of {@link useProduct}: `{ id }` or `{ slug }`, and the catalogue hook options.
 *
 * @group Types
 */
export type UseProductOptions = IdOrSlug & ResourceOptions<Product | null> & { includeMerchantSpecificData?: boolean };

/**
 * Options of {@link useCollection}: `{ slug }` or `{ id }`, and the catalogue hook options.
 *
 * @group Types
 */
export type UseCollectionOptions = IdOrSlug & ResourceOptions<Collection>;

/**
 * One product, by id or by slug: `useProduct({ id })`, `useProduct({ slug })` (`data` is `null` when
 * no product has that slug; by id, a missing product is an `HttpError` `PRODUCT_NOT_FOUND`).
 *
 * @param options - `{ id }` or `{ slug }` (`undefined` waits: nothing is sent), `initialData` (server
 *   rendering), `enabled`, `includeMerchantSpecificData` (merchants, by id), `client`
 * @returns the read's state, `isLoading` and `refetch`
 * @group Hooks
 * @example
 * ```ts
 * import { useProduct } from '@storefront-kit/react';
 *
 * function useProductTitle(slug: string): string {
 *   const { data: product, isLoading, error } = useProduct({ slug });
 *   if (isLoading) return 'Loading…';
 *   if (error) return error.code; // e.g. ERR_NETWORK
 *   return product ? product.name ?? '' : 'Not found';
 * }
 * ```
 */
export function useProduct(options: UseProductOptions): UseResourceResult<Product | null> {
  const client = useClient(options);
  const { id, slug } = options;
  const merchant = options.includeMerchantSpecificData ? { includeMerchantSpecificData: true } : {};
  const built =
    id !== undefined
      ? tryOptions<Product | null>(() => productQueryOptions(client, id, merchant))
      : slug !== undefined
        ? tryOptions(() => productBySlugQueryOptions(client, slug))
        : WAITING;
  return useResource(client, built, options);
}

/**
 * One collection, by slug or by id: `useCollection({ slug })`, `useCollection({ id })`.
 *
 * @param options - `{ slug }` or `{ id }` (`undefined` waits), `initialData`, `enabled`, `client`
 * @returns the read's state, `isLoading` and `refetch`
 * @group Hooks
 * @example
 * ```ts
 * import { useCollection } from '@storefront-kit/react';
 *
 * function useCollectionTitle(slug: string): string {
 *   const { data } = useCollection({ slug });
 *   return data?.name ?? '…';
 * }
 * ```
 */
export function useCollection(options: UseCollectionOptions): UseResourceResult<Collection> {
  const client = useClient(options);
  const { id, slug } = options;
  const built =
    id !== undefined
      ? tryOptions(() => collectionQueryOptions(client, { id }))
      : slug !== undefined
        ? tryOptions(() => collectionQueryOptions(client, { slug }))
        : WAITING;
  return useResource(client, built, options);
}

/**
 * Availability of a choice of options of a product (`selectedVariant`, `availableForPurchase`,
 * per-choice stock). Each new choice is one read; an older answer never replaces a newer one.
 *
 * @param id - the product id (`undefined` waits)
 * @param choices - option name to choice, e.g. `{ Size: 'M', Color: 'Red' }`
 * @param options - `initialData`, `enabled`, `client`
 * @returns the read's state, `isLoading` and `refetch`
 * @group Hooks
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
  const client = useClient(options);
  const built = id === undefined ? WAITING : tryOptions(() => productOptionsAvailabilityQueryOptions(client, id, choices));
  return useResource(client, built, options);
}
