/** Media of Catalog V3 products and variants, as on the wire (objects; the official SDK turns them into `wix:image://` strings). */

/**
 * Every media type.
 *
 * @group Constants
 * @example
 * ```ts
 * import { V3_MEDIA_TYPES } from '@storefront-kit/wire/catalogue-v3';
 * const isVideo = (t: string) => t === V3_MEDIA_TYPES[1];
 * ```
 */
export const V3_MEDIA_TYPES = ['IMAGE', 'VIDEO'] as const;

/**
 * A media type.
 *
 * @group Types
 */
export type V3MediaType = (typeof V3_MEDIA_TYPES)[number];

/**
 * An image: the media id, its URL, original size, alt text.
 *
 * @group Types
 */
export interface V3Image {
  id?: string;
  url?: string;
  height?: number;
  width?: number;
  altText?: string | null;
  filename?: string | null;
  urlExpirationDate?: string | null;
}

/**
 * A video: its posters (images) and encoded resolutions.
 *
 * @group Types
 */
export interface V3Video {
  id?: string;
  filename?: string | null;
  posters?: V3Image[];
  resolutions?: { url?: string; height?: number; width?: number; format?: string; quality?: string }[];
  urlExpirationDate?: string | null;
}

/**
 * A product's thumbnail (`THUMBNAIL` requested field).
 *
 * @group Types
 */
export interface V3Thumbnail {
  url?: string;
  height?: number;
  width?: number;
  altText?: string | null;
}

/**
 * One media item of a product: set by `id` (a media file) or `url` on writes; `image` or `video` on reads.
 *
 * @group Types
 */
export interface ProductMedia {
  id?: string;
  url?: string;
  image?: V3Image;
  video?: V3Video;
  altText?: string | null;
  displayName?: string | null;
  mediaType?: V3MediaType;
  thumbnail?: V3Thumbnail;
  uploadId?: string;
}

/**
 * A product's media: `main` (the first item) always, every item with `MEDIA_ITEMS_INFO`.
 *
 * @group Types
 */
export interface V3Media {
  main?: ProductMedia;
  itemsInfo?: { items?: ProductMedia[] };
}
