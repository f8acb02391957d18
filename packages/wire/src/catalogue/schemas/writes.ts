/** Schemas of the merchant's product, variant, media and collection write requests. */
import { z } from 'zod';
import type {
  AddProductMediaRequest,
  ChoicesMediaRequest,
  CollectionProductIdsRequest,
  CollectionWriteRequest,
  ProductWriteRequest,
  RemoveProductMediaRequest,
  UpdateVariantsRequest,
} from '../types/writes';
import { collectionSchema, productSchema } from './product';
import { bool, choicesSchema, idListSchema, idSchema, num, str } from './wire';

/**
 * `POST /stores/v1/products`, `PATCH /stores/v1/products/{product.id}` (and products-platformized).
 *
 * @group Schemas
 * @example
 * ```ts
 * import { productWriteRequestSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = productWriteRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const productWriteRequestSchema: z.ZodType<ProductWriteRequest> = z.object({ product: productSchema });

/**
 * `PATCH /stores/v1/products/{id}/variants`: at least one entry.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { updateVariantsRequestSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = updateVariantsRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const updateVariantsRequestSchema: z.ZodType<UpdateVariantsRequest> = z.object({
  id: str.optional(),
  variants: z
    .array(
      z
        .object({
          choices: choicesSchema,
          variantIds: idListSchema,
          price: num,
          cost: num,
          weight: num,
          sku: str,
          visible: bool,
        })
        .partial(),
    )
    .min(1),
});

/**
 * `POST /stores/v1/collections/{id}/productIds` and `.../productIds/delete`: at least one product id.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { collectionProductIdsRequestSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = collectionProductIdsRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const collectionProductIdsRequestSchema: z.ZodType<CollectionProductIdsRequest> = z.object({
  id: str.optional(),
  productIds: idListSchema,
});

/**
 * `POST /stores/v1/products/{id}/media`: at least one item, each with a `mediaId` or a `url`.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { addProductMediaRequestSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = addProductMediaRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const addProductMediaRequestSchema: z.ZodType<AddProductMediaRequest> = z.object({
  id: str.optional(),
  media: z
    .array(
      z
        .object({ mediaId: str, url: str, choice: z.object({ option: str, choice: str }) })
        .partial()
        .refine((m) => m.mediaId !== undefined || m.url !== undefined, { message: 'mediaId or url is required' }),
    )
    .min(1),
});

/**
 * `POST /stores/v1/products/{id}/media/delete`: at least one media id.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { removeProductMediaRequestSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = removeProductMediaRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const removeProductMediaRequestSchema: z.ZodType<RemoveProductMediaRequest> = z.object({
  id: str.optional(),
  mediaIds: idListSchema,
});

/**
 * `PATCH /stores/v1/products/{id}/choices/media` and `POST .../choices/media/delete`: at least one entry.
 * An entry's `mediaIds` may be empty or left out on the wire (for removal: all of the choice's media).
 *
 * @group Schemas
 * @example
 * ```ts
 * import { choicesMediaRequestSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = choicesMediaRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const choicesMediaRequestSchema: z.ZodType<ChoicesMediaRequest> = z.object({
  id: str.optional(),
  media: z.array(z.object({ option: idSchema, choice: idSchema, mediaIds: z.array(idSchema).optional() })).min(1),
});

/**
 * `POST /stores/v1/collections`, `PATCH /stores/v1/collections/{collection.id}`.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { collectionWriteRequestSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = collectionWriteRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const collectionWriteRequestSchema: z.ZodType<CollectionWriteRequest> = z.object({ collection: collectionSchema });
