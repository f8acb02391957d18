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

/** A number, or one of the strings `"NaN"`, `"Infinity"`, `"-Infinity"` turned into that number. */
export const wireNumberSchema = z.union([
  z.number(),
  z.enum(['NaN', 'Infinity', '-Infinity']).transform((value) => Number(value)),
]);

const num = wireNumberSchema;
const str = z.string();
const bool = z.boolean();

/** Maximum `paging.limit` of the catalogue's queries. */
export const MAX_QUERY_LIMIT = 100;
/** Default `paging.limit` of the catalogue's queries. */
export const DEFAULT_QUERY_LIMIT = 50;

const formattedPriceSchema = z.object({ price: str, discountedPrice: str, pricePerUnit: str }).partial();

/** v1 catalogue price (numbers). */
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

/** A media item. */
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

/** Media of a product, collection or choice. */
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

/** A variant embedded in a product. */
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

/** A v1 product (every field optional, as in partial updates). */
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

/** A store variant. */
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

/** A collection. */
export const collectionSchema: z.ZodType<Collection> = z
  .object({ id: str, name: str, slug: str, media: mediaSchema, numberOfProducts: num, description: str, visible: bool })
  .partial();

// ---------------------------------------------------------------------------------------------
// Queries

/** Offset paging: `limit` 0..100 (default 50), `offset` >= 0. */
export const pagingSchema: z.ZodType<Paging> = z
  .object({
    limit: z.number().int().min(0).max(MAX_QUERY_LIMIT),
    offset: z.number().int().min(0),
  })
  .partial();

/** A platform query `{filter, sort, paging}`. Operators inside `filter` are checked by the server. */
export const querySchema: z.ZodType<Query> = z
  .object({
    filter: z.record(z.string(), z.unknown()),
    sort: z.array(z.object({ fieldName: z.string().min(1), order: z.enum(SORT_ORDERS).optional() })),
    paging: pagingSchema,
  })
  .partial();

/** `GET /stores-reader/v1/products/{id}` (query parameters, booleans already parsed). */
export const getProductRequestSchema: z.ZodType<GetProductRequest> = z.object({
  id: z.string().min(1),
  includeMerchantSpecificData: bool.optional(),
});

/** `/stores-reader/v1/products/query-platformized` (`.r` payload or POST body). */
export const queryProductsRequestSchema: z.ZodType<QueryProductsRequest> = z
  .object({ query: querySchema, includeVariants: bool, includeHiddenProducts: bool, includeMerchantSpecificData: bool })
  .partial();

/** `POST /stores-reader/v1/products/{id}/productOptionsAvailability`. */
export const productOptionsAvailabilityRequestSchema: z.ZodType<ProductOptionsAvailabilityRequest> = z
  .object({ id: str, options: choicesSchema })
  .partial();

/** `POST /stores-reader/v1/products/{id}/variants/query`. */
export const queryProductVariantsRequestSchema: z.ZodType<QueryProductVariantsRequest> = z
  .object({
    id: str,
    choices: choicesSchema,
    variantIds: z.array(str),
    paging: pagingSchema,
    includeMerchantSpecificData: bool,
  })
  .partial();

/** `POST /stores-reader/v1/variants/query`. */
export const queryStoreVariantsRequestSchema: z.ZodType<QueryStoreVariantsRequest> = z.object({ query: querySchema }).partial();

/** `/v2/collections/query` (`.r` payload or POST body). */
export const queryCollectionsRequestSchema: z.ZodType<QueryCollectionsRequest> = z.object({ query: querySchema }).partial();

// ---------------------------------------------------------------------------------------------
// Writes

/** `POST /stores/v1/products`, `PATCH /stores/v1/products/{product.id}` (and products-platformized). */
export const productWriteRequestSchema: z.ZodType<ProductWriteRequest> = z.object({ product: productSchema });

/** `PATCH /stores/v1/products/{id}/variants`. */
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

/** `POST /stores/v1/collections/{id}/productIds` and `.../productIds/delete`. */
export const collectionProductIdsRequestSchema: z.ZodType<CollectionProductIdsRequest> = z.object({
  id: str.optional(),
  productIds: z.array(z.string().min(1)),
});

/** `POST /stores/v1/products/{id}/media`. */
export const addProductMediaRequestSchema: z.ZodType<AddProductMediaRequest> = z.object({
  id: str.optional(),
  media: z.array(
    z
      .object({ mediaId: str, url: str, choice: z.object({ option: str, choice: str }) })
      .partial()
      .refine((m) => m.mediaId !== undefined || m.url !== undefined, { message: 'mediaId or url is required' }),
  ),
});

/** `POST /stores/v1/products/{id}/media/delete`. */
export const removeProductMediaRequestSchema: z.ZodType<RemoveProductMediaRequest> = z.object({
  id: str.optional(),
  mediaIds: z.array(str),
});

/** `PATCH /stores/v1/products/{id}/choices/media` and `POST .../choices/media/delete`. */
export const choicesMediaRequestSchema: z.ZodType<ChoicesMediaRequest> = z.object({
  id: str.optional(),
  media: z.array(z.object({ option: str, choice: str, mediaIds: z.array(str).optional() })),
});

/** `POST /stores/v1/collections`, `PATCH /stores/v1/collections/{collection.id}`. */
export const collectionWriteRequestSchema: z.ZodType<CollectionWriteRequest> = z.object({ collection: collectionSchema });

function exactlyOne(value: Record<string, unknown>): boolean {
  return Object.values(value).filter((v) => v !== undefined).length === 1;
}

/** `POST /stores/v1/bulk/products/update`: `set` holds exactly one of price, cost, weight. */
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

/** `POST /stores/v1/bulk/products/adjust-properties`: `adjust` holds exactly one of price, cost, weight. */
export const bulkAdjustProductsRequestSchema: z.ZodType<BulkAdjustProductsRequest> = z.object({
  ids: z.array(str).min(1),
  adjust: z
    .object({ price: adjustmentSchema, cost: adjustmentSchema, weight: adjustmentSchema })
    .partial()
    .refine(exactlyOne, { message: 'exactly one of price, cost, weight must be set' }),
});
