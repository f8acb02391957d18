/**
 * End-to-end: the example storefront in the system's headless Chromium, against the platform
 * emulator, exactly as a shopper uses it: browsing, the cart and the checkout hand-off, on a desktop and
 * on a phone (signing in and up: e2e-account.test.ts). Each flow asserts what the shopper sees and what
 * the emulator (the platform) recorded, and writes a screenshot per step to test-results/.
 */
import { describe, expect, it } from 'vitest';
import { hiddenTotals } from './page-checks';
import { addAndSeeTheLine, chooseTeeMRed, expectFirstPage, walkCategoriesAndSort } from './walk-steps';
import { browserPath, shopHarness } from './shop-harness';

describe.skipIf(!browserPath)('example storefront in Chromium: shopping', () => {
  const h = shopHarness();
  const { pageErrors, shot, requests } = h;
  const badge = () => h.page.getByTestId('cart-badge');
  const shortOrderNumber = (id: string) => id.replace(/-/g, '').slice(0, 8).toUpperCase();

  it('browse -> product -> add -> quantity -> estimate -> checkout -> thank you', async () => {
    await h.page.goto(`${h.shop.url}/`);
    const cards = h.page.getByTestId('product-card');
    await expectFirstPage(h.page);
    // Images come from the emulator's media.
    expect(await cards.first().locator('img').getAttribute('src')).toContain(`${h.shop.emulator.url}/__media/`);
    await shot('01-catalogue');

    // Collection filter and sort.
    await walkCategoriesAndSort(h.page, shot, '02-apparel-by-price');

    // Paging.
    await h.page.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => h.page.getByTestId('result-count').textContent()).toBe('30 products');
    await h.page.getByRole('button', { name: 'Next →' }).click();
    await expect.poll(() => h.page.getByTestId('page-indicator').textContent()).toBe('Page 2 of 3');
    await expect.poll(() => cards.count()).toBe(12);
    await h.page.getByRole('button', { name: 'Next →' }).click();
    await expect.poll(() => cards.count()).toBe(6);
    await shot('03-page-3');

    // Product page: options resolve the variant and its availability.
    await h.page.goto(`${h.shop.url}/`);
    await cards.filter({ hasText: 'Classic Tee' }).click();
    await chooseTeeMRed(h.page);
    await shot('04-product-classic-tee-m-red');

    // Add to cart: the drawer opens with the line at once.
    const { drawer, line } = await addAndSeeTheLine(h.page);

    // Quantity: optimistic, then the server's truth.
    await line.first().getByRole('button', { name: 'Increase Classic Tee' }).click();
    await line.first().getByRole('button', { name: 'Increase Classic Tee' }).click();
    await expect.poll(() => line.first().getByTestId('line-quantity').textContent()).toBe('3');
    await line.first().getByRole('button', { name: 'Decrease Classic Tee' }).click();
    await expect.poll(() => line.first().getByTestId('line-quantity').textContent()).toBe('2');
    await expect.poll(() => h.page.getByTestId('cart-pending').count()).toBe(0);
    await expect.poll(() => line.first().getByTestId('line-total').textContent()).toBe('$50.00');
    expect(await badge().textContent()).toBe('2');

    // A failed change rolls back to the server's quantity and says, in the shopper's words, that the shop failed.
    h.shop.emulator.addFault({ path: '/ecom/v1/carts/current/update-line-items-quantity', kind: 'status', status: 503, times: 1 });
    await line.first().getByRole('button', { name: 'Increase Classic Tee' }).click();
    const failed = h.page.getByTestId('toast').filter({ hasText: 'Your cart was not updated' });
    await failed.waitFor();
    expect(await failed.textContent()).toContain('Something went wrong on our side');
    expect(await failed.textContent()).not.toMatch(/System error|request-id|\/ecom\//);
    await expect.poll(() => line.first().getByTestId('line-quantity').textContent()).toBe('2');
    await expect.poll(() => h.page.getByTestId('cart-pending').count()).toBe(0);
    await shot('05a-cart-rollback-toast');
    await failed.getByRole('button', { name: 'Dismiss' }).click();

    // Estimate: shipping options and totals.
    await expect.poll(() => drawer.getByTestId('subtotal').textContent()).toBe('$50.00');
    const options = drawer.locator('.shipping-option');
    await expect.poll(() => options.count()).toBe(4);
    expect(await drawer.getByTestId('shipping').textContent()).toBe('$5.00'); // standard, the cheapest delivery
    await shot('05-cart-estimate');

    // Coupon: an unknown code shows the platform's text (not the call that failed); SAVE10 takes 10% off.
    await drawer.getByLabel('Coupon code').fill('NOPE');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    const toast = h.page.getByTestId('toast').filter({ hasText: /coupon/i });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Coupon NOPE does not exist.');
    expect(await toast.textContent()).not.toContain('Coupon does not exist:'); // one sentence, said once
    expect(await toast.textContent()).not.toMatch(/PATCH|\/ecom\//);
    await shot('06-coupon-error-toast');
    await drawer.getByLabel('Coupon code').fill('SAVE10');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await drawer.getByTestId('coupon-applied').waitFor();
    await expect.poll(() => drawer.getByTestId('discount').textContent()).toBe('−$5.00');

    // Express delivery.
    await options.filter({ hasText: 'Express delivery' }).click();
    await expect.poll(() => drawer.getByTestId('shipping').textContent()).toBe('$15.00');
    const total = await drawer.getByTestId('total').textContent();
    const tax = Number((await drawer.getByTestId('tax').textContent())!.replace(/[$,]/g, ''));
    expect(total).toBe(`$${(50 - 5 + 15 + tax).toFixed(2)}`);
    await shot('07-cart-coupon-express');

    // Every totals row (with the discount) and the button are in view, on a laptop and on a phone.
    await h.page.setViewportSize({ width: 1280, height: 900 });
    expect(await hiddenTotals(h.page)).toEqual([]);
    await shot('07a-cart-totals-1280x900');
    await h.page.setViewportSize({ width: 390, height: 844 });
    expect(await hiddenTotals(h.page)).toEqual([]);
    await shot('07b-cart-totals-phone');
    await h.page.setViewportSize({ width: 1280, height: 860 });

    // Server truth so far.
    expect(await requests({ method: 'POST', path: '/ecom/v1/carts/current/add-to-cart' })).toHaveLength(1);
    const quantityUpdates = await requests({ method: 'POST', path: '/ecom/v1/carts/current/update-line-items-quantity' });
    expect(quantityUpdates.map((r) => (r.body as { lineItems: { quantity: number }[] }).lineItems[0]!.quantity)).toEqual([2, 3, 2, 3]);
    expect(quantityUpdates.map((r) => r.status)).toEqual([200, 200, 200, 503]);
    const estimates = await requests({ method: 'POST', path: '/ecom/v1/carts/current/estimate-totals' });
    expect(estimates.at(-1)!.body).toMatchObject({ selectedShippingOption: { code: 'express' } });
    // The shop is built knowing its store runs V1 (VITE_STOREFRONT_CATALOG): it never asks the version.
    expect(await requests({ path: '/stores/v3/provision/version' })).toEqual([]);

    // Checkout hand-off: the platform's checkout page, then back to the thank-you view.
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await h.page.waitForURL(`${h.shop.emulator.url}/__pages/checkout/**`);
    expect(await h.page.getByTestId('checkout-line').textContent()).toBe('Classic TeeSize: M · Color: Red2 × $25.00$50.00'); // the chosen options under the name
    expect(await h.page.getByTestId('checkout-discount').textContent()).toBe('Discount (coupon SAVE10)−$5.00');
    expect(await h.page.getByTestId('checkout-shipping').textContent()).toBe('Shipping (Express delivery)$15.00');
    expect(await h.page.getByTestId('checkout-total').textContent()).toBe(`Total${total}`); // as the cart showed it
    await shot('08-hosted-checkout');
    await h.page.getByRole('button', { name: 'Place order' }).click();
    await h.page.waitForURL(`${h.shop.url}/thank-you?orderId=*`);
    const orderId = new URL(h.page.url()).searchParams.get('orderId');
    await expect.poll(() => h.page.getByTestId('order-id').textContent()).toBe(shortOrderNumber(orderId!));
    expect(await h.page.getByTestId('thank-you').textContent()).not.toMatch(/e-mail|inbox/i); // a visitor gave none
    await expect.poll(() => badge().textContent()).toBe('0'); // the order emptied the cart
    await shot('09-thank-you');

    const checkouts = await requests({ method: 'POST', path: '/ecom/v1/carts/current/create-checkout' });
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]!.body).toMatchObject({ channelType: 'WEB', selectedShippingOption: { code: 'express' } });
    const sessions = await requests({ method: 'POST', path: '/_api/redirects-api/v1/redirect-session' });
    expect(sessions.at(-1)!.body).toMatchObject({
      ecomCheckout: { checkoutId: expect.any(String) },
      callbacks: { thankYouPageUrl: `${h.shop.url}/thank-you` },
    });
    expect(pageErrors).toEqual([]);
  });

  it('on a phone: browse, add to the cart, totals in view, check out, thank you', async () => {
    await h.page.setViewportSize({ width: 390, height: 844 });
    await h.page.goto(`${h.shop.url}/`);
    const cards = h.page.getByTestId('product-card');
    await expect.poll(() => cards.count()).toBe(12);
    await shot('30-phone-catalogue');
    await cards.filter({ hasText: 'Denim Jacket' }).click();
    await h.page.getByRole('heading', { name: 'Denim Jacket' }).waitFor();
    await h.page.getByRole('button', { name: 'Size M', exact: true }).click();
    await h.page.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = h.page.getByTestId('cart-drawer');
    await expect.poll(() => drawer.getByTestId('cart-line').count()).toBe(1);
    await expect.poll(() => drawer.getByTestId('total').count()).toBe(1);
    await drawer.getByLabel('Coupon code').fill('WELCOME5');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => drawer.getByTestId('discount').textContent()).toBe('−$5.00');
    await expect.poll(() => h.page.getByTestId('cart-pending').count()).toBe(0);
    expect(await hiddenTotals(h.page)).toEqual([]);
    await shot('31-phone-cart');

    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await h.page.waitForURL(`${h.shop.emulator.url}/__pages/checkout/**`);
    await shot('32-phone-hosted-checkout');
    await h.page.getByRole('button', { name: 'Place order' }).click();
    await h.page.waitForURL(`${h.shop.url}/thank-you?orderId=*`);
    const orderId = new URL(h.page.url()).searchParams.get('orderId')!;
    await expect.poll(() => h.page.getByTestId('order-id').textContent()).toBe(shortOrderNumber(orderId));
    await shot('33-phone-thank-you');
    expect(pageErrors).toEqual([]);
  });
});
