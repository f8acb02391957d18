/**
 * `@storefront-kit/wire/identity`: wire types and value lists of the identity APIs (tokens,
 * authentication, members, recovery). Free of zod; the schemas are in `@storefront-kit/wire/identity/schemas`.
 *
 * @packageDocumentation
 */
export * from './types/authentication';
export * from './types/enums';
export * from './types/identity';
export * from './types/recovery';
export * from './types/token';
