/**
 * Reading the platform's media ids: `wix:image://v1/<mediaId>[/<name>]#originWidth=<w>&originHeight=<h>`
 * and `wix:video://v1/<mediaId>[/<name>][#posterUri=<id>&posterWidth=<w>&posterHeight=<h>]`, the strings
 * the official SDK hands out for images and videos, or the wire objects they are made from.
 */
import { MediaIdError, type MediaKind } from './errors';

/**
 * An image: its media id, its original size in pixels and, when the id names one, its file name. The
 * wire's image object (`product.media.main.image`, a cart line's `image`) has this shape too.
 *
 * @example
 * ```ts
 * import type { ImageRef } from '@storefront-kit/media';
 * const image: ImageRef = { id: '11062b_a1b2c3d4e5f6~mv2.jpg', width: 800, height: 1200 };
 * ```
 *
 * @group Types
 */
export interface ImageRef {
  /** The media id, e.g. `11062b_a1b2c3d4e5f6~mv2.jpg`. */
  id: string;
  /** Original width in pixels. */
  width: number;
  /** Original height in pixels. */
  height: number;
  /** The name the id carries (decoded), often the uploaded file name or the alt text. */
  filename?: string;
}

/**
 * A video: its media id, its file name and its poster image (the still shown before playing).
 *
 * @example
 * ```ts
 * import type { VideoRef } from '@storefront-kit/media';
 * const video: VideoRef = { id: '11062b_vid0123456789abcdef', poster: { id: '11062b_posterf000.jpg', width: 1280, height: 720 } };
 * ```
 *
 * @group Types
 */
export interface VideoRef {
  /** The media id, e.g. `11062b_vid0123456789abcdef`. */
  id: string;
  /** The file name the id carries (decoded). */
  filename?: string;
  /** The poster image, when the id names one. */
  poster?: ImageRef;
}

/**
 * An image object as the wire carries it (`product.media.main.image`, a cart line's `image`): every field
 * optional in its type, so any wire image type fits; `id`, `width` and `height` are checked when used.
 *
 * @example
 * ```ts
 * import type { ImageObject } from '@storefront-kit/media';
 * const lineImage: ImageObject = { id: '11062b_a1b2c3d4e5f6~mv2.jpg', width: 800, height: 1200 };
 * ```
 *
 * @group Types
 */
export interface ImageObject {
  /** The media id; required when used. */
  id?: string;
  /** Original width in pixels; required when used. */
  width?: number;
  /** Original height in pixels; required when used. */
  height?: number;
  /** The file name, kept when given. */
  filename?: string;
}

/**
 * What the image functions take: a `wix:image://v1/...` id (the legacy `image://v1/...` too) or an image
 * object with `id`, `width` and `height` (the wire's image object, or an {@link ImageRef}).
 *
 * @example
 * ```ts
 * import type { ImageSource } from '@storefront-kit/media';
 * const fromSdk: ImageSource = 'wix:image://v1/11062b_a1b2c3d4e5f6~mv2.jpg/blue%20tee.jpg#originWidth=800&originHeight=1200';
 * const fromWire: ImageSource = { id: '11062b_a1b2c3d4e5f6~mv2.jpg', width: 800, height: 1200 };
 * ```
 *
 * @group Types
 */
export type ImageSource = string | ImageObject;

/**
 * What the video functions take: a `wix:video://v1/...` id or an object with the video's `id` (the wire's
 * video object).
 *
 * @example
 * ```ts
 * import type { VideoSource } from '@storefront-kit/media';
 * const video: VideoSource = 'wix:video://v1/11062b_vid0123456789abcdef/tee%20spin.mp4';
 * ```
 *
 * @group Types
 */
export type VideoSource = string | { id?: string; filename?: string };

/** Media ids are URL path segments made of unreserved characters; `.` and `..` would walk the path. */
const MEDIA_ID = /^[A-Za-z0-9._~-]{1,256}$/;
/** The largest original size accepted, in pixels (far above any real upload). */
const MAX_ORIGIN_SIZE = 100_000;

const PREFIXES: Record<MediaKind, readonly string[]> = {
  image: ['wix:image://v1/', 'image://v1/'],
  video: ['wix:video://v1/'],
};

function refuse(kind: MediaKind, found: string): never {
  throw new MediaIdError(`${kind} must be a wix:${kind}://v1/ media id or an object with its id (got ${found})`, kind);
}

/** A short, safe description of a bad input: its scheme or its type, never the value. */
function describe(value: unknown): string {
  if (typeof value !== 'string') return value === null ? 'null' : `a ${typeof value}`;
  const scheme = /^((?:wix:)?[a-z][a-z0-9+.-]{0,19}):/i.exec(value.trim());
  return scheme ? `a "${scheme[1]!.toLowerCase()}:" string` : 'a string without a media scheme';
}

function isMediaId(value: unknown): value is string {
  return typeof value === 'string' && MEDIA_ID.test(value) && value !== '.' && value !== '..';
}

function isSize(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0 && (value as number) <= MAX_ORIGIN_SIZE;
}

