/** Schemas of the request bodies of the current cart V2's calls. */
import { z } from 'zod';
import { isCurrency, MAX_LANGUAGE_LENGTH, MAX_TEXT_LENGTH } from '../../cart/formats';
import { MAX_BUYER_NOTE_LENGTH, MAX_LINE_ITEM_QUANTITY, MAX_LINE_ITEMS_PER_REQUEST, VAT_TYPES } from '../../cart';
import { addressSchema, contactDetailsSchema } from '../../cart/schemas/address';
import { emailSchema, extendedFieldsSchema, httpUrlSchema, idSchema, NO_CONTROL, refuseControlText } from '../../cart/schemas/common';
import { couponCodeSchema, eachLineOnce } from '../../cart/schemas/requests';
import { VALIDATION_CONFIGS } from '../types/enums';
import { GIFT_CARD_CODE_LENGTH, MAX_CART_COUPONS, MAX_FORM_SUBMISSIONS } from '../types/limits';
import type {
  AddCouponRequest,
  AddGiftCardRequest,
  AddLineItemsRequest,
  CalculateRequest,
  CreateCurrentCartRequest,
  EstimateRequest,
  GetCheckoutUrlRequest,
  MarkCartAsCompletedRequest,
  PlaceOrderRequest,
  RemoveCouponByIdRequest,
  RemoveGiftCardRequest,
  SetDeliveryMethodRequest,
  UpdateCurrentCartRequest,
  UpdateFormSubmissionsRequest,
  UpdateLineItemsRequest,
} from '../types/requests';
import { catalogItemInputSchema, convertedMoneyInputSchema, customItemInputSchema, membershipPaymentSchema } from './items';

const text = z.string().max(MAX_TEXT_LENGTH);

/** The editable fields of a cart V2; keys it does not list (a whole cart sent back) are dropped. */
const cartInputSchema = z.object({
  note: z.string().max(MAX_BUYER_NOTE_LENGTH).optional(),
  customerInfo: z
    .object({
      firstName: text.optional(),
      lastName: text.optional(),
      phone: text.optional(),
      company: text.optional(),
      vatId: z.object({ id: z.string().optional(), type: z.enum(VAT_TYPES).optional() }).optional(),
      email: emailSchema.optional(),
      languageCode: z.string().max(MAX_LANGUAGE_LENGTH).optional(),
      currencyCode: z.string().refine(isCurrency, 'must be a currency code of 3 capital letters').optional(),
    })
    .optional(),
  deliveryInfo: z.object({ address: addressSchema.optional() }).optional(),
  paymentInfo: z.object({ billingAddress: addressSchema.optional(), billingContact: contactDetailsSchema.optional() }).optional(),
  businessInfo: z.object({ locationId: z.string().optional() }).optional(),
  customCheckoutUrl: httpUrlSchema.optional(),
  extendedFields: extendedFieldsSchema.optional(),
});

const couponInputSchema = z.object({ code: couponCodeSchema });
const deliveryMethodInputSchema = z.object({ code: idSchema, appId: idSchema.optional() });

/**
 * A gift card code: {@link GIFT_CARD_CODE_LENGTH} characters, trimmed, without control characters.
 *
 * @example
 * ```ts
 * const code = giftCardCodeSchema.parse(' GIFT1234 '); // 'GIFT1234'
 * ```
 *
 * @group Schemas
 */
export const giftCardCodeSchema = z
  .string()
  .trim()
  .min(GIFT_CARD_CODE_LENGTH.min)
  .max(GIFT_CARD_CODE_LENGTH.max)
  .regex(NO_CONTROL, 'must not contain control characters');

const giftCardInputSchema = z.object({ code: giftCardCodeSchema, redeemAmount: convertedMoneyInputSchema.optional() });

/** Adds an issue when catalogue and custom items together are fewer than `min` or more than the per-request limit. */
function countItems(value: { catalogItems?: unknown[] | undefined; customItems?: unknown[] | undefined }, context: z.RefinementCtx, min: number): void {
  const count = (value.catalogItems?.length ?? 0) + (value.customItems?.length ?? 0);
  if (count < min) context.addIssue({ code: 'custom', path: ['catalogItems'], message: 'must contain at least 1 item (catalogItems or customItems)' });
  if (count > MAX_LINE_ITEMS_PER_REQUEST) {
    context.addIssue({
      code: 'custom',
      path: ['catalogItems'],
      message: `must contain at most ${MAX_LINE_ITEMS_PER_REQUEST} items (catalogItems and customItems together)`,
    });
  }
}

