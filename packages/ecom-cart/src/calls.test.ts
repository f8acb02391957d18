import { createClient, isHttpError, ValidationError } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import { json, recordingFetch, TEST_HOSTS, testClientOptions } from '@storefront-kit/test-utils/recording-fetch';
import pkg from '../package.json';
import { recordingClient } from '../test/recording-client';
import {
  addToCurrentCart,
  createCheckoutFromCurrentCart,
  currentCart,
  deleteCurrentCart,
  estimateCurrentCartTotals,
  getCurrentCart,
  MAX_LINE_ITEM_QUANTITY,
  removeCouponFromCurrentCart,
  removeLineItemsFromCurrentCart,
  STORES_APP_ID,
  updateCurrentCart,
  updateCurrentCartLineItemQuantity,
} from './index';

const ref = { catalogItemId: 'p1', appId: STORES_APP_ID, options: { variantId: 'v1' } };
const CART = { id: 'c1', revision: '2', lineItems: [{ id: 'l1', quantity: 1 }] };

describe('request shapes (captured official requests, api host)', () => {
  const cases = [
    ['getCurrentCart', (c: any) => getCurrentCart(c), 'GET', '/ecom/v1/carts/current', undefined],
    [
      'updateCurrentCart',
      (c: any) =>
        updateCurrentCart(c, {
          cartInfo: { buyerNote: 'note' },
          couponCode: 'SAVE10',
          merchantDiscounts: [{ percentage: 10 }],
          lineItems: [{ id: 'l1', quantity: 2 }],
        }),
      'PATCH',
      '/ecom/v1/carts/current',
      { cartInfo: { buyerNote: 'note' }, couponCode: 'SAVE10', merchantDiscounts: [{ percentage: 10 }], lineItems: [{ id: 'l1', quantity: 2 }] },
    ],
    ['deleteCurrentCart', (c: any) => deleteCurrentCart(c), 'DELETE', '/ecom/v1/carts/current', undefined],
    [
      'addToCurrentCart',
      (c: any) =>
        addToCurrentCart(c, {
          lineItems: [{ quantity: 2, catalogReference: ref }],
          customLineItems: [
            { quantity: 1, price: '5.00', productName: { original: 'Gift wrap' }, itemType: { preset: 'PHYSICAL' }, media: { url: 'https://img.test/a.jpg' } },
          ],
        }),
      'POST',
      '/ecom/v1/carts/current/add-to-cart',
      {
        lineItems: [{ quantity: 2, catalogReference: ref }],
        customLineItems: [
          { quantity: 1, price: '5.00', productName: { original: 'Gift wrap' }, itemType: { preset: 'PHYSICAL' }, media: { url: 'https://img.test/a.jpg' } },
        ],
      },
    ],
    [
      'removeLineItemsFromCurrentCart',
      (c: any) => removeLineItemsFromCurrentCart(c, ['l1', 'l2']),
      'POST',
      '/ecom/v1/carts/current/remove-line-items',
      { lineItemIds: ['l1', 'l2'] },
    ],
    [
      'updateCurrentCartLineItemQuantity',
      (c: any) => updateCurrentCartLineItemQuantity(c, [{ id: 'l1', quantity: 3 }]),
      'POST',
      '/ecom/v1/carts/current/update-line-items-quantity',
      { lineItems: [{ id: 'l1', quantity: 3 }] },
    ],
    ['removeCouponFromCurrentCart', (c: any) => removeCouponFromCurrentCart(c), 'POST', '/ecom/v1/carts/current/remove-coupon', {}],
    [
      'estimateCurrentCartTotals',
      (c: any) =>
        estimateCurrentCartTotals(c, {
          shippingAddress: { country: 'US', subdivision: 'US-NY', geocode: { latitude: 40.7, longitude: -74 } },
          selectedShippingOption: { code: 'standard' },
          selectedMemberships: { memberships: [{ id: 'm1', appId: 'a1', lineItemIds: ['l1'] }] },
          calculateTax: true,
        }),
      'POST',
      '/ecom/v1/carts/current/estimate-totals',
      {
        shippingAddress: { country: 'US', subdivision: 'US-NY', geocode: { latitude: 40.7, longitude: -74 } },
        selectedShippingOption: { code: 'standard' },
        selectedMemberships: { memberships: [{ id: 'm1', appId: 'a1', lineItemIds: ['l1'] }] },
        calculateTax: true,
      },
    ],
    [
      'createCheckoutFromCurrentCart',
      (c: any) => createCheckoutFromCurrentCart(c, { channelType: 'WEB', email: 'a@b.test', billingAddress: { country: 'US' } }),
      'POST',
      '/ecom/v1/carts/current/create-checkout',
      { channelType: 'WEB', email: 'a@b.test', billingAddress: { country: 'US' } },
    ],
  ] as const;

  it.each(cases)('%s sends %s %s with the captured body', async (_name, call, method, path, body) => {
    const { client, requests } = recordingClient(() => json({ cart: CART, checkoutId: 'k1' }));
    await call(client);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ method, host: TEST_HOSTS.api, path, search: '' });
    expect(request?.body).toEqual(body);
    expect(request?.headers.get('authorization')).toBe('visitor-token');
    expect(request?.headers.get('content-type')).toBe(body === undefined ? null : 'application/json');
    expect(request?.headers.get('x-storefront-kit')).toBe(`ecom-cart@${pkg.version}`);
  });

  it('sends the remove-coupon body as the literal text {}', async () => {
    const { client, requests } = recordingClient(() => json({ cart: CART }));
    await removeCouponFromCurrentCart(client);
    expect(requests[0]?.text).toBe('{}');
  });

  it.each([
    ['split', 'api'],
    ['edge', 'edge'],
  ] as const)('sends a GET of the cart in %s host mode to the %s host, never the read-only host', async (hostMode, host) => {
    const { fetch, requests } = recordingFetch(() => json({ cart: CART }));
    await getCurrentCart(createClient({ ...testClientOptions(fetch), hostMode }));
    expect(requests[0]?.host).toBe(TEST_HOSTS[host]);
  });

  it('trims the coupon code before sending it', async () => {
    const { client, requests } = recordingClient(() => json({ cart: CART }));
    await updateCurrentCart(client, { couponCode: '  SAVE10 ' });
    expect(requests[0]?.body).toEqual({ couponCode: 'SAVE10' });
  });

  it('sends duplicate line ids to remove once', async () => {
    const { client, requests } = recordingClient(() => json({ cart: CART }));
    await removeLineItemsFromCurrentCart(client, ['l1', 'l1', 'l2']);
    expect(requests[0]?.body).toEqual({ lineItemIds: ['l1', 'l2'] });
  });

  it('allows quantity 0 in update-line-items-quantity (the platform removes the line)', async () => {
    const { client, requests } = recordingClient(() => json({ cart: CART }));
    await updateCurrentCartLineItemQuantity(client, [{ id: 'l1', quantity: 0 }]);
    expect(requests[0]?.body).toEqual({ lineItems: [{ id: 'l1', quantity: 0 }] });
  });
});

