/**
 * Internal (not exported from the package): the cart's own input checks, shared by the cart calls and
 * the cart store; ids, lists, integers, objects and free text use http-core's shared checks. Each throws
 * a `ValidationError` (`<field> must …`) before any request is sent. The limits are the platform's, as
 * the emulator's schemas enforce them (`MAX_LINE_ITEM_QUANTITY`, `MAX_LINE_ITEMS_PER_REQUEST`,
 * `MAX_COUPON_CODE_LENGTH`).
 */
import { invalid, requireId, requireInteger, requireList, requireObject, requireText } from '@storefront-kit/http-core';
import type { AddToCartRequest, UpdateCartRequest } from './types';
import { MAX_COUPON_CODE_LENGTH, MAX_LINE_ITEM_QUANTITY, MAX_LINE_ITEMS_PER_REQUEST } from './types';

/** Any C0 control character or DEL: never valid in a code. */
const CONTROL = /[\u0000-\u001f\u007f]/;
const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

type Dict = Record<string, unknown>;

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

/** A non-negative decimal money string with at most 2 fraction digits. */
function money(value: unknown, field: string): void {
  if (typeof value !== 'string' || !MONEY.test(value)) invalid(field, 'must be a decimal string like "10.50"');
}

/** A catalogue line: quantity and `catalogReference {catalogItemId, appId}`. */
function catalogLine(value: unknown, field: string): void {
  const line = requireObject(value, field);
  quantity(line.quantity, `${field}.quantity`);
  const reference = requireObject(line.catalogReference, `${field}.catalogReference`);
  requireId(reference.catalogItemId, `${field}.catalogReference.catalogItemId`);
  requireId(reference.appId, `${field}.catalogReference.appId`);
}

/** A custom line: quantity, price, `productName.original` and `itemType`. */
function customLine(value: unknown, field: string): void {
  const line = requireObject(value, field);
  quantity(line.quantity, `${field}.quantity`);
  money(line.price, `${field}.price`);
  requireId(requireObject(line.productName, `${field}.productName`).original, `${field}.productName.original`);
  requireObject(line.itemType, `${field}.itemType`);
}

/** A line of an update: an existing line (`id`, `quantity`) or a new catalogue line. */
function updateLine(value: unknown, field: string): void {
  const line = requireObject(value, field);
  if (line.id === undefined) return catalogLine(line, field);
  requireId(line.id, `${field}.id`);
  quantity(line.quantity, `${field}.quantity`);
}

/** Whether a field is set: on the wire an empty list is the same as no list. */
const isSet = (value: unknown) => value !== undefined && !(Array.isArray(value) && value.length === 0);

/** An optional list of lines, each checked; resolves how many it holds. */
const lines = (value: unknown, field: string, check: (line: unknown, field: string) => void): number =>
  isSet(value) ? requireList(value as unknown[], field, MAX_LINE_ITEMS_PER_REQUEST, check).length : 0;

/** A merchant discount: exactly one of `amount` (money) or `percentage` (above 0, at most 100). */
function merchantDiscount(value: unknown, field: string): void {
  const discount = requireObject(value, field);
  const { amount, percentage } = discount;
  if ((amount === undefined) === (percentage === undefined)) invalid(field, 'must set exactly one of amount or percentage');
  if (amount !== undefined) money(amount, `${field}.amount`);
  if (percentage !== undefined && !(typeof percentage === 'number' && percentage > 0 && percentage <= 100)) {
    invalid(`${field}.percentage`, `must be a number above 0 and at most 100 (got ${String(percentage).slice(0, 20)})`);
  }
}

/** Checks an add-to-cart input: at least one line in all, each one well-formed. */
export function addInput(input: AddToCartRequest): AddToCartRequest {
  const body = requireObject(input, 'options');
  const count = lines(body.lineItems, 'lineItems', catalogLine) + lines(body.customLineItems, 'customLineItems', customLine);
  if (count === 0) invalid('lineItems', 'must hold at least one line item (lineItems or customLineItems)');
  if (count > MAX_LINE_ITEMS_PER_REQUEST) invalid('lineItems', `must hold at most ${MAX_LINE_ITEMS_PER_REQUEST} line items in all`);
  requireText(body, 'options');
  return input;
}

/** Checks an update input and returns it with the coupon code trimmed. */
export function updateInput(input: UpdateCartRequest): UpdateCartRequest {
  const body: Dict = requireObject(input, 'options');
  if (!['cartInfo', 'couponCode', 'merchantDiscounts', 'lineItems', 'customLineItems'].some((key) => isSet(body[key]))) {
    invalid('options', 'must set cartInfo, couponCode, merchantDiscounts, lineItems or customLineItems');
  }
  if (body.cartInfo !== undefined) requireObject(body.cartInfo, 'cartInfo');
  lines(body.lineItems, 'lineItems', updateLine);
  lines(body.customLineItems, 'customLineItems', customLine);
  if (body.merchantDiscounts !== undefined && !Array.isArray(body.merchantDiscounts)) invalid('merchantDiscounts', 'must be a list');
  (body.merchantDiscounts as unknown[] | undefined)?.forEach((value, index) => merchantDiscount(value, `merchantDiscounts[${index}]`));
  const checked = body.couponCode === undefined ? input : { ...input, couponCode: couponCode(body.couponCode) };
  requireText(body, 'options');
  return checked;
}
