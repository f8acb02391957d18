/**
 * `{ queryKey, queryFn }` objects over the framework-free catalogue functions, in the shape TanStack
 * Query's `useQuery` / `prefetchQuery` / `ensureQueryData` take (openapi-react-query's idea). The
 * catalogue hooks of this package run the very same objects, so both paths send identical requests.
 * Nothing here imports TanStack Query: `queryFn` takes `{ signal }`, which TanStack's context has.
 */
import type { OffsetQueryBuilder, OffsetQueryResult, RequestClient } from '@storefront-kit/http-core';
import {
  getCollection,
  getCollectionBySlug,
  getProduct,
  getProductOptionsAvailability,
  queryCollections,
  queryProducts,
  type Collection,
  type CollectionsQueryBuilder,
  type Product,
  type ProductOptionsAvailabilityResponse,
  type ProductsQueryBuilder,
  type QueryProductsOptions,
} from '@storefront-kit/stores-catalogue';

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
 * One page of a catalogue query, as plain data (serializable, so it can be server-rendered,
 * dehydrated by TanStack Query or passed as `initialData`).
 *
 * @example
 * ```ts
 * import type { CataloguePage } from '@storefront-kit/react';
 * import type { Product } from '@storefront-kit/stores-catalogue';
 * const label = (p: CataloguePage<Product>) => `${p.offset + 1}–${p.offset + p.items.length} of ${p.totalCount ?? 'many'}`;
 * ```
 * @group Types
 */
export interface CataloguePage<TItem> {
  readonly items: TItem[];
  /** Total number of matches; `undefined` when the platform did not count them. */
  readonly totalCount: number | undefined;
  /** Offset of this page. */
  readonly offset: number;
  /** The query's limit. */
  readonly pageSize: number;
  readonly hasNext: boolean;
  readonly hasPrev: boolean;
}

/**
 * A products query for the hooks and helpers: a function refining `queryProducts(client)`'s builder
 * (filters, sort, limit, skip).
 *
 * @example
 * ```ts
 * import type { ProductsQuery } from '@storefront-kit/react';
 * const cheapestShirts: ProductsQuery = (q) => q.hasSome('collectionIds', ['apparel-id']).ascending('price').limit(12);
 * ```
 * @group Types
 */
export type ProductsQuery = (query: ProductsQueryBuilder) => ProductsQueryBuilder;

/**
 * A collections query: a function refining `queryCollections(client)`'s builder.
 *
 * @example
 * ```ts
 * import type { CollectionsQuery } from '@storefront-kit/react';
 * const byName: CollectionsQuery = (q) => q.ascending('name');
 * ```
 * @group Types
 */
export type CollectionsQuery = (query: CollectionsQueryBuilder) => CollectionsQueryBuilder;

/** The first element of every key, so `queryClient.invalidateQueries({ queryKey: ['storefront-kit'] })` reaches them all. */
const ROOT = 'storefront-kit';

/** Maps a builder result to plain data (the builder's own `hasNext()`/`hasPrev()` decide). */
const toPage = <T>(r: OffsetQueryResult<T>): CataloguePage<T> => ({
  items: r.items,
  totalCount: r.totalCount,
  offset: r.offset,
  pageSize: r.pageSize,
  hasNext: r.hasNext(),
  hasPrev: r.hasPrev(),
});

// biome-ignore lint/suspicious/noExplicitAny: any builder, whatever its filter and sort types
const paged = <T, B extends OffsetQueryBuilder<T, any, any>>(builder: B) => ({
  request: builder.toRequest(),
  queryFn: ({ signal }: { signal: AbortSignal }) => builder.find({ signal }).then(toPage<T>),
});

