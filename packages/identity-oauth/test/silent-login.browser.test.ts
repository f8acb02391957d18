// Silent login in real headless Chromium against the emulator: a page served from 127.0.0.1 loads the
// SDK bundled by esbuild, logs in with the custom form API and turns the session token into member
// tokens through the hidden web_message frame.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_MEMBER, startEmulator, type Emulator } from '@storefront-kit/emulator';
import { bundleForBrowser, chromiumOrFailInCI, launchChromium, type LaunchedChromium, type Page } from '@storefront-kit/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuthStrategy, memoryStorage, processVerification, register } from '@storefront-kit/identity-oauth';
import type * as Sdk from '@storefront-kit/identity-oauth';

declare const sfk: typeof Sdk;

const browser = chromiumOrFailInCI('silent login in Chromium');

describe.skipIf(!browser)('silent login in Chromium (web_message)', () => {
  let app: Server;
  let appOrigin: string;
  let evilOrigin: string;
  let emu: Emulator;
  let chromium: LaunchedChromium;
  let page: Page;
  const email = `silent-${Date.now()}@example.com`;
  const password = 'correct horse battery';

  beforeAll(async () => {
    const js = await bundleForBrowser(new URL('./browser-entry.ts', import.meta.url), { conditions: ['@storefront-kit/source'] });
    app = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/sdk.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(js);
      if (url.pathname === '/evil.html') {
        // A frame of another origin posting a well-formed answer with the right state to its parent.
        const state = JSON.stringify(url.searchParams.get('state'));
        return res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(`<script>parent.postMessage({ type: 'authorization_response', code: 'forged-code', state: ${state} }, '*')</script>`);
      }
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>shop</title><script src="/sdk.js"></script>');
    });
    await new Promise<void>((r) => app.listen(0, '127.0.0.1', r));
    const port = (app.address() as AddressInfo).port;
    appOrigin = `http://127.0.0.1:${port}`;
    evilOrigin = `http://localhost:${port}`;
    emu = await startEmulator({ port: 0, allowedRedirectUris: [`${appOrigin}/callback`] });
    // a verified member, made through the SDK in Node
    const auth = OAuthStrategy({ clientId: emu.clientId, hosts: emu.hosts, storage: memoryStorage() });
    await register(auth, { email, password });
    await processVerification(auth, { verificationCode: emu.outbox({ to: email }).at(-1)!.code! });
    chromium = await launchChromium();
    page = await chromium.context.newPage();
  }, 60_000);

  afterAll(async () => {
    await chromium?.close();
    await emu?.stop();
    await new Promise((r) => app?.close(r));
  });

  const setupPage = async () => {
    await page.unrouteAll();
    await page.goto(`${appOrigin}/`);
    await page.waitForFunction(() => typeof sfk === 'object');
  };
  const run = (fn: (args: { clientId: string; hosts: Sdk.OAuthStrategyOptions['hosts']; email: string; password: string; evil: string }) => Promise<unknown>) =>
    page.evaluate(fn, { clientId: emu.clientId, hosts: emu.hosts, email, password, evil: evilOrigin });

  it('login -> session token -> member tokens through the hidden frame', async () => {
    await setupPage();
    const result = await run(async ({ clientId, hosts, email, password }) => {
      const auth = sfk.OAuthStrategy({ clientId, hosts });
      const r = await sfk.login(auth, { email, password });
      if (r.loginState !== 'SUCCESS') return { failed: r };
      const tokens = await sfk.getMemberTokensForDirectLogin(auth, r.data.sessionToken);
      auth.setTokens(tokens);
      return { role: auth.getSnapshot().role, frames: document.querySelectorAll('iframe').length };
    });
    expect(result).toEqual({ role: 'member', frames: 0 });
    const grant = emu.requestLog({ path: '/oauth2/token' }).find((e) => (e.body as { grantType?: string }).grantType === 'authorization_code');
    expect(grant?.body).toMatchObject({ redirectUri: appOrigin });
  });

  it('the login flow: custom login of the demo member -> SUCCESS -> silent-login tokens stored with their member', async () => {
    await setupPage();
    const result = await page.evaluate(
      async ({ clientId, hosts, email, password }) => {
        const auth = sfk.createOAuthStrategy({ clientId, hosts });
        const flow = sfk.createLoginFlow(auth);
        const r = await flow.login({ email, password });
        if (r?.loginState !== 'SUCCESS') return { failed: r, error: flow.getSnapshot().error?.message };
        const { role, member } = auth.getSnapshot();
        return { role, member };
      },
      { clientId: emu.clientId, hosts: emu.hosts, email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    );
    expect(result).toEqual({ role: 'member', member: { id: DEMO_MEMBER.id, email: DEMO_MEMBER.email } });
  });

  it('an answer posted from another origin (right state) is ignored; the flow times out', async () => {
    await setupPage();
    // The real hosted page never answers, so only the forged message could complete the flow.
    await page.route('**/__pages/auth/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><p>silent</p>' }));
    emu.clearRequestLog();
    // The page's timers stand still (Playwright's clock, paused) until the forged answer is in; then the
    // test moves the clock past the flow's timeout instead of waiting it out.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    try {
      await run(async ({ clientId, hosts, evil }) => {
        let state = '';
        const fetchSpy: typeof fetch = async (input, init) => {
          const req = new Request(input, init);
          if (req.url.includes('redirect-session')) state = (await req.clone().json()).auth.authRequest.state;
          return fetch(req);
        };
        const auth = sfk.OAuthStrategy({ clientId, hosts, fetch: fetchSpy });
        const flow = sfk.getMemberTokensForDirectLogin(auth, 'any-session-token', { timeoutMs: 3000 }).then(
          () => 'resolved',
          (e: { code?: string }) => e.code,
        );
        const seen: string[] = [];
        // The flow's own listener gets the forged answer in the same dispatch as this one: before the test moves the clock.
        const forgedAnswerIn = new Promise<void>((resolve) =>
          window.addEventListener('message', (e) => {
            if (!state || (e.data as { state?: string } | null)?.state !== state) return;
            seen.push(e.origin);
            resolve();
          }),
        );
        await new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            if (!document.querySelector('iframe')) return;
            observer.disconnect();
            resolve();
          });
          if (document.querySelector('iframe')) resolve();
          else observer.observe(document, { childList: true, subtree: true });
        });
        const evilFrame = document.createElement('iframe');
        evilFrame.src = `${evil}/evil.html?state=${encodeURIComponent(state)}`;
        document.body.appendChild(evilFrame);
        await forgedAnswerIn;
        (window as unknown as { silentFlow: Promise<unknown> }).silentFlow = flow.then((code) => ({
          code,
          frames: document.querySelectorAll('iframe').length,
          seen,
        }));
      });
      await page.clock.runFor(3000);
      const result = await page.evaluate(() => (window as unknown as { silentFlow: Promise<unknown> }).silentFlow);
      // the forged answer did arrive, with the right state, from the other origin, and was ignored
      expect(result).toEqual({ code: 'ERR_OAUTH_TIMEOUT', frames: 1 /* the test's own evil frame */, seen: [evilOrigin] });
    } finally {
      await page.clock.resume(); // the later tests' pages (same context) keep the clock: let it run
    }
    expect(emu.requestLog({ path: '/oauth2/token' }).filter((e) => (e.body as { grantType?: string }).grantType === 'authorization_code')).toHaveLength(0);
  });

  it('an error answer (login_required) rejects at once, long before the 120 s timeout', async () => {
    await setupPage();
    const started = Date.now();
    const result = await run(async ({ clientId, hosts }) => {
      const auth = sfk.OAuthStrategy({ clientId, hosts });
      try {
        await sfk.getMemberTokensForDirectLogin(auth, 'not-a-live-session-token');
        return 'resolved';
      } catch (e) {
        const err = e as { code?: string; error?: string };
        return { code: err.code, error: err.error, frames: document.querySelectorAll('iframe').length };
      }
    });
    expect(result).toEqual({ code: 'ERR_OAUTH_RESPONSE', error: 'login_required', frames: 0 });
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
