import { describe, expect, it } from 'vitest';
import { fakeFetch, HOSTS, json, tokenAnswer, type Recorded } from '../test/helpers';
import { generateOAuthData, getAuthUrl } from './auth-url';
import { getMemberTokens, handleRedirectCallback, loginWithRedirect, parseFromUrl } from './callback';
import { logout } from './logout';
import { createOAuthStrategy, type OAuthStrategyOptions } from './session';
import { memoryStorage } from './storage/memory';
import type { Tokens } from './tokens';
import { safeReturnTo } from './urls';

const now = () => Math.floor(Date.now() / 1000);
const memberTokens = (expiresAt = now() + 3600): Tokens => ({
  accessToken: { value: 'member-access', expiresAt },
  refreshToken: { value: 'member-refresh', role: 'member' },
});

const redirectAnswer = (r: Recorded) =>
  json({
    redirectSession: {
      id: 'rs1',
      fullUrl: `https://login.test/page?session=rs1&intent=${r.body.auth ? 'auth' : 'logout'}`,
      urlDetails: { endpoint: 'https://login.test/page', searchParams: {} },
      sessionToken: 'st',
    },
  });

function setup(handler?: (r: Recorded) => Response | Promise<Response> | undefined, options: Partial<OAuthStrategyOptions> = {}) {
  const f = fakeFetch(
    handler ??
      ((r) => {
        if (r.path === '/oauth2/token') return tokenAnswer();
        if (r.path === '/_api/redirects-api/v1/redirect-session') return redirectAnswer(r);
        return json({});
      }),
  );
  const storage = memoryStorage();
  const auth = createOAuthStrategy({ clientId: 'cid', fetch: f.fetch, hosts: HOSTS, storage, ...options });
  return { ...f, auth, storage };
}

describe('parseFromUrl', () => {
  it('reads the fragment by default and the query on request', () => {
    expect(parseFromUrl('https://a.test/cb#code=c1&state=s1')).toEqual({ code: 'c1', state: 's1' });
    expect(parseFromUrl('https://a.test/cb?code=c2&state=s2', 'query')).toEqual({ code: 'c2', state: 's2' });
    expect(parseFromUrl('https://a.test/cb?code=c2&state=s2')).toEqual({ code: '', state: '' });
  });

  it('error / error_description -> typed OAuth error, not "missing code"', () => {
    expect(() => parseFromUrl('https://a.test/cb#error=access_denied&error_description=User%20said%20no&state=s')).toThrow(
      expect.objectContaining({ code: 'ERR_OAUTH_RESPONSE', error: 'access_denied', errorDescription: 'User said no' }),
    );
  });

  it.each(['code=a&code=b&state=s', 'code=a&state=s&state=t', 'code=a&state=s&error=x&error=y'])('duplicate parameters rejected (%s)', (q) => {
    expect(() => parseFromUrl(`https://a.test/cb?${q}`, 'query')).toThrow(expect.objectContaining({ code: 'ERR_OAUTH_RESPONSE' }));
  });

  it('needs a URL outside a browser (typed environment error, not ReferenceError)', () => {
    expect(() => parseFromUrl()).toThrow(expect.objectContaining({ code: 'ERR_OAUTH_ENVIRONMENT' }));
  });
});

describe('getMemberTokens', () => {
  it('missing or foreign code and state: the platform SDK\'s messages, and no token request', async () => {
    const { auth, tokenCalls } = setup();
    const data = await generateOAuthData('https://shop.test/cb');
    await expect(getMemberTokens(auth, '', data.state, data)).rejects.toThrow('Missing code or _state');
    await expect(getMemberTokens(auth, 'code', '', data)).rejects.toThrow('Missing code or _state');
    await expect(getMemberTokens(auth, 'code', 'other', data)).rejects.toMatchObject({ message: 'Invalid _state', code: 'ERR_OAUTH_STATE' });
    expect(tokenCalls()).toHaveLength(0);
  });

  it('exchanges the code with the verifier and redirectUri; returns member tokens without storing', async () => {
    const { auth, tokenCalls } = setup();
    const data = await generateOAuthData('https://shop.test/cb');
    const t = await getMemberTokens(auth, 'the-code', data.state, data);
    expect(t.refreshToken.role).toBe('member');
    expect(tokenCalls()[0]!.body).toEqual({
      clientId: 'cid',
      grantType: 'authorization_code',
      code: 'the-code',
      codeVerifier: data.codeVerifier,
      redirectUri: 'https://shop.test/cb',
    });
    expect(auth.getSnapshot().role).toBe('none');
  });
});

