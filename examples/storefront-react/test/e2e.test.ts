/**
 * End-to-end: the example storefront in the system's headless Chromium, against the platform
 * emulator, exactly as a shopper uses it. Each flow asserts what the shopper sees and what the
 * emulator (the platform) recorded, and writes a screenshot per step to test-results/.
 *
 * Local runs without Chromium skip with a message; CI (`process.env.CI`) fails instead.
 */
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath, launchChromium, type LaunchedChromium, type Page } from '@storefront-kit/test-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStorefront, type RunningStorefront } from '../serve.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const RESULTS = join(here, '..', 'test-results');
const DEMO = { email: 'shopper@example.com', password: 'storefront-demo' };

const browserPath = chromiumPath();
if (!browserPath) {
  if (process.env.CI) throw new Error('Chromium is missing: CI must install Debian\'s `chromium` (see .ci/run); the browser tests cannot run.');
  console.warn('[example-storefront] Skipping the browser end-to-end tests: no Chromium at /usr/bin/chromium (apt-get install chromium).');
}

describe.skipIf(!browserPath)('example storefront in Chromium', () => {
  let shop: RunningStorefront;
  let browser: LaunchedChromium;
  let page: Page;
  let cacheDir: string;
  const pageErrors: string[] = [];

  const shot = (name: string) => page.screenshot({ path: join(RESULTS, `${name}.png`) });
  const control = async <T>(path: string): Promise<T> => (await fetch(`${shop.emulator.url}/__emulator${path}`)).json() as Promise<T>;
  const requests = (filter: { method?: string; path: string }) => shop.emulator.requestLog(filter);
  const badge = () => page.getByTestId('cart-badge');
  const storedTokens = () =>
    page.evaluate((key) => {
      const raw = window.localStorage.getItem(key);
      return raw ? (JSON.parse(raw) as { accessToken: { value: string }; refreshToken: { role: string } }) : null;
    }, `sfk.${shop.emulator.clientId}.tokens`);
  const cartCallWith = (token: string) => fetch(`${shop.emulator.url}/ecom/v1/carts/current`, { headers: { authorization: token } });

  beforeAll(async () => {
    mkdirSync(RESULTS, { recursive: true });
    cacheDir = await mkdtemp(join(tmpdir(), 'sfk-vite-'));
    [shop, browser] = await Promise.all([startStorefront({ port: 0, emulatorPort: 0, strictEmulatorPort: true, emulatorFromSource: true, logLevel: 'error', cacheDir }), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.close();
    if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    // Every flow starts as a new shopper: a fresh platform state and an empty browser profile.
    await shop.emulator.reset();
    await browser.context.clearCookies();
    for (const p of browser.context.pages()) await p.close();
    page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 860 });
    // The persistent profile keeps localStorage: drop the last flow's tokens on this tab's first page.
    await page.addInitScript(() => {
      if (window.sessionStorage.getItem('e2e-fresh')) return;
      window.localStorage.clear();
      window.sessionStorage.setItem('e2e-fresh', '1');
    });
    pageErrors.length = 0;
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  it('browse -> product -> add -> quantity -> estimate -> checkout -> thank you', async () => {
    await page.goto(`${shop.url}/`);
    const cards = page.getByTestId('product-card');
    await expect.poll(() => cards.count()).toBe(12);
    await expect.poll(() => page.getByTestId('result-count').textContent()).toBe('30 products');
    expect(await page.getByTestId('page-indicator').textContent()).toBe('Page 1 of 3');
    // Images come from the emulator's media.
    expect(await cards.first().locator('img').getAttribute('src')).toContain(`${shop.emulator.url}/__media/`);
    await shot('01-catalogue');

    // Collection filter and sort.
    await page.getByRole('button', { name: /^Apparel/ }).click();
    await expect.poll(() => page.getByTestId('result-count').textContent()).toBe('11 products');
    await page.getByLabel('Sort by').selectOption('price-desc');
    await expect.poll(() => cards.first().getAttribute('aria-label')).toBe('Denim Jacket');
    expect(await cards.first().getByTestId('price').textContent()).toBe('$100.00$120.00'); // discounted, was
    expect(new URL(page.url()).search).toBe('?collection=apparel&sort=price-desc');
    await shot('02-apparel-by-price');

    // Paging.
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => page.getByTestId('result-count').textContent()).toBe('30 products');
    await page.getByRole('button', { name: 'Next →' }).click();
    await expect.poll(() => page.getByTestId('page-indicator').textContent()).toBe('Page 2 of 3');
    await expect.poll(() => cards.count()).toBe(12);
    await page.getByRole('button', { name: 'Next →' }).click();
    await expect.poll(() => cards.count()).toBe(6);
    await shot('03-page-3');

    // Product page: options resolve the variant and its availability.
    await page.goto(`${shop.url}/`);
    await cards.filter({ hasText: 'Classic Tee' }).click();
    await page.getByRole('heading', { name: 'Classic Tee' }).waitFor();
    expect(await page.getByTestId('availability').textContent()).toBe('Select Size and Color');
    expect(await page.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Size XL', exact: true }).click();
    await page.getByRole('button', { name: 'Color Red', exact: true }).click();
    await expect.poll(() => page.getByTestId('availability').textContent()).toMatch(/^In stock/);
    expect(await page.locator('.product-price').textContent()).toBe('$27.00'); // the XL variant's price
    await page.getByRole('button', { name: 'Size M', exact: true }).click();
    await expect.poll(() => page.locator('.product-price').textContent()).toBe('$25.00');
    await expect.poll(() => page.getByTestId('availability').textContent()).toMatch(/^In stock/);
    await shot('04-product-classic-tee-m-red');

    // Add to cart: the drawer opens with the line at once.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = page.getByTestId('cart-drawer');
    const line = drawer.getByTestId('cart-line');
    await expect.poll(() => line.count()).toBe(1);
    await expect.poll(() => badge().textContent()).toBe('1');
    await expect.poll(() => line.first().getByTestId('line-total').textContent()).toBe('$25.00');
    expect(await line.first().textContent()).toContain('Size: M');

    // Quantity: optimistic, then the server's truth.
    await line.first().getByRole('button', { name: 'Increase Classic Tee' }).click();
    await line.first().getByRole('button', { name: 'Increase Classic Tee' }).click();
    await expect.poll(() => line.first().getByTestId('line-quantity').textContent()).toBe('3');
    await line.first().getByRole('button', { name: 'Decrease Classic Tee' }).click();
    await expect.poll(() => line.first().getByTestId('line-quantity').textContent()).toBe('2');
    await expect.poll(() => page.getByTestId('cart-pending').count()).toBe(0);
    await expect.poll(() => line.first().getByTestId('line-total').textContent()).toBe('$50.00');
    expect(await badge().textContent()).toBe('2');

    // A failed change rolls back to the server's quantity and shows the typed error's message.
    shop.emulator.addFault({ path: '/ecom/v1/carts/current/update-line-items-quantity', kind: 'status', status: 503, times: 1 });
    await line.first().getByRole('button', { name: 'Increase Classic Tee' }).click();
    const failed = page.getByTestId('toast').filter({ hasText: 'Your cart was not updated' });
    await failed.waitFor();
    expect(await failed.textContent()).toContain('System error occurred');
    await expect.poll(() => line.first().getByTestId('line-quantity').textContent()).toBe('2');
    await expect.poll(() => page.getByTestId('cart-pending').count()).toBe(0);
    await shot('05a-cart-rollback-toast');
    await failed.getByRole('button', { name: 'Dismiss' }).click();

    // Estimate: shipping options and totals.
    await expect.poll(() => drawer.getByTestId('subtotal').textContent()).toBe('$50.00');
    const options = drawer.locator('.shipping-option');
    await expect.poll(() => options.count()).toBe(4);
    expect(await drawer.getByTestId('shipping').textContent()).toBe('$5.00'); // standard, the cheapest delivery
    await shot('05-cart-estimate');

    // Coupon: an unknown code shows the typed error's message; SAVE10 takes 10% off.
    await drawer.getByLabel('Coupon code').fill('NOPE');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    const toast = page.getByTestId('toast').filter({ hasText: /coupon/i });
    await toast.waitFor();
    expect(await toast.textContent()).toMatch(/coupon/i);
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

    // Server truth so far.
    expect(await requests({ method: 'POST', path: '/ecom/v1/carts/current/add-to-cart' })).toHaveLength(1);
    const quantityUpdates = await requests({ method: 'POST', path: '/ecom/v1/carts/current/update-line-items-quantity' });
    expect(quantityUpdates.map((r) => (r.body as { lineItems: { quantity: number }[] }).lineItems[0]!.quantity)).toEqual([2, 3, 2, 3]);
    expect(quantityUpdates.map((r) => r.status)).toEqual([200, 200, 200, 503]);
    const estimates = await requests({ method: 'POST', path: '/ecom/v1/carts/current/estimate-totals' });
    expect(estimates.at(-1)!.body).toMatchObject({ selectedShippingOption: { code: 'express' } });

    // Checkout hand-off: the platform's checkout page, then back to the thank-you view.
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(`${shop.emulator.url}/__pages/checkout/**`);
    expect(await page.locator('tbody').textContent()).toContain('Classic Tee');
    await shot('08-hosted-checkout');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(`${shop.url}/thank-you?orderId=*`);
    const orderId = new URL(page.url()).searchParams.get('orderId');
    await expect.poll(() => page.getByTestId('order-id').textContent()).toBe(orderId);
    await expect.poll(() => badge().textContent()).toBe('0'); // the order emptied the cart
    await shot('09-thank-you');

    const checkouts = await requests({ method: 'POST', path: '/ecom/v1/carts/current/create-checkout' });
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]!.body).toMatchObject({ channelType: 'WEB', selectedShippingOption: { code: 'express' } });
    const sessions = await requests({ method: 'POST', path: '/_api/redirects-api/v1/redirect-session' });
    expect(sessions.at(-1)!.body).toMatchObject({ ecomCheckout: { checkoutId: expect.any(String) }, callbacks: { thankYouPageUrl: `${shop.url}/thank-you` } });
    expect(pageErrors).toEqual([]);
  });

  it('signs in by redirect to the hosted page, then logs out', async () => {
    await page.goto(`${shop.url}/`);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Use the hosted sign-in page' }).click();
    await page.waitForURL(`${shop.emulator.url}/__pages/auth/**`);
    await page.fill('#email', DEMO.email);
    await page.fill('#password', DEMO.password);
    await shot('10-hosted-sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('member-badge').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).search).toBe(''); // code and state are gone from the address bar
    await shot('11-member-after-redirect');

    const tokens = await requests({ method: 'POST', path: '/oauth2/token' });
    expect(tokens.map((r) => (r.body as { grantType?: string }).grantType)).toContain('authorization_code');
    expect(tokens.filter((r) => (r.body as { grantType?: string }).grantType === 'authorization_code').every((r) => r.status === 200)).toBe(true);

    // The member's tokens, as the SDK stored them (browserStorage).
    const memberTokens = await storedTokens();
    expect(memberTokens?.refreshToken.role).toBe('member');
    expect((await cartCallWith(memberTokens!.accessToken.value)).status).not.toBe(401);

    // Logout: the platform's logout page ends the session and sends the shopper back.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.getByTestId('member-badge').count()).toBe(0);
    expect(new URL(page.url()).origin).toBe(shop.url);
    await shot('12-after-logout');
    expect((await storedTokens())?.refreshToken.role).not.toBe('member');
    expect((await cartCallWith(memberTokens!.accessToken.value)).status).toBe(401); // revoked on the platform
    expect(pageErrors).toEqual([]);
  });

  it('signs in with the custom form (state machine, then silent login) and keeps the cart', async () => {
    // A visitor's cart carries over to the member.
    await page.goto(`${shop.url}/products/canvas-tote`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => badge().textContent()).toBe('1');
    await expect.poll(() => page.getByTestId('cart-pending').count()).toBe(0);
    await page.getByRole('button', { name: 'Close cart' }).click();

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('E-mail').fill(DEMO.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.locator('.form-error').textContent()).toBe('Wrong e-mail or password.');
    await shot('13-custom-sign-in-wrong-password');

    await page.getByLabel('Password').fill(DEMO.password);
    await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('member-badge').first().waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'You are signed in' }).count()).toBe(1);
    await expect.poll(() => badge().textContent()).toBe('1');
    await shot('14-member-after-silent-login');

    const logins = await requests({ method: 'POST', path: '/_api/iam/authentication/v2/login' });
    expect(logins.map((r) => r.status)).toEqual([400, 200]); // the wrong password, then the right one
    const codes = (await requests({ method: 'POST', path: '/oauth2/token' })).filter((r) => (r.body as { grantType?: string }).grantType === 'authorization_code');
    expect(codes).toHaveLength(1); // the hidden frame's code, exchanged once
    expect(codes[0]!.status).toBe(200);
    const carts = await requests({ method: 'GET', path: '/ecom/v1/carts/current' });
    expect(carts.at(-1)!.auth).toBe('member');
    expect(pageErrors).toEqual([]);
  });

  it('signs up with the e-mail verification code', async () => {
    const email = `new-shopper-${Date.now()}@example.com`;
    await page.goto(`${shop.url}/account?mode=signup`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('a-good-password');
    await page.locator('form').getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await shot('15-sign-up-code-sent');

    const { messages } = await control<{ messages: { code?: string }[] }>(`/outbox?to=${encodeURIComponent(email)}&kind=verification-code`);
    expect(messages).toHaveLength(1);
    await page.getByLabel('Verification code').fill(messages[0]!.code!);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.getByTestId('member-badge').first().waitFor();
    await shot('16-member-after-sign-up');

    const { members } = await control<{ members: { email?: string; loginEmail?: string; status?: string }[] }>('/identity/members');
    expect(JSON.stringify(members)).toContain(email);
    expect(pageErrors).toEqual([]);
  });
});
