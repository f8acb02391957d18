/**
 * The MSW handlers in a real browser: a page bundled for the browser by esbuild (workspace packages
 * from source) starts `setupWorker(...handlers)` with MSW's service worker, then the SDK reads the
 * catalogue, fills a cart, signs a member in and meets faults on the platform's own hosts, all answered
 * by the emulator living in the page. Local runs without Chromium skip; CI fails.
 */
import type { Server } from 'node:http';
import { chromiumPath, launchChromium, type LaunchedChromium, type Page } from '@storefront-kit/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FACTS, DEMO_MEMBER_EMAIL, DEMO_PASSWORD, demoProductId } from '../src/index';
import { bundlePage, servePage } from './msw-browser-page';

const PRODUCTS = '/stores-reader/v1/products/query-platformized';

const browserPath = chromiumPath();
if (!browserPath && process.env.CI) throw new Error("Chromium is missing: CI must install Debian's `chromium` (see .ci/run).");

describe.skipIf(!browserPath)('setupEmulatorHandlers with setupWorker in Chromium', () => {
  let browser: LaunchedChromium;
  let server: Server;
  let page: Page;
  let inputs: string[];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    const bundled = await bundlePage();
    inputs = bundled.inputs;
    let url: string;
    [{ url, server }, browser] = await Promise.all([servePage(bundled.script), launchChromium()]);
    page = await browser.context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // Failed loads are the 4xx/5xx answers and the dropped connection the tests ask for.
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) pageErrors.push(message.text());
    });
    await page.goto(url);
    await page.waitForFunction(() => window.shopReady === true, undefined, { timeout: 30_000 });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('bundles the emulator from source for the browser, without its server', () => {
    expect(inputs).toContain('packages/emulator/src/in-process.ts');
    expect(inputs).toContain('packages/emulator/src/core/web-crypto.ts');
    expect(inputs.filter((input) => /emulator\/src\/server\.ts$|@hono\/node-server/.test(input))).toEqual([]);
  });

  it('reads the demo catalogue through the service worker, offset and cursor paging', async () => {
    const result = await page.evaluate(() => window.shop.catalogue());
    expect(result.slugs).toHaveLength(DEMO_FACTS.productCount);
    expect(result.slugs).toContain(DEMO_FACTS.simpleProductSlug);
    expect(result.totalCount).toBe(DEMO_FACTS.productCount);
    // The second page comes from the signed cursor of the first.
    const [first, second] = result.cursorPages;
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(2);
    expect(first!.concat(second!)).toEqual(result.slugs.slice(0, 4));
    expect(await page.evaluate((path) => window.shop.requestLog(path), PRODUCTS)).toMatchObject([
      { method: 'GET', host: 'readOnly', auth: 'visitor', status: 200 },
      { method: 'GET', host: 'readOnly', auth: 'visitor', status: 200 },
      { method: 'GET', host: 'readOnly', auth: 'visitor', status: 200 },
    ]);
  });

  it('adds to the current cart and reads it back', async () => {
    const productId = demoProductId(DEMO_FACTS.simpleProductSlug);
    const cart = await page.evaluate((id) => window.shop.addToCart(id), productId);
    expect(cart.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart.lines).toEqual([{ productId, quantity: 2 }]);
    const [add] = await page.evaluate(() => window.shop.requestLog('/ecom/v1/carts/current/add-to-cart'));
    expect(add).toMatchObject({ method: 'POST', host: 'api', auth: 'visitor', status: 200 });
    expect(add!.requestId).toMatch(/^\d+\.\d{20}$/);
    expect(add!.body).toMatchObject({ lineItems: [{ quantity: 2, catalogReference: { catalogItemId: productId } }] });
  });

  it('signs the demo member in with a password, and refuses a wrong one', async () => {
    const signIn = (password: string) => page.evaluate((input) => window.shop.login(input.email, input.password), { email: DEMO_MEMBER_EMAIL, password });
    expect(await signIn(DEMO_PASSWORD)).toEqual({ loginState: 'SUCCESS' });
    expect(await signIn('not-the-password')).toEqual({ loginState: 'FAILURE' });
    const log = await page.evaluate(() => window.shop.requestLog());
    const logins = log.filter((entry) => JSON.stringify(entry.body ?? '').includes(DEMO_MEMBER_EMAIL));
    expect(logins).toHaveLength(2);
    for (const entry of logins) expect(JSON.stringify(entry.body)).not.toContain(DEMO_PASSWORD);
  });

  it("a status fault is the SDK's HttpError; a reset fault its network error", async () => {
    await page.evaluate(() => window.shop.reset());
    expect(await page.evaluate(() => window.shop.fault('status'))).toMatchObject({ name: 'HttpError', status: 503 });
    expect(await page.evaluate(() => window.shop.fault('reset'))).toMatchObject({ name: 'NetworkError', code: 'ERR_NETWORK' });
    expect(await page.evaluate((path) => window.shop.requestLog(path), PRODUCTS)).toMatchObject([
      { status: 503, fault: 'status' },
      { status: 0, fault: 'reset' },
    ]);
  });

  it('raised no error in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
