/**
 * The hosted pages as a shopper meets them, in headless Chromium: a form sends once however often its
 * button is pressed; a phone shows a page whole, with a margin; an error stands right after the field it is about, is that field's description and has the focus. Local runs without Chromium skip; CI fails.
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromiumPath, launchChromium, type LaunchedChromium, type Page } from '@storefront-kit/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../src/index';
import { call, item, visitorToken } from './cart-helpers';
import { DEMO, SESSION_PATH } from './identity-helpers';

const browserPath = chromiumPath();
if (!browserPath && process.env.CI) throw new Error("Chromium is missing: CI must install Debian's `chromium` (see .ci/run).");

describe.skipIf(!browserPath)('the hosted pages in Chromium', { timeout: 30_000 }, () => {
  let emu: Emulator;
  let browser: LaunchedChromium;

  beforeAll(async () => {
    [browser, emu] = await Promise.all([launchChromium(), startEmulator()]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([browser?.close(), emu?.stop()]);
  });

  /** A new tab of `width` x `height`. */
  async function newPage(width = 1280, height = 900): Promise<Page> {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width, height });
    return page;
  }

  /** A visitor's cart with one line, its checkout, and the checkout's redirect session page. */
  async function checkoutUrl(): Promise<string> {
    const token = await visitorToken(emu);
    expect((await call(emu, 'POST', '/ecom/v1/carts/current/add-to-cart', { lineItems: [item('canvas-tote', 1)] }, token)).status).toBe(200);
    const checkout = await call(emu, 'POST', '/ecom/v1/carts/current/create-checkout', { channelType: 'WEB' }, token);
    const session = await call(emu, 'POST', SESSION_PATH, { ecomCheckout: { checkoutId: checkout.body.checkoutId } }, token);
    return session.body.redirectSession.fullUrl;
  }

  it('"Place order" pressed again while the order is on its way sends the form once', async () => {
    // The emulator behind a proxy that holds the POSTs until both presses happened, counting them.
    let posts = 0;
    const held: (() => void)[] = [];
    let firstHeld!: () => void;
    const first = new Promise<void>((resolve) => (firstHeld = resolve));
    const proxy = createServer((req, res) => {
      // A POST the browser gave up on (it sent another) may be cut off on either side.
      const forward = () => {
        const upstream = request(new URL(req.url ?? '/', emu.url), { method: req.method, headers: req.headers }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        upstream.on('error', () => res.destroy());
        req.pipe(upstream);
      };
      if (req.method !== 'POST') return forward();
      posts++;
      held.push(forward);
      firstHeld();
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const page = await newPage();
    const url = new URL(await checkoutUrl());
    await page.goto(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}${url.pathname}${url.search}`);
    const box = (await page.getByRole('button', { name: 'Place order' }).boundingBox())!;
    const press = () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await press();
    await first;
    await press();
    for (const release of held.splice(0)) release();
    // The page shown answers the last POST the browser sent: every POST has reached the proxy by then.
    await page.waitForFunction(() => document.querySelector('h1')?.textContent !== 'Checkout');
    expect(posts).toBe(1);
    expect(await page.locator('h1').innerText()).toBe('Thank you');
    await page.close();
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
  });

  /** The field the page's error describes (`aria-describedby`), whether it is marked invalid, and whether the error follows it. */
  const describedField = (page: Page) =>
    page.evaluate(() => {
      const error = document.querySelector('.error');
      const input = document.querySelector(`input[aria-describedby~="${error?.id}"]`);
      return {
        field: input?.getAttribute('name'),
        invalid: input?.getAttribute('aria-invalid'),
        text: error?.textContent,
        follows: !!input && input.nextElementSibling === error,
        focused: !!input && document.activeElement === input,
      };
    });

  it('a wrong password, a taken address and a wrong code are each told right after their field, as its description, the field focused', async () => {
    const token = await visitorToken(emu);
    const { body } = await call(emu, 'POST', SESSION_PATH, { login: {} }, token);
    const page = await newPage(390, 844);
    await page.goto(body.redirectSession.fullUrl);
    await page.getByLabel('E-mail').fill(DEMO.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('.error').waitFor();
    expect(await describedField(page)).toEqual({ field: 'password', invalid: 'true', text: 'Wrong e-mail or password.', follows: true, focused: true });

    await page.goto(`${body.redirectSession.fullUrl}?mode=signup`);
    await page.getByLabel('E-mail').fill(DEMO.email);
    await page.getByLabel('Password').fill('a-new-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.locator('.error').waitFor();
    expect(await describedField(page)).toMatchObject({ field: 'email', invalid: 'true', follows: true, focused: true });

    await page.goto(`${body.redirectSession.fullUrl}?mode=signup`);
    await page.getByLabel('E-mail').fill('code-page@example.com');
    await page.getByLabel('Password').fill('a-new-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByLabel('Code').fill('00000');
    await page.getByLabel('Code').evaluate((input: HTMLInputElement) => input.removeAttribute('pattern'));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.locator('.error').waitFor();
    expect(await describedField(page)).toMatchObject({ field: 'code', invalid: 'true', follows: true, focused: true });
    await page.close();
  });

  it('on a phone (390 px) the card keeps a margin and a long address does not widen the page', async () => {
    const token = await visitorToken(emu);
    const { body } = await call(emu, 'POST', SESSION_PATH, { login: {} }, token);
    const page = await newPage(390, 844);
    await page.goto(`${body.redirectSession.fullUrl}?mode=signup`);
    await page.getByLabel('E-mail').fill(`a-rather-long-address-for-a-phone-screen-${'x'.repeat(20)}@example.com`);
    await page.getByLabel('Password').fill('a-new-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByLabel('Code').waitFor();
    const layout = await page.evaluate(() => {
      const card = document.querySelector('main')!.getBoundingClientRect();
      const inner = card.right - Number.parseFloat(getComputedStyle(document.querySelector('main')!).paddingRight);
      const sticksOut = [...document.querySelectorAll('main *')].filter((el) => el.getBoundingClientRect().right > inner + 0.5).map((el) => el.textContent);
      return {
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        sticksOut,
        left: card.left,
        right: window.innerWidth - card.right,
      };
    });
    expect(layout.overflow).toBe(0);
    expect(layout.sticksOut).toEqual([]);
    expect(layout.left).toBeGreaterThanOrEqual(8);
    expect(layout.right).toBeGreaterThanOrEqual(8);
    await page.close();
  });
});
