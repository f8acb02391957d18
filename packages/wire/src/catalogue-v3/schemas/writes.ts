/**
 * Schemas of the Catalog V3 merchant writes. A product in a write lists what a merchant sets; read-only
 * fields the platform computes (`inventory`, price ranges, `variantSummary`, choice stock) are dropped.
 */
import { z } from 'zod';
import { MAX_REQUESTED_FIELDS, PRODUCT_REQUESTED_FIELDS } from '../types/fields';
import { MAX_BULK_PRODUCTS } from '../types/limits';
import { CHOICE_TYPES, MODIFIER_RENDER_TYPES, OPTION_RENDER_TYPES } from '../types/options';
import { V3_PRODUCT_TYPES } from '../types/product-enums';
import type {
  BulkCreateProductsV3Request,
  BulkDeleteProductsV3Request,
  BulkUpdateProductsV3Request,
  ProductV3WriteRequest,
  V3ProductWrite,
} from '../types/writes';
import { idSchema } from '../../catalogue/schemas/wire';
import { wireNumberSchema } from '../../wire-number';

/** A decimal amount as the platform takes it: a non-negative decimal string, at most 3 decimals. */
const decimal = z.string().regex(/^\d{1,9}(\.\d{1,3})?$/, 'must be a decimal string such as "19.99"');
const money = z.object({ amount: decimal }).partial();
const text = (max: number) => z.string().min(1).max(max);
const named = z.object({ id: idSchema.nullable(), name: z.string().max(50).nullable() }).partial();

const choiceNames = z.object({ optionName: text(50), choiceName: text(50), renderType: z.enum(OPTION_RENDER_TYPES) }).partial();
const variantSchema = z
  .object({
    id: idSchema.nullable(),
    visible: z.boolean().nullable(),
    sku: text(40).nullable(),
    barcode: text(40).nullable(),
    choices: z
      .array(z.object({ optionChoiceIds: z.object({ optionId: z.string(), choiceId: z.string() }).partial(), optionChoiceNames: choiceNames }).partial())
      .max(6),
    price: z.object({ actualPrice: money, compareAtPrice: money }).partial(),
    revenueDetails: z.object({ cost: money }).partial(),
    physicalProperties: z.object({ weight: wireNumberSchema.nullable() }).partial(),
    digitalProperties: z.object({ digitalFile: z.object({ id: z.string() }).partial() }).partial(),
    inventoryItem: z
      .object({
        quantity: z.number().int().min(-99999).max(99999),
        inStock: z.boolean(),
        preorderInfo: z.object({ enabled: z.boolean(), message: z.string().max(250), limit: z.number().int().min(0) }).partial(),
      })
      .partial(),
  })
  .partial();

const optionSchema = z
  .object({
    id: idSchema.nullable(),
    name: text(50).nullable(),
    optionRenderType: z.enum(OPTION_RENDER_TYPES),
    choicesSettings: z.object({
      choices: z
        .array(
          z.object({ choiceId: z.string().nullable(), name: text(50).nullable(), choiceType: z.enum(CHOICE_TYPES), colorCode: z.string().max(20) }).partial(),
        )
        .min(1)
        .max(1000),
    }),
  })
  .partial();

const modifierSchema = z
  .object({
    id: idSchema.nullable(),
    name: text(50).nullable(),
    modifierRenderType: z.enum(MODIFIER_RENDER_TYPES),
    mandatory: z.boolean().nullable(),
    freeTextSettings: z
      .object({
        minCharCount: z.number().int().min(0),
        maxCharCount: z.number().int().min(1).max(500),
        defaultAddedPrice: decimal.nullable(),
        title: z.string().max(100).nullable(),
      })
      .partial(),
    choicesSettings: z.object({
      choices: z.array(
        z
          .object({
            choiceId: z.string().nullable(),
            name: text(50).nullable(),
            choiceType: z.enum(CHOICE_TYPES),
            colorCode: z.string().max(20),
            addedPrice: decimal.nullable(),
          })
          .partial(),
      ),
    }),
  })
  .partial();

const mediaItemSchema = z
  .object({ id: z.string().min(1).max(200), url: z.string().url(), altText: z.string().max(1000).nullable(), displayName: z.string().max(80).nullable() })
  .partial();

/**
 * A product in a create or update (`variantsInfo.variants[].inventoryItem` only in with-inventory calls).
 *
 * @group Schemas
 * @example
 * ```ts
 * import { v3ProductWriteSchema } from '@storefront-kit/wire/catalogue-v3/schemas';
 * const ok = v3ProductWriteSchema.safeParse({ name: 'Blue Tee', productType: 'PHYSICAL' }).success; // true
 * ```
 */
