/** The codes of the errors this package throws itself. */
import { StorefrontError } from '@storefront-kit/http-core';

/**
 * Codes of the errors the React bindings throw themselves, during render, for a setup mistake (a
 * `StorefrontError` with one of these codes and a sentence saying what to do):
 * - `ERR_REACT_NO_PROVIDER`: a hook found neither a `<StorefrontProvider>` above it nor a `client` option;
 * - `ERR_REACT_NO_CLIENT`: `<StorefrontProvider>` was rendered without a `client` from `createClient()`;
 * - `ERR_REACT_NO_SESSION`: `useSession`/`useAuth` on a client whose `auth` is not an `OAuthStrategy`.
 *
 * A failed read or cart action is not one of these: hooks report the SDK's own typed errors
 * (`HttpError`, `NetworkError`, ...) in their `error` field.
 *
 * @example
 * ```ts
 * import { isStorefrontError } from '@storefront-kit/http-core';
 * import type { ReactErrorCode } from '@storefront-kit/react';
 * const setupMistake = (e: unknown): ReactErrorCode | undefined =>
 *   isStorefrontError(e) && e.code.startsWith('ERR_REACT_') ? (e.code as ReactErrorCode) : undefined;
 * ```
 *
 * @group Errors
 */
export type ReactErrorCode = 'ERR_REACT_NO_PROVIDER' | 'ERR_REACT_NO_CLIENT' | 'ERR_REACT_NO_SESSION';

/** The error thrown for a setup mistake. @internal */
export const reactError = (message: string, code: ReactErrorCode): StorefrontError => new StorefrontError(message, code);