const itemLists = {
  catalogItems: z.array(catalogItemInputSchema).max(MAX_LINE_ITEMS_PER_REQUEST).optional(),
  customItems: z.array(customItemInputSchema).max(MAX_LINE_ITEMS_PER_REQUEST).optional(),
};

/**
 * Body of `POST /ecom/v2/carts/current`: every key optional, at most 100 items, one coupon.
 *
 * @example
 * ```ts
 * const body = createCurrentCartRequestSchema.parse({ cart: { note: 'leave at door' }, coupons: [{ code: 'SAVE10' }] });
 * ```
 *
 * @group Schemas
 */
export const createCurrentCartRequestSchema = z
  .object({
    cart: cartInputSchema.optional(),
    ...itemLists,
    coupons: z.array(couponInputSchema).max(MAX_CART_COUPONS).optional(),
    deliveryMethod: deliveryMethodInputSchema.optional(),
    giftCards: z.array(giftCardInputSchema).max(MAX_LINE_ITEMS_PER_REQUEST).optional(),
  })
  .superRefine((value, context) => {
    countItems(value, context, 0);
    refuseControlText(value, context);
  }) satisfies z.ZodType<CreateCurrentCartRequest>;

/**
 * Body of `PATCH /ecom/v2/carts/current`: `{ cart }` with the fields to change.
 *
 * @example
 * ```ts
 * const { cart } = updateCurrentCartRequestSchema.parse({ cart: { note: 'Ring twice' } });
 * ```
 *
 * @group Schemas
 */
export const updateCurrentCartRequestSchema = z
  .object({ cart: cartInputSchema })
  .superRefine((value, context) => refuseControlText(value, context)) satisfies z.ZodType<UpdateCurrentCartRequest>;

/**
 * Body of `POST /ecom/v2/carts/current/add-line-items`: 1..100 items in all.
 *
 * @example
 * ```ts
 * import { STORES_APP_ID } from '@storefront-kit/wire/cart-v2';
 * const body = addLineItemsRequestSchema.parse({ catalogItems: [{ quantity: 1, catalogReference: { catalogItemId: 'p1', appId: STORES_APP_ID } }] });
 * ```
 *
 * @group Schemas
 */
export const addLineItemsRequestSchema = z.object(itemLists).superRefine((value, context) => {
  countItems(value, context, 1);
  refuseControlText(value, context);
}) satisfies z.ZodType<AddLineItemsRequest>;

/**
 * Body of `POST /ecom/v2/carts/current/update-line-items`: 1..100 entries, each line once, new
 * quantities 0..100000 (0 removes the line).
 *
 * @example
 * ```ts
 * const { lineItems } = updateLineItemsRequestSchema.parse({ lineItems: [{ lineItemId: 'l1', quantity: { newQuantity: 3 } }] });
 * ```
 *
 * @group Schemas
 */
export const updateLineItemsRequestSchema = z.object({
  lineItems: z
    .array(
      z.object({
        lineItemId: idSchema,
        quantity: z.object({ newQuantity: z.number().int().min(0).max(MAX_LINE_ITEM_QUANTITY) }).optional(),
        membershipPayment: membershipPaymentSchema.optional(),
      }),
    )
    .min(1)
    .max(MAX_LINE_ITEMS_PER_REQUEST)
    .superRefine(eachLineOnce('lineItemId')),
}) satisfies z.ZodType<UpdateLineItemsRequest>;

/**
 * Body of `POST /ecom/v2/carts/current/add-coupon`.
 *
 * @example
 * ```ts
 * const { coupon } = addCouponRequestSchema.parse({ coupon: { code: ' SAVE10 ' } }); // code 'SAVE10'
 * ```
 *
 * @group Schemas
 */
export const addCouponRequestSchema = z.object({ coupon: couponInputSchema }) satisfies z.ZodType<AddCouponRequest>;

/**
 * Body of `POST /ecom/v2/carts/current/remove-coupon`: the coupon's id on the cart.
 *
 * @example
 * ```ts
 * const { couponId } = removeCouponByIdRequestSchema.parse({ couponId: 'c1' });
 * ```
 *
 * @group Schemas
 */
export const removeCouponByIdRequestSchema = z.object({ couponId: idSchema }) satisfies z.ZodType<RemoveCouponByIdRequest>;

/**
 * Body of `POST /ecom/v2/carts/current/set-delivery-method`.
 *
 * @example
 * ```ts
 * const { deliveryMethod } = setDeliveryMethodRequestSchema.parse({ deliveryMethod: { code: 'standard' } });
 * ```
 *
 * @group Schemas
 */
