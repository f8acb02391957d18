/**
 * Building blocks of the wire schemas: money, quantities, ids, free text, images, page URLs. Wire numbers
 * come from `@storefront-kit/redirects/schemas`, shared with the identity schemas.
 */
import { MAX_ID_LENGTH } from '../../ids';
import { z } from 'zod';
import { isDateTime, isEmail, isHttpUrl, MAX_TEXT_LENGTH } from '../formats';
import { MAX_LINE_ITEM_QUANTITY } from '../../cart';

/** Any C0 control character or DEL: never valid in an id or a code. */
export const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
/** Control characters other than tab, line feed and carriage return: never valid in free text. */
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

type Path = (string | number)[];

/** Where a body breaks the free-text rule: the first string with a control character, or nesting deeper than 32 levels. */
function textFault(value: unknown, path: Path = []): { path: Path; message: string } | undefined {
  if (typeof value === 'string') return TEXT_CONTROL.test(value) ? { path, message: 'must not contain control characters' } : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (path.length > 32) return { path, message: 'is nested too deeply' };
  for (const [key, inner] of Object.entries(value)) {
    const fault = textFault(inner, [...path, Array.isArray(value) ? Number(key) : key]);
    if (fault) return fault;
  }
  return undefined;
}

/**
 * The free-text rule of request bodies, as the SDK's calls check it before sending (http-core's
 * `requireText`): no string anywhere in the body holds a control character other than tab or a line break.
 */
export function refuseControlText(value: unknown, context: z.RefinementCtx): void {
  const fault = textFault(value);
  if (fault) context.addIssue({ code: 'custom', ...fault });
}

/**
 * A non-negative money amount as a decimal string with at most 2 fraction digits.
 *
 * @example
 * ```ts
 * const ok = moneyAmountInputSchema.safeParse('10.50').success; // true; '1.234' and '-1' are refused
 * ```
 *
 * @group Schemas
 */
export const moneyAmountInputSchema = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'must be a non-negative decimal string with at most 2 fraction digits');

/**
 * A line item quantity: an integer from 1 to {@link MAX_LINE_ITEM_QUANTITY}.
 *
 * @example
 * ```ts
 * const ok = quantitySchema.safeParse(2).success; // true; 0, 2.5 and NaN are refused
 * ```
 *
 * @group Schemas
 */
export const quantitySchema = z.number().int().min(1).max(MAX_LINE_ITEM_QUANTITY);

/** An id as the platform uses them: not blank, at most `MAX_ID_LENGTH` characters, no control characters. */
export const idSchema = z
  .string()
  .max(MAX_ID_LENGTH)
  .regex(NO_CONTROL, 'must not contain control characters')
  .refine((value) => value.trim() !== '', 'must be a non-empty string');

export const translatableStringSchema = z.object({
  original: z.string().max(MAX_TEXT_LENGTH).optional(),
  translated: z.string().max(MAX_TEXT_LENGTH).optional(),
});

/** An email address, read loosely (as the local checks read it, `isEmail`). */
export const emailSchema = z.string().refine(isEmail, 'must be an email address');

/** An absolute http(s) URL. */
export const httpUrlSchema = z.string().refine(isHttpUrl, 'must be an absolute http(s) URL');

/** An ISO date-time with seconds and a time zone (`2025-05-05T10:00:00.000Z`). */
export const dateTimeSchema = z.string().refine(isDateTime, 'must be a date-time with seconds and a time zone');

export const multiCurrencyPriceSchema = z.object({
  amount: z.string().optional(),
  convertedAmount: z.string().optional(),
  formattedAmount: z.string().optional(),
  formattedConvertedAmount: z.string().optional(),
});

export const imageSchema = z.object({
  id: z.string().optional(),
  url: z.string().optional(),
  height: z.number().optional(),
  width: z.number().optional(),
  altText: z.string().optional(),
  filename: z.string().optional(),
  urlExpirationDate: z.string().optional(),
});

export const pageUrlSchema = z.object({ relativePath: z.string().optional(), url: z.string().optional() });

export const extendedFieldsSchema = z.object({
  namespaces: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
});

export const selectedShippingOptionSchema = z.object({ carrierId: z.string().optional(), code: z.string().optional() });
