import { type CallOptions, createClient, type EventDefinition, type StorefrontError } from '@storefront-kit/http-core';
import { describe, expectTypeOf, it } from 'vitest';
import {
  addToCurrentCart,
  type Cart,
  type CartActionResult,
  type CartCallOptions,
  type CartErrorCode,
  type CheckoutRedirectError,
  type CartSnapshot,
  cartCreated,
  cartDeleted,
  cartUpdated,
  type CHANNEL_TYPES,
  type ChannelType,
  type CheckoutRedirect,
  createCartStore,
  createCheckoutFromCurrentCart,
  currentCart,
  deleteCurrentCart,
  estimateCurrentCartTotals,
  type EstimateTotalsResponse,
  getCurrentCart,
  removeLineItemsFromCurrentCart,
  updateCurrentCartLineItemQuantity,
} from './index';

const client = createClient({ modules: { currentCart } });

describe('return shapes', () => {
  it('resolve the Cart from every cart call, the estimate, { checkoutId } and void', () => {
    expectTypeOf(getCurrentCart(client)).resolves.toEqualTypeOf<Cart>();
    expectTypeOf(removeLineItemsFromCurrentCart(client, ['l1'])).resolves.toEqualTypeOf<Cart>();
    expectTypeOf(estimateCurrentCartTotals(client)).resolves.toEqualTypeOf<EstimateTotalsResponse>();
    expectTypeOf(createCheckoutFromCurrentCart(client)).resolves.toEqualTypeOf<{ checkoutId: string }>();
    expectTypeOf(deleteCurrentCart(client)).resolves.toBeVoid();
  });

  it("take http-core's per-call options", () => {
    expectTypeOf<CartCallOptions>().toEqualTypeOf<CallOptions>();
    expectTypeOf(getCurrentCart).parameter(1).toEqualTypeOf<CallOptions | undefined>();
  });

  it('bind to the client without the client parameter', () => {
    expectTypeOf(client.currentCart.getCurrentCart).parameters.toEqualTypeOf<[options?: { signal?: AbortSignal; timeoutMs?: number }]>();
    expectTypeOf(client.currentCart.addToCurrentCart({ lineItems: [] })).resolves.toEqualTypeOf<Cart>();
    expectTypeOf(client.currentCart.createCheckoutRedirect).returns.resolves.toEqualTypeOf<CheckoutRedirect>();
  });
});

describe('inputs', () => {
  it('require the wire fields', () => {
    // @ts-expect-error catalogReference is required on a catalogue line
    void addToCurrentCart(client, { lineItems: [{ quantity: 1 }] });
    // @ts-expect-error quantity updates need an id
    void updateCurrentCartLineItemQuantity(client, [{ quantity: 1 }]);
    // @ts-expect-error channel types are the platform's upper-case values
    void createCheckoutFromCurrentCart(client, { channelType: 'web' });
    void createCheckoutFromCurrentCart(client, { channelType: 'WEB' });
  });

  it('accept readonly id lists', () => {
    const ids = ['a', 'b'] as const;
    expectTypeOf(removeLineItemsFromCurrentCart(client, ids)).resolves.toEqualTypeOf<Cart>();
  });
});

describe('enumerations', () => {
  it('are string-literal unions with a matching value list', () => {
    expectTypeOf<(typeof CHANNEL_TYPES)[number]>().toEqualTypeOf<ChannelType>();
    expectTypeOf<'WEB'>().toExtend<ChannelType>();
    expectTypeOf<'web'>().not.toExtend<ChannelType>();
  });
});

describe('events', () => {
  it('carry the cart and a literal kind', () => {
    expectTypeOf(cartCreated).toEqualTypeOf<EventDefinition<Cart, 'created'>>();
    expectTypeOf(cartUpdated).toEqualTypeOf<EventDefinition<Cart, 'updated'>>();
    expectTypeOf(cartDeleted).toEqualTypeOf<EventDefinition<Cart, 'deleted'>>();
  });
});

describe('createCartStore', () => {
  it('offers a snapshot for useSyncExternalStore and results to narrow', async () => {
    const store = createCartStore(client);
    expectTypeOf(store.subscribe).toEqualTypeOf<(listener: () => void) => () => void>();
    expectTypeOf(store.getSnapshot()).toEqualTypeOf<CartSnapshot>();
    expectTypeOf(store.getSnapshot().cart).toEqualTypeOf<Cart | null>();
    const result = await store.changeQuantity('l1', 1);
    expectTypeOf(result).toEqualTypeOf<CartActionResult<Cart>>();
    if (result.ok) expectTypeOf(result.value).toEqualTypeOf<Cart>();
    else expectTypeOf(result.error).toEqualTypeOf<StorefrontError>();
  });
});

describe('errors', () => {
  it("carry a code of the package's union", () => {
    expectTypeOf<CheckoutRedirectError['code']>().toExtend<CartErrorCode>();
    expectTypeOf<CartErrorCode>().toEqualTypeOf<'ERR_CART_CHECKOUT_REDIRECT' | 'ERR_CART_UNEXPECTED' | 'ERR_CART_STORE_DISPOSED' | 'ERR_CART_OWNER_CHANGED'>();
  });
});
