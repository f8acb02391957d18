/**
 * The hosted checkout page over HTTP: a cart with a coupon and a chosen delivery, checked out, shows
 * every line as quantity x unit price = line total, then the discount with its coupon, shipping, tax and
 * total, all in the shop's currency format (`$25.00`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProductId, startEmulator, type Emulator } from '../src/index';
import { post, visitorTokens } from './identity-helpers';

const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const CART = '/ecom/v1/carts/current';
let emu: Emulator;

beforeAll(async () => {
  emu = await startEmulator({ port: 0 });
});
afterAll(() => emu.stop());

/** The page's rows as text, one string per row, whitespace collapsed. */
const rows = (html: string, testId: string) =>
  [...html.matchAll(new RegExp(`<tr[^>]*data-testid="${testId}"[^>]*>(.*?)</tr>`, 'g'))].map((m) =>
    m[1]!
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

describe('hosted checkout page', () => {
  it('shows lines, the coupon discount, shipping, tax and total in the currency format', async () => {
    const token = (await visitorTokens(emu)).access_token;
    const line = (slug: string, quantity: number) => ({ catalogReference: { catalogItemId: demoProductId(slug), appId: STORES_APP_ID }, quantity });
    expect((await post(emu, `${CART}/add-to-cart`, { lineItems: [line('canvas-tote', 2), line('field-watch', 1)] }, token)).status).toBe(200);
    const coupon = await fetch(`${emu.url}${CART}`, {
      method: 'PATCH',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ couponCode: 'SAVE10' }),
    });
    expect(coupon.status).toBe(200);
    const estimate = await post(emu, `${CART}/estimate-totals`, { selectedShippingOption: { code: 'express' } }, token);
    const checkout = await post(emu, `${CART}/create-checkout`, { channelType: 'WEB', selectedShippingOption: { code: 'express' } }, token);
    expect(checkout.status).toBe(200);
    const session = await post(emu, '/_api/redirects-api/v1/redirect-session', { ecomCheckout: { checkoutId: checkout.body.checkoutId } }, token);
    const html = await (await fetch(session.body.redirectSession.fullUrl)).text();

    expect(rows(html, 'checkout-line')).toEqual(['Canvas Tote 2 × $22.00 $44.00', 'Field Watch 1 × $150.00 $150.00']);
    const summary = estimate.body.priceSummary as Record<string, { formattedAmount: string }>;
    expect(summary.discount!.formattedAmount).toBe('$19.40'); // 10 % of 194.00
    expect(rows(html, 'checkout-subtotal')).toEqual(['Subtotal $194.00']);
    expect(rows(html, 'checkout-discount')).toEqual(['Discount (coupon SAVE10) −$19.40']);
    expect(rows(html, 'checkout-shipping')).toEqual(['Shipping (Express delivery) $15.00']);
    expect(rows(html, 'checkout-tax')).toEqual([`Tax ${summary.tax!.formattedAmount}`]);
    expect(rows(html, 'checkout-total')).toEqual([`Total ${summary.total!.formattedAmount}`]);
  });

  it("names each line's chosen options under its name (size and colour), and none for a product without", async () => {
    const token = (await visitorTokens(emu)).access_token;
    const tee = {
      catalogReference: { catalogItemId: demoProductId('classic-tee'), appId: STORES_APP_ID, options: { options: { Size: 'M', Color: 'Red' } } },
      quantity: 1,
    };
    const tote = { catalogReference: { catalogItemId: demoProductId('canvas-tote'), appId: STORES_APP_ID }, quantity: 1 };
    expect((await post(emu, `${CART}/add-to-cart`, { lineItems: [tee, tote] }, token)).status).toBe(200);
    const checkout = await post(emu, `${CART}/create-checkout`, { channelType: 'WEB' }, token);
    const session = await post(emu, '/_api/redirects-api/v1/redirect-session', { ecomCheckout: { checkoutId: checkout.body.checkoutId } }, token);
    const html = await (await fetch(session.body.redirectSession.fullUrl)).text();
    expect(rows(html, 'checkout-line')).toEqual(['Classic Tee Size: M · Color: Red 1 × $25.00 $25.00', 'Canvas Tote 1 × $22.00 $22.00']);
  });
});
