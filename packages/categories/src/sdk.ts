import { version } from '../package.json';

/**
 * This package and its version, named in the `x-storefront-kit` header of every call it sends. A call
 * marked pure, so that a bundle that sends none of this package's calls drops it.
 */
export const SDK = /* @__PURE__ */ 'categories@'.concat(version);
