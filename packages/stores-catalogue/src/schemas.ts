/**
 * zod schemas of the catalogue's wire shapes (entities and request bodies), shared by the SDK and the
 * emulator. Import from `@storefront-kit/stores-catalogue/schemas` (the main entry does not load zod).
 *
 * Numeric fields accept the strings `"NaN"`, `"Infinity"`, `"-Infinity"` (how non-finite numbers travel)
 * and turn them into numbers.
 */
import { z } from 'zod';
import type {
  AddProductMediaRequest,
  BulkAdjustProductsRequest,
  BulkUpdateProductsRequest,
  ChoicesMediaRequest,
  Collection,
  CollectionProductIdsRequest,
  CollectionWriteRequest,
  CursorPaging,
  GetProductRequest,
  Media,
  MediaItem,
  Paging,
  Product,
  ProductOptionsAvailabilityRequest,
  ProductVariant,
  ProductWriteRequest,
  Query,
  QueryCollectionsRequest,
  QueryFilter,
  QueryProductsRequest,
  QueryProductVariantsRequest,
  QueryStoreVariantsRequest,
  RemoveProductMediaRequest,
  StoreVariant,
  UpdateVariantsRequest,
} from './types';
import {
  DISCOUNT_TYPES,
  INVENTORY_STATUSES,
  MEASUREMENT_UNITS,
  MEDIA_ITEM_TYPES,
  OPTION_TYPES,
  PRODUCT_TYPES,
  SORT_ORDERS,
} from './types';

/**
 * A number, or one of the strings `"NaN"`, `"Infinity"`, `"-Infinity"` turned into that number.
 *
 * @example
 * ```ts
 * import { wireNumberSchema } from '@storefront-kit/stores-catalogue/schemas';
 * wireNumberSchema.parse('Infinity'); // Infinity
 * ```
 */
export const wireNumberSchema = z.union([
  z.number(),
  z.enum(['NaN', 'Infinity', '-Infinity']).transform((value) => Number(value)),
]);

const num = wireNumberSchema;
const str = z.string();
const bool = z.boolean();

/**
 * Maximum `paging.limit` of the catalogue's queries.
 *
 * @example
 * ```ts
 * import { MAX_QUERY_LIMIT } from '@storefront-kit/stores-catalogue/schemas';
 * const limit = Math.min(requested, MAX_QUERY_LIMIT);
 * declare const requested: number;
 * ```
 */
export const MAX_QUERY_LIMIT = 100;
/**
 * Default `paging.limit` of the catalogue's queries.
 *
 * @example
 * ```ts
 * import { DEFAULT_QUERY_LIMIT } from '@storefront-kit/stores-catalogue/schemas';
 * console.log(DEFAULT_QUERY_LIMIT); // 50
 * ```
 */
export const DEFAULT_QUERY_LIMIT = 50;

const formattedPriceSchema = z.object({ price: str, discountedPrice: str, pricePerUnit: str }).partial();

