// The official SDK's silent login in real headless Chromium: a storefront page served from 127.0.0.1 loads
// the official SDK (bundled by esbuild, unmodified), signs the demo member in with `login({email,
// password})` and turns the session token into member tokens with `getMemberTokensForDirectLogin`: the
// SDK's hidden frame loads the emulator's authorize page, which posts the code back to the page
// (web_message). The SDK sends no redirect URI there, so the emulator must answer the page's origin,
// which only a browser sets (`Origin`); hence a browser rather than Node.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_EMAIL, DEMO_PASSWORD, startEmulator, type Emulator } from '@storefront-kit/emulator';
import { bundleForBrowser, chromiumOrFailInCI, launchChromium, type LaunchedChromium, type Page } from '@storefront-kit/test-utils';
import type { OfficialSdkPage } from './browser-entry';

declare const officialSdk: OfficialSdkPage;

const browser = chromiumOrFailInCI('official SDK silent login in Chromium');

describe.skipIf(!browser)('official SDK silent login in Chromium (web_message, prompt none)', () => {
  let shop: Server;
  let shopOrigin: string;
  let emulator: Emulator;
  let chromium: LaunchedChromium;
  let page: Page;

  beforeAll(async () => {
    const js = await bundleForBrowser(new URL('./browser-entry.ts', import.meta.url)); // with the official SDK
    shop = createServer((req, res) => {
      if (req.url === '/sdk.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(js);
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>shop</title><script src="/sdk.js"></script>');
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    shopOrigin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
    emulator = await startEmulator({ port: 0, allowedRedirectUris: [`${shopOrigin}/callback`] });
    chromium = await launchChromium();
    page = await chromium.context.newPage();
  }, 60_000);

  afterAll(async () => {
    await chromium?.close();
    await emulator?.stop();
    await new Promise((resolve) => shop?.close(resolve));
  });

  it('login({email, password}) -> getMemberTokensForDirectLogin(sessionToken) -> member tokens', async () => {
    await page.goto(`${shopOrigin}/`);
    await page.waitForFunction(() => typeof officialSdk === 'object');
    const result = await page.evaluate(
      async ({ clientId, hosts, email, password }) => {
        officialSdk.pointAt(hosts);
        const client = officialSdk.createClient({ auth: officialSdk.OAuthStrategy({ clientId }) });
        const login = await client.auth.login({ email, password });
        if (login.loginState !== 'SUCCESS') return { login };
        const tokens = await client.auth.getMemberTokensForDirectLogin(login.data.sessionToken);
        client.auth.setTokens(tokens);
        const cart = await client.fetchWithAuth('https://www.wixapis.com/ecom/v1/carts/current');
        return {
          role: tokens.refreshToken.role,
          loggedIn: client.auth.loggedIn(),
          frames: document.querySelectorAll('iframe').length,
          cartStatus: cart.status,
        };
      },
      { clientId: emulator.clientId, hosts: emulator.hosts, email: DEMO_MEMBER_EMAIL, password: DEMO_PASSWORD },
    );

    expect(result).toMatchObject({ role: 'member', loggedIn: true, frames: 0 });
    const session = emulator.requestLog({ path: '/_api/redirects-api/v1/redirect-session' }).at(-1);
    expect(session?.headers.origin).toBe(shopOrigin);
    expect(session?.body).toMatchObject({ auth: { authRequest: { responseMode: 'web_message' }, prompt: 'none' } });
    expect((session!.body as { auth: { authRequest: Record<string, unknown> } }).auth.authRequest).not.toHaveProperty('redirectUri');
    const grant = emulator.requestLog({ path: '/oauth2/token' }).at(-1);
    expect([(grant!.body as { grantType?: string }).grantType, grant!.status]).toEqual(['authorization_code', 200]);
    expect(emulator.requestLog({ path: '/ecom/v1/carts/current' }).at(-1)?.auth).toBe('member');
  });
});
