/** Shared helpers of the identity integration tests (tokens, identity, redirects, pages) over real HTTP. */
import { createHash, randomBytes } from 'node:crypto';
import { submitHostedForm } from '@storefront-kit/test-utils';
import { beforeEach } from 'vitest';
import { startEmulator, type Emulator, type EmulatorOptions } from '../src/index';
import type { EmulatorModule } from '../src/context';
import type { CheckoutService } from '../src/core/services';
import { controlModule } from '../src/control/module';
import { identityModule } from '../src/identity/module';
import { pagesModule } from '../src/pages/module';
import { redirectsModule } from '../src/redirects/module';
import { tokensModule } from '../src/identity/tokens-module';
import { useEmulator } from './helpers';

/** What the probe module saw. */
export interface Probe {
  logins: { visitorId: string; memberId: string }[];
  checkouts: Map<string, { completed: boolean; orderId?: string }>;
}

/** Records member logins and serves a fake checkout service (the cart module is tested elsewhere). */
function probeModule(probe: Probe): EmulatorModule {
  return (_app, ctx) => {
    ctx.onMemberLogin((visitorId, memberId) => probe.logins.push({ visitorId, memberId }));
    ctx.onReset(() => {
      probe.logins.length = 0;
      probe.checkouts.clear();
    });
    const checkout: CheckoutService = {
      describe(id) {
        const entry = probe.checkouts.get(id);
        if (!entry) return undefined;
        return {
          lineItems: [
            { name: 'Canvas <Tote>', quantity: 2, price: '12.50' },
            { name: 'Mug', quantity: 1, price: '8.00' },
          ],
          subtotal: '33.00',
          total: '33.00',
          currency: 'USD',
          completed: entry.completed,
        };
      },
      receipt(id) {
        const entry = probe.checkouts.get(id);
        if (!entry) return undefined;
        const lines = [
          { name: 'Canvas <Tote>', quantity: 2, unitPrice: '$12.50', total: '$25.00' },
          { name: 'Mug', quantity: 1, unitPrice: '$8.00', total: '$8.00' },
        ];
        return { lines, subtotal: '$33.00', tax: '$0.00', total: '$33.00', completed: entry.completed };
      },
      complete(id) {
        const entry = probe.checkouts.get(id);
        if (!entry) return undefined;
        entry.completed = true;
        entry.orderId ??= `order-${id}`;
        return { orderId: entry.orderId };
      },
    };
    ctx.services.checkout = checkout;
  };
}

/** An emulator with the control and identity modules only, plus the probe. */
export async function startIdentityEmulator(options: EmulatorOptions = {}): Promise<{ emu: Emulator; probe: Probe }> {
  const probe: Probe = { logins: [], checkouts: new Map() };
  const emu = await startEmulator({
    ...options,
    modules: [tokensModule, controlModule, identityModule, redirectsModule, pagesModule, probeModule(probe)],
  });
  return { emu, probe };
}

/** What {@link useIdentityEmulator} gives a test file. */
export interface IdentityEmulator {
  /** The file's emulator (see {@link startIdentityEmulator}), from `beforeAll` to `afterAll`. */
  readonly emu: Emulator;
  /** What its probe module saw since the last reset. */
  readonly probe: Probe;
  /** A fresh visitor's access token, taken before each test (unless `visitor: false`). */
  readonly visitor: string;
}

/**
 * Registers the hooks that start and stop a test file's identity emulator, reset it before each test
 * and then (unless `visitor: false`) take a new visitor token.
 */
export function useIdentityEmulator(options: EmulatorOptions = {}, { visitor = true } = {}): IdentityEmulator {
  let probe: Probe | undefined;
  let token: string | undefined;
  const running = useEmulator(async () => {
    const started = await startIdentityEmulator(options);
    probe = started.probe;
    return started.emu;
  });
  beforeEach(async () => {
    await reset(running());
    if (visitor) token = (await visitorTokens(running())).access_token;
  });
  return {
    get emu() {
      return running();
    },
    get probe() {
      if (!probe) throw new Error('The probe is there once the emulator started in beforeAll.');
      return probe;
    },
    get visitor() {
      if (token === undefined) throw new Error('The visitor token is taken in beforeEach.');
      return token;
    },
  };
}

