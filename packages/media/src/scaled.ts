/**
 * Scaled copies of an image, in the platform's URL grammar:
 * `<origin>/media/<mediaId>/v1/fill/w_<W>,h_<H>,<al_c | fp_<x>_<y>>,q_<Q>[,usm_0.66_1.00_0.01][,enc_auto]/<name>`.
 * Both modes emit `/fill/`; they differ in the size asked for. Sizes are computed from the image's true
 * orientation (the official SDK's fit results swap width and height: see the package README).
 */
import { invalid, requireInteger } from '@storefront-kit/http-core';
import { toImage, type ImageRef, type ImageSource } from './ids';
import { staticImageUrl, type MediaHostOptions } from './static-urls';

/**
 * Options of {@link getScaledToFillImageUrl} and {@link getScaledToFitImageUrl}.
 *
 * @example
 * ```ts
 * import type { ScaleOptions } from '@storefront-kit/media';
 * const options: ScaleOptions = { quality: 70, focalPoint: { x: 50, y: 20 }, name: 'blue-tee.jpg' };
 * ```
 *
 * @group Types
 */
export interface ScaleOptions extends MediaHostOptions {
  /**
   * JPEG/WebP quality, an integer 5..90. Default by output area: 80, above 600×600 px 85, above
   * 1400×1400 px 90; PNG images get 5 more.
   */
  quality?: number;
  /**
   * `'auto'` (default): the platform picks the best encoding the browser accepts (AVIF, WebP) from its
   * `Accept` header (`enc_auto`). `'original'`: the image's own format.
   */
  format?: 'auto' | 'original';
  /** The point to keep in view when cropping, in percent of the width (`x`) and height (`y`), 0..100. Default: the centre. */
  focalPoint?: { x: number; y: number };
  /**
   * Multiplies the target size (`2` for a 2× screen). Default 1, on the server and in the browser alike
   * (the official SDK reads `window.devicePixelRatio`, so its server and browser URLs differ). Prefer
   * {@link getImageSrcSet} and let the browser choose.
   */
  devicePixelRatio?: number;
  /** The file name at the end of the URL (for search engines and downloads; not `.` or `..`). Default: the media id. */
  name?: string;
}

/** The largest target size accepted, in pixels (after `devicePixelRatio`). */
const MAX_TARGET = 10_000;

/** Internal: a scaled copy's URL and its real size in pixels. */
export interface ScaledImage {
  url: string;
  width: number;
  height: number;
}

/** Internal: the mode a scaled size is computed in. */
export type ScaleMode = 'fill' | 'fit';

/** The output size: fill covers the target (never more than the source has), fit fits inside it. */
function outputSize(image: ImageRef, mode: ScaleMode, width: number, height: number): [number, number] {
  const factor = mode === 'fill' ? Math.min(1, image.width / width, image.height / height) : Math.min(1, width / image.width, height / image.height);
  const [w, h] = mode === 'fill' ? [width, height] : [image.width, image.height];
  return [Math.max(1, Math.round(w * factor)), Math.max(1, Math.round(h * factor))];
}

/**
 * Whether `text` can go in a URL: not when it holds half of a surrogate pair (an emoji cut in half), on
 * which `encodeURIComponent` throws. (A `\p{Cs}` regular expression says the same, but costs every import
 * of the package the Unicode tables V8 loads to parse it.)
 */
