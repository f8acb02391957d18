/**
 * Fixtures of the integration tests: the emulator on a free loopback port, a visitor auth strategy
 * (anonymous grant, then a member token after a hosted-page login), product ids by slug, faults.
 * Test-only: the SDK's own auth lives in `@storefront-kit/identity-oauth`.
 */
import { startEmulator, type Emulator } from '@storefront-kit/emulator';
import { type AuthStrategy, type Client, createClient, defineEndpoint } from '@storefront-kit/http-core';
import { createRedirectSession } from '@storefront-kit/redirects';
import { submitHostedForm } from '@storefront-kit/test-utils';

export { startEmulator, type Emulator };

/** Where the emulator's OAuth app lets hosted pages send the shopper back. */
export const APP = 'http://localhost:3000';

/** A visitor's auth: one anonymous token fetched on first use; `useToken` switches to a member token. */
export interface TestAuth extends AuthStrategy {
  useToken(accessToken: string): void;
  token(): Promise<string>;
}

export function visitorAuth(emulator: Emulator): TestAuth {
  let token: Promise<string> | undefined;
  const auth: TestAuth = {
    token: () =>
      (token ??= fetch(`${emulator.hosts.api}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: emulator.clientId, grantType: 'anonymous' }),
      })
        .then((response) => response.json() as Promise<{ access_token: string }>)
        .then((answer) => answer.access_token)),
    getAuthHeaders: async () => ({ Authorization: await auth.token() }),
    useToken: (accessToken) => {
      token = Promise.resolve(accessToken);
    },
  };
  return auth;
}

/** A client of one fresh visitor against the emulator (default split host mode, real HTTP). */
export function visitorClient(emulator: Emulator): { client: Client; auth: TestAuth } {
  const auth = visitorAuth(emulator);
  return { client: createClient({ hosts: emulator.hosts, auth, retry: false }), auth };
}

const queryProducts = defineEndpoint({ method: 'POST', path: '/v1/products/query-platformized', prefix: '/stores-reader' });

/** Demo product ids by slug. */
export async function productIds(client: Client): Promise<Record<string, string>> {
  const answer = await client.request<{ products: { id: string; slug: string }[] }>(queryProducts, {
    body: { query: { paging: { limit: 100 } } },
  });
  return Object.fromEntries(answer.products.map((product) => [product.slug, product.id]));
}

const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * Logs the visitor of `client` in as the emulator's demo member through the hosted login page, driven
 * with plain HTTP (redirect session with PKCE, form post, code exchange), and switches `auth` to the
 * member's access token.
 */
export async function loginAsDemoMember(emulator: Emulator, client: Client, auth: TestAuth): Promise<void> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const challenge = base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  const state = base64url(crypto.getRandomValues(new Uint8Array(16)));
  const redirectUri = `${APP}/callback`;
  const { redirectSession } = await createRedirectSession(client, {
    auth: {
      authRequest: {
        clientId: emulator.clientId,
        redirectUri,
        codeChallenge: challenge,
        codeChallengeMethod: 'S256',
        responseMode: 'fragment',
        responseType: 'code',
        scope: 'offline_access',
        state,
      },
      prompt: 'login',
    },
  });
  const submitted = await submitHostedForm(redirectSession.fullUrl, { mode: 'login', email: 'shopper@example.com', password: 'storefront-demo' });
  const params = new URLSearchParams(new URL(submitted.headers.get('location') ?? 'http://invalid/').hash.slice(1));
  if (params.get('state') !== state) throw new Error(`login failed: ${submitted.status}`);
  const tokens = await fetch(`${emulator.hosts.api}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: emulator.clientId, grantType: 'authorization_code', code: params.get('code'), codeVerifier: verifier, redirectUri }),
  });
  const answer = (await tokens.json()) as { access_token?: string };
  if (!answer.access_token) throw new Error(`code exchange failed: ${tokens.status}`);
  auth.useToken(answer.access_token);
}