function decodeName(kind: MediaKind, name: string): string {
  try {
    return decodeURIComponent(name);
  } catch (cause) {
    throw new MediaIdError(`${kind} id has a malformed file name`, kind, { cause });
  }
}

/** Splits `<prefix><mediaId>[/<name>][#<fragment>]`; refuses anything else. */
function split(kind: MediaKind, value: unknown): { id: string; filename?: string; fragment: URLSearchParams } {
  const prefix = typeof value === 'string' ? PREFIXES[kind].find((p) => value.startsWith(p)) : undefined;
  if (prefix === undefined) refuse(kind, describe(value));
  const text = (value as string).slice(prefix.length);
  const hash = text.indexOf('#');
  const path = hash < 0 ? text : text.slice(0, hash);
  const slash = path.indexOf('/');
  const id = slash < 0 ? path : path.slice(0, slash);
  if (!isMediaId(id)) refuse(kind, `a ${kind} id whose media id is not a valid path segment`);
  const name = slash < 0 ? '' : path.slice(slash + 1);
  const fragment = new URLSearchParams(hash < 0 ? '' : text.slice(hash + 1));
  return { id, ...(name ? { filename: decodeName(kind, name) } : {}), fragment };
}

function size(kind: MediaKind, fragment: URLSearchParams, key: string): number {
  const raw = fragment.get(key);
  const value = raw !== null && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return isSize(value) ? value : refuse(kind, `a ${kind} id without a valid ${key}`);
}

/**
 * Reads a `wix:image://v1/...` id (or the legacy `image://v1/...`): the media id, the original size and
 * the file name. Nothing is fetched.
 *
 * @param id - the id, as the official SDK hands it out (`product.media.main.image`)
 * @returns the image's media id, `width`, `height` and `filename` when the id has a name segment
 * @throws {@link MediaIdError} when `id` is not an image id (another scheme, a `wix:video` id, a media id
 *   with characters other than `A-Z a-z 0-9 . _ ~ -`, a missing or non-integer `originWidth`/`originHeight`)
 *
 * @example
 * ```ts
 * import { parseImageId } from '@storefront-kit/media';
 * const image = parseImageId('wix:image://v1/11062b_a1b2c3d4e5f6~mv2.jpg/blue%20tee.jpg#originWidth=800&originHeight=1200');
 * // { id: '11062b_a1b2c3d4e5f6~mv2.jpg', width: 800, height: 1200, filename: 'blue tee.jpg' }
 * ```
 *
 * @group Ids
 */
export function parseImageId(id: string): ImageRef {
  const { id: mediaId, filename, fragment } = split('image', id);
  const ref: ImageRef = { id: mediaId, width: size('image', fragment, 'originWidth'), height: size('image', fragment, 'originHeight') };
  return filename === undefined ? ref : { ...ref, filename };
}

/**
 * Reads a `wix:video://v1/...` id: the media id, the file name and the poster image.
 *
 * @param id - the id, as the official SDK hands it out (a product's video media)
 * @returns the video's media id, `filename` when the id has a name segment, `poster` when it names one
 * @throws {@link MediaIdError} when `id` is not a video id, or its `posterUri` is given without a valid
 *   `posterWidth` and `posterHeight`
 *
 * @example
 * ```ts
 * import { getImageUrl, parseVideoId } from '@storefront-kit/media';
 * const video = parseVideoId('wix:video://v1/11062b_vid0123456789abcdef/tee%20spin.mp4#posterUri=11062b_posterf000.jpg&posterWidth=1280&posterHeight=720');
 * const poster = video.poster && getImageUrl(video.poster); // https://static.wixstatic.com/media/11062b_posterf000.jpg
 * ```
 *
 * @group Ids
 */
export function parseVideoId(id: string): VideoRef {
  const { id: mediaId, filename, fragment } = split('video', id);
  const ref: VideoRef = filename === undefined ? { id: mediaId } : { id: mediaId, filename };
  const posterId = fragment.get('posterUri');
  if (posterId === null) return ref;
  if (!isMediaId(posterId)) refuse('video', 'a video id whose posterUri is not a valid media id');
  return { ...ref, poster: { id: posterId, width: size('video', fragment, 'posterWidth'), height: size('video', fragment, 'posterHeight') } };
}

/** Internal: an {@link ImageSource} as a checked {@link ImageRef}. */
export function toImage(source: ImageSource): ImageRef {
  if (typeof source === 'string') return parseImageId(source);
  if (source === null || typeof source !== 'object') refuse('image', describe(source));
  if (!isMediaId(source.id)) refuse('image', 'an object whose id is not a valid media id');
  if (!isSize(source.width) || !isSize(source.height)) refuse('image', 'an object without an integer width and height');
  const ref: ImageRef = { id: source.id, width: source.width, height: source.height };
  return typeof source.filename === 'string' ? { ...ref, filename: source.filename } : ref;
}

/** Internal: a {@link VideoSource} as a checked id and file name. */
export function toVideo(source: VideoSource): { id: string } {
  if (typeof source === 'string') return parseVideoId(source);
  if (source === null || typeof source !== 'object') refuse('video', describe(source));
  return isMediaId(source.id) ? { id: source.id } : refuse('video', 'an object whose id is not a valid media id');
}
