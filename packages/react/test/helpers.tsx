// Shared by the test files of packages/react (run on React 19 here and on React 18 by packages/react-18-tests).
import { startEmulator, type Emulator } from '@storefront-kit/emulator';
import { createClient, type Client } from '@storefront-kit/http-core';
import { memoryStorage, OAuthStrategy } from '@storefront-kit/identity-oauth';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { StorefrontProvider } from '../src/index';

/** The jsdom page origin: silent login uses it as its web_message redirect URI. */
export const PAGE_ORIGIN = 'http://localhost:3000';
export const REDIRECT = 'http://localhost:3000/callback';

export function start(options: Parameters<typeof startEmulator>[0] = {}): Promise<Emulator> {
  return startEmulator({ port: 0, allowedRedirectUris: [PAGE_ORIGIN], ...options });
}

export interface Sent {
  request: Request;
  path: string;
  /** Settles when fetch settles (rejects on abort). */
  done: Promise<unknown>;
}

/** A client on the emulator whose fetch records every request (with its AbortSignal). */
export function makeClient(emulator: Emulator, options: { retry?: false } = {}) {
  const sent: Sent[] = [];
  const fetch = (request: Request) => {
    const promise = globalThis.fetch(request);
    sent.push({ request, path: new URL(request.url).pathname, done: promise.then(() => undefined, () => undefined) });
    return promise;
  };
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

/** Spies on console.error / console.warn; `messages()` returns what React (or anything) printed. */
export function watchConsole() {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  return {
    errors: () => error.mock.calls.map((c) => c.map(String).join(' ')),
    warnings: () => warn.mock.calls.map((c) => c.map(String).join(' ')),
  };
}

/** Collects unhandled rejections while a test runs. */
export function watchUnhandled() {
  const seen: unknown[] = [];
  const onRejection = (reason: unknown) => seen.push(reason);
  process.on('unhandledRejection', onRejection);
  return { seen, stop: () => process.off('unhandledRejection', onRejection) };
}

let n = 0;
export const email = () => `member-${Date.now()}-${++n}@example.com`;
export const PASSWORD = 'correct horse battery';
