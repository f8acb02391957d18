/** The error of this package, its code and its guard. */
import { isStorefrontError, StorefrontError, type StorefrontErrorOptions } from '@storefront-kit/http-core';

/**
 * Codes of the errors this package raises. `ERR_MEDIA_INVALID_ID`: the input is not a media id of the
 * expected kind ({@link MediaIdError}). Bad numbers and options (a width of 0, a quality of 95, a
 * `staticOrigin` with a path) are http-core's `ValidationError` (`ERR_VALIDATION`), as everywhere else.
 *
 * @example
 * ```ts
 * import { isStorefrontError } from '@storefront-kit/http-core';
 * import type { MediaErrorCode } from '@storefront-kit/media';
 * const ours = (e: unknown) => isStorefrontError(e) && (e.code as MediaErrorCode) === 'ERR_MEDIA_INVALID_ID';
 * ```
 *
 * @group Errors
 */
export type MediaErrorCode = 'ERR_MEDIA_INVALID_ID';

/** The kinds of media id this package reads. */
export type MediaKind = 'image' | 'video';

/**
 * The input is not a media id of the expected kind: not a `wix:image://v1/...` (or `wix:video://v1/...`)
 * string, nor an object with a valid `id` (and, for images, `width` and `height`). A `javascript:`,
 * `data:` or `https:` string is refused here, so no URL is ever built from it. The message names the
 * scheme found, never the whole input.
 *
 * @example
 * ```ts
 * import { getImageUrl, isMediaIdError } from '@storefront-kit/media';
 * const src = (id: string) => {
 *   try { return getImageUrl(id); } catch (e) { if (isMediaIdError(e)) return '/placeholder.svg'; throw e; }
 * };
 * ```
 *
 * @group Errors
 */
export class MediaIdError extends StorefrontError {
  declare readonly code: 'ERR_MEDIA_INVALID_ID';
  /** The kind of id the call expected. */
  declare readonly expected: MediaKind;

  /**
   * @param message - what is wrong with the input
   * @param expected - the kind of id the call expected
   * @param options - `cause`: an underlying error (a malformed percent-encoding)
   */
  constructor(message: string, expected: MediaKind, options?: StorefrontErrorOptions) {
    super(message, 'ERR_MEDIA_INVALID_ID', options);
    this.name = 'MediaIdError';
    this.expected = expected;
  }
}

/**
 * Whether `e` is a {@link MediaIdError}, from this copy of the package or any other.
 *
 * @param e - anything caught
 * @returns `true` for a `MediaIdError`
 *
 * @example
 * ```ts
 * import { isMediaIdError } from '@storefront-kit/media';
 * const expected = (e: unknown) => (isMediaIdError(e) ? e.expected : undefined);
 * ```
 *
 * @group Errors
 */
export const isMediaIdError = (e: unknown): e is MediaIdError => isStorefrontError(e) && e.name === 'MediaIdError';
