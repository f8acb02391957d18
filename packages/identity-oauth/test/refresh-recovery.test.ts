// Refresh tokens under lost answers and shared storages, against the emulator over loopback.
import { createClient, defineEndpoint, type Client } from '@storefront-kit/http-core';
import { startEmulator, type Emulator } from '@storefront-kit/emulator';
import { latestCode, memberIdOf, TEST_PASSWORD, uniqueEmail } from '@storefront-kit/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getMemberTokensForExternalLogin,
  memoryStorage,
  OAuthStrategy,
  processVerification,
  register,
  type OAuthStrategyOptions,
  type SessionExpiredEvent,
  type Tokens,
} from '@storefront-kit/identity-oauth';

const cart = defineEndpoint({ method: 'GET', path: '/v1/carts/current', prefix: '/ecom', readYourWrites: true });
/** Reads the current cart; "no cart" counts as an answer: these tests look at auth. */
const readCart = (client: Client) =>
  client.request(cart).then(
    () => 'cart',
    (e: { status?: number }) => (e.status === 404 ? 'no cart' : Promise.reject(e)),
  );

// Both strict rotation: one with the default reuse grace, one without.
let withGrace: Emulator;
let strict: Emulator;

beforeAll(async () => {
  [withGrace, strict] = await Promise.all([
    startEmulator({ port: 0, refreshRotation: 'strict' }),
    startEmulator({ port: 0, refreshRotation: 'strict', refreshReuseGraceMs: 0 }),
  ]);
});
afterAll(async () => {
  await Promise.all([withGrace.stop(), strict.stop()]);
});

/** A verified member's id and fresh tokens (signed in through the backend's direct login). */
async function signedInMember(emu: Emulator): Promise<{ id: string; tokens: Tokens }> {
  const auth = OAuthStrategy({ clientId: emu.clientId, hosts: emu.hosts });
  const email = uniqueEmail('refresh');
  await register(auth, { email, password: TEST_PASSWORD });
  await processVerification(auth, { verificationCode: latestCode(emu, email) });
  const id = await memberIdOf(emu.url, email);
  return { id, tokens: await getMemberTokensForExternalLogin(auth, id, emu.apiKey) };
}

/** A verified member's id and tokens whose access token has expired (the next call refreshes). */
async function expiredMember(emu: Emulator): Promise<{ id: string; tokens: Tokens }> {
  const { id, tokens } = await signedInMember(emu);
  return { id, tokens: { ...tokens, accessToken: { ...tokens.accessToken, expiresAt: 0 } } };
}

const refreshGrants = (emu: Emulator) =>
  emu.requestLog({ path: '/oauth2/token' }).filter((r) => (r.body as { grantType?: string }).grantType === 'refresh_token');
const cartReads = (emu: Emulator) => emu.requestLog({ path: '/ecom/v1/carts/current' });

function memberSession(emu: Emulator, member: { id: string; tokens: Tokens }, extra: Partial<OAuthStrategyOptions> = {}) {
  const auth = OAuthStrategy({ clientId: emu.clientId, storage: memoryStorage(), ...extra });
  auth.setTokens(member.tokens, { member: { id: member.id } });
  return { auth, client: createClient({ auth, hosts: emu.hosts }) };
}

describe('a refresh whose answer is lost after the server rotated the token', () => {
  it('is presented once in the call, which fails with a NetworkError and keeps the tokens', async () => {
    const member = await expiredMember(withGrace);
    const { auth, client } = memberSession(withGrace, member);
    withGrace.clearRequestLog();
    withGrace.addFault({ path: '/oauth2/token', kind: 'lost', times: 1 });
    const error = await readCart(client).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'NetworkError', code: 'ERR_NETWORK' });
    expect(refreshGrants(withGrace)).toHaveLength(1); // never replayed by the GET's retries
    expect(cartReads(withGrace)).toHaveLength(0);
    expect(auth.getTokens()).toEqual(member.tokens);
  });

  it('with the reuse grace, the next call presents it again and goes on as the same member', async () => {
    const member = await expiredMember(withGrace);
    const { auth, client } = memberSession(withGrace, member);
    withGrace.addFault({ path: '/oauth2/token', kind: 'lost', times: 1 });
    await readCart(client).catch(() => undefined);
    withGrace.clearRequestLog();
    await readCart(client);
    expect(refreshGrants(withGrace).map((r) => r.status)).toEqual([200]);
    expect(cartReads(withGrace).map((r) => r.auth)).toEqual(['member']);
    expect(auth.getSnapshot()).toMatchObject({ role: 'member', member: { id: member.id }, expired: undefined });
  });

  it('strict rotation (no grace): the next call ends the session once, as the expiry path says', async () => {
    const member = await expiredMember(strict);
    const events: unknown[] = [];
    const { auth, client } = memberSession(strict, member, { onSessionExpired: (e) => events.push(e) });
    strict.addFault({ path: '/oauth2/token', kind: 'lost', times: 1 });
    await readCart(client).catch(() => undefined);
    strict.clearRequestLog();
    expect(await readCart(client)).toBe('no cart'); // a new visitor, in the same call
    expect(refreshGrants(strict).map((r) => r.status)).toEqual([400]);
    expect(cartReads(strict).map((r) => r.auth)).toEqual(['visitor']);
    expect(auth.getSnapshot()).toMatchObject({ role: 'visitor', expired: { role: 'member', memberId: member.id, reason: 'invalid_grant' } });
    expect(events).toHaveLength(1);
    await readCart(client);
    expect(events).toHaveLength(1);
  });
});

