// Pending redirect logins in two real tabs of headless Chromium sharing localStorage (and Web Locks),
// against the emulator: logins started at the same moment in both tabs all stay pending and complete,
// and a logout in one tab leaves none of the others pending.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmulator, type Emulator } from '@storefront-kit/emulator';
import { bundleForBrowser, chromiumOrFailInCI, launchChromium, signInOnHostedPage, type LaunchedChromium, type Page } from '@storefront-kit/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuthStrategy, memoryStorage, processVerification, register } from '@storefront-kit/identity-oauth';
import type * as Sdk from '@storefront-kit/identity-oauth';

declare const sfk: typeof Sdk;
/** What each tab keeps on `window` between the test's steps. */
declare const tab: { auth: Sdk.OAuthStrategy; go: Promise<void> };

const browser = chromiumOrFailInCI('pending redirect logins in two Chromium tabs');

/** Logins each tab starts at the same moment (the pending logins kept fit in 3 KB: about six). */
const LOGINS_PER_TAB = 2;

describe.skipIf(!browser)('pending redirect logins in two Chromium tabs sharing localStorage', () => {
  let app: Server;
  let appOrigin: string;
  let emu: Emulator;
  let chromium: LaunchedChromium;
  const email = `pending-tabs-${Date.now()}@example.com`;
  const password = 'correct horse battery';

  beforeAll(async () => {
    const js = await bundleForBrowser(new URL('./browser-entry.ts', import.meta.url), { conditions: ['@storefront-kit/source'] });
    app = createServer((req, res) => {
      if (req.url === '/sdk.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(js);
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>shop</title><script src="/sdk.js"></script>');
    });
    await new Promise<void>((r) => app.listen(0, '127.0.0.1', r));
    appOrigin = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
    emu = await startEmulator({ port: 0, allowedRedirectUris: [`${appOrigin}/callback`] });
    const auth = OAuthStrategy({ clientId: emu.clientId, hosts: emu.hosts, storage: memoryStorage() });
    await register(auth, { email, password });
    await processVerification(auth, { verificationCode: emu.outbox({ to: email }).at(-1)!.code! });
    chromium = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await chromium?.close();
    await emu?.stop();
    await new Promise((r) => app?.close(r));
  });

  /**
   * A tab of the shop whose session keeps its tokens and pending logins in `localStorage`, through
   * `browserStorage()` or through a storage of the app's own answering in a later task (as IndexedDB
   * does) with Web Locks as its `lock`. Its logins wait for the other tab's signal on a BroadcastChannel.
   */
  async function openTab(storage: 'browserStorage' | 'async'): Promise<Page> {
    const page = await chromium.context.newPage();
    await page.goto(`${appOrigin}/`);
    await page.waitForFunction(() => typeof sfk === 'object');
    await page.evaluate(
      ({ clientId, hosts, storage }) => {
        const later = <T>(operation: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(operation())));
        const own: Sdk.StorageAdapter = {
          getItem: (key) => later(() => localStorage.getItem(key)),
          setItem: (key, value) => later(() => localStorage.setItem(key, value)),
          removeItem: (key) => later(() => localStorage.removeItem(key)),
          lock: (name, task) => navigator.locks.request(name, task),
        };
        const auth = sfk.createOAuthStrategy({ clientId, hosts, storage: storage === 'async' ? own : sfk.browserStorage() });
        const go = new Promise<void>((resolve) => (new BroadcastChannel('go').onmessage = () => resolve()));
        (window as unknown as { tab: typeof tab }).tab = { auth, go };
      },
      { clientId: emu.clientId, hosts: emu.hosts, storage },
    );
    return page;
  }

  /** Starts `count` logins in the tab once `go` is signalled (at once when `signal`, which signals the other tabs). */
  const startLogins = (page: Page, signal: boolean) =>
    page.evaluate(
      async ({ count, signal, redirectUri }) => {
        if (signal) new BroadcastChannel('go').postMessage('go');
        else await tab.go;
        return Promise.all(Array.from({ length: count }, () => sfk.loginWithRedirect(tab.auth, { redirectUri, navigate: false })));
      },
      { count: LOGINS_PER_TAB, signal, redirectUri: `${appOrigin}/callback` },
    );

  const callback = (page: Page, url: string) =>
    page.evaluate(
      (url) =>
        sfk.handleRedirectCallback(tab.auth, url).then(
          () => tab.auth.getSnapshot().role,
          (e: { code?: string }) => e.code,
        ),
      url,
    );

  it.each(['browserStorage', 'async'] as const)(
    'logins started at once in both tabs (%s) complete; a logout in one tab leaves none of the others pending',
    async (storage) => {
      const [a, b] = [await openTab(storage), await openTab(storage)];
      try {
        const [fromA, fromB] = await Promise.all([startLogins(a, false), startLogins(b, true)]);
        const callbacks = await Promise.all([...fromA, ...fromB].map((url) => signInOnHostedPage(url, email, password)));
        // One login of each tab completes in tab B; after tab A's logout, none of the others does.
        const [completed, refused] = [[callbacks[0]!, callbacks[LOGINS_PER_TAB]!], callbacks.filter((_, n) => n % LOGINS_PER_TAB)];
        for (const url of completed) expect(await callback(b, url)).toBe('member');
        await a.evaluate(() => sfk.logout(tab.auth, '/'));
        emu.clearRequestLog();
        for (const url of refused) expect(await callback(b, url)).toBe('ERR_OAUTH_STATE');
        expect(emu.requestLog({ path: '/oauth2/token' })).toEqual([]);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    },
    60_000,
  );
});
