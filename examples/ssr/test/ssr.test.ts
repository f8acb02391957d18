/**
 * End to end: the Next.js example against the emulator, in headless Chromium.
 *
 * Next runs as a production server (`next build` once, then `next start` in a child process), which
 * is what users deploy; `SSR_TEST_MODE=dev` uses `next dev` instead (faster to start, see README).
 * The app imports the SDK packages' published entry points (`dist/`), so `pnpm build` must have run
 * (the root `npm test` does it first).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startEmulator, type Emulator } from '@storefront-kit/emulator';
import { chromiumPath, launchChromium, type LaunchedChromium, type Page } from '@storefront-kit/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOnce, checkDists, freePort, nextBin, root } from './next-app';

const results = join(root, 'test-results');
const mode = process.env.SSR_TEST_MODE === 'dev' ? 'dev' : 'start';

const browserPath = chromiumPath();
if (!browserPath && !process.env.CI) {
  console.warn('[example-ssr] Chromium not found (/usr/bin/chromium or CHROMIUM_PATH): the browser test is skipped locally.');
}

// The session cookie as the browser holds it: Next's encodeURIComponent over cookieStorage's own
// cookie-safe form (encodeURIComponent with `*` for `%`), which Next's encoding leaves unchanged.
const decode = (value: string) => decodeURIComponent(decodeURIComponent(value).replace(/\*/g, '%'));

let emulator: Emulator;
let next: ChildProcess | undefined;
let nextOutput = '';
let base = '';
let cookieName = '';

