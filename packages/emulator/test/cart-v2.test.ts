/**
 * The current cart V2 over real HTTP: the 18 calls of `/ecom/v2/carts/current*`, their answers in the
 * V2 shape (grouped lines, `ConvertedMoney` without formatted strings), and the errors they answer.
 */
import { describe, expect, test } from 'vitest';
import { demoProductId } from '../src/catalogue/seed';
import { useCartEmulator } from './cart-helpers';
import { catalogItem, codeOf, newV1AndV2Shopper } from './cart-v2-helpers';

const env = useCartEmulator();
const shopper = async () => (await newV1AndV2Shopper(env.emu)).v2;

describe('current cart V2', () => {
  test('a visitor without a cart: GET answers 404 OWNED_CART_NOT_FOUND, as V1 does', async () => {
    const cart = await shopper();
    const answer = await cart.get();
    expect(answer.status).toBe(404);
    expect(codeOf(answer)).toBe('OWNED_CART_NOT_FOUND');
    expect((await cart.upsells()).status).toBe(404);
  });

  test('add-line-items creates the cart; the line is grouped the V2 way, money without formatted strings', async () => {
    const cart = await shopper();
    const added = await cart.add({ catalogItems: [catalogItem('canvas-tote', 2)] });
    expect(added.status).toBe(200);
    const line = added.body.cart.lineItems[0];
    expect(line).toMatchObject({
      name: { original: 'Canvas Tote' },
      quantityInfo: { requestedQuantity: 2, confirmedQuantity: 2 },
      source: { catalogReference: { catalogItemId: demoProductId('canvas-tote') } },
      status: 'IN_STOCK',
      customLineItem: false,
    });
    expect(line.pricing.unitPrice).toEqual({ amount: '22.00', convertedAmount: '22.00' });
    expect(line.pricing.totalPrice).toEqual({ amount: '44.00', convertedAmount: '44.00' });
    expect(added.body.cart).toMatchObject({ subtotal: { amount: '44.00', convertedAmount: '44.00' }, currentCart: true, revision: '1', coupons: [] });
    expect(JSON.stringify(added.body)).not.toContain('formatted');
    expect((await cart.get()).body).toEqual(added.body);
  });

  test('create makes a new cart with items, note, coupon and delivery method; a second create replaces it', async () => {
    const cart = await shopper();
    const created = await cart.create({
      cart: { note: 'leave at door', deliveryInfo: { address: { country: 'US', subdivision: 'US-NY', city: 'New York' } } },
      catalogItems: [catalogItem('canvas-tote')],
      customItems: [
        {
          name: { original: 'Gift wrap' },
          quantityInfo: { requestedQuantity: 1 },
          pricing: { price: { amount: '3' } },
          attributes: { itemType: { preset: 'PHYSICAL' } },
        },
      ],
      coupons: [{ code: 'save10' }],
      deliveryMethod: { code: 'standard' },
    });
    expect(created.status).toBe(200);
    const body = created.body.cart;
    expect(body.lineItems.map((line: any) => [line.name.original, line.customLineItem])).toEqual([
      ['Canvas Tote', false],
      ['Gift wrap', true],
    ]);
    expect(body.note).toBe('leave at door');
    expect(body.coupons).toEqual([{ id: expect.any(String), code: 'SAVE10' }]);
    expect(body.deliveryInfo).toMatchObject({ address: { city: 'New York' }, method: { code: 'standard', title: { original: 'Standard delivery' } } });
    const again = await cart.create({});
    expect(again.body.cart.id).not.toBe(body.id);
    expect(again.body.cart.lineItems).toEqual([]);
  });

  test('update-line-items sets quantities (0 removes), remove-line-items removes; unknown lines are 404 LINE_ITEM_NOT_FOUND_IN_CART', async () => {
    const cart = await shopper();
    const added = await cart.add({ catalogItems: [catalogItem('canvas-tote'), catalogItem('knit-beanie', 1, { Color: 'Red' })] });
    const [tote, beanie] = added.body.cart.lineItems.map((line: any) => line.id);
    const updated = await cart.updateLines([
      { lineItemId: tote, quantity: { newQuantity: 3 } },
      { lineItemId: beanie, quantity: { newQuantity: 0 } },
    ]);
    expect(updated.body.cart.lineItems.map((line: any) => [line.id, line.quantityInfo.requestedQuantity])).toEqual([[tote, 3]]);
    const unknown = await cart.updateLines([{ lineItemId: 'nope', quantity: { newQuantity: 1 } }]);
    expect([unknown.status, codeOf(unknown)]).toEqual([404, 'LINE_ITEM_NOT_FOUND_IN_CART']);
    const missing = await cart.removeLines([tote, 'nope']);
    expect([missing.status, codeOf(missing)]).toEqual([404, 'LINE_ITEM_NOT_FOUND_IN_CART']);
    const removed = await cart.removeLines([tote]);
    expect(removed.body.cart.lineItems).toEqual([]);
    const repeated = await cart.updateLines([
      { lineItemId: 'a', quantity: { newQuantity: 1 } },
      { lineItemId: 'a', quantity: { newQuantity: 2 } },
    ]);
    expect(repeated.status).toBe(400);
  });

  test('coupons: add by code, one at most, remove by the cart coupon id', async () => {
    const cart = await shopper();
    await cart.add({ catalogItems: [catalogItem('canvas-tote', 2)] });
    expect(codeOf(await cart.addCoupon('NOPE'))).toBe('INVALID_COUPON_CODE');
    expect(codeOf(await cart.addCoupon('EXPIRED20'))).toBe('INVALID_COUPON_STATUS');
    const added = await cart.addCoupon('save10');
    const [coupon] = added.body.cart.coupons;
    expect(coupon.code).toBe('SAVE10');
    expect(codeOf(await cart.addCoupon('SAVE10'))).toBe('COUPON_ALREADY_EXISTS');
    expect(codeOf(await cart.addCoupon('WELCOME5'))).toBe('MAX_COUPONS_PER_CART_EXCEEDED');
    const { summary } = (await cart.calculate()).body;
    expect(summary.discounts).toEqual([
      {
        name: { original: '10% off everything' },
        source: { sourceType: 'COUPON', couponCode: 'SAVE10' },
        scope: 'CART_SUBTOTAL',
        total: { amount: '4.40', convertedAmount: '4.40' },
      },
    ]);
    expect(codeOf(await cart.removeCoupon('SAVE10'))).toBe('COUPON_NOT_FOUND_IN_CART');
    expect((await cart.removeCoupon(coupon.id)).body.cart.coupons).toEqual([]);
  });

  test('calculate and estimate answer the cart and its summary, with the delivery method the cart has', async () => {
    const cart = await shopper();
    await cart.add({ catalogItems: [catalogItem('canvas-tote', 2)] });
    await cart.update({ deliveryInfo: { address: { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001' } } });
    expect(codeOf(await cart.setDelivery({ code: 'teleport' }))).toBe('DELIVERY_METHOD_NOT_FOUND');
    const set = await cart.setDelivery({ code: 'express' });
    expect(set.body.cart.deliveryInfo.method).toMatchObject({ code: 'express', title: { original: 'Express delivery' } });
    const estimated = await cart.estimate({ calculateTax: true, calculateDelivery: true, validationConfig: 'PRE_CHECKOUT_VALIDATIONS' });
    expect(estimated.status).toBe(200);
    const { cart: body, summary } = estimated.body;
    expect(summary).toMatchObject({ cartId: body.id, cartRevision: body.revision, deliverySummary: { method: { code: 'express' } } });
    const price = summary.priceSummary;
    const cents = (money: { amount: string }) => Math.round(Number(money.amount) * 100);
    expect(cents(price.subtotal)).toBe(4400);
    expect(cents(price.total)).toBe(cents(price.subtotal) - cents(price.discount) + cents(price.delivery) + cents(price.tax));
    expect(summary.lineItems).toEqual([
      { lineItemId: body.lineItems[0].id, quantity: 2, unitPrice: body.lineItems[0].pricing.unitPrice, totalPrice: expect.any(Object) },
    ]);
    const removed = await cart.removeDelivery();
    expect(removed.body.cart.deliveryInfo.method).toBeUndefined();
    expect((await cart.refresh()).body.cart.revision).toBe(removed.body.cart.revision);
  });

  test('update changes note, customer, addresses and checkout URL; a bad email is a 400 before anything changes', async () => {
    const cart = await shopper();
    await cart.add({ catalogItems: [catalogItem('canvas-tote')] });
    const bad = await cart.update({ note: 'x', customerInfo: { email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    const updated = await cart.update({
      note: 'Ring twice',
      customerInfo: { email: 'ada@example.com', firstName: 'Ada' },
      paymentInfo: { billingAddress: { country: 'GB', city: 'London' } },
      customCheckoutUrl: 'https://shop.example/checkout',
    });
    expect(updated.body.cart).toMatchObject({
      note: 'Ring twice',
      customerInfo: { email: 'ada@example.com', firstName: 'Ada', visitorId: expect.any(String) },
      paymentInfo: { billingAddress: { country: 'GB', city: 'London' }, giftCards: [] },
      customCheckoutUrl: 'https://shop.example/checkout',
    });
  });

  test('gift cards: the emulator issues none (INVALID_GIFT_CARD_CODE, GIFT_CARD_NOT_FOUND_IN_CART); a short code is a 400', async () => {
    const cart = await shopper();
    await cart.add({ catalogItems: [catalogItem('canvas-tote')] });
    expect(codeOf(await cart.addGiftCard({ code: 'GIFT1234' }))).toBe('INVALID_GIFT_CARD_CODE');
    expect((await cart.addGiftCard({ code: 'SHORT' })).status).toBe(400);
    expect(codeOf(await cart.removeGiftCard('g1'))).toBe('GIFT_CARD_NOT_FOUND_IN_CART');
  });

  test('forms are accepted (a new revision), upsell options list every line without offers, delete answers {}', async () => {
    const cart = await shopper();
    const added = await cart.add({ catalogItems: [catalogItem('canvas-tote')] });
    const forms = await cart.updateForms([{ id: 'form-1', formSubmissionId: 'sub-1' }]);
    expect(Number(forms.body.cart.revision)).toBe(Number(added.body.cart.revision) + 1);
    expect((await cart.upsells()).body).toEqual({ itemsUpsells: [{ lineItemId: added.body.cart.lineItems[0].id, upsells: [] }] });
    const deleted = await cart.delete();
    expect([deleted.status, deleted.body]).toEqual([200, {}]);
    expect((await cart.get()).status).toBe(404);
  });
});
