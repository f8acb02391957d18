/**
 * `@storefront-kit/react`: a provider and hooks that bind the framework-free storefront-kit stores
 * (identity-oauth's session, ecom-cart's cart store, http-core's read store for the catalogue calls) to
 * React. No fetch and no business rule of its own; every hook is one `useSyncExternalStore`, and takes
 * an options object (`{ client?, ... }`) as its last argument.
 *
 * @packageDocumentation
 */
export { StorefrontProvider, useClient } from './context';
export type { HookOptions, StorefrontProviderProps } from './context';
export type { ReactErrorCode } from './errors';
export { useSession } from './useSession';
export { useAuth } from './useAuth';
export { useMember } from './useMember';
export type { UseMemberResult } from './useMember';
export type { AuthFlowState, UseAuthResult } from './useAuth';
export { useCart } from './useCart';
export type { CartActions, UseCartOptions, UseCartResult } from './useCart';
export { useCollections, useProducts } from './catalogue-lists';
export type { UsePagedResult, UseProductsOptions } from './catalogue-lists';
export { useCollection, useProduct, useProductOptionsAvailability } from './catalogue-entities';
export type { IdOrSlug, UseCollectionOptions, UseProductOptions } from './catalogue-entities';
export type { ResourceOptions, UseResourceResult } from './useResource';
export {
  collectionQueryOptions,
  collectionsQueryOptions,
  productBySlugQueryOptions,
  productOptionsAvailabilityQueryOptions,
  productQueryOptions,
  productsQueryOptions,
} from './queryOptions';
export type { CataloguePage, CollectionRef, CollectionsQuery, ProductsQuery, StorefrontQueryOptions } from './queryOptions';
