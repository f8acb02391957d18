import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../src/index';
import {
  REDIRECT_URI,
  advanceClock,
  callbackParams,
  createAuthSession,
  exchangeCode,
  memberCodeViaPage,
  post,
  reset,
  startIdentityEmulator,
  submitForm,
  visitorTokens,
  type Probe,
} from './identity-helpers';

let emu: Emulator;
let probe: Probe;

beforeAll(async () => {
  ({ emu, probe } = await startIdentityEmulator({ tokenTtlSeconds: 600 }));
});
afterAll(async () => {
  await emu.stop();
});
beforeEach(async () => {
  await reset(emu);
});

/** A protected call: creating a login redirect session needs a valid visitor/member token. */
function protectedCall(accessToken: string) {
  return post(emu, '/_api/redirects-api/v1/redirect-session', { login: {} }, accessToken);
}

describe('POST /oauth2/token: anonymous', () => {
  it('creates a visitor with OAuth-shaped tokens', async () => {
    const { status, body, headers } = await post(emu, '/oauth2/token', { clientId: emu.clientId, grantType: 'anonymous' });
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
    expect((await protectedCall(body.access_token)).status).toBe(200);
  });

  it('gives every anonymous grant its own visitor', async () => {
    const a = await visitorTokens(emu);
    const b = await visitorTokens(emu);
    const resolve = (t: string) => emu.context.services.tokens!.resolve(t);
    expect(resolve(a.access_token)).toMatchObject({ kind: 'visitor' });
    expect((resolve(a.access_token) as { visitorId: string }).visitorId).not.toBe((resolve(b.access_token) as { visitorId: string }).visitorId);
  });

  it('accepts application/x-www-form-urlencoded bodies', async () => {
    const response = await fetch(`${emu.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ clientId: emu.clientId, grantType: 'anonymous' }).toString(),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { token_type: string }).token_type).toBe('Bearer');
  });

  it('answers OAuth errors: unknown client, missing and unsupported grant types, bad JSON', async () => {
    expect(await post(emu, '/oauth2/token', { clientId: 'nope', grantType: 'anonymous' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_client', error_description: expect.any(String) },
    });
    expect(await post(emu, '/oauth2/token', { clientId: emu.clientId })).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    expect(await post(emu, '/oauth2/token', { clientId: emu.clientId, grantType: 'password' })).toMatchObject({
      status: 400,
      body: { error: 'unsupported_grant_type' },
    });
    expect(await post(emu, '/oauth2/token', { clientId: emu.clientId, grantType: 'refresh_token' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_request' },
    });
    const response = await fetch(`${emu.url}/oauth2/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
  });
});

describe('POST /oauth2/token: refresh_token', () => {
  const refresh = (refreshToken: string) => post(emu, '/oauth2/token', { clientId: emu.clientId, grantType: 'refresh_token', refreshToken });

  it('rotates: a new access token and a new refresh token for the same visitor', async () => {
    const first = await visitorTokens(emu);
    const { status, body } = await refresh(first.refresh_token);
    expect(status).toBe(200);
    expect(body.access_token).not.toBe(first.access_token);
    expect(body.refresh_token).not.toBe(first.refresh_token);
    const resolve = (t: string) => emu.context.services.tokens!.resolve(t) as { kind: string; visitorId: string };
    expect(resolve(body.access_token).visitorId).toBe(resolve(first.access_token).visitorId);
    expect((await protectedCall(body.access_token)).status).toBe(200);
  });

  it('a used refresh token yields the tokens its use gave within the reuse grace (a lost answer is recoverable)', async () => {
    const first = await visitorTokens(emu);
    const second = await refresh(first.refresh_token);
    const again = await refresh(first.refresh_token);
    expect(again).toMatchObject({ status: 200, body: { access_token: second.body.access_token, refresh_token: second.body.refresh_token } });
    expect(again.body.expires_in).toBeLessThanOrEqual(600);
    expect((await protectedCall(second.body.access_token)).status).toBe(200);
  });

  it('after the grace, a reused rotated refresh token is invalid_grant and revokes the family', async () => {
    const first = await visitorTokens(emu);
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    await advanceClock(emu, 5_000);
    expect(await refresh(first.refresh_token)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    // RFC 9700 §4.14.2: after reuse detection the newest refresh token and its access token stop working too.
    expect(await refresh(second.body.refresh_token)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await protectedCall(second.body.access_token)).status).toBe(401);
  });

  it('ends a session 30 days after its first token, however often it was rotated', async () => {
    const day = 24 * 60 * 60 * 1000;
    const first = await visitorTokens(emu);
    await advanceClock(emu, 29 * day);
    const rotated = await refresh(first.refresh_token);
    expect(rotated.status).toBe(200);
    await advanceClock(emu, day - 1_000); // a second short of the cap (the real clock runs on too)
    const last = await refresh(rotated.body.refresh_token);
    expect(last.status).toBe(200);
    await advanceClock(emu, 1_000);
    expect(await refresh(last.body.refresh_token)).toMatchObject({ status: 400, body: { error: 'invalid_grant', error_description: 'Refresh token expired' } });
  });

  it('rejects unknown refresh tokens and other clients', async () => {
    expect(await refresh('emu.refresh.unknown')).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const tokens = await visitorTokens(emu);
    expect(await post(emu, '/oauth2/token', { clientId: 'other', grantType: 'refresh_token', refreshToken: tokens.refresh_token })).toMatchObject({
      status: 400,
      body: { error: 'invalid_client' },
    });
  });

  it('accepts a refresh without clientId (site-session clients omit it)', async () => {
    const tokens = await visitorTokens(emu);
    expect((await post(emu, '/oauth2/token', { grantType: 'refresh_token', refreshToken: tokens.refresh_token })).status).toBe(200);
  });

  it('keeps the member role on refresh', async () => {
    const visitor = await visitorTokens(emu);
    const { code, pkce } = await memberCodeViaPage(emu, visitor.access_token);
    const member = await exchangeCode(emu, code, pkce.verifier);
    const refreshed = await refresh(member.body.refresh_token);
    expect(emu.context.services.tokens!.resolve(refreshed.body.access_token)).toMatchObject({ kind: 'member' });
  });
});

describe('access-token expiry', () => {
  it('answers 401 in platform format once the TTL passed (clock moved through the control API), and refresh recovers', async () => {
    const tokens = await visitorTokens(emu);
    await advanceClock(emu, 599_000);
    expect((await protectedCall(tokens.access_token)).status).toBe(200);
    await advanceClock(emu, 1_000);
    const expired = await protectedCall(tokens.access_token);
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ details: { applicationError: { code: 'UNAUTHENTICATED' } } });
    expect(expired.headers.get('x-wix-request-id')).toBeTruthy();
    const renewed = await post(emu, '/oauth2/token', { clientId: emu.clientId, grantType: 'refresh_token', refreshToken: tokens.refresh_token });
    expect((await protectedCall(renewed.body.access_token)).status).toBe(200);
  });

  it('answers 401 for an unknown access token', async () => {
    expect((await protectedCall('emu.visitor.made-up')).status).toBe(401);
  });
});

