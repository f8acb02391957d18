/**
 * A newcomer's first run, in the system's headless Chromium: `npm start` runs the emulator from source,
 * where the dashboard is not built, and builds it (here into a fresh, empty folder, as in a new clone).
 * The shop's sign-up ends on a "check your e-mail" screen whose link opens the dashboard's outbox, and
 * the code is readable there, with the dashboard under its strict Content-Security-Policy (no violation,
 * no failed request). Screenshots at a laptop's and a phone's size go to test-results/.
 */
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, type LaunchedChromium, type Page } from '@storefront-kit/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront, type RunningStorefront } from '../serve.mjs';
import { browserPath } from './shop-harness';

const RESULTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'test-results');

describe.skipIf(!browserPath)('first run: sign up, then read the code in the dashboard', () => {
  let shop: RunningStorefront;
  let browser: LaunchedChromium;
  let temp: string;

  beforeAll(async () => {
    mkdirSync(RESULTS, { recursive: true });
    temp = await mkdtemp(join(tmpdir(), 'sfk-first-run-'));
    [shop, browser] = await Promise.all([
      startStorefront({
        port: 0,
        emulatorPort: 0,
        strictEmulatorPort: true,
        emulatorFromSource: true,
        buildDashboard: { dir: join(temp, 'dashboard') }, // nothing built there yet
        logLevel: 'error',
        cacheDir: join(temp, 'vite-cache'),
      }),
      launchChromium(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.close();
    if (temp) await rm(temp, { recursive: true, force: true });
  });

  /** Records what a page reports as broken: errors, console errors (CSP violations among them), failed requests. */
  function problemsOf(page: Page): string[] {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) problems.push(`console: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    return problems;
  }

  it('links the "check your e-mail" screen to the outbox, which shows the code', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const shopErrors: string[] = [];
    page.on('pageerror', (error) => shopErrors.push(error.message));
    const email = `first-run-${Date.now()}@example.com`;
    await page.goto(`${shop.url}/account?mode=signup`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('a-good-password');
    await page.locator('form').getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();

    const link = page.getByRole('link', { name: "emulator dashboard's outbox" });
    expect(await link.getAttribute('href')).toBe(`${shop.emulator.url}/#outbox`);
    const [dashboard] = await Promise.all([browser.context.waitForEvent('page'), link.click()]);
    const dashboardProblems = problemsOf(dashboard);
    await dashboard.setViewportSize({ width: 1280, height: 900 });
    await dashboard.waitForURL(`${shop.emulator.url}/#outbox`);

    const [message] = shop.emulator.outbox().filter((m) => m.to === email && m.kind === 'verification-code');
    expect(message?.code).toMatch(/^\d{6}$/);
    const code = dashboard.getByLabel(`code for ${email}`);
    await expect.poll(() => code.textContent()).toBe(message!.code);
    await dashboard.screenshot({ path: join(RESULTS, 'first-run-outbox-1280.png') });
    await dashboard.setViewportSize({ width: 390, height: 844 });
    expect(await code.isVisible()).toBe(true);
    await dashboard.screenshot({ path: join(RESULTS, 'first-run-outbox-390.png') });

    // The code typed back into the shop signs the new member in.
    await page.bringToFront();
    await page.getByLabel('Verification code').fill((await code.textContent())!);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.getByTestId('member-badge').first().waitFor();
    expect(dashboardProblems).toEqual([]);
    expect(shopErrors).toEqual([]);
  });
});
