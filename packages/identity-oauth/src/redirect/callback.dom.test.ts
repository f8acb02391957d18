// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fakeFetch, HOSTS, json, tokenAnswer } from '../../test/helpers';
import { handleRedirectCallback, loginWithRedirect } from './callback';
import { createOAuthStrategy } from '../session/strategy';
import { memoryStorage } from '../storage/memory';
import { postFlowUrl, safeReturnTo } from './urls';

describe('in a browser', () => {
  it('code and state are removed from the address bar; other parameters stay; a second call finds the same callback', async () => {
    const f = fakeFetch((r) =>
      r.path === '/oauth2/token'
        ? tokenAnswer()
        : json({ redirectSession: { id: '1', fullUrl: 'https://login.test/x', urlDetails: { endpoint: 'e', searchParams: {} } } }),
    );
    const auth = createOAuthStrategy({ clientId: 'cid', fetch: f.fetch, hosts: HOSTS, storage: memoryStorage() });
    await loginWithRedirect(auth, { redirectUri: `${location.origin}/cb`, returnTo: `${location.origin}/account`, navigate: false });
    const state = f.calls.find((c) => c.body?.auth)!.body.auth.authRequest.state as string;
    history.pushState(null, '', `/cb?keep=1&code=abc&state=${state}`);
    const { returnTo } = await handleRedirectCallback(auth);
    expect(location.pathname + location.search).toBe('/cb?keep=1');
    expect(returnTo).toBe('/account');
    expect(auth.loggedIn()).toBe(true);
    // StrictMode's second effect: the address is clean now, and still this callback
    expect(await handleRedirectCallback(auth)).toMatchObject({ returnTo: '/account' });
    expect(f.tokenCalls()).toHaveLength(2); // the visitor, then one code exchange
  });

  it('defaults pending logins to sessionStorage (per tab, not localStorage)', async () => {
    const f = fakeFetch((r) =>
      r.path === '/oauth2/token'
        ? tokenAnswer()
        : json({ redirectSession: { id: '1', fullUrl: 'https://login.test/x', urlDetails: { endpoint: 'e', searchParams: {} } } }),
    );
    sessionStorage.clear();
    localStorage.clear();
    const auth = createOAuthStrategy({ clientId: 'cid', fetch: f.fetch, hosts: HOSTS });
    await loginWithRedirect(auth, { redirectUri: `${location.origin}/cb`, navigate: false });
    expect(Object.keys(sessionStorage).some((k) => k.startsWith('sfk.cid.pkce.'))).toBe(true);
    expect(localStorage.length).toBe(0);
  });

  it('an absolute URL on this origin is reduced to its path; other origins are not', () => {
    expect(safeReturnTo(`${location.origin}/a?b=1`)).toBe('/a?b=1');
    expect(safeReturnTo('https://evil.example/a')).toBe('/');
  });

  it('an absolute URL on this origin whose path normalises to a protocol-relative URL is replaced by the default', () => {
    expect(safeReturnTo(`${location.origin}/.//evil.example`)).toBe('/');
    expect(safeReturnTo(`${location.origin}/a/..//evil.example/x?y=1`)).toBe('/');
  });

  it('postFlowUrl prefixes the page origin, so no input leaves it', () => {
    for (const v of ['//evil.example', '/.//evil.example/x', '/%2e//evil.example', `${location.origin}/.//evil.example`, 'https://evil.example/']) {
      expect(new URL(postFlowUrl(v)).origin).toBe(location.origin);
      expect(postFlowUrl(v)).toBe(`${location.origin}/`);
    }
    expect(postFlowUrl('/bye?x=1')).toBe(`${location.origin}/bye?x=1`);
  });
});
