// Bundled with esbuild into the page of the browser test: the SDK as a browser would load it.
import * as sdk from '@storefront-kit/identity-oauth';

(globalThis as unknown as { sfk: typeof sdk }).sfk = sdk;