describe('the PKCE verifier is checked before the code is spent', () => {
  const badVerifiers = [
    ['missing', undefined, 'The code verifier may only contain A-Z, a-z, 0-9, "-", ".", "_" and "~".'],
    ['empty', '', 'Expected a length between 43 and 128. Received 0.'],
    ['42 characters long', 'a'.repeat(42), 'Expected a length between 43 and 128. Received 42.'],
    ['129 characters long', 'a'.repeat(129), 'Expected a length between 43 and 128. Received 129.'],
    ['with an illegal character', `${'a'.repeat(42)}+`, 'The code verifier may only contain A-Z, a-z, 0-9, "-", ".", "_" and "~".'],
  ] as const;

  it.each(badVerifiers)('getMemberTokens, the verifier %s: ValidationError, no request at all', async (_n, codeVerifier, message) => {
    const { auth, calls } = setup();
    const data = await generateOAuthData('https://shop.test/cb');
    const error = await getMemberTokens(auth, 'the-code', data.state, { ...data, codeVerifier: codeVerifier as string }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ValidationError', code: 'ERR_VALIDATION', field: 'codeVerifier', message });
    expect(calls).toHaveLength(0);
  });

  it.each(badVerifiers)('handleRedirectCallback, the stored verifier %s: the same ValidationError, no token request, the pending login used up', async (_n, codeVerifier, message) => {
    const { auth, calls, tokenCalls, storage } = setup();
    await loginWithRedirect(auth, { redirectUri: 'https://shop.test/cb', navigate: false });
    const state = calls.find((c) => c.body?.auth)!.body.auth.authRequest.state as string;
    const key = `sfk.cid.pkce.${state}`;
    storage.setItem(key, JSON.stringify({ ...JSON.parse(storage.getItem(key) as string), codeVerifier }));
    const before = tokenCalls().length;
    const error = await handleRedirectCallback(auth, `https://shop.test/cb?code=abc&state=${state}`).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ValidationError', field: 'codeVerifier', message });
    expect(tokenCalls()).toHaveLength(before);
    expect(storage.getItem(key)).toBeNull();
    expect(storage.getItem('sfk.cid.pkce')).toBeNull();
    expect(auth.getSnapshot().loggedIn).toBe(false);
  });
});

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
    'http://shop.example/cb',
    'https://shop.example/cb#frag',
    'https://user:pw@shop.example/cb',
    '/relative',
    '',
  ])('redirectUri %j rejected before any request', async (uri) => {
    await expect(generateOAuthData(uri)).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'redirectUri' });
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
  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'https:evil.example', '%2F%2Fevil.example', '/\t/evil.example', 'javascript:alert(1)', ...offSite])(
    '%j is replaced by the default',
    (v) => {
      expect(safeReturnTo(v)).toBe('/');
    },
  );
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

