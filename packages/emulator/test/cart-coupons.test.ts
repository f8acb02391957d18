/**
 * Coupons on the current cart over real HTTP: applying, replacing and removing them, and the codes that
 * are refused.
 */
import { describe, expect, test } from 'vitest';
import { item, useCartEmulator } from './cart-helpers';

const { newShopper } = useCartEmulator();

describe('coupons', () => {
  test('SAVE10 applies (case-insensitively), remove-coupon with {} takes it off', async () => {
    const cart = await newShopper();
    await cart.add({ lineItems: [item('canvas-tote', 2)] });
    const applied = await cart.update({ couponCode: 'save10' });
    expect(applied.status).toBe(200);
    expect(applied.body.cart.appliedDiscounts).toEqual([
      {
        coupon: {
          id: expect.any(String),
          code: 'SAVE10',
          name: '10% off everything',
          amount: { amount: '4.40', convertedAmount: '4.40', formattedAmount: '$4.40', formattedConvertedAmount: '$4.40' },
        },
      },
    ]);
    const removed = await cart.removeCoupon();
    expect(removed.status).toBe(200);
    expect(Object.keys(removed.body)).toEqual(['cart']);
    expect(removed.body.cart.appliedDiscounts).toEqual([]);
  });

  test('WELCOME5 takes 5.00 off; a later coupon replaces the earlier one', async () => {
    const cart = await newShopper();
    await cart.add({ lineItems: [item('canvas-tote', 2)] });
    await cart.update({ couponCode: 'SAVE10' });
    const { body } = await cart.update({ couponCode: 'WELCOME5' });
    expect(body.cart.appliedDiscounts.map((d: any) => [d.coupon.code, d.coupon.amount.amount])).toEqual([['WELCOME5', '5.00']]);
  });

  test('unknown and expired coupons are 400 application errors and leave the cart alone', async () => {
    const cart = await newShopper();
    await cart.add({ lineItems: [item('canvas-tote')] });
    await cart.update({ couponCode: 'SAVE10' });
    const unknown = await cart.update({ couponCode: 'NOPE' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details.applicationError.code).toBe('ERROR_COUPON_DOES_NOT_EXIST');
    const expired = await cart.update({ couponCode: 'EXPIRED20' });
    expect(expired.status).toBe(400);
    expect(expired.body.details.applicationError.code).toBe('ERROR_COUPON_IS_EXPIRED');
    const { body } = await cart.get();
    expect(body.cart.appliedDiscounts.map((d: any) => d.coupon.code)).toEqual(['SAVE10']);
    expect(body.cart.revision).toBe('2');
  });
});
