import { isValidationError } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import { STORES_APP_ID, type Cart, type LineItem } from '@storefront-kit/wire/cart';
import { createTempLines } from './view';
import { cartV1 } from './v1';

const ref = (catalogItemId: string) => ({ catalogItemId, appId: STORES_APP_ID });
const catalogue = [
  { quantity: 1, catalogReference: ref('p1') },
  { quantity: 1, catalogReference: ref('p2') },
];
const custom = (id: string, name: string): LineItem => ({ id, customLineItem: true, productName: { original: name } });
const cartOf = (...lineItems: LineItem[]): Cart => ({ lineItems });
const newLines = () => createTempLines(cartV1.api as unknown as Parameters<typeof createTempLines>[0]);

describe('createTempLines', () => {
  it('gives each new line one temporary id and links it to the line the add created for the same item', () => {
    const lines = newLines();
    const add = lines.forAdd(catalogue, []);
    const temp = add.tempId(1);
    expect(add.tempId(1)).toBe(temp);
    expect(temp).toMatch(/^pending-line-/);
    expect(lines.viewId(temp)).toBe(temp);
    const before: Cart = { lineItems: [{ id: 'old-2', catalogReference: ref('p2'), catalogOverrideFields: { price: '1.00' } }] };
    const cart: Cart = {
      lineItems: [...(before.lineItems ?? []), { ...custom('custom', 'Wrap'), catalogReference: ref('p2') }, { id: 'real-2', catalogReference: ref('p2') }],
    };
    add.link(cart, before);
    expect([lines.serverId(temp), lines.viewId(temp)]).toEqual(['real-2', 'real-2']);
    expect(lines.serverId('l9')).toBe('l9'); // a server id stays as it is
  });

  it('links a catalogue line that merged into a line already there to that line', () => {
    const lines = newLines();
    const add = lines.forAdd(catalogue, []);
    const temp = add.tempId(0);
    add.link(cartOf({ id: 'l1', catalogReference: ref('p1'), quantity: 2 }), cartOf({ id: 'l1', catalogReference: ref('p1'), quantity: 1 }));
    expect(lines.serverId(temp)).toBe('l1');
  });

  it('links custom lines by name in the add order, from the end of the lines created, and leaves a caller-chosen id to its own line', () => {
    const lines = newLines();
    const add = lines.forAdd([], [{ name: 'Wrap', id: 'mine' }, { name: 'Wrap' }, { name: 'Wrap' }, { name: 'Card' }]);
    const temps = [1, 2, 3].map(add.tempId);
    // 'other' was created by someone else after the cart the store knew; the add's lines come last.
    add.link(cartOf(custom('other', 'Wrap'), custom('card', 'Card'), custom('mine', 'Wrap'), custom('w1', 'Wrap'), custom('w2', 'Wrap')), null);
    expect(temps.map(lines.serverId)).toEqual(['w1', 'w2', 'card']);
  });

  it('refuses a temporary id that was never linked, and forgets every link on clear', () => {
    const lines = newLines();
    const add = lines.forAdd(catalogue, [{ name: 'Wrap' }]);
    const temp = add.tempId(0);
    const wrap = add.tempId(2);
    const unlinked = (id: string) => {
      try {
        return lines.serverId(id);
      } catch (e) {
        return e;
      }
    };
    expect(isValidationError(unlinked(temp)) && (unlinked(temp) as { field: string }).field).toBe('lineItemId');
    // A custom line of the same name that was already in the cart is not the add's.
    add.link(cartOf({ id: 'real-1', catalogReference: ref('p1') }, custom('old', 'Wrap')), cartOf(custom('old', 'Wrap')));
    expect(lines.serverId(temp)).toBe('real-1');
    expect(isValidationError(unlinked(wrap))).toBe(true);
    lines.clear();
    expect(lines.viewId(temp)).toBe(temp);
  });
});
