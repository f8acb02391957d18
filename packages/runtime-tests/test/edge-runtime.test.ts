/**
 * The browser-facing packages' published entry points inside Vercel's edge runtime
 * (`@edge-runtime/vm`: web APIs only, no `require`, `process` or code generation): the storefront
 * bundled from the built dist as an edge function, dispatched `FetchEvent`s, the emulator on loopback.
 */
import { startEmulator, type Emulator } from '@storefront-kit/emulator';
import { EdgeVM } from '@edge-runtime/vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser } from './browser';
import { bundleFixture } from './bundle';
import { cookieSessionScenario } from './storefront-session';

let emu: Emulator;
let vm: EdgeVM;
beforeAll(async () => {
  const [script, emulator] = await Promise.all([bundleFixture('edge-function', 'iife', ['edge-light', 'worker', 'browser']), startEmulator({ port: 0 })]);
  emu = emulator;
  vm = new EdgeVM();
  vm.evaluate(`globalThis.STOREFRONT_ENV = ${JSON.stringify({ HOSTS: emu.hosts, CLIENT_ID: emu.clientId })};`);
  vm.evaluate(script);
});
afterAll(async () => {
  await emu?.stop();
});

describe('edge runtime', () => {
  it('has no Node globals for the bundle to lean on', () => {
    expect(vm.evaluate<string[]>(`['process', 'Buffer', 'require', 'global', '__dirname'].filter((name) => typeof globalThis[name] !== 'undefined')`)).toEqual(
      [],
    );
  });

  it('serves the storefront with a cookie session: mints, reuses and refreshes the tokens', async () => {
    await cookieSessionScenario(
      emu,
      browser('https://shop.example', (url, init) => vm.dispatchFetch(url, init)),
    );
  });
});
