/**
 * The dashboard in headless Chromium against a real emulator: the live request log shows a shop's calls,
 * the outbox a sign-up code, a latency fault added from the form is applied, a webhook is redelivered;
 * all of it under the dashboard's Content-Security-Policy, with no console error.
 * Builds the dashboard (vite) when dist/dashboard is missing or older than its sources. Screenshots go to
 * test-results/. Local runs without Chromium skip; CI fails.
 */
import { chromiumPath, launchChromium, type LaunchedChromium, type Page } from '@storefront-kit/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDashboardIfStale } from '../dashboard/build.mjs';
import { startEmulator, type Emulator } from '../src/index';
import { call, cartClient, item, visitorToken } from './cart-helpers';
import { openDashboardPage, PHONE } from './dashboard-page';
import { startReceiver, type Receiver } from './helpers';

const browserPath = chromiumPath();
if (!browserPath && process.env.CI) throw new Error("Chromium is missing: CI must install Debian's `chromium` (see .ci/run).");

describe.skipIf(!browserPath)('the dashboard in Chromium', () => {
  let emu: Emulator;
  let browser: LaunchedChromium;
  let page: Page;
  let receiver: Receiver;
  let dashboard: Awaited<ReturnType<typeof openDashboardPage>>;
  const shot = (name: string) => dashboard.shot(name);
  const open = (view: string) => dashboard.open(view);
  const row = (text: string) => page.locator('.log > li', { hasText: text });

  beforeAll(async () => {
    [, emu, browser, receiver] = await Promise.all([
      buildDashboardIfStale(),
      startEmulator({ webhookRetry: { attempts: 1, baseDelayMs: 5 } }),
      launchChromium(),
      startReceiver((index) => (index === 0 ? 503 : 200)),
    ]);
    dashboard = await openDashboardPage(browser);
    page = dashboard.page;
    await page.goto(`${emu.url}/`);
    await page.locator('.pill', { hasText: 'live' }).waitFor();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await emu?.stop();
    await receiver?.close();
  });

  it("shows the shop's requests live, with details and secrets masked", async () => {
    const token = await visitorToken(emu);
    const added = await call(emu, 'POST', '/__host/edge/ecom/v1/carts/current/add-to-cart', { lineItems: [item('canvas-tote', 2)] }, token);
    expect(added.status).toBe(200);

    await row('/ecom/v1/carts/current/add-to-cart').getByRole('button').click();
    const details = row('/ecom/v1/carts/current/add-to-cart').locator('.details');
    await details.waitFor();
    const text = await details.innerText();
    expect(text).toContain(added.headers.get('x-wix-request-id')!);
    expect(text).toContain('"catalogItemId"');
    expect(text).toContain('"authorization": "[masked]"');
    expect(text).not.toContain(token);
    await expect(row('/oauth2/token').innerText()).resolves.toMatch(/POST[\s\S]*api[\s\S]*200/);
    await shot('requests-desktop');

    await page.getByLabel('method', { exact: true }).selectOption('GET');
    await row('/oauth2/token').waitFor({ state: 'detached' });
    await page.getByLabel('method', { exact: true }).selectOption('');
    await row('/oauth2/token').waitFor();

    await open('Carts');
    await page.locator('.card', { hasText: 'Canvas Tote' }).waitFor();
    await expect(page.locator('.card').innerText()).resolves.toMatch(/2 × /);
    await shot('carts-desktop');
  }, 60_000);

  it('shows a sign-up code in the outbox that verifies the member', async () => {
    const token = await visitorToken(emu);
    const email = 'dashboard@example.com';
    const registered = await call(emu, 'POST', '/_api/iam/authentication/v2/register', { loginId: { email }, password: 'correct-horse-1' }, token);
    expect(registered.body.state).toBe('REQUIRE_EMAIL_VERIFICATION');

    await open('Members');
    await page.locator('.list li', { hasText: email }).getByText('e-mail not verified').waitFor();
    await shot('members-desktop');
    await open('Outbox');
    const code = await page.getByLabel(`code for ${email}`).innerText();
    await shot('outbox-desktop');
    const verified = await call(emu, 'POST', '/_api/iam/verification/v1/auth/verify', { code, stateToken: registered.body.stateToken }, token);
    expect(verified.body.state).toBe('SUCCESS');
  }, 60_000);

  it('adds a latency fault from the form and shows it applied', async () => {
    await open('Faults & clock');
    await page.getByLabel('fault kind').selectOption('latency');
    await page.getByLabel('fault path').fill('/stores-reader/**');
    await page.getByLabel('latencyMs').fill('300');
    await page.getByRole('button', { name: 'Add fault' }).click();
    const rule = page.locator('.list li', { hasText: '/stores-reader/**' });
    await rule.getByText('applied 0×').waitFor();
    expect(emu.faults()).toMatchObject([{ kind: 'latency', path: '/stores-reader/**', latencyMs: 300 }]);

    const token = await visitorToken(emu);
    const started = performance.now();
    expect((await call(emu, 'GET', '/stores-reader/v1/products/query-platformized?query.paging.limit=1', undefined, token)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(300);
    await rule.getByText('applied 1×').waitFor();
    await shot('latency-fault-desktop');

    await open('Requests');
    const slow = row('/stores-reader/v1/products/query-platformized');
    await slow.getByText('fault: latency').waitFor();
    await shot('latency-fault-requests-desktop');
    await open('Faults & clock');
    await rule.getByRole('button', { name: 'Remove' }).click();
    await rule.waitFor({ state: 'detached' });
    expect(emu.faults()).toEqual([]);
  }, 60_000);

  it('subscribes a webhook from the form and redelivers a failed delivery', async () => {
    await open('Webhooks');
    await page.getByLabel('webhook URL').fill(receiver.url);
    await page.getByLabel('event types').fill('wix.ecom.v1.cart_created');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.locator('.list li', { hasText: receiver.url }).getByText('wix.ecom.v1.cart_created').waitFor();

    await cartClient(emu, await visitorToken(emu)).add({ lineItems: [item('canvas-tote')] });
    await emu.webhooksIdle();
    const delivery = page.locator('.delivery', { hasText: 'wix.ecom.v1.cart_created' });
    await delivery.getByText('failed', { exact: true }).waitFor();
    await delivery.getByRole('button', { name: 'Redeliver' }).click();
    await delivery.getByText('delivered', { exact: true }).waitFor();
    await expect(delivery.locator('.attempts li').allInnerTexts()).resolves.toEqual([expect.stringContaining('503'), expect.stringContaining('200')]);
    expect(receiver.bodies).toHaveLength(2);
    await shot('webhooks-desktop');
  }, 60_000);

  it('registers a service plugin from the form and removes it', async () => {
    await open('Service plugins');
    await page.getByLabel('component type').fill('ecom.shippingRates');
    await page.getByLabel('service plugin URL').fill('http://127.0.0.1:3000/plugins/shipping');
    await page.getByRole('button', { name: 'Register' }).click();
    const registered = page.locator('.list li', { hasText: 'ecom.shippingRates' });
    await registered.getByText('http://127.0.0.1:3000/plugins/shipping').waitFor();
    const listed = (await (await fetch(`${emu.url}/__emulator/service-plugins`)).json()) as { servicePlugins: unknown[] };
    expect(listed.servicePlugins).toEqual([expect.objectContaining({ componentType: 'ecom.shippingRates', url: 'http://127.0.0.1:3000/plugins/shipping' })]);
    await shot('service-plugins-desktop');
    await registered.getByRole('button', { name: 'Remove' }).click();
    await registered.waitFor({ state: 'detached' });
  }, 60_000);

  it('fits a phone screen', async () => {
    await page.setViewportSize(PHONE);
    for (const view of ['Requests', 'Carts', 'Catalogue', 'Outbox', 'Webhooks', 'Service plugins', 'Faults & clock']) {
      await open(view);
      if (view === 'Requests') await row('/ecom/v1/carts/current/add-to-cart').first().waitFor();
      await dashboard.fitsPhone(view);
      await shot(`${view.split(' ')[0]!.toLowerCase()}-phone`);
    }
    expect(dashboard.pageErrors).toEqual([]);
  }, 60_000);
});
