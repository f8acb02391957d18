// Critical path of the example shop (examples/storefront-react) as a shopper meets it: its production
// build (`vite build`, served by `vite preview`) in the system's headless Chromium against the emulator,
// whose latency fault (budgets.json `runtime.criticalPath.latencyMs`) delays every platform route.
// Counted from the emulator's request log (see browser.mjs `withSteps`):
// - cold visit (empty browser profile): the sequential steps of platform calls that had ended when the
//   first product card was on screen (floor 2: token, then catalogue), and every platform call of the
//   visit once the network is idle (target: token, products, collections);
// - returning visit (tokens in storage): the same steps (floor 1);
// - "Add to cart" on a product page: the steps that had ended when the cart badge changed (floor 0:
//   optimistic).
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { budgets, ROOT } from '../lib.mjs';
import { freePort, withChromiumAndEmulator, withSteps } from './browser.mjs';
import { json, post } from './emulator.mjs';

const SHOP = join(ROOT, 'examples', 'storefront-react');
const OUT = join(ROOT, '.tmp', 'bench', 'shop');
const WAIT_MS = 30_000;

/** A platform call by what it is for. */
function kindOf({ path }) {
  if (path === '/oauth2/token') return 'token';
  for (const kind of ['products', 'collections', 'carts']) if (path.includes(`/${kind}`)) return kind === 'carts' ? 'cart' : kind;
  return path;
}

export async function criticalPath() {
  const { latencyMs } = budgets.runtime.criticalPath;
  const viteEntry = join(SHOP, 'node_modules', 'vite', 'dist', 'node', 'index.js');
  if (!existsSync(viteEntry)) return { skipped: 'examples/storefront-react has no vite installed' };
  return withChromiumAndEmulator(async ({ browser, emulator, cleanup }) => {
    const vite = await import(pathToFileURL(viteEntry).href);
    const config = {
      root: SHOP,
      configFile: join(SHOP, 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir: OUT, emptyOutDir: true },
      define: {
        'import.meta.env.VITE_EMULATOR_URL': JSON.stringify(emulator.url),
        'import.meta.env.VITE_CLIENT_ID': JSON.stringify(emulator.clientId),
        // The shop is built for the store it serves (the emulator's default V1 catalogue), as a deployed
        // shop is: it reads products without asking the catalogue version first.
        'import.meta.env.VITE_STOREFRONT_CATALOG': JSON.stringify('v1'),
      },
    };
    await vite.build(config);
    cleanup.push(() => rmSync(OUT, { recursive: true, force: true }));
    const server = await vite.preview({ ...config, preview: { host: '127.0.0.1', port: await freePort(), strictPort: true } });
    cleanup.push(() => server.close());
    const shop = server.resolvedUrls.local[0].replace(/\/$/, '');

    const control = (path, init) => json(`${emulator.url}/__emulator${path}`, init);
    await control('/faults', post({ path: '^/', kind: 'latency', latencyMs }));
    const slackMs = latencyMs / 2;
    const page = await (await browser.newContext()).newPage();
    const cards = page.getByTestId('product-card');
    // Platform calls in flight, seen from the page (the emulator logs a call when it ends).
    let inFlight = 0;
    const platform = (request) => request.url().startsWith(emulator.url) && !request.url().includes('/__');
    page.on('request', (r) => platform(r) && inFlight++);
    for (const event of ['requestfinished', 'requestfailed']) page.on(event, (r) => platform(r) && inFlight--);
    /** Resolves once no platform call has been in flight for two latencies (bounded). */
    async function settled() {
      for (let quiet = 0, waited = 0; quiet < 2 * latencyMs && waited < WAIT_MS; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        quiet = inFlight ? 0 : quiet + 50;
      }
      return withSteps((await control('/requests')).requests, slackMs);
    }

    /** Loads the shop; the steps ended when the first card showed, and every call until the network was idle. */
    async function visit() {
      await fetch(`${emulator.url}/__emulator/requests`, { method: 'DELETE' });
      await page.goto(`${shop}/`);
      await cards.first().waitFor({ timeout: WAIT_MS });
      const shown = Date.now();
      const calls = await settled();
      return { steps: Math.max(0, ...calls.filter((c) => c.end <= shown).map((c) => c.step)), calls: calls.map(kindOf) };
    }
    const cold = await visit();
    const returning = await visit();

    // A product with options, chosen as a shopper does; then the click and the badge.
    await cards.filter({ hasText: 'Classic Tee' }).first().click();
    for (const name of ['Size M', 'Color Red']) await page.getByRole('button', { name, exact: true }).click({ timeout: WAIT_MS });
    const add = page.getByRole('button', { name: 'Add to cart' });
    await page.waitForFunction((button) => !button.disabled, await add.elementHandle(), { timeout: WAIT_MS });
    await settled();
    const badge = page.getByTestId('cart-badge');
    const before = await badge.textContent();
    await fetch(`${emulator.url}/__emulator/requests`, { method: 'DELETE' });
    const clicked = Date.now();
    await add.click();
    await page.waitForFunction(([el, text]) => el.textContent !== text, [await badge.elementHandle(), before], { timeout: WAIT_MS });
    const changed = Date.now();
    const afterClick = (await settled()).filter((c) => c.start >= clicked - slackMs);
    return {
      latencyMs,
      coldVisit: { stepsToProducts: cold.steps, calls: cold.calls },
      returningVisit: { stepsToProducts: returning.steps, calls: returning.calls },
      addToCart: { stepsToBadge: Math.max(0, ...afterClick.filter((c) => c.end <= changed).map((c) => c.step)), calls: afterClick.map(kindOf) },
    };
  });
}