describe('return shapes', () => {
  it('resolves the Cart itself from every call answering a cart', async () => {
    const { client } = recordingClient(() => json({ cart: CART }));
    const line = { quantity: 1, catalogReference: ref };
    const results = await Promise.all([
      getCurrentCart(client),
      updateCurrentCart(client, { couponCode: 'X' }),
      addToCurrentCart(client, { lineItems: [line] }),
      removeLineItemsFromCurrentCart(client, ['l1']),
      updateCurrentCartLineItemQuantity(client, [{ id: 'l1', quantity: 1 }]),
      removeCouponFromCurrentCart(client),
    ]);
    for (const result of results) expect(result).toEqual(CART);
  });

  it('resolves the whole estimate, { checkoutId } and undefined for delete', async () => {
    const estimate = { cart: CART, priceSummary: { total: { amount: '10' } }, currency: 'USD' };
    const { client } = recordingClient((r) =>
      json(r.path.endsWith('estimate-totals') ? estimate : r.path.endsWith('create-checkout') ? { checkoutId: 'k1', extra: 1 } : {}),
    );
    expect(await estimateCurrentCartTotals(client)).toEqual(estimate);
    expect(await createCheckoutFromCurrentCart(client)).toEqual({ checkoutId: 'k1' });
    expect(await deleteCurrentCart(client)).toBeUndefined();
  });

  it('rejects an answer without a cart or checkoutId with InvalidResponseError', async () => {
    const { client } = recordingClient(() => json({}));
    await expect(getCurrentCart(client)).rejects.toMatchObject({ code: 'ERR_INVALID_RESPONSE' });
    await expect(createCheckoutFromCurrentCart(client)).rejects.toMatchObject({ code: 'ERR_INVALID_RESPONSE' });
  });

  it('surfaces CART_NOT_FOUND as an HttpError', async () => {
    const { client } = recordingClient(() =>
      json({ message: 'Cart not found', details: { applicationError: { code: 'CART_NOT_FOUND', description: 'Cart was not found' } } }, 404),
    );
    const error = await getCurrentCart(client).catch((e: unknown) => e);
    expect(isHttpError(error) && error.code).toBe('CART_NOT_FOUND');
  });
});

