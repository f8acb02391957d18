import { isValidationError } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import { STORES_APP_ID, type AddToCartRequest, type Cart } from '@storefront-kit/wire/cart';
import { createTempLines } from './view';
import { cartV1 } from './v1';

const ref = (catalogItemId: string) => ({ catalogItemId, appId: STORES_APP_ID });
const input: AddToCartRequest = {
  lineItems: [
    { quantity: 1, catalogReference: ref('p1') },
    { quantity: 1, catalogReference: ref('p2') },
  ],
};

describe('createTempLines', () => {
  it('gives each new line one temporary id and links it to the server line for the same item', () => {
    const lines = createTempLines(cartV1.api.itemOf as (line: object) => string | undefined);
    const add = lines.forAdd(input.lineItems ?? []);
    const temp = add.tempId(1);
    expect(add.tempId(1)).toBe(temp);
    expect(temp).toMatch(/^pending-line-/);
    expect(lines.viewId(temp)).toBe(temp);
    const cart: Cart = {
      lineItems: [
        { id: 'real-2', catalogReference: ref('p2') },
        { id: 'custom', customLineItem: true, catalogReference: ref('p2') },
      ],
    };
    add.link(cart);
    expect([lines.serverId(temp), lines.viewId(temp)]).toEqual(['real-2', 'real-2']);
    expect(lines.serverId('l9')).toBe('l9'); // a server id stays as it is
  });

  it('refuses a temporary id that was never linked, and forgets every link on clear', () => {
    const lines = createTempLines(cartV1.api.itemOf as (line: object) => string | undefined);
    const add = lines.forAdd(input.lineItems ?? []);
    const temp = add.tempId(0);
    const unlinked = (() => {
      try {
        return lines.serverId(temp);
      } catch (e) {
        return e;
      }
    })();
    expect(isValidationError(unlinked) && unlinked.field).toBe('lineItemId');
    add.link({ lineItems: [{ id: 'real-1', catalogReference: ref('p1') }] } as Cart);
    expect(lines.serverId(temp)).toBe('real-1');
    lines.clear();
    expect(lines.viewId(temp)).toBe(temp);
  });
});
