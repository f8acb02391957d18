/**
 * Internal (not exported from the package): the cart's own input checks, shared by the cart calls and
 * the cart store; ids, lists, integers, objects and free text use http-core's shared checks, formats and
 * limits are the ones the schemas use (`formats.ts`). Each throws a `ValidationError` (`<field> must …`)
 * before any request is sent. The checks are built from small parts (`fields`, `optional`, `listOf`) that
 * follow the shape of the schemas, so the two are easy to hold side by side.
 */
import { invalid, requireId, requireInteger, requireList, requireObject, requireText } from '@storefront-kit/http-core';
import { ADDRESS_LIMITS, isCurrency, isDateTime, isEmail, isHttpUrl, MAX_DESCRIPTION_LINES, MAX_LANGUAGE_LENGTH, MAX_TEXT_LENGTH } from '@storefront-kit/wire/cart';
import type { AddToCartRequest, CreateCheckoutRequest, EstimateTotalsRequest, UpdateCartRequest } from '@storefront-kit/wire/cart';
import { ITEM_TYPE_PRESETS, MAX_BUYER_NOTE_LENGTH, MAX_COUPON_CODE_LENGTH, MAX_LINE_ITEM_QUANTITY, MAX_LINE_ITEMS_PER_REQUEST } from '@storefront-kit/wire/cart';

/** Any C0 control character or DEL: never valid in a code. */
const CONTROL = /[\u0000-\u001f\u007f]/;
const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

type Dict = Record<string, unknown>;
/** Checks one input value, named `field` in its error. */
export type Check = (value: unknown, field: string) => unknown;

/** An integer quantity from `min` (1, or 0 where 0 removes a line) to `MAX_LINE_ITEM_QUANTITY`. */
export const quantity = (value: unknown, field: string, min = 1): number => requireInteger(value, field, min, MAX_LINE_ITEM_QUANTITY);

/** A coupon code, trimmed: 1 to `MAX_COUPON_CODE_LENGTH` characters without control characters. */
export function couponCode(value: unknown, field = 'couponCode'): string {
  const code = typeof value === 'string' ? value.trim() : invalid(field, 'must be a string');
  if (code === '') invalid(field, 'must not be empty');
  if (code.length > MAX_COUPON_CODE_LENGTH) invalid(field, `must be at most ${MAX_COUPON_CODE_LENGTH} characters`);
  if (CONTROL.test(code)) invalid(field, 'must not contain control characters');
  return code;
}

/** Runs each check on its field of `object`, naming it `prefix` + key. */
export function checkFields(object: Dict, checks: Record<string, Check>, prefix = ''): void {
  for (const key in checks) checks[key]!(object[key], prefix + key);
}

/** An object whose listed fields pass their checks (other fields are free). */
export const fields = /* #__NO_SIDE_EFFECTS__ */ (checks: Record<string, Check>): Check => (value, field) => checkFields(requireObject(value, field), checks, `${field}.`);

/** A check run only when the value is set. */
export const optional = /* #__NO_SIDE_EFFECTS__ */ (check: Check): Check => (value, field) => value === undefined || check(value, field);

/** Whether a list is set: on the wire an empty list is the same as no list. */
export const isSet = (value: unknown) => value !== undefined && !(Array.isArray(value) && value.length === 0);

/** An optional list of at most `max` entries, each checked; resolves how many it holds. */
export const listOf = /* #__NO_SIDE_EFFECTS__ */ (check: Check, max = MAX_LINE_ITEMS_PER_REQUEST) => (value: unknown, field: string): number =>
  isSet(value) ? requireList(value as unknown[], field, max, check).length : 0;

/** A string that passes `test`. */
export const formatted = /* #__NO_SIDE_EFFECTS__ */ (test: (value: string) => boolean, problem: string): Check => (value, field) =>
  (typeof value === 'string' && test(value)) || invalid(field, problem);

/** An optional string of at most `max` characters. */
export const upTo = /* #__NO_SIDE_EFFECTS__ */ (max: number) => optional(formatted((value) => value.length <= max, `must be a string of at most ${max} characters`));

