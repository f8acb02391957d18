import { invalid, requireId, requireList, requireObject, reviveNumbers, type CallOptions, type RequestClient } from '@storefront-kit/http-core';
import {
  ADD_CHOICES_MEDIA,
  ADD_MEDIA,
  DELETE_OPTIONS,
  REMOVE_BRAND,
  REMOVE_CHOICES_MEDIA,
  REMOVE_MEDIA,
  REMOVE_RIBBON,
  RESET_VARIANTS,
  UPDATE_VARIANTS,
} from './endpoints';
import { VARIANT_PATHS } from './numbers';
import { send, sendVoid } from './send';
import type { MediaAssignmentToChoice, MediaDataForWrite, UpdateVariantsResponse, VariantOverride } from '@storefront-kit/wire/catalogue';
import { amount, choices, ids } from './validate';

/**
 * Changes variants of a product (merchant; `PATCH /stores/v1/products/{id}/variants` with `{id, variants}`).
 * Each entry picks variants by `choices` or `variantIds` and sets `price`, `cost`, `weight`, `sku`, `visible`.
 *
 * @param client - a client with merchant auth
 * @param id - the product id
 * @param variants - at least one entry; prices, costs and weights must not be negative
 * @returns `{ variants }`: the changed variants
 * @throws {ValidationError} an empty list, an entry without `choices` or `variantIds`, a negative amount
 * @throws {HttpError} 400 when no variant matches, 404 `PRODUCT_NOT_FOUND`
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient, reviveNumbers } from '@storefront-kit/http-core';
 * import { updateProductVariants } from '@storefront-kit/stores-catalogue';
 * declare const admin: ReturnType<typeof createClient>;
 * await updateProductVariants(admin, 'product-id', [{ choices: { Size: 'XL' }, price: 29 }]);
 * ```
 */
export async function updateProductVariants(
  client: RequestClient,
  id: string,
  variants: VariantOverride[],
  options?: CallOptions,
): Promise<UpdateVariantsResponse> {
  requireList(variants, 'variants', Infinity, (v, f) => {
    requireObject(v, f);
    if (v.choices === undefined && v.variantIds === undefined) invalid(f, 'must set choices or variantIds');
    choices(v.choices, `${f}.choices`);
    if (v.variantIds !== undefined) ids(v.variantIds, `${f}.variantIds`);
    for (const k of ['price', 'cost', 'weight'] as const) amount(v[k], `${f}.${k}`);
  });
  const r = await send<UpdateVariantsResponse>(client, UPDATE_VARIANTS, id, { variants }, options);
  reviveNumbers(r.variants, VARIANT_PATHS);
  return r;
}

/**
 * Resets every variant of a product to the product's own price, cost and weight (merchant;
 * `POST /stores/v1/products/{id}/variants/resetToDefault`).
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { resetAllProductVariantData } from '@storefront-kit/stores-catalogue';
 * declare const admin: ReturnType<typeof createClient>;
 * await resetAllProductVariantData(admin, 'product-id');
 * ```
 */
export async function resetAllProductVariantData(client: RequestClient, id: string, options?: CallOptions): Promise<void> {
  return sendVoid(client, RESET_VARIANTS, id, {}, options);
}

/**
 * Adds media to a product, optionally attached to a choice (merchant; `POST /stores/v1/products/{id}/media`).
 *
 * @param media - at least one item, each with a `mediaId` or a `url`
 * @param options - `signal`, `timeoutMs`
 * @throws {ValidationError} an empty list or an item with neither `mediaId` nor `url`
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { addProductMedia } from '@storefront-kit/stores-catalogue';
 * declare const admin: ReturnType<typeof createClient>;
 * await addProductMedia(admin, 'product-id', [{ url: 'https://example.com/red.jpg', choice: { option: 'Color', choice: 'Red' } }]);
 * ```
 */
export async function addProductMedia(client: RequestClient, id: string, media: MediaDataForWrite[], options?: CallOptions): Promise<void> {
  requireList(media, 'media', Infinity, (m, f) => {
    if (requireObject(m, f).mediaId === undefined && m.url === undefined) invalid(f, 'must set mediaId or url');
  });
  return sendVoid(client, ADD_MEDIA, id, { media }, options);
}

