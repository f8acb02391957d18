// Races of a session with other tabs, against the emulator over loopback: another tab storing the same
// session during a refresh, another tab's sign-in or sign-out found when this tab takes its renewal turn;
// and logout once the member's access token has expired.
import { createClient } from '@storefront-kit/http-core';
import { startEmulator, type Emulator } from '@storefront-kit/emulator';
import { EMPTY_TOKENS, getMemberTokensForExternalLogin, logout, memoryStorage, OAuthStrategy, type StorageAdapter } from '@storefront-kit/identity-oauth';
import { memberIdOf } from '@storefront-kit/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCart, holdingTokenRequest, newMember } from './emulator-setup';

const TTL_SECONDS = 600;
let strict: Emulator;
let lenient: Emulator;

beforeAll(async () => {
  strict = await startEmulator({ port: 0, tokenTtlSeconds: TTL_SECONDS, refreshRotation: 'strict', refreshReuseGraceMs: 0 });
  lenient = await startEmulator({ port: 0, tokenTtlSeconds: TTL_SECONDS });
});
afterAll(async () => {
  await Promise.all([strict?.stop(), lenient?.stop()]);
});

/**
 * The tabs of one browser: each call gives a tab its storage over one shared map; a write in one tab
 * reaches the other tabs' subscribers at once (as the `storage` event does), never its own.
 */
function browserTabs(): () => StorageAdapter {
  const shared = new Map<string, string>();
  const listeners = new Map<object, (key: string | null) => void>();
  return () => {
    const tab = {};
    const notifyOthers = (key: string) => {
      for (const [other, listener] of listeners) if (other !== tab) listener(key);
    };
    return {
      getItem: (key) => shared.get(key) ?? null,
      setItem(key, value) {
        shared.set(key, value);
        notifyOthers(key);
      },
      removeItem(key) {
        shared.delete(key);
        notifyOthers(key);
      },
      subscribe(listener) {
        listeners.set(tab, listener);
        return () => listeners.delete(tab);
      },
    };
  };
}

/** Registers a member and signs `auth` in as that member (authorized_client grant), with the member known. */
async function signIn(emu: Emulator, auth: OAuthStrategy): Promise<string> {
  const id = await memberIdOf(emu.url, await newMember(OAuthStrategy({ clientId: emu.clientId, hosts: emu.hosts }), emu));
  auth.setTokens(await getMemberTokensForExternalLogin(auth, id, emu.apiKey), { member: { id } });
  return id;
}

/** Moves the emulator past one access-token lifetime, and the session's access token with it. */
function passLifetime(emu: Emulator, auth: OAuthStrategy): void {
  emu.advanceClock(TTL_SECONDS * 1000 + 1000);
  const { tokens, member } = auth.getSnapshot();
  auth.setTokens({ ...tokens, accessToken: { ...tokens.accessToken, expiresAt: Math.floor(Date.now() / 1000) - 1 } }, { member });
}

describe('another tab during a refresh', () => {
  it("another tab storing the same session while this tab refreshes (its no-cart mark) keeps the refresh's rotated token", async () => {
    const tabs = browserTabs();
    let duringTokenRequest: (() => void) | undefined;
    const fetchOfTabA: typeof fetch = (input, init) => {
      if (new URL(input instanceof Request ? input.url : String(input)).pathname === '/oauth2/token') {
        const other = duringTokenRequest;
        duringTokenRequest = undefined;
        other?.();
      }
      return fetch(input, init);
    };
    const tabA = OAuthStrategy({ clientId: strict.clientId, hosts: strict.hosts, storage: tabs(), fetch: fetchOfTabA });
    const tabB = OAuthStrategy({ clientId: strict.clientId, hosts: strict.hosts, storage: tabs() });
    await signIn(strict, tabA);
    expect(tabB.getSnapshot().role).toBe('member');
    const client = createClient({ auth: tabA, hosts: strict.hosts });
    passLifetime(strict, tabA);
    duringTokenRequest = () => tabB.markNoCart(true);
    await getCart(client);
    // The rotated refresh token was kept: the next lifetime renews again, as the same member.
    passLifetime(strict, tabA);
    await getCart(client);
    expect(tabA.getSnapshot()).toMatchObject({ role: 'member', expired: undefined });
    expect(strict.requestLog({ path: '/oauth2/token' }).map((r) => r.status)).not.toContain(400);
    expect(strict.requestLog({ path: '/ecom/v1/carts/current' }).at(-1)!.auth).toBe('member');
  });
});