/** A non-negative decimal money string with at most 2 fraction digits. */
export const money = formatted((value) => MONEY.test(value), 'must be a decimal string like "10.50"');
export const email = optional(formatted(isEmail, 'must be an email address'));
const ids = listOf(requireId);
export const text = upTo(MAX_TEXT_LENGTH);
export const translatable = optional(fields({ original: text, translated: text }));
export const descriptionLines = listOf(fields({ name: translatable, plainText: translatable }), MAX_DESCRIPTION_LINES);
export const reference = fields({ catalogItemId: requireId, appId: requireId, options: optional(requireObject) });
const subscription = optional(fields({ title: translatable, description: translatable }));
export const overrides = optional(fields({ productName: translatable, price: optional(money), fullPrice: optional(money), descriptionLines }));
export const service = optional(
  fields({
    scheduledDate: optional(formatted(isDateTime, 'must be a date-time with seconds and a time zone, like "2025-05-05T10:00:00.000Z"')),
    numberOfParticipants: optional((value, field) => requireInteger(value, field, 1, Number.MAX_SAFE_INTEGER)),
  }),
);
export const address = optional(fields(/* @__PURE__ */ Object.fromEntries(/* @__PURE__ */ Object.entries(ADDRESS_LIMITS).map(([key, max]) => [key, upTo(max)]))));

/** A name shown to the shopper: free text, not blank, at most `MAX_TEXT_LENGTH` characters. */
export const shownName: Check = (value, field) =>
  (typeof value === 'string' && value.trim() && value.length <= MAX_TEXT_LENGTH) ||
  invalid(field, `must be a non-blank string of at most ${MAX_TEXT_LENGTH} characters`);

/** An item type: exactly one of `preset` (one of `ITEM_TYPE_PRESETS`) or `custom` (a non-empty string). */
export function itemType(value: unknown, field: string): void {
  const { preset, custom } = requireObject(value, field);
  if ((preset === undefined) === (custom === undefined)) invalid(field, 'must set exactly one of preset or custom');
  if (preset !== undefined && !ITEM_TYPE_PRESETS.includes(preset as never)) invalid(`${field}.preset`, `must be one of ${ITEM_TYPE_PRESETS.join(', ')}`);
  if (custom !== undefined && (typeof custom !== 'string' || custom === '')) invalid(`${field}.custom`, 'must be a non-empty string');
}

/**
 * A catalogue line (add-to-cart, or a new line in an update), with `before` checked first and `after`
 * last. A function, not a spread object at module level, so bundlers can drop what a page does not use.
 */
const catalogueLine = /* #__NO_SIDE_EFFECTS__ */ (before: Record<string, Check>, after: Record<string, Check> = {}) =>
  fields({ ...before, quantity, catalogReference: reference, catalogOverrideFields: overrides, serviceProperties: service, ...after });
const catalogLine = catalogueLine({}, { subscriptionOptionInfo: subscription });
const newLine = catalogueLine({});
const existingLine = catalogueLine({ id: requireId }, { catalogReference: optional(reference) });

/** A line of an update: an existing line (`id`, `quantity`) or a new catalogue line. */
const updateLine: Check = (value, field) => (requireObject(value, field).id === undefined ? newLine : existingLine)(value, field);

/** A custom line: quantity, price, `productName.original` and `itemType`, and the optional fields' formats. */
const customLine = fields({
  quantity,
  price: money,
  productName: fields({ original: shownName, translated: text }),
  itemType,
  id: optional(requireId),
  fullPrice: optional(money),
  depositAmount: optional(money),
  priceDescription: translatable,
  descriptionLines,
  catalogReference: optional(reference),
  serviceProperties: service,
  subscriptionOptionInfo: subscription,
});

/** A merchant discount: exactly one of `amount` (money) or `percentage` (above 0, at most 100), on some lines or all. */
function merchantDiscount(value: unknown, field: string): void {
  const { amount, percentage, lineItemIds } = requireObject(value, field);
  if ((amount === undefined) === (percentage === undefined)) invalid(field, 'must set exactly one of amount or percentage');
  if (amount !== undefined) money(amount, `${field}.amount`);
  if (percentage !== undefined && !(typeof percentage === 'number' && percentage > 0 && percentage <= 100)) {
    invalid(`${field}.percentage`, `must be a number above 0 and at most 100 (got ${String(percentage).slice(0, 20)})`);
  }
  ids(lineItemIds, `${field}.lineItemIds`);
}