/** A JSON POST; `auth` is the raw `Authorization` value. */
export async function post(emu: Emulator, path: string, body: unknown, auth?: string): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await fetch(`${emu.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth === undefined ? {} : { authorization: auth }) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text), headers: response.headers };
}

/** Anonymous visitor tokens. */
export async function visitorTokens(emu: Emulator): Promise<{ access_token: string; refresh_token: string; expires_in: number }> {
  const { status, body } = await post(emu, '/oauth2/token', { clientId: emu.clientId, grantType: 'anonymous' });
  if (status !== 200) throw new Error(`anonymous grant failed: ${status}`);
  return body;
}

/** The path of `POST` redirect sessions. */
export const SESSION_PATH = '/_api/redirects-api/v1/redirect-session';

/** A protected call: creating a login redirect session needs a valid visitor/member token. */
export function protectedCall(emu: Emulator, accessToken: string) {
  return post(emu, SESSION_PATH, { login: {} }, accessToken);
}

/** A PKCE pair computed with Node crypto (RFC 7636 S256). */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Redirect URI every emulator allows. */
export const REDIRECT_URI = 'http://localhost:3000/callback';
/** The app origin of {@link REDIRECT_URI}. */
export const APP_ORIGIN = 'http://localhost:3000';

/** Creates an auth redirect session; answers the PKCE pair, state and the response. */
export async function createAuthSession(
  emu: Emulator,
  accessToken: string,
  options: { redirectUri?: string; responseMode?: string; prompt?: string; sessionToken?: string; codeChallengeMethod?: string } = {},
) {
  const pkce = pkcePair();
  const state = randomBytes(16).toString('base64url');
  const response = await post(
    emu,
    SESSION_PATH,
    {
      auth: {
        authRequest: {
          redirectUri: options.redirectUri ?? REDIRECT_URI,
          clientId: emu.clientId,
          codeChallenge: pkce.challenge,
          codeChallengeMethod: options.codeChallengeMethod ?? 'S256',
          responseMode: options.responseMode ?? 'fragment',
          responseType: 'code',
          scope: 'offline_access',
          state,
          ...(options.sessionToken ? { sessionToken: options.sessionToken } : {}),
        },
        prompt: options.prompt ?? 'login',
      },
    },
    accessToken,
  );
  return { pkce, state, response, fullUrl: response.body?.redirectSession?.fullUrl as string };
}

/** Loads a hosted page and POSTs its form with `fields`, as a browser does (no redirect following). */
export function submitForm(url: string, fields: Record<string, string>, cookie?: string): Promise<Response> {
  return submitHostedForm(url, fields, { cookie });
}

/** `code`, `state`, `error` of a redirect Location, from its fragment or query. */
export function callbackParams(location: string, mode: 'fragment' | 'query' = 'fragment'): URLSearchParams {
  const url = new URL(location);
  return mode === 'fragment' ? new URLSearchParams(url.hash.slice(1)) : url.searchParams;
}

/** Exchanges a code for tokens. */
export function exchangeCode(emu: Emulator, code: string, codeVerifier: string, redirectUri?: string) {
  return post(emu, '/oauth2/token', {
    clientId: emu.clientId,
    grantType: 'authorization_code',
    code,
    codeVerifier,
    ...(redirectUri === undefined ? {} : { redirectUri }),
  });
}

/** Signs the demo member in through the hosted login page; answers the PKCE pair and the code. */
export async function memberCodeViaPage(emu: Emulator, accessToken: string, email = 'shopper@example.com', password = 'storefront-demo') {
  const session = await createAuthSession(emu, accessToken);
  const submitted = await submitForm(session.fullUrl, { mode: 'login', email, password });
  const params = callbackParams(submitted.headers.get('location') ?? 'http://invalid/');
  return { ...session, submitted, code: params.get('code') ?? '', returnedState: params.get('state') };
}

/**
 * A base clock for `startEmulator({ clock })` that a test can hold still: `hold()` stops it at the current
 * time (the control API's offset still moves the emulator's clock), `release()` lets it run again. A test
 * of a bound ("a second short of the cap is still valid") holds it, so that the real time its requests
 * take on a loaded machine does not count.
 */
export function holdableClock() {
  let heldAt: number | undefined;
  return {
    now: () => heldAt ?? Date.now(),
    hold: () => {
      heldAt = Date.now();
    },
    release: () => {
      heldAt = undefined;
    },
  };
}

/** Moves the emulator clock through the control API. */
export async function advanceClock(emu: Emulator, ms: number): Promise<void> {
  const response = await fetch(`${emu.url}/__emulator/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: ms }),
  });
  if (response.status !== 200) throw new Error(`clock: ${response.status}`);
}

/** Outbox messages through the control API. */
export async function outbox(emu: Emulator, to?: string): Promise<any[]> {
  const response = await fetch(`${emu.url}/__emulator/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  return ((await response.json()) as { messages: any[] }).messages;
}

/** Resets the emulator through the control API. */
export async function reset(emu: Emulator): Promise<void> {
  await fetch(`${emu.url}/__emulator/reset`, { method: 'POST' });
}

/** The IAM authentication API paths, v2 and v1. */
export const AUTH_V2 = '/_api/iam/authentication/v2';
export const AUTH_V1 = '/_api/iam/authentication/v1';
/** The seeded demo member. */
export const DEMO = { email: 'shopper@example.com', password: 'storefront-demo', id: '0d3e6f1a-0000-4000-8000-00000000de70' };

/** The application error code of a platform error answer. */
export const appCode = (response: { body: any }) => response.body?.details?.applicationError?.code;

/** v2 register and login on a test file's emulator, with its current visitor token unless given another. */
export function authenticationCalls(env: IdentityEmulator) {
  return {
    register: (email: string, password = 'secret-1', extra: Record<string, unknown> = {}, token = env.visitor) =>
      post(env.emu, `${AUTH_V2}/register`, { loginId: { email }, password, profile: { firstName: 'Ada' }, ...extra }, token),
    login: (email: string, password: string, extra: Record<string, unknown> = {}, token = env.visitor) =>
      post(env.emu, `${AUTH_V2}/login`, { loginId: { email }, password, ...extra }, token),
  };
}

/** The message a web_message page posts, and its target origin, read from its inline script. */
export function postedMessage(html: string): { message: Record<string, string>; target: string } {
  const match = /var m=(\{.*?\});var o=("[^"]*");/.exec(html);
  if (!match) throw new Error('no postMessage script');
  return { message: JSON.parse(match[1]!), target: JSON.parse(match[2]!) };
}

/** The `sessionToken` of a custom login (v2) of the demo member, with the file's visitor token. */
export async function demoSessionToken(env: IdentityEmulator): Promise<string> {
  const response = await post(env.emu, `${AUTH_V2}/login`, { loginId: { email: DEMO.email }, password: DEMO.password }, env.visitor);
  return response.body.sessionToken;
}