function encodable(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** The platform's default quality for an output area; PNG adds 5. */
function defaultQuality(id: string, width: number, height: number): number {
  const area = width * height;
  const base = area > 1400 * 1400 ? 90 : area > 600 * 600 ? 85 : 80;
  return /\.png$/i.test(id) ? base + 5 : base;
}

function percent(value: unknown, field: string): string {
  if (typeof value !== 'number' || !(value >= 0 && value <= 100)) invalid(field, 'must be a number from 0 to 100');
  return ((value as number) / 100).toFixed(2);
}

function checkedOptions(options: ScaleOptions): void {
  if (options.quality !== undefined) requireInteger(options.quality, 'quality', 5, 90);
  if (options.format !== undefined && options.format !== 'auto' && options.format !== 'original') invalid('format', 'must be "auto" or "original"');
  const dpr = options.devicePixelRatio;
  if (dpr !== undefined && !(typeof dpr === 'number' && dpr > 0 && dpr <= 8)) invalid('devicePixelRatio', 'must be a number above 0, at most 8');
  const name = options.name;
  // `.` and `..` (encoded or not) are dot segments: a browser resolves them away and asks for another path.
  const segment = typeof name === 'string' && name.trim() !== '' && name !== '.' && name !== '..';
  if (name !== undefined && !(segment && name.length <= 200 && !/[\u0000-\u001f\u007f]/.test(name) && encodable(name))) {
    invalid('name', 'must be a non-blank string of at most 200 characters, without control characters or unpaired surrogates, other than "." and ".."');
  }
}

/** Internal: the scaled copy of `source` for a target box, with its real size. */
export function scaleImage(source: ImageSource, mode: ScaleMode, targetWidth: number, targetHeight: number, options: ScaleOptions = {}): ScaledImage {
  const image = toImage(source);
  requireInteger(targetWidth, 'width', 1, MAX_TARGET);
  requireInteger(targetHeight, 'height', 1, MAX_TARGET);
  checkedOptions(options);
  const staticUrl = staticImageUrl(image.id, options);
  // The platform serves animated GIFs as they are: no transform.
  if (/\.gif$/i.test(image.id)) return { url: staticUrl, width: image.width, height: image.height };
  const dpr = options.devicePixelRatio ?? 1;
  const [width, height] = outputSize(image, mode, Math.min(MAX_TARGET, Math.round(targetWidth * dpr)), Math.min(MAX_TARGET, Math.round(targetHeight * dpr)));
  const focus = options.focalPoint;
  // `null` from JavaScript is a bad focal point, not a TypeError.
  const align = focus === undefined ? 'al_c' : `fp_${percent(focus?.x, 'focalPoint.x')}_${percent(focus?.y, 'focalPoint.y')}`;
  const downscaled = Math.max(width / image.width, height / image.height) < 1;
  const tokens = [
    `w_${width}`,
    `h_${height}`,
    align,
    `q_${options.quality ?? defaultQuality(image.id, width, height)}`,
    ...(downscaled ? ['usm_0.66_1.00_0.01'] : []),
    ...(options.format === 'original' ? [] : ['enc_auto']),
  ];
  return { url: `${staticUrl}/v1/fill/${tokens.join(',')}/${encodeURIComponent(options.name ?? image.id)}`, width, height };
}

/**
 * The URL of a copy of the image that covers `width` × `height` exactly, cropped around the centre (or
 * `focalPoint`). Never upscaled: when the box is larger than the image, the largest box of the same
 * shape that the image can fill is served instead.
 *
 * @param image - a `wix:image://v1/...` id or an `{ id, width, height }` image object
 * @param width - the box's width in CSS pixels, an integer 1..10000
 * @param height - the box's height in CSS pixels, an integer 1..10000
 * @param options - quality, format, focal point, device pixel ratio, file name, `staticOrigin`
 * @returns the copy's URL (an animated GIF's plain URL: the platform does not transform GIFs)
 * @throws {@link MediaIdError} when `image` is not an image id
 * @throws `ValidationError` (http-core) for a size or an option out of range
 *
 * @example
 * ```ts
 * import { getScaledToFillImageUrl } from '@storefront-kit/media';
 * const id = 'wix:image://v1/11062b_a1b2c3d4e5f6~mv2.jpg/blue%20tee.jpg#originWidth=800&originHeight=1200';
 * getScaledToFillImageUrl(id, 300, 300);
 * // 'https://static.wixstatic.com/media/11062b_a1b2c3d4e5f6~mv2.jpg/v1/fill/w_300,h_300,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/11062b_a1b2c3d4e5f6~mv2.jpg'
 * ```
 *
 * @group URLs
 */
export function getScaledToFillImageUrl(image: ImageSource, width: number, height: number, options?: ScaleOptions): string {
  return scaleImage(image, 'fill', width, height, options).url;
}

/**
 * The URL of a copy of the whole image that fits inside `width` × `height`, keeping its proportions
 * (a 800×1200 portrait in a 300×300 box is 200×300). Never upscaled.
 *
 * The official SDK's `getScaledToFitImageUrl` reads the image's width as its height and the other way
 * round, so for any image that is not square it answers the size of the image turned a quarter (300×200
 * for that portrait). This function answers the true size; see the package README.
 *
 * @param image - a `wix:image://v1/...` id or an `{ id, width, height }` image object
 * @param width - the box's width in CSS pixels, an integer 1..10000
 * @param height - the box's height in CSS pixels, an integer 1..10000
 * @param options - quality, format, focal point, device pixel ratio, file name, `staticOrigin`
 * @returns the copy's URL (an animated GIF's plain URL)
 * @throws {@link MediaIdError} when `image` is not an image id
 * @throws `ValidationError` (http-core) for a size or an option out of range
 *
 * @example
 * ```ts
 * import { getScaledToFitImageUrl } from '@storefront-kit/media';
 * const id = 'wix:image://v1/11062b_a1b2c3d4e5f6~mv2.jpg/blue%20tee.jpg#originWidth=800&originHeight=1200';
 * getScaledToFitImageUrl(id, 300, 300);
 * // 'https://static.wixstatic.com/media/11062b_a1b2c3d4e5f6~mv2.jpg/v1/fill/w_200,h_300,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/11062b_a1b2c3d4e5f6~mv2.jpg'
 * ```
 *
 * @group URLs
 */
export function getScaledToFitImageUrl(image: ImageSource, width: number, height: number, options?: ScaleOptions): string {
  return scaleImage(image, 'fit', width, height, options).url;
}
