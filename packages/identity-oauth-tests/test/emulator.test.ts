// Integration: the SDK against the emulator over real HTTP on loopback.
import { createClient, defineEndpoint } from '@storefront-kit/http-core';
import { startEmulator, type Emulator } from '@storefront-kit/emulator';
import { createRedirectSession, redirects } from '@storefront-kit/redirects';
import { latestCode, memberIdOf, signInOnHostedPage, TEST_PASSWORD, uniqueEmail } from '@storefront-kit/test-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiKeyStrategy,
  FullOAuthStrategy,
  generateOAuthData,
  getAuthUrl,
  getMemberTokens,
  getMemberTokensForExternalLogin,
  handleRedirectCallback,
  login,
  loginWithRedirect,
  logout,
  memoryStorage,
  OAuthStrategy,
  processVerification,
  register,
  sendPasswordResetEmail,
  recover,
  loginWithTokenParams,
  changePassword,
  cookieStorage,
  sharedRefresh,
  parseFromUrl,
  signOn,
  type OAuthData,
} from '@storefront-kit/identity-oauth';

const REDIRECT = 'http://127.0.0.1:3000/callback';
const cart = defineEndpoint({ method: 'GET', path: '/v1/carts/current', prefix: '/ecom', readYourWrites: true });
/** The current cart; 404 (no cart yet) counts as an answer: these tests only look at auth. */
const getCart = (client: { request: ReturnType<typeof createClient>['request'] }) =>
  client.request(cart).catch((e: { status?: number }) => {
    if (e.status !== 404) throw e;
  });
let emu: Emulator;
const email = () => uniqueEmail('member');
const PASSWORD = TEST_PASSWORD;

const session = (e: Emulator = emu, extra: Partial<Parameters<typeof OAuthStrategy>[0]> = {}) =>
  OAuthStrategy({ clientId: e.clientId, hosts: e.hosts, storage: memoryStorage(), ...extra });
const tokenRequests = (e: Emulator = emu) => e.requestLog({ path: '/oauth2/token' });

/** Registers and verifies a member through the SDK and the outbox. */
async function newMember(auth: OAuthStrategy, e: Emulator = emu): Promise<string> {
  const address = email();
  const r = await register(auth, { email: address, password: PASSWORD });
  expect(r.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
  const done = await processVerification(auth, { verificationCode: latestCode(e, address) });
  expect(done.loginState).toBe('SUCCESS');
  return address;
}

beforeAll(async () => {
  // Strict refresh rotation (no reuse grace): these tests show what reuse detection does.
  emu = await startEmulator({ port: 0, refreshReuseGraceMs: 0 });
});
afterAll(() => emu?.stop());
beforeEach(() => emu.clearRequestLog());

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
    await expect(getMemberTokens(auth, code, state, withoutVerifier as OAuthData)).rejects.toMatchObject({ name: 'ValidationError', field: 'codeVerifier' });
    // a verifier the token endpoint's body schema lets through would spend the code on the server
    await expect(getMemberTokens(auth, code, state, { ...data, codeVerifier: 'abcde' })).rejects.toMatchObject({ name: 'ValidationError', field: 'codeVerifier' });
    expect(tokenRequests()).toHaveLength(0);
    const tokens = await getMemberTokens(auth, code, state, { ...withoutVerifier, codeVerifier });
    expect(tokens.refreshToken.role).toBe('member');
    expect(tokenRequests().map((r) => [(r.body as { grantType?: string }).grantType, r.status])).toEqual([['authorization_code', 200]]);
  });
});