export const v3ProductWriteSchema: z.ZodType<V3ProductWrite> = z
  .object({
    id: idSchema.nullable(),
    revision: z.string().regex(/^\d+$/).nullable(),
    name: text(80).nullable(),
    slug: text(300).nullable(),
    plainDescription: z.string().max(16000).nullable(),
    description: z.unknown(),
    visible: z.boolean().nullable(),
    visibleInPos: z.boolean().nullable(),
    productType: z.enum(V3_PRODUCT_TYPES),
    handle: text(100).nullable(),
    taxGroupId: z.string().nullable(),
    mainCategoryId: z.string().nullable(),
    media: z.object({ itemsInfo: z.object({ items: z.array(mediaItemSchema).max(1000) }).partial() }).partial(),
    options: z.array(optionSchema).max(6),
    modifiers: z.array(modifierSchema).max(10),
    brand: named,
    ribbon: named,
    variantsInfo: z.object({ variants: z.array(variantSchema).min(1).max(1000) }).partial(),
    physicalProperties: z
      .object({ pricePerUnit: z.object({ quantity: wireNumberSchema, measurementUnit: z.string() }).partial(), fulfillerId: z.string().nullable() })
      .partial(),
  })
  .partial();

const writeFields = z.array(z.enum(PRODUCT_REQUESTED_FIELDS)).max(MAX_REQUESTED_FIELDS);

/**
 * `POST /stores/v3/products`, `PATCH /stores/v3/products/{id}` and the with-inventory twins.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { productV3WriteRequestSchema } from '@storefront-kit/wire/catalogue-v3/schemas';
 * const result = productV3WriteRequestSchema.safeParse(JSON.parse(body));
 * if (!result.success) console.log(result.error.issues);
 * declare const body: string;
 * ```
 */
export const productV3WriteRequestSchema: z.ZodType<ProductV3WriteRequest> = z.object({
  product: v3ProductWriteSchema,
  fields: z
    .array(z.enum(PRODUCT_REQUESTED_FIELDS).exclude(['MIN_PRICE_VARIANT']))
    .max(MAX_REQUESTED_FIELDS)
    .optional(),
  returnEntity: z.boolean().optional(),
});

/**
 * `POST /stores/v3/bulk/products/create` and `.../bulk/products-with-inventory/create`: 1..100 products.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { bulkCreateProductsV3RequestSchema } from '@storefront-kit/wire/catalogue-v3/schemas';
 * const ok = bulkCreateProductsV3RequestSchema.safeParse({ products: [{ name: 'Mug', productType: 'PHYSICAL' }] }).success;
 * ```
 */
export const bulkCreateProductsV3RequestSchema: z.ZodType<BulkCreateProductsV3Request> = z.object({
  products: z.array(v3ProductWriteSchema).min(1).max(MAX_BULK_PRODUCTS),
  returnEntity: z.boolean().optional(),
  fields: writeFields.optional(),
});

/**
 * `POST /stores/v3/bulk/products/update` and `.../bulk/products-with-inventory/update`: 1..100 items.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { bulkUpdateProductsV3RequestSchema } from '@storefront-kit/wire/catalogue-v3/schemas';
 * const ok = bulkUpdateProductsV3RequestSchema.safeParse({ products: [{ product: { id: 'p1', revision: '1', visible: false } }] }).success;
 * ```
 */
export const bulkUpdateProductsV3RequestSchema: z.ZodType<BulkUpdateProductsV3Request> = z.object({
  products: z
    .array(z.object({ product: v3ProductWriteSchema, fieldMask: z.string().optional() }))
    .min(1)
    .max(MAX_BULK_PRODUCTS),
  returnEntity: z.boolean().optional(),
  fields: writeFields.optional(),
});

/**
 * `POST /stores/v3/bulk/products/delete`: 1..100 ids.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { bulkDeleteProductsV3RequestSchema } from '@storefront-kit/wire/catalogue-v3/schemas';
 * const ok = bulkDeleteProductsV3RequestSchema.safeParse({ productIds: ['p1'] }).success; // true
 * ```
 */
export const bulkDeleteProductsV3RequestSchema: z.ZodType<BulkDeleteProductsV3Request> = z.object({
  productIds: z.array(idSchema).min(1).max(MAX_BULK_PRODUCTS),
});
