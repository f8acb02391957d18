/**
 * `cartReceipt` on hand-made carts: every status, requests of one item sharing what the server took,
 * and Cart V2's line shape.
 */
import { describe, expect, it } from 'vitest';
import { STORES_APP_ID } from '@storefront-kit/wire/cart';
import { cartReceipt } from './receipt';

const ref = (catalogItemId: string, options?: Record<string, unknown>) => ({ catalogItemId, appId: STORES_APP_ID, ...(options && { options }) });
const line = (id: string, item: string, quantity: number) => ({ id, catalogReference: ref(item), quantity });

describe('cartReceipt', () => {
  it('reads each requested line as added, merged, clamped or dropped, in request order', () => {
    const before = { lineItems: [line('l-mug', 'mug', 1), line('l-lamp', 'lamp', 2)] };
    const after = { lineItems: [line('l-mug', 'mug', 3), line('l-lamp', 'lamp', 2), line('l-tea', 'tea', 2)] };
    const requested = [
      { catalogReference: ref('tea'), quantity: 3 },
      { catalogReference: ref('mug'), quantity: 2 },
      { catalogReference: ref('lamp'), quantity: 1 },
      { catalogReference: ref('coat'), quantity: 1 },
    ];
    expect(cartReceipt(requested, before, after)).toEqual([
      { status: 'clamped', requestedQuantity: 3, confirmedQuantity: 2, lineItemId: 'l-tea' },
      { status: 'merged', requestedQuantity: 2, confirmedQuantity: 2, lineItemId: 'l-mug' },
      { status: 'dropped', requestedQuantity: 1, confirmedQuantity: 0, lineItemId: 'l-lamp' },
      { status: 'dropped', requestedQuantity: 1, confirmedQuantity: 0 },
    ]);
  });

  it('a new line with every unit is added; no cart before counts as empty', () => {
    expect(cartReceipt([{ catalogReference: ref('tote'), quantity: 2 }], null, { lineItems: [line('l1', 'tote', 2)] })).toEqual([
      { status: 'added', requestedQuantity: 2, confirmedQuantity: 2, lineItemId: 'l1' },
    ]);
  });

  it('two requests of one item share the units the line grew by, in order', () => {
    const requested = [
      { catalogReference: ref('tea'), quantity: 1 },
      { catalogReference: ref('tea'), quantity: 2 },
      { catalogReference: ref('tea'), quantity: 1 },
    ];
    expect(cartReceipt(requested, { lineItems: [] }, { lineItems: [line('t', 'tea', 2)] }).map((entry) => [entry.status, entry.confirmedQuantity])).toEqual([
      ['added', 1],
      ['clamped', 1],
      ['dropped', 0],
    ]);
  });

  it('matches items by options whatever their key order, and never a custom line', () => {
    const options = { options: { Size: 'M', Color: 'Black' } };
    const after = {
      lineItems: [
        { id: 'custom', catalogReference: ref('tee', options), quantity: 5, customLineItem: true },
        { id: 'tee-m', catalogReference: ref('tee', { options: { Color: 'Black', Size: 'M' } }), quantity: 1 },
      ],
    };
    expect(cartReceipt([{ catalogReference: ref('tee', options), quantity: 1 }], null, after)).toEqual([
      { status: 'added', requestedQuantity: 1, confirmedQuantity: 1, lineItemId: 'tee-m' },
    ]);
  });

  it('reads Cart V2 lines (source.catalogReference, quantityInfo.confirmedQuantity)', () => {
    const v2 = (quantity: number) => ({
      lineItems: [{ id: 'v2-line', source: { catalogReference: ref('tea') }, quantityInfo: { confirmedQuantity: quantity } }],
    });
    expect(cartReceipt([{ catalogReference: ref('tea'), quantity: 2 }], v2(1), v2(2))).toEqual([
      { status: 'clamped', requestedQuantity: 2, confirmedQuantity: 1, lineItemId: 'v2-line' },
    ]);
  });

  it('goes to the line of equal override, service and subscription fields: another line of the item is not it (V1 and V2 lines)', () => {
    const price = { price: '5.00' };
    const v1 = { lineItems: [line('plain', 'tote', 1), { ...line('cheap', 'tote', 3), catalogOverrideFields: price }] };
    const v2 = {
      lineItems: [
        { id: 'plain', source: { catalogReference: ref('tote') }, quantityInfo: { confirmedQuantity: 1 } },
        { id: 'cheap', source: { catalogReference: ref('tote'), catalogOverrideFields: price }, quantityInfo: { confirmedQuantity: 3 } },
      ],
    };
    const requested = [
      { catalogReference: ref('tote'), quantity: 2, catalogOverrideFields: price },
      { catalogReference: ref('tote'), quantity: 1, serviceProperties: { numberOfParticipants: 2 } },
    ];
    for (const after of [v1, v2]) {
      expect(cartReceipt(requested, { lineItems: [line('plain', 'tote', 1)] }, after)).toEqual([
        { status: 'added', requestedQuantity: 2, confirmedQuantity: 2, lineItemId: 'cheap' },
        { status: 'dropped', requestedQuantity: 1, confirmedQuantity: 0 },
      ]);
    }
  });
});
