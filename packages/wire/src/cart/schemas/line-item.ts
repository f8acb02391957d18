/** Schemas of cart lines: the catalogue reference, the line inputs of add-to-cart and update, and the line the platform returns. */
import { wireNumberSchema } from '../../wire-number';
import { z } from 'zod';
import { MAX_DESCRIPTION_LINES, MAX_TEXT_LENGTH } from '../formats';
import {
  type CustomLineItemInput,
  DESCRIPTION_LINE_TYPES,
  FILE_TYPES,
  ITEM_AVAILABILITY_STATUSES,
  ITEM_TYPE_PRESETS,
  type LineItem,
  PAYMENT_OPTION_TYPES,
  SUBSCRIPTION_FREQUENCIES,
} from '../../cart';
import {
  dateTimeSchema,
  idSchema,
  imageSchema,
  moneyAmountInputSchema,
  multiCurrencyPriceSchema,
  pageUrlSchema,
  quantitySchema,
  translatableStringSchema,
} from './common';

/**
 * A reference to a catalogue item: product id, owning app, and `variantId` or `options` choices.
 *
 * @example
 * ```ts
 * import { STORES_APP_ID } from '@storefront-kit/ecom-cart';
 * const reference = catalogReferenceSchema.parse({ catalogItemId: 'product-id', appId: STORES_APP_ID });
 * ```
 *
 * @group Schemas
 */
export const catalogReferenceSchema = z.object({
  catalogItemId: idSchema,
  appId: idSchema,
  options: z.record(z.string(), z.unknown()).optional(),
});

export const descriptionLineSchema = z.object({
  name: translatableStringSchema.optional(),
  plainText: translatableStringSchema.optional(),
  colorInfo: z.object({ original: z.string().optional(), translated: z.string().optional(), code: z.string().optional() }).optional(),
  lineType: z.enum(DESCRIPTION_LINE_TYPES).optional(),
});

export const physicalPropertiesSchema = z.object({
  weight: wireNumberSchema.optional(),
  sku: z.string().optional(),
  shippable: z.boolean().optional(),
});

export const itemTypeSchema = z
  .object({ preset: z.enum(ITEM_TYPE_PRESETS).optional(), custom: z.string().min(1).optional() })
  .refine((value) => (value.preset === undefined) !== (value.custom === undefined), {
    message: 'exactly one of preset or custom is required',
  });

export const servicePropertiesSchema = z.object({
  scheduledDate: dateTimeSchema.optional(),
  numberOfParticipants: z.number().int().min(1).optional(),
});

export const catalogOverrideFieldsSchema = z.object({
  productName: translatableStringSchema.optional(),
  price: moneyAmountInputSchema.optional(),
  fullPrice: moneyAmountInputSchema.optional(),
  descriptionLines: z.array(descriptionLineSchema).max(MAX_DESCRIPTION_LINES).optional(),
  image: imageSchema.optional(),
  physicalProperties: physicalPropertiesSchema.optional(),
  paymentOption: z.enum(PAYMENT_OPTION_TYPES).optional(),
});

const subscriptionOptionInfoSchema = z.object({
  subscriptionSettings: z
    .object({
      frequency: z.enum(SUBSCRIPTION_FREQUENCIES).optional(),
      interval: z.number().int().optional(),
      autoRenewal: z.boolean().optional(),
      billingCycles: z.number().int().optional(),
    })
    .optional(),
  title: translatableStringSchema.optional(),
  description: translatableStringSchema.optional(),
});

/**
 * A catalogue line item to add: `quantity` and `catalogReference` are required.
 *
 * @example
 * ```ts
 * import { STORES_APP_ID } from '@storefront-kit/ecom-cart';
 * const ok = lineItemInputSchema.safeParse({ quantity: 1, catalogReference: { catalogItemId: 'p1', appId: STORES_APP_ID } }).success;
 * ```
 *
 * @group Schemas
 */
