/**
 * `@storefront-kit/wire/cart`: wire types, value lists and limits of the current-cart API, and the
 * format rules its requests follow. Free of zod; the schemas are in `@storefront-kit/wire/cart/schemas`.
 *
 * @packageDocumentation
 */
export * from './types';
export * from './formats';
