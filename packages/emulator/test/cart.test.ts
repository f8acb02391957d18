/**
 * The current cart over real HTTP: the nine calls and the platform shapes of their answers. The other
 * `cart-*.test.ts` files cover owners and authentication, adding lines and validation, coupons, the
 * estimate, checkout, events and members.
 */
import { describe, expect, test } from 'vitest';
import { item, useCartEmulator, violatedFields } from './cart-helpers';

const ESTIMATE_KEYS = [
  'additionalFees',
  'appliedDiscounts',
  'calculatedLineItems',
  'calculationErrors',
  'cart',
  'currency',
  'giftCard',
  'membershipOptions',
  'payLater',
  'payNow',
  'priceSummary',
  'shippingInfo',
  'taxSummary',
  'violations',
  'weightUnit',
];

const CART_KEYS = [
  'appliedDiscounts',
  'buyerInfo',
  'buyerLanguage',
  'conversionCurrency',
  'createdDate',
  'currency',
  'id',
  'lineItems',
  'paymentCurrency',
  'purchaseFlowId',
  'revision',
  'siteLanguage',
  'taxIncludedInPrices',
  'updatedDate',
  'weightUnit',
];

const env = useCartEmulator();
const { newShopper } = env;

describe('the nine calls', () => {
  test('get without a cart is a 404 OWNED_CART_NOT_FOUND in platform format, as on the live platform', async () => {
    const cart = await newShopper();
    const answer = await cart.get();
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      message: 'Cart not found',
      details: { applicationError: { code: 'OWNED_CART_NOT_FOUND', description: 'Cannot find cart by ownership', data: {} } },
    });
    expect(answer.headers.get('x-wix-request-id')).toBeTruthy();
  });

  test('every current-cart call but add-to-cart answers 404 OWNED_CART_NOT_FOUND for an owner without a cart', async () => {
    const cart = await newShopper();
    const answers = {
      get: await cart.get(),
      update: await cart.update({ cartInfo: { buyerNote: 'x' } }),
      delete: await cart.delete(),
      removeLines: await cart.removeLines(['line-1']),
      updateQuantities: await cart.updateQuantities([{ id: 'line-1', quantity: 2 }]),
      removeCoupon: await cart.removeCoupon(),
      estimate: await cart.estimate({}),
      createCheckout: await cart.createCheckout({}),
    };
    for (const answer of Object.values(answers)) {
      expect(answer.status).toBe(404);
      expect(answer.body.details.applicationError.code).toBe('OWNED_CART_NOT_FOUND');
    }
  });

  test('add-to-cart creates the cart and answers exactly {cart} with catalogue prices', async () => {
    const cart = await newShopper();
    const answer = await cart.add({ lineItems: [item('canvas-tote', 2)] });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['cart']);
    const entity = answer.body.cart;
    expect(Object.keys(entity).sort()).toEqual(CART_KEYS);
    expect(entity).toMatchObject({ currency: 'USD', weightUnit: 'KG', revision: '1', taxIncludedInPrices: false });
    expect(entity.buyerInfo.visitorId).toEqual(expect.any(String));
    expect(entity.lineItems).toHaveLength(1);
    const line = entity.lineItems[0];
    expect(line).toMatchObject({
      quantity: 2,
      productName: { original: 'Canvas Tote' },
      price: { amount: '22.00', formattedAmount: '$22.00', convertedAmount: '22.00' },
      fullPrice: { amount: '22.00' },
      priceBeforeDiscounts: { amount: '22.00' },
      lineItemPrice: { amount: '44.00' },
      availability: { status: 'AVAILABLE' },
      itemType: { preset: 'PHYSICAL' },
      paymentOption: 'FULL_PAYMENT_ONLINE',
      physicalProperties: { weight: 0.3, shippable: true },
      url: { relativePath: '/product-page/canvas-tote' },
    });
    expect(line.catalogReference).toEqual(item('canvas-tote').catalogReference);
    expect(line.image.url).toEqual(expect.any(String));

    const read = await cart.get();
    expect(read.status).toBe(200);
    expect(Object.keys(read.body)).toEqual(['cart']);
    expect(read.body.cart).toEqual(entity);
  });

  test('a product discount shows as price below fullPrice; variant choices become description lines', async () => {
    const cart = await newShopper();
    const { body } = await cart.add({
      lineItems: [item('denim-jacket', 1, { Size: 'M' }), item('classic-tee', 1, { Size: 'XL', Color: 'Red' })],
    });
    const [jacket, tee] = body.cart.lineItems;
    expect(jacket.price.amount).toBe('100.00');
    expect(jacket.fullPrice.amount).toBe('120.00');
    expect(jacket.descriptionLines).toEqual([
      { name: { original: 'Size', translated: 'Size' }, plainText: { original: 'M', translated: 'M' }, lineType: 'PLAIN_TEXT' },
    ]);
    expect(tee.price.amount).toBe('27.00');
    expect(tee.descriptionLines.map((line: any) => line.lineType).sort()).toEqual(['COLOR', 'PLAIN_TEXT']);
  });

  test('PATCH updates cart info and answers {cart}; every mutation bumps revision and updatedDate', async () => {
    const cart = await newShopper();
    const created = (await cart.add({ lineItems: [item('sticker-pack')] })).body.cart;
    env.emu.advanceClock(60_000);
    const answer = await cart.update({
      cartInfo: {
        buyerNote: 'Leave at the door',
        buyerInfo: { email: 'buyer@example.com' },
        contactInfo: { address: { country: 'US', city: 'Boston', geocode: { latitude: 42.36, longitude: 'NaN' } } },
        selectedShippingOption: { code: 'express' },
      },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['cart']);
    const updated = answer.body.cart;
    expect(updated.buyerNote).toBe('Leave at the door');
    expect(updated.buyerInfo.email).toBe('buyer@example.com');
    expect(updated.contactInfo.address.city).toBe('Boston');
    expect(updated.contactInfo.address.geocode).toEqual({ latitude: 42.36, longitude: 'NaN' });
    expect(updated.selectedShippingOption).toEqual({ code: 'express' });
    expect(updated.revision).toBe('2');
    expect(Date.parse(updated.updatedDate) - Date.parse(created.updatedDate)).toBeGreaterThanOrEqual(60_000);
    expect(updated.createdDate).toBe(created.createdDate);
  });

  test('PATCH with cartFieldmask changes only the masked cartInfo fields', async () => {
    const cart = await newShopper();
    await cart.add({ lineItems: [item('sticker-pack')] });
    await cart.update({ cartInfo: { buyerNote: 'first note', selectedShippingOption: { code: 'standard' } } });
    const answer = await cart.update({
      cartInfo: { buyerNote: 'second note', selectedShippingOption: { code: 'express' } },
      cartFieldmask: 'selectedShippingOption',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.cart.selectedShippingOption).toEqual({ code: 'express' });
    expect(answer.body.cart.buyerNote).toBe('first note');
    expect((await cart.get()).body.cart).toEqual(answer.body.cart);
  });

  test('a mask takes nested paths, clears masked fields the body leaves out, and refuses unknown fields', async () => {
    const cart = await newShopper();
    await cart.add({ lineItems: [item('sticker-pack')] });
    await cart.update({
      cartInfo: { buyerNote: 'note', buyerInfo: { email: 'a@example.com' }, contactInfo: { address: { country: 'US', city: 'Boston' } } },
    });
    const nested = await cart.update({
      cartInfo: { buyerNote: 'ignored', contactInfo: { address: { country: 'FR', city: 'Paris' } } },
      cartFieldmask: 'contactInfo.address.city, buyerInfo.email',
    });
    expect(nested.status).toBe(200);
    expect(nested.body.cart.contactInfo.address).toEqual({ country: 'US', city: 'Paris' });
    expect(nested.body.cart.buyerNote).toBe('note');
    expect(nested.body.cart.buyerInfo.email).toBeUndefined();

    const unknown = await cart.update({ cartInfo: { buyerNote: 'x' }, cartFieldmask: 'buyerNote,lineItems' });
    expect(unknown.status).toBe(400);
    expect(violatedFields(unknown.body)).toEqual(['cartFieldmask']);
    expect((await cart.get()).body.cart.buyerNote).toBe('note');

    const inherited = await cart.update({ cartInfo: { contactInfo: { address: { city: 'Rome' } } }, cartFieldmask: 'contactInfo.constructor' });
    expect(inherited.status).toBe(400);
    expect(violatedFields(inherited.body)).toEqual(['cartFieldmask']);
  });

  test('PATCH lineItems with an id set that quantity; without an id they add items', async () => {
    const cart = await newShopper();
    const lineId = (await cart.add({ lineItems: [item('sticker-pack')] })).body.cart.lineItems[0].id;
    const { body } = await cart.update({
      lineItems: [{ id: lineId, quantity: 4 }, item('cutting-board')],
      customLineItems: [{ quantity: 1, price: '3', productName: { original: 'Card' }, itemType: { preset: 'DIGITAL' } }],
    });
    expect(body.cart.lineItems.map((l: any) => [l.productName.original, l.quantity])).toEqual([
      ['Sticker Pack', 4],
      ['Cutting Board', 1],
      ['Card', 1],
    ]);
    const missing = await cart.update({ lineItems: [{ id: 'no-such-line', quantity: 1 }] });
    expect(missing.status).toBe(400);
    expect(violatedFields(missing.body)).toEqual(['lineItems.0.id']);
  });

  test('remove-line-items answers {cart} without the lines (unknown ids are ignored)', async () => {
    const cart = await newShopper();
    const lines = (await cart.add({ lineItems: [item('sticker-pack'), item('cutting-board')] })).body.cart.lineItems;
    const answer = await cart.removeLines([lines[0].id, 'not-a-line']);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['cart']);
    expect(answer.body.cart.lineItems.map((l: any) => l.id)).toEqual([lines[1].id]);
  });

  test('update-line-items-quantity sets quantities, 0 removes a line, an unknown id is a 400', async () => {
    const cart = await newShopper();
    const lines = (await cart.add({ lineItems: [item('sticker-pack'), item('cutting-board')] })).body.cart.lineItems;
    const answer = await cart.updateQuantities([
      { id: lines[0].id, quantity: 7 },
      { id: lines[1].id, quantity: 0 },
    ]);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['cart']);
    expect(answer.body.cart.lineItems.map((l: any) => [l.id, l.quantity])).toEqual([[lines[0].id, 7]]);
    expect(answer.body.cart.lineItems[0].lineItemPrice.amount).toBe('42.00');

    const unknown = await cart.updateQuantities([{ id: 'nope', quantity: 1 }]);
    expect(unknown.status).toBe(400);
    expect(violatedFields(unknown.body)).toEqual(['lineItems.0.id']);
    expect((await cart.get()).body.cart.lineItems[0].quantity).toBe(7);
  });

  test('DELETE answers {} and the cart is gone', async () => {
    const cart = await newShopper();
    await cart.add({ lineItems: [item('sticker-pack')] });
    const answer = await cart.delete();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({});
    expect((await cart.get()).status).toBe(404);
    expect((await cart.delete()).status).toBe(404);
  });

  test('estimate-totals answers exactly the platform keys; create-checkout exactly {checkoutId}', async () => {
    const cart = await newShopper();
    await cart.add({ lineItems: [item('canvas-tote')] });
    const estimate = await cart.estimate({});
    expect(estimate.status).toBe(200);
    expect(Object.keys(estimate.body).sort()).toEqual(ESTIMATE_KEYS);
    const checkout = await cart.createCheckout({ channelType: 'WEB' });
    expect(checkout.status).toBe(200);
    expect(Object.keys(checkout.body)).toEqual(['checkoutId']);
    expect(checkout.body.checkoutId).toEqual(expect.any(String));
  });
});