describe('two sessions over one memoryStorage()', () => {
  it('refresh the shared refresh token once between them; both go on as the member', async () => {
    const member = await expiredMember(strict);
    const storage = memoryStorage();
    const sessions = [0, 1].map(() => OAuthStrategy({ clientId: strict.clientId, storage, expiredSession: 'error' }));
    sessions[0]!.setTokens(member.tokens);
    const clients = sessions.map((auth) => createClient({ auth, hosts: strict.hosts }));
    strict.clearRequestLog();
    expect(await Promise.all(clients.map(readCart))).toEqual(['no cart', 'no cart']);
    expect(refreshGrants(strict).map((r) => r.status)).toEqual([200]);
    expect(cartReads(strict).map((r) => r.auth)).toEqual(['member', 'member']);
    expect(sessions[1]!.getTokens()).toEqual(sessions[0]!.getTokens());
  });
});

describe('a member whose refresh token is refused once the access token has expired', () => {
  /**
   * A member's session (it knows the member's id) whose refresh token another strategy holding the
   * same tokens has rotated away; then the server's clock passes the access token's lifetime, so the
   * next call gets a 401, refreshes and is refused. Strict rotation: the old refresh token is dead.
   */
  async function deadMemberSession(extra: Partial<OAuthStrategyOptions>) {
    const member = await signedInMember(strict);
    const session = memberSession(strict, member, extra);
    await OAuthStrategy({ clientId: strict.clientId, hosts: strict.hosts, storage: memoryStorage() }).renewToken(member.tokens.refreshToken);
    strict.advanceClock(strict.options.tokenTtlSeconds * 1000);
    strict.clearRequestLog();
    return { member, ...session };
  }
  const tokenGrants = () => strict.requestLog({ path: '/oauth2/token' }).map((r) => [(r.body as { grantType?: string }).grantType, r.status]);

  it("expiredSession 'error': ERR_OAUTH_SESSION_EXPIRED, one event naming the member, one token request (the refused refresh)", async () => {
    const events: SessionExpiredEvent[] = [];
    const { member, auth, client } = await deadMemberSession({ expiredSession: 'error', onSessionExpired: (e) => events.push(e) });
    await expect(readCart(client)).rejects.toMatchObject({ name: 'OAuthError', code: 'ERR_OAUTH_SESSION_EXPIRED' });
    expect(events).toEqual([expect.objectContaining({ role: 'member', memberId: member.id, reason: 'invalid_grant' })]);
    expect(tokenGrants()).toEqual([['refresh_token', 400]]);
    expect(cartReads(strict).map((r) => [r.auth, r.status])).toEqual([['expired-token', 401]]);
    expect(auth.getSnapshot()).toMatchObject({ role: 'none', loggedIn: false, expired: { role: 'member', memberId: member.id, reason: 'invalid_grant' } });
  });

  it('the default policy: the call succeeds as a new visitor; the snapshot says which member session expired', async () => {
    const events: SessionExpiredEvent[] = [];
    const { member, auth, client } = await deadMemberSession({ onSessionExpired: (e) => events.push(e) });
    expect(await readCart(client)).toBe('no cart');
    expect(tokenGrants()).toEqual([
      ['refresh_token', 400],
      ['anonymous', 200],
    ]);
    expect(cartReads(strict).map((r) => [r.auth, r.status])).toEqual([
      ['expired-token', 401],
      ['visitor', 404],
    ]);
    expect(auth.getSnapshot()).toMatchObject({ role: 'visitor', loggedIn: false, expired: { role: 'member', memberId: member.id, reason: 'invalid_grant' } });
    expect(events).toEqual([expect.objectContaining({ role: 'member', memberId: member.id })]);
  });
});
