/**
 * `{ queryKey, queryFn }` objects over the catalogue facade (`catalogueOf(client)` from
 * `@storefront-kit/stores-catalogue/view`), in the shape TanStack Query's `useQuery` / `prefetchQuery` /
 * `ensureQueryData` take. They are the one description of every catalogue read of this package: the
 * hooks run these very objects through their read store, TanStack users hand them to their query
 * client; both send the same requests and get the same views, on a V1 or a V3 store. Nothing here
 * imports TanStack Query: `queryFn` takes `{ signal }`, which TanStack's context has.
 */
import type { RequestClient } from '@storefront-kit/http-core';
import { catalogueOf, type CategoryView, type ProductListPage, type ProductListQuery, type ProductView } from '@storefront-kit/stores-catalogue/view';

/**
 * A query description: a serializable `queryKey` and a `queryFn` that honours the AbortSignal it is
 * given. Structurally what TanStack Query's `queryOptions()` returns, without depending on it.
 *
 * @group Types
 */
export interface StorefrontQueryOptions<TData, TKey extends readonly unknown[] = readonly unknown[]> {
  readonly queryKey: TKey;
  readonly queryFn: (context: { signal: AbortSignal }) => Promise<TData>;
}

/**
 * Which product a read finds: by `slug` or by `id`.
 *
 * @group Types
 */
export type ProductRef = { slug: string } | { id: string };

/** The first element of every key, so `queryClient.invalidateQueries({ queryKey: ['storefront-kit'] })` reaches them all. */
const ROOT = 'storefront-kit';

/**
 * Query options for one page of product views (`catalogueOf(client).listProducts(query)`): a category,
 * a sort, a page size, a cursor and a free-text search, on either catalogue. The key holds the query.
 *
 * @param client - the client
 * @param query - `categoryId`, `sort`, `limit`, `cursor`, `search`
 * @returns `{ queryKey, queryFn }`; `queryFn` resolves a `ProductListPage` (`items`, `total`, `cursors`)
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { productsQueryOptions } from '@storefront-kit/react';
 *
 * // With TanStack Query, in a component: useQuery(productsQueryOptions(useClient(), { sort: 'price-asc', limit: 12 }))
 * // or on a server: await queryClient.prefetchQuery(productsQueryOptions(client, ...)). Without it:
 * const { queryKey, queryFn } = productsQueryOptions(createClient(), { sort: 'price-asc', limit: 12 });
 * const page = await queryFn({ signal: new AbortController().signal });
 * console.log(queryKey, page.items.map((p) => p.price.formatted), page.cursors.next);
 * ```
 * @group Stores
 */
export function productsQueryOptions(
  client: RequestClient,
  query: ProductListQuery = {},
): StorefrontQueryOptions<ProductListPage, readonly ['storefront-kit', 'products', ProductListQuery]> {
  return {
    queryKey: [ROOT, 'products', query],
    queryFn: ({ signal }) => catalogueOf(client).listProducts(query, { signal }),
  };
}

/**
 * Query options for one product view with its variants, by slug or id; the data is `null` when no
 * visible product has it.
 *
 * @param client - the client
 * @param ref - `{ slug }` or `{ id }`
 * @returns `{ queryKey, queryFn }`; `queryFn` resolves the product view or `null`
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { productQueryOptions } from '@storefront-kit/react';
 * // TanStack Query: const product = await queryClient.ensureQueryData(productQueryOptions(client, { slug: 'classic-tee' }));
 * const { queryFn } = productQueryOptions(createClient(), { slug: 'classic-tee' });
 * const product = await queryFn({ signal: AbortSignal.timeout(5_000) });
 * console.log(product?.name, product?.variants.length);
 * ```
 * @group Stores
 */
export function productQueryOptions(
  client: RequestClient,
  ref: ProductRef,
): StorefrontQueryOptions<ProductView | null, readonly ['storefront-kit', 'product', ProductRef]> {
  const by: ProductRef = 'id' in ref ? { id: ref.id } : { slug: ref.slug };
  return {
    queryKey: [ROOT, 'product', by],
    queryFn: ({ signal }) => ('id' in by ? catalogueOf(client).getProduct(by.id, { signal }) : catalogueOf(client).getProductBySlug(by.slug, { signal })),
  };
}

/**
 * Query options for the store's categories (V1: its collections), hidden ones included (`visible` says).
 *
 * @param client - the client
 * @returns `{ queryKey, queryFn }`; `queryFn` resolves the category views
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { categoriesQueryOptions } from '@storefront-kit/react';
 * const { queryFn } = categoriesQueryOptions(createClient());
 * const menu = (await queryFn({ signal: new AbortController().signal })).filter((c) => c.visible);
 * ```
 * @group Stores
 */
export function categoriesQueryOptions(client: RequestClient): StorefrontQueryOptions<CategoryView[], readonly ['storefront-kit', 'categories']> {
  return { queryKey: [ROOT, 'categories'], queryFn: ({ signal }) => catalogueOf(client).listCategories({ signal }) };
}

/**
 * Query options for one category (V1: collection) by slug; the data is `null` when none has it.
 *
 * @param client - the client
 * @param slug - the category's slug, e.g. `apparel`
 * @returns `{ queryKey, queryFn }`; `queryFn` resolves the category view or `null`
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { categoryQueryOptions } from '@storefront-kit/react';
 * const { queryKey, queryFn } = categoryQueryOptions(createClient(), 'apparel');
 * console.log(queryKey, (await queryFn({ signal: new AbortController().signal }))?.name);
 * ```
 * @group Stores
 */
export function categoryQueryOptions(
  client: RequestClient,
  slug: string,
): StorefrontQueryOptions<CategoryView | null, readonly ['storefront-kit', 'category', { slug: string }]> {
  return { queryKey: [ROOT, 'category', { slug }], queryFn: ({ signal }) => catalogueOf(client).getCategoryBySlug(slug, { signal }) };
}
