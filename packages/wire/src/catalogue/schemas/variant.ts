/** Schemas of product options, embedded variants and store variants. */
import { z } from 'zod';
import { OPTION_TYPES } from '../types/options';
import type { ProductVariant, StoreVariant } from '../types/variant';
import { mediaSchema, variantMediaSchema } from './media';
import { costAndProfitSchema, priceDataSchema, variantStockSchema } from './price';
import { bool, choicesSchema, num, str } from './wire';

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

export const productOptionSchema = z
  .object({
    optionType: z.enum(OPTION_TYPES),
    name: str,
    choices: z.array(z.object({ value: str, description: str, media: mediaSchema, inStock: bool, visible: bool }).partial()),
  })
  .partial();

/**
 * A variant embedded in a product.
 *
 * @group Schemas
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

/**
 * A store variant.
 *
 * @group Schemas
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
    media: variantMediaSchema,
  })
  .partial();
