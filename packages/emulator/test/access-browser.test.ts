/**
 * What a web page in headless Chromium can do to a developer's running emulator. Chromium maps
 * `evil.example` to 127.0.0.1 (`--host-resolver-rules`), so a page served by a small local server is on
 * the foreign origin `http://evil.example:<port>`, and the emulator itself can be reached under that name
 * as after a DNS rebinding. Local runs without Chromium skip; CI fails.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromiumPath, launchChromium, type LaunchedChromium, type Page } from '@storefront-kit/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../src/index';

const browserPath = chromiumPath();
if (!browserPath && process.env.CI) throw new Error("Chromium is missing: CI must install Debian's `chromium` (see .ci/run).");

/** What a page's `fetch` gave: the status and text, or the error it threw. */
type PageFetch = { status: number; text: string } | { error: string };

/** Runs `fetch(url, init)` in the page, from the page's origin. */
function fetchFrom(page: Page, url: string, init: RequestInit = {}): Promise<PageFetch> {
  return page.evaluate(
    async ([target, options]) => {
      try {
        const response = await fetch(target, options);
        return { status: response.status, text: await response.text() };
      } catch (error) {
        return { error: String(error) };
      }
    },
    [url, init] as const,
  );
}

/** A server answering every path with an empty page: the attacker's site, or the shop's, on another port. */
async function startPageServer(): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=UTF-8');
    res.end('<!DOCTYPE html><title>a page</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(!browserPath)('a web page in Chromium and the emulator', () => {
  let emu: Emulator;
  let browser: LaunchedChromium;
  let site: Awaited<ReturnType<typeof startPageServer>>;
  const visit = async (url: string) => {
    const page = await browser.context.newPage();
    const response = await page.goto(url);
    return { page, status: response?.status() };
  };
  /** The page asks the platform for visitor tokens, as any storefront does. */
  const anonymousGrant = (page: Page) =>
    fetchFrom(page, `${emu.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: emu.clientId, grantType: 'anonymous' }),
    });

  beforeAll(async () => {
    [emu, browser, site] = await Promise.all([
      startEmulator(),
      launchChromium({ args: ['--host-resolver-rules=MAP evil.example 127.0.0.1'] }),
      startPageServer(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), emu?.stop(), site?.close()]);
  });

  it('on a foreign origin cannot read the API key, the members, the outbox or the request log, nor reset the state or subscribe a webhook', async () => {
    emu.addFault({ path: '/nowhere', kind: 'status', status: 503 });
    const { page } = await visit(`http://evil.example:${site.port}/`);
    for (const path of ['/__emulator/config', '/__emulator/identity/members', '/__emulator/outbox', '/__emulator/requests']) {
      const read = await fetchFrom(page, `${emu.url}${path}`);
      expect(read, path).toEqual({ error: expect.stringMatching(/Failed to fetch/) });
    }
    // Requests a page can send without a preflight: no-cors POSTs, as a form would.
    await fetchFrom(page, `${emu.url}/__emulator/reset`, { method: 'POST', mode: 'no-cors' });
    const subscribe = JSON.stringify({ url: 'https://evil.example/hook' });
    await fetchFrom(page, `${emu.url}/__emulator/webhooks/subscriptions`, { method: 'POST', mode: 'no-cors', body: subscribe });
    expect(emu.faults()).toHaveLength(1);
    expect((await (await fetch(`${emu.url}/__emulator/webhooks/subscriptions`)).json()).subscriptions).toEqual([]);
    emu.clearFaults();
    await page.close();
  });

  it('on a foreign origin cannot use the well-known API key: no sign-on as a member, no catalogue write', async () => {
    const { page } = await visit(`http://evil.example:${site.port}/`);
    const headers = { 'content-type': 'application/json', authorization: emu.apiKey };
    const signOn = await fetchFrom(page, `${emu.url}/_api/iam/authentication/v2/sign-on`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ loginId: { email: 'shopper@example.com' } }),
    });
    expect(signOn).toEqual({ error: expect.stringMatching(/Failed to fetch/) });
    const write = await fetchFrom(page, `${emu.url}/stores/v1/products`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ product: { name: 'Planted by a web page', productType: 'physical', priceData: { price: 1 } } }),
    });
    expect(write).toEqual({ error: expect.stringMatching(/Failed to fetch/) });
    const routes = emu.requestLog({ path: '^/(_api/iam|stores/v1/products$)' }).filter((entry) => entry.method === 'POST');
    expect(routes.map((entry) => entry.status)).toEqual([403, 403]);
    await page.close();
  });

  it("on a foreign origin cannot sign in as a member through the emulator's test identity provider", async () => {
    const { page } = await visit(`http://evil.example:${site.port}/`);
    const tokens = await anonymousGrant(page);
    const visitor = JSON.parse((tokens as { text: string }).text).access_token as string;
    const sso = await fetchFrom(page, `${emu.url}/_api/iam/authentication/v1/sso/login-with-token-params`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: visitor },
      body: JSON.stringify({ idpConnectionId: 'emulator-test-idp', tokenParams: { email: 'shopper@example.com' } }),
    });
    expect(sso).toMatchObject({ status: 404, text: expect.stringContaining('IDP_CONNECTION_NOT_FOUND') });
    expect(JSON.stringify(sso)).not.toContain('sessionToken');
    await page.close();
  });

  it('reaching the emulator through a rebound name (evil.example → 127.0.0.1) is refused, page and API alike', async () => {
    const port = new URL(emu.url).port;
    const { page, status } = await visit(`http://evil.example:${port}/`);
    expect(status).toBe(403);
    const read = await fetchFrom(page, '/__emulator/config');
    expect(read).toMatchObject({ status: 403 });
    expect(JSON.stringify(read)).not.toContain(emu.apiKey);
    await page.close();
  });

  it('on a loopback origin (a shop on another port) still uses the control API and the platform', async () => {
    const { page } = await visit(`http://localhost:${site.port}/`);
    const config = await fetchFrom(page, `${emu.url}/__emulator/config`);
    expect(config).toMatchObject({ status: 200 });
    expect(JSON.parse((config as { text: string }).text).apiKey).toBe(emu.apiKey);
    expect(await fetchFrom(page, `${emu.url}/__emulator/reset`, { method: 'POST' })).toMatchObject({ status: 200 });
    await page.close();
  });

  it('on a foreign origin still calls the platform API, as on the real platform', async () => {
    const { page } = await visit(`http://evil.example:${site.port}/`);
    const tokens = await anonymousGrant(page);
    expect(tokens).toMatchObject({ status: 200, text: expect.stringContaining('access_token') });
    await page.close();
  });
});
