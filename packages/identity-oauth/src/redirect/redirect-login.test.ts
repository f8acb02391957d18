// The redirect login: loginWithRedirect, handleRedirectCallback once per URL, and the index of pending logins.
import { describe, expect, it } from 'vitest';
import { HOSTS, json, tokenAnswer, type Recorded } from '../../test/helpers';
import { redirectAnswer, setup } from '../../test/flow-setup';
import { handleRedirectCallback, loginWithRedirect } from './callback';
import { createOAuthStrategy } from '../session/strategy';

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
