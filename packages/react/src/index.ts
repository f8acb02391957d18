/**
 * `@storefront-kit/react`: a provider and hooks that bind the framework-free storefront-kit stores
 * (identity-oauth's session, ecom-cart's cart store, the catalogue calls) to React. No fetch and no
 * business rule of its own; every hook is one `useSyncExternalStore`.
 *
 * @packageDocumentation
 */
export { StorefrontProvider, useClient } from './context';
export type { StorefrontProviderProps } from './context';
export { useSession } from './useSession';
export { useAuth } from './useAuth';
export type { AuthFlowState, UseAuthResult } from './useAuth';
export { useCart } from './useCart';
export type { CartActions, UseCartOptions, UseCartResult } from './useCart';
export { useCollection, useCollections, useProduct, useProductOptionsAvailability, useProducts } from './catalogue';
export type { UsePagedResult, UseProductsOptions } from './catalogue';
export type { ResourceOptions, UseResourceResult } from './useResource';
export type { ResourceState } from './resource';
export {
  collectionQueryOptions,
  collectionsQueryOptions,
  productBySlugQueryOptions,
  productOptionsAvailabilityQueryOptions,
  productQueryOptions,
  productsQueryOptions,
} from './queryOptions';
export type { CataloguePage, CollectionRef, CollectionsQuery, ProductsQuery, StorefrontQueryOptions } from './queryOptions';