/** The checks of the cart info's fields (cart V2 takes the note, language, currency and checkout URL by other names). */
export const cartInfoFields = {
  buyerNote: upTo(MAX_BUYER_NOTE_LENGTH),
  buyerInfo: optional(fields({ email })),
  buyerLanguage: upTo(MAX_LANGUAGE_LENGTH),
  conversionCurrency: optional(formatted(isCurrency, 'must be a currency code of 3 capital letters, like "USD"')),
  contactInfo: optional(fields({ address })),
  overrideCheckoutUrl: optional(formatted(isHttpUrl, 'must be an absolute http(s) URL')),
};
const cartInfo = optional(fields(cartInfoFields));

/** Checks a request body: an object whose listed fields pass their checks, its free text without control characters. */
export function body<T>(input: T, checks: Record<string, Check>) {
  const object = requireObject(input, 'options');
  checkFields(object, checks);
  requireText(object, 'options');
  return object;
}

/** Checks an add-to-cart input: at least one line in all, each one well-formed. */
export function addInput(input: AddToCartRequest): AddToCartRequest {
  const { lineItems = [], customLineItems = [] } = body(input, { lineItems: listOf(catalogLine), customLineItems: listOf(customLine) });
  itemCount(lineItems.length + customLineItems.length, 'lineItems', 'lineItems or customLineItems', 1);
  return input;
}

/** The number of items one request adds: at least `min` (of the lists named in `lists`), at most `MAX_LINE_ITEMS_PER_REQUEST`. */
export function itemCount(count: number, field: string, lists: string, min: number): void {
  if (count < min) invalid(field, `must hold at least one line item (${lists})`);
  if (count > MAX_LINE_ITEMS_PER_REQUEST) invalid(field, `must hold at most ${MAX_LINE_ITEMS_PER_REQUEST} line items in all`);
}

/**
 * A list of 1 to `MAX_LINE_ITEMS_PER_REQUEST` objects, each naming a line by `key` (an id) once, as the
 * line updates of V1 and V2 take them.
 */
export function lineEntries(list: readonly unknown[], field: string, key: string): Dict[] {
  const seen = new Set<string>();
  return requireList(list, field, MAX_LINE_ITEMS_PER_REQUEST).map((value, index) => {
    const entry = requireObject(value, `${field}[${index}]`);
    const id = requireId(entry[key], `${field}[${index}].${key}`);
    if (seen.has(id)) invalid(`${field}[${index}].${key}`, 'must not repeat the id of an earlier entry');
    seen.add(id);
    return entry;
  });
}

/**
 * Checks an update input and returns it with the coupon code trimmed. An update changes something: a
 * field mask alone clears the fields it names, a blank mask counts as none.
 */
export function updateInput(input: UpdateCartRequest): UpdateCartRequest {
  const changes = body(input, {
    cartInfo,
    couponCode: optional(couponCode),
    merchantDiscounts: listOf(merchantDiscount),
    lineItems: listOf(updateLine),
    customLineItems: listOf(customLine),
    cartFieldmask: optional(formatted(() => true, 'must be a string')),
  });
  if (!changes.cartFieldmask?.trim() && !['cartInfo', 'couponCode', 'merchantDiscounts', 'lineItems', 'customLineItems'].some((key) => isSet(changes[key]))) {
    invalid('options', 'must set cartInfo, couponCode, merchantDiscounts, lineItems, customLineItems or cartFieldmask');
  }
  return input.couponCode === undefined ? input : { ...input, couponCode: couponCode(input.couponCode) };
}

/** Checks an estimate input: address field lengths, membership ids. */
export const estimateInput = (input: EstimateTotalsRequest): EstimateTotalsRequest =>
  body(input, {
    shippingAddress: address,
    billingAddress: address,
    selectedMemberships: optional(fields({ memberships: listOf(fields({ id: requireId, appId: requireId, lineItemIds: ids })) })),
  });

/** Checks a create-checkout input: address field lengths, the email format. */
export const checkoutInput = (input: CreateCheckoutRequest): CreateCheckoutRequest =>
  body(input, { shippingAddress: address, billingAddress: address, email });
