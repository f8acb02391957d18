/**
 * Zod schemas of the current-cart API's wire shapes: the request bodies of the nine calls and the cart
 * entity. The SDK and the emulator validate with the same schemas. Import from
 * `@storefront-kit/ecom-cart/schemas` (the package's main entry stays free of zod).
 *
 * Limits chosen for the platform (the emulator enforces them):
 * - line item quantity: integer 1..{@link MAX_LINE_ITEM_QUANTITY} (0 is allowed only in
 *   update-line-items-quantity, where it removes the line);
 * - at most {@link MAX_LINE_ITEMS_PER_REQUEST} line items per request, at least one in add-to-cart;
 * - coupon codes: 1..{@link MAX_COUPON_CODE_LENGTH} characters; buyer note up to {@link MAX_BUYER_NOTE_LENGTH};
 * - money inputs: non-negative decimal strings with up to 2 fraction digits (`"10"`, `"10.5"`, `"10.50"`);
 * - numeric fields (weights, coordinates) accept `"NaN"`, `"Infinity"` and `"-Infinity"` and turn them into numbers.
 *
 * @packageDocumentation
 */
import { z } from 'zod';
import {
  CHANNEL_TYPES,
  DESCRIPTION_LINE_TYPES,
  ITEM_AVAILABILITY_STATUSES,
  ITEM_TYPE_PRESETS,
  MAX_BUYER_NOTE_LENGTH,
  MAX_COUPON_CODE_LENGTH,
  MAX_LINE_ITEM_QUANTITY,
  MAX_LINE_ITEMS_PER_REQUEST,
  PAYMENT_OPTION_TYPES,
  SUBSCRIPTION_FREQUENCIES,
  FILE_TYPES,
  VAT_TYPES,
  WEIGHT_UNITS,
} from './types';
import type {
  AddToCartRequest,
  Address,
  Cart,
  CreateCheckoutRequest,
  CustomLineItemInput,
  EstimateTotalsRequest,
  LineItem,
  RemoveCouponRequest,
  RemoveLineItemsRequest,
  UpdateCartRequest,
  UpdateLineItemsQuantityRequest,
} from './types';

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

/** A number, or one of the strings `"NaN"`, `"Infinity"`, `"-Infinity"` turned into that number. */
export const wireNumberSchema = z.union([
  z.number(),
  z.enum(['NaN', 'Infinity', '-Infinity']).transform((value) => Number(value)),
]);

/** A non-negative money amount as a decimal string with at most 2 fraction digits. */
export const moneyAmountInputSchema = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'must be a non-negative decimal string with at most 2 fraction digits');

/** A line item quantity: an integer from 1 to {@link MAX_LINE_ITEM_QUANTITY}. */
export const quantitySchema = z.number().int().min(1).max(MAX_LINE_ITEM_QUANTITY);

/** An id as the platform uses them: a non-empty string. */
const idSchema = z.string().min(1).max(200);

const translatableStringSchema = z.object({
  original: z.string().max(200).optional(),
  translated: z.string().max(200).optional(),
});

const multiCurrencyPriceSchema = z.object({
  amount: z.string().optional(),
  convertedAmount: z.string().optional(),
  formattedAmount: z.string().optional(),
  formattedConvertedAmount: z.string().optional(),
});

const imageSchema = z.object({
  id: z.string().optional(),
  url: z.string().optional(),
  height: z.number().optional(),
  width: z.number().optional(),
  altText: z.string().optional(),
  filename: z.string().optional(),
  urlExpirationDate: z.string().optional(),
});

const pageUrlSchema = z.object({ relativePath: z.string().optional(), url: z.string().optional() });

/** A postal address with its wire field names. */
export const addressSchema = z.object({
  country: z.string().max(2).optional(),
  subdivision: z.string().max(20).optional(),
  city: z.string().max(100).optional(),
  postalCode: z.string().max(50).optional(),
  streetAddress: z
    .object({ name: z.string().optional(), number: z.string().optional(), apt: z.string().optional() })
    .optional(),
  addressLine: z.string().max(200).optional(),
  addressLine2: z.string().max(200).optional(),
  formattedAddress: z.string().max(500).optional(),
  hint: z.string().optional(),
  geocode: z.object({ latitude: wireNumberSchema.optional(), longitude: wireNumberSchema.optional() }).optional(),
  countryFullname: z.string().optional(),
  subdivisionFullname: z.string().optional(),
}) satisfies z.ZodType<Address>;

