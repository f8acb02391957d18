/**
 * `@storefront-kit/react`: a provider and hooks that bind the framework-free storefront-kit stores
 * (identity-oauth's session, ecom-cart's cart store, the catalogue facade of stores-catalogue/view) to
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
export { useCategories, useProducts, useSearch } from './catalogue-lists';
export type { UseCategoriesResult, UsePagedResult, UseProductsOptions } from './catalogue-lists';
export { useCategory, useProduct } from './catalogue-entities';
export type { IdOrSlug, UseCategoryOptions, UseProductOptions } from './catalogue-entities';
export type { ResourceOptions, UseResourceResult } from './useResource';
export type { ReadState } from './read-store';
export { categoriesQueryOptions, categoryQueryOptions, productQueryOptions, productsQueryOptions } from './queryOptions';
export type { ProductRef, StorefrontQueryOptions } from './queryOptions';
export type { CategoryView, ProductListPage, ProductListQuery, ProductSort, ProductView } from '@storefront-kit/stores-catalogue/view';
