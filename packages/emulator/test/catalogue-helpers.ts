/**
 * Helpers of the catalogue integration tests: requests with a visitor's or the merchant's credentials,
 * and a test file's emulator.
 */
import { beforeAll, expect } from 'vitest';
import { startEmulator, type Emulator, type StartEmulatorOptions } from '../src/index';
import { useEmulator, type Answer } from './helpers';

/** Credentials of a request: an `Authorization` value, a set of headers, or `null` for none. */
type Auth = string | Record<string, string> | null;

/** The `.r` query parameter of a payload: its JSON in base64url. */
export const r = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');

/** Sends a request with the given credentials (none without `auth`) and JSON body. */
async function request(method: string, url: string, options: { auth?: Auth; body?: unknown } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  const { auth } = options;
  if (typeof auth === 'string') headers.authorization = auth;
  else if (auth) Object.assign(headers, auth);
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, { method, headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

/** A fresh anonymous visitor's access token. */
export async function visitorToken(e: Emulator): Promise<string> {
  const res = await request('POST', `${e.url}/oauth2/token`, { auth: null, body: { clientId: e.clientId, grantType: 'anonymous' } });
  expect(res.status).toBe(200);
  return res.body.access_token as string;
}

/** What {@link useCatalogueEmulator} gives a catalogue test file. */
export interface CatalogueEmulator {
  /** The file's emulator: every built-in module on a free port, from `beforeAll` to `afterAll`. */
  readonly emu: Emulator;
  /** The visitor token `call` sends by default (a reset forgets tokens: set a new one after it). */
  visitor: string;
  /** The merchant's credentials: the API key and the site id. */
  readonly merchant: Record<string, string>;
  /** {@link request} with the visitor's token unless `options.auth` says otherwise. */
  call(method: string, url: string, options?: { auth?: Auth; body?: unknown }): Promise<Answer>;
}

/** Registers the hooks that start and stop a catalogue test file's emulator (with `options`) and take a visitor token. */
export function useCatalogueEmulator(options: StartEmulatorOptions = {}): CatalogueEmulator {
  const running = useEmulator(() => startEmulator({ port: 0, ...options }));
  let visitor: string | undefined;
  beforeAll(async () => {
    visitor = await visitorToken(running());
  });
  return {
    get emu() {
      return running();
    },
    get visitor() {
      if (visitor === undefined) throw new Error('The visitor token is taken in beforeAll.');
      return visitor;
    },
    set visitor(token: string) {
      visitor = token;
    },
    get merchant() {
      const emu = running();
      return { authorization: emu.apiKey, 'wix-site-id': emu.siteId };
    },
    call: (method, url, options = {}) => request(method, url, { ...options, auth: options.auth === undefined ? visitor : options.auth }),
  };
}
