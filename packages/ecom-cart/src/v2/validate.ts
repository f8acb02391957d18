/**
 * Internal: the current cart V2's input checks, built from the V1 cart's (`../validate`: ids, quantities,
 * money, references, addresses, coupon codes, free text), so one rule is written once. Each throws a
 * `ValidationError` (`<field> must …`) before any request is sent.
 */
import { invalid, requireId, requireList, requireObject, requireText } from '@storefront-kit/http-core';
import { GIFT_CARD_CODE_LENGTH, MAX_CART_COUPONS, VALIDATION_CONFIGS } from '@storefront-kit/wire/cart-v2';
import type {
  AddLineItemsRequest,
  CartInput,
  CreateCurrentCartRequest,
  DeliveryMethodInput,
  EstimateRequest,
  GiftCardInput,
  LineItemUpdate,
} from '@storefront-kit/wire/cart-v2';
import {
  address,
  body,
  cartInfoFields,
  type Check,
  couponCode,
  descriptionLines,
  email,
  fields,
  formatted,
  itemCount,
  itemType,
  lineEntries,
  listOf,
  money,
  optional,
  overrides,
  quantity,
  reference,
  service,
  shownName,
  text,
  translatable,
} from '../validate';

/** Any C0 control character or DEL: never valid in a code. */
const CONTROL = /[\u0000-\u001f\u007f]/;

const moneyInput = fields({ amount: money, convertedAmount: optional(money) });

/** Exactly one of an existing membership or one bought by another line of the cart. */
function membershipPayment(value: unknown, field: string): void {
  const { existingMembership, futureMembership } = requireObject(value, field);
  if ((existingMembership === undefined) === (futureMembership === undefined)) invalid(field, 'must set exactly one of existingMembership or futureMembership');
  optional(fields({ appId: requireId, membershipId: requireId }))(existingMembership, `${field}.existingMembership`);
  optional(fields({ lineItemId: requireId, benefitId: requireId }))(futureMembership, `${field}.futureMembership`);
}

const catalogItem = fields({
  catalogReference: reference,
  quantity,
  catalogOverrideFields: overrides,
  inventoryAppId: optional(requireId),
  membershipPayment: optional(membershipPayment),
});

const customItem = fields({
  name: fields({ original: shownName, translated: text }),
  quantityInfo: fields({ requestedQuantity: quantity }),
  pricing: fields({ price: moneyInput, fullPrice: optional(moneyInput), priceDescription: translatable }),
  attributes: fields({ itemType, descriptionLines, serviceProperties: service }),
  source: optional(fields({ catalogReference: optional(reference) })),
  paymentConfig: optional(fields({ depositAmount: optional(moneyInput) })),
});

const itemLists: Record<string, Check> = { catalogItems: listOf(catalogItem), customItems: listOf(customItem) };

/** The number of items of a body: catalogue and custom items together, `min` to 100. */
const countItems = (input: { catalogItems?: unknown[] | undefined; customItems?: unknown[] | undefined }, min: number) =>
  itemCount((input.catalogItems?.length ?? 0) + (input.customItems?.length ?? 0), 'catalogItems', 'catalogItems or customItems', min);

/** A gift card code: trimmed, 8 to 20 characters without control characters. */
function giftCardCode(value: unknown, field: string): string {
  const code = typeof value === 'string' ? value.trim() : invalid(field, 'must be a string');
  if (code.length < GIFT_CARD_CODE_LENGTH.min || code.length > GIFT_CARD_CODE_LENGTH.max) {
    invalid(field, `must be ${GIFT_CARD_CODE_LENGTH.min} to ${GIFT_CARD_CODE_LENGTH.max} characters`);
  }
  if (CONTROL.test(code)) invalid(field, 'must not contain control characters');
  return code;
}

const { buyerNote, buyerLanguage, conversionCurrency, overrideCheckoutUrl } = cartInfoFields;
const cartFields = fields({
  note: buyerNote,
  customerInfo: optional(
    fields({ email, languageCode: buyerLanguage, currencyCode: conversionCurrency, firstName: text, lastName: text, phone: text, company: text }),
  ),
  deliveryInfo: optional(fields({ address })),
  paymentInfo: optional(fields({ billingAddress: address })),
  customCheckoutUrl: overrideCheckoutUrl,
});

/** An object argument named `field` whose listed fields pass their checks, its free text without control characters. */
function checked<T>(input: T, checks: Record<string, Check>, field: string): T {
  fields(checks)(input, field);
  requireText(input, field);
  return input;
}

/** A coupon input with its code trimmed. */
export const couponInput = (coupon: { code: string }, field = 'coupon'): { code: string } => {
  const input = checked(coupon, {}, field);
  return { ...input, code: couponCode(input.code, `${field}.code`) };
};

/** A delivery method input: a code and optionally the app that offers it. */
export const deliveryMethodInput = (method: DeliveryMethodInput, field = 'deliveryMethod'): DeliveryMethodInput =>
  checked(method, { code: requireId, appId: optional(requireId) }, field);

/** A gift card input with its code trimmed. */
export const giftCardInput = (giftCard: GiftCardInput, field = 'giftCard'): GiftCardInput => {
  const input = checked(giftCard, { redeemAmount: optional(moneyInput) }, field);
  return { ...input, code: giftCardCode(input.code, `${field}.code`) };
};

/** Checks an add-line-items input: 1 to 100 items in all, each well-formed. */
export function addInput(input: AddLineItemsRequest): AddLineItemsRequest {
  countItems(body(input, itemLists), 1);
  return input;
}

/** Checks a create input (every key optional) and returns it with coupon and gift card codes trimmed. */
export function createInput(input: CreateCurrentCartRequest = {}): CreateCurrentCartRequest {
  countItems(body(input, { ...itemLists, cart: optional(cartFields) }), 0);
  const coupons = input.coupons && requireList(input.coupons, 'coupons', MAX_CART_COUPONS).map((coupon, index) => couponInput(coupon, `coupons[${index}]`));
  const giftCards = input.giftCards?.map((giftCard, index) => giftCardInput(giftCard, `giftCards[${index}]`));
  return {
    ...input,
    ...(coupons && { coupons }),
    ...(giftCards && { giftCards }),
    ...(input.deliveryMethod && { deliveryMethod: deliveryMethodInput(input.deliveryMethod) }),
  };
}

/** Checks the cart fields of an update. */
export function updateInput(cart: CartInput): { cart: CartInput } {
  cartFields(cart, 'cart');
  requireText(cart, 'cart');
  return { cart };
}

/** Checks line updates: 1 to 100, each line once, new quantities 0 to 100000 (0 removes the line). */
export const lineUpdates = (lineItems: readonly LineItemUpdate[]): LineItemUpdate[] =>
  lineEntries(lineItems, 'lineItems', 'lineItemId').map((entry, index) => {
    fields({ quantity: optional(fields({ newQuantity: (value, field) => quantity(value, field, 0) })), membershipPayment: optional(membershipPayment) })(
      entry,
      `lineItems[${index}]`,
    );
    return entry as unknown as LineItemUpdate;
  });

/** Checks a calculate or estimate input: an object, `validationConfig` one of the platform's levels. */
export const totalsInput = <T extends EstimateRequest>(input: T): T =>
  body(input, {
    validationConfig: optional(
      formatted((value) => (VALIDATION_CONFIGS as readonly string[]).includes(value), `must be one of ${VALIDATION_CONFIGS.join(', ')}`),
    ),
  }) as T;