describe("another tab's sign-in or sign-out found when this tab takes its renewal turn", () => {
  it('starts a new generation: the tokens stand for someone else', async () => {
    // Two strategies over one storage with a lock (memoryStorage): the renewal reads the storage in its turn.
    const storage = memoryStorage();
    const tabA = OAuthStrategy({ clientId: lenient.clientId, hosts: lenient.hosts, storage });
    const client = createClient({ auth: tabA, hosts: lenient.hosts });
    await signIn(lenient, tabA);
    passLifetime(lenient, tabA);
    const tabB = OAuthStrategy({ clientId: lenient.clientId, hosts: lenient.hosts, storage });
    expect(tabB.getSnapshot().role).toBe('member');

    tabB.setTokens(EMPTY_TOKENS); // tab B signs out
    const asMember = tabA.getSnapshot().generation;
    await getCart(client);
    expect(tabA.getSnapshot().role).toBe('visitor');
    expect(tabA.getSnapshot().generation).toBeGreaterThan(asMember);

    passLifetime(lenient, tabA);
    const asVisitor = tabA.getSnapshot().generation;
    await signIn(lenient, tabB); // tab B signs in
    await getCart(client);
    expect(tabA.getSnapshot().role).toBe('member');
    expect(tabA.getSnapshot().generation).toBeGreaterThan(asVisitor);
  });
});

describe('logout', () => {
  it("with the member's access token expired: the logout page is created as the member, and ends the member's session", async () => {
    const auth = OAuthStrategy({ clientId: lenient.clientId, hosts: lenient.hosts, storage: memoryStorage() });
    await signIn(lenient, auth);
    passLifetime(lenient, auth);
    const { refreshToken } = auth.getTokens();
    lenient.clearRequestLog();
    const { logoutUrl } = await logout(auth, 'http://127.0.0.1:3000/');
    expect(auth.getSnapshot().role).toBe('none');
    expect(lenient.requestLog({ path: '/_api/redirects-api/v1/redirect-session' }).at(-1)!.auth).toBe('member');
    expect((await fetch(logoutUrl, { redirect: 'manual' })).status).toBe(302);
    await expect(auth.renewToken(refreshToken)).rejects.toMatchObject({ status: 400 });
  });
});

describe('a logout while a renewal is in flight', () => {
  it('a call made after the logout goes on as a new visitor; the call made before it fails with ERR_OAUTH_SESSION_CHANGED', async () => {
    // The session's refresh is held until after the logout (logout's own renewal of the expired token is not).
    const refresh = holdingTokenRequest('refresh_token');
    const auth = OAuthStrategy({ clientId: lenient.clientId, hosts: lenient.hosts, storage: memoryStorage(), fetch: refresh.fetch });
    const client = createClient({ auth, hosts: lenient.hosts });
    await signIn(lenient, auth);
    passLifetime(lenient, auth);
    const beforeLogout = getCart(client);
    const outcome = beforeLogout.then(
      () => 'sent',
      (e: { code?: string }) => e.code,
    );
    await refresh.left;
    await logout(auth, 'http://127.0.0.1:3000/');
    lenient.clearRequestLog();
    const afterLogout = getCart(client);
    refresh.release();
    await afterLogout;
    expect(await outcome).toBe('ERR_OAUTH_SESSION_CHANGED');
    expect(auth.getSnapshot().role).toBe('visitor');
    expect(lenient.requestLog({ path: '/ecom/v1/carts/current' }).map((r) => r.auth)).toEqual(['visitor']);
  });
});

describe('logout before the first read of an asynchronous storage', () => {
  it("waits for the stored member's tokens: the logout page is created as the member, and ends the member's session", async () => {
    const memory = memoryStorage();
    const signedIn = OAuthStrategy({ clientId: lenient.clientId, hosts: lenient.hosts, storage: memory });
    await signIn(lenient, signedIn);
    const { refreshToken } = signedIn.getTokens();
    // A server's session store (Redis, say): reads answer asynchronously.
    const asynchronous: StorageAdapter = {
      getItem: async (key) => memory.getItem(key),
      setItem: async (key, value) => memory.setItem(key, value),
      removeItem: async (key) => memory.removeItem(key),
    };
    const auth = OAuthStrategy({ clientId: lenient.clientId, hosts: lenient.hosts, storage: asynchronous });
    lenient.clearRequestLog();
    const { logoutUrl } = await logout(auth, 'http://127.0.0.1:3000/');
    expect(auth.getSnapshot().role).toBe('none');
    expect(memory.getItem('sfk.'.concat(lenient.clientId, '.tokens'))).toBeNull();
    expect(lenient.requestLog({ path: '/_api/redirects-api/v1/redirect-session' }).at(-1)!.auth).toBe('member');
    expect((await fetch(logoutUrl, { redirect: 'manual' })).status).toBe(302);
    await expect(auth.renewToken(refreshToken)).rejects.toMatchObject({ status: 400 });
  });
});
