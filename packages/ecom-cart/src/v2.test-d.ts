import { type CallOptions, createClient } from '@storefront-kit/http-core';
import { describe, expectTypeOf, it } from 'vitest';
import {
  addLineItemsToCurrentCart,
  type Cart,
  type CartSummary,
  currentCartV2,
  deleteCurrentCart,
  estimateCurrentCart,
  getCurrentCart,
  getUpsellOptionsForCurrentCart,
  type LineItemStatus,
  type LINE_ITEM_STATUSES,
  type UpsellOptionsResponse,
  updateLineItemsInCurrentCart,
} from './v2';

const client = createClient({ modules: { currentCartV2 } });

describe('current cart V2 return shapes: the whole answer, as the official module', () => {
  it('cart calls resolve { cart }, totals { cart, summary }, delete void', () => {
    expectTypeOf(getCurrentCart(client)).resolves.toEqualTypeOf<{ cart: Cart }>();
    expectTypeOf(client.currentCartV2.getCurrentCart()).resolves.toEqualTypeOf<{ cart: Cart }>();
    expectTypeOf(estimateCurrentCart(client)).resolves.toMatchTypeOf<{ cart: Cart; summary: CartSummary }>();
    expectTypeOf(getUpsellOptionsForCurrentCart(client)).resolves.toEqualTypeOf<UpsellOptionsResponse>();
    expectTypeOf(deleteCurrentCart(client)).resolves.toBeVoid();
  });

  it('CallOptions come last; statuses are the value list', () => {
    expectTypeOf(addLineItemsToCurrentCart).parameter(2).toEqualTypeOf<CallOptions | undefined>();
    expectTypeOf<LineItemStatus>().toEqualTypeOf<(typeof LINE_ITEM_STATUSES)[number]>();
  });

  it('inputs are typed: a quantity is a number, a line update names its line', () => {
    // @ts-expect-error a quantity is a number
    void addLineItemsToCurrentCart(client, { catalogItems: [{ quantity: '1', catalogReference: { catalogItemId: 'p', appId: 'a' } }] });
    // @ts-expect-error lineItemId is required
    void updateLineItemsInCurrentCart(client, { lineItems: [{ quantity: { newQuantity: 1 } }] });
  });
});
