// The authorization request: generateOAuthData, getAuthUrl, and the return paths kept as originalUri.
import { describe, expect, it } from 'vitest';
import { now, setup } from '../../test/flow-setup';
import { generateOAuthData, getAuthUrl } from './auth-url';
import { safeReturnTo } from './urls';

describe('generateOAuthData / getAuthUrl', () => {
  it('state and verifier are independent 43-char random strings', async () => {
    const d = await generateOAuthData('http://localhost:3000/cb', '/account?x=1');
    expect(d.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(d.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(d.state).not.toBe(d.codeVerifier);
    expect(d.originalUri).toBe('/account?x=1');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'myapp://oauth/callback#frag',
    'http://shop.example/cb',
    'https://shop.example/cb#frag',
    'https://user:pw@shop.example/cb',
    '/relative',
    '',
  ])('redirectUri %j rejected before any request', async (uri) => {
    await expect(generateOAuthData(uri)).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'redirectUri' });
  });

  it("accepts a native app's own scheme (React Native), matched exactly against an allow-list", async () => {
    await expect(generateOAuthData('myapp://oauth/callback')).resolves.toMatchObject({ redirectUri: 'myapp://oauth/callback' });
    await expect(generateOAuthData('com.example.shop:/oauth', undefined, ['com.example.shop:/oauth'])).resolves.toBeTruthy();
    await expect(generateOAuthData('myapp://oauth/other', undefined, ['myapp://oauth/callback'])).rejects.toMatchObject({ code: 'ERR_VALIDATION' });
  });

  it('an allow-list of redirect URIs is matched exactly', async () => {
    await expect(generateOAuthData('https://shop.test/cb', undefined, ['https://shop.test/cb'])).resolves.toBeTruthy();
    await expect(generateOAuthData('https://shop.test/cb/', undefined, ['https://shop.test/cb'])).rejects.toMatchObject({ code: 'ERR_VALIDATION' });
  });

  it('sends the auth intent with only the challenge and state, never the verifier', async () => {
    const { auth, calls } = setup();
    auth.setTokens({ accessToken: { value: 'visitor-access', expiresAt: now() + 3600 }, refreshToken: { value: 'vr', role: 'visitor' } });
    const d = await generateOAuthData('https://shop.test/cb');
    const r = await getAuthUrl(auth, d);
    expect(r).toEqual({ authUrl: 'https://login.test/page?session=rs1&intent=auth', authorizationEndpoint: 'https://login.test/page', sessionToken: 'st' });
    const call = calls.find((c) => c.path === '/_api/redirects-api/v1/redirect-session')!;
    expect(call.url).toBe('https://api.test/_api/redirects-api/v1/redirect-session');
    expect(call.headers.authorization).toBe('visitor-access');
    expect(call.body).toEqual({
      auth: {
        authRequest: {
          redirectUri: 'https://shop.test/cb',
          clientId: 'cid',
          codeChallenge: d.codeChallenge,
          codeChallengeMethod: 'S256',
          responseMode: 'fragment',
          responseType: 'code',
          scope: 'offline_access',
          state: d.state,
        },
        prompt: 'login',
      },
    });
    expect(JSON.stringify(calls)).not.toContain(d.codeVerifier);
  });
});

describe('return paths: same-origin relative paths only', () => {
  const offSite = ['/.//evil.example/phish', '/..//evil.example', '/a/..//evil.example', '/%2e//evil.example', '/./%2e//evil.example?x=1#y'];
  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'https:evil.example',
    '%2F%2Fevil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    ...offSite,
  ])('%j is replaced by the default', (v) => {
    expect(safeReturnTo(v)).toBe('/');
  });
  it.each([
    ['/account', '/account'],
    ['/a/b?x=1#y', '/a/b?x=1#y'],
    ['/%2F%2Fevil', '/%2F%2Fevil'],
    ['/./account', '/account'],
    ['/a/../b?x=//y', '/b?x=//y'],
    ['/a//b', '/a//b'],
  ])('%j is kept', (v, out) => {
    expect(safeReturnTo(v)).toBe(out);
  });
  it.each(offSite)('a path that normalises to a protocol-relative URL (%j) never becomes originalUri', async (v) => {
    expect((await generateOAuthData('https://shop.test/cb', v)).originalUri).toBe('/');
  });
});
