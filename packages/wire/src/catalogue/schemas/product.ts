/** Schemas of the v1 product and the collection entities. */
import { z } from 'zod';
import type { Collection } from '../types/collection';
import type { Product } from '../types/product';
import { PRODUCT_TYPES } from '../types/product';
import { mediaSchema } from './media';
import { costAndProfitSchema, discountSchema, priceDataSchema, pricePerUnitDataSchema, rangeSchema, stockSchema } from './price';
import { productOptionSchema, productVariantSchema } from './variant';
import { bool, num, str } from './wire';

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
 * @group Schemas
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
    discount: discountSchema,
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
 * A collection.
 *
 * @group Schemas
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
