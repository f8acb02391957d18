// Integration, the redirect login against the emulator over loopback: visitor -> member on the hosted page,
// the PKCE verifier checked before the one-time code is spent, and redirect sessions of other intents.
import { createClient } from '@storefront-kit/http-core';
import { createRedirectSession, redirects } from '@storefront-kit/redirects';
import { signInOnHostedPage } from '@storefront-kit/test-utils';
import { describe, expect, it } from 'vitest';
import {
  generateOAuthData,
  getAuthUrl,
  getMemberTokens,
  handleRedirectCallback,
  loginWithRedirect,
  logout,
  memoryStorage,
  parseFromUrl,
  type OAuthData,
  type StorageAdapter,
} from '@storefront-kit/identity-oauth';
import { emu, getCart, holdingTokenRequest, newMember, REDIRECT, session, tokenRequests, useEmulator } from './emulator-setup';

// Strict refresh rotation (no reuse grace): these tests show what reuse detection does.
useEmulator({ refreshRotation: 'strict', refreshReuseGraceMs: 0 });

describe('visitor -> member through the redirect flow', () => {
  it('logs in on the hosted page, completes once, and stores member tokens', async () => {
    const storage = memoryStorage();
    const auth = session(emu, { storage });
    const client = createClient({ auth, hosts: emu.hosts });
    await getCart(client);
    expect(auth.getSnapshot().role).toBe('visitor');
    const address = await newMember(session());

    const authUrl = await loginWithRedirect(auth, { redirectUri: REDIRECT, returnTo: '/account', navigate: false });
    const page = await fetch(authUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form');
    const location = await signInOnHostedPage(authUrl, address);
    expect(location.startsWith(`${REDIRECT}?`)).toBe(true);
    const first = await handleRedirectCallback(auth, location);
    const { returnTo } = first;
    expect(returnTo).toBe('/account');
    expect(auth.getSnapshot()).toMatchObject({ role: 'member', loggedIn: true });
    await getCart(client);
    expect(emu.requestLog({ path: '/ecom/v1/carts/current' }).at(-1)!.auth).toBe('member');

    // the same callback again: the first call's outcome, zero token requests; a replay in another
    // session (a reload) finds no pending login: typed error, zero token requests
    emu.clearRequestLog();
    expect(await handleRedirectCallback(auth, location)).toBe(first);
    await expect(handleRedirectCallback(session(emu, { storage }), location)).rejects.toMatchObject({ code: 'ERR_OAUTH_STATE' });
    expect(tokenRequests()).toHaveLength(0);
  });

  it('a forged state is rejected with zero token requests; the code itself is single-use on the server', async () => {
    const auth = session();
    const address = await newMember(session());
    const authUrl = await loginWithRedirect(auth, { redirectUri: REDIRECT, navigate: false });
    const location = new URL(await signInOnHostedPage(authUrl, address));
    const code = location.searchParams.get('code')!;
    emu.clearRequestLog();
    await expect(handleRedirectCallback(auth, `${REDIRECT}?code=${code}&state=forged-state`)).rejects.toMatchObject({ code: 'ERR_OAUTH_STATE' });
    expect(tokenRequests()).toHaveLength(0);
    await handleRedirectCallback(auth, location.href);
    expect(auth.loggedIn()).toBe(true);
    // the emulator refuses a replayed code (RFC 6749 §4.1.2) even with a fresh transaction
    const raw = await fetch(`${emu.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: emu.clientId, grantType: 'authorization_code', code, codeVerifier: 'x'.repeat(43), redirectUri: REDIRECT }),
    });
    expect(raw.status).toBe(400);
    expect((await raw.json()).error).toBe('invalid_grant');
  });
});

describe('the PKCE verifier is checked before the one-time code is spent', () => {
  it('a real code with a missing or 5-character verifier: ValidationError and no token request; the same code then exchanges with the right one', async () => {
    const auth = session();
    const address = await newMember(session());
    const data = await generateOAuthData(REDIRECT);
    const { authUrl } = await getAuthUrl(auth, data);
    const { code, state } = parseFromUrl(await signInOnHostedPage(authUrl, address));
    expect(code).toBeTruthy();
    emu.clearRequestLog();
    const { codeVerifier, ...withoutVerifier } = data;
    await expect(getMemberTokens(auth, { code, state }, withoutVerifier as OAuthData)).rejects.toMatchObject({
      name: 'ValidationError',
      field: 'codeVerifier',
    });
    // a verifier the token endpoint's body schema lets through would spend the code on the server
    await expect(getMemberTokens(auth, { code, state }, { ...data, codeVerifier: 'abcde' })).rejects.toMatchObject({
      name: 'ValidationError',
      field: 'codeVerifier',
    });
    expect(tokenRequests()).toHaveLength(0);
    const tokens = await getMemberTokens(auth, { code, state }, { ...withoutVerifier, codeVerifier });
    expect(tokens.refreshToken.role).toBe('member');
    expect(tokenRequests().map((r) => [(r.body as { grantType?: string }).grantType, r.status])).toEqual([['authorization_code', 200]]);
  });
});

describe('redirect sessions (with @storefront-kit/redirects)', () => {
  it.each([
    ['login', { login: {} }],
    ['storesProduct', { storesProduct: { productSlug: 'anything' } }],
    ['paidPlansCheckout', { paidPlansCheckout: { planId: 'plan' } }],
  ] as const)('%s intent: hosted page answers', async (_n, intent) => {
    const client = createClient({ auth: session(), hosts: emu.hosts, modules: { redirects } });
    const { redirectSession } = await client.redirects.createRedirectSession({ ...intent, callbacks: { postFlowUrl: 'http://127.0.0.1:3000/' } });
    expect((await fetch(redirectSession.fullUrl)).status).toBe(200);
  });

  it('the platform refuses a callback outside the allowed domains (HttpError, typed)', async () => {
    const client = createClient({ auth: session(), hosts: emu.hosts });
    await expect(createRedirectSession(client, { login: {}, callbacks: { postFlowUrl: 'https://evil.example/' } })).rejects.toMatchObject({
      name: 'HttpError',
      status: 400,
    });
  });
});

describe('a redirect login started twice at once (a double click)', () => {
  it('logout clears both pending logins: neither callback signs in afterwards', async () => {
    // An asynchronous storage (an IndexedDB, say): every operation answers in a later task.
    const memory = memoryStorage();
    const later = <T>(operation: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(operation())));
    const storage: StorageAdapter = {
      getItem: (key) => later(() => memory.getItem(key) as string | null),
      setItem: (key, value) => later(() => void memory.setItem(key, value)),
      removeItem: (key) => later(() => void memory.removeItem(key)),
    };
    const auth = session(emu, { storage });
    const address = await newMember(session());
    const authUrls = await Promise.all([
      loginWithRedirect(auth, { redirectUri: REDIRECT, navigate: false }),
      loginWithRedirect(auth, { redirectUri: REDIRECT, navigate: false }),
    ]);
    const callbacks = await Promise.all(authUrls.map((url) => signInOnHostedPage(url, address)));
    await logout(auth, 'http://127.0.0.1:3000/');
    emu.clearRequestLog();
    for (const callback of callbacks) await expect(handleRedirectCallback(auth, callback)).rejects.toMatchObject({ code: 'ERR_OAUTH_STATE' });
    expect(auth.getSnapshot().role).not.toBe('member');
    expect(tokenRequests()).toEqual([]);
  });
});

describe('a logout while the callback exchanges its code', () => {
  it('the sign-in does not come back after the logout: ERR_OAUTH_SESSION_CHANGED, the session stays signed out', async () => {
    const exchange = holdingTokenRequest('authorization_code');
    const auth = session(emu, { storage: memoryStorage(), fetch: exchange.fetch });
    const callback = await signInOnHostedPage(await loginWithRedirect(auth, { redirectUri: REDIRECT, navigate: false }), await newMember(session()));
    const completing = handleRedirectCallback(auth, callback);
    await exchange.left;
    await logout(auth, 'http://127.0.0.1:3000/');
    exchange.release();
    await expect(completing).rejects.toMatchObject({ code: 'ERR_OAUTH_SESSION_CHANGED' });
    expect(auth.getSnapshot().loggedIn).toBe(false);
  });
});
