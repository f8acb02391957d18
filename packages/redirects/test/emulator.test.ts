/**
 * createRedirectSession against the emulator over real HTTP on loopback: what is refused before any
 * request, and what is refused in the answer before an app sends a browser to it.
 */
import { startEmulator, type Emulator } from '@storefront-kit/emulator';
import { createClient, type Client } from '@storefront-kit/http-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRedirectSession, type AuthorizeRequest } from '../src/index';

const CALLBACK = 'https://shop.example/callback';
let emulator: Emulator;
let client: Client;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, allowedRedirectUris: [CALLBACK] });
  const res = await fetch(`${emulator.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: emulator.clientId, grantType: 'anonymous' }),
  });
  const { access_token } = (await res.json()) as { access_token: string };
  client = createClient({ hosts: emulator.hosts, auth: { getAuthHeaders: async () => ({ Authorization: access_token }) } });
});
afterAll(() => emulator?.stop());
beforeEach(() => {
  emulator.clearRequestLog();
  emulator.clearFaults();
});

const authRequest = (redirectUri: string): AuthorizeRequest => ({
  clientId: emulator.clientId,
  redirectUri,
  codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  codeChallengeMethod: 'S256',
  responseMode: 'query',
  responseType: 'code',
  state: 'state-1',
});

describe('createRedirectSession on the emulator', () => {
  it('refuses an auth intent whose redirectUri is not http(s) or an app scheme before any request, as it refuses such callbacks', async () => {
    for (const redirectUri of [
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      '/callback',
      'https://user:pw@shop.example/callback',
    ]) {
      await expect(createRedirectSession(client, { auth: { authRequest: authRequest(redirectUri) } }), redirectUri).rejects.toMatchObject({
        code: 'ERR_VALIDATION',
        field: 'auth.authRequest.redirectUri',
      });
    }
    expect(emulator.requestLog()).toEqual([]);
    // an allowed redirect URI opens the hosted login page
    const { redirectSession } = await createRedirectSession(client, { auth: { authRequest: authRequest(CALLBACK) } });
    expect(redirectSession.fullUrl.startsWith(`${emulator.url}/`)).toBe(true);
    expect(emulator.requestLog()).toHaveLength(1);
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', '//evil.example/checkout', 'https://user:pw@evil.example/'])(
    'refuses an answer whose fullUrl is %s with an InvalidResponseError: no app sends a browser there',
    async (fullUrl) => {
      const body = { redirectSession: { id: 'rs-1', fullUrl, urlDetails: { endpoint: fullUrl, searchParams: {} } } };
      emulator.addFault({ path: '/_api/redirects-api/v1/redirect-session', kind: 'status', status: 200, body, times: 1 });
      await expect(createRedirectSession(client, { ecomCheckout: { checkoutId: 'co-1' } })).rejects.toMatchObject({ code: 'ERR_INVALID_RESPONSE' });
      expect(emulator.requestLog({ path: '/_api/redirects-api/v1/redirect-session' })).toHaveLength(1);
    },
  );
});
