/** Schemas of media items and media of products, collections, choices and store variants. */
import { z } from 'zod';
import type { Media, MediaItem } from '../types/media';
import { MEDIA_ITEM_TYPES } from '../types/media';
import { num, str } from './wire';

const mediaImageSchema = z.object({ url: str, width: num, height: num, altText: str, urlExpirationDate: str }).partial();
const videoResolutionSchema = z.object({ url: str, width: num, height: num, format: str }).partial();

/**
 * A media item.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { mediaItemSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = mediaItemSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const mediaItemSchema: z.ZodType<MediaItem> = z
  .object({
    id: str,
    mediaType: z.enum(MEDIA_ITEM_TYPES),
    title: str,
    image: mediaImageSchema,
    video: z.object({ files: z.array(videoResolutionSchema), stillFrameMediaId: str }).partial(),
    thumbnail: mediaImageSchema,
  })
  .partial();

/**
 * Media of a product, collection or choice.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { mediaSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = mediaSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const mediaSchema: z.ZodType<Media> = z.object({ mainMedia: mediaItemSchema, items: z.array(mediaItemSchema) }).partial();

/** A store variant's image and video (with resolutions and posters). */
export const variantMediaSchema = z
  .object({
    image: mediaImageSchema,
    video: z
      .object({
        id: str,
        resolutions: z.array(videoResolutionSchema),
        posters: z.array(mediaImageSchema),
        urlExpirationDate: str,
      })
      .partial(),
  })
  .partial();
