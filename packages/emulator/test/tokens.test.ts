/**
 * Visitor tokens over real HTTP: the anonymous grant, lenient refresh (the default) and access-token
 * expiry. Strict rotation is in `tokens-rotation.test.ts`, the store's bounds in `tokens-bounds.test.ts`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, holdableClock, exchangeCode, memberCodeViaPage, post, protectedCall, useIdentityEmulator, visitorTokens } from './identity-helpers';

const clock = holdableClock();
const env = useIdentityEmulator({ tokenTtlSeconds: 600, clock: clock.now }, { visitor: false });
afterEach(() => clock.release());

describe('POST /oauth2/token: anonymous', () => {
  it('creates a visitor with OAuth-shaped tokens', async () => {
    const { status, body, headers } = await post(env.emu, '/oauth2/token', { clientId: env.emu.clientId, grantType: 'anonymous' });
    expect(status).toBe(200);
    expect(body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 600,
      token_type: 'Bearer',
      scope: 'offline_access',
    });
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('x-wix-request-id')).toBeTruthy();
    expect((await protectedCall(env.emu, body.access_token)).status).toBe(200);
  });

  it('gives every anonymous grant its own visitor', async () => {
    const a = await visitorTokens(env.emu);
    const b = await visitorTokens(env.emu);
    const resolve = (t: string) => env.emu.context.services.tokens!.resolve(t);
    expect(resolve(a.access_token)).toMatchObject({ kind: 'visitor' });
    expect((resolve(a.access_token) as { visitorId: string }).visitorId).not.toBe((resolve(b.access_token) as { visitorId: string }).visitorId);
  });

  it('accepts application/x-www-form-urlencoded bodies', async () => {
    const response = await fetch(`${env.emu.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ clientId: env.emu.clientId, grantType: 'anonymous' }).toString(),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { token_type: string }).token_type).toBe('Bearer');
  });

  it('answers OAuth errors: unknown client, missing and unsupported grant types, bad JSON', async () => {
    expect(await post(env.emu, '/oauth2/token', { clientId: 'nope', grantType: 'anonymous' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_client', error_description: expect.any(String) },
    });
    expect(await post(env.emu, '/oauth2/token', { clientId: env.emu.clientId })).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    expect(await post(env.emu, '/oauth2/token', { clientId: env.emu.clientId, grantType: 'password' })).toMatchObject({
      status: 400,
      body: { error: 'unsupported_grant_type' },
    });
    expect(await post(env.emu, '/oauth2/token', { clientId: env.emu.clientId, grantType: 'refresh_token' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_request' },
    });
    const response = await fetch(`${env.emu.url}/oauth2/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
  });
});

describe('POST /oauth2/token: refresh_token (lenient, the default)', () => {
  const refresh = (refreshToken: string) => post(env.emu, '/oauth2/token', { clientId: env.emu.clientId, grantType: 'refresh_token', refreshToken });

  it('answers a new access token and the same refresh token, for the same visitor', async () => {
    const first = await visitorTokens(env.emu);
    const { status, body } = await refresh(first.refresh_token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ refresh_token: first.refresh_token, expires_in: 600, token_type: 'Bearer' });
    expect(body.access_token).not.toBe(first.access_token);
    const resolve = (t: string) => env.emu.context.services.tokens!.resolve(t) as { kind: string; visitorId: string };
    expect(resolve(body.access_token).visitorId).toBe(resolve(first.access_token).visitorId);
    expect((await protectedCall(env.emu, body.access_token)).status).toBe(200);
  });

  it('keeps accepting the original refresh token renewal after renewal (what the platform SDK presents)', async () => {
    const first = await visitorTokens(env.emu);
    const visitorId = (t: string) => (env.emu.context.services.tokens!.resolve(t) as { visitorId: string }).visitorId;
    const visitor = visitorId(first.access_token);
    for (let renewal = 0; renewal < 3; renewal++) {
      await advanceClock(env.emu, 600_000); // past the access token's lifetime each time
      const renewed = await refresh(first.refresh_token);
      expect(renewed.status).toBe(200);
      expect(visitorId(renewed.body.access_token)).toBe(visitor);
    }
  });

  it('ends a session 30 days after its first token, however often it was renewed', async () => {
    const day = 24 * 60 * 60 * 1000;
    clock.hold(); // a second short of the cap is exact: the requests' own time does not count
    const first = await visitorTokens(env.emu);
    await advanceClock(env.emu, 30 * day - 1_000);
    expect((await refresh(first.refresh_token)).status).toBe(200);
    await advanceClock(env.emu, 1_000);
    expect(await refresh(first.refresh_token)).toMatchObject({ status: 400, body: { error: 'invalid_grant', error_description: 'Refresh token expired' } });
  });

  it('rejects unknown refresh tokens and other clients', async () => {
    expect(await refresh('emu.refresh.unknown')).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const tokens = await visitorTokens(env.emu);
    expect(await post(env.emu, '/oauth2/token', { clientId: 'other', grantType: 'refresh_token', refreshToken: tokens.refresh_token })).toMatchObject({
      status: 400,
      body: { error: 'invalid_client' },
    });
  });

  it('accepts a refresh without clientId (site-session clients omit it)', async () => {
    const tokens = await visitorTokens(env.emu);
    expect((await post(env.emu, '/oauth2/token', { grantType: 'refresh_token', refreshToken: tokens.refresh_token })).status).toBe(200);
  });

  it('keeps the member role on refresh', async () => {
    const visitor = await visitorTokens(env.emu);
    const { code, pkce } = await memberCodeViaPage(env.emu, visitor.access_token);
    const member = await exchangeCode(env.emu, code, pkce.verifier);
    const refreshed = await refresh(member.body.refresh_token);
    expect(env.emu.context.services.tokens!.resolve(refreshed.body.access_token)).toMatchObject({ kind: 'member' });
  });
});

describe('access-token expiry', () => {
  it('answers 401 in platform format once the TTL passed (clock moved through the control API), and refresh recovers', async () => {
    clock.hold(); // a second short of the lifetime is exact: the requests' own time does not count
    const tokens = await visitorTokens(env.emu);
    await advanceClock(env.emu, 599_000);
    expect((await protectedCall(env.emu, tokens.access_token)).status).toBe(200);
    await advanceClock(env.emu, 1_000);
    const expired = await protectedCall(env.emu, tokens.access_token);
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ details: { applicationError: { code: 'UNAUTHENTICATED' } } });
    expect(expired.headers.get('x-wix-request-id')).toBeTruthy();
    const renewed = await post(env.emu, '/oauth2/token', { clientId: env.emu.clientId, grantType: 'refresh_token', refreshToken: tokens.refresh_token });
    expect((await protectedCall(env.emu, renewed.body.access_token)).status).toBe(200);
  });

  it('answers 401 for an unknown access token', async () => {
    expect((await protectedCall(env.emu, 'emu.visitor.made-up')).status).toBe(401);
  });
});