/**
 * Query options for one page of products (`queryProducts(client, options)` refined by `query`).
 * The key holds the request as sent (`filter`, `sort`, `paging`) and the flags.
 *
 * @param client - the client
 * @param query - refines the builder (filters, sort, `limit`, `skip`)
 * @param options - `includeVariants`, `includeHiddenProducts`, `includeMerchantSpecificData`
 * @throws {ValidationError} from the builder (bad limit, field, value), when called
 *
 * @returns `{ queryKey, queryFn }`; `queryFn` resolves a {@link CataloguePage} of products
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { productsQueryOptions } from '@storefront-kit/react';
 *
 * // With TanStack Query, in a component: useQuery(productsQueryOptions(useClient(), (q) => q.ascending('price').limit(12)))
 * // or on a server: await queryClient.prefetchQuery(productsQueryOptions(client, ...)). Without it:
 * const { queryKey, queryFn } = productsQueryOptions(createClient(), (q) => q.ascending('price').limit(12));
 * const page = await queryFn({ signal: new AbortController().signal });
 * console.log(queryKey, page.items.map((p) => p.name), page.hasNext);
 * ```
 * @group Stores
 */
export function productsQueryOptions(
  client: RequestClient,
  query?: ProductsQuery,
  options: QueryProductsOptions = {},
): StorefrontQueryOptions<CataloguePage<Product>, readonly ['storefront-kit', 'products', object]> {
  const base = queryProducts(client, options);
  const { request, queryFn } = paged<Product, ProductsQueryBuilder>(query ? query(base) : base);
  return { queryKey: [ROOT, 'products', { ...options, request }], queryFn };
}

/**
 * Query options for one product by id (`getProduct`); the data is the product itself.
 *
 * @param client - the client
 * @param id - the product id
 * @param options - `includeMerchantSpecificData` (merchants)
 *
 * @returns `{ queryKey, queryFn }`; `queryFn` resolves the product
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { productQueryOptions } from '@storefront-kit/react';
 * // TanStack Query: const product = await queryClient.ensureQueryData(productQueryOptions(client, 'product-id'));
 * const { queryFn } = productQueryOptions(createClient(), 'product-id');
 * const product = await queryFn({ signal: AbortSignal.timeout(5_000) });
 * console.log(product.name);
 * ```
 * @group Stores
 */
export function productQueryOptions(
  client: RequestClient,
  id: string,
  options: { includeMerchantSpecificData?: boolean } = {},
): StorefrontQueryOptions<Product, readonly ['storefront-kit', 'product', { id: string; includeMerchantSpecificData?: boolean }]> {
  return {
    queryKey: [ROOT, 'product', { id, ...options }],
    queryFn: ({ signal }) => getProduct(client, id, { ...options, signal }).then((r) => r.product),
  };
}

/**
 * Query options for one product by slug: a products query `eq('slug', slug).limit(1)`; the data is
 * the product, or `null` when no visible product has that slug (the catalogue has no get-by-slug call).
 *
 * @param client - the client
 * @param slug - the product slug, e.g. `classic-tee`
 *
 * @returns `{ queryKey, queryFn }`; `queryFn` resolves the product or `null`
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { productBySlugQueryOptions } from '@storefront-kit/react';
 * const { queryFn } = productBySlugQueryOptions(createClient(), 'classic-tee');
 * const product = await queryFn({ signal: new AbortController().signal });
 * ```
 * @group Stores
 */
export function productBySlugQueryOptions(
  client: RequestClient,
  slug: string,
): StorefrontQueryOptions<Product | null, readonly ['storefront-kit', 'product', { slug: string }]> {
  return {
    queryKey: [ROOT, 'product', { slug }],
    queryFn: ({ signal }) =>
      queryProducts(client)
        .eq('slug', slug)
        .limit(1)
        .find({ signal })
        .then((r) => r.items[0] ?? null),
  };
}

