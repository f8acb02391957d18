/** Schemas of the items cart V2 adds: catalogue items and custom items (built from the V1 cart's line schemas). */
import { z } from 'zod';
import { MAX_DESCRIPTION_LINES, MAX_TEXT_LENGTH } from '../../cart/formats';
import { PAYMENT_OPTION_TYPES } from '../../cart';
import {
  extendedFieldsSchema,
  idSchema,
  imageSchema,
  moneyAmountInputSchema,
  pageUrlSchema,
  quantitySchema,
  translatableStringSchema,
} from '../../cart/schemas/common';
import {
  catalogOverrideFieldsSchema,
  catalogReferenceSchema,
  descriptionLineSchema,
  itemTypeSchema,
  physicalPropertiesSchema,
  servicePropertiesSchema,
} from '../../cart/schemas/line-item';
import type { CatalogItemInput, CustomItemInput, MembershipPaymentInput } from '../types/requests';

/**
 * A money input of cart V2: `amount` (and optionally `convertedAmount`) as non-negative decimal strings.
 *
 * @example
 * ```ts
 * const ok = convertedMoneyInputSchema.safeParse({ amount: '3' }).success; // true
 * ```
 *
 * @group Schemas
 */
export const convertedMoneyInputSchema = z.object({ amount: moneyAmountInputSchema, convertedAmount: moneyAmountInputSchema.optional() });

/** Exactly one of an existing membership or a membership bought by another line. */
export const membershipPaymentSchema = z
  .object({
    existingMembership: z.object({ appId: idSchema, membershipId: idSchema }).optional(),
    futureMembership: z.object({ lineItemId: idSchema, benefitId: idSchema }).optional(),
  })
  .refine((value) => (value.existingMembership === undefined) !== (value.futureMembership === undefined), {
    message: 'exactly one of existingMembership or futureMembership is required',
  }) satisfies z.ZodType<MembershipPaymentInput>;

/**
 * A catalogue item to add: `catalogReference` and `quantity` are required.
 *
 * @example
 * ```ts
 * import { STORES_APP_ID } from '@storefront-kit/wire/cart-v2';
 * const ok = catalogItemInputSchema.safeParse({ quantity: 1, catalogReference: { catalogItemId: 'p1', appId: STORES_APP_ID } }).success;
 * ```
 *
 * @group Schemas
 */
export const catalogItemInputSchema = z.object({
  catalogReference: catalogReferenceSchema,
  quantity: quantitySchema,
  catalogOverrideFields: catalogOverrideFieldsSchema.optional(),
  extendedFields: extendedFieldsSchema.optional(),
  inventoryAppId: idSchema.optional(),
  membershipPayment: membershipPaymentSchema.optional(),
}) satisfies z.ZodType<CatalogItemInput>;

/**
 * A custom item: `name.original`, `quantityInfo.requestedQuantity`, `pricing.price.amount` and
 * `attributes.itemType` (exactly one of `preset` or `custom`) are required.
 *
 * @example
 * ```ts
 * const wrap = customItemInputSchema.parse({
 *   name: { original: 'Gift wrap' },
 *   quantityInfo: { requestedQuantity: 1 },
 *   pricing: { price: { amount: '3' } },
 *   attributes: { itemType: { preset: 'PHYSICAL' } },
 * });
 * ```
 *
 * @group Schemas
 */
export const customItemInputSchema = z.object({
  name: translatableStringSchema.extend({
    original: z
      .string()
      .max(MAX_TEXT_LENGTH)
      .refine((value) => value.trim() !== '', 'must not be blank'),
  }),
  quantityInfo: z.object({
    requestedQuantity: quantitySchema,
    availableQuantity: z.number().int().min(0).optional(),
    fixedQuantity: z.boolean().optional(),
  }),
  pricing: z.object({
    price: convertedMoneyInputSchema,
    fullPrice: convertedMoneyInputSchema.optional(),
    priceDescription: translatableStringSchema.optional(),
    priceUndetermined: z.boolean().optional(),
  }),
  source: z
    .object({ catalogReference: catalogReferenceSchema.optional(), rootCatalogItemId: z.string().optional(), inventoryAppId: z.string().optional() })
    .optional(),
  attributes: z.object({
    descriptionLines: z.array(descriptionLineSchema).max(MAX_DESCRIPTION_LINES).optional(),
    image: imageSchema.optional(),
    url: pageUrlSchema.optional(),
    itemType: itemTypeSchema,
    physicalProperties: physicalPropertiesSchema.optional(),
    serviceProperties: servicePropertiesSchema.optional(),
    membersOnly: z.boolean().optional(),
  }),
  deliveryConfig: z.object({ deliveryProfileId: z.string().optional() }).optional(),
  taxConfig: z.object({ taxGroupId: z.string().optional() }).optional(),
  paymentConfig: z.object({ depositAmount: convertedMoneyInputSchema.optional(), paymentOption: z.enum(PAYMENT_OPTION_TYPES).optional() }).optional(),
}) satisfies z.ZodType<CustomItemInput>;
