// SSR first paint of the Next.js example (examples/ssr) as deployed: `next build` (skipped while
// .next is newer than the app and the SDK packages' dist) and `next start` against the emulator. The
// first HTML of a cold visit (no cookie) must hold the product grid, so the browser paints products
// before any client call: counted in the system's headless Chromium as the fetch/XHR calls to the
// platform or to the app's /api proxy that started before the first contentful paint.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGES, ROOT } from '../lib.mjs';
import { freePort, withChromiumAndEmulator } from './browser.mjs';

const APP = join(ROOT, 'examples', 'ssr');
const NEXT = join(APP, 'node_modules', 'next', 'dist', 'bin', 'next');
const SDK = ['http-core', 'redirects', 'identity-oauth', 'ecom-cart', 'stores-catalogue', 'react'];
const START_MS = 60_000;

/** Newest modification time of the files under `path`. */
const newest = (path) =>
  !existsSync(path) ? 0 : statSync(path).isDirectory() ? Math.max(0, ...readdirSync(path).map((f) => newest(join(path, f)))) : statSync(path).mtimeMs;

export async function ssrFirstPaint() {
  if (!existsSync(NEXT)) return { skipped: 'examples/ssr has no next installed' };
  const missing = SDK.filter((p) => !existsSync(join(PACKAGES, p, 'dist', 'index.js')));
  if (missing.length) throw new Error(`not built: ${missing.join(', ')} (run pnpm build)`);
  return withChromiumAndEmulator(async ({ browser, emulator, cleanup }) => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      STOREFRONT_CLIENT_ID: emulator.clientId,
      STOREFRONT_API_HOST: emulator.hosts.api,
      STOREFRONT_READONLY_HOST: emulator.hosts.readOnly,
      STOREFRONT_EDGE_HOST: emulator.hosts.edge,
      STOREFRONT_SITE_URL: base,
    };
    const sources = Math.max(
      ...['app', 'lib', 'proxy.ts', 'next.config.ts', 'package.json'].map((p) => newest(join(APP, p))),
      ...SDK.map((p) => newest(join(PACKAGES, p, 'dist'))),
    );
    let built = 'reused .next';
    if (newest(join(APP, '.next', 'BUILD_ID')) <= sources) {
      const build = spawnSync(process.execPath, [NEXT, 'build'], {
        cwd: APP,
        env: { ...env, SFK_SKIP_NEXT_TYPECHECK: '1' },
        encoding: 'utf8',
        timeout: 600_000,
      });
      if (build.status !== 0) throw new Error(`next build failed: ${(build.stdout + build.stderr).slice(-500)}`);
      built = 'next build';
    }
    const next = spawn(process.execPath, [NEXT, 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: APP, env, stdio: 'ignore' });
    cleanup.push(() => new Promise((resolve) => (next.exitCode !== null ? resolve() : (next.once('exit', resolve), next.kill('SIGTERM')))));

    // The first HTML of a cold visit: waits until next answers (bounded).
    let html;
    for (const started = Date.now(); html === undefined; ) {
      html = await fetch(`${base}/`).then(
        (r) => (r.ok ? r.text() : undefined),
        () => undefined,
      );
      if (html === undefined && Date.now() - started > START_MS) throw new Error(`next start did not answer within ${START_MS / 1000} s`);
      if (html === undefined) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const productCardsInFirstHtml = html.match(/data-product-slug=/g)?.length ?? 0;

    const page = await (await browser.newContext()).newPage();
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    const paint = await page.evaluate(
      ([platform, app]) => {
        const fcp = performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')?.startTime;
        const calls = performance
          .getEntriesByType('resource')
          .filter((e) => ['fetch', 'xmlhttprequest'].includes(e.initiatorType) && (e.name.startsWith(platform) || e.name.startsWith(`${app}/api/`)));
        return { fcp, before: calls.filter((e) => fcp === undefined || e.startTime < fcp).map((e) => e.name), after: calls.length };
      },
      [emulator.url, base],
    );
    if (paint.fcp === undefined) throw new Error('Chromium reported no first contentful paint');
    return {
      built,
      productCardsInFirstHtml,
      clientCallsBeforePaint: paint.before.length,
      callsBeforePaint: paint.before,
      clientCallsUntilIdle: paint.after,
      firstContentfulPaintMs: paint.fcp,
    };
  });
}
