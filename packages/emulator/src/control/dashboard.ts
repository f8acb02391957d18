/**
 * The developer dashboard: `GET /` answers the React app built into `dist/dashboard` (by the package's
 * `build`; the repository's `npm start` builds it when missing), its files are served under `/__dashboard/`.
 * The app is static and talks to the control API only. Without a build (tests and scripts running from
 * source), or where Node's file system is missing (the in-process emulator in a browser), `/` answers a
 * page saying how to build it. Every answer carries a strict Content-Security-Policy (scripts, styles and
 * connections to this origin only) and may not be framed.
 */
import { secureHeaders } from 'hono/secure-headers';
import type { EmulatorModule } from '../context';

/**
 * Loads a Node built-in when the dashboard is first asked for. The specifier is not a literal so that
 * browser bundlers (the in-process emulator under MSW's `setupWorker`) leave the import out.
 */
const nodeBuiltin = <T>(name: string): Promise<T> => import(/* @vite-ignore */ /* webpackIgnore: true */ `node:${name}`) as Promise<T>;

const TYPES: Record<string, string> = {
  html: 'text/html; charset=UTF-8',
  js: 'text/javascript; charset=UTF-8',
  css: 'text/css; charset=UTF-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  json: 'application/json; charset=UTF-8',
};

const NOT_BUILT = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>storefront-kit emulator</title></head>
<body>
<h1>storefront-kit emulator</h1>
<p>The emulator is running, but its dashboard is not built (it is built with the package, and this emulator runs from source).</p>
<p>Build it at the repository root with <code>npx pnpm@10.34.9 --filter @storefront-kit/emulator build</code>, then reload (<code>npm start</code> builds it for you).</p>
<p>The <a href="/__emulator/health">control API</a> works without it: see the emulator's README.</p>
</body></html>
`;

/**
 * The dashboard's security headers. The built `index.html` loads one module script and one stylesheet
 * from `/__dashboard/assets/` and has no inline script or style; the app reads the control API with
 * `fetch` and `EventSource` on the same origin.
 */
const dashboardHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'"],
    connectSrc: ["'self'"],
    formAction: ["'self'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: 'DENY',
  referrerPolicy: 'no-referrer',
  strictTransportSecurity: false, // served over plain HTTP on loopback
});

/**
 * Serves the dashboard from `dir`, else from the emulator's `dashboardDir` option, else from
 * `dist/dashboard` next to the built code (also found from `src`).
 */
export function dashboardModule(dir?: string): EmulatorModule {
  return (app, ctx) => {
    const wanted = dir ?? ctx.options.dashboardDir;
    let root: string | undefined;
    const findRoot = async () => {
      const { existsSync } = await nodeBuiltin<typeof import('node:fs')>('fs');
      const { fileURLToPath } = await nodeBuiltin<typeof import('node:url')>('url');
      const candidates = wanted ? [wanted] : ['./dashboard/', '../../dist/dashboard/'].map((path) => fileURLToPath(new URL(path, import.meta.url)));
      return candidates.find((candidate) => existsSync(`${candidate}/index.html`));
    };
    const read = async (file: string): Promise<Response | undefined> => {
      root ??= await findRoot().catch(() => undefined);
      const base = root;
      if (!base) return undefined;
      const { readFile } = await nodeBuiltin<typeof import('node:fs/promises')>('fs/promises');
      const { resolve, sep } = await nodeBuiltin<typeof import('node:path')>('path');
      const path = resolve(base, file);
      if (!path.startsWith(resolve(base) + sep)) return undefined;
      const body = await readFile(path).catch(() => undefined);
      if (!body) return undefined;
      const type = TYPES[path.slice(path.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
      // Asset names carry a content hash; index.html does not.
      const cache = file.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      return new Response(body, { headers: { 'content-type': type, 'cache-control': cache } });
    };

    app.get('/', dashboardHeaders, async (c) => (await read('index.html')) ?? c.html(NOT_BUILT));
    app.get('/__dashboard/*', dashboardHeaders, async (c) => (await read(c.req.path.slice('/__dashboard/'.length))) ?? c.notFound());
  };
}
