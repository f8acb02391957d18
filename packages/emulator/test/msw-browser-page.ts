/**
 * The page of the MSW browser test, built and served as an app's dev setup does: the fixture bundled for
 * the browser by esbuild (workspace packages from source), MSW's worker script from the installed `msw`,
 * both on a free loopback port.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./fixtures/msw-browser/', import.meta.url));

interface BuildResult {
  outputFiles: { text: string }[];
  metafile: { inputs: Record<string, unknown> };
}
type EsbuildPlugin = { name: string; setup(build: EsbuildApi): void };
interface EsbuildApi {
  onResolve(filter: { filter: RegExp }, run: (args: { path: string; kind: string; pluginData?: unknown }) => Promise<unknown>): void;
  resolve(path: string, options: { kind: string; resolveDir: string; pluginData: unknown }): Promise<unknown>;
}
const esbuild = createRequire(`${ROOT}packages/runtime-tests/package.json`)('esbuild') as {
  build(options: Record<string, unknown>): Promise<BuildResult>;
};

/** `@storefront-kit/<pkg>` resolved by that package itself (a self-reference through its `exports`). */
const workspacePackages: EsbuildPlugin = {
  name: 'workspace-packages',
  setup(build) {
    build.onResolve({ filter: /^@storefront-kit\// }, async ({ path, kind, pluginData }) => {
      if (pluginData === 'self') return undefined;
      return build.resolve(path, { kind, resolveDir: `${ROOT}packages/${path.split('/')[1]}`, pluginData: 'self' });
    });
  },
};

/**
 * The page script for a browser, as an app's bundler makes it: no Node built-ins, sources of the
 * workspace. The entry hands the page the SDK's calls (the emulator depends on no SDK package).
 */
export async function bundlePage(): Promise<{ script: string; inputs: string[] }> {
  const entry = [
    "import { createClient } from '@storefront-kit/http-core';",
    "import { addToCurrentCart, getCurrentCart } from '@storefront-kit/ecom-cart';",
    "import { login, memoryStorage, OAuthStrategy } from '@storefront-kit/identity-oauth';",
    "import { queryProducts } from '@storefront-kit/stores-catalogue';",
    "import { startShop } from './page';",
    'await startShop({ createClient, addToCurrentCart, getCurrentCart, login, memoryStorage, OAuthStrategy, queryProducts });',
  ].join('\n');
  const result = await esbuild.build({
    stdin: { contents: entry, resolveDir: FIXTURE, sourcefile: 'entry.ts', loader: 'ts' },
    absWorkingDir: ROOT,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['@storefront-kit/source'],
    plugins: [workspacePackages],
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  // Inputs are relative to the repository root: `packages/emulator/src/...`.
  return { script: result.outputFiles[0]!.text, inputs: Object.keys(result.metafile.inputs) };
}

/** Serves the page, its script and MSW's worker script (from the installed `msw`) on a free loopback port. */
export async function servePage(script: string): Promise<{ url: string; server: Server }> {
  const worker = readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'), 'utf8');
  const files: Record<string, [type: string, body: string]> = {
    '/': ['text/html', '<!doctype html><meta charset="utf-8"><title>shop</title><script type="module" src="/page.js"></script>'],
    '/page.js': ['text/javascript', script],
    '/mockServiceWorker.js': ['text/javascript', worker],
  };
  const server = createServer((req, res) => {
    const file = files[new URL(req.url ?? '/', 'http://x').pathname];
    res.writeHead(file ? 200 : 404, { 'content-type': file?.[0] ?? 'text/plain', 'cache-control': 'no-store' });
    res.end(file?.[1] ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}
