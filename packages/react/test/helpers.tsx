// Shared by the test files of packages/react (run on React 19 here and on React 18 by packages/react-18-tests).
import { startEmulator, type Emulator } from '@storefront-kit/emulator';
import { createClient, type Client } from '@storefront-kit/http-core';
import { memoryStorage, OAuthStrategy } from '@storefront-kit/identity-oauth';
import { configure } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { recordSent } from '@storefront-kit/test-utils';
import { StorefrontProvider } from '../src/index';

// `waitFor` waits on answers of the emulator over loopback: Testing Library's default of 1 s failed a test
// whenever one token answer took longer, as on a loaded CI machine. It still ends before the test's 5 s.
configure({ asyncUtilTimeout: 4_000 });

/** The jsdom page origin: silent login uses it as its web_message redirect URI. */
export const PAGE_ORIGIN = 'http://localhost:3000';
export const REDIRECT = 'http://localhost:3000/callback';

export function start(options: Parameters<typeof startEmulator>[0] = {}): Promise<Emulator> {
  return startEmulator({ port: 0, allowedRedirectUris: [PAGE_ORIGIN], ...options });
}

/** The emulator of the test file that calls {@link withEmulator} (every test file loads this module afresh). */
export let emu: Emulator;

/** Starts the file's emulator before its tests and stops it after them; each test starts with no request logged and no fault. */
export function withEmulator(): void {
  beforeAll(async () => {
    emu = await start();
  });
  afterAll(() => emu?.stop());
  beforeEach(() => {
    emu.clearRequestLog();
    emu.clearFaults();
  });
}

/** A client on the emulator whose fetch records every request (with its AbortSignal). */
export function makeClient(emulator: Emulator, options: { retry?: false } = {}) {
  const { fetch, sent } = recordSent();
  const auth = OAuthStrategy({ clientId: emulator.clientId, hosts: emulator.hosts, storage: memoryStorage(), fetch });
  const client = createClient({ auth, hosts: emulator.hosts, fetch, ...options });
  const catalogue = () => sent.filter((s) => s.path.includes('/stores-reader/') || s.path.includes('/v2/collections'));
  return { client, auth, sent, catalogue };
}

/**
 * The provider as a Testing Library wrapper. For StrictMode pass `reactStrictMode: true` to
 * render/renderHook: React 19 double-invokes effects only when StrictMode is the root element, not
 * inside a wrapper component.
 */
export const wrapper =
  (client: Client) =>
  ({ children }: { children?: ReactNode }) => <StorefrontProvider client={client}>{children}</StorefrontProvider>;

/** Options for a StrictMode render with the provider. */
export const strict = (client: Client) => ({ wrapper: wrapper(client), reactStrictMode: true });

// Kept for the test files that import them from here.
export { watchConsole, watchUnhandled } from '@storefront-kit/test-utils';

let n = 0;
export const email = () => `member-${Date.now()}-${++n}@example.com`;
export const PASSWORD = 'correct horse battery';
