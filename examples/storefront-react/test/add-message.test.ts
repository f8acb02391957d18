// What the shop says after "Add to cart", from the store's receipt: every unit, fewer, or none.
import type { Cart } from '@storefront-kit/ecom-cart';
import { describe, expect, it } from 'vitest';
import { addMessage } from '../src/lib/add-message';

const cart: Cart = { lineItems: [{ id: 'tea', quantity: 2, availability: { status: 'AVAILABLE', quantityAvailable: 2 } }] };

describe('the add message', () => {
  it('says added for every unit taken, new line or merged', () => {
    expect(addMessage('Tea Set', { status: 'added', requestedQuantity: 1, confirmedQuantity: 1, lineItemId: 'tea' }, cart)).toEqual({
      kind: 'success',
      text: 'Tea Set added to your cart',
    });
    expect(addMessage('Tea Set', { status: 'merged', requestedQuantity: 1, confirmedQuantity: 1, lineItemId: 'tea' }, cart).kind).toBe('success');
  });

  it('says how many were left and added when the platform took fewer', () => {
    expect(addMessage('Tea Set', { status: 'clamped', requestedQuantity: 3, confirmedQuantity: 2, lineItemId: 'tea' }, cart)).toEqual({
      kind: 'info',
      text: 'Only 2 left: added 2',
    });
  });

  it('says sold out when the platform took none', () => {
    expect(addMessage('Rain Coat', { status: 'dropped', requestedQuantity: 1, confirmedQuantity: 0 }, cart)).toEqual({
      kind: 'info',
      text: 'Could not add Rain Coat: sold out',
    });
  });
});