describe('loginWithRedirect / handleRedirectCallback', () => {
  it('completes once per URL: a second call shares the outcome; a reload (another strategy) gets a typed error; no second exchange', async () => {
    const { auth, tokenCalls, calls, storage, fetch } = setup();
    const url = await loginWithRedirect(auth, { redirectUri: 'https://shop.test/cb', returnTo: '/orders', navigate: false });
    expect(url).toContain('https://login.test/page');
    const sent = calls.find((c) => c.body?.auth)!.body.auth.authRequest;
    expect(sent.responseMode).toBe('query');
    const callback = `https://shop.test/cb?code=abc&state=${sent.state}`;
    const before = tokenCalls().length;
    const { returnTo, tokens } = await handleRedirectCallback(auth, callback);
    expect(returnTo).toBe('/orders');
    expect(tokens.refreshToken.role).toBe('member');
    expect(auth.getSnapshot().loggedIn).toBe(true);
    expect(tokenCalls().length - before).toBe(1);
    const again = await handleRedirectCallback(auth, callback);
    expect(again).toEqual({ returnTo, tokens });
    expect(again.tokens).toBe(tokens);
    const reloaded = createOAuthStrategy({ clientId: 'cid', fetch, hosts: HOSTS, storage });
    await expect(handleRedirectCallback(reloaded, callback)).rejects.toMatchObject({ code: 'ERR_OAUTH_STATE' });
    expect(tokenCalls().length - before).toBe(1);
  });

  it('concurrent calls for one callback URL share one code exchange; a failure is shared too', async () => {
    const { auth, tokenCalls, calls } = setup();
    await loginWithRedirect(auth, { redirectUri: 'https://shop.test/cb', navigate: false });
    const state = calls.find((c) => c.body?.auth)!.body.auth.authRequest.state;
    const before = tokenCalls().length;
    const callback = `https://shop.test/cb?code=abc&state=${state}`;
    const [a, b] = await Promise.all([handleRedirectCallback(auth, callback), handleRedirectCallback(auth, callback)]);
    expect(b).toBe(a);
    expect(tokenCalls().length - before).toBe(1);
    const forged = 'https://shop.test/cb?code=x&state=forged';
    const first = await handleRedirectCallback(auth, forged).catch((e: unknown) => e);
    expect(first).toMatchObject({ code: 'ERR_OAUTH_STATE' });
    expect(await handleRedirectCallback(auth, forged).catch((e: unknown) => e)).toBe(first);
  });

  it('a foreign state fails with no token request; two flows complete independently', async () => {
    const { auth, tokenCalls, calls } = setup();
    await loginWithRedirect(auth, { redirectUri: 'https://shop.test/cb', returnTo: '/one', navigate: false });
    await loginWithRedirect(auth, { redirectUri: 'https://shop.test/cb', returnTo: '/two', navigate: false });
    const [s1, s2] = calls.filter((c) => c.body?.auth).map((c) => c.body.auth.authRequest.state as string);
    const before = tokenCalls().length;
    await expect(handleRedirectCallback(auth, 'https://shop.test/cb?code=x&state=forged')).rejects.toMatchObject({ code: 'ERR_OAUTH_STATE' });
    expect(tokenCalls().length).toBe(before);
    expect((await handleRedirectCallback(auth, `https://shop.test/cb?code=b&state=${s2}`)).returnTo).toBe('/two');
    expect((await handleRedirectCallback(auth, `https://shop.test/cb?code=a&state=${s1}`)).returnTo).toBe('/one');
  });

  it('missing state, platform error, missing code', async () => {
    const { auth, tokenCalls, calls } = setup();
    await expect(handleRedirectCallback(auth, 'https://shop.test/cb?code=x')).rejects.toMatchObject({ code: 'ERR_OAUTH_STATE' });
    await loginWithRedirect(auth, { redirectUri: 'https://shop.test/cb', navigate: false });
    const state = calls.find((c) => c.body?.auth)!.body.auth.authRequest.state;
    const before = tokenCalls().length;
    await expect(handleRedirectCallback(auth, `https://shop.test/cb#state=${state}&error=login_required`)).rejects.toMatchObject({
      code: 'ERR_OAUTH_RESPONSE',
      error: 'login_required',
    });
    await loginWithRedirect(auth, { redirectUri: 'https://shop.test/cb', navigate: false });
    const state2 = calls.filter((c) => c.body?.auth)[1]!.body.auth.authRequest.state;
    await expect(handleRedirectCallback(auth, `https://shop.test/cb?state=${state2}`)).rejects.toThrow('Missing code or _state');
    expect(tokenCalls().length).toBe(before);
  });
});

describe('handleRedirectCallback cleans the index of pending logins', () => {
  const states = (calls: Recorded[]) => calls.filter((c) => c.body?.auth).map((c) => c.body.auth.authRequest.state as string);

  it('a completed login leaves the index; the index goes away with its last entry', async () => {
    const { auth, calls, storage } = setup();
    await loginWithRedirect(auth, { redirectUri: 'https://shop.test/cb', navigate: false });
    await loginWithRedirect(auth, { redirectUri: 'https://shop.test/cb', navigate: false });
    const [s1, s2] = states(calls);
    expect(JSON.parse(storage.getItem('sfk.cid.pkce') as string)).toEqual([s1, s2]);
    await handleRedirectCallback(auth, `https://shop.test/cb?code=a&state=${s1}`);
    expect(JSON.parse(storage.getItem('sfk.cid.pkce') as string)).toEqual([s2]);
    expect(storage.getItem(`sfk.cid.pkce.${s1}`)).toBeNull();
    await handleRedirectCallback(auth, `https://shop.test/cb?code=b&state=${s2}`);
    expect(storage.getItem('sfk.cid.pkce')).toBeNull();
  });

  it('a known login that fails (refused code, platform error) leaves it too; a forged state changes nothing', async () => {
    const { auth, calls, storage } = setup((r) => {
      if (r.path === '/oauth2/token') return r.body.grantType === 'authorization_code' ? json({ error: 'invalid_grant' }, 400) : tokenAnswer();
      if (r.path === '/_api/redirects-api/v1/redirect-session') return redirectAnswer(r);
      return json({});
    });
    await loginWithRedirect(auth, { redirectUri: 'https://shop.test/cb', navigate: false });
    await loginWithRedirect(auth, { redirectUri: 'https://shop.test/cb', navigate: false });
    const [s1, s2] = states(calls);
    await expect(handleRedirectCallback(auth, 'https://shop.test/cb?code=x&state=forged')).rejects.toMatchObject({ code: 'ERR_OAUTH_STATE' });
    expect(JSON.parse(storage.getItem('sfk.cid.pkce') as string)).toEqual([s1, s2]);
    await expect(handleRedirectCallback(auth, `https://shop.test/cb?code=a&state=${s1}`)).rejects.toMatchObject({ status: 400 });
    expect(JSON.parse(storage.getItem('sfk.cid.pkce') as string)).toEqual([s2]);
    await expect(handleRedirectCallback(auth, `https://shop.test/cb?state=${s2}&error=access_denied`)).rejects.toMatchObject({ code: 'ERR_OAUTH_RESPONSE' });
    expect(storage.getItem('sfk.cid.pkce')).toBeNull();
    expect(storage.getItem(`sfk.cid.pkce.${s2}`)).toBeNull();
  });
});

