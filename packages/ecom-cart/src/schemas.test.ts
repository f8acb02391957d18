import { describe, expect, test } from 'vitest';
import {
  addToCartRequestSchema,
  addressSchema,
  cartSchema,
  removeCouponRequestSchema,
  updateCartRequestSchema,
  updateLineItemsQuantityRequestSchema,
} from './schemas';
import { MAX_COUPON_CODE_LENGTH, MAX_LINE_ITEM_QUANTITY, STORES_APP_ID } from '@storefront-kit/wire/cart';

const reference = { catalogItemId: 'p1', appId: STORES_APP_ID };

function paths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return (result.error?.issues ?? []).map((issue) => issue.path.map(String).join('.'));
}

describe('addToCartRequestSchema', () => {
  test('accepts catalogue and custom line items', () => {
    const parsed = addToCartRequestSchema.parse({
      lineItems: [{ quantity: 2, catalogReference: { ...reference, options: { variantId: 'v1' } } }],
      customLineItems: [{ quantity: 1, price: '9.5', productName: { original: 'Wrap' }, itemType: { custom: 'wrapping' } }],
    });
    expect(parsed.lineItems?.[0]?.catalogReference.options).toEqual({ variantId: 'v1' });
    expect(parsed.customLineItems?.[0]?.price).toBe('9.5');
  });

  test.each([0, -1, 1.5, MAX_LINE_ITEM_QUANTITY + 1, '1'])('refuses quantity %s', (quantity) => {
    const result = addToCartRequestSchema.safeParse({ lineItems: [{ quantity, catalogReference: reference }] });
    expect(paths(result)).toEqual(['lineItems.0.quantity']);
  });

  test('accepts the largest quantity', () => {
    expect(addToCartRequestSchema.safeParse({ lineItems: [{ quantity: MAX_LINE_ITEM_QUANTITY, catalogReference: reference }] }).success).toBe(true);
  });

  test('needs at least one line item and a catalogReference per catalogue line', () => {
    expect(paths(addToCartRequestSchema.safeParse({ lineItems: [] }))).toEqual(['lineItems']);
    expect(paths(addToCartRequestSchema.safeParse({}))).toEqual(['lineItems']);
    expect(paths(addToCartRequestSchema.safeParse({ lineItems: [{ quantity: 1 }] }))).toEqual(['lineItems.0.catalogReference']);
  });

  test('custom lines need a decimal price, a name and exactly one item type', () => {
    const result = addToCartRequestSchema.safeParse({
      customLineItems: [{ quantity: 1, price: '1.234', productName: { original: '' }, itemType: { preset: 'PHYSICAL', custom: 'x' } }],
    });
    expect(paths(result).sort()).toEqual(['customLineItems.0.itemType', 'customLineItems.0.price', 'customLineItems.0.productName.original']);
  });
});

describe('other request bodies', () => {
  test('coupon codes are limited in length', () => {
    expect(updateCartRequestSchema.safeParse({ couponCode: 'A'.repeat(MAX_COUPON_CODE_LENGTH) }).success).toBe(true);
    expect(paths(updateCartRequestSchema.safeParse({ couponCode: 'A'.repeat(MAX_COUPON_CODE_LENGTH + 1) }))).toEqual(['couponCode']);
    expect(paths(updateCartRequestSchema.safeParse({ couponCode: '' }))).toEqual(['couponCode']);
  });

  test('PATCH line items without an id need a catalogReference', () => {
    expect(paths(updateCartRequestSchema.safeParse({ lineItems: [{ quantity: 1 }] }))).toEqual(['lineItems.0.catalogReference']);
    expect(updateCartRequestSchema.safeParse({ lineItems: [{ id: 'l1', quantity: 1 }] }).success).toBe(true);
  });

  test('quantity updates allow 0 (removal) but not negative numbers', () => {
    expect(updateLineItemsQuantityRequestSchema.safeParse({ lineItems: [{ id: 'l1', quantity: 0 }] }).success).toBe(true);
    expect(paths(updateLineItemsQuantityRequestSchema.safeParse({ lineItems: [{ id: 'l1', quantity: -1 }] }))).toEqual(['lineItems.0.quantity']);
  });

  test('remove-coupon takes {} and ignores other keys', () => {
    expect(removeCouponRequestSchema.parse({ anything: 1 })).toEqual({});
  });
});

describe('non-finite numbers', () => {
  test('"NaN", "Infinity" and "-Infinity" become numbers in numeric fields', () => {
    const address = addressSchema.parse({ geocode: { latitude: 'NaN', longitude: '-Infinity' } });
    expect(address.geocode?.latitude).toBeNaN();
    expect(address.geocode?.longitude).toBe(-Infinity);
    const cart = cartSchema.parse({ lineItems: [{ physicalProperties: { weight: 'Infinity' } }] });
    expect(cart.lineItems?.[0]?.physicalProperties?.weight).toBe(Infinity);
  });

  test('other strings in numeric fields are refused', () => {
    expect(paths(addressSchema.safeParse({ geocode: { latitude: '12.5' } }))).toEqual(['geocode.latitude']);
  });
});
