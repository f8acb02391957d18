/** Schemas of the request bodies of the current-cart calls. */
import { z } from 'zod';
import { isCurrency, MAX_LANGUAGE_LENGTH } from '../formats';
import {
  type AddToCartRequest,
  CHANNEL_TYPES,
  type CreateCheckoutRequest,
  type EstimateTotalsRequest,
  MAX_BUYER_NOTE_LENGTH,
  MAX_COUPON_CODE_LENGTH,
  MAX_LINE_ITEM_QUANTITY,
  MAX_LINE_ITEMS_PER_REQUEST,
  type RemoveCouponRequest,
  type RemoveLineItemsRequest,
  type UpdateCartRequest,
  type UpdateLineItemsQuantityRequest,
} from '../../cart';
import { addressSchema, addressWithContactSchema } from './address';
import {
  emailSchema,
  extendedFieldsSchema,
  httpUrlSchema,
  idSchema,
  moneyAmountInputSchema,
  NO_CONTROL,
  quantitySchema,
  refuseControlText,
  selectedShippingOptionSchema,
} from './common';
import { catalogOverrideFieldsSchema, catalogReferenceSchema, customLineItemInputSchema, lineItemInputSchema, servicePropertiesSchema } from './line-item';

/**
 * Body of `POST /ecom/v1/carts/current/add-to-cart`: at least one line item in total.
 *
 * @example
 * ```ts
 * declare const request: Request;
 * const parsed = addToCartRequestSchema.safeParse(await request.json());
 * if (!parsed.success) console.warn(parsed.error.issues.map((issue) => issue.path.join('.')));
 * ```
 *
 * @group Schemas
 */
export const addToCartRequestSchema = z
  .object({
    lineItems: z.array(lineItemInputSchema).max(MAX_LINE_ITEMS_PER_REQUEST).optional(),
    customLineItems: z.array(customLineItemInputSchema).max(MAX_LINE_ITEMS_PER_REQUEST).optional(),
    businessLocationId: z.string().optional(),
  })
  .superRefine((value, context) => {
    const count = (value.lineItems?.length ?? 0) + (value.customLineItems?.length ?? 0);
    if (count === 0) {
      context.addIssue({ code: 'custom', path: ['lineItems'], message: 'must contain at least 1 line item' });
    } else if (count > MAX_LINE_ITEMS_PER_REQUEST) {
      context.addIssue({
        code: 'custom',
        path: ['lineItems'],
        message: `must contain at most ${MAX_LINE_ITEMS_PER_REQUEST} line items (lineItems and customLineItems together)`,
      });
    }
    refuseControlText(value, context);
  }) satisfies z.ZodType<AddToCartRequest>;

/**
 * A coupon code: trimmed, then 1..{@link MAX_COUPON_CODE_LENGTH} characters without control characters.
 *
 * @example
 * ```ts
 * const code = couponCodeSchema.parse(' SAVE10 '); // 'SAVE10'
 * ```
 *
 * @group Schemas
 */
export const couponCodeSchema = z.string().trim().min(1).max(MAX_COUPON_CODE_LENGTH).regex(NO_CONTROL, 'must not contain control characters');

const merchantDiscountInputSchema = z
  .object({
    amount: moneyAmountInputSchema.optional(),
    percentage: z.number().gt(0).max(100).optional(),
    lineItemIds: z.array(idSchema).max(MAX_LINE_ITEMS_PER_REQUEST).optional(),
  })
  .refine((value) => (value.amount === undefined) !== (value.percentage === undefined), {
    message: 'exactly one of amount or percentage is required',
  });

const updateLineItemInputSchema = z
  .object({
    id: idSchema.optional(),
    quantity: quantitySchema,
    catalogReference: catalogReferenceSchema.optional(),
    catalogOverrideFields: catalogOverrideFieldsSchema.optional(),
    serviceProperties: servicePropertiesSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.id === undefined && value.catalogReference === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['catalogReference'],
        message: 'is required when the line item has no id',
      });
    }
  });

/** A refinement of a list of line updates: each names its line (by `key`) once (V1 and cart V2 updates). */
export const eachLineOnce =
  <K extends string>(key: K) =>
  (lines: readonly Record<K, string>[], context: z.RefinementCtx): void => {
    const seen = new Set<string>();
    lines.forEach((line, index) => {
      if (seen.has(line[key])) context.addIssue({ code: 'custom', path: [index, key], message: 'must not repeat the id of an earlier entry' });
      seen.add(line[key]);
    });
  };

/**
 * Body of `PATCH /ecom/v1/carts/current`: it changes something (cart info, a coupon, discounts, lines, or a
 * non-blank `cartFieldmask`, which alone clears the fields it names; an empty list counts as none).
 *
 * @example
 * ```ts
 * const update = updateCartRequestSchema.parse({ couponCode: ' SAVE10 ', cartInfo: { buyerNote: 'Gift wrap' } });
 * ```
 *
 * @group Schemas
 */
