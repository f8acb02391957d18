/**
 * The current cart over real HTTP: the nine calls, per-owner carts, merging and concurrency, coupons,
 * the estimate (shipping, tax, discounts, memberships, violations), checkout, events and validation.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Emulator, startEmulator } from '../src/index';
import { EMULATOR_CARRIER_ID, PARCEL_LOCKERS_CARRIER_ID } from '../src/cart/shipping';
import { GOLD_MEMBERSHIP_ID, PAID_PLANS_APP_ID, SILVER_MEMBERSHIP_ID } from '../src/cart/memberships';
import { call, cartClient, item, violatedFields, visitorToken } from './cart-helpers';
import { startReceiver, type Receiver } from './helpers';
import { exchangeCode, memberCodeViaPage } from './identity-helpers';

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

let emu: Emulator;

beforeAll(async () => {
  emu = await startEmulator({ port: 0 });
});

afterAll(async () => {
  await emu.stop();
});

async function newShopper() {
  return cartClient(emu, await visitorToken(emu));
}

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
    emu.advanceClock(60_000);
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

describe('owners and authentication', () => {
  test('two visitors do not see each other’s carts', async () => {
    const alice = await newShopper();
    const bob = await newShopper();
    await alice.add({ lineItems: [item('field-watch')] });
    expect((await bob.get()).status).toBe(404);
    await bob.add({ lineItems: [item('tea-set')] });
    expect((await alice.get()).body.cart.lineItems.map((l: any) => l.productName.original)).toEqual(['Field Watch']);
    expect((await bob.get()).body.cart.lineItems.map((l: any) => l.productName.original)).toEqual(['Tea Set']);
  });

  test('the cart is served on the edge host; the read-only host serves GET but refuses mutations', async () => {
    const token = await visitorToken(emu);
    const viaEdge = await fetch(`${emu.hosts.edge}/ecom/v1/carts/current/add-to-cart`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ lineItems: [item('canvas-tote')] }),
    });
    expect(viaEdge.status).toBe(200);
    const read = await fetch(`${emu.hosts.readOnly}/ecom/v1/carts/current`, { headers: { authorization: token } });
    expect(((await read.json()) as any).cart.lineItems).toHaveLength(1);
    const write = await fetch(`${emu.hosts.readOnly}/ecom/v1/carts/current/remove-coupon`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(write.status).toBe(405);
    expect((await cartClient(emu, token).get()).body.cart.revision).toBe('1');
  });

  test('no token, an unknown token and the merchant API key are refused with 401', async () => {
    const none = await call(emu, 'GET', '/ecom/v1/carts/current');
    expect(none.status).toBe(401);
    const unknown = await call(emu, 'GET', '/ecom/v1/carts/current', undefined, 'not-a-token');
    expect(unknown.status).toBe(401);
    const merchant = await call(emu, 'POST', '/ecom/v1/carts/current/add-to-cart', { lineItems: [item('canvas-tote')] }, emu.apiKey);
    expect(merchant.status).toBe(401);
    expect(merchant.body.details.applicationError.code).toBe('UNAUTHENTICATED');
  });
});

describe('adding lines', () => {
  test('the same item merges into one line whose quantity adds up', async () => {
    const cart = await newShopper();
    await cart.add({ lineItems: [item('classic-tee', 1, { Size: 'M', Color: 'Black' })] });
    const { body } = await cart.add({
      lineItems: [item('classic-tee', 2, { Color: 'Black', Size: 'M' }), item('classic-tee', 1, { Size: 'L', Color: 'Black' })],
    });
    expect(body.cart.lineItems.map((l: any) => l.quantity)).toEqual([3, 1]);
    expect(body.cart.revision).toBe('2');
  });

  test('ten parallel adds of distinct items all end up in the cart', async () => {
    const cart = await newShopper();
    const choices = ['S', 'M', 'L', 'XL'].flatMap((Size) => ['Black', 'White', 'Red'].map((Color) => ({ Size, Color }))).slice(0, 10);
    const answers = await Promise.all(choices.map((choice) => cart.add({ lineItems: [item('classic-tee', 1, choice)] })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const { body } = await cart.get();
    expect(body.cart.lineItems).toHaveLength(10);
    expect(body.cart.revision).toBe('10');
    const seen = body.cart.lineItems.map((l: any) => JSON.stringify(l.catalogReference.options.options)).sort();
    expect(seen).toEqual(choices.map((choice) => JSON.stringify(choice)).sort());
  });

  test('with injected latency and a failing request, parallel adds still all land exactly once', async () => {
    const cart = await newShopper();
    emu.addFault({ method: 'POST', path: '/ecom/v1/carts/current/add-to-cart', kind: 'latency', latencyMs: 20 });
    emu.addFault({ method: 'POST', path: '/ecom/v1/carts/current/add-to-cart', kind: 'status', status: 500, times: 1 });
    try {
      const slugs = ['canvas-tote', 'cutting-board', 'sticker-pack', 'field-watch', 'desk-lamp', 'tea-set'];
      const answers = await Promise.all(slugs.map((slug) => cart.add({ lineItems: [item(slug)] })));
      const failed = answers.filter((a) => a.status === 500);
      expect(failed).toHaveLength(1);
      const { body } = await cart.get();
      expect(body.cart.lineItems).toHaveLength(slugs.length - 1);
      expect(body.cart.lineItems.every((l: any) => l.quantity === 1)).toBe(true);
    } finally {
      emu.clearFaults();
    }
  });

  test('two serialized +1 adds on a line of 1 end at 3', async () => {
    const cart = await newShopper();
    await cart.add({ lineItems: [item('cutting-board')] });
    await cart.add({ lineItems: [item('cutting-board')] });
    const { body } = await cart.add({ lineItems: [item('cutting-board')] });
    expect(body.cart.lineItems).toHaveLength(1);
    expect(body.cart.lineItems[0].quantity).toBe(3);
  });

  test('custom line items are priced from their input and never merge', async () => {
    const cart = await newShopper();
    const custom = {
      quantity: 2,
      price: '12.5',
      productName: { original: 'Gift wrap' },
      itemType: { preset: 'PHYSICAL' },
      media: { url: 'https://example.com/wrap.png', width: 100, height: 100 },
    };
    await cart.add({ customLineItems: [custom] });
    const { body } = await cart.add({ customLineItems: [custom] });
    expect(body.cart.lineItems).toHaveLength(2);
    expect(body.cart.lineItems[0]).toMatchObject({
      customLineItem: true,
      productName: { original: 'Gift wrap', translated: 'Gift wrap' },
      price: { amount: '12.50' },
      lineItemPrice: { amount: '25.00' },
      image: { url: 'https://example.com/wrap.png' },
      itemType: { preset: 'PHYSICAL' },
    });
  });

  test('out-of-stock items are added as NOT_AVAILABLE; more than the stock as PARTIALLY_AVAILABLE', async () => {
    const cart = await newShopper();
    const { body } = await cart.add({ lineItems: [item('rain-coat', 1, { Size: 'M' }), item('tea-set', 3)] });
    expect(body.cart.lineItems.map((l: any) => l.availability)).toEqual([
      { status: 'NOT_AVAILABLE', quantityAvailable: 0 },
      { status: 'PARTIALLY_AVAILABLE', quantityAvailable: 2 },
    ]);
  });

  test('unknown products and variants are validation errors that change nothing', async () => {
    const cart = await newShopper();
    await cart.add({ lineItems: [item('canvas-tote')] });
    const appId = item('canvas-tote').catalogReference.appId;
    const missing = await cart.add({
      lineItems: [item('canvas-tote'), { quantity: 1, catalogReference: { catalogItemId: 'no-such-product', appId } }],
    });
    expect(missing.status).toBe(400);
    expect(violatedFields(missing.body)).toEqual(['lineItems.1.catalogReference.catalogItemId']);
    const badVariant = await cart.add({ lineItems: [item('classic-tee', 1, { Size: 'XXL', Color: 'Black' })] });
    expect(badVariant.status).toBe(400);
    expect(violatedFields(badVariant.body)).toEqual(['lineItems.0.catalogReference']);
    const otherApp = await cart.add({ lineItems: [{ quantity: 1, catalogReference: { catalogItemId: 'x', appId: 'another-app' } }] });
    expect(otherApp.status).toBe(400);
    const { body } = await cart.get();
    expect(body.cart.lineItems.map((l: any) => l.quantity)).toEqual([1]);
    expect(body.cart.revision).toBe('1');
  });
});

describe('validation errors in platform format', () => {
  const cases: [string, unknown, string[]][] = [
    ['quantity 0', { lineItems: [{ ...item('canvas-tote'), quantity: 0 }] }, ['lineItems.0.quantity']],
    ['negative quantity', { lineItems: [{ ...item('canvas-tote'), quantity: -1 }] }, ['lineItems.0.quantity']],
    ['non-integer quantity', { lineItems: [{ ...item('canvas-tote'), quantity: 1.5 }] }, ['lineItems.0.quantity']],
    ['quantity over 100000', { lineItems: [{ ...item('canvas-tote'), quantity: 100001 }] }, ['lineItems.0.quantity']],
    ['empty lineItems', { lineItems: [] }, ['lineItems']],
    ['no line items at all', {}, ['lineItems']],
    ['missing catalogReference', { lineItems: [{ quantity: 1 }] }, ['lineItems.0.catalogReference']],
    ['custom line without price and name', { customLineItems: [{ quantity: 1, itemType: { preset: 'PHYSICAL' } }] }, ['customLineItems.0.price', 'customLineItems.0.productName']],
  ];
  test.each(cases)('add-to-cart: %s', async (_name, body, fields) => {
    const cart = await newShopper();
    const answer = await cart.add(body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('INVALID_ARGUMENT');
    expect(violatedFields(answer.body)).toEqual(fields);
    expect((await cart.get()).status).toBe(404);
  });

  test('a merged quantity over the limit is refused', async () => {
    const cart = await newShopper();
    await cart.add({ lineItems: [item('canvas-tote', 99_999)] });
    const answer = await cart.add({ lineItems: [item('canvas-tote', 2)] });
    expect(answer.status).toBe(400);
    expect(violatedFields(answer.body)).toEqual(['lineItems.0.quantity']);
  });

  test('a coupon code over 100 characters, and empty id lists, are refused', async () => {
    const cart = await newShopper();
    await cart.add({ lineItems: [item('canvas-tote')] });
    const long = await cart.update({ couponCode: 'X'.repeat(101) });
    expect(long.status).toBe(400);
    expect(violatedFields(long.body)).toEqual(['couponCode']);
    expect((await cart.removeLines([])).status).toBe(400);
    const quantities = await cart.updateQuantities([]);
    expect(violatedFields(quantities.body)).toEqual(['lineItems']);
    const notJson = await fetch(`${emu.url}/ecom/v1/carts/current/add-to-cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: (await visitorToken(emu)) },
      body: '{not json',
    });
    expect(notJson.status).toBe(400);
  });
});

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

describe('estimate-totals', () => {
  async function toteAndEcard() {
    const cart = await newShopper();
    const { body } = await cart.add({
      lineItems: [item('canvas-tote', 2)],
      customLineItems: [{ quantity: 1, price: '10.00', productName: { original: 'E-card' }, itemType: { preset: 'DIGITAL' } }],
    });
    return { cart, lineIds: body.cart.lineItems.map((l: any) => l.id) as string[] };
  }

  test('US: coupon, default shipping, 10% tax on physical items only', async () => {
    const { cart, lineIds } = await toteAndEcard();
    await cart.update({ couponCode: 'SAVE10' });
    const { body } = await cart.estimate({ shippingAddress: { country: 'US', city: 'New York' } });
    const amounts = (summary: any) => Object.fromEntries(Object.entries(summary).map(([k, v]: [string, any]) => [k, v.amount]));
    // items 54.00, SAVE10 5.40, standard shipping 5.00, tax 10% of 39.60 (the e-card is digital).
    expect(amounts(body.priceSummary)).toEqual({
      subtotal: '54.00',
      discount: '5.40',
      shipping: '5.00',
      tax: '3.96',
      total: '57.56',
      additionalFees: '0.00',
    });
    expect(amounts(body.payNow)).toEqual(amounts(body.priceSummary));
    expect(body.payLater.total.amount).toBe('0.00');
    expect(body.calculatedLineItems.map((l: any) => [l.lineItemId, l.pricesBreakdown.totalDiscount.amount, l.pricesBreakdown.taxDetails.totalTax.amount, l.pricesBreakdown.totalPriceAfterTax.amount])).toEqual([
      [lineIds[0], '4.40', '3.96', '43.56'],
      [lineIds[1], '1.00', '0.00', '9.00'],
    ]);
    expect(body.appliedDiscounts).toEqual([
      expect.objectContaining({ discountType: 'GLOBAL', lineItemIds: lineIds, coupon: expect.objectContaining({ code: 'SAVE10', amount: expect.objectContaining({ amount: '5.40' }) }) }),
    ]);
    expect(body.taxSummary).toMatchObject({ totalTax: { amount: '3.96' }, taxableAmount: { amount: '39.60' }, calculationDetails: { rateType: 'MANUAL_RATE' } });
    expect(body).toMatchObject({ currency: 'USD', weightUnit: 'KG', giftCard: null, violations: [], additionalFees: [], calculationErrors: {} });
    expect(body.cart.id).toEqual(expect.any(String));
  });

  test('a digital catalogue product is neither taxed nor weighed for shipping', async () => {
    const cart = await newShopper();
    const { body: added } = await cart.add({ lineItems: [item('canvas-tote'), item('recipe-ebook')] });
    const [tote, ebook] = added.cart.lineItems;
    expect(ebook.itemType.preset).toBe('DIGITAL');
    expect(tote.itemType.preset).toBe('PHYSICAL');
    const { body } = await cart.estimate({ shippingAddress: { country: 'US' } });
    const taxOf = (id: string) => body.calculatedLineItems.find((l: any) => l.lineItemId === id).pricesBreakdown.taxDetails.totalTax.amount;
    expect(taxOf(ebook.id)).toBe('0.00');
    expect(Number(taxOf(tote.id))).toBeGreaterThan(0);
  });

  test('shipping options: carrier delivery with a time slot, store pickup and a pickup point', async () => {
    const { cart } = await toteAndEcard();
    const { body } = await cart.estimate({ shippingAddress: { country: 'US' }, selectedShippingOption: { carrierId: EMULATOR_CARRIER_ID, code: 'express' } });
    const info = body.shippingInfo;
    expect(info.region).toEqual({ id: 'domestic', name: 'Domestic' });
    expect(info.carrierServiceOptions.map((c: any) => [c.carrierId, c.shippingOptions.map((o: any) => o.code)])).toEqual([
      [EMULATOR_CARRIER_ID, ['store-pickup', 'standard', 'express']],
      [PARCEL_LOCKERS_CARRIER_ID, ['parcel-locker']],
    ]);
    const options = info.carrierServiceOptions.flatMap((c: any) => c.shippingOptions);
    const pickup = options.find((o: any) => o.code === 'store-pickup');
    expect(pickup.logistics.pickupDetails.pickupMethod).toBe('STORE_PICKUP');
    expect(pickup.logistics.pickupDetails.address).toMatchObject({ country: 'US', city: 'New York', formattedAddress: expect.any(String) });
    expect(options.find((o: any) => o.code === 'parcel-locker').logistics.pickupDetails.pickupMethod).toBe('PICKUP_POINT');
    const slot = options.find((o: any) => o.code === 'express').logistics.deliveryTimeSlot;
    expect(Date.parse(slot.to) - Date.parse(slot.from)).toBe(3 * 60 * 60 * 1000);
    expect(Date.parse(slot.from)).toBeGreaterThan(emu.now());
    expect(info.selectedCarrierServiceOption).toMatchObject({
      code: 'express',
      carrierId: EMULATOR_CARRIER_ID,
      requestedShippingOption: true,
      cost: { price: { amount: '15.00' }, totalPriceAfterTax: { amount: '15.00' } },
    });
    expect(body.priceSummary.shipping.amount).toBe('15.00');
    expect(body.priceSummary.total.amount).toBe('73.40'); // 54.00 + 15.00 + 4.40 tax
  });

  test('abroad: international options and the country’s tax rate; calculateTax/Shipping false turn them off', async () => {
    const { cart } = await toteAndEcard();
    const { body } = await cart.estimate({ shippingAddress: { country: 'DE', city: 'Berlin' } });
    expect(body.shippingInfo.region.id).toBe('international');
    expect(body.shippingInfo.carrierServiceOptions[0].shippingOptions.map((o: any) => o.code)).toEqual(['standard', 'express']);
    expect(body.priceSummary.shipping.amount).toBe('15.00');
    expect(body.priceSummary.tax.amount).toBe('8.36'); // 19% of 44.00
    expect(body.calculatedLineItems[0].pricesBreakdown.taxDetails.taxRate).toBe('0.19');
    const off = (await cart.estimate({ shippingAddress: { country: 'DE' }, calculateTax: false, calculateShipping: false })).body;
    expect(off.priceSummary.tax.amount).toBe('0.00');
    expect(off.priceSummary.shipping.amount).toBe('0.00');
    expect(off.shippingInfo.carrierServiceOptions).toEqual([]);
    expect(off.taxSummary.calculationDetails.rateType).toBe('NO_TAX_COLLECTED');
    expect(off.priceSummary.total.amount).toBe('54.00');
  });

  test('free shipping: from 100.00 of items, or with FREESHIP as a shipping discount', async () => {
    const rich = await newShopper();
    await rich.add({ lineItems: [item('field-watch')] });
    const threshold = (await rich.estimate({})).body;
    expect(threshold.shippingInfo.selectedCarrierServiceOption.code).toBe('standard');
    expect(threshold.priceSummary.shipping.amount).toBe('0.00');

    const { cart } = await toteAndEcard();
    await cart.update({ couponCode: 'FREESHIP' });
    const { body } = await cart.estimate({ selectedShippingOption: { code: 'express' } });
    expect(body.appliedDiscounts).toEqual([
      expect.objectContaining({ discountType: 'SHIPPING', coupon: expect.objectContaining({ code: 'FREESHIP', amount: expect.objectContaining({ amount: '15.00' }) }) }),
    ]);
    expect(body.priceSummary.shipping.amount).toBe('15.00');
    expect(body.priceSummary.discount.amount).toBe('15.00');
    expect(body.priceSummary.total.amount).toBe('58.40'); // 54.00 + 4.40 tax
    expect(body.shippingInfo.selectedCarrierServiceOption.cost.totalPriceAfterTax.amount).toBe('0.00');
    expect(body.cart.appliedDiscounts[0].coupon.amount.amount).toBe('15.00');
  });

  test('merchant discounts by percentage on specific lines and by amount on all lines', async () => {
    const { cart, lineIds } = await toteAndEcard();
    const updated = await cart.update({ merchantDiscounts: [{ percentage: 50, lineItemIds: [lineIds[0]] }, { amount: '3' }] });
    expect(updated.status).toBe(200);
    const { body } = await cart.estimate({ calculateTax: false, calculateShipping: false });
    expect(body.appliedDiscounts).toEqual([
      expect.objectContaining({ discountType: 'SPECIFIC_ITEMS', lineItemIds: [lineIds[0]], merchantDiscount: expect.objectContaining({ percentage: 50, amount: expect.objectContaining({ amount: '22.00' }) }) }),
      expect.objectContaining({ discountType: 'GLOBAL', merchantDiscount: expect.objectContaining({ amount: expect.objectContaining({ amount: '3.00' }) }) }),
    ]);
    expect(body.priceSummary.discount.amount).toBe('25.00');
    expect(body.priceSummary.total.amount).toBe('29.00');
    const bad = await cart.update({ merchantDiscounts: [{ amount: '1', lineItemIds: ['nope'] }] });
    expect(bad.status).toBe(400);
    expect(violatedFields(bad.body)).toEqual(['merchantDiscounts.0.lineItemIds.0']);
    const both = await cart.update({ merchantDiscounts: [{ amount: '1', percentage: 5 }] });
    expect(violatedFields(both.body)).toEqual(['merchantDiscounts.0']);
  });

  test('unavailable lines are left out with ERROR violations; partial stock gives a WARNING', async () => {
    const cart = await newShopper();
    const lines = (await cart.add({ lineItems: [item('rain-coat', 1, { Size: 'S' }), item('tea-set', 3), item('sticker-pack')] })).body.cart.lineItems;
    const { body } = await cart.estimate({ calculateShipping: false, calculateTax: false });
    expect(body.violations).toEqual([
      { severity: 'ERROR', target: { lineItem: { name: 'LINE_ITEM_DEFAULT', id: lines[0].id } }, description: expect.any(String) },
      { severity: 'WARNING', target: { lineItem: { name: 'LINE_ITEM_DEFAULT', id: lines[1].id } }, description: 'Only 2 left in stock' },
    ]);
    expect(body.calculatedLineItems.map((l: any) => l.lineItemId)).toEqual([lines[1].id, lines[2].id]);
    expect(body.priceSummary.subtotal.amount).toBe('336.00'); // 3 x 110 + 6
  });

  test('an unavailable requested shipping option falls back to the default with a WARNING', async () => {
    const { cart } = await toteAndEcard();
    const { body } = await cart.estimate({ shippingAddress: { country: 'FR' }, selectedShippingOption: { code: 'store-pickup' } });
    expect(body.shippingInfo.selectedCarrierServiceOption).toMatchObject({ code: 'standard', requestedShippingOption: false });
    expect(body.violations).toEqual([expect.objectContaining({ severity: 'WARNING', target: { other: { name: 'OTHER_DEFAULT' } } })]);
  });

  test('visitors have no memberships: a selected one is listed as invalid', async () => {
    const { cart } = await toteAndEcard();
    const { body } = await cart.estimate({ selectedMemberships: { memberships: [{ id: GOLD_MEMBERSHIP_ID, appId: PAID_PLANS_APP_ID }] } });
    expect(body.membershipOptions).toEqual({
      eligibleMemberships: [],
      invalidMemberships: [
        { membership: { id: GOLD_MEMBERSHIP_ID, appId: PAID_PLANS_APP_ID, lineItemIds: [] }, reason: 'Memberships require a logged-in member' },
      ],
      selectedMemberships: { memberships: [] },
    });
  });
});

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

    const service = emu.context.services.checkout!;
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

describe('events', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  function payloadOf(jwt: string): any {
    const claims = decodeJwt(jwt) as { data: string };
    const envelope = JSON.parse(claims.data);
    return { ...envelope, data: JSON.parse(envelope.data), identity: JSON.parse(envelope.identity) };
  }

  test('cart created, updated and deleted events carry the cart', async () => {
    const subscription = emu.subscribeWebhook({
      url: receiver.url,
      eventTypes: ['wix.ecom.v1.cart_created', 'wix.ecom.v1.cart_updated', 'wix.ecom.v1.cart_deleted'],
    });
    const cart = await newShopper();
    const cartId = (await cart.add({ lineItems: [item('canvas-tote')] })).body.cart.id;
    await cart.add({ lineItems: [item('canvas-tote')] });
    await cart.delete();
    await emu.webhooksIdle();
    const deliveries = emu
      .webhookDeliveries()
      .filter((d) => d.subscriptionId === subscription.id && d.entityId === cartId)
      .map((d) => payloadOf(d.jwt));
    expect(deliveries.map((d) => d.eventType)).toEqual([
      'wix.ecom.v1.cart_created',
      'wix.ecom.v1.cart_updated',
      'wix.ecom.v1.cart_deleted',
    ]);
    const [created, updated, deleted] = deliveries;
    expect(created.data).toMatchObject({ entityFqdn: 'wix.ecom.v1.cart', entityId: cartId, createdEvent: { entity: { id: cartId, revision: '1' } } });
    expect(created.identity).toMatchObject({ identityType: 'ANONYMOUS_VISITOR' });
    expect(updated.data.updatedEvent.currentEntity.lineItems[0].quantity).toBe(2);
    expect(deleted.data.deletedEvent.deletedEntity.id).toBe(cartId);
  });
});

describe('members', () => {
  let memberEmu: Emulator;
  beforeAll(async () => {
    memberEmu = await startEmulator({ port: 0 });
  });
  afterAll(async () => {
    await memberEmu.stop();
  });

  async function login(visitorAccessToken: string): Promise<string> {
    const { code, pkce } = await memberCodeViaPage(memberEmu, visitorAccessToken);
    const exchanged = await exchangeCode(memberEmu, code, pkce.verifier);
    expect(exchanged.status).toBe(200);
    return exchanged.body.access_token as string;
  }

  test('a visitor’s cart becomes the member’s on login, and later visitor carts merge into it', async () => {
    const visitorToken1 = await visitorToken(memberEmu);
    const visitor1 = cartClient(memberEmu, visitorToken1);
    const first = (await visitor1.add({ lineItems: [item('canvas-tote')] })).body.cart;
    await visitor1.update({ couponCode: 'SAVE10' });
    const member = cartClient(memberEmu, await login(visitorToken1));
    const carried = (await member.get()).body.cart;
    expect(carried.id).toBe(first.id);
    expect(carried.buyerInfo.memberId).toEqual(expect.any(String));
    expect(carried.lineItems.map((l: any) => [l.productName.original, l.quantity])).toEqual([['Canvas Tote', 1]]);
    expect((await visitor1.get()).status).toBe(404);

    const visitorToken2 = await visitorToken(memberEmu);
    const visitor2 = cartClient(memberEmu, visitorToken2);
    await visitor2.add({ lineItems: [item('canvas-tote', 2), item('sticker-pack')] });
    const member2 = cartClient(memberEmu, await login(visitorToken2));
    const merged = (await member2.get()).body.cart;
    expect(merged.id).toBe(first.id);
    expect(merged.lineItems.map((l: any) => [l.productName.original, l.quantity])).toEqual([
      ['Canvas Tote', 3],
      ['Sticker Pack', 1],
    ]);
    expect(merged.appliedDiscounts.map((d: any) => d.coupon.code)).toEqual(['SAVE10']);
    expect((await visitor2.get()).status).toBe(404);
  });

  test('members hold a valid and an expired membership; a selected one pays for its lines', async () => {
    const member = cartClient(memberEmu, await login(await visitorToken(memberEmu)));
    await member.delete().catch(() => undefined);
    const none = await member.get();
    expect([none.status, none.body.details.applicationError.code]).toEqual([404, 'OWNED_CART_NOT_FOUND']);
    const lineIds = (await member.add({ lineItems: [item('cutting-board'), item('sticker-pack')] })).body.cart.lineItems.map((l: any) => l.id);
    const { body } = await member.estimate({
      calculateShipping: false,
      selectedMemberships: { memberships: [{ id: GOLD_MEMBERSHIP_ID, appId: PAID_PLANS_APP_ID, lineItemIds: [lineIds[0]] }] },
    });
    expect(body.membershipOptions.eligibleMemberships).toEqual([
      expect.objectContaining({ id: GOLD_MEMBERSHIP_ID, appId: PAID_PLANS_APP_ID, lineItemIds: lineIds, expirationDate: expect.any(String) }),
    ]);
    expect(body.membershipOptions.invalidMemberships).toEqual([
      expect.objectContaining({ membership: expect.objectContaining({ id: SILVER_MEMBERSHIP_ID, expirationDate: '2020-01-01T00:00:00.000Z' }), reason: 'Membership has expired' }),
    ]);
    expect(body.membershipOptions.selectedMemberships).toEqual({
      memberships: [{ id: GOLD_MEMBERSHIP_ID, appId: PAID_PLANS_APP_ID, lineItemIds: [lineIds[0]] }],
    });
    expect(body.calculatedLineItems.map((l: any) => l.paymentOption)).toEqual(['MEMBERSHIP', 'FULL_PAYMENT_ONLINE']);
    expect(body.priceSummary.total.amount).toBe('39.60'); // (30 + 6) + 10% tax
    expect(body.payNow.total.amount).toBe('6.60');
  });

  test('reset forgets every cart and checkout', async () => {
    const cart = cartClient(memberEmu, await visitorToken(memberEmu));
    await cart.add({ lineItems: [item('canvas-tote')] });
    const { checkoutId } = (await cart.createCheckout({})).body;
    expect(memberEmu.context.services.checkout!.describe(checkoutId)).toBeDefined();
    await call(memberEmu, 'POST', '/__emulator/reset');
    expect(memberEmu.context.services.checkout!.describe(checkoutId)).toBeUndefined();
    expect([401, 404]).toContain((await cart.get()).status);
  });
});