describe('tokens', () => {
  it('20 concurrent calls with an expired access token -> exactly 1 token request', async () => {
    const auth = session();
    const client = createClient({ auth, hosts: emu.hosts });
    await getCart(client);
    const t = auth.getTokens();
    auth.setTokens({ ...t, accessToken: { ...t.accessToken, expiresAt: Math.floor(Date.now() / 1000) - 1 } });
    emu.clearRequestLog();
    await Promise.all(Array.from({ length: 20 }, () => getCart(client)));
    expect(tokenRequests()).toHaveLength(1);
    expect(tokenRequests()[0]!.body).toMatchObject({ grantType: 'refresh_token' });
    expect(new Set(emu.requestLog({ path: '/ecom/v1/carts/current' }).map((e) => e.auth))).toEqual(new Set(['visitor']));
  });

  it('a rotated-away refresh token is refused -> session-expired error and event, no silent new visitor', async () => {
    const events: string[] = [];
    const auth = session(emu, { onSessionExpired: (e) => events.push(e.role), expiredSession: 'error' });
    await auth.getAuthHeaders();
    const old = auth.getTokens();
    await auth.renewToken(old.refreshToken); // rotates on the server; the session still holds the old one
    auth.setTokens({ ...old, accessToken: { ...old.accessToken, expiresAt: 0 } });
    emu.clearRequestLog();
    await expect(auth.getAuthHeaders()).rejects.toMatchObject({ code: 'ERR_OAUTH_SESSION_EXPIRED' });
    expect(events).toEqual(['visitor']);
    expect(tokenRequests()).toHaveLength(1);
  });

  it.each([
    ['503', { kind: 'status', status: 503 }, 'HttpError'],
    ['a dropped connection', { kind: 'reset' }, 'NetworkError'],
    ['a non-JSON 200', { kind: 'non-json', status: 200 }, 'InvalidResponseError'],
  ] as const)('a refresh failing with %s keeps the tokens and throws a typed error', async (_n, fault, name) => {
    const auth = session();
    await auth.getAuthHeaders();
    const t = auth.getTokens();
    auth.setTokens({ ...t, accessToken: { ...t.accessToken, expiresAt: 0 } });
    emu.addFault({ path: '/oauth2/token', times: 1, ...fault });
    try {
      await expect(auth.getAuthHeaders()).rejects.toMatchObject({ name });
      expect(auth.getTokens().refreshToken).toEqual(t.refreshToken);
      await expect(auth.getAuthHeaders()).resolves.toEqual({ Authorization: expect.any(String) });
      expect(auth.getSnapshot().role).toBe('visitor');
    } finally {
      emu.clearFaults();
    }
  });

  it('an access token the server no longer accepts -> one refresh and a replay (401 path)', async () => {
    const auth = session();
    const client = createClient({ auth, hosts: emu.hosts });
    await getCart(client);
    const t = auth.getTokens();
    auth.setTokens({ ...t, accessToken: { value: 'emu.visitor.revoked', expiresAt: t.accessToken.expiresAt } });
    emu.clearRequestLog();
    await getCart(client);
    expect(tokenRequests()).toHaveLength(1);
    expect(emu.requestLog({ path: '/ecom/v1/carts/current' }).map((e) => e.status)).toEqual([401, 404]);
  });
});

