/** `srcset` strings: one scaled copy per width, so the browser picks the copy its layout and screen need. */
import { invalid, requireInteger, requireList } from '@storefront-kit/http-core';
import { toImage, type ImageSource } from './ids';
import { scaleImage, type ScaleOptions } from './scaled';

/**
 * Options of {@link getImageSrcSet}: those of the scaled URLs (without `devicePixelRatio`: the browser
 * accounts for the screen itself) and the shape of the copies.
 *
 * @example
 * ```ts
 * import type { SrcSetOptions } from '@storefront-kit/media';
 * const squareCards: SrcSetOptions = { aspectRatio: 1, quality: 80 };
 * ```
 *
 * @group Types
 */
export interface SrcSetOptions extends Omit<ScaleOptions, 'devicePixelRatio'> {
  /**
   * Width ÷ height of every copy (`1` for square cards, `4 / 3`): copies are cropped to it (fill, around
   * the centre or `focalPoint`). Default: the image's own proportions, uncropped.
   */
  aspectRatio?: number;
}

/**
 * A `srcset` value for an image: one scaled copy per width, each described by its real width in pixels
 * (`<url> 320w, <url> 640w`). Widths wider than the image collapse into one copy at its full width
 * (the platform never upscales, and a descriptor must tell the truth for the browser to choose well).
 *
 * Pair it with `sizes`, which tells the browser how wide the image is laid out before the CSS loads:
 * the browser multiplies that width by the screen's pixel ratio and takes the first copy at least that
 * wide. Without `sizes` it assumes `100vw` and downloads copies far too large for a grid. Examples:
 * a full-width hero `sizes="100vw"`; a grid of 4 columns on desktop and 2 on phones
 * `sizes="(min-width: 1024px) 25vw, 50vw"`; a fixed 320 px card `sizes="320px"`. Choose widths that
 * cover the layout at 1× and 2× (a 320 px card: `[320, 640]`; a grid: `[240, 360, 480, 720, 960]`), and
 * keep a `src` (e.g. the middle copy) for browsers without `srcset`.
 *
 * @param image - a `wix:image://v1/...` id or an `{ id, width, height }` image object
 * @param widths - copy widths in pixels, integers 1..10000 (any order; duplicates are dropped)
 * @param options - `aspectRatio`, quality, format, focal point, file name, `staticOrigin`
 * @returns the `srcset` string, ascending by width
 * @throws {@link MediaIdError} when `image` is not an image id
 * @throws `ValidationError` (http-core) for an empty list, a width or an option out of range
 *
 * @example
 * ```tsx
 * import { getImageSrcSet, getScaledToFillImageUrl } from '@storefront-kit/media';
 * const Card = ({ image, name }: { image: string; name: string }) => (
 *   <img
 *     src={getScaledToFillImageUrl(image, 480, 480)}
 *     srcSet={getImageSrcSet(image, [240, 480, 960], { aspectRatio: 1 })}
 *     sizes="(min-width: 1024px) 25vw, 50vw"
 *     alt={name}
 *   />
 * );
 * ```
 *
 * @group URLs
 */
export function getImageSrcSet(image: ImageSource, widths: readonly number[], options: SrcSetOptions = {}): string {
  const ref = toImage(image);
  requireList(widths, 'widths', 100, (width, field) => requireInteger(width, field, 1, 10_000));
  const { aspectRatio, ...scale } = options;
  if (aspectRatio !== undefined && !(typeof aspectRatio === 'number' && aspectRatio >= 0.01 && aspectRatio <= 100)) {
    invalid('aspectRatio', 'must be a number from 0.01 to 100');
  }
  if ('devicePixelRatio' in scale) invalid('devicePixelRatio', 'is not an option of a srcset: the browser applies the screen ratio');
  const ratio = aspectRatio ?? ref.width / ref.height;
  const byWidth = new Map<number, string>();
  for (const width of [...widths].sort((a, b) => a - b)) {
    const copy = scaleImage(ref, 'fill', width, Math.min(10_000, Math.max(1, Math.round(width / ratio))), scale);
    if (!byWidth.has(copy.width)) byWidth.set(copy.width, copy.url);
  }
  return [...byWidth].map(([width, url]) => `${url} ${width}w`).join(', ');
}
