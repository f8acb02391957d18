import { isAbortError, isTimeoutError, type RequestClient, TimeoutError } from '@storefront-kit/http-core';
import { json } from '@storefront-kit/test-utils/recording-fetch';
import { describe, expect, it } from 'vitest';
import { recordingClient } from '../test/recording-client';
import { CheckoutRedirectError, currentCart, STORES_APP_ID } from './index';

type Call = (c: RequestClient) => Promise<unknown>;
const options = { timeoutMs: 20 };
const never = () => new Promise<Response>(() => {});
const cart = currentCart;

// Every call, with a per-call time budget far below the client's (30 s by default).
const calls: [string, Call][] = [
  ['getCurrentCart', (c) => cart.getCurrentCart(c, options)],
  ['updateCurrentCart', (c) => cart.updateCurrentCart(c, { couponCode: 'SAVE10' }, options)],
  ['deleteCurrentCart', (c) => cart.deleteCurrentCart(c, options)],
  [
    'addToCurrentCart',
    (c) => cart.addToCurrentCart(c, { lineItems: [{ quantity: 1, catalogReference: { catalogItemId: 'p1', appId: STORES_APP_ID } }] }, options),
  ],
  ['removeLineItemsFromCurrentCart', (c) => cart.removeLineItemsFromCurrentCart(c, ['l1'], options)],
  ['updateCurrentCartLineItemQuantity', (c) => cart.updateCurrentCartLineItemQuantity(c, [{ id: 'l1', quantity: 2 }], options)],
  ['removeCouponFromCurrentCart', (c) => cart.removeCouponFromCurrentCart(c, options)],
  ['estimateCurrentCartTotals', (c) => cart.estimateCurrentCartTotals(c, {}, options)],
  ['createCheckoutFromCurrentCart', (c) => cart.createCheckoutFromCurrentCart(c, {}, options)],
  ['createCheckoutRedirect (its checkout step)', (c) => cart.createCheckoutRedirect(c, {}, options)],
];

describe('per-call options', () => {
  it.each(calls)('%s passes timeoutMs on: a fetch that never answers ends in a TimeoutError', async (_name, call) => {
    const { client, requests } = recordingClient(never);
    await expect(call(client)).rejects.toBeInstanceOf(TimeoutError);
    expect(requests).toHaveLength(1);
  });

  it('createCheckoutRedirect passes timeoutMs on to its redirect session too (the checkout is kept)', async () => {
    const { client, requests } = recordingClient((r) => (r.path.endsWith('create-checkout') ? json({ checkoutId: 'k1' }) : never()));
    const error = await cart.createCheckoutRedirect(client, {}, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckoutRedirectError);
    expect(error).toMatchObject({ checkoutId: 'k1' });
    expect(isTimeoutError((error as CheckoutRedirectError).cause)).toBe(true);
    expect(requests.map((r) => r.path)).toEqual(['/ecom/v1/carts/current/create-checkout', '/_api/redirects-api/v1/redirect-session']);
  });

  it('passes the signal on: aborting ends the hanging request', async () => {
    let redirectSessionSent!: () => void;
    const hanging = new Promise<void>((r) => (redirectSessionSent = r));
    const { client } = recordingClient((r) => {
      if (r.path.endsWith('create-checkout')) return json({ checkoutId: 'k1' });
      redirectSessionSent();
      return never();
    });
    const controller = new AbortController();
    const pending = cart.createCheckoutRedirect(client, {}, { signal: controller.signal }).catch((e: unknown) => e);
    await hanging; // the checkout is created and its redirect session is on the wire, unanswered
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(CheckoutRedirectError);
    expect(error).toMatchObject({ checkoutId: 'k1' });
    expect(isAbortError((error as CheckoutRedirectError).cause)).toBe(true);
  });

  it('covers every call of the namespace', () => {
    const tested = new Set(calls.map(([name]) => name.split(' ')[0]));
    expect(Object.keys(currentCart).filter((name) => !tested.has(name))).toEqual([]);
  });
});
