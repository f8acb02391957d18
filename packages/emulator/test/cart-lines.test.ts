/**
 * Adding lines to the current cart over real HTTP: merging, parallel and faulty adds, custom lines,
 * availability, and the validation errors (in platform format) that change nothing.
 */
import { describe, expect, test } from 'vitest';
import { item, setStock, useCartEmulator, violatedFields, visitorToken } from './cart-helpers';

const env = useCartEmulator();
const { newShopper } = env;

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
    env.emu.addFault({ method: 'POST', path: '/ecom/v1/carts/current/add-to-cart', kind: 'latency', latencyMs: 20 });
    env.emu.addFault({ method: 'POST', path: '/ecom/v1/carts/current/add-to-cart', kind: 'status', status: 500, times: 1 });
    try {
      const slugs = ['canvas-tote', 'cutting-board', 'sticker-pack', 'field-watch', 'desk-lamp', 'tea-set'];
      const answers = await Promise.all(slugs.map((slug) => cart.add({ lineItems: [item(slug)] })));
      const failed = answers.filter((a) => a.status === 500);
      expect(failed).toHaveLength(1);
      const { body } = await cart.get();
      expect(body.cart.lineItems).toHaveLength(slugs.length - 1);
      expect(body.cart.lineItems.every((l: any) => l.quantity === 1)).toBe(true);
    } finally {
      env.emu.clearFaults();
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

  test('an add over the tracked stock is clamped to what is left; a sold-out item is left out (200)', async () => {
    const cart = await newShopper();
    const first = await cart.add({ lineItems: [item('rain-coat', 1, { Size: 'M' }), item('tea-set', 3)] });
    expect(first.status).toBe(200);
    expect(first.body.cart.lineItems.map((l: any) => [l.productName.original, l.quantity])).toEqual([['Tea Set', 2]]);
    expect(first.body.cart.lineItems[0].availability).toEqual({ status: 'AVAILABLE', quantityAvailable: 2 });
    const again = await cart.add({ lineItems: [item('tea-set', 1)] });
    expect(again.status).toBe(200);
    expect(again.body.cart.lineItems.map((l: any) => l.quantity)).toEqual([2]);
    const patched = await cart.update({ lineItems: [item('tea-set', 1)] });
    expect(patched.body.cart.lineItems.map((l: any) => l.quantity)).toEqual([2]);
  });

  test('a line over the stock after a quantity change or a stock change is PARTIALLY_ or NOT_AVAILABLE', async () => {
    const cart = await newShopper();
    const added = await cart.add({ lineItems: [item('field-watch', 1), item('tea-set', 1)] });
    const [watch] = added.body.cart.lineItems;
    await cart.updateQuantities([{ id: watch.id, quantity: 7 }]);
    await setStock(env.emu, 'tea-set', 0);
    try {
      const { body } = await cart.get();
      expect(body.cart.lineItems.map((l: any) => l.availability)).toEqual([
        { status: 'PARTIALLY_AVAILABLE', quantityAvailable: 5 },
        { status: 'NOT_AVAILABLE', quantityAvailable: 0 },
      ]);
    } finally {
      await setStock(env.emu, 'tea-set', 2);
    }
  });

  test('an `ignored` fault answers an add with the cart unchanged (an empty cart when there was none)', async () => {
    const cart = await newShopper();
    env.emu.addFault({ method: 'POST', path: '/ecom/v1/carts/current/add-to-cart', kind: 'ignored', times: 2 });
    try {
      const none = await cart.add({ lineItems: [item('canvas-tote')] });
      expect(none.status).toBe(200);
      expect(none.body.cart.lineItems).toEqual([]);
      await cart.update({ lineItems: [item('cutting-board')] });
      const before = (await cart.get()).body.cart;
      const ignored = await cart.add({ lineItems: [item('canvas-tote')] });
      expect(ignored.status).toBe(200);
      expect(ignored.body.cart).toEqual(before);
      expect(env.emu.requestLog().filter((r) => r.fault === 'ignored')).toHaveLength(2);
    } finally {
      env.emu.clearFaults();
    }
    expect((await cart.add({ lineItems: [item('canvas-tote')] })).body.cart.lineItems).toHaveLength(2);
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
    [
      'custom line without price and name',
      { customLineItems: [{ quantity: 1, itemType: { preset: 'PHYSICAL' } }] },
      ['customLineItems.0.price', 'customLineItems.0.productName'],
    ],
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
    const notJson = await fetch(`${env.emu.url}/ecom/v1/carts/current/add-to-cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: await visitorToken(env.emu) },
      body: '{not json',
    });
    expect(notJson.status).toBe(400);
  });
});