export const setDeliveryMethodRequestSchema = z.object({ deliveryMethod: deliveryMethodInputSchema }) satisfies z.ZodType<SetDeliveryMethodRequest>;

/**
 * Body of `POST /ecom/v2/carts/current/add-gift-card`.
 *
 * @example
 * ```ts
 * const { giftCard } = addGiftCardRequestSchema.parse({ giftCard: { code: 'GIFT1234' } });
 * ```
 *
 * @group Schemas
 */
export const addGiftCardRequestSchema = z.object({ giftCard: giftCardInputSchema }) satisfies z.ZodType<AddGiftCardRequest>;

/**
 * Body of `POST /ecom/v2/carts/current/remove-gift-card`.
 *
 * @example
 * ```ts
 * const { giftCardId } = removeGiftCardRequestSchema.parse({ giftCardId: 'g1' });
 * ```
 *
 * @group Schemas
 */
export const removeGiftCardRequestSchema = z.object({ giftCardId: idSchema }) satisfies z.ZodType<RemoveGiftCardRequest>;

/**
 * Body of `POST /ecom/v2/carts/current/update-forms-submission`: at most {@link MAX_FORM_SUBMISSIONS} submissions.
 *
 * @example
 * ```ts
 * const body = updateFormSubmissionsRequestSchema.parse({ formSubmissions: [{ id: 'form-1', formSubmissionId: 's1' }] });
 * ```
 *
 * @group Schemas
 */
export const updateFormSubmissionsRequestSchema = z.object({
  formSubmissions: z
    .array(z.object({ id: idSchema, formSubmissionId: idSchema }))
    .max(MAX_FORM_SUBMISSIONS)
    .optional(),
}) satisfies z.ZodType<UpdateFormSubmissionsRequest>;

/**
 * Body of `POST /ecom/v2/carts/current/calculate` (`{}` when nothing is asked).
 *
 * @example
 * ```ts
 * const body = calculateRequestSchema.parse({ refreshCart: true });
 * ```
 *
 * @group Schemas
 */
export const calculateRequestSchema = z.object({ refreshCart: z.boolean().optional() }) satisfies z.ZodType<CalculateRequest>;

/**
 * Body of `POST /ecom/v2/carts/current/estimate`.
 *
 * @example
 * ```ts
 * const body = estimateRequestSchema.parse({ calculateTax: true, validationConfig: 'PRE_CHECKOUT_VALIDATIONS' });
 * ```
 *
 * @group Schemas
 */
export const estimateRequestSchema = z.object({
  refreshCart: z.boolean().optional(),
  validationConfig: z.enum(VALIDATION_CONFIGS).optional(),
  calculateDelivery: z.boolean().optional(),
  calculateAdditionalFees: z.boolean().optional(),
  calculateTax: z.boolean().optional(),
  calculateGiftCards: z.boolean().optional(),
}) satisfies z.ZodType<EstimateRequest>;

/**
 * Body of `POST /ecom/v2/carts/{cartId}/get-checkout-url`: the cart id again, and a currency code.
 *
 * @example
 * ```ts
 * const ok = getCheckoutUrlRequestSchema.safeParse({ cartId: 'c1', currencyCode: 'USD' }).success;
 * ```
 *
 * @group Schemas
 */
export const getCheckoutUrlRequestSchema = z
  .object({ cartId: idSchema, currencyCode: z.string().refine(isCurrency, 'must be an ISO-4217 currency code') })
  .partial() satisfies z.ZodType<GetCheckoutUrlRequest>;

/**
 * Body of `POST /ecom/v2/carts/{cartId}/place-order`: the cart id again, the price verification token
 * (at most 3000 characters) and the payment flags.
 *
 * @example
 * ```ts
 * const ok = placeOrderRequestSchema.safeParse({ cartId: 'c1', savePaymentMethod: false }).success;
 * ```
 *
 * @group Schemas
 */
export const placeOrderRequestSchema = z
  .object({ cartId: idSchema, priceVerificationToken: z.string().max(3000), savePaymentMethod: z.boolean(), delayCapture: z.boolean() })
  .partial() satisfies z.ZodType<PlaceOrderRequest>;

/**
 * Body of `POST /ecom/v2/carts/{cartId}/mark-cart-as-completed`: the cart id again and the order made from it.
 *
 * @example
 * ```ts
 * const ok = markCartAsCompletedRequestSchema.safeParse({ cartId: 'c1', orderId: 'o1' }).success;
 * ```
 *
 * @group Schemas
 */
export const markCartAsCompletedRequestSchema = z.object({ cartId: idSchema, orderId: idSchema }).partial() satisfies z.ZodType<MarkCartAsCompletedRequest>;
