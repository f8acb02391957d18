/** Schema of the cart entity. */
import { z } from 'zod';
import { type Cart, WEIGHT_UNITS } from '../../cart';
import { addressWithContactSchema } from './address';
import { extendedFieldsSchema, multiCurrencyPriceSchema, selectedShippingOptionSchema, translatableStringSchema } from './common';
import { lineItemSchema } from './line-item';

const couponSchema = z.object({
  id: z.string().optional(),
  code: z.string().optional(),
  name: z.string().optional(),
  amount: multiCurrencyPriceSchema.optional(),
});

const appliedDiscountSchema = z.object({
  coupon: couponSchema.optional(),
  merchantDiscount: z.object({ amount: multiCurrencyPriceSchema.optional(), percentage: z.number().optional() }).optional(),
  discountRule: z.object({ id: z.string().optional(), name: translatableStringSchema.optional(), amount: multiCurrencyPriceSchema.optional() }).optional(),
});

/**
 * The cart entity.
 *
 * @example
 * ```ts
 * declare const answer: unknown;
 * const cart = cartSchema.parse(answer); // throws a ZodError when the answer is not a cart
 * ```
 *
 * @group Schemas
 */
export const cartSchema = z.object({
  id: z.string().optional(),
  lineItems: z.array(lineItemSchema).optional(),
  buyerNote: z.string().optional(),
  buyerInfo: z
    .object({
      visitorId: z.string().optional(),
      memberId: z.string().optional(),
      userId: z.string().optional(),
      contactId: z.string().optional(),
      email: z.string().optional(),
    })
    .optional(),
  currency: z.string().optional(),
  conversionCurrency: z.string().optional(),
  buyerLanguage: z.string().optional(),
  siteLanguage: z.string().optional(),
  taxIncludedInPrices: z.boolean().optional(),
  weightUnit: z.enum(WEIGHT_UNITS).optional(),
  checkoutId: z.string().optional(),
  appliedDiscounts: z.array(appliedDiscountSchema).optional(),
  createdDate: z.string().optional(),
  updatedDate: z.string().optional(),
  contactInfo: addressWithContactSchema.optional(),
  overrideCheckoutUrl: z.string().optional(),
  purchaseFlowId: z.string().optional(),
  selectedShippingOption: selectedShippingOptionSchema.optional(),
  extendedFields: extendedFieldsSchema.optional(),
  businessLocationId: z.string().optional(),
  paymentCurrency: z.string().optional(),
  revision: z.string().optional(),
}) satisfies z.ZodType<Cart>;
