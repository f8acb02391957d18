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

/** A reference in the deprecated positional form: a string (an id or a slug, per hook), `{ id }` or `{ slug }`. */
type PositionalRef = string | { id: string } | { slug: string } | undefined;

/** The options object of the current form, from the deprecated `(ref, options)` one; a string ref is a `stringIs`. */
function fromPositional<T extends IdOrSlug>(ref: T | PositionalRef, options: object | undefined, stringIs: 'id' | 'slug'): T {
  if (ref === undefined || typeof ref === 'string') return { ...options, [stringIs]: ref } as T;
  return (options ? { ...options, ...ref } : ref) as T;
}

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
export function useProduct(options: UseProductOptions): UseResourceResult<Product | null>;
/**
 * One product, by id (a string or `{ id }`) or by slug (`{ slug }`).
 *
 * @param ref - the product id, `{ id }` or `{ slug }`; `undefined` waits
 * @param options - `initialData`, `enabled`, `includeMerchantSpecificData`, `client`
 * @returns the read's state, `isLoading` and `refetch`
 * @deprecated Pass one options object: `useProduct({ id, ...options })` or `useProduct({ slug, ...options })`.
 */
export function useProduct(
  ref: string | { id: string } | { slug: string } | undefined,
  options?: ResourceOptions<Product | null> & { includeMerchantSpecificData?: boolean },
): UseResourceResult<Product | null>;
export function useProduct(ref: UseProductOptions | string | undefined, positional?: object): UseResourceResult<Product | null> {
  const options = fromPositional<UseProductOptions>(ref, positional, 'id');
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
export function useCollection(options: UseCollectionOptions): UseResourceResult<Collection>;
/**
 * One collection, by slug (a string or `{ slug }`) or by id (`{ id }`).
 *
 * @param ref - a slug, `{ slug }` or `{ id }`; `undefined` waits
 * @param options - `initialData`, `enabled`, `client`
 * @returns the read's state, `isLoading` and `refetch`
 * @deprecated Pass one options object: `useCollection({ slug, ...options })` or `useCollection({ id, ...options })`.
 */
export function useCollection(
  ref: string | { id: string } | { slug: string } | undefined,
  options?: ResourceOptions<Collection>,
): UseResourceResult<Collection>;
export function useCollection(ref: UseCollectionOptions | string | undefined, positional?: object): UseResourceResult<Collection> {
  const options = fromPositional<UseCollectionOptions>(ref, positional, 'slug');
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
