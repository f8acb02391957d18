/**
 * The browser tests' shared setup: the example storefront (Vite dev server) and the platform emulator,
 * the system's headless Chromium, and a new shopper (fresh platform state, empty profile) per test.
 * Screenshots go to test-results/. Local runs without Chromium skip; CI (`process.env.CI`) fails.
 */
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath, launchChromium, type LaunchedChromium, type Page } from '@storefront-kit/test-utils';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startStorefront, type RunningStorefront } from '../serve.mjs';

const RESULTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'test-results');
export const DEMO = { email: 'shopper@example.com', password: 'storefront-demo' };

/**
 * Where a sign-out ends: the shop's page the platform's logout page sends the shopper back to. The shop
 * shows "Sign in" before it leaves for that page, so a test that goes on without waiting for the landing
 * races the redirect (and may read, or close, the logout page instead).
 */
export const signedOutLanding = (url: URL): boolean => url.searchParams.get('wixMemberLoggedIn') === 'false';

/** The system Chromium, or `undefined` (then `describe.skipIf(!browserPath)`). */
export const browserPath = chromiumPath();
if (!browserPath) {
  if (process.env.CI) throw new Error("Chromium is missing: CI must install Debian's `chromium` (see .ci/run); the browser tests cannot run.");
  console.warn('[example-storefront] Skipping the browser end-to-end tests: no Chromium at /usr/bin/chromium (apt-get install chromium).');
}

export interface ShopHarness {
  readonly shop: RunningStorefront;
  readonly page: Page;
  readonly pageErrors: string[];
  /** Opens a new tab as a new shopper (empty localStorage), replacing `page`. */
  freshPage(): Promise<Page>;
  shot(name: string): Promise<unknown>;
  control<T>(path: string, init?: RequestInit): Promise<T>;
  requests(filter: { method?: string; path: string }): ReturnType<RunningStorefront['emulator']['requestLog']>;
  storedTokens(): Promise<{ accessToken: { value: string }; refreshToken: { role: string } } | null>;
}

/** Registers the hooks of a browser test file and gives its tests the running shop and page (`catalog`: the emulator's store). */
export function shopHarness({ catalog = 'v1' }: { catalog?: 'v1' | 'v3' } = {}): ShopHarness {
  let shop: RunningStorefront;
  let browser: LaunchedChromium;
  let page: Page;
  let cacheDir: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(RESULTS, { recursive: true });
    cacheDir = await mkdtemp(join(tmpdir(), 'sfk-vite-'));
    [shop, browser] = await Promise.all([
      startStorefront({ port: 0, emulatorPort: 0, strictEmulatorPort: true, emulatorFromSource: true, logLevel: 'error', cacheDir, emulator: { catalog } }),
      launchChromium(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.close();
    if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
  });

  const freshPage = async () => {
    for (const p of browser.context.pages()) await p.close();
    await browser.context.clearCookies();
    page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 860 });
    // The persistent profile keeps localStorage: drop the last shopper's tokens on this tab's first page.
    await page.addInitScript(() => {
      if (window.sessionStorage.getItem('e2e-fresh')) return;
      window.localStorage.clear();
      window.sessionStorage.setItem('e2e-fresh', '1');
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  };

  beforeEach(async () => {
    // Every flow starts as a new shopper: a fresh platform state and an empty browser profile.
    await shop.emulator.reset();
    pageErrors.length = 0;
    await freshPage();
  });

  return {
    get shop() {
      return shop;
    },
    get page() {
      return page;
    },
    pageErrors,
    freshPage,
    shot: (name) => page.screenshot({ path: join(RESULTS, `${name}.png`) }),
    control: async (path, init) => (await fetch(`${shop.emulator.url}/__emulator${path}`, init)).json(),
    requests: (filter) => shop.emulator.requestLog(filter),
    storedTokens: () =>
      page.evaluate((key) => {
        const raw = window.localStorage.getItem(key);
        return raw ? JSON.parse(raw) : null;
      }, `sfk.${shop.emulator.clientId}.tokens`),
  };
}