beforeAll(async () => {
  const distsBuiltAt = checkDists();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // The login callback and the post-logout page must be allowed by the OAuth app.
  emulator = await startEmulator({ port: 0, allowedRedirectUris: [`${base}/callback`, `${base}/`] });
  cookieName = `sfk.${emulator.clientId}.tokens`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: mode === 'dev' ? 'development' : 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    STOREFRONT_CLIENT_ID: emulator.clientId,
    STOREFRONT_API_HOST: emulator.hosts.api,
    STOREFRONT_READONLY_HOST: emulator.hosts.readOnly,
    STOREFRONT_EDGE_HOST: emulator.hosts.edge,
    STOREFRONT_SITE_URL: base,
  };
  if (mode === 'start') await buildOnce(env, distsBuiltAt);
  const started = Date.now();
  next = spawn(process.execPath, [nextBin, mode, '-p', String(port), '-H', '127.0.0.1'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  next.stdout!.on('data', (d: Buffer) => (nextOutput += d));
  next.stderr!.on('data', (d: Buffer) => (nextOutput += d));
  // Ready when it answers (any status); the first page request also compiles it in dev mode.
  for (;;) {
    if (next.exitCode !== null) throw new Error(`next ${mode} exited:\n${nextOutput}`);
    const ok = await fetch(`${base}/icon.svg`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 120_000) throw new Error(`next ${mode} did not start:\n${nextOutput}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  console.info(`[example-ssr] next ${mode} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

afterAll(async () => {
  if (next && next.exitCode === null) {
    const exited = new Promise((r) => next!.once('exit', r));
    next.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (next.exitCode === null) next.kill('SIGKILL');
  }
  await emulator?.stop();
});

describe('the SSR example', () => {
  it('server-renders the catalogue and the (empty) cart, and starts the session in an httpOnly cookie', async () => {
    emulator.clearRequestLog();
    const res = await fetch(base + '/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(has(html, '<h2>Classic Tee</h2>'), 'product names in the HTML').toBe(true);
    expect(has(html, '<h2>Hoodie</h2>')).toBe(true);
    expect(has(html, /data-testid="cart-count">0</), 'the cart count in the HTML').toBe(true);

    const setCookies = res.headers.getSetCookie();
    const session = setCookies.find((c) => c.startsWith(`${cookieName}=`));
    expect(session, 'the session cookie').toBeDefined();
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=lax/i);
    expect(session).not.toMatch(/; Secure/i); // plain http
    expect(session).toMatch(/; Path=\//);
    const tokens = JSON.parse(decode(session!.split(';')[0]!.slice(cookieName.length + 1)));
    expect(tokens.refreshToken.role).toBe('visitor');
    expect(has(html, tokens.accessToken.value), 'access token in the HTML').toBe(false);
    expect(has(html, tokens.refreshToken.value), 'refresh token in the HTML').toBe(false);
    // Minted once in proxy.ts and seen by the page in the same request: one grant, not two.
    const grants = emulator.requestLog({ path: '/oauth2/token' });
    expect(grants.map((g) => (g.body as { grantType?: string }).grantType)).toEqual(['anonymous']);
  });

  it('forwards only allow-listed, same-site storefront calls', async () => {
    const res = await fetch(`${base}/api/storefront/api/stores/v1/products`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(404);
    const badHost = await fetch(`${base}/api/storefront/evil/ecom/v1/carts/current`);
    expect(badHost.status).toBe(404);
    // Another site's page cannot post to the cart or sign the shopper out.
    const crossSite = { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', origin: 'https://evil.example' } };
    expect((await fetch(`${base}/api/storefront/api/ecom/v1/carts/current/add-to-cart`, crossSite)).status).toBe(403);
    expect((await fetch(`${base}/logout`, { ...crossSite, redirect: 'manual' })).status).toBe(403);
  });

  it('refuses a body over 1 MiB before reading it whole, and never forwards it to the platform', async () => {
    emulator.clearRequestLog();
    const url = `${base}/api/storefront/api/ecom/v1/carts/current/add-to-cart`;
    const big = new Uint8Array(2 * 1024 * 1024).fill(0x20);
    // With a Content-Length, and streamed without one (chunked).
    const declared = await fetch(url, { method: 'POST', body: big, headers: { 'content-type': 'application/json' } });
    const streamed = await fetch(url, {
      method: 'POST',
      body: new Blob([big]).stream(),
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    for (const res of [declared, streamed]) {
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ details: { applicationError: { code: 'PAYLOAD_TOO_LARGE' } } });
    }
    expect(emulator.requestLog({ path: '/ecom/v1/carts/current/add-to-cart' })).toEqual([]);
  });

  it('renews an expired session once for parallel requests, and every answer carries the new tokens', async () => {
    const first = await fetch(base + '/');
    await first.text();
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    emulator.advanceClock(5 * 60 * 60 * 1000); // past the access token's 4 h
    emulator.clearRequestLog();
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(`${base}/api/storefront/api/ecom/v1/carts/current`, { headers: { cookie } })));
      expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404]); // still the same visitor, no cart yet
      const grants = emulator.requestLog({ path: '/oauth2/token' }).map((g) => (g.body as { grantType?: string }).grantType);
      expect(grants).toEqual(['refresh_token']);
      const renewed = answers.map((a) => a.headers.getSetCookie().find((c) => c.startsWith(`${cookieName}=`)));
      for (const c of renewed) expect(c).toMatch(/; HttpOnly/i);
      expect(new Set(renewed.map((c) => c!.split(';')[0])).size).toBe(1);
    } finally {
      emulator.setClockOffset(0);
    }
  });

  it.skipIf(!browserPath && !process.env.CI)('keeps the cart across reloads (Chromium)', async () => {
    expect(browserPath, 'Chromium is required in CI (apt-get install chromium)').toBeDefined();
    mkdirSync(results, { recursive: true });
    const browser: LaunchedChromium = await launchChromium();
    try {
      const page: Page = browser.context.pages()[0] ?? (await browser.context.newPage());
      const consoleErrors: string[] = [];
      const urls: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') consoleErrors.push(m.text());
      });
      page.on('pageerror', (e) => consoleErrors.push(e.message));
      page.on('request', (r) => urls.push(r.url()));
      emulator.clearRequestLog();

      // First visit: server-rendered, then hydrated.
      const first = await page.goto(base + '/');
      expect(has(await first!.text(), /data-testid="cart-count">0</)).toBe(true);
      await page.waitForSelector('[data-hydrated="true"]');
      await page.screenshot({ path: join(results, 'ssr-1-first-visit.png'), fullPage: true });
      // Hydration used the server's products and cart: the browser asked for neither again.
      expect(urls.filter((u) => u.includes('/api/storefront/'))).toEqual([]);

      // Add to cart (optimistic at once, then the server's line with its real id).
      await page.click('[data-product-slug="classic-tee"] button');
      await page.waitForSelector('[data-testid="cart-line"] button[aria-label="Remove"]');
      await expectCount(page, '1');
      await page.screenshot({ path: join(results, 'ssr-2-added.png'), fullPage: true });

      // Reload: the server renders the same cart, the client hydrates it.
      const reloaded = await page.reload();
      const html = await reloaded!.text();
      expect(has(html, /data-testid="cart-count">1</), 'the cart count in the reloaded HTML').toBe(true);
      expect(has(html, /data-testid="cart-line">Classic Tee/), 'the cart line in the reloaded HTML').toBe(true);
      await page.waitForSelector('[data-hydrated="true"]');
      await expectCount(page, '1');
      await page.screenshot({ path: join(results, 'ssr-3-reloaded.png'), fullPage: true });

      // One browser session = one visitor: a single anonymous grant and no refresh.
      const grants = emulator.requestLog({ path: '/oauth2/token' }).map((g) => (g.body as { grantType?: string }).grantType);
      expect(grants).toEqual(['anonymous']);
      const cartCalls = emulator.requestLog({ path: '/ecom/**' });
      expect(cartCalls.length).toBeGreaterThan(0);
      expect(new Set(cartCalls.map((c) => c.auth))).toEqual(new Set(['visitor']));

      // The tokens: one httpOnly cookie, invisible to scripts, never in a URL or in the server's output.
      const cookies = await browser.context.cookies(base);
      expect(cookies.map((c) => c.name)).toEqual([cookieName]);
      const [session] = cookies;
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false, path: '/' });
      const tokens = JSON.parse(decode(session!.value));
      expect(tokens.accessToken.value).toMatch(/\S{16,}/);
      expect(await page.evaluate(() => document.cookie)).not.toContain('sfk.');
      for (const secret of [tokens.accessToken.value, tokens.refreshToken.value]) {
        expect(urls.filter((u) => u.includes(secret))).toEqual([]);
        expect(has(nextOutput, secret), 'a token in the server output').toBe(false);
        expect(has(await page.content(), secret), 'a token in the DOM').toBe(false);
      }
      // The browser only ever talked to this app (same-origin route handler), never to the platform.
      expect(urls.filter((u) => !u.startsWith(base))).toEqual([]);

      // The same cookie, sent by plain fetch, gets the same server-rendered cart.
      const again = await fetch(base + '/', { headers: { cookie: `${cookieName}=${session!.value}` } });
      expect(has(await again.text(), /data-testid="cart-count">1</)).toBe(true);

      expect(consoleErrors).toEqual([]);

      // Member: sign in through the hosted page (sign up, verify the e-mail), come back with the cart.
      const email = `shopper-${Date.now()}@example.com`;
      await page.click('form[action="/login"] button');
      await page.waitForURL((u) => u.href.startsWith(emulator.url));
      await page.click('a:has-text("Create one")');
      await page.fill('#email', email);
      await page.fill('#password', 'correct horse battery staple');
      await page.click('button[type="submit"]');
      await page.waitForSelector('#code');
      const code = emulator.outbox({ to: email }).find((m) => m.code)?.code;
      expect(code, 'verification code in the outbox').toBeDefined();
      await page.fill('#code', code!);
      await page.click('button[type="submit"]');
      await page.waitForURL(`${base}/`);
      await page.waitForSelector('[data-hydrated="true"]');
      expect(await page.textContent('[data-testid="role"]')).toBe('member');
      await expectCount(page, '1'); // the visitor's cart carried over
      await page.screenshot({ path: join(results, 'ssr-4-member.png'), fullPage: true });
      // (The emulator's own `emulator_site_session` cookie shares the 127.0.0.1 host: ignored.)
      const memberCookies = (await browser.context.cookies(base)).filter((c) => c.name.startsWith('sfk.'));
      const memberSession = memberCookies.find((c) => c.name === cookieName);
      const memberTokens = JSON.parse(decode(memberSession!.value));
      expect(memberTokens.refreshToken.role).toBe('member');
      // The pending login (its PKCE verifier) is gone; every SDK cookie is httpOnly and Lax.
      expect(memberCookies.filter((c) => c.name.includes('.pkce.'))).toEqual([]);
      for (const c of memberCookies) expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false });

      // Sign out: the platform session ends, a new visitor starts with an empty cart.
      await page.click('form[action="/logout"] button');
      // The platform marks every callback with wixMemberLoggedIn (false after a logout).
      await page.waitForURL(`${base}/?wixMemberLoggedIn=false`);
      await page.waitForSelector('[data-hydrated="true"]');
      expect(await page.textContent('[data-testid="role"]')).toBe('visitor');
      await expectCount(page, '0');

      const grantsAfter = emulator.requestLog({ path: '/oauth2/token' }).map((g) => (g.body as { grantType?: string }).grantType);
      expect(grantsAfter).toEqual(['anonymous', 'authorization_code', 'anonymous']);
      for (const secret of [memberTokens.accessToken.value, memberTokens.refreshToken.value]) {
        expect(urls.filter((u) => u.includes(secret))).toEqual([]);
        expect(has(nextOutput, secret), 'a member token in the server output').toBe(false);
      }
      expect(consoleErrors.filter((e) => !e.includes(emulator.url))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

describe.skipIf(!browserPath && !process.env.CI)('the SSR example in Chromium when the platform fails, and on a phone', () => {
  const FRIENDLY = 'The shop is unavailable right now';
  let browser: LaunchedChromium;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(results, { recursive: true });
    browser = await launchChromium();
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
  });
  afterAll(async () => {
    emulator?.clearFaults();
    await browser?.close();
  });

  /** The page's visible text once the error page or the shop is up. */
  const shown = async () => {
    await page.waitForSelector('[role="alert"], [data-hydrated="true"]');
    return page.textContent('body');
  };

  it('shows a page in the shopper\'s words, with no error detail, when the platform answers 5xx; "Try again" recovers', async () => {
    // Every attempt of the page's cart read (http-core tries a 503 three times).
    emulator.addFault({ path: '/ecom/v1/carts/current', method: 'GET', kind: 'status', status: 503, times: 3 });
    const res = await page.goto(base + '/');
    expect(res!.status()).toBe(500);
    const text = await shown();
    await page.screenshot({ path: join(results, 'ssr-6-platform-5xx.png') });
    expect(text).toContain(FRIENDLY);
    expect(text).not.toContain('System error occurred');
    expect(has(await page.content(), '/ecom/v1/carts/current'), 'the platform URL in the page').toBe(false);

    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForSelector('[data-hydrated="true"]');
    await expectCount(page, '0');
  });

  it("says a failed add to cart in the shopper's words, without the call, and rolls the line back", async () => {
    await page.goto(base + '/');
    await page.waitForSelector('[data-hydrated="true"]');
    // The canvas tote has no options: the click adds it at once. Every attempt fails.
    emulator.addFault({ path: '/ecom/v1/carts/current/add-to-cart', kind: 'status', status: 503, times: 5 });
    await page.click('[data-product-slug="canvas-tote"] button');
    const alert = page.locator('.bar ~ p[role="alert"]');
    await alert.waitFor();
    await page.screenshot({ path: join(results, 'ssr-7-add-failed.png') });
    const text = (await alert.textContent()) ?? '';
    expect(text).toContain('Your cart was not updated');
    expect(text).not.toMatch(/System error|\/api\/storefront|POST/);
    await expectCount(page, '0');
    emulator.clearFaults();
  });

  it('names the line it is adding while a slow platform has not answered yet', async () => {
    await page.goto(base + '/');
    await page.waitForSelector('[data-hydrated="true"]');
    emulator.addFault({ path: '/ecom/v1/carts/current/add-to-cart', kind: 'latency', latencyMs: 5000, times: 1 });
    await page.click('[data-product-slug="canvas-tote"] button');
    const pending = page.locator('[data-testid="cart-line"]', { hasNot: page.locator('button[aria-label="Remove"]') });
    await pending.waitFor();
    await page.screenshot({ path: join(results, 'ssr-8-adding-slowly.png') });
    expect(await pending.textContent()).toMatch(/^Canvas Tote × 1/);
    await page.waitForSelector('[data-testid="cart-line"] button[aria-label="Remove"]');
    expect(await page.textContent('[data-testid="cart-line"]')).toMatch(/^Canvas Tote × 1/);
  });

  it("gives up on a slow platform within the page's 10 s budget and says so", async () => {
    // The cart read hangs for 25 s; the page must answer well before (its reads share a 10 s budget).
    emulator.addFault({ path: '/ecom/v1/carts/current', method: 'GET', kind: 'latency', latencyMs: 25_000, times: 1 });
    const res = await page.goto(base + '/', { timeout: 20_000 });
    expect(res!.status()).toBe(500);
    expect(await shown()).toContain(FRIENDLY);
  });

  it('fits a phone (390 px): no sideways scrolling, the cart below the products', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(base + '/');
    await page.waitForSelector('[data-hydrated="true"]');
    await page.screenshot({ path: join(results, 'ssr-5-phone.png') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const [grid, cart] = await Promise.all([
      page.locator('section[aria-label="Products"]').boundingBox(),
      page.locator('aside[aria-label="Cart"]').boundingBox(),
    ]);
    expect(cart!.y).toBeGreaterThanOrEqual(grid!.y + grid!.height);
  });
});

/** A boolean check, so a failure does not print 80 kB of HTML. */
function has(text: string, what: string | RegExp): boolean {
  return typeof what === 'string' ? text.includes(what) : what.test(text);
}

async function expectCount(page: Page, count: string) {
  await expect.poll(() => page.textContent('[data-testid="cart-count"]')).toBe(count);
}
