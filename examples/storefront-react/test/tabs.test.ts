/**
 * The cart tells the shopper the truth across tabs, reloads and checkout, in Chromium with two pages of
 * the shop (one profile: shared localStorage): a change in one tab shows in the other within a second
 * without a read of its own, Back from a placed order shows an empty cart, a returning visitor without a
 * cart reloads with no cart call, an add over the stock says what the platform did, and a tab holding
 * the token lock forever does not stop the other tab. The emulator's request log is the platform's side.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '@storefront-kit/test-utils';
import { browserPath, DEMO, shopHarness, signedOutLanding } from './shop-harness';

/** "Within a second": how long the other tab may take to show a change. */
const A_SECOND = { timeout: 1000, interval: 20 };

describe.skipIf(!browserPath)('the cart across tabs, reloads and checkout in Chromium', () => {
  const h = shopHarness();
  const badge = (page: Page) => page.getByTestId('cart-badge');
  const drawerLines = (page: Page) => page.getByTestId('cart-drawer').getByTestId('cart-line');
  const cartReads = () => h.requests({ method: 'GET', path: '/ecom/v1/carts/current' }).length;

  /** A second tab of the same shopper on the catalogue. */
  async function secondTab(): Promise<Page> {
    const other = await h.page.context().newPage();
    other.on('pageerror', (error) => h.pageErrors.push(error.message));
    await other.goto(`${h.shop.url}/`);
    await expect.poll(() => other.getByTestId('product-card').count()).toBe(12);
    return other;
  }

  async function addFromProductPage(page: Page, slug: string, name: string) {
    await page.goto(`${h.shop.url}/products/${slug}`);
    await page.getByRole('heading', { name }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => page.getByTestId('cart-pending').count()).toBe(0);
  }

  it('an add, a removal and a sign-out in one tab show in the other within a second, without a read of its own', async () => {
    const a = h.page;
    await a.goto(`${h.shop.url}/`);
    await expect.poll(() => a.getByTestId('product-card').count()).toBe(12);
    const b = await secondTab();
    const reads = cartReads();

    await addFromProductPage(a, 'canvas-tote', 'Canvas Tote');
    expect(await badge(a).textContent()).toBe('1');
    await expect.poll(() => badge(b).textContent(), A_SECOND).toBe('1');

    await a.getByTestId('cart-drawer').getByRole('button', { name: 'Remove' }).first().click();
    await expect.poll(() => a.getByTestId('cart-pending').count()).toBe(0);
    expect(await badge(a).textContent()).toBe('0');
    await expect.poll(() => badge(b).textContent(), A_SECOND).toBe('0');
    expect(cartReads()).toBe(reads); // b showed both without asking the platform

    await a.goto(`${h.shop.url}/account`);
    await a.getByLabel('E-mail').fill(DEMO.email);
    await a.getByLabel('Password').fill(DEMO.password);
    await a.locator('form').getByRole('button', { name: 'Sign in' }).click();
    await a.getByTestId('member-badge').first().waitFor();
    await b.getByTestId('member-badge').first().waitFor();
    await a.locator('.site-header').getByRole('button', { name: 'Sign out' }).click();
    await a.waitForURL(signedOutLanding); // back from the platform's logout page, loaded
    await a.getByRole('link', { name: 'Sign in' }).waitFor();
    await expect.poll(() => b.getByTestId('member-badge').count(), A_SECOND).toBe(0);
    await expect.poll(() => b.getByRole('link', { name: 'Sign in' }).count(), A_SECOND).toBe(1);
    await b.close();
    expect(h.pageErrors).toEqual([]);
  });

  it('Back from a placed order shows an empty cart, and the other tab empties too', async () => {
    const a = h.page;
    await addFromProductPage(a, 'desk-lamp', 'Desk Lamp');
    const b = await secondTab();
    await expect.poll(() => badge(b).textContent()).toBe('1');
    await a.getByTestId('cart-drawer').getByRole('button', { name: 'Checkout' }).click();
    await a.waitForURL(`${h.shop.emulator.url}/__pages/checkout/**`);
    await a.getByRole('button', { name: 'Place order' }).click();
    await a.waitForURL(`${h.shop.url}/thank-you?orderId=*`);
    await expect.poll(() => badge(a).textContent()).toBe('0');
    await expect.poll(() => badge(b).textContent(), A_SECOND).toBe('0');

    await a.goBack(); // the hosted checkout page
    await a.goBack(); // the product page the checkout started from
    await a.waitForURL(`${h.shop.url}/products/desk-lamp`);
    await expect.poll(() => badge(a).textContent()).toBe('0');
    expect(await drawerLines(a).count()).toBe(0);
    await h.shot('40-back-from-order-empty-cart');
    await b.close();
    expect(h.pageErrors).toEqual([]);
  });

  it('a returning visitor without a cart reloads with no cart call; with a cart, one', async () => {
    const { page } = h;
    await page.goto(`${h.shop.url}/`);
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(12);
    await expect.poll(() => badge(page).textContent()).toBe('0');
    for (let reload = 0; reload < 2; reload++) {
      await page.reload();
      await expect.poll(() => page.getByTestId('product-card').count()).toBe(12);
      await expect.poll(() => badge(page).textContent()).toBe('0');
    }
    expect(h.requests({ path: '/ecom/**' })).toEqual([]);

    await addFromProductPage(page, 'cutting-board', 'Cutting Board');
    const reads = cartReads();
    await page.reload();
    await page.getByRole('heading', { name: 'Cutting Board' }).waitFor();
    await expect.poll(() => badge(page).textContent()).toBe('1');
    expect(cartReads()).toBe(reads + 1);
    expect(h.pageErrors).toEqual([]);
  });

  it('says what the platform did with an add: "Only 2 left: added 2", then "Could not add: sold out"', async () => {
    const { page } = h;
    await page.goto(`${h.shop.url}/products/tea-set`);
    await page.getByRole('heading', { name: 'Tea Set' }).waitFor();
    await page.getByRole('button', { name: 'Increase quantity', exact: true }).click();
    await page.getByRole('button', { name: 'Increase quantity', exact: true }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => page.getByTestId('toast').allTextContents()).toContainEqual(expect.stringContaining('Only 2 left: added 2'));
    await expect.poll(() => badge(page).textContent()).toBe('2');
    await page.getByRole('button', { name: 'Close cart' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => page.getByTestId('toast').allTextContents()).toContainEqual(expect.stringContaining('Could not add Tea Set: sold out'));
    expect(await badge(page).textContent()).toBe('2');
    await h.shot('41-add-receipts');
    expect(h.pageErrors).toEqual([]);
  });

  // Last in the file: Playwright's clock, once installed on the browser context, stays for its later pages.
  it("a tab holding the token lock forever does not stop the other tab's next call", async () => {
    const a = h.page;
    // The pages' timers run on Playwright's clock (installed before the shop's scripts run; time flows as
    // usual), so the test moves the renewal's wait for the lock on instead of waiting it out for real.
    await a.clock.install();
    await a.goto(`${h.shop.url}/`);
    await expect.poll(() => a.getByTestId('product-card').count()).toBe(12);
    const b = await secondTab();
    const key = `sfk.${h.shop.emulator.clientId}.tokens`;
    const locks = () => a.evaluate(() => navigator.locks.query());
    // b takes the lock and never lets go; the evaluation returns once the lock is granted.
    await b.evaluate(
      (name) =>
        new Promise<void>((granted) => {
          void navigator.locks.request(name, () => {
            granted();
            return new Promise(() => {});
          });
        }),
      key,
    );
    expect((await locks()).held?.map((lock) => lock.name)).toEqual([key]);
    // Five hours on: the platform refuses the access token, so the next call must renew it (under the lock).
    await h.control('/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 5 * 3600 * 1000 }) });
    const renewals = h.requests({ method: 'POST', path: '/oauth2/token' }).length;
    await a.goto(`${h.shop.url}/products/sticker-pack`);
    // a's renewal waits for the lock b holds, and stops waiting when the storage's lock timeout (5 s) is over.
    await expect.poll(async () => (await locks()).pending?.map((lock) => lock.name)).toContain(key);
    expect(h.requests({ method: 'POST', path: '/oauth2/token' }).length).toBe(renewals);
    await a.clock.runFor(5_000);
    await a.getByRole('heading', { name: 'Sticker Pack' }).waitFor();
    await a.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => a.getByTestId('cart-pending').count()).toBe(0);
    expect(await badge(a).textContent()).toBe('1');
    expect(h.requests({ method: 'POST', path: '/oauth2/token' }).length).toBeGreaterThan(renewals);
    await b.close();
    expect(h.pageErrors).toEqual([]);
  });
});
