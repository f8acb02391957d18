// Integration, a refresh shared across per-request strategies (SSR over cookies), against the emulator over loopback.
import { createClient } from '@storefront-kit/http-core';
import { cookieStorage, OAuthStrategy, sharedRefresh } from '@storefront-kit/identity-oauth';
import { describe, expect, it, vi } from 'vitest';
import { emu, getCart, tokenRequests, useEmulator } from './emulator-setup';

// Strict refresh rotation (no reuse grace): these tests show what reuse detection does.
useEmulator({ refreshRotation: 'strict', refreshReuseGraceMs: 0 });

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
  /** A strategy over its own jar holding `cookie`, sharing refreshes through `sharedRefresh` (`false`: not at all). */
  const strategyOver = (cookie: string, sharedRefresh: NonNullable<Parameters<typeof cookieStorage>[0]['sharedRefresh']>) => {
    const cookies = new Map([[`sfk.${emu.clientId}.tokens`, cookie]]);
    const storage = cookieStorage({
      get: (n) => cookies.get(n),
      set: (n, v) => void cookies.set(n, v),
      delete: (n) => void cookies.delete(n),
      sharedRefresh,
    });
    return OAuthStrategy({ clientId: emu.clientId, hosts: emu.hosts, storage, expiredSession: 'error' });
  };
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
    const make = () => strategyOver(cookie, false);
    const results = await Promise.allSettled([make().generateVisitorTokens(), make().generateVisitorTokens()]);
    expect(
      refreshGrants()
        .map((r) => r.status)
        .sort(),
    ).toEqual([200, 400]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('a strategy reading the old cookie after the grace is over refreshes again (and the emulator refuses the reuse)', async () => {
    const cookie = await expiringCookie();
    emu.clearRequestLog();
    const shared = sharedRefresh({ graceMs: 30 });
    const make = () => strategyOver(cookie, shared);
    // The grace is a timer: fake it (only it) so the test moves the clock instead of sleeping past it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const first = await make().generateVisitorTokens();
      vi.advanceTimersByTime(29);
      expect(await make().generateVisitorTokens()).toEqual(first); // still within the grace
      expect(refreshGrants()).toHaveLength(1);
      vi.advanceTimersByTime(1);
      await expect(make().generateVisitorTokens()).rejects.toMatchObject({ code: 'ERR_OAUTH_SESSION_EXPIRED' });
    } finally {
      vi.useRealTimers();
    }
    expect(refreshGrants().map((r) => r.status)).toEqual([200, 400]);
  });
});
