/**
 * The version of `@storefront-kit/http-core`, sent in the `x-storefront-kit` header.
 * A unit test keeps it equal to `package.json`.
 *
 * @example
 * ```ts
 * import { VERSION } from '@storefront-kit/http-core';
 * console.log(`http-core ${VERSION}`);
 * ```
 */
export const VERSION = '0.0.0';
