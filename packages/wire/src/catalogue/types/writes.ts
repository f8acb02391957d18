/** Request and answer bodies of the merchant's product, variant, media and collection writes. */
import type { Collection } from './collection';
import type { Product } from './product';
import type { ProductVariant } from './variant';

/**
 * `POST /stores/v1/products` and `PATCH /stores/v1/products/{product.id}` request (also products-platformized).
 *
 * @group Types
 */
export interface ProductWriteRequest {
  product: Product;
}

/**
 * Answer of the product create/update calls.
 *
 * @group Types
 * @example
 * ```ts
 * import type { ProductWriteResponse } from '@storefront-kit/stores-catalogue';
 * const newId = (answer: ProductWriteResponse) => answer.product.id;
 * ```
 */
export interface ProductWriteResponse {
  product: Product;
}

/**
 * One entry of `PATCH /stores/v1/products/{id}/variants`: which variants (by choices or ids) get which values.
 *
 * @group Types
 */
export interface VariantOverride {
  /** Variants having all these choices. */
  choices?: Record<string, string>;
  /** Or these variant ids. */
  variantIds?: string[];
  price?: number;
  cost?: number;
  weight?: number;
  sku?: string;
  visible?: boolean;
}

/**
 * `PATCH /stores/v1/products/{id}/variants` request.
 *
 * @group Types
 */
export interface UpdateVariantsRequest {
  id?: string;
  variants: VariantOverride[];
}

/**
 * `PATCH /stores/v1/products/{id}/variants` answer: the updated variants.
 *
 * @group Types
 * @example
 * ```ts
 * import type { UpdateVariantsResponse } from '@storefront-kit/stores-catalogue';
 * const prices = (answer: UpdateVariantsResponse) => answer.variants.map((v) => v.variant?.priceData?.price);
 * ```
 */
export interface UpdateVariantsResponse {
  variants: ProductVariant[];
}

/**
 * `POST /stores/v1/collections/{id}/productIds[/delete]` request.
 *
 * @group Types
 */
export interface CollectionProductIdsRequest {
  id?: string;
  productIds: string[];
}

/**
 * A media item to add to a product: an existing `mediaId` or a `url`, optionally attached to a choice.
 *
 * @group Types
 */
export interface MediaDataForWrite {
  mediaId?: string;
  url?: string;
  choice?: { option: string; choice: string };
}

/**
 * `POST /stores/v1/products/{id}/media` request.
 *
 * @group Types
 */
export interface AddProductMediaRequest {
  id?: string;
  media: MediaDataForWrite[];
}

/**
 * `POST /stores/v1/products/{id}/media/delete` request.
 *
 * @group Types
 */
export interface RemoveProductMediaRequest {
  id?: string;
  mediaIds: string[];
}

/**
 * Media ids attached to (or detached from) one choice.
 *
 * @group Types
 */
export interface MediaAssignmentToChoice {
  option: string;
  choice: string;
  /**
   * Media ids of the product. For removal, leaving it out removes all of the choice's media; the SDK
   * refuses an empty list, which the platform would read the same way.
   */
  mediaIds?: string[];
}

/**
 * `PATCH /stores/v1/products/{id}/choices/media` and `POST .../choices/media/delete` request.
 *
 * @group Types
 */
export interface ChoicesMediaRequest {
  id?: string;
  media: MediaAssignmentToChoice[];
}

/**
 * `POST /stores/v1/collections` and `PATCH /stores/v1/collections/{collection.id}` request.
 *
 * @group Types
 */
export interface CollectionWriteRequest {
  collection: Collection;
}

/**
 * Answer of the collection create/update calls.
 *
 * @group Types
 * @example
 * ```ts
 * import type { CollectionWriteResponse } from '@storefront-kit/stores-catalogue';
 * const newId = (answer: CollectionWriteResponse) => answer.collection.id;
 * ```
 */
export interface CollectionWriteResponse {
  collection: Collection;
}
