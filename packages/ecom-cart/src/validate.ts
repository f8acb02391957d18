/**
 * Internal (not exported from the package): local input checks shared by the cart calls and the cart
 * store. Each throws a `ValidationError` (with `field`) before any request is sent. The limits are the
 * platform's, as the emulator's schemas enforce them (`MAX_LINE_ITEM_QUANTITY`,
 * `MAX_LINE_ITEMS_PER_REQUEST`, `MAX_COUPON_CODE_LENGTH`).
 */
import { ValidationError } from '@storefront-kit/http-core';
import type { AddToCartRequest, UpdateCartRequest } from './types';
import { MAX_COUPON_CODE_LENGTH, MAX_LINE_ITEM_QUANTITY, MAX_LINE_ITEMS_PER_REQUEST } from './types';

/** Any C0 control character or DEL: never valid in ids and codes. */
const CONTROL = /[\u0000-\u001f\u007f]/;
/** Control characters other than tab, line feed and carriage return: never valid in free text. */
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const MONEY = /^\d{1,12}(\.\d{1,2})?$/;
const MAX_ID_LENGTH = 200;

type Dict = Record<string, unknown>;

/** Throws a `ValidationError` for `field`. */
export const fail = (field: string, problem: string): never => {
  throw new ValidationError(`${field} ${problem}`, field);
};

const show = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value.slice(0, 20)) : String(value));

/** A plain object (not null, not an array). */
export function object(value: unknown, field: string): Dict {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) fail(field, 'must be an object');
  return value as Dict;
}

/** A non-empty id of at most 200 characters without control characters. */
export function id(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') fail(field, 'must be a non-empty string');
  const text = value as string;
  if (text.length > MAX_ID_LENGTH || CONTROL.test(text)) fail(field, `must be at most ${MAX_ID_LENGTH} characters, without control characters`);
  return text;
}

/** An integer quantity from `min` (1, or 0 where 0 removes a line) to `MAX_LINE_ITEM_QUANTITY`. */
export function quantity(value: unknown, field: string, min = 1): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > MAX_LINE_ITEM_QUANTITY) {
    fail(field, `must be an integer from ${min} to ${MAX_LINE_ITEM_QUANTITY} (got ${show(value)})`);
  }
  return value as number;
}

/** A non-empty list of at most `MAX_LINE_ITEMS_PER_REQUEST` entries. */
export function list(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value) || value.length === 0) fail(field, 'must be a non-empty list');
  if ((value as unknown[]).length > MAX_LINE_ITEMS_PER_REQUEST) fail(field, `must hold at most ${MAX_LINE_ITEMS_PER_REQUEST} entries`);
  return value as unknown[];
}

/** A coupon code, trimmed: 1 to `MAX_COUPON_CODE_LENGTH` characters without control characters. */
export function couponCode(value: unknown, field = 'couponCode'): string {
  const code = typeof value === 'string' ? value.trim() : fail(field, 'must be a string');
  if (code === '') fail(field, 'must not be empty');
  if (code.length > MAX_COUPON_CODE_LENGTH) fail(field, `must be at most ${MAX_COUPON_CODE_LENGTH} characters`);
  if (CONTROL.test(code)) fail(field, 'must not contain control characters');
  return code;
}

/**
 * Every string anywhere in `value` is free of control characters (tab and line breaks allowed). Nesting
 * deeper than 32 levels (or a cycle) is rejected too.
 */
export function text(value: unknown, field: string, depth = 0): void {
  if (typeof value === 'string') {
    if (TEXT_CONTROL.test(value)) fail(field, 'must not contain control characters');
  } else if (value !== null && typeof value === 'object') {
    if (depth > 32) fail(field, 'is nested too deeply');
    for (const [key, inner] of Object.entries(value)) text(inner, `${field}.${key}`, depth + 1);
  }
}

/** A non-negative decimal money string with at most 2 fraction digits. */
function money(value: unknown, field: string): void {
  if (typeof value !== 'string' || !MONEY.test(value)) fail(field, 'must be a decimal string like "10.50"');
}

/** A catalogue line: quantity and `catalogReference {catalogItemId, appId}`. */
function catalogLine(value: unknown, field: string, min = 1): Dict {
  const line = object(value, field);
  quantity(line.quantity, `${field}.quantity`, min);
  const reference = object(line.catalogReference, `${field}.catalogReference`);
  id(reference.catalogItemId, `${field}.catalogReference.catalogItemId`);
  id(reference.appId, `${field}.catalogReference.appId`);
  return line;
}

/** A custom line: quantity, price, `productName.original` and `itemType`. */
function customLine(value: unknown, field: string): void {
  const line = object(value, field);
  quantity(line.quantity, `${field}.quantity`);
  money(line.price, `${field}.price`);
  id(object(line.productName, `${field}.productName`).original, `${field}.productName.original`);
  object(line.itemType, `${field}.itemType`);
}

const lines = (value: unknown, field: string, check: (line: unknown, field: string) => unknown): number => {
  if (value === undefined) return 0;
  list(value, field).forEach((line, index) => check(line, `${field}[${index}]`));
  return (value as unknown[]).length;
};

/** Checks an add-to-cart input: at least one line in all, each one well-formed. */
export function addInput(input: AddToCartRequest): AddToCartRequest {
  const body = object(input, 'options');
  const count = lines(body.lineItems, 'lineItems', catalogLine) + lines(body.customLineItems, 'customLineItems', customLine);
  if (count === 0) fail('lineItems', 'must hold at least one line item (lineItems or customLineItems)');
  if (count > MAX_LINE_ITEMS_PER_REQUEST) fail('lineItems', `must hold at most ${MAX_LINE_ITEMS_PER_REQUEST} line items in all`);
  text(body, 'options');
  return input;
}

/** Checks an update input and returns it with the coupon code trimmed. */
export function updateInput(input: UpdateCartRequest): UpdateCartRequest {
  const body = object(input, 'options');
  if (!['cartInfo', 'couponCode', 'merchantDiscounts', 'lineItems', 'customLineItems'].some((key) => body[key] !== undefined)) {
    fail('options', 'must set cartInfo, couponCode, merchantDiscounts, lineItems or customLineItems');
  }
  if (body.cartInfo !== undefined) object(body.cartInfo, 'cartInfo');
  lines(body.lineItems, 'lineItems', (line, field) =>
    object(line, field).id === undefined ? catalogLine(line, field) : (id((line as Dict).id, `${field}.id`), quantity((line as Dict).quantity, `${field}.quantity`)),
  );
  lines(body.customLineItems, 'customLineItems', customLine);
  if (body.merchantDiscounts !== undefined && !Array.isArray(body.merchantDiscounts)) fail('merchantDiscounts', 'must be a list');
  (body.merchantDiscounts as unknown[] | undefined)?.forEach((value, index) => {
    const field = `merchantDiscounts[${index}]`;
    const discount = object(value, field);
    if ((discount.amount === undefined) === (discount.percentage === undefined)) fail(field, 'must set exactly one of amount or percentage');
    if (discount.amount !== undefined) money(discount.amount, `${field}.amount`);
    const percentage = discount.percentage;
    if (percentage !== undefined && !(typeof percentage === 'number' && percentage > 0 && percentage <= 100)) {
      fail(`${field}.percentage`, `must be a number above 0 and at most 100 (got ${show(percentage)})`);
    }
  });
  const checked = body.couponCode === undefined ? input : { ...input, couponCode: couponCode(body.couponCode) };
  text(body, 'options');
  return checked;
}
