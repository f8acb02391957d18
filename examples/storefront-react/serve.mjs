// Starts the platform emulator and the storefront's Vite dev server together, wired to each other:
// the storefront gets the emulator's URL, client id and store's catalogue (`VITE_STOREFRONT_CATALOG`, so
// it reads products without asking the catalogue version first) through `import.meta.env`, the emulator
// accepts the storefront's callback URL and origin as OAuth redirect targets. Used by the root
// `npm start` (scripts/start-main.mjs) and by the end-to-end tests (test/e2e*.test.ts).
import { createRequire } from 'node:module';
import { createServer as createNetServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createServer } from 'vite';

const root = dirname(fileURLToPath(import.meta.url));
/** The emulator's default OAuth client id; given to the emulator explicitly, so both sides agree. */
const CLIENT_ID = 'a1b2c3d4-0000-4000-8000-00000000e0a1';

/**
 * Resolves a free TCP port on `host`: `{ port }` itself when free, else (unless `strict`) any free one
 * and why `port` could not be used (`EADDRINUSE`, `EACCES`, ...).
 */
function freePort(host, port, strict) {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.unref();
    server.once('error', (error) => {
      if (strict || port === 0) reject(error);
      else freePort(host, 0, true).then(({ port: found }) => resolve({ port: found, reason: error.code ?? error.message }), reject);
    });
    server.listen(port, host, () => {
      const { port: found } = server.address();
      server.close(() => resolve({ port: found }));
    });
  });
}

/**
 * Builds the emulator's dashboard into `dir` (default: where the emulator serves it from) when it is
 * missing or older than its sources, with the emulator package's own build helper.
 * @param {string | undefined} dir
 */
async function buildDashboard(dir) {
  const emulatorPackage = dirname(createRequire(import.meta.url).resolve('@storefront-kit/emulator/package.json'));
  const { buildDashboardIfStale } = await import(pathToFileURL(join(emulatorPackage, 'dashboard', 'build.mjs')).href);
  await buildDashboardIfStale(dir ? { dir } : {});
}

/**
 * @param {import('./serve.d.mts').StartStorefrontOptions} [options]
 * @returns {Promise<import('./serve.d.mts').RunningStorefront>}
 */
export async function startStorefront(options = {}) {
  const host = options.host ?? '127.0.0.1';
  const clientId = options.clientId ?? CLIENT_ID;
  // The emulator's port is chosen first (its URL goes into the storefront's env), the storefront's
  // port second (its callback URL goes into the emulator's allowed redirect URIs).
  const wantedEmulatorPort = options.emulatorPort ?? 4000;
  const { port: emulatorPort, reason } = await freePort(host, wantedEmulatorPort, options.strictEmulatorPort ?? false);
  const emulatorUrl = `http://${host}:${emulatorPort}`;

  const wantedPort = options.port ?? 5173;
  // Built while both servers start; a failed build leaves the emulator's "not built" page at `/`.
  const dashboard = options.buildDashboard
    ? buildDashboard(options.buildDashboard === true ? undefined : options.buildDashboard.dir).catch((error) =>
        console.warn(`The emulator's dashboard could not be built: ${error instanceof Error ? error.message : String(error)}`),
      )
    : undefined;
  const vite = await createServer({
    root,
    configFile: `${root}/vite.config.ts`,
    logLevel: options.logLevel ?? 'info',
    clearScreen: false,
    ...(options.cacheDir ? { cacheDir: options.cacheDir } : {}),
    server: { host, port: wantedPort, strictPort: options.strictPort ?? false },
    define: {
      'import.meta.env.VITE_EMULATOR_URL': JSON.stringify(emulatorUrl),
      'import.meta.env.VITE_CLIENT_ID': JSON.stringify(clientId),
      'import.meta.env.VITE_STOREFRONT_CATALOG': JSON.stringify(options.emulator?.catalog ?? 'v1'),
    },
  });
  await vite.listen();
  const address = vite.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : wantedPort;
  const url = `http://${host}:${port}`;
  const origins = [...new Set([url, `http://localhost:${port}`, `http://127.0.0.1:${port}`])];

  let emulator;
  try {
    // From source through Vite's SSR loader (no build needed: `npm start`), or the package's own entry.
    const { startEmulator } = options.emulatorFromSource
      ? /** @type {typeof import('@storefront-kit/emulator')} */ (await vite.ssrLoadModule('@storefront-kit/emulator'))
      : await import('@storefront-kit/emulator');
    emulator = await startEmulator({
      port: emulatorPort,
      host,
      clientId,
      ...(options.buildDashboard && options.buildDashboard !== true ? { dashboardDir: options.buildDashboard.dir } : {}),
      ...options.emulator,
      // The redirect-login callback (exact match) and the origin (silent login's web_message target).
      allowedRedirectUris: [...origins.map((o) => `${o}/callback`), ...origins, ...(options.emulator?.allowedRedirectUris ?? [])],
    });
  } catch (error) {
    await Promise.all([vite.close(), dashboard]);
    throw error;
  }
  await dashboard; // the emulator reads its files when they are asked for: they are there from now on

  const movedPorts = [];
  if (reason) movedPorts.push({ server: 'emulator', wanted: wantedEmulatorPort, port: emulatorPort, reason });
  // Vite moves only from a port in use.
  if (wantedPort !== 0 && port !== wantedPort) movedPorts.push({ server: 'storefront', wanted: wantedPort, port, reason: 'EADDRINUSE' });

  return {
    url,
    emulator,
    movedPorts,
    vite,
    async close() {
      await Promise.allSettled([vite.close(), emulator.stop()]);
    },
  };
}
