// Shared setup for the tests against the emulator over real HTTP on loopback: one emulator per test file,
// sessions on it, and members registered through the SDK.
import { type createClient, defineEndpoint } from '@storefront-kit/http-core';
import { startEmulator, type Emulator, type StartEmulatorOptions } from '@storefront-kit/emulator';
import { memoryStorage, OAuthStrategy, processVerification, register } from '@storefront-kit/identity-oauth';
import { latestCode, TEST_PASSWORD, uniqueEmail } from '@storefront-kit/test-utils';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';

export const REDIRECT = 'http://127.0.0.1:3000/callback';
export const PASSWORD = TEST_PASSWORD;

/** The calling file's emulator, started by `useEmulator` (a live binding: read it inside tests and hooks). */
export let emu: Emulator;

/** Starts the file's emulator before its tests, stops it after them, and clears its request log before each test. */
export function useEmulator(options: Omit<StartEmulatorOptions, 'port'> = {}) {
  beforeAll(async () => {
    emu = await startEmulator({ port: 0, ...options });
  });
  afterAll(() => emu?.stop());
  beforeEach(() => emu.clearRequestLog());
}

export const cart = defineEndpoint({ method: 'GET', path: '/v1/carts/current', prefix: '/ecom', readYourWrites: true });
/** The current cart; 404 (no cart yet) counts as an answer: these tests only look at auth. */
export const getCart = (client: { request: ReturnType<typeof createClient>['request'] }) =>
  client.request(cart).catch((e: { status?: number }) => {
    if (e.status !== 404) throw e;
  });
export const email = () => uniqueEmail('member');

export const session = (e: Emulator = emu, extra: Partial<Parameters<typeof OAuthStrategy>[0]> = {}) =>
  OAuthStrategy({ clientId: e.clientId, hosts: e.hosts, storage: memoryStorage(), ...extra });
export const tokenRequests = (e: Emulator = emu) => e.requestLog({ path: '/oauth2/token' });

/** Registers and verifies a member through the SDK and the outbox. */
export async function newMember(auth: OAuthStrategy, e: Emulator = emu): Promise<string> {
  const address = email();
  const r = await register(auth, { email: address, password: PASSWORD });
  expect(r.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
  const done = await processVerification(auth, { verificationCode: latestCode(e, address) });
  expect(done.loginState).toBe('SUCCESS');
  return address;
}

/**
 * A fetch that holds the first request `matches` until `release()`: `left` settles once that request has
 * been sent, so a test can act while it is in flight.
 */
export function holdingRequest(matches: (request: Request) => boolean | Promise<boolean>) {
  let sent!: () => void;
  const left = new Promise<void>((resolve) => (sent = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let seen = 0;
  const holding: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if ((await matches(request)) && ++seen === 1) {
      sent();
      await held;
    }
    return fetch(request);
  };
  return { fetch: holding, left, release };
}

/** {@link holdingRequest} for the first token request of `grantType` (the session's own renewal, say). */
export const holdingTokenRequest = (grantType: string) =>
  holdingRequest(async (request) => new URL(request.url).pathname === '/oauth2/token' && (await request.clone().json()).grantType === grantType);
