/**
 * The harness of the agreement tests: one input sent both ways, through a public call (the local checks)
 * and as the same body through the zod schema of its request (what the emulator enforces), and both sides
 * expected to give the same answer. A refused input never reaches fetch.
 */
import { isValidationError, type Client } from '@storefront-kit/http-core';
import { json } from '@storefront-kit/test-utils/recording-fetch';
import { expect } from 'vitest';
import type { z } from 'zod';
import {
  addToCurrentCart,
  createCheckoutFromCurrentCart,
  estimateCurrentCartTotals,
  removeLineItemsFromCurrentCart,
  STORES_APP_ID,
  updateCurrentCart,
  updateCurrentCartLineItemQuantity,
} from '../src/index';
import {
  addToCartRequestSchema,
  createCheckoutRequestSchema,
  estimateTotalsRequestSchema,
  removeLineItemsRequestSchema,
  updateCartRequestSchema,
  updateLineItemsQuantityRequestSchema,
} from '../src/schemas';
import { recordingClient } from './recording-client';

/** One input sent both ways: through a call, and as the same body through the schema of its request. */
export interface Probe {
  call: (client: Client) => Promise<unknown>;
  schema: z.ZodType;
  body: unknown;
}

export const catalogLine = (quantity: unknown, catalogItemId: unknown = 'p1', fields: Record<string, unknown> = {}) => ({
  quantity,
  catalogReference: { catalogItemId, appId: STORES_APP_ID },
  ...fields,
});
export const customLine = (price: unknown, fields: Record<string, unknown> = {}) => ({
  quantity: 1,
  price,
  productName: { original: 'Gift wrap' },
  itemType: { preset: 'PHYSICAL' },
  ...fields,
});
export const lines = (count: number) => Array.from({ length: count }, (_, index) => catalogLine(1, `p${index}`));
export const ids = (count: number) => Array.from({ length: count }, (_, index) => `l${index}`);

export const add = (body: unknown): Probe => ({ call: (c) => addToCurrentCart(c, body as never), schema: addToCartRequestSchema, body });
export const update = (body: unknown): Probe => ({ call: (c) => updateCurrentCart(c, body as never), schema: updateCartRequestSchema, body });
export const remove = (lineItemIds: unknown): Probe => ({
  call: (c) => removeLineItemsFromCurrentCart(c, lineItemIds as never),
  schema: removeLineItemsRequestSchema,
  body: { lineItemIds },
});
export const setQuantities = (lineItems: unknown): Probe => ({
  call: (c) => updateCurrentCartLineItemQuantity(c, lineItems as never),
  schema: updateLineItemsQuantityRequestSchema,
  body: { lineItems },
});
export const estimate = (body: unknown): Probe => ({ call: (c) => estimateCurrentCartTotals(c, body as never), schema: estimateTotalsRequestSchema, body });
export const checkout = (body: unknown): Probe => ({ call: (c) => createCheckoutFromCurrentCart(c, body as never), schema: createCheckoutRequestSchema, body });

/** Sends the probe through its call with a recording fetch: `true` when sent, `false` when refused locally. */
async function handAccepts({ call }: Probe): Promise<boolean> {
  const { client, requests } = recordingClient(() => json({ cart: { id: 'c1' }, checkoutId: 'k1' }));
  const error = await call(client).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (error === undefined) return true;
  expect(isValidationError(error), String(error)).toBe(true);
  expect(requests).toHaveLength(0);
  return false;
}

/** Both sides give the expected answer for the probe. */
export async function agree(probe: Probe, expected: boolean) {
  expect(probe.schema.safeParse(probe.body).success, 'schema').toBe(expected);
  expect(await handAccepts(probe), 'local checks').toBe(expected);
}

/** A test name for a value: long strings shortened, control characters escaped. */
export const show = (value: unknown) =>
  typeof value === 'string'
    ? JSON.stringify(value.length > 24 ? `${value.slice(0, 12)}…(${value.length})` : value).replace(/\u007f/g, '\\u007f')
    : String(value);