describe('local validation (nothing is sent)', () => {
  const line = (quantity: unknown) => ({ quantity, catalogReference: ref }) as any;
  const bad: [string, (c: any) => Promise<unknown>, string][] = [
    ['no line items', (c) => addToCurrentCart(c, {}), 'lineItems'],
    ['empty lineItems', (c) => addToCurrentCart(c, { lineItems: [] }), 'lineItems'],
    ['quantity 0', (c) => addToCurrentCart(c, { lineItems: [line(0)] }), 'lineItems[0].quantity'],
    ['quantity -1', (c) => addToCurrentCart(c, { lineItems: [line(-1)] }), 'lineItems[0].quantity'],
    ['quantity 2.5', (c) => addToCurrentCart(c, { lineItems: [line(2.5)] }), 'lineItems[0].quantity'],
    ['quantity NaN', (c) => addToCurrentCart(c, { lineItems: [line(Number.NaN)] }), 'lineItems[0].quantity'],
    ['quantity Infinity', (c) => addToCurrentCart(c, { lineItems: [line(Number.POSITIVE_INFINITY)] }), 'lineItems[0].quantity'],
    ['quantity -Infinity', (c) => addToCurrentCart(c, { lineItems: [line(Number.NEGATIVE_INFINITY)] }), 'lineItems[0].quantity'],
    ['quantity over the limit', (c) => addToCurrentCart(c, { lineItems: [line(MAX_LINE_ITEM_QUANTITY + 1)] }), 'lineItems[0].quantity'],
    ['quantity 1e21', (c) => addToCurrentCart(c, { lineItems: [line(1e21)] }), 'lineItems[0].quantity'],
    ['quantity as a string', (c) => addToCurrentCart(c, { lineItems: [line('3')] }), 'lineItems[0].quantity'],
    ['quantity as a BigInt', (c) => addToCurrentCart(c, { lineItems: [line(3n)] }), 'lineItems[0].quantity'],
    ['101 line items', (c) => addToCurrentCart(c, { lineItems: Array.from({ length: 101 }, () => line(1)) }), 'lineItems'],
    [
      'control characters in options',
      (c) => addToCurrentCart(c, { lineItems: [{ quantity: 1, catalogReference: { ...ref, options: { customTextFields: { Note: 'a\u0000b' } } } }] }),
      'options.lineItems.0.catalogReference.options.customTextFields.Note',
    ],
    ['a blank coupon', (c) => updateCurrentCart(c, { couponCode: '   ' }), 'couponCode'],
    ['a 101-character coupon', (c) => updateCurrentCart(c, { couponCode: 'A'.repeat(101) }), 'couponCode'],
    ['a 1 KB coupon', (c) => updateCurrentCart(c, { couponCode: 'A'.repeat(1024) }), 'couponCode'],
    ['a coupon with a control character', (c) => updateCurrentCart(c, { couponCode: 'SAVE\u000710' }), 'couponCode'],
    [
      'a custom line without a quantity',
      (c) => addToCurrentCart(c, { customLineItems: [{ price: '1', productName: { original: 'x' }, itemType: { preset: 'DIGITAL' } } as any] }),
      'customLineItems[0].quantity',
    ],
    ['an update that is not an object', (c) => updateCurrentCart(c, 'SAVE10' as any), 'options'],
    ['an update line with an empty id', (c) => updateCurrentCart(c, { lineItems: [{ id: ' ', quantity: 1 }] }), 'lineItems[0].id'],
    ['101 merchant discounts', (c) => updateCurrentCart(c, { merchantDiscounts: Array.from({ length: 101 }, () => ({ percentage: 1 })) }), 'merchantDiscounts'],
    ['an update line with quantity 0', (c) => updateCurrentCart(c, { lineItems: [{ id: 'l1', quantity: 0 }] }), 'lineItems[0].quantity'],
    ['no ids to remove', (c) => removeLineItemsFromCurrentCart(c, []), 'lineItemIds'],
    ['an empty id to remove', (c) => removeLineItemsFromCurrentCart(c, ['l1', '']), 'lineItemIds[1]'],
    ['a non-string id to remove', (c) => removeLineItemsFromCurrentCart(c, [42 as any]), 'lineItemIds[0]'],
    ['an id with a line break', (c) => removeLineItemsFromCurrentCart(c, ['l1\n']), 'lineItemIds[0]'],
    ['no quantity updates', (c) => updateCurrentCartLineItemQuantity(c, []), 'lineItems'],
    ['a negative quantity update', (c) => updateCurrentCartLineItemQuantity(c, [{ id: 'l1', quantity: -1 }]), 'lineItems[0].quantity'],
    [
      'a repeated id in quantity updates',
      (c) =>
        updateCurrentCartLineItemQuantity(c, [
          { id: 'l1', quantity: 1 },
          { id: 'l1', quantity: 2 },
        ]),
      'lineItems[1].id',
    ],
    [
      'control characters in an estimate address',
      (c) => estimateCurrentCartTotals(c, { shippingAddress: { city: 'a\u001bb' } }),
      'options.shippingAddress.city',
    ],
    ['control characters in a checkout e-mail', (c) => createCheckoutFromCurrentCart(c, { email: 'a@b.test\u0000' }), 'options.email'],
  ];

  it.each(bad)('rejects %s with a ValidationError', async (_name, call, field) => {
    const { client, requests } = recordingClient();
    const error = await call(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ code: 'ERR_VALIDATION', field });
    expect(requests).toHaveLength(0);
  });

  it('sends what the platform judges (emails, money, names, discounts, an empty update): its field violations answer', async () => {
    const { client, requests } = recordingClient(() => json({ cart: CART, checkoutId: 'k1' }));
    await updateCurrentCart(client, { cartInfo: { buyerInfo: { email: 'not-an-email' } }, merchantDiscounts: [{ amount: '1', percentage: 5 }] });
    await updateCurrentCart(client, {});
    await addToCurrentCart(client, { customLineItems: [{ quantity: 1, price: '-1', productName: { original: ' ' }, itemType: {} }] });
    await addToCurrentCart(client, { lineItems: [{ quantity: 1, catalogReference: { ...ref, catalogItemId: ' ' } }] });
    await createCheckoutFromCurrentCart(client, { email: 'shopper@', shippingAddress: { country: 'USA' } });
    expect(requests).toHaveLength(5);
  });

  it('keeps line breaks in free text such as a buyer note', async () => {
    const { client, requests } = recordingClient(() => json({ cart: CART }));
    await updateCurrentCart(client, { cartInfo: { buyerNote: 'line 1\nline 2' } });
    expect(requests[0]?.body).toEqual({ cartInfo: { buyerNote: 'line 1\nline 2' } });
  });
});

