// The URLs of the platform's hosted pages (getLogoutUrl, the default redirect URI of getAuthUrl), against the
// emulator over loopback.
import { DEFAULT_REDIRECT_URI, generateOAuthData, getAuthUrl, getLogoutUrl, type OAuthStrategy } from '@storefront-kit/identity-oauth';
import { describe, expect, it } from 'vitest';
import { emu, REDIRECT, session } from './emulator-setup';
import { signInDemoShopper, useSpecEmulator } from './identity-spec-setup';

useSpecEmulator();

describe('getLogoutUrl (GET /_api/iam/authentication/v1/logout)', () => {
  /** Signs in on the hosted page; returns the site-session cookie it set. */
  async function siteCookie(auth: OAuthStrategy): Promise<string> {
    const { authUrl } = await getAuthUrl(auth, await generateOAuthData(REDIRECT));
    const res = await signInDemoShopper(authUrl);
    expect(res.status).toBe(302);
    return res.headers.get('set-cookie')!.split(';')[0]!;
  }
  /** A silent authorization with the cookie only: a code while the site session lives, else login_required. */
  async function silent(auth: OAuthStrategy, cookie: string): Promise<URLSearchParams> {
    const { authUrl } = await getAuthUrl(auth, await generateOAuthData(REDIRECT), { prompt: 'none', responseMode: 'query' });
    const res = await fetch(authUrl, { redirect: 'manual', headers: { cookie } });
    return new URL(res.headers.get('location')!).searchParams;
  }

  it('builds the identity host URL; navigating there ends the site session and lands on the target', async () => {
    const auth = session();
    const url = getLogoutUrl(auth, 'http://127.0.0.1:3000/bye');
    expect(url).toBe(
      `${emu.hosts.api}/_api/iam/authentication/v1/logout?postLogoutRedirectUri=${encodeURIComponent('http://127.0.0.1:3000/bye')}&clientId=${emu.clientId}`,
    );
    const cookie = await siteCookie(auth);
    expect((await silent(auth, cookie)).get('code')).toBeTruthy();
    const res = await fetch(url, { redirect: 'manual', headers: { cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://127.0.0.1:3000/bye');
    expect((await silent(auth, cookie)).get('error')).toBe('login_required');
  });

  it('a relative target outside a browser is a ValidationError naming postLogoutRedirectUri', () => {
    expect(() => getLogoutUrl(session(), '/bye')).toThrow(expect.objectContaining({ code: 'ERR_VALIDATION', field: 'postLogoutRedirectUri' }));
  });
});

describe("the default redirect URI (a placeholder: the sign-in stays on the platform's pages)", () => {
  it('generateOAuthData() uses it; getAuthUrl(auth) creates a hosted sign-in the platform accepts', async () => {
    expect((await generateOAuthData()).redirectUri).toBe(DEFAULT_REDIRECT_URI);
    expect(DEFAULT_REDIRECT_URI).toBe('unused://');
    const auth = session();
    const { authUrl } = await getAuthUrl(auth);
    expect(emu.requestLog({ path: '/_api/redirects-api/v1/redirect-session' }).at(-1)!.body).toMatchObject({
      auth: { authRequest: { redirectUri: 'unused://', clientId: emu.clientId } },
    });
    const res = await signInDemoShopper(authUrl);
    // nowhere to send a code: the sign-in ends on the platform's page, with its site session
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Signed in');
    expect(res.headers.get('set-cookie')).toContain('emulator_site_session=');
  });

  it('bad arguments are ValidationErrors, not TypeErrors', async () => {
    const auth = session();
    await expect(getAuthUrl(auth, 'not oauth data' as never)).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'redirectUri' });
    await expect(generateOAuthData(null as never)).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'redirectUri' });
    await expect(getAuthUrl(undefined as never)).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'auth' });
    expect(emu.requestLog({ path: '/_api/redirects-api/v1/redirect-session' })).toHaveLength(0);
  });
});
