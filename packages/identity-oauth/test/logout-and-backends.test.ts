// Integration, logout and the other backends against the emulator over loopback: logout ends the platform
// session, no token in a URL, external logins (authorized_client, sign-on sessions) and ApiKeyStrategy.
import { createClient, defineEndpoint } from '@storefront-kit/http-core';
import { memberIdOf, signInOnHostedPage } from '@storefront-kit/test-utils';
import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy, FullOAuthStrategy, getMemberTokensForExternalLogin, OAuthStrategy, signOn } from '@storefront-kit/identity-oauth';
import { emu, getCart, newMember, REDIRECT, session, useEmulator } from './emulator-setup';

// Strict refresh rotation (no reuse grace): these tests show what reuse detection does.
useEmulator({ refreshRotation: 'strict', refreshReuseGraceMs: 0 });

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
    expect(res.headers.get('location')).toBe('http://127.0.0.1:3000/?wixMemberLoggedIn=false');
    // the member's refresh token no longer works
    const again = OAuthStrategy({
      clientId: emu.clientId,
      hosts: emu.hosts,
      tokens: { ...member, accessToken: { value: '', expiresAt: 0 } },
      expiredSession: 'error',
    });
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