describe('custom login state machine', () => {
  it('register -> e-mail verification with the outbox code -> SUCCESS', async () => {
    const auth = session();
    await newMember(auth);
  });

  it('owner approval: OWNER_APPROVAL_REQUIRED until approved, then SUCCESS', async () => {
    const strict = await startEmulator({ port: 0, ownerApproval: true });
    try {
      const auth = session(strict);
      const address = email();
      await register(auth, { email: address, password: PASSWORD });
      const code = latestCode(strict, address);
      const r = await processVerification(auth, { verificationCode: code });
      expect(r).toMatchObject({ loginState: 'OWNER_APPROVAL_REQUIRED' });
      expect(await login(auth, { email: address, password: PASSWORD })).toMatchObject({ loginState: 'OWNER_APPROVAL_REQUIRED' });
      const id = r.loginState === 'OWNER_APPROVAL_REQUIRED' ? r.data.identity?.id : undefined;
      expect(id).toBeTruthy();
      const ok = await fetch(`${strict.url}/__emulator/identity/members/${id}/approve`, { method: 'POST' });
      expect(ok.status).toBe(200);
      expect(await login(auth, { email: address, password: PASSWORD })).toMatchObject({ loginState: 'SUCCESS' });
    } finally {
      await strict.stop();
    }
  });

  it('error codes: emailAlreadyExists, invalidPassword, invalidEmail, resetPassword, wrong verification code', async () => {
    const auth = session();
    const address = await newMember(auth);
    expect(await register(auth, { email: address, password: PASSWORD })).toMatchObject({ loginState: 'FAILURE', errorCode: 'emailAlreadyExists' });
    expect(await login(auth, { email: address, password: 'wrong password' })).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' });
    expect(await login(auth, { email: 'not-an-email', password: PASSWORD })).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidEmail' });
    // the emulator's seeded account that must reset its password
    expect(await login(auth, { email: 'reset@example.com', password: 'storefront-demo' })).toMatchObject({ loginState: 'FAILURE', errorCode: 'resetPassword' });
    const other = email();
    await register(auth, { email: other, password: PASSWORD });
    expect(await processVerification(auth, { verificationCode: '000000' })).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidVerificationCode' });
  });

  it('captcha required: missingCaptchaToken, invalidCaptchaToken, then accepted', async () => {
    const strict = await startEmulator({ port: 0, captcha: 'required' });
    try {
      const auth = session(strict);
      const address = email();
      expect(await register(auth, { email: address, password: PASSWORD })).toMatchObject({ errorCode: 'missingCaptchaToken' });
      expect(await register(auth, { email: address, password: PASSWORD, captchaTokens: { recaptchaToken: 'nope' } })).toMatchObject({
        errorCode: 'invalidCaptchaToken',
      });
      expect(
        await register(auth, { email: address, password: PASSWORD, captchaTokens: { invisibleRecaptchaToken: 'test-invisible-recaptcha-token' } }),
      ).toMatchObject({ loginState: 'EMAIL_VERIFICATION_REQUIRED' });
      expect(await login(auth, { email: address, password: PASSWORD })).toMatchObject({ errorCode: 'missingCaptchaToken' });
    } finally {
      await strict.stop();
    }
  });

  it('a 5xx from the identity service is thrown, never invalidEmail', async () => {
    const auth = session();
    await auth.getAuthHeaders();
    emu.addFault({ path: '/_api/iam/authentication/v2/login', kind: 'status', status: 503 });
    try {
      await expect(login(auth, { email: email(), password: PASSWORD })).rejects.toMatchObject({ name: 'HttpError', status: 503 });
    } finally {
      emu.clearFaults();
    }
  });

  it('recovery: e-mail with a recovery link, recover with a new password, log in with it', async () => {
    const auth = session();
    const address = await newMember(auth);
    await sendPasswordResetEmail(auth, address, 'http://127.0.0.1:3000/reset');
    const mail = emu.outbox({ to: address, kind: 'password-recovery' });
    expect(mail).toHaveLength(1);
    const recoveryToken = new URL(mail[0]!.link!).searchParams.get('recoveryToken')!;
    expect(recoveryToken).toBeTruthy();
    expect(await recover(auth, recoveryToken, 'a brand new secret')).toMatchObject({ loginState: 'SUCCESS' });
    expect(await login(auth, { email: address, password: PASSWORD })).toMatchObject({ errorCode: 'invalidPassword' });
    expect(await login(auth, { email: address, password: 'a brand new secret' })).toMatchObject({ loginState: 'SUCCESS' });
  });

  it('SSO loginWithTokenParams and changePassword as a member', async () => {
    const auth = session();
    const address = email();
    const r = await loginWithTokenParams(auth, 'emulator-test-idp', { email: address });
    expect(r.loginState).toBe('SUCCESS');
    const tokens = await getMemberTokensForExternalLogin(auth, r.loginState === 'SUCCESS' ? r.data.identity!.id : '', emu.apiKey);
    const member = session(emu, { tokens });
    await changePassword(member, 'changed password 1');
    expect(await login(auth, { email: address, password: 'changed password 1' })).toMatchObject({ loginState: 'SUCCESS' });
    await expect(changePassword(session(), 'x'.repeat(10))).rejects.toMatchObject({ name: 'HttpError' });
  });
});

