/**
 * Internal (not exported from the package): the checks the cart calls make before any request, kept
 * to what protects the request itself: the body is an object whose free text holds no control
 * characters, line quantities, list sizes, the ids of the lines a call acts on, coupon codes. Every
 * other field (emails, URLs, money formats, names, address lengths, ...) is the platform's to judge:
 * it answers a 400 whose `fieldViolations` name the field. Used by the V1 and V2 calls and the cart
 * store; each check throws a `ValidationError` (`<field> must …`).
 */
import { invalid, requireId, requireInteger, requireList, requireObject, requireText } from '@storefront-kit/http-core';
import type { AddToCartRequest, UpdateCartRequest } from '@storefront-kit/wire/cart';
import { MAX_COUPON_CODE_LENGTH, MAX_LINE_ITEM_QUANTITY, MAX_LINE_ITEMS_PER_REQUEST } from '@storefront-kit/wire/cart';

/** Any C0 control character or DEL: never valid in a code. */
const CONTROL = /[\u0000-\u001f\u007f]/;

/** An integer quantity from `min` (1, or 0 where 0 removes a line) to `MAX_LINE_ITEM_QUANTITY`. */
export const quantity = (value: unknown, field: string, min = 1): number => requireInteger(value, field, min, MAX_LINE_ITEM_QUANTITY);

/** A code (a coupon's, a gift card's), trimmed: `min` to `max` characters without control characters. */
export function code(value: unknown, field: string, min = 1, max = MAX_COUPON_CODE_LENGTH): string {
  const trimmed = typeof value === 'string' ? value.trim() : invalid(field, 'must be a string');
  if (trimmed === '') invalid(field, 'must not be empty');
  if (trimmed.length < min || trimmed.length > max) invalid(field, min > 1 ? `must be ${min} to ${max} characters` : `must be at most ${max} characters`);
  if (CONTROL.test(trimmed)) invalid(field, 'must not contain control characters');
  return trimmed;
}

/** A request body: an object whose free text holds no control characters (tab and line breaks allowed). */
export function requestBody<T>(input: T, field = 'options'): NonNullable<T> & Record<string, unknown> {
  const body = requireObject(input, field);
  requireText(body, field);
  return body;
}

/** An optional list of at most `max` entries, each passed to `each`; missing or empty counts as none. Resolves how many it holds. */
export function upTo(list: unknown, field: string, max = MAX_LINE_ITEMS_PER_REQUEST, each?: (entry: unknown, field: string) => unknown): number {
  if (list === undefined || (Array.isArray(list) && list.length === 0)) return 0;
  return requireList(list as unknown[], field, max, each).length;
}

/** A line of a request: an object whose `quantity` is 1 to `MAX_LINE_ITEM_QUANTITY`. */
export const lineQuantity = (line: unknown, field: string): number => quantity(requireObject(line, field).quantity, `${field}.quantity`);

/** The number of items one request adds: at least `min` (of the lists named in `lists`), at most `MAX_LINE_ITEMS_PER_REQUEST`. */
export function itemCount(count: number, field: string, lists: string, min: number): void {
  if (count < min) invalid(field, `must hold at least one line item (${lists})`);
  if (count > MAX_LINE_ITEMS_PER_REQUEST) invalid(field, `must hold at most ${MAX_LINE_ITEMS_PER_REQUEST} line items in all`);
}

/**
 * A list of 1 to `MAX_LINE_ITEMS_PER_REQUEST` objects, each naming a line by `key` (an id) once, as the
 * line updates of V1 and V2 take them.
 */
export function lineEntries(list: readonly unknown[], field: string, key: string): Record<string, unknown>[] {
  const seen = new Set<string>();
  return requireList(list, field, MAX_LINE_ITEMS_PER_REQUEST).map((value, index) => {
    const entry = requireObject(value, `${field}[${index}]`);
    const id = requireId(entry[key], `${field}[${index}].${key}`);
    if (seen.has(id)) invalid(`${field}[${index}].${key}`, 'must not repeat the id of an earlier entry');
    seen.add(id);
    return entry;
  });
}

/** Line ids to remove: 1 to 100 ids, each sent once. */
export const lineIds = (lineItemIds: readonly string[]): string[] => [
  ...new Set(requireList(lineItemIds, 'lineItemIds', MAX_LINE_ITEMS_PER_REQUEST, requireId)),
];

/** Checks an add-to-cart input: 1 to 100 lines in all, each with a quantity. */
export function addInput(input: AddToCartRequest): AddToCartRequest {
  const { lineItems, customLineItems } = requestBody(input);
  itemCount(
    upTo(lineItems, 'lineItems', MAX_LINE_ITEMS_PER_REQUEST, lineQuantity) + upTo(customLineItems, 'customLineItems', MAX_LINE_ITEMS_PER_REQUEST, lineQuantity),
    'lineItems',
    'lineItems or customLineItems',
    1,
  );
  return input;
}

/** A line of an update: an existing line (its `id`) or a new catalogue line, with a quantity. */
function updateLine(line: unknown, field: string): void {
  const { id } = requireObject(line, field);
  if (id !== undefined) requireId(id, `${field}.id`);
  lineQuantity(line, field);
}

/** Checks an update input and returns it with the coupon code trimmed. */
export function updateInput(input: UpdateCartRequest): UpdateCartRequest {
  const { couponCode } = requireObject(input, 'options');
  const trimmed = couponCode === undefined ? undefined : code(couponCode, 'couponCode');
  const { lineItems, customLineItems, merchantDiscounts } = requestBody(input);
  upTo(lineItems, 'lineItems', MAX_LINE_ITEMS_PER_REQUEST, updateLine);
  upTo(customLineItems, 'customLineItems', MAX_LINE_ITEMS_PER_REQUEST, lineQuantity);
  upTo(merchantDiscounts, 'merchantDiscounts');
  return trimmed === undefined ? input : { ...input, couponCode: trimmed };
}

/** Checks line quantity updates: 1 to 100, each line once, quantities 0 to 100000 (0 removes the line). */
export const quantityUpdates = (lineItems: readonly unknown[]): { id: string; quantity: number }[] =>
  lineEntries(lineItems, 'lineItems', 'id').map(({ id, quantity: value }, index) => ({
    id: id as string,
    quantity: quantity(value, `lineItems[${index}].quantity`, 0),
  }));