export const lineItemInputSchema = z.object({
  quantity: quantitySchema,
  catalogReference: catalogReferenceSchema,
  catalogOverrideFields: catalogOverrideFieldsSchema.optional(),
  serviceProperties: servicePropertiesSchema.optional(),
  subscriptionOptionInfo: subscriptionOptionInfoSchema.optional(),
  paymentOption: z.enum(PAYMENT_OPTION_TYPES).optional(),
});

/**
 * A custom line item: `quantity`, `price`, `productName.original` and `itemType` are required.
 *
 * @example
 * ```ts
 * const wrap = customLineItemInputSchema.parse({ quantity: 1, price: '4.50', productName: { original: 'Gift wrap' }, itemType: { preset: 'PHYSICAL' } });
 * ```
 *
 * @group Schemas
 */
export const customLineItemInputSchema = z.object({
  quantity: quantitySchema,
  price: moneyAmountInputSchema,
  productName: translatableStringSchema.extend({
    original: z
      .string()
      .max(MAX_TEXT_LENGTH)
      .refine((value) => value.trim() !== '', 'must not be blank'),
  }),
  itemType: itemTypeSchema,
  media: imageSchema.optional(),
  id: idSchema.optional(),
  fullPrice: moneyAmountInputSchema.optional(),
  priceDescription: translatableStringSchema.optional(),
  descriptionLines: z.array(descriptionLineSchema).max(MAX_DESCRIPTION_LINES).optional(),
  url: pageUrlSchema.optional(),
  catalogReference: catalogReferenceSchema.optional(),
  physicalProperties: physicalPropertiesSchema.optional(),
  paymentOption: z.enum(PAYMENT_OPTION_TYPES).optional(),
  serviceProperties: servicePropertiesSchema.optional(),
  subscriptionOptionInfo: subscriptionOptionInfoSchema.optional(),
  rootCatalogItemId: z.string().optional(),
  depositAmount: moneyAmountInputSchema.optional(),
}) satisfies z.ZodType<CustomLineItemInput>;

/**
 * A cart line as the platform returns it.
 *
 * @example
 * ```ts
 * import { z } from 'zod';
 * const lines = z.array(lineItemSchema).parse([{ id: 'l1', quantity: 2, physicalProperties: { weight: 'NaN' } }]);
 * ```
 *
 * @group Schemas
 */
export const lineItemSchema = z.object({
  id: z.string().optional(),
  quantity: z.number().int().optional(),
  catalogReference: catalogReferenceSchema.optional(),
  productName: translatableStringSchema.optional(),
  url: pageUrlSchema.optional(),
  price: multiCurrencyPriceSchema.optional(),
  fullPrice: multiCurrencyPriceSchema.optional(),
  priceBeforeDiscounts: multiCurrencyPriceSchema.optional(),
  lineItemPrice: multiCurrencyPriceSchema.optional(),
  descriptionLines: z.array(descriptionLineSchema).optional(),
  image: imageSchema.optional(),
  availability: z.object({ status: z.enum(ITEM_AVAILABILITY_STATUSES).optional(), quantityAvailable: z.number().optional() }).optional(),
  physicalProperties: physicalPropertiesSchema.optional(),
  itemType: z.object({ preset: z.enum(ITEM_TYPE_PRESETS).optional(), custom: z.string().optional() }).optional(),
  paymentOption: z.enum(PAYMENT_OPTION_TYPES).optional(),
  serviceProperties: z.object({ scheduledDate: z.string().optional(), numberOfParticipants: z.number().optional() }).optional(),
  catalogOverrideFields: catalogOverrideFieldsSchema.optional(),
  subscriptionOptionInfo: subscriptionOptionInfoSchema.optional(),
  rootCatalogItemId: z.string().optional(),
  priceDescription: translatableStringSchema.optional(),
  depositAmount: multiCurrencyPriceSchema.optional(),
  digitalFile: z.object({ id: z.string().optional(), fileName: z.string().optional(), fileType: z.enum(FILE_TYPES).optional() }).optional(),
  customLineItem: z.boolean().optional(),
}) satisfies z.ZodType<LineItem>;