/**
 * Query options for the availability of a choice of options (`getProductOptionsAvailability`):
 * `selectedVariant`, `availableForPurchase`, per-choice stock in `productOptions`.
 *
 * @param client - the client
 * @param id - the product id
 * @param choices - option name to choice, e.g. `{ Size: 'M', Color: 'Red' }`
 *
 * @returns `{ queryKey, queryFn }`; `queryFn` resolves the availability answer
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { productOptionsAvailabilityQueryOptions } from '@storefront-kit/react';
 *
 * // With TanStack Query: useQuery(productOptionsAvailabilityQueryOptions(useClient(), id, choices))
 * const { queryKey, queryFn } = productOptionsAvailabilityQueryOptions(createClient(), 'product-id', { Size: 'M' });
 * const { availableForPurchase } = await queryFn({ signal: AbortSignal.timeout(5_000) });
 * console.log(queryKey, availableForPurchase);
 * ```
 * @group Stores
 */
export function productOptionsAvailabilityQueryOptions(
  client: RequestClient,
  id: string,
  choices: Record<string, string>,
): StorefrontQueryOptions<ProductOptionsAvailabilityResponse, readonly ['storefront-kit', 'productOptionsAvailability', { id: string; choices: Record<string, string> }]> {
  return {
    queryKey: [ROOT, 'productOptionsAvailability', { id, choices }],
    queryFn: ({ signal }) => getProductOptionsAvailability(client, id, choices, { signal }),
  };
}

/**
 * Query options for one page of collections (`queryCollections(client)` refined by `query`).
 *
 * @param client - the client
 * @param query - refines the builder
 *
 * @returns `{ queryKey, queryFn }`; `queryFn` resolves a {@link CataloguePage} of collections
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { collectionsQueryOptions } from '@storefront-kit/react';
 *
 * // With TanStack Query: useQuery(collectionsQueryOptions(useClient(), (q) => q.ascending('name')))
 * const { queryFn } = collectionsQueryOptions(createClient(), (q) => q.ascending('name'));
 * const { items } = await queryFn({ signal: new AbortController().signal });
 * ```
 * @group Stores
 */
export function collectionsQueryOptions(
  client: RequestClient,
  query?: CollectionsQuery,
): StorefrontQueryOptions<CataloguePage<Collection>, readonly ['storefront-kit', 'collections', object]> {
  const base = queryCollections(client);
  const { request, queryFn } = paged<Collection, CollectionsQueryBuilder>(query ? query(base) : base);
  return { queryKey: [ROOT, 'collections', { request }], queryFn };
}

/**
 * How {@link collectionQueryOptions} finds a collection: a slug, `{ slug }` or `{ id }`.
 *
 * @group Types
 */
export type CollectionRef = string | { slug: string } | { id: string };

/**
 * Query options for one collection by slug (`getCollectionBySlug`) or id (`getCollection`); the data
 * is the collection itself in both cases.
 *
 * @param client - the client
 * @param ref - a slug, `{ slug }` or `{ id }`
 *
 * @returns `{ queryKey, queryFn }`; `queryFn` resolves the collection
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { collectionQueryOptions } from '@storefront-kit/react';
 * // TanStack Query: await queryClient.prefetchQuery(collectionQueryOptions(client, 'sale'));
 * const { queryKey, queryFn } = collectionQueryOptions(createClient(), { id: 'c0000000-0000-4000-8000-000000000001' });
 * console.log(queryKey, (await queryFn({ signal: new AbortController().signal })).name);
 * ```
 * @group Stores
 */
export function collectionQueryOptions(
  client: RequestClient,
  ref: CollectionRef,
): StorefrontQueryOptions<Collection, readonly ['storefront-kit', 'collection', { slug: string } | { id: string }]> {
  const by = typeof ref === 'string' ? { slug: ref } : ref;
  return {
    queryKey: [ROOT, 'collection', by],
    queryFn: ({ signal }) =>
      'id' in by ? getCollection(client, by.id, { signal }) : getCollectionBySlug(client, by.slug, { signal }).then((r) => r.collection),
  };
}