/**
 * Removes media items from a product (merchant; `POST /stores/v1/products/{id}/media/delete`).
 *
 * @param mediaIds - at least one media id
 * @param options - `signal`, `timeoutMs`
 * @throws {ValidationError} an empty list or a blank id
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { removeProductMedia } from '@storefront-kit/stores-catalogue';
 * declare const admin: ReturnType<typeof createClient>;
 * await removeProductMedia(admin, 'product-id', ['media-id']);
 * ```
 */
export async function removeProductMedia(client: RequestClient, id: string, mediaIds: string[], options?: CallOptions): Promise<void> {
  ids(mediaIds, 'mediaIds');
  return sendVoid(client, REMOVE_MEDIA, id, { mediaIds }, options);
}

const checkChoicesMedia = (media: MediaAssignmentToChoice[], required: boolean) =>
  requireList(media, 'media', Infinity, (m, f) => {
    requireId(requireObject(m, f).option, `${f}.option`);
    requireId(m.choice, `${f}.choice`);
    if (required || m.mediaIds !== undefined) ids(m.mediaIds, `${f}.mediaIds`);
  });

/**
 * Attaches existing product media to choices (merchant; `PATCH /stores/v1/products/{id}/choices/media`).
 *
 * @param media - at least one `{ option, choice, mediaIds }` with at least one media id
 * @param options - `signal`, `timeoutMs`
 * @throws {ValidationError} an empty list, a blank option or choice, no media ids
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { addProductMediaToChoices } from '@storefront-kit/stores-catalogue';
 * declare const admin: ReturnType<typeof createClient>;
 * await addProductMediaToChoices(admin, 'product-id', [{ option: 'Color', choice: 'Red', mediaIds: ['media-id'] }]);
 * ```
 */
export async function addProductMediaToChoices(client: RequestClient, id: string, media: MediaAssignmentToChoice[], options?: CallOptions): Promise<void> {
  checkChoicesMedia(media, true);
  return sendVoid(client, ADD_CHOICES_MEDIA, id, { media }, options);
}

/**
 * Detaches media from choices (merchant; `POST /stores/v1/products/{id}/choices/media/delete`); an entry
 * without `mediaIds` detaches all of that choice's media.
 *
 * @throws {ValidationError} an empty list, a blank option or choice, an empty `mediaIds`
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { removeProductMediaFromChoices } from '@storefront-kit/stores-catalogue';
 * declare const admin: ReturnType<typeof createClient>;
 * await removeProductMediaFromChoices(admin, 'product-id', [{ option: 'Color', choice: 'Red' }]);
 * ```
 */
export async function removeProductMediaFromChoices(client: RequestClient, id: string, media: MediaAssignmentToChoice[], options?: CallOptions): Promise<void> {
  checkChoicesMedia(media, false);
  return sendVoid(client, REMOVE_CHOICES_MEDIA, id, { media }, options);
}

/**
 * Deletes all options of a product, leaving its single default variant (merchant;
 * `DELETE /stores/v1/products/{id}/options`).
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { deleteProductOptions } from '@storefront-kit/stores-catalogue';
 * declare const admin: ReturnType<typeof createClient>;
 * await deleteProductOptions(admin, 'product-id');
 * ```
 */
export async function deleteProductOptions(client: RequestClient, id: string, options?: CallOptions): Promise<void> {
  return sendVoid(client, DELETE_OPTIONS, id, {}, options);
}

/**
 * Removes a product's brand (merchant; `POST /stores/v1/products/{id}/remove-brand`).
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { removeBrand } from '@storefront-kit/stores-catalogue';
 * declare const admin: ReturnType<typeof createClient>;
 * await removeBrand(admin, 'product-id');
 * ```
 */
export async function removeBrand(client: RequestClient, id: string, options?: CallOptions): Promise<void> {
  return sendVoid(client, REMOVE_BRAND, id, {}, options);
}

/**
 * Removes a product's ribbon (merchant; `POST /stores/v1/products/{id}/remove-ribbon`).
 *
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { removeRibbon } from '@storefront-kit/stores-catalogue';
 * declare const admin: ReturnType<typeof createClient>;
 * await removeRibbon(admin, 'product-id');
 * ```
 */
export async function removeRibbon(client: RequestClient, id: string, options?: CallOptions): Promise<void> {
  return sendVoid(client, REMOVE_RIBBON, id, {}, options);
}