describe('logout and backends', () => {
  it('logout: logout page with the member token; tokens cleared; the platform session ends', async () => {
    const auth = FullOAuthStrategy({ clientId: emu.clientId, hosts: emu.hosts });
    const address = await newMember(session());
    const location = await signInOnHostedPage(await auth.loginWithRedirect({ redirectUri: REDIRECT, navigate: false }), address);
    await auth.handleRedirectCallback(location);
    const member = auth.getTokens();
    const { logoutUrl } = await auth.logout('http://127.0.0.1:3000/');
    expect(auth.getSnapshot().role).toBe('none');
    expect(emu.requestLog({ path: '/_api/redirects-api/v1/redirect-session' }).at(-1)!.auth).toBe('member');
    const res = await fetch(logoutUrl, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://127.0.0.1:3000/');
    // the member's refresh token no longer works
    const again = OAuthStrategy({ clientId: emu.clientId, hosts: emu.hosts, tokens: { ...member, accessToken: { value: '', expiresAt: 0 } }, expiredSession: 'error' });
    await expect(again.getAuthHeaders()).rejects.toMatchObject({ code: 'ERR_OAUTH_SESSION_EXPIRED' });
  });

  it('no token ever travels in a URL: every URL the SDK fetched, the login URL, the callback and the logout URL', async () => {
    const fetched: string[] = [];
    const recording: typeof fetch = (input, init) => {
      fetched.push(input instanceof Request ? input.url : String(input));
      return fetch(input, init);
    };
    const auth = FullOAuthStrategy({ clientId: emu.clientId, hosts: emu.hosts, fetch: recording });
    const client = createClient({ auth, hosts: emu.hosts, fetch: recording });
    const tokens = new Set<string>();
    const keep = () => Object.values(auth.getTokens()).forEach(({ value }) => value && tokens.add(value));
    await getCart(client);
    keep();
    const authUrl = await auth.loginWithRedirect({ redirectUri: REDIRECT, navigate: false });
    const location = await signInOnHostedPage(authUrl, await newMember(session()));
    await auth.handleRedirectCallback(location);
    keep();
    await getCart(client);
    const { logoutUrl } = await auth.logout('http://127.0.0.1:3000/');
    await getCart(client);
    keep();
    expect(tokens.size).toBe(6); // a visitor's, the member's and the next visitor's access and refresh tokens
    const urls = [...fetched, authUrl, location, logoutUrl];
    for (const token of tokens) expect(urls.filter((url) => url.includes(token))).toEqual([]);
  });

  it('getMemberTokensForExternalLogin (authorized_client) and ApiKeyStrategy', async () => {
    const auth = session();
    const address = await newMember(auth);
    const id = await memberIdOf(emu.url, address);
    const tokens = await getMemberTokensForExternalLogin(auth, id, emu.apiKey);
    expect(tokens.refreshToken.role).toBe('member');
    const memberClient = createClient({ auth: session(emu, { tokens }), hosts: emu.hosts });
    await getCart(memberClient);
    expect(emu.requestLog({ path: '/ecom/v1/carts/current' }).at(-1)!.auth).toBe('member');

    const admin = createClient({ auth: ApiKeyStrategy({ apiKey: emu.apiKey, siteId: emu.siteId }), hosts: emu.hosts });
    const products = defineEndpoint({ method: 'GET', path: '/v1/products/{id}', prefix: '/stores-reader' });
    await admin.request(products, { params: { id: 'does-not-exist' } }).catch(() => undefined);
    expect(emu.requestLog({ path: '/stores-reader/v1/products/*' }).at(-1)!.auth).toBe('merchant');
  });
});

describe('external login with a sign-on session', () => {
  it("signOn's session token becomes that member's tokens; another member's session is refused", async () => {
    const auth = session();
    const [ann, bob] = [await newMember(auth), await newMember(auth)];
    const { sessionToken, identity } = await signOn(auth, { email: ann }, emu.apiKey);
    expect(identity.id).toBe(await memberIdOf(emu.url, ann));
    const tokens = await getMemberTokensForExternalLogin(auth, identity.id, emu.apiKey, { sessionToken });
    expect(tokens.refreshToken.role).toBe('member');
    expect(emu.requestLog({ path: '/oauth2/token' }).at(-1)).toMatchObject({ status: 200, body: { session_token: expect.any(String) } });

    const bobId = await memberIdOf(emu.url, bob);
    await expect(getMemberTokensForExternalLogin(auth, bobId, emu.apiKey, { sessionToken })).rejects.toMatchObject({ name: 'HttpError', status: 400 });
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

describe('hosts come from the client (AuthStrategy.attach)', () => {
  it('OAuthStrategy({ clientId }) given to createClient({ hosts }) mints its tokens on those hosts', async () => {
    const auth = OAuthStrategy({ clientId: emu.clientId }); // no hosts of its own
    const client = createClient({ auth, hosts: emu.hosts });
    await getCart(client);
    expect(tokenRequests()).toHaveLength(1);
    expect(auth.getSnapshot().role).toBe('visitor');
    expect(emu.requestLog({ path: '/ecom/v1/carts/current' }).at(-1)!.auth).toBe('visitor');
  });
});

describe('refresh shared across per-request strategies (SSR over cookies)', () => {
  const jar = (cookies: Map<string, string>) =>
    cookieStorage({ get: (n) => cookies.get(n), set: (n, v) => void cookies.set(n, v), delete: (n) => void cookies.delete(n) });
  /** A visitor's cookie whose access token is about to expire (the refresh token is real). */
  async function expiringCookie(): Promise<string> {
    const cookies = new Map<string, string>();
    const auth = OAuthStrategy({ clientId: emu.clientId, hosts: emu.hosts, storage: jar(cookies) });
    const t = await auth.generateVisitorTokens();
    auth.setTokens({ ...t, accessToken: { ...t.accessToken, expiresAt: Math.floor(Date.now() / 1000) + 5 } });
    return cookies.get(`sfk.${emu.clientId}.tokens`)!;
  }
  const refreshGrants = () => tokenRequests().filter((r) => (r.body as { grantType?: string }).grantType === 'refresh_token');

  it('two strategies over two cookie jars with the same refresh token: one refresh grant, the same new tokens', async () => {
    const cookie = await expiringCookie();
    emu.clearRequestLog();
    const jars = [new Map([[`sfk.${emu.clientId}.tokens`, cookie]]), new Map([[`sfk.${emu.clientId}.tokens`, cookie]])];
    const strategies = jars.map((cookies) => OAuthStrategy({ clientId: emu.clientId, storage: jar(cookies) }));
    const clients = strategies.map((auth) => createClient({ auth, hosts: emu.hosts }));
    await Promise.all(clients.map((c) => getCart(c)));
    expect(refreshGrants()).toHaveLength(1);
    expect(refreshGrants()[0]!.status).toBe(200);
    expect(strategies[0]!.getTokens()).toEqual(strategies[1]!.getTokens());
    expect(jars[0]!.get(`sfk.${emu.clientId}.tokens`)).toBe(jars[1]!.get(`sfk.${emu.clientId}.tokens`));
    expect(strategies.map((s) => s.getSnapshot().role)).toEqual(['visitor', 'visitor']);
    // both requests were served as that visitor, none as a refused or new one
    expect(emu.requestLog({ path: '/ecom/v1/carts/current' }).map((r) => r.auth)).toEqual(['visitor', 'visitor']);
    expect(tokenRequests()).toHaveLength(1);
  });

  it('without sharing the second strategy spends the used refresh token and is refused (the bug it prevents)', async () => {
    const cookie = await expiringCookie();
    emu.clearRequestLog();
    const make = () => {
      const cookies = new Map([[`sfk.${emu.clientId}.tokens`, cookie]]);
      const storage = cookieStorage({ get: (n) => cookies.get(n), set: (n, v) => void cookies.set(n, v), delete: (n) => void cookies.delete(n), sharedRefresh: false });
      return OAuthStrategy({ clientId: emu.clientId, hosts: emu.hosts, storage, expiredSession: 'error' });
    };
    const results = await Promise.allSettled([make().generateVisitorTokens(), make().generateVisitorTokens()]);
    expect(refreshGrants().map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('a strategy reading the old cookie after the grace is over refreshes again (and the emulator refuses the reuse)', async () => {
    const cookie = await expiringCookie();
    emu.clearRequestLog();
    const shared = sharedRefresh({ graceMs: 30 });
    const make = () => {
      const cookies = new Map([[`sfk.${emu.clientId}.tokens`, cookie]]);
      const storage = cookieStorage({ get: (n) => cookies.get(n), set: (n, v) => void cookies.set(n, v), delete: (n) => void cookies.delete(n), sharedRefresh: shared });
      return OAuthStrategy({ clientId: emu.clientId, hosts: emu.hosts, storage, expiredSession: 'error' });
    };
    const first = await make().generateVisitorTokens();
    expect(await make().generateVisitorTokens()).toEqual(first); // within the grace
    expect(refreshGrants()).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 60));
    await expect(make().generateVisitorTokens()).rejects.toMatchObject({ code: 'ERR_OAUTH_SESSION_EXPIRED' });
    expect(refreshGrants().map((r) => r.status)).toEqual([200, 400]);
  });
});
