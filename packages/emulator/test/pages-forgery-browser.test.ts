/**
 * Cross-site request forgery on the hosted pages, in headless Chromium: a page on another site submits
 * the emulator's login or checkout form itself (login CSRF: the browser would be signed in as the
 * attacker's member, and every later silent login of the shop would pick that member; an order placed
 * without the shopper). Chromium maps `evil.example` to 127.0.0.1, and `localhost` is another site than
 * the emulator's `127.0.0.1` too. The emulator's own flows, reached from a shop on another loopback
 * origin, keep working. Local runs without Chromium skip; CI fails.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromiumPath, launchChromium, type LaunchedChromium, type Page } from '@storefront-kit/test-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../src/index';
import { call, item, visitorToken } from './cart-helpers';
import { DEMO, SESSION_PATH, createAuthSession } from './identity-helpers';

const browserPath = chromiumPath();
if (!browserPath && process.env.CI) throw new Error("Chromium is missing: CI must install Debian's `chromium` (see .ci/run).");

/** A server for the shop's and the attacker's pages: `pages` by path, else an empty page. */
async function startSite(): Promise<{ port: number; pages: Map<string, string>; close(): Promise<void> }> {
  const pages = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    res.setHeader('content-type', 'text/html; charset=UTF-8');
    res.end(pages.get(new URL(req.url ?? '/', 'http://site').pathname) ?? '<!doctype html><title>a page</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    pages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A page that posts a form with `fields` to `action` as soon as it loads. */
function autoSubmitPage(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');
  return `<!doctype html><title>You won!</title><form method="post" action="${action}">${inputs}</form><script>document.forms[0].submit()</script>`;
}

describe.skipIf(!browserPath)('hosted page forms in Chromium', { timeout: 30_000 }, () => {
  let emu: Emulator;
  let browser: LaunchedChromium;
  let site: Awaited<ReturnType<typeof startSite>>;
  let shop: string;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchChromium({ args: ['--host-resolver-rules=MAP evil.example 127.0.0.1'] }), startSite()]);
    shop = `http://localhost:${site.port}`;
    emu = await startEmulator({ allowedRedirectUris: [`${shop}/callback`] });
  }, 60_000);
  afterAll(async () => {
    await Promise.all([browser?.close(), emu?.stop(), site?.close()]);
  });
  beforeEach(async () => {
    await browser.context.clearCookies();
  });

  /** Opens `url` in a new tab and waits until the browser has left `leaving` (a path of the site). */
  async function openAndWait(url: string, leaving: string): Promise<Page> {
    const page = await browser.context.newPage();
    await page.goto(url);
    await page.waitForURL((current) => current.pathname !== leaving);
    await page.waitForLoadState();
    return page;
  }

  /** Whether this browser is signed in on the emulator: a silent login (`prompt: none`) answers a code, not `login_required`. */
  async function silentLoginAnswer(): Promise<URLSearchParams> {
    const visitor = await visitorToken(emu);
    const { fullUrl } = await createAuthSession(emu, visitor, { redirectUri: `${shop}/callback`, responseMode: 'query', prompt: 'none' });
    const page = await browser.context.newPage();
    await page.goto(fullUrl);
    await page.waitForURL((url) => url.pathname === '/callback');
    const params = new URL(page.url()).searchParams;
    await page.close();
    return params;
  }

  /** A visitor's cart with one line, its checkout, and the checkout's redirect session page. */
  async function checkoutPage(): Promise<{ token: string; fullUrl: string }> {
    const token = await visitorToken(emu);
    expect((await call(emu, 'POST', '/ecom/v1/carts/current/add-to-cart', { lineItems: [item('canvas-tote', 1)] }, token)).status).toBe(200);
    const checkout = await call(emu, 'POST', '/ecom/v1/carts/current/create-checkout', { channelType: 'WEB' }, token);
    const session = await call(
      emu,
      'POST',
      SESSION_PATH,
      { ecomCheckout: { checkoutId: checkout.body.checkoutId }, callbacks: { thankYouPageUrl: `${shop}/thanks` } },
      token,
    );
    return { token, fullUrl: session.body.redirectSession.fullUrl };
  }

  it.each(['evil.example', 'localhost'])('a page on %s that submits the login form signs the browser in as nobody', async (host) => {
    const { body } = await call(emu, 'POST', SESSION_PATH, { login: {}, callbacks: { postFlowUrl: `${shop}/back` } }, await visitorToken(emu));
    site.pages.set('/attack', autoSubmitPage(body.redirectSession.fullUrl, { mode: 'login', email: DEMO.email, password: DEMO.password }));
    const page = await openAndWait(`http://${host}:${site.port}/attack`, '/attack');
    expect((await browser.context.cookies(emu.url)).map((cookie) => cookie.name)).not.toContain('emulator_site_session');
    expect(page.url()).toBe(body.redirectSession.fullUrl);
    expect(await page.locator('body').innerText()).toMatch(/^Request refused\s[\s\S]*Sec-Fetch-Site: cross-site[\s\S]*Nothing was changed/);
    await page.close();
    expect(Object.fromEntries(await silentLoginAnswer())).toMatchObject({ error: 'login_required' });
  });

  it('a page on evil.example that submits the checkout form places no order', async () => {
    const { token, fullUrl } = await checkoutPage();
    site.pages.set('/attack', autoSubmitPage(fullUrl, {}));
    const page = await openAndWait(`http://evil.example:${site.port}/attack`, '/attack');
    const cart = await call(emu, 'GET', '/ecom/v1/carts/current', undefined, token);
    expect(cart.status).toBe(200);
    expect(cart.body.cart.lineItems).toHaveLength(1);
    expect(await page.locator('body').innerText()).toMatch(/^Request refused\s/);
    await page.close();
  });

  it('a shop on another loopback origin sends the browser to the hosted login page; its form signs in and returns', async () => {
    const { body } = await call(emu, 'POST', SESSION_PATH, { login: {}, callbacks: { postFlowUrl: `${shop}/back` } }, await visitorToken(emu));
    site.pages.set('/shop', `<!doctype html><title>Shop</title><a href="${body.redirectSession.fullUrl}">Sign in</a>`);
    const page = await browser.context.newPage();
    await page.goto(`${shop}/shop`);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('E-mail').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/back');
    expect(new URL(page.url()).searchParams.get('wixMemberLoggedIn')).toBe('true');
    await page.close();
    expect((await silentLoginAnswer()).get('code')).toBeTruthy();
  });

  it('a shop on another loopback origin sends the browser to the hosted checkout; "Place order" places the shopper\'s order', async () => {
    const { token, fullUrl } = await checkoutPage();
    const page = await browser.context.newPage();
    await page.goto(fullUrl);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL((url) => url.pathname === '/thanks');
    expect(new URL(page.url()).searchParams.get('orderId')).toBeTruthy();
    await page.close();
    expect((await call(emu, 'GET', '/ecom/v1/carts/current', undefined, token)).status).toBe(404);
  });
});
