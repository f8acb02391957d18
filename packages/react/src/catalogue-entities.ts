import type { CategoryView, ProductView } from '@storefront-kit/stores-catalogue/view';
import { useClient } from './context';
import { categoryQueryOptions, productQueryOptions } from './queryOptions';
import { tryOptions, useResource, WAITING, type ResourceOptions, type UseResourceResult } from './useResource';

/**
 * Which product a hook reads: by `id` or by `slug`, exactly one of them. `undefined` waits (nothing is
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
export type UseProductOptions = IdOrSlug & ResourceOptions<ProductView | null>;

/**
 * Options of {@link useCategory}: `{ slug }` (`undefined` waits), and the catalogue hook options.
 *
 * @group Types
 */
export type UseCategoryOptions = { slug: string | undefined } & ResourceOptions<CategoryView | null>;

/**
 * One product as a view with its variants, by id or by slug, on a V1 or a V3 store: `useProduct({ slug })`,
 * `useProduct({ id })`. `data` is `null` when no visible product has it. Pair it with
 * `selectVariant(product, choices)` from `@storefront-kit/stores-catalogue/view` for option pickers.
 *
 * @param options - `{ id }` or `{ slug }` (`undefined` waits: nothing is sent), `initialData` (server
 *   rendering), `enabled`, `client`
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
 *   return product ? `${product.name}, ${product.price.formatted}` : 'Not found';
 * }
 * ```
 */
export function useProduct(options: UseProductOptions): UseResourceResult<ProductView | null> {
  const client = useClient(options);
  const { id, slug } = options;
  const built =
    id !== undefined
      ? tryOptions(() => productQueryOptions(client, { id }))
      : slug !== undefined
        ? tryOptions(() => productQueryOptions(client, { slug }))
        : WAITING;
  return useResource(client, built, options);
}

/**
 * One category as a view, by slug: a collection on a V1 store, a category on a V3 store (`null` when
 * none has the slug).
 *
 * @param options - `{ slug }` (`undefined` waits), `initialData`, `enabled`, `client`
 * @returns the read's state, `isLoading` and `refetch`
 * @group Hooks
 * @example
 * ```ts
 * import { useCategory } from '@storefront-kit/react';
 *
 * function useCategoryTitle(slug: string): string {
 *   const { data } = useCategory({ slug });
 *   return data?.name ?? '…';
 * }
 * ```
 */
export function useCategory(options: UseCategoryOptions): UseResourceResult<CategoryView | null> {
  const client = useClient(options);
  const built = options.slug === undefined ? WAITING : tryOptions(() => categoryQueryOptions(client, options.slug!));
  return useResource(client, built, options);
}