describe('currentCart namespace', () => {
  it('binds every call to the client', async () => {
    const { requests } = recordingClient();
    const client = createClient({
      hosts: { api: 'https://api.test', readOnly: 'https://readonly.test' },
      fetch: async (request) => {
        requests.push({ method: request.method, path: new URL(request.url).pathname } as any);
        return json({ cart: CART });
      },
      modules: { currentCart },
    });
    expect(await client.currentCart.getCurrentCart()).toEqual(CART);
    await client.currentCart.removeCouponFromCurrentCart();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /ecom/v1/carts/current', 'POST /ecom/v1/carts/current/remove-coupon']);
  });
});

describe('hostile input', () => {
  it('rejects a cyclic body with a ValidationError, not a RangeError', async () => {
    const { client, requests } = recordingClient();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const error = await estimateCurrentCartTotals(client, { shippingAddress: cyclic as never }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(requests).toHaveLength(0);
  });
});

describe('non-finite numbers in answers', () => {
  it('turns "NaN" / "Infinity" / "-Infinity" in numeric cart and estimate fields into numbers; text stays text', async () => {
    const line = {
      id: 'l1',
      quantity: 'Infinity',
      productName: { original: 'NaN' },
      image: { url: 'https://img.test/x.jpg', width: 'NaN', height: 100 },
      physicalProperties: { weight: '-Infinity' },
      availability: { quantityAvailable: 'Infinity' },
    };
    const cart = {
      id: 'c1',
      lineItems: [line],
      appliedDiscounts: [{ merchantDiscount: { percentage: 'NaN' } }],
      contactInfo: { address: { geocode: { latitude: 'NaN', longitude: 1 } } },
    };
    const { client } = recordingClient((r) =>
      json(
        r.path.endsWith('estimate-totals')
          ? { cart, membershipOptions: { eligibleMemberships: [{ credits: { total: 'Infinity', remaining: 3 } }] } }
          : { cart },
      ),
    );
    for (const got of [await getCurrentCart(client), (await estimateCurrentCartTotals(client)).cart!]) {
      const [first] = got.lineItems!;
      expect(first).toMatchObject({
        quantity: Infinity,
        productName: { original: 'NaN' },
        image: { width: NaN, height: 100 },
        physicalProperties: { weight: -Infinity },
      });
      expect(first!.availability?.quantityAvailable).toBe(Infinity);
      expect(got.appliedDiscounts?.[0]?.merchantDiscount?.percentage).toBeNaN();
      expect(got.contactInfo?.address?.geocode?.latitude).toBeNaN();
    }
    const estimate = await estimateCurrentCartTotals(client);
    expect(estimate.membershipOptions?.eligibleMemberships?.[0]?.credits).toEqual({ total: Infinity, remaining: 3 });
  });
});
