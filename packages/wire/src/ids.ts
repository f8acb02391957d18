/**
 * The longest id, slug or option name the platform takes in a request (and the SDK checks before sending).
 *
 * @example
 * ```ts
 * import { MAX_ID_LENGTH } from '@storefront-kit/wire';
 * const fits = (id: string) => id.length <= MAX_ID_LENGTH;
 * ```
 */
export const MAX_ID_LENGTH = 200;
