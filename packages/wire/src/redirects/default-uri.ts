/**
 * The spec's placeholder redirect URI (an unused scheme), for an auth intent that returns to no app
 * page: identity-oauth's `generateOAuthData()` and `getAuthUrl(auth)` use it when given none. The
 * platform then has nowhere to send a code, so it only serves a sign-in on the platform's own pages;
 * a login that comes back to the app needs the app's real callback URL.
 *
 * @example
 * ```ts
 * import { DEFAULT_REDIRECT_URI } from '@storefront-kit/redirects';
 * const toTheApp = (uri: string) => uri !== DEFAULT_REDIRECT_URI;
 * ```
 */
export const DEFAULT_REDIRECT_URI = 'unused://';
