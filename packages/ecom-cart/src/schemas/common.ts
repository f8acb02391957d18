/** Building blocks of the wire schemas: numbers, money, quantities, ids, texts, images, page URLs. */
import { MAX_ID_LENGTH } from '@storefront-kit/http-core';
import { z } from 'zod';
import { MAX_LINE_ITEM_QUANTITY } from '../types';

/** Any C0 control character or DEL: never valid in an id or a code. */
export const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;

/**
 * A number, or one of the strings `"NaN"`, `"Infinity"`, `"-Infinity"` turned into that number.
 *
 * @example
 * ```ts
 * import { z } from 'zod';
 * const reading = z.object({ weight: wireNumberSchema }).parse({ weight: 'Infinity' }); // { weight: Infinity }
 * ```
 *
 * @group Schemas
 */
export const wireNumberSchema = z.union([
  z.number(),
  z.enum(['NaN', 'Infinity', '-Infinity']).transform((value) => Number(value)),
]);

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
export const moneyAmountInputSchema = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'must be a non-negative decimal string with at most 2 fraction digits');

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
  original: z.string().max(200).optional(),
  translated: z.string().max(200).optional(),
});

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
