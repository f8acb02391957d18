/**
 * The published entry points in Deno and Bun, each the version this package pins: `fixtures/serve.ts`
 * imports the packages by name (the runtime resolves their built dist through `exports`, no bundler)
 * and serves the cookie-session storefront and the webhook receiver on loopback, against the emulator.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulator, type Emulator } from '@storefront-kit/emulator';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { browser } from './browser';
import { startServerRuntime, type RuntimeServer, type ServerRuntime } from './server-runtimes';
import { cookieSessionScenario } from './storefront-session';
import { webhookScenario } from './webhook-scenario';

const packageDir = join(import.meta.dirname, '..');
const { devDependencies } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ port: 0 });
});
afterEach(() => {
  emu.setClockOffset(0);
});
afterAll(async () => {
  await emu?.stop();
});

/** The packages `fixtures/worker.ts` imports (and `fixtures/serve.ts` reports). */
const IMPORTED = ['http-core', 'identity-oauth', 'stores-catalogue', 'ecom-cart', 'webhooks'];

const RUNTIMES: { runtime: ServerRuntime; name: string }[] = [
  { runtime: 'deno', name: 'Deno' },
  { runtime: 'bun', name: 'Bun' },
];

for (const { runtime, name } of RUNTIMES)
  describe(name, () => {
    let server: RuntimeServer;
    beforeAll(async () => {
      server = await startServerRuntime(runtime, { HOSTS: emu.hosts, CLIENT_ID: emu.clientId, PUBLIC_KEY: emu.publicKeyPem });
    });
    afterAll(async () => {
      await server?.stop();
    });
    const shopper = () => browser(server.url, (url, init) => fetch(url, init));

    it(`runs ${name} ${devDependencies[runtime]}, importing each package's built dist through its exports`, () => {
      expect(server.runtime).toBe(runtime);
      expect(server.version).toBe(devDependencies[runtime]);
      const resolved = Object.entries(server.resolved).map(([specifier, url]) => [specifier, fileURLToPath(url)]);
      expect(Object.fromEntries(resolved)).toEqual(
        Object.fromEntries(IMPORTED.map((pkg) => [`@storefront-kit/${pkg}`, join(packageDir, '..', pkg, 'dist', 'index.js')])),
      );
    });

    it('serves the storefront with a cookie session: mints, reuses and refreshes the tokens', async () => {
      await cookieSessionScenario(emu, shopper());
    });

    it('verifies and dispatches the webhook the emulator delivers to the server', async () => {
      await webhookScenario(emu, server.url, shopper());
    });
  });