const addressWithContactSchema = z.object({
  address: addressSchema.optional(),
  contactDetails: z
    .object({
      firstName: z.string().optional(),
      lastName: z.string().optional(),
      phone: z.string().optional(),
      company: z.string().optional(),
      vatId: z.object({ id: z.string().optional(), type: z.enum(VAT_TYPES).optional() }).optional(),
    })
    .optional(),
});

const extendedFieldsSchema = z.object({
  namespaces: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
});

const selectedShippingOptionSchema = z.object({ carrierId: z.string().optional(), code: z.string().optional() });

/** A reference to a catalogue item: product id, owning app, and `variantId` or `options` choices. */
export const catalogReferenceSchema = z.object({
  catalogItemId: idSchema,
  appId: idSchema,
  options: z.record(z.string(), z.unknown()).optional(),
});

const descriptionLineSchema = z.object({
  name: translatableStringSchema.optional(),
  plainText: translatableStringSchema.optional(),
  colorInfo: z
    .object({ original: z.string().optional(), translated: z.string().optional(), code: z.string().optional() })
    .optional(),
  lineType: z.enum(DESCRIPTION_LINE_TYPES).optional(),
});

const physicalPropertiesSchema = z.object({
  weight: wireNumberSchema.optional(),
  sku: z.string().optional(),
  shippable: z.boolean().optional(),
});

const itemTypeSchema = z
  .object({ preset: z.enum(ITEM_TYPE_PRESETS).optional(), custom: z.string().min(1).optional() })
  .refine((value) => (value.preset === undefined) !== (value.custom === undefined), {
    message: 'exactly one of preset or custom is required',
  });

const serviceProperties = z.object({
  scheduledDate: z.iso.datetime({ offset: true }).optional(),
  numberOfParticipants: z.number().int().min(1).optional(),
});

const catalogOverrideFieldsSchema = z.object({
  productName: translatableStringSchema.optional(),
  price: moneyAmountInputSchema.optional(),
  fullPrice: moneyAmountInputSchema.optional(),
  descriptionLines: z.array(descriptionLineSchema).optional(),
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

// ---------------------------------------------------------------------------------------------
// Line item inputs
// ---------------------------------------------------------------------------------------------

/** A catalogue line item to add: `quantity` and `catalogReference` are required. */
export const lineItemInputSchema = z.object({
  quantity: quantitySchema,
  catalogReference: catalogReferenceSchema,
  catalogOverrideFields: catalogOverrideFieldsSchema.optional(),
  serviceProperties: serviceProperties.optional(),
  subscriptionOptionInfo: subscriptionOptionInfoSchema.optional(),
  paymentOption: z.enum(PAYMENT_OPTION_TYPES).optional(),
});

/** A custom line item: `quantity`, `price`, `productName.original` and `itemType` are required. */
export const customLineItemInputSchema = z.object({
  quantity: quantitySchema,
  price: moneyAmountInputSchema,
  productName: translatableStringSchema.extend({ original: z.string().min(1).max(200) }),
  itemType: itemTypeSchema,
  media: imageSchema.optional(),
  id: idSchema.optional(),
  fullPrice: moneyAmountInputSchema.optional(),
  priceDescription: translatableStringSchema.optional(),
  descriptionLines: z.array(descriptionLineSchema).max(20).optional(),
  url: pageUrlSchema.optional(),
  catalogReference: catalogReferenceSchema.optional(),
  physicalProperties: physicalPropertiesSchema.optional(),
  paymentOption: z.enum(PAYMENT_OPTION_TYPES).optional(),
  serviceProperties: serviceProperties.optional(),
  subscriptionOptionInfo: subscriptionOptionInfoSchema.optional(),
  rootCatalogItemId: z.string().optional(),
  depositAmount: moneyAmountInputSchema.optional(),
}) satisfies z.ZodType<CustomLineItemInput>;

// ---------------------------------------------------------------------------------------------
// Request bodies
// ---------------------------------------------------------------------------------------------

/** Body of `POST /ecom/v1/carts/current/add-to-cart`: at least one line item in total. */
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
  }) satisfies z.ZodType<AddToCartRequest>;

/** A coupon code: 1..{@link MAX_COUPON_CODE_LENGTH} characters. */
export const couponCodeSchema = z.string().min(1).max(MAX_COUPON_CODE_LENGTH);

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
    serviceProperties: serviceProperties.optional(),
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

