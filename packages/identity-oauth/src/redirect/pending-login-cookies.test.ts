// Pending redirect logins kept in cookies: however many sign-ins are abandoned, the Cookie header the SDK's
// cookies make stays under 8 KB (nginx's default header buffer), and no pending login outlives its index entry.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOSTS } from '../../test/helpers';
import { now, setup } from '../../test/flow-setup';
import { handleRedirectCallback, loginWithRedirect } from './callback';
import { logout } from './logout';
import { createOAuthStrategy } from '../session/strategy';
import { cookieStorage } from '../storage/cookie';

const PKCE = 'sfk.cid.pkce';

/** One site's cookies in a browser, over `cookieStorage`: what the SDK sets, the browser sends back. */
function browserJar() {
  const cookies = new Map<string, string>();
  const storage = cookieStorage({ get: (n) => cookies.get(n), set: (n, v) => void cookies.set(n, v), delete: (n) => cookies.delete(n) });
  /** Bytes of the Cookie header these cookies make. */
  const headerBytes = () => new TextEncoder().encode([...cookies].map(([n, v]) => `${n}=${v}`).join('; ')).length;
  /** The names of the pending logins' cookies (the index aside). */
  const pending = () => [...cookies.keys()].filter((n) => n.startsWith(`${PKCE}.`));
  const index = () => JSON.parse(storage.getItem(PKCE) as string) as string[];
  return { cookies, storage, headerBytes, pending, index };
}

/** A session whose tokens' cookie is as long as a browser keeps one: 4096 bytes of name and value. */
function largestTokensCookie(jar: ReturnType<typeof browserJar>, auth: ReturnType<typeof setup>['auth']) {
  const tokens = (length: number) => ({
    accessToken: { value: 'a'.repeat(length), expiresAt: now() + 3600 },
    refreshToken: { value: 'member-refresh', role: 'member' as const },
  });
  auth.setTokens(tokens(0));
  const bytes = () => `sfk.cid.tokens=${jar.cookies.get('sfk.cid.tokens')}`.length - 1;
  auth.setTokens(tokens(4096 - bytes()));
  expect(bytes()).toBe(4096);
}

afterEach(() => void vi.useRealTimers());

describe('pending logins in cookies', () => {
  it('100 abandoned sign-ins keep the Cookie header under 8 KB; the newest still completes, logout clears the rest', async () => {
    const jar = browserJar();
    const { auth, fetch, calls } = setup(undefined, { storage: jar.storage });
    largestTokensCookie(jar, auth);
    let largest = 0;
    for (let n = 0; n < 100; n++) {
      // One strategy per request, as on a server; a long path to come back to.
      const request = createOAuthStrategy({ clientId: 'cid', fetch, hosts: HOSTS, storage: jar.storage });
      await loginWithRedirect(request, { redirectUri: 'https://shop.test/callback', returnTo: `/products/${'slug-'.repeat(20)}?page=${n}`, navigate: false });
      largest = Math.max(largest, jar.headerBytes());
      // Every pending login's cookie is in the index: a login dropped from it is deleted with it.
      expect(jar.pending().sort()).toEqual(
        jar
          .index()
          .map((state) => `${PKCE}.${state}`)
          .sort(),
      );
    }
    expect(largest).toBeLessThan(8192);
    const states = calls.filter((c) => c.body?.auth).map((c) => c.body.auth.authRequest.state as string);
    expect(states).toHaveLength(100);
    const kept = jar.index();
    expect(kept.length).toBeGreaterThan(1);
    expect(kept).toEqual(states.slice(-kept.length)); // the newest ones, oldest first

    const completing = createOAuthStrategy({ clientId: 'cid', fetch, hosts: HOSTS, storage: jar.storage });
    const { returnTo } = await handleRedirectCallback(completing, `https://shop.test/callback?code=c&state=${states[99]}`);
    expect(returnTo).toBe(`/products/${'slug-'.repeat(20)}?page=99`);
    expect(completing.getSnapshot()).toMatchObject({ role: 'member', loggedIn: true });
    expect(jar.pending()).not.toContain(`${PKCE}.${states[99]}`);
    await expect(handleRedirectCallback(completing, `https://shop.test/callback?code=c&state=${states[0]}`)).rejects.toMatchObject({
      code: 'ERR_OAUTH_STATE',
    });

    await logout(completing, 'https://shop.test/');
    // Only the time of the logout stays (it refuses any login the logout missed), one small cookie.
    expect([...jar.cookies.keys()].filter((n) => n.startsWith(PKCE))).toEqual([`${PKCE}-cleared`]);
  });

  it('the time of a logout is deleted by the first sign-in started an hour later, when it no longer refuses any live login', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const jar = browserJar();
    const { auth } = setup(undefined, { storage: jar.storage });
    await logout(auth, 'https://shop.test/');
    await loginWithRedirect(auth, { redirectUri: 'https://shop.test/callback', navigate: false });
    expect(jar.cookies.has(`${PKCE}-cleared`)).toBe(true);
    vi.setSystemTime(Date.now() + 3_600_000);
    await loginWithRedirect(auth, { redirectUri: 'https://shop.test/callback', navigate: false });
    expect(jar.cookies.has(`${PKCE}-cleared`)).toBe(false);
    expect(jar.index()).toHaveLength(1);
  });

  it('a pending login older than an hour is deleted when the next sign-in starts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const jar = browserJar();
    const { auth, calls } = setup(undefined, { storage: jar.storage });
    await loginWithRedirect(auth, { redirectUri: 'https://shop.test/callback', navigate: false });
    vi.setSystemTime(Date.now() + 3_600_000);
    await loginWithRedirect(auth, { redirectUri: 'https://shop.test/callback', navigate: false });
    const [first, second] = calls.filter((c) => c.body?.auth).map((c) => c.body.auth.authRequest.state as string);
    expect(jar.index()).toEqual([second]);
    expect(jar.pending()).toEqual([`${PKCE}.${second}`]);
    expect(first).not.toBe(second);
  });

  it('refuses a returnTo or redirectUri too long to keep, before any request and without touching the stored logins', async () => {
    const jar = browserJar();
    const { auth, calls } = setup(undefined, { storage: jar.storage });
    await loginWithRedirect(auth, { redirectUri: 'https://shop.test/callback', navigate: false });
    const before = new Map(jar.cookies);
    const requests = calls.length;
    await expect(
      loginWithRedirect(auth, { redirectUri: 'https://shop.test/callback', returnTo: `/${'x'.repeat(3000)}`, navigate: false }),
    ).rejects.toMatchObject({
      name: 'ValidationError',
      field: 'returnTo',
    });
    await expect(loginWithRedirect(auth, { redirectUri: `https://shop.test/${'x'.repeat(3000)}`, navigate: false })).rejects.toMatchObject({
      name: 'ValidationError',
      field: 'redirectUri',
    });
    expect(calls).toHaveLength(requests);
    expect(jar.cookies).toEqual(before);
  });
});
