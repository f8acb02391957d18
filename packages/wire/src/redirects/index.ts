/**
 * `@storefront-kit/wire/redirects`: wire types and value lists of redirect sessions, with the platform's
 * default redirect URI and the app-scheme rule. Free of zod; the schemas are in
 * `@storefront-kit/wire/redirects/schemas`.
 *
 * @packageDocumentation
 */
export * from './types';
export { DEFAULT_REDIRECT_URI } from './default-uri';
export { isAppRedirectUri } from './uris';
