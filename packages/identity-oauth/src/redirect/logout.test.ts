// logout: the logout intent, clearing tokens and pending logins, and a refresh that completes after it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenAnswer } from '../../test/helpers';
import { memberTokens, now, redirectAnswer, setup } from '../../test/flow-setup';
import { handleRedirectCallback, loginWithRedirect } from './callback';
import { logout } from './logout';

afterEach(() => void vi.useRealTimers());

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
    let refreshSent!: () => void;
    const refreshOnTheWire = new Promise<void>((r) => (refreshSent = r));
    let refreshes = 0;
    const { auth } = setup(async (r) => {
      // The session's refresh waits until after logout (logout's own renewal of the expired token does not).
      if (r.path === '/oauth2/token' && r.body.grantType === 'refresh_token' && ++refreshes === 1) {
        refreshSent();
        await gate;
        return tokenAnswer();
      }
      if (r.path === '/oauth2/token') return tokenAnswer();
      return redirectAnswer(r);
    });
    auth.setTokens(memberTokens(now() - 1));
    const pending = auth.getAuthHeaders();
    await refreshOnTheWire; // sent, and not answered until the gate opens
    await logout(auth, 'https://shop.test/');
    release();
    await expect(pending).rejects.toMatchObject({ code: 'ERR_OAUTH_SESSION_CHANGED' });
    expect(auth.getSnapshot().role).toBe('none');
  });

  it('rejects a relative postFlowUrl outside a browser, and a javascript: one', async () => {
    const { auth } = setup();
    await expect(logout(auth, '/bye')).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'postFlowUrl' });
    await expect(logout(auth, 'javascript:alert(1)')).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'postFlowUrl' });
  });

  it("sends a native app's own scheme as postFlowUrl outside a browser", async () => {
    const { auth, calls } = setup();
    auth.setTokens(memberTokens());
    await logout(auth, 'myapp://signed-out');
    expect(calls.find((c) => c.body?.logout)!.body.callbacks).toEqual({ postFlowUrl: 'myapp://signed-out' });
  });

  it('a sign-in started after a logout completes, also when the clock was set back in between (a device corrected its time)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { auth, calls } = setup();
    await logout(auth, 'https://shop.test/');
    vi.setSystemTime(Date.now() - 600_000);
    await loginWithRedirect(auth, { redirectUri: 'https://shop.test/cb', navigate: false });
    const state = calls.find((c) => c.body?.auth)!.body.auth.authRequest.state as string;
    await handleRedirectCallback(auth, `https://shop.test/cb?code=c&state=${state}`);
    expect(auth.getSnapshot().role).toBe('member');
  });
});