/** Body of `PATCH /ecom/v1/carts/current`. */
export const updateCartRequestSchema = z.object({
  cartInfo: z
    .object({
      buyerNote: z.string().max(MAX_BUYER_NOTE_LENGTH).optional(),
      buyerInfo: z.object({ email: z.email().optional() }).optional(),
      buyerLanguage: z.string().max(10).optional(),
      conversionCurrency: z.string().length(3).optional(),
      contactInfo: addressWithContactSchema.optional(),
      selectedShippingOption: selectedShippingOptionSchema.optional(),
      overrideCheckoutUrl: z.url().optional(),
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
}) satisfies z.ZodType<UpdateCartRequest>;

/** Body of `POST /ecom/v1/carts/current/remove-line-items`: 1..100 line item ids. */
export const removeLineItemsRequestSchema = z.object({
  lineItemIds: z.array(idSchema).min(1).max(MAX_LINE_ITEMS_PER_REQUEST),
}) satisfies z.ZodType<RemoveLineItemsRequest>;

/** Body of `POST /ecom/v1/carts/current/update-line-items-quantity`: quantities 0..100000 (0 removes). */
export const updateLineItemsQuantityRequestSchema = z.object({
  lineItems: z
    .array(z.object({ id: idSchema, quantity: z.number().int().min(0).max(MAX_LINE_ITEM_QUANTITY) }))
    .min(1)
    .max(MAX_LINE_ITEMS_PER_REQUEST),
}) satisfies z.ZodType<UpdateLineItemsQuantityRequest>;

/** Body of `POST /ecom/v1/carts/current/remove-coupon`: `{}` (unknown keys are ignored). */
export const removeCouponRequestSchema = z.object({}).transform((): RemoveCouponRequest => ({})) satisfies z.ZodType<RemoveCouponRequest>;

/** Body of `POST /ecom/v1/carts/current/estimate-totals`. */
export const estimateTotalsRequestSchema = z.object({
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
}) satisfies z.ZodType<EstimateTotalsRequest>;

/** Body of `POST /ecom/v1/carts/current/create-checkout`. */
export const createCheckoutRequestSchema = z.object({
  channelType: z.enum(CHANNEL_TYPES).optional(),
  shippingAddress: addressSchema.optional(),
  billingAddress: addressSchema.optional(),
  selectedShippingOption: selectedShippingOptionSchema.optional(),
  email: z.email().optional(),
}) satisfies z.ZodType<CreateCheckoutRequest>;

// ---------------------------------------------------------------------------------------------
// Entities
// ---------------------------------------------------------------------------------------------

/** A cart line as the platform returns it. */
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
  availability: z
    .object({ status: z.enum(ITEM_AVAILABILITY_STATUSES).optional(), quantityAvailable: z.number().optional() })
    .optional(),
  physicalProperties: physicalPropertiesSchema.optional(),
  itemType: z.object({ preset: z.enum(ITEM_TYPE_PRESETS).optional(), custom: z.string().optional() }).optional(),
  paymentOption: z.enum(PAYMENT_OPTION_TYPES).optional(),
  serviceProperties: z
    .object({ scheduledDate: z.string().optional(), numberOfParticipants: z.number().optional() })
    .optional(),
  catalogOverrideFields: catalogOverrideFieldsSchema.optional(),
  subscriptionOptionInfo: subscriptionOptionInfoSchema.optional(),
  rootCatalogItemId: z.string().optional(),
  priceDescription: translatableStringSchema.optional(),
  depositAmount: multiCurrencyPriceSchema.optional(),
  digitalFile: z
    .object({ id: z.string().optional(), fileName: z.string().optional(), fileType: z.enum(FILE_TYPES).optional() })
    .optional(),
  customLineItem: z.boolean().optional(),
}) satisfies z.ZodType<LineItem>;

const couponSchema = z.object({
  id: z.string().optional(),
  code: z.string().optional(),
  name: z.string().optional(),
  amount: multiCurrencyPriceSchema.optional(),
});

/** The cart entity. */
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
  appliedDiscounts: z
    .array(
      z.object({
        coupon: couponSchema.optional(),
        merchantDiscount: z
          .object({ amount: multiCurrencyPriceSchema.optional(), percentage: z.number().optional() })
          .optional(),
        discountRule: z
          .object({
            id: z.string().optional(),
            name: translatableStringSchema.optional(),
            amount: multiCurrencyPriceSchema.optional(),
          })
          .optional(),
      }),
    )
    .optional(),
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