/**
 * v1 catalogue price (numbers).
 *
 * @example
 * ```ts
 * import { priceDataSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = priceDataSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const priceDataSchema = z
  .object({ currency: str, price: num, discountedPrice: num, pricePerUnit: num, formatted: formattedPriceSchema })
  .partial();

const costAndProfitSchema = z
  .object({ itemCost: num, formattedItemCost: str, profit: num, formattedProfit: str, profitMargin: num })
  .partial();
const rangeSchema = z.object({ minValue: num, maxValue: num }).partial();
const pricePerUnitDataSchema = z
  .object({
    totalQuantity: num,
    totalMeasurementUnit: z.enum(MEASUREMENT_UNITS),
    baseQuantity: num,
    baseMeasurementUnit: z.enum(MEASUREMENT_UNITS),
  })
  .partial();
const stockSchema = z
  .object({ trackInventory: bool, quantity: num, inStock: bool, inventoryStatus: z.enum(INVENTORY_STATUSES) })
  .partial();
const variantStockSchema = z.object({ trackQuantity: bool, quantity: num, inStock: bool }).partial();

const mediaImageSchema = z.object({ url: str, width: num, height: num, altText: str, urlExpirationDate: str }).partial();
const videoResolutionSchema = z.object({ url: str, width: num, height: num, format: str }).partial();

/**
 * A media item.
 *
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
 * @example
 * ```ts
 * import { mediaSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = mediaSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const mediaSchema: z.ZodType<Media> = z.object({ mainMedia: mediaItemSchema, items: z.array(mediaItemSchema) }).partial();

const variantDataSchema = z
  .object({
    priceData: priceDataSchema,
    convertedPriceData: priceDataSchema,
    costAndProfitData: costAndProfitSchema,
    weight: num,
    sku: str,
    visible: bool,
  })
  .partial();

const choicesSchema = z.record(z.string(), z.string());

/**
 * A variant embedded in a product.
 *
 * @example
 * ```ts
 * import { productVariantSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = productVariantSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const productVariantSchema: z.ZodType<ProductVariant> = z
  .object({ id: str, choices: choicesSchema, variant: variantDataSchema, stock: variantStockSchema })
  .partial();

const productOptionSchema = z
  .object({
    optionType: z.enum(OPTION_TYPES),
    name: str,
    choices: z.array(
      z.object({ value: str, description: str, media: mediaSchema, inStock: bool, visible: bool }).partial(),
    ),
  })
  .partial();

const seoDataSchema = z
  .object({
    tags: z.array(
      z
        .object({
          type: str,
          props: z.record(z.string(), z.unknown()),
          meta: z.record(z.string(), z.unknown()),
          children: str,
          custom: bool,
          disabled: bool,
        })
        .partial(),
    ),
    settings: z
      .object({
        preventAutoRedirect: bool,
        keywords: z.array(z.object({ term: str, isMain: bool }).partial()),
      })
      .partial(),
  })
  .partial();

/**
 * A v1 product (every field optional, as in partial updates).
 *
 * @example
 * ```ts
 * import { productSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = productSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const productSchema: z.ZodType<Product> = z
  .object({
    id: str,
    name: str,
    slug: str,
    visible: bool,
    productType: z.enum(PRODUCT_TYPES),
    description: str,
    sku: str,
    weight: num,
    weightRange: rangeSchema,
    stock: stockSchema,
    price: priceDataSchema,
    priceData: priceDataSchema,
    convertedPriceData: priceDataSchema,
    priceRange: rangeSchema,
    costAndProfitData: costAndProfitSchema,
    costRange: rangeSchema,
    pricePerUnitData: pricePerUnitDataSchema,
    additionalInfoSections: z.array(z.object({ title: str, description: str }).partial()),
    ribbons: z.array(z.object({ text: str }).partial()),
    media: mediaSchema,
    customTextFields: z.array(z.object({ title: str, maxLength: num, mandatory: bool }).partial()),
    manageVariants: bool,
    productOptions: z.array(productOptionSchema),
    productPageUrl: z.object({ base: str, path: str }).partial(),
    numericId: str,
    inventoryItemId: str,
    discount: z.object({ type: z.enum(DISCOUNT_TYPES), value: num }).partial(),
    collectionIds: z.array(str),
    variants: z.array(productVariantSchema),
    lastUpdated: str,
    createdDate: str,
    seoData: seoDataSchema,
    ribbon: str,
    brand: str,
  })
  .partial();

/**
 * A store variant.
 *
 * @example
 * ```ts
 * import { storeVariantSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = storeVariantSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const storeVariantSchema: z.ZodType<StoreVariant> = z
  .object({
    id: str,
    variantId: str,
    productId: str,
    variantName: str,
    productName: str,
    managedVariant: bool,
    sku: str,
    choices: choicesSchema,
    collectionIds: z.array(str),
    variant: variantDataSchema,
    stock: variantStockSchema,
    media: z
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
      .partial(),
  })
  .partial();

/**
 * A collection.
 *
 * @example
 * ```ts
 * import { collectionSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = collectionSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const collectionSchema: z.ZodType<Collection> = z
  .object({ id: str, name: str, slug: str, media: mediaSchema, numberOfProducts: num, description: str, visible: bool })
  .partial();

// ---------------------------------------------------------------------------------------------
// Queries

/**
 * Offset paging: `limit` 0..100 (default 50), `offset` >= 0.
 *
 * @example
 * ```ts
 * import { pagingSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = pagingSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const pagingSchema: z.ZodType<Paging> = z
  .object({
    limit: z.number().int().min(0).max(MAX_QUERY_LIMIT),
    offset: z.number().int().min(0),
  })
  .partial();

/**
 * Cursor paging: `limit` 1..100 (default 50), `cursor` from a previous answer's `metadata.cursors`.
 *
 * @example
 * ```ts
 * import { cursorPagingSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = cursorPagingSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const cursorPagingSchema: z.ZodType<CursorPaging> = z
  .object({ limit: z.number().int().min(1).max(MAX_QUERY_LIMIT), cursor: z.string().min(1) })
  .partial();

/**
 * A platform query `{filter, sort, paging}` or `{filter, sort, cursorPaging}`. Operators inside `filter` are checked by the server.
 *
 * @example
 * ```ts
 * import { querySchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = querySchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const querySchema: z.ZodType<Query> = z
  .object({
    // Kept as sent (a record would copy it and drop a `__proto__` key): the server checks the operators.
    filter: z.custom<QueryFilter>((v) => v !== null && typeof v === 'object' && !Array.isArray(v), 'expected an object'),
    sort: z.array(z.object({ fieldName: z.string().min(1), order: z.enum(SORT_ORDERS).optional() })),
    paging: pagingSchema,
    cursorPaging: cursorPagingSchema,
  })
  .partial();

/**
 * `GET /stores-reader/v1/products/{id}` (query parameters, booleans already parsed).
 *
 * @example
 * ```ts
 * import { getProductRequestSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = getProductRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const getProductRequestSchema: z.ZodType<GetProductRequest> = z.object({
  id: z.string().min(1),
  includeMerchantSpecificData: bool.optional(),
});

/**
 * `/stores-reader/v1/products/query-platformized` (`.r` payload or POST body).
 *
 * @example
 * ```ts
 * import { queryProductsRequestSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = queryProductsRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const queryProductsRequestSchema: z.ZodType<QueryProductsRequest> = z
  .object({ query: querySchema, includeVariants: bool, includeHiddenProducts: bool, includeMerchantSpecificData: bool })
  .partial();

/**
 * `POST /stores-reader/v1/products/{id}/productOptionsAvailability`.
 *
 * @example
 * ```ts
 * import { productOptionsAvailabilityRequestSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = productOptionsAvailabilityRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const productOptionsAvailabilityRequestSchema: z.ZodType<ProductOptionsAvailabilityRequest> = z
  .object({ id: str, options: choicesSchema })
  .partial();

/**
 * `POST /stores-reader/v1/products/{id}/variants/query`.
 *
 * @example
 * ```ts
 * import { queryProductVariantsRequestSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = queryProductVariantsRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const queryProductVariantsRequestSchema: z.ZodType<QueryProductVariantsRequest> = z
  .object({
    id: str,
    choices: choicesSchema,
    variantIds: z.array(str),
    paging: pagingSchema,
    includeMerchantSpecificData: bool,
  })
  .partial();

/**
 * `POST /stores-reader/v1/variants/query`.
 *
 * @example
 * ```ts
 * import { queryStoreVariantsRequestSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = queryStoreVariantsRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const queryStoreVariantsRequestSchema: z.ZodType<QueryStoreVariantsRequest> = z.object({ query: querySchema }).partial();

/**
 * `/v2/collections/query` (`.r` payload or POST body).
 *
 * @example
 * ```ts
 * import { queryCollectionsRequestSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = queryCollectionsRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const queryCollectionsRequestSchema: z.ZodType<QueryCollectionsRequest> = z.object({ query: querySchema }).partial();

// ---------------------------------------------------------------------------------------------
// Writes

/**
 * `POST /stores/v1/products`, `PATCH /stores/v1/products/{product.id}` (and products-platformized).
 *
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
 * `PATCH /stores/v1/products/{id}/variants`.
 *
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
  variants: z.array(
    z
      .object({
        choices: choicesSchema,
        variantIds: z.array(str),
        price: num,
        cost: num,
        weight: num,
        sku: str,
        visible: bool,
      })
      .partial(),
  ),
});

/**
 * `POST /stores/v1/collections/{id}/productIds` and `.../productIds/delete`.
 *
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
  productIds: z.array(z.string().min(1)),
});

/**
 * `POST /stores/v1/products/{id}/media`.
 *
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
  media: z.array(
    z
      .object({ mediaId: str, url: str, choice: z.object({ option: str, choice: str }) })
      .partial()
      .refine((m) => m.mediaId !== undefined || m.url !== undefined, { message: 'mediaId or url is required' }),
  ),
});

/**
 * `POST /stores/v1/products/{id}/media/delete`.
 *
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
  mediaIds: z.array(str),
});

/**
 * `PATCH /stores/v1/products/{id}/choices/media` and `POST .../choices/media/delete`.
 *
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
  media: z.array(z.object({ option: str, choice: str, mediaIds: z.array(str).optional() })),
});

/**
 * `POST /stores/v1/collections`, `PATCH /stores/v1/collections/{collection.id}`.
 *
 * @example
 * ```ts
 * import { collectionWriteRequestSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = collectionWriteRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const collectionWriteRequestSchema: z.ZodType<CollectionWriteRequest> = z.object({ collection: collectionSchema });

function exactlyOne(value: Record<string, unknown>): boolean {
  return Object.values(value).filter((v) => v !== undefined).length === 1;
}

/**
 * `POST /stores/v1/bulk/products/update`: `set` holds exactly one of price, cost, weight.
 *
 * @example
 * ```ts
 * import { bulkUpdateProductsRequestSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = bulkUpdateProductsRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const bulkUpdateProductsRequestSchema: z.ZodType<BulkUpdateProductsRequest> = z.object({
  ids: z.array(str).min(1),
  set: z
    .object({ price: num, cost: num, weight: num })
    .partial()
    .refine(exactlyOne, { message: 'exactly one of price, cost, weight must be set' }),
});

const adjustmentSchema = z
  .object({ amount: num, percentage: num })
  .partial()
  .refine(exactlyOne, { message: 'exactly one of amount, percentage must be set' });

/**
 * `POST /stores/v1/bulk/products/adjust-properties`: `adjust` holds exactly one of price, cost, weight.
 *
 * @example
 * ```ts
 * import { bulkAdjustProductsRequestSchema } from '@storefront-kit/stores-catalogue/schemas';
 * const result = bulkAdjustProductsRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const bulkAdjustProductsRequestSchema: z.ZodType<BulkAdjustProductsRequest> = z.object({
  ids: z.array(str).min(1),
  adjust: z
    .object({ price: adjustmentSchema, cost: adjustmentSchema, weight: adjustmentSchema })
    .partial()
    .refine(exactlyOne, { message: 'exactly one of price, cost, weight must be set' }),
});
