/** Media of products, collections, choices and store variants. */

/**
 * Every {@link MediaItemType} value.
 *
 * @group Constants
 */
export const MEDIA_ITEM_TYPES = ['image', 'video', 'audio', 'document', 'zip'] as const;

/**
 * Type of a media item.
 *
 * @group Types
 * @example
 * ```ts
 * import type { MediaItemType } from '@storefront-kit/stores-catalogue';
 * const isVideo = (t: MediaItemType | undefined) => t === 'video';
 * ```
 */
export type MediaItemType = (typeof MEDIA_ITEM_TYPES)[number];

/**
 * An image reference.
 *
 * @group Types
 */
export interface MediaImage {
  url?: string;
  width?: number;
  height?: number;
  /** Alt text. */
  altText?: string;
  /** When the URL stops working (secure media), ISO-8601. */
  urlExpirationDate?: string;
}

/**
 * One rendition of a video.
 *
 * @group Types
 */
export interface VideoResolution {
  url?: string;
  width?: number;
  height?: number;
  /** e.g. `mp4`, `hls`. */
  format?: string;
}

/**
 * A video in a product's media.
 *
 * @group Types
 */
export interface MediaVideo {
  files?: VideoResolution[];
  stillFrameMediaId?: string;
}

/**
 * A media item of a product, collection or choice.
 *
 * @group Types
 */
export interface MediaItem {
  id?: string;
  mediaType?: MediaItemType;
  title?: string;
  image?: MediaImage;
  video?: MediaVideo;
  thumbnail?: MediaImage;
}

/**
 * Media of a product, collection or choice.
 *
 * @group Types
 * @example
 * ```ts
 * import type { Media } from '@storefront-kit/stores-catalogue';
 * const cover = (m: Media | undefined) => m?.mainMedia?.image?.url ?? m?.items?.[0]?.thumbnail?.url;
 * ```
 */
export interface Media {
  mainMedia?: MediaItem;
  items?: MediaItem[];
}

/**
 * A video of a store variant (with resolutions and posters).
 *
 * @group Types
 */
export interface VariantVideo {
  id?: string;
  resolutions?: VideoResolution[];
  posters?: MediaImage[];
  urlExpirationDate?: string;
}

/**
 * A store variant's media: its image and/or video.
 *
 * @group Types
 * @example
 * ```ts
 * import type { VariantMedia } from '@storefront-kit/stores-catalogue';
 * const firstImage = (media: VariantMedia | undefined) => media?.image?.url ?? media?.video?.posters?.[0]?.url;
 * ```
 */
export interface VariantMedia {
  image?: MediaImage;
  video?: VariantVideo;
}
