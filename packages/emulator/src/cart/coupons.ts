/**
 * The emulator's seeded coupons and the rules for applying them. Codes match case-insensitively; the
 * cart stores the canonical (upper-case) code.
 *
 * | Code        | Effect                                   |
 * |-------------|------------------------------------------|
 * | `SAVE10`    | 10% off the items                        |
 * | `WELCOME5`  | 5.00 off the items (never below zero)    |
 * | `FREESHIP`  | free shipping (any shipping option)      |
 * | `EXPIRED20` | 20% off, expired on 2020-01-01: rejected |
 */
import { PlatformError } from '../core/platform-error';

/** What a seeded coupon does: a percentage or a fixed amount (in cents) off the items, or free shipping. */
export type CouponEffect = { kind: 'percentage'; percent: number } | { kind: 'amount'; cents: number } | { kind: 'freeShipping' };

/** A coupon the emulator knows. */
export interface CouponDefinition {
  id: string;
  code: string;
  name: string;
  effect: CouponEffect;
  /** ISO-8601; the coupon is rejected from then on. */
  expirationDate?: string;
}

/**
 * The coupons every emulator knows (whatever the catalogue seed), in a stable order. Apply one with
 * `PATCH /ecom/v1/carts/current {couponCode}`; codes match case-insensitively.
 *
 * | Code        | Effect                                                         |
 * |-------------|----------------------------------------------------------------|
 * | `SAVE10`    | 10% off the items                                              |
 * | `WELCOME5`  | 5.00 off the items (never below zero)                          |
 * | `FREESHIP`  | free shipping (any shipping option)                            |
 * | `EXPIRED20` | 20% off, expired on 2020-01-01: `ERROR_COUPON_IS_EXPIRED` (400) |
 *
 * Any other code is `ERROR_COUPON_DOES_NOT_EXIST` (400).
 */
export const SEEDED_COUPONS: readonly CouponDefinition[] = [
  {
    id: '5a7e0c36-0d3f-4c5e-9a55-0000000000a1',
    code: 'SAVE10',
    name: '10% off everything',
    effect: { kind: 'percentage', percent: 10 },
  },
  {
    id: '5a7e0c36-0d3f-4c5e-9a55-0000000000a2',
    code: 'WELCOME5',
    name: '5 off your first order',
    effect: { kind: 'amount', cents: 500 },
  },
  {
    id: '5a7e0c36-0d3f-4c5e-9a55-0000000000a3',
    code: 'FREESHIP',
    name: 'Free shipping',
    effect: { kind: 'freeShipping' },
  },
  {
    id: '5a7e0c36-0d3f-4c5e-9a55-0000000000a4',
    code: 'EXPIRED20',
    name: '20% off (expired)',
    effect: { kind: 'percentage', percent: 20 },
    expirationDate: '2020-01-01T00:00:00.000Z',
  },
];

/** The seeded coupon with this code (case-insensitive), if any. */
export function findCoupon(code: string): CouponDefinition | undefined {
  const wanted = code.trim().toUpperCase();
  return SEEDED_COUPONS.find((coupon) => coupon.code === wanted);
}

/**
 * The coupon to apply for `code` at time `now` (epoch ms), or a 400 application error:
 * `ERROR_COUPON_DOES_NOT_EXIST` for an unknown code, `ERROR_COUPON_IS_EXPIRED` for an expired one.
 */
export function couponToApply(code: string, now: number): CouponDefinition {
  const coupon = findCoupon(code);
  if (!coupon) {
    throw PlatformError.application(400, 'ERROR_COUPON_DOES_NOT_EXIST', `Coupon ${code} does not exist`, 'Coupon does not exist', {
      couponCode: code,
    });
  }
  if (coupon.expirationDate !== undefined && Date.parse(coupon.expirationDate) <= now) {
    throw PlatformError.application(400, 'ERROR_COUPON_IS_EXPIRED', `Coupon ${coupon.code} has expired`, 'Coupon has expired', {
      couponCode: coupon.code,
      expirationDate: coupon.expirationDate,
    });
  }
  return coupon;
}
