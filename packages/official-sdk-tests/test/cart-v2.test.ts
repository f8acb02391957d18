// The official SDK's current cart V2 module, unmodified, against the emulator: a visitor adds a line,
// changes its quantity, applies a coupon, estimates, removes the coupon and the line, and deletes the
// cart, and every answer is the emulator's real cart (read back through the V1 module too).
import { describe, expect, it } from 'vitest';
import { cartV2, currentCart, currentCartV2 } from '@wix/ecom';
import { ApiKeyStrategy, createClient, media, OAuthStrategy } from '@wix/sdk';
import { products } from '@wix/stores';
import { demoProductId } from '@storefront-kit/emulator';
import { submitHostedForm } from '@storefront-kit/test-utils';
import { catalogItem, officialCartV2Client } from './cart-v2-setup';
import { emulator, PLAIN_PRODUCT_SLUG, useEmulatorForOfficialSdk } from './official-sdk-setup';

useEmulatorForOfficialSdk();

describe('the official currentCartV2 module on the emulator', () => {
  it('adds, updates, coupons, estimates and removes', async () => {
    const client = officialCartV2Client();
    const productId = demoProductId(PLAIN_PRODUCT_SLUG);

    const added = await client.currentCartV2.addLineItemsToCurrentCart({ catalogItems: [catalogItem(PLAIN_PRODUCT_SLUG, 2)] });
    const line = added.cart?.lineItems?.[0];
    expect(line?.source?.catalogReference?.catalogItemId).toBe(productId);
    expect(line?.quantityInfo?.requestedQuantity).toBe(2);
    expect(line?.pricing?.unitPrice?.amount).toBe('22.00');
    expect(added.cart?._id).toEqual(expect.any(String));
    expect(added.cart?._createdDate).toBeInstanceOf(Date);

    const updated = await client.currentCartV2.updateLineItemsInCurrentCart({ lineItems: [{ lineItemId: line?._id as string, quantity: { newQuantity: 3 } }] });
    expect(updated.cart?.lineItems?.[0]?.quantityInfo?.requestedQuantity).toBe(3);
    expect(updated.cart?.subtotal?.amount).toBe('66.00');

    const couponed = await client.currentCartV2.addCouponToCurrentCart({ code: 'SAVE10' });
    const coupon = couponed.cart?.coupons?.[0];
    expect(coupon?.code).toBe('SAVE10');

    await client.currentCartV2.updateCurrentCart({
      deliveryInfo: { address: { country: 'US', subdivision: 'US-NY', city: 'New York', addressLine1: '1 Main St' } },
    });
    await client.currentCartV2.setDeliveryMethodForCurrentCart({ code: 'standard' });
    const estimated = await client.currentCartV2.estimateCurrentCart({
      calculateTax: true,
      calculateDelivery: true,
      validationConfig: 'PRE_CHECKOUT_VALIDATIONS',
    });
    const totals = estimated.summary?.priceSummary;
    expect(totals?.subtotal?.amount).toBe('66.00');
    expect(totals?.discount?.amount).toBe('6.60');
    expect(estimated.summary?.deliverySummary?.method?.code).toBe('standard');
    expect(estimated.cart?.deliveryInfo?.address?.addressLine1).toBe('1 Main St');
    const cents = (amount?: string) => Math.round(Number(amount) * 100);
    expect(cents(totals?.total?.amount)).toBe(
      cents(totals?.subtotal?.amount) - cents(totals?.discount?.amount) + cents(totals?.delivery?.amount) + cents(totals?.tax?.amount),
    );

    const uncouponed = await client.currentCartV2.removeCouponFromCurrentCart(coupon?._id as string);
    expect(uncouponed.cart?.coupons).toEqual([]);
    const emptied = await client.currentCartV2.removeLineItemsFromCurrentCart([line?._id as string]);
    expect(emptied.cart?.lineItems).toEqual([]);
    await expect(client.currentCartV2.deleteCurrentCart()).resolves.toBeUndefined();
    await expect(client.currentCartV2.getCurrentCart()).rejects.toMatchObject({ details: { applicationError: { code: 'OWNED_CART_NOT_FOUND' } } });

    const calls = emulator.requestLog({ path: '/ecom/v2/carts/current/**' }).concat(emulator.requestLog({ path: '/ecom/v2/carts/current' }));
    expect(calls.every((entry) => entry.host === 'edge' && entry.auth === 'visitor')).toBe(true);
  });

  it('adds a custom item with a wix:image image (sent as the SDK sends it) and reads it back', async () => {
    const client = officialCartV2Client();
    const image = 'wix:image://v1/11062b_wrap.jpg#originWidth=640&originHeight=480';
    const { cart } = await client.currentCartV2.addLineItemsToCurrentCart({
      customItems: [
        {
          name: { original: 'Gift wrap' },
          quantityInfo: { requestedQuantity: 1 },
          pricing: { price: { amount: '3' }, fullPrice: { amount: '4' } },
          attributes: { image, itemType: { preset: 'PHYSICAL' } },
        },
      ],
    });
    const line = cart?.lineItems?.[0];
    expect(line?.customLineItem).toBe(true);
    expect(line?.pricing?.unitPrice?.amount).toBe('3.00');
    expect(line?.pricing?.breakdown?.fullPrice?.amount).toBe('4.00');
    expect(line?.attributes?.image).toMatch(/^wix:image:\/\/v1\/11062b_wrap\.jpg/);
  });

  it("names a line's image by its product's media id, so the SDK's media helper finds it (facts §7.1 getImageUrl, headless-ecom cart rows)", async () => {
    const auth = OAuthStrategy({ clientId: emulator.clientId });
    const client = createClient({ modules: { currentCartV2, products }, auth });
    const { product } = await client.products.getProduct(demoProductId(PLAIN_PRODUCT_SLUG));
    const mainMediaId = product?.media?.mainMedia?._id;
    expect(mainMediaId).toEqual(expect.any(String));
    const { cart } = await client.currentCartV2.addLineItemsToCurrentCart({ catalogItems: [catalogItem(PLAIN_PRODUCT_SLUG)] });
    const image = media.getImageUrl(cart?.lineItems?.[0]?.attributes?.image as string);
    expect(image).toMatchObject({ id: mainMediaId, url: `https://static.wixstatic.com/media/${mainMediaId}`, width: 800, height: 800 });
    // The emulator serves the platform's static media path: the cart row's image loads.
    const served = await fetch(image.url.replace('https://static.wixstatic.com', emulator.url));
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
  });

  it('checks out a V2 cart with cartV2.getCheckoutUrl: the URL opens the hosted checkout, where the order is placed (facts §6.2 get-checkout-url)', async () => {
    const client = createClient({ modules: { currentCartV2, cartV2 }, auth: OAuthStrategy({ clientId: emulator.clientId }) });
    const { cart } = await client.currentCartV2.addLineItemsToCurrentCart({ catalogItems: [catalogItem(PLAIN_PRODUCT_SLUG, 2)] });
    const { checkoutUrl } = await client.cartV2.getCheckoutUrl(cart!._id!, { currencyCode: 'USD' });
    expect(checkoutUrl).toMatch(new RegExp(`^${emulator.url}/`));
    const [call] = emulator.requestLog({ path: `/ecom/v2/carts/${cart!._id}/get-checkout-url` });
    expect([call?.method, call?.status, call?.body]).toEqual(['POST', 200, { cartId: cart!._id, currencyCode: 'USD' }]);

    // The merchant (API key) opens one for the visitor's cart too; another visitor cannot.
    const merchant = createClient({ modules: { cartV2 }, auth: ApiKeyStrategy({ apiKey: emulator.apiKey, siteId: emulator.siteId }) });
    const { checkoutUrl: forMerchant } = await merchant.cartV2.getCheckoutUrl(cart!._id!);
    expect((await fetch(forMerchant!)).status).toBe(200);
    const stranger = createClient({ modules: { cartV2 }, auth: OAuthStrategy({ clientId: emulator.clientId }) });
    await expect(stranger.cartV2.getCheckoutUrl(cart!._id!)).rejects.toMatchObject({ details: { applicationError: { code: 'CART_NOT_FOUND' } } });
    const page = await fetch(checkoutUrl!);
    expect([page.status, await page.text()]).toEqual([200, expect.stringContaining('Canvas Tote')]);
    const placed = await submitHostedForm(checkoutUrl!, {});
    expect([placed.status, await placed.text()]).toEqual([200, expect.stringMatching(/Order \S+ was placed/)]);
  });

  it('creates a cart that the official V1 module reads as the same cart', async () => {
    const auth = OAuthStrategy({ clientId: emulator.clientId });
    const client = createClient({ modules: { currentCartV2 }, auth });
    const v1 = createClient({ modules: { currentCart }, auth });
    const created = await officialCartV2Client().currentCartV2.createCurrentCart({ cart: { note: 'not this visitor' } });
    expect(created.cart?.note).toBe('not this visitor');

    const v2 = await client.currentCartV2.createCurrentCart({ cart: { note: 'leave at door' }, catalogItems: [catalogItem(PLAIN_PRODUCT_SLUG)] });
    const read = await v1.currentCart.getCurrentCart();
    expect(read._id).toBe(v2.cart?._id);
    expect(read.buyerNote).toBe('leave at door');
    expect(read.lineItems?.map((item) => item._id)).toEqual(v2.cart?.lineItems?.map((item) => item._id));
  });
});
