// Integration, tokens against the emulator over loopback: concurrent refreshes, refused and failing
// refreshes, the 401 replay, and hosts that come from the client.
import { createClient } from '@storefront-kit/http-core';
import { OAuthStrategy } from '@storefront-kit/identity-oauth';
import { describe, expect, it } from 'vitest';
import { emu, getCart, session, tokenRequests, useEmulator } from './emulator-setup';

// Strict refresh rotation (no reuse grace): these tests show what reuse detection does.
useEmulator({ refreshRotation: 'strict', refreshReuseGraceMs: 0 });

describe('tokens', () => {
  it('20 concurrent calls with an expired access token -> exactly 1 token request', async () => {
    const auth = session();
    const client = createClient({ auth, hosts: emu.hosts });
    await getCart(client);
    const t = auth.getTokens();
    auth.setTokens({ ...t, accessToken: { ...t.accessToken, expiresAt: Math.floor(Date.now() / 1000) - 1 } });
    emu.clearRequestLog();
    await Promise.all(Array.from({ length: 20 }, () => getCart(client)));
    expect(tokenRequests()).toHaveLength(1);
    expect(tokenRequests()[0]!.body).toMatchObject({ grantType: 'refresh_token' });
    expect(new Set(emu.requestLog({ path: '/ecom/v1/carts/current' }).map((e) => e.auth))).toEqual(new Set(['visitor']));
  });

  it('a rotated-away refresh token is refused -> session-expired error and event, no silent new visitor', async () => {
    const events: string[] = [];
    const auth = session(emu, { onSessionExpired: (e) => events.push(e.role), expiredSession: 'error' });
    await auth.getAuthHeaders();
    const old = auth.getTokens();
    await auth.renewToken(old.refreshToken); // rotates on the server; the session still holds the old one
    auth.setTokens({ ...old, accessToken: { ...old.accessToken, expiresAt: 0 } });
    emu.clearRequestLog();
    await expect(auth.getAuthHeaders()).rejects.toMatchObject({ code: 'ERR_OAUTH_SESSION_EXPIRED' });
    expect(events).toEqual(['visitor']);
    expect(tokenRequests()).toHaveLength(1);
  });

  it.each([
    ['503', { kind: 'status', status: 503 }, 'HttpError'],
    ['a dropped connection', { kind: 'reset' }, 'NetworkError'],
    ['a non-JSON 200', { kind: 'non-json', status: 200 }, 'InvalidResponseError'],
  ] as const)('a refresh failing with %s keeps the tokens and throws a typed error', async (_n, fault, name) => {
    const auth = session();
    await auth.getAuthHeaders();
    const t = auth.getTokens();
    auth.setTokens({ ...t, accessToken: { ...t.accessToken, expiresAt: 0 } });
    emu.addFault({ path: '/oauth2/token', times: 1, ...fault });
    try {
      await expect(auth.getAuthHeaders()).rejects.toMatchObject({ name });
      expect(auth.getTokens().refreshToken).toEqual(t.refreshToken);
      await expect(auth.getAuthHeaders()).resolves.toEqual({ Authorization: expect.any(String) });
      expect(auth.getSnapshot().role).toBe('visitor');
    } finally {
      emu.clearFaults();
    }
  });

  it('an access token the server no longer accepts -> one refresh and a replay (401 path)', async () => {
    const auth = session();
    const client = createClient({ auth, hosts: emu.hosts });
    await getCart(client);
    const t = auth.getTokens();
    auth.setTokens({ ...t, accessToken: { value: 'emu.visitor.revoked', expiresAt: t.accessToken.expiresAt } });
    emu.clearRequestLog();
    await getCart(client);
    expect(tokenRequests()).toHaveLength(1);
    expect(emu.requestLog({ path: '/ecom/v1/carts/current' }).map((e) => e.status)).toEqual([401, 404]);
  });
});

describe('hosts come from the client (AuthStrategy.attach)', () => {
  it('OAuthStrategy({ clientId }) given to createClient({ hosts }) mints its tokens on those hosts', async () => {
    const auth = OAuthStrategy({ clientId: emu.clientId }); // no hosts of its own
    const client = createClient({ auth, hosts: emu.hosts });
    await getCart(client);
    expect(tokenRequests()).toHaveLength(1);
    expect(auth.getSnapshot().role).toBe('visitor');
    expect(emu.requestLog({ path: '/ecom/v1/carts/current' }).at(-1)!.auth).toBe('visitor');
  });
});
