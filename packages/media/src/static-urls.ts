/** The unscaled ("static") URLs of images and videos, and where they are served from. */
import { invalid } from '@storefront-kit/http-core';
import { toImage, toVideo, type ImageSource, type VideoSource } from './ids';

/**
 * The platform's origin for images: `https://static.wixstatic.com` (images at `/media/<mediaId>`).
 *
 * @example
 * ```ts
 * import { PLATFORM_STATIC_ORIGIN } from '@storefront-kit/media';
 * const onPlatform = (url: string) => url.startsWith(`${PLATFORM_STATIC_ORIGIN}/`);
 * ```
 *
 * @group Constants
 */
export const PLATFORM_STATIC_ORIGIN = 'https://static.wixstatic.com';

/**
 * The platform's origin for videos: `https://video.wixstatic.com` (videos at `/video/<mediaId>/...`).
 *
 * @example
 * ```ts
 * import { PLATFORM_VIDEO_ORIGIN } from '@storefront-kit/media';
 * const isPlatformVideo = (url: string) => url.startsWith(`${PLATFORM_VIDEO_ORIGIN}/`);
 * ```
 *
 * @group Constants
 */
export const PLATFORM_VIDEO_ORIGIN = 'https://video.wixstatic.com';

/**
 * Where media is served from. Leave it out on the platform. `staticOrigin` replaces both of the
 * platform's media origins ({@link PLATFORM_STATIC_ORIGIN} and {@link PLATFORM_VIDEO_ORIGIN}) by one, under
 * the same paths (`/media/<mediaId>...`, `/video/<mediaId>/...`): the emulator's origin in development and
 * tests (`@storefront-kit/emulator` serves `/media/<mediaId>` for its own images), or a CDN or proxy in
 * front of the platform's.
 *
 * @example
 * ```ts
 * import { getImageUrl, type MediaHostOptions } from '@storefront-kit/media';
 * const host: MediaHostOptions = { staticOrigin: 'http://127.0.0.1:4000' };
 * getImageUrl({ id: 'm000001_0', width: 800, height: 800 }, host); // http://127.0.0.1:4000/media/m000001_0
 * ```
 *
 * @group Types
 */
export interface MediaHostOptions {
  /** An `http:` or `https:` origin (scheme, host, port; no path, query or credentials). Default: the platform's. */
  staticOrigin?: string;
}

/**
 * The video renditions the platform serves, by name: `MOBILE` 360p, `LOW` 480p, `MID` 720p, `HIGH` 1080p.
 *
 * @example
 * ```ts
 * import { getVideoUrl, VIDEO_RESOLUTIONS } from '@storefront-kit/media';
 * const url = getVideoUrl('wix:video://v1/11062b_vid0123456789abcdef', { resolution: VIDEO_RESOLUTIONS.MID });
 * ```
 *
 * @group Constants
 */
export const VIDEO_RESOLUTIONS = /* @__PURE__ */ Object.freeze({ MOBILE: '360p', LOW: '480p', MID: '720p', HIGH: '1080p' } as const);

/**
 * One of {@link VIDEO_RESOLUTIONS}' values.
 *
 * @example
 * ```ts
 * import type { VideoResolution } from '@storefront-kit/media';
 * const phone: VideoResolution = '360p';
 * ```
 *
 * @group Types
 */
export type VideoResolution = (typeof VIDEO_RESOLUTIONS)[keyof typeof VIDEO_RESOLUTIONS];

/**
 * Options of {@link getVideoUrl}.
 *
 * @example
 * ```ts
 * import type { VideoUrlOptions } from '@storefront-kit/media';
 * const options: VideoUrlOptions = { resolution: '480p' };
 * ```
 *
 * @group Types
 */
export interface VideoUrlOptions extends MediaHostOptions {
  /** A single MP4 rendition; without it, the platform's adaptive file (`/file`). */
  resolution?: VideoResolution;
}

/** Internal: the origin to serve from, checked. `fallback` is the platform's. */
function originOf(options: MediaHostOptions | undefined, fallback: string): string {
  const given = options?.staticOrigin;
  if (given === undefined) return fallback;
  let url: URL | undefined;
  try {
    url = typeof given === 'string' ? new URL(given) : undefined;
  } catch {
    url = undefined;
  }
  const plain = url && (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  if (!plain || url!.pathname !== '/' || url!.search || /[?#]/.test(given)) {
    invalid('staticOrigin', 'must be an http: or https: origin such as "http://127.0.0.1:4000" (no path, query or credentials)');
  }
  return url!.origin;
}

/** Internal: `<origin>/media/<mediaId>`. */
export const staticImageUrl = (id: string, options: MediaHostOptions | undefined): string => `${originOf(options, PLATFORM_STATIC_ORIGIN)}/media/${id}`;

/**
 * The URL of an image as uploaded (full size, original format): `https://static.wixstatic.com/media/<mediaId>`.
 * For a smaller or cropped copy, use {@link getScaledToFillImageUrl}, {@link getScaledToFitImageUrl} or
 * {@link getImageSrcSet}.
 *
 * @param image - a `wix:image://v1/...` id or an `{ id, width, height }` image object
 * @param options - `staticOrigin`: serve from another origin (the emulator's, a CDN)
 * @returns the image's URL
 * @throws {@link MediaIdError} when `image` is not an image id
 * @throws `ValidationError` (http-core) for a `staticOrigin` that is not an http(s) origin
 *
 * @example
 * ```ts
 * import { getImageUrl } from '@storefront-kit/media';
 * getImageUrl('wix:image://v1/11062b_a1b2c3d4e5f6~mv2.jpg/blue%20tee.jpg#originWidth=800&originHeight=1200');
 * // 'https://static.wixstatic.com/media/11062b_a1b2c3d4e5f6~mv2.jpg'
 * ```
 *
 * @group URLs
 */
export function getImageUrl(image: ImageSource, options?: MediaHostOptions): string {
  return staticImageUrl(toImage(image).id, options);
}

/**
 * The URL of a video: the platform's adaptive file `https://video.wixstatic.com/video/<mediaId>/file`, or
 * with `resolution` one MP4 rendition, `.../video/<mediaId>/<resolution>/mp4/file.mp4`.
 *
 * @param video - a `wix:video://v1/...` id or an object with the video's `id`
 * @param options - `resolution` (see {@link VIDEO_RESOLUTIONS}); `staticOrigin`: serve from another origin
 * @returns the video's URL
 * @throws {@link MediaIdError} when `video` is not a video id
 * @throws `ValidationError` (http-core) for an unknown `resolution` or a bad `staticOrigin`
 *
 * @example
 * ```ts
 * import { getVideoUrl } from '@storefront-kit/media';
 * getVideoUrl('wix:video://v1/11062b_vid0123456789abcdef/tee%20spin.mp4', { resolution: '720p' });
 * // 'https://video.wixstatic.com/video/11062b_vid0123456789abcdef/720p/mp4/file.mp4'
 * ```
 *
 * @group URLs
 */
export function getVideoUrl(video: VideoSource, options?: VideoUrlOptions): string {
  const { id } = toVideo(video);
  const base = `${originOf(options, PLATFORM_VIDEO_ORIGIN)}/video/${id}`;
  const resolution = options?.resolution;
  if (resolution === undefined) return `${base}/file`;
  if (!Object.values(VIDEO_RESOLUTIONS).includes(resolution)) {
    invalid('resolution', `must be one of ${Object.values(VIDEO_RESOLUTIONS).join(', ')}`);
  }
  return `${base}/${resolution}/mp4/file.mp4`;
}
