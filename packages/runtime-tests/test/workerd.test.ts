/**
 * The published entry points inside workerd (Cloudflare Workers' runtime, no `nodejs_compat`): a
 * worker bundled from the built dist serves the cookie-session storefront and receives the
 * emulator's webhook deliveries over loopback. It runs twice: at a compatibility date without Node
 * globals (this workerd adds `process`, `Buffer` and `global` between 2026-08-01 and 2026-08-15),
 * where Workers deployed before then live, and at the newest date, what a new project gets.
 */
import { startEmulator, type Emulator } from '@storefront-kit/emulator';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { browser } from './browser';
import { bundleFixture } from './bundle';
import { cookieSessionScenario } from './storefront-session';
import { webhookScenario } from './webhook-scenario';
import { LATEST_COMPATIBILITY_DATE, startWorkerd, type WorkerdServer } from './workerd';

const WITHOUT_NODE_GLOBALS = '2026-08-01';

let emu: Emulator;
let script: string;
beforeAll(async () => {
  [script, emu] = await Promise.all([bundleFixture('worker', 'esm', ['workerd', 'worker', 'browser']), startEmulator({ port: 0 })]);
});
afterEach(() => {
  emu.setClockOffset(0);
});
afterAll(async () => {
  await emu?.stop();
});

describe.each([
  { compatibilityDate: WITHOUT_NODE_GLOBALS, nodeGlobals: [] },
  { compatibilityDate: LATEST_COMPATIBILITY_DATE, nodeGlobals: ['process', 'Buffer', 'global'] },
])('workerd, compatibility date $compatibilityDate', ({ compatibilityDate, nodeGlobals }) => {
  let worker: WorkerdServer;
  beforeAll(async () => {
    worker = await startWorkerd(script, { HOSTS: emu.hosts, CLIENT_ID: emu.clientId, PUBLIC_KEY: emu.publicKeyPem }, compatibilityDate);
  });
  afterAll(async () => {
    await worker?.stop();
  });
  const shopper = () => browser(worker.url, (url, init) => fetch(url, init));

  it(`runs the worker with the Node globals [${nodeGlobals.join(', ')}]`, async () => {
    expect(await (await fetch(`${worker.url}/node-globals`)).json()).toEqual(nodeGlobals);
  });

  it('serves the storefront with a cookie session: mints, reuses and refreshes the tokens', async () => {
    await cookieSessionScenario(emu, shopper());
  });

  it('verifies and dispatches the webhook the emulator delivers to the worker', async () => {
    await webhookScenario(emu, worker.url, shopper());
  });
});