describe('logout', () => {
  it('sends the logout intent with the session token and clears tokens and pending logins', async () => {
    const { auth, calls, storage } = setup();
    await loginWithRedirect(auth, { redirectUri: 'https://shop.test/cb', navigate: false });
    auth.setTokens(memberTokens());
    const { logoutUrl } = await logout(auth, 'https://shop.test/bye');
    expect(logoutUrl).toContain('intent=logout');
    const call = calls.find((c) => c.body?.logout)!;
    expect(call.body).toEqual({ logout: { clientId: 'cid' }, callbacks: { postFlowUrl: 'https://shop.test/bye' } });
    expect(call.headers.authorization).toBe('member-access');
    expect(auth.getSnapshot()).toMatchObject({ role: 'none', loggedIn: false });
    expect(storage.getItem('sfk.cid.tokens')).toBeNull();
    expect(storage.getItem('sfk.cid.pkce')).toBeNull();
  });

  it('a network failure still clears everything: tokens, their stored record, every pending login', async () => {
    const { auth, calls, storage } = setup((r) => (r.body?.logout ? undefined : r.path === '/oauth2/token' ? tokenAnswer() : redirectAnswer(r)));
    await loginWithRedirect(auth, { redirectUri: 'https://shop.test/cb', navigate: false });
    await loginWithRedirect(auth, { redirectUri: 'https://shop.test/cb', navigate: false });
    const pending = calls.filter((c) => c.body?.auth).map((c) => `sfk.cid.pkce.${c.body.auth.authRequest.state as string}`);
    auth.setTokens(memberTokens());
    expect([storage.getItem('sfk.cid.tokens'), storage.getItem('sfk.cid.pkce'), ...pending.map((k) => storage.getItem(k))]).not.toContain(null);
    await expect(logout(auth, 'https://shop.test/')).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    expect(calls.filter((c) => c.body?.logout)).toHaveLength(1);
    expect(auth.getSnapshot()).toMatchObject({ role: 'none', loggedIn: false });
    expect(auth.getTokens()).toMatchObject({ accessToken: { value: '' }, refreshToken: { value: '' } });
    expect(storage.getItem('sfk.cid.tokens')).toBeNull();
    expect(storage.getItem('sfk.cid.pkce')).toBeNull();
    for (const key of pending) expect(storage.getItem(key)).toBeNull();
  });

  it('a refresh that completes after logout does not resurrect the session', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { auth } = setup(async (r) => {
      if (r.path === '/oauth2/token' && r.body.grantType === 'refresh_token') {
        await gate;
        return tokenAnswer();
      }
      if (r.path === '/oauth2/token') return tokenAnswer();
      return redirectAnswer(r);
    });
    auth.setTokens(memberTokens(now() - 1));
    const pending = auth.getAuthHeaders();
    await new Promise((r) => setTimeout(r, 5));
    await logout(auth, 'https://shop.test/');
    release();
    await expect(pending).rejects.toMatchObject({ code: 'ERR_OAUTH_SESSION_CHANGED' });
    expect(auth.getSnapshot().role).toBe('none');
  });

  it('rejects a relative postFlowUrl outside a browser', async () => {
    const { auth } = setup();
    await expect(logout(auth, '/bye')).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'postFlowUrl' });
  });
});
