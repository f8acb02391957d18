/**
 * End-to-end on a Catalog V3 store (`npm start -- --catalog v3`): the same shop, unchanged, walked as on
 * V1 (e2e.test.ts): browse, a category, the search box, a product with options, add, coupon, checkout,
 * sign-in. The emulator's record shows the V3 catalogue calls and never a V1 one.
 */
import { describe, expect, it } from 'vitest';
import { browserPath, DEMO, shopHarness } from './shop-harness';
import { addAndSeeTheLine, chooseTeeMRed, expectFirstPage, walkCategoriesAndSort } from './walk-steps';

describe.skipIf(!browserPath)('example storefront in Chromium on a V3 catalogue', () => {
  const h = shopHarness({ catalog: 'v3' });
  const { pageErrors, shot, requests } = h;
  const badge = () => h.page.getByTestId('cart-badge');

  it('browse -> category -> search -> product with options -> add -> coupon -> checkout -> sign in', async () => {
    await h.page.goto(`${h.shop.url}/`);
    const cards = h.page.getByTestId('product-card');
    await expectFirstPage(h.page);
    await shot('v3-01-catalogue');

    // A category (the collections' categories), sorted by the price the shopper pays.
    await walkCategoriesAndSort(h.page, shot, 'v3-02-apparel-by-price');
    await shot('v3-02-sale-by-price');

    // Paging follows the V3 cursors.
    await h.page.getByRole('button', { name: 'All', exact: true }).click();
    await h.page.getByRole('button', { name: 'Next →' }).click();
    await expect.poll(() => h.page.getByTestId('page-indicator').textContent()).toBe('Page 2 of 3');
    await h.page.getByRole('button', { name: 'Next →' }).click();
    await expect.poll(() => cards.count()).toBe(6);
    await h.page.getByRole('button', { name: '← Previous' }).click();
    await expect.poll(() => h.page.getByTestId('page-indicator').textContent()).toBe('Page 2 of 3');
    await expect.poll(() => cards.count()).toBe(12);

    // The header's search box: the platform's product search.
    await h.page.getByTestId('search-input').fill('jacket');
    await h.page.getByTestId('search-input').press('Enter');
    await expect.poll(() => cards.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toContain('Denim Jacket');
    expect(new URL(h.page.url()).search).toBe('?q=jacket');
    expect(await requests({ method: 'GET', path: '/stores/v3/products/search' })).not.toHaveLength(0);
    await shot('v3-03-search');

    // Product page: the options resolve the variant from the product's own variants.
    await h.page.goto(`${h.shop.url}/products/classic-tee`);
    await chooseTeeMRed(h.page);
    await shot('v3-04-product');

    // Add, then a coupon.
    const { drawer } = await addAndSeeTheLine(h.page);
    await expect.poll(() => drawer.getByTestId('subtotal').textContent()).toBe('$25.00');
    await drawer.getByLabel('Coupon code').fill('SAVE10');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await drawer.getByTestId('coupon-applied').waitFor();
    await expect.poll(() => drawer.getByTestId('discount').textContent()).toBe('−$2.50');
    await shot('v3-05-cart-coupon');

    // Checkout hand-off and back.
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await h.page.waitForURL(`${h.shop.emulator.url}/__pages/checkout/**`);
    expect(await h.page.getByTestId('checkout-line').textContent()).toMatch(/^Classic TeeSize: M · Color: Red1 × \$25\.00/);
    await h.page.getByRole('button', { name: 'Place order' }).click();
    await h.page.waitForURL(`${h.shop.url}/thank-you?orderId=*`);
    await expect.poll(() => badge().textContent()).toBe('0');
    await shot('v3-06-thank-you');

    // Sign in on the hosted page.
    await h.page.getByRole('link', { name: 'Sign in' }).click();
    await h.page.getByRole('button', { name: 'Use the hosted sign-in page' }).click();
    await h.page.waitForURL(`${h.shop.emulator.url}/__pages/auth/**`);
    await h.page.fill('#email', DEMO.email);
    await h.page.fill('#password', DEMO.password);
    await h.page.getByRole('button', { name: 'Sign in' }).click();
    await h.page.getByTestId('member-badge').first().waitFor();
    await shot('v3-07-signed-in');

    // Only the V3 catalogue was read, and the version was never asked: the shop is built knowing its store's catalogue.
    const v1Reads = [...(await requests({ path: '/stores-reader/**' })), ...(await requests({ path: '/stores/v1/**' }))];
    expect(v1Reads).toEqual([]);
    expect(await requests({ path: '/stores/v3/provision/version' })).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
