import { version } from '../package.json';

/**
 * The version of `@storefront-kit/http-core`, sent in the `x-storefront-kit` header of a call whose
 * endpoint names no package of its own (`Endpoint.sdk`). Read from the
 * package's `package.json` when the package is built, so `changeset version` needs no second edit.
 *
 * @example
 * ```ts
 * import { VERSION } from '@storefront-kit/http-core';
 * console.log(`http-core ${VERSION}`);
 * ```
 */
export const VERSION: string = version;

/**
 * What the `x-storefront-kit` header says of a call sent by http-core itself. Internal. A call marked pure,
 * so that a bundle that sends nothing (a webhook receiver) drops it.
 */
export const HTTP_CORE_SDK = /* @__PURE__ */ 'http-core@'.concat(version);
