// The SDK's renewal against the emulator over loopback, in both refresh modes: a session survives
// renewal after renewal while the clock passes access-token lifetimes, whether the server keeps the
// refresh token (lenient, the default) or rotates it (strict).
import { createClient } from '@storefront-kit/http-core';
import { startEmulator, type Emulator } from '@storefront-kit/emulator';
import { getMemberTokensForExternalLogin, memoryStorage, OAuthStrategy } from '@storefront-kit/identity-oauth';
import { memberIdOf } from '@storefront-kit/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCart, newMember } from './emulator-setup';

const TTL_SECONDS = 600;
const modes = {
  lenient: {},
  strict: { refreshRotation: 'strict' as const },
  'strict, no grace': { refreshRotation: 'strict' as const, refreshReuseGraceMs: 0 },
};
const emulators = new Map<string, Emulator>();

beforeAll(async () => {
  for (const [name, options] of Object.entries(modes)) emulators.set(name, await startEmulator({ port: 0, tokenTtlSeconds: TTL_SECONDS, ...options }));
});
afterAll(async () => {
  await Promise.all([...emulators.values()].map((e) => e.stop()));
});

/** Moves the emulator past one access-token lifetime, and the SDK's clock with it. */
function passLifetime(emu: Emulator, auth: OAuthStrategy): void {
  emu.advanceClock(TTL_SECONDS * 1000 + 1000);
  const t = auth.getTokens();
  auth.setTokens({ ...t, accessToken: { ...t.accessToken, expiresAt: Math.floor(Date.now() / 1000) - 1 } });
}

describe.each(Object.keys(modes))('renewal, %s refresh mode', (mode) => {
  it('a visitor stays the same visitor over three lifetimes of the access token', async () => {
    const emu = emulators.get(mode)!;
    const auth = OAuthStrategy({ clientId: emu.clientId, hosts: emu.hosts, storage: memoryStorage() });
    const client = createClient({ auth, hosts: emu.hosts });
    emu.clearRequestLog();
    await getCart(client);
    for (let renewal = 0; renewal < 3; renewal++) {
      passLifetime(emu, auth);
      await getCart(client);
    }
    // One anonymous grant, then only refreshes: no renewal turned the visitor into a new one.
    const grants = emu.requestLog({ path: '/oauth2/token' }).map((r) => [(r.body as { grantType?: string }).grantType, r.status]);
    expect(grants).toEqual([
      ['anonymous', 200],
      ['refresh_token', 200],
      ['refresh_token', 200],
      ['refresh_token', 200],
    ]);
    expect(emu.requestLog({ path: '/ecom/v1/carts/current' }).map((r) => r.auth)).toEqual(['visitor', 'visitor', 'visitor', 'visitor']);
  });

  it('a member stays signed in over three lifetimes of the access token', async () => {
    const emu = emulators.get(mode)!;
    const auth = OAuthStrategy({ clientId: emu.clientId, hosts: emu.hosts, storage: memoryStorage() });
    const id = await memberIdOf(emu.url, await newMember(auth, emu));
    auth.setTokens(await getMemberTokensForExternalLogin(auth, id, emu.apiKey), { member: { id } });
    const client = createClient({ auth, hosts: emu.hosts });
    for (let renewal = 0; renewal < 3; renewal++) {
      passLifetime(emu, auth);
      await getCart(client);
      expect(auth.getSnapshot().role).toBe('member');
      expect(emu.requestLog({ path: '/ecom/v1/carts/current' }).at(-1)!.auth).toBe('member');
    }
  });
});