describe('POST /oauth2/token: authorization_code with PKCE', () => {
  it('exchanges a code from the hosted login page for member tokens and carries the visitor over', async () => {
    const visitor = await visitorTokens(emu);
    const visitorId = (emu.context.services.tokens!.resolve(visitor.access_token) as { visitorId: string }).visitorId;
    const { submitted, code, returnedState, state, pkce } = await memberCodeViaPage(emu, visitor.access_token);
    expect(submitted.status).toBe(302);
    const location = new URL(submitted.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.search).toBe('');
    expect(returnedState).toBe(state);
    expect(code).not.toBe('');

    const { status, body } = await exchangeCode(emu, code, pkce.verifier, REDIRECT_URI);
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'offline_access', expires_in: 600 });
    expect(emu.context.services.tokens!.resolve(body.access_token)).toMatchObject({
      kind: 'member',
      memberId: '0d3e6f1a-0000-4000-8000-00000000de70',
    });
    expect(probe.logins).toEqual([{ visitorId, memberId: '0d3e6f1a-0000-4000-8000-00000000de70' }]);
  });

  it('returns the code in the query for responseMode query', async () => {
    const visitor = await visitorTokens(emu);
    const session = await createAuthSession(emu, visitor.access_token, { responseMode: 'query' });
    const submitted = await submitForm(session.fullUrl, { email: 'shopper@example.com', password: 'storefront-demo' });
    const params = callbackParams(submitted.headers.get('location')!, 'query');
    expect(params.get('state')).toBe(session.state);
    expect((await exchangeCode(emu, params.get('code')!, session.pkce.verifier)).status).toBe(200);
  });

  it('rejects a wrong code verifier with invalid_grant, and the code is spent', async () => {
    const visitor = await visitorTokens(emu);
    const { code, pkce } = await memberCodeViaPage(emu, visitor.access_token);
    const wrong = await exchangeCode(emu, code, 'x'.repeat(43));
    expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(wrong.body.error_description).toMatch(/PKCE/);
    expect(await exchangeCode(emu, code, pkce.verifier)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('rejects a replayed code with invalid_grant and revokes the tokens issued from it (RFC 6749 §4.1.2)', async () => {
    const visitor = await visitorTokens(emu);
    const { code, pkce } = await memberCodeViaPage(emu, visitor.access_token);
    const first = await exchangeCode(emu, code, pkce.verifier);
    expect(first.status).toBe(200);
    const replay = await exchangeCode(emu, code, pkce.verifier);
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await protectedCall(first.body.access_token)).status).toBe(401);
  });

  it('rejects a redirectUri that differs from the authorization request', async () => {
    const visitor = await visitorTokens(emu);
    const { code, pkce } = await memberCodeViaPage(emu, visitor.access_token);
    expect(await exchangeCode(emu, code, pkce.verifier, 'http://localhost:3000/callback/')).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: expect.stringMatching(/redirectUri/) },
    });
  });

  it('rejects an expired code (60 s)', async () => {
    const visitor = await visitorTokens(emu);
    const { code, pkce } = await memberCodeViaPage(emu, visitor.access_token);
    await advanceClock(emu, 60_000);
    expect(await exchangeCode(emu, code, pkce.verifier)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('rejects a code for another client', async () => {
    const visitor = await visitorTokens(emu);
    const { code, pkce } = await memberCodeViaPage(emu, visitor.access_token);
    const other = await post(emu, '/oauth2/token', { clientId: 'other', grantType: 'authorization_code', code, codeVerifier: pkce.verifier });
    expect(other).toMatchObject({ status: 400, body: { error: 'invalid_client' } });
  });
});

describe('POST /oauth2/token: authorized_client', () => {
  const memberId = '0d3e6f1a-0000-4000-8000-00000000de70';

  it('issues member tokens with "<access token>,<API key>" and carries the visitor over', async () => {
    const visitor = await visitorTokens(emu);
    const visitorId = (emu.context.services.tokens!.resolve(visitor.access_token) as { visitorId: string }).visitorId;
    const { status, body } = await post(
      emu,
      '/oauth2/token',
      { grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId },
      `${visitor.access_token},${emu.apiKey}`,
    );
    expect(status).toBe(200);
    expect(emu.context.services.tokens!.resolve(body.access_token)).toMatchObject({ kind: 'member', memberId, visitorId });
    expect(probe.logins).toEqual([{ visitorId, memberId }]);
  });

  it('works with an empty token part (",<API key>")', async () => {
    const { status } = await post(emu, '/oauth2/token', { grant_type: 'authorized_client', member_id: memberId }, `,${emu.apiKey}`);
    expect(status).toBe(200);
    expect(probe.logins).toEqual([]);
  });

  it('refuses a wrong API key (401 invalid_client) and an unknown member (invalid_grant)', async () => {
    const visitor = await visitorTokens(emu);
    expect(
      await post(emu, '/oauth2/token', { grant_type: 'authorized_client', member_id: memberId }, `${visitor.access_token},wrong-key`),
    ).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    expect(
      await post(emu, '/oauth2/token', { grant_type: 'authorized_client', member_id: 'nobody' }, `${visitor.access_token},${emu.apiKey}`),
    ).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('checks session_token against the member (sign-on "with session")', async () => {
    const signOn = await post(emu, '/_api/iam/authentication/v2/sign-on', { loginId: { email: 'new.sso@example.com' } }, emu.apiKey);
    expect(signOn.status).toBe(200);
    const good = await post(
      emu,
      '/oauth2/token',
      { grant_type: 'authorized_client', member_id: signOn.body.identity.id, session_token: signOn.body.sessionToken },
      `,${emu.apiKey}`,
    );
    expect(good.status).toBe(200);
    const bad = await post(
      emu,
      '/oauth2/token',
      { grant_type: 'authorized_client', member_id: memberId, session_token: signOn.body.sessionToken },
      `,${emu.apiKey}`,
    );
    expect(bad).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });
});

describe('with every built-in module', () => {
  it('runs the PKCE login flow on the default emulator', async () => {
    const { startEmulator } = await import('../src/index');
    const full = await startEmulator();
    try {
      const visitor = await visitorTokens(full);
      const { code, pkce } = await memberCodeViaPage(full, visitor.access_token);
      const member = await exchangeCode(full, code, pkce.verifier, REDIRECT_URI);
      expect(member.status).toBe(200);
      expect(full.context.services.tokens!.resolve(member.body.access_token)).toMatchObject({ kind: 'member' });
    } finally {
      await full.stop();
    }
  });
});
