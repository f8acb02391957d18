import { version } from '../package.json';

/** This package and its version, named in the `x-storefront-kit` header of every call it sends. */
export const SDK = `redirects@${version}`;
