/** Shared by the dashboard's browser tests: a page that records errors, opens views, takes screenshots. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LaunchedChromium } from '@storefront-kit/test-utils';
import { expect } from 'vitest';

const RESULTS = join(fileURLToPath(new URL('..', import.meta.url)), 'test-results');
const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * A dashboard page at desktop size. `pageErrors` collects uncaught errors and console errors (under the
 * dashboard's Content-Security-Policy a blocked script, style or connection is one); `shot(name)` saves
 * `test-results/dashboard-<name>.png`; `open(view)` follows a nav link; `atPhoneSize(name)` checks that
 * nothing is wider than a phone, saves `<name>-phone`, and goes back to desktop size.
 */
export async function openDashboardPage(browser: LaunchedChromium) {
  mkdirSync(RESULTS, { recursive: true });
  const page = await browser.context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && pageErrors.push(`console: ${message.text()}`));
  await page.setViewportSize(DESKTOP);
  const shot = (name: string) => page.screenshot({ path: join(RESULTS, `dashboard-${name}.png`), fullPage: true });
  const open = async (view: string) => {
    await page.getByRole('link', { name: view, exact: true }).click();
    await page.locator('nav a[aria-current="page"]', { hasText: view }).waitFor();
  };
  const fitsPhone = async (what: string) => expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(PHONE.width);
  const atPhoneSize = async (name: string) => {
    await page.setViewportSize(PHONE);
    await fitsPhone(name);
    await shot(`${name}-phone`);
    await page.setViewportSize(DESKTOP);
  };
  return { page, pageErrors, shot, open, fitsPhone, atPhoneSize };
}
