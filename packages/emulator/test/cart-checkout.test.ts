/**
 * Checking the current cart out over real HTTP: create-checkout's snapshot, completing the order, and
 * the carts that cannot be checked out.
 */
import { describe, expect, test } from 'vitest';
import { item, useCartEmulator, violatedFields } from './cart-helpers';

const env = useCartEmulator();
const { newShopper } = env;

describe('checkout', () => {
  test('create-checkout remembers a snapshot; completing it places the order once and removes the cart', async () => {
    const cart = await newShopper();
    await cart.add({ lineItems: [item('canvas-tote', 2)] });
    const { body } = await cart.createCheckout({
      channelType: 'WEB',
      email: 'buyer@example.com',
      shippingAddress: { country: 'US' },
      selectedShippingOption: { code: 'express' },
    });
    const checkoutId = body.checkoutId as string;
    const read = await cart.get();
    expect(read.body.cart.checkoutId).toBe(checkoutId);
    expect(read.body.cart.revision).toBe('2');

    const service = env.emu.context.services.checkout!;
    expect(service.describe(checkoutId)).toEqual({
      lineItems: [{ name: 'Canvas Tote', quantity: 2, price: '22.00', imageUrl: expect.any(String) }],
      subtotal: '44.00',
      total: '63.40', // 44.00 + express 15.00 + tax 4.40
      currency: 'USD',
      completed: false,
    });
    const order = service.complete(checkoutId);
    expect(order).toEqual({ orderId: expect.any(String) });
    expect(service.complete(checkoutId)).toEqual(order);
    expect(service.describe(checkoutId)?.completed).toBe(true);
    expect((await cart.get()).status).toBe(404);
    expect(service.describe('unknown')).toBeUndefined();
    expect(service.complete('unknown')).toBeUndefined();
  });

  test('a cart without lines cannot be checked out; no cart is OWNED_CART_NOT_FOUND', async () => {
    const cart = await newShopper();
    expect((await cart.createCheckout({})).body.details.applicationError.code).toBe('OWNED_CART_NOT_FOUND');
    const lineId = (await cart.add({ lineItems: [item('canvas-tote')] })).body.cart.lineItems[0].id;
    await cart.removeLines([lineId]);
    const empty = await cart.createCheckout({});
    expect(empty.status).toBe(400);
    expect(empty.body.details.applicationError.code).toBe('EMPTY_CART');
    const badChannel = await cart.createCheckout({ channelType: 'CARRIER_PIGEON' });
    expect(violatedFields(badChannel.body)).toEqual(['channelType']);
  });
});