export const updateCartRequestSchema = z
  .object({
    cartInfo: z
      .object({
        buyerNote: z.string().max(MAX_BUYER_NOTE_LENGTH).optional(),
        buyerInfo: z.object({ email: emailSchema.optional() }).optional(),
        buyerLanguage: z.string().max(MAX_LANGUAGE_LENGTH).optional(),
        conversionCurrency: z.string().refine(isCurrency, 'must be a currency code of 3 capital letters').optional(),
        contactInfo: addressWithContactSchema.optional(),
        selectedShippingOption: selectedShippingOptionSchema.optional(),
        overrideCheckoutUrl: httpUrlSchema.optional(),
        purchaseFlowId: z.string().optional(),
        businessLocationId: z.string().optional(),
        extendedFields: extendedFieldsSchema.optional(),
      })
      .optional(),
    couponCode: couponCodeSchema.optional(),
    merchantDiscounts: z.array(merchantDiscountInputSchema).max(MAX_LINE_ITEMS_PER_REQUEST).optional(),
    lineItems: z.array(updateLineItemInputSchema).max(MAX_LINE_ITEMS_PER_REQUEST).optional(),
    customLineItems: z.array(customLineItemInputSchema).max(MAX_LINE_ITEMS_PER_REQUEST).optional(),
    cartFieldmask: z.string().optional(),
  })
  .superRefine((value, context) => {
    const lists = [value.merchantDiscounts, value.lineItems, value.customLineItems].some((list) => list?.length);
    if (value.cartInfo === undefined && value.couponCode === undefined && !lists && !value.cartFieldmask?.trim()) {
      context.addIssue({ code: 'custom', path: [], message: 'must set cartInfo, couponCode, merchantDiscounts, lineItems, customLineItems or cartFieldmask' });
    }
    refuseControlText(value, context);
  }) satisfies z.ZodType<UpdateCartRequest>;

/**
 * Body of `POST /ecom/v1/carts/current/remove-line-items`: 1..100 line item ids.
 *
 * @example
 * ```ts
 * const { lineItemIds } = removeLineItemsRequestSchema.parse({ lineItemIds: ['l1', 'l2'] });
 * ```
 *
 * @group Schemas
 */
export const removeLineItemsRequestSchema = z.object({
  lineItemIds: z.array(idSchema).min(1).max(MAX_LINE_ITEMS_PER_REQUEST),
}) satisfies z.ZodType<RemoveLineItemsRequest>;

/**
 * Body of `POST /ecom/v1/carts/current/update-line-items-quantity`: quantities 0..100000 (0 removes),
 * each line id once.
 *
 * @example
 * ```ts
 * const { lineItems } = updateLineItemsQuantityRequestSchema.parse({ lineItems: [{ id: 'l1', quantity: 0 }] });
 * ```
 *
 * @group Schemas
 */
export const updateLineItemsQuantityRequestSchema = z.object({
  lineItems: z
    .array(z.object({ id: idSchema, quantity: z.number().int().min(0).max(MAX_LINE_ITEM_QUANTITY) }))
    .min(1)
    .max(MAX_LINE_ITEMS_PER_REQUEST)
    .superRefine(eachLineOnce('id')),
}) satisfies z.ZodType<UpdateLineItemsQuantityRequest>;

/**
 * Body of `POST /ecom/v1/carts/current/remove-coupon`: `{}` (unknown keys are ignored).
 *
 * @example
 * ```ts
 * const body = removeCouponRequestSchema.parse({}); // {}
 * ```
 *
 * @group Schemas
 */
export const removeCouponRequestSchema = z.object({}).transform((): RemoveCouponRequest => ({})) satisfies z.ZodType<RemoveCouponRequest>;

/**
 * Body of `POST /ecom/v1/carts/current/estimate-totals`.
 *
 * @example
 * ```ts
 * const input = estimateTotalsRequestSchema.parse({ shippingAddress: { country: 'US' }, calculateTax: true });
 * ```
 *
 * @group Schemas
 */
export const estimateTotalsRequestSchema = z
  .object({
    selectedShippingOption: selectedShippingOptionSchema.optional(),
    shippingAddress: addressSchema.optional(),
    billingAddress: addressSchema.optional(),
    selectedMemberships: z
      .object({
        memberships: z
          .array(z.object({ id: idSchema, appId: idSchema, lineItemIds: z.array(idSchema).optional() }))
          .max(MAX_LINE_ITEMS_PER_REQUEST)
          .optional(),
      })
      .optional(),
    calculateTax: z.boolean().optional(),
    calculateShipping: z.boolean().optional(),
    calculateAdditionalFees: z.boolean().optional(),
  })
  .superRefine(refuseControlText) satisfies z.ZodType<EstimateTotalsRequest>;

/**
 * Body of `POST /ecom/v1/carts/current/create-checkout`.
 *
 * @example
 * ```ts
 * const input = createCheckoutRequestSchema.parse({ channelType: 'WEB', email: 'shopper@example.com' });
 * ```
 *
 * @group Schemas
 */
export const createCheckoutRequestSchema = z
  .object({
    channelType: z.enum(CHANNEL_TYPES).optional(),
    shippingAddress: addressSchema.optional(),
    billingAddress: addressSchema.optional(),
    selectedShippingOption: selectedShippingOptionSchema.optional(),
    email: emailSchema.optional(),
  })
  .superRefine(refuseControlText) satisfies z.ZodType<CreateCheckoutRequest>;
