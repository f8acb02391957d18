/**
 * Building blocks of the catalogue schemas: wire numbers, the SDK's one id rule, and the `exactly one
 * of` rule of bulk calls.
 */
import { MAX_ID_LENGTH } from '../../ids';
import { wireNumberSchema } from '../../wire-number';
import { z } from 'zod';

export { wireNumberSchema };

export const num = wireNumberSchema;
export const str = z.string();
export const bool = z.boolean();

/** Any C0 control character or DEL, as http-core's `requireId` refuses them. */
const CONTROL = /[\u0000-\u001f\u007f]/;

/** An id, slug or option/choice name sent in a request: the same rule as http-core's `requireId`. */
export const idSchema = z
  .string()
  .refine((s) => s.trim() !== '', 'must be a non-empty string')
  .refine((s) => s.length <= MAX_ID_LENGTH && !CONTROL.test(s), `must be at most ${MAX_ID_LENGTH} characters, without control characters`);

/** A non-empty list of ids. */
export const idListSchema = z.array(idSchema).min(1);

/** Option name -> choice, both strings. */
export const choicesSchema = z.record(z.string(), z.string());

/** Whether exactly one value of `value` is set (unknown keys are already stripped by the object schema). */
export function exactlyOne(value: Record<string, unknown>): boolean {
  return Object.values(value).filter((v) => v !== undefined).length === 1;
}
