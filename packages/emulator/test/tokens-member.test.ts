/**
 * Member tokens over real HTTP: the authorization_code grant with PKCE, and the authorized_client grant
 * of the API key.
 */
import { describe, expect, it } from 'vitest';
import {
  REDIRECT_URI,
  advanceClock,
  callbackParams,
  createAuthSession,
  exchangeCode,
  memberCodeViaPage,
  post,
  protectedCall,
  submitForm,
  useIdentityEmulator,
  visitorTokens,
} from './identity-helpers';

const env = useIdentityEmulator({ tokenTtlSeconds: 600 }, { visitor: false });

describe('POST /oauth2/token: authorization_code with PKCE', () => {
  it('exchanges a code from the hosted login page for member tokens and carries the visitor over', async () => {
    const visitor = await visitorTokens(env.emu);
    const visitorId = (env.emu.context.services.tokens!.resolve(visitor.access_token) as { visitorId: string }).visitorId;
    const { submitted, code, returnedState, state, pkce } = await memberCodeViaPage(env.emu, visitor.access_token);
    expect(submitted.status).toBe(302);
    const location = new URL(submitted.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.search).toBe('');
    expect(returnedState).toBe(state);
    expect(code).not.toBe('');

    const { status, body } = await exchangeCode(env.emu, code, pkce.verifier, REDIRECT_URI);
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'offline_access', expires_in: 600 });
    expect(env.emu.context.services.tokens!.resolve(body.access_token)).toMatchObject({
      kind: 'member',
      memberId: '0d3e6f1a-0000-4000-8000-00000000de70',
    });
    expect(env.probe.logins).toEqual([{ visitorId, memberId: '0d3e6f1a-0000-4000-8000-00000000de70' }]);
  });

  it('returns the code in the query for responseMode query', async () => {
    const visitor = await visitorTokens(env.emu);
    const session = await createAuthSession(env.emu, visitor.access_token, { responseMode: 'query' });
    const submitted = await submitForm(session.fullUrl, { email: 'shopper@example.com', password: 'storefront-demo' });
    const params = callbackParams(submitted.headers.get('location')!, 'query');
    expect(params.get('state')).toBe(session.state);
    expect((await exchangeCode(env.emu, params.get('code')!, session.pkce.verifier)).status).toBe(200);
  });

  it('rejects a wrong code verifier with invalid_grant, and the code is spent', async () => {
    const visitor = await visitorTokens(env.emu);
    const { code, pkce } = await memberCodeViaPage(env.emu, visitor.access_token);
    const wrong = await exchangeCode(env.emu, code, 'x'.repeat(43));
    expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(wrong.body.error_description).toMatch(/PKCE/);
    expect(await exchangeCode(env.emu, code, pkce.verifier)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('rejects a replayed code with invalid_grant and revokes the tokens issued from it (RFC 6749 §4.1.2)', async () => {
    const visitor = await visitorTokens(env.emu);
    const { code, pkce } = await memberCodeViaPage(env.emu, visitor.access_token);
    const first = await exchangeCode(env.emu, code, pkce.verifier);
    expect(first.status).toBe(200);
    const replay = await exchangeCode(env.emu, code, pkce.verifier);
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await protectedCall(env.emu, first.body.access_token)).status).toBe(401);
  });

  it('rejects a redirectUri that differs from the authorization request', async () => {
    const visitor = await visitorTokens(env.emu);
    const { code, pkce } = await memberCodeViaPage(env.emu, visitor.access_token);
    expect(await exchangeCode(env.emu, code, pkce.verifier, 'http://localhost:3000/callback/')).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: expect.stringMatching(/redirectUri/) },
    });
  });

  it('rejects an expired code (60 s)', async () => {
    const visitor = await visitorTokens(env.emu);
    const { code, pkce } = await memberCodeViaPage(env.emu, visitor.access_token);
    await advanceClock(env.emu, 60_000);
    expect(await exchangeCode(env.emu, code, pkce.verifier)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('rejects a code for another client', async () => {
    const visitor = await visitorTokens(env.emu);
    const { code, pkce } = await memberCodeViaPage(env.emu, visitor.access_token);
    const other = await post(env.emu, '/oauth2/token', { clientId: 'other', grantType: 'authorization_code', code, codeVerifier: pkce.verifier });
    expect(other).toMatchObject({ status: 400, body: { error: 'invalid_client' } });
  });
});

describe('POST /oauth2/token: authorized_client', () => {
  const memberId = '0d3e6f1a-0000-4000-8000-00000000de70';

  it('issues member tokens with "<access token>,<API key>" and carries the visitor over', async () => {
    const visitor = await visitorTokens(env.emu);
    const visitorId = (env.emu.context.services.tokens!.resolve(visitor.access_token) as { visitorId: string }).visitorId;
    const { status, body } = await post(
      env.emu,
      '/oauth2/token',
      { grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId },
      `${visitor.access_token},${env.emu.apiKey}`,
    );
    expect(status).toBe(200);
    expect(env.emu.context.services.tokens!.resolve(body.access_token)).toMatchObject({ kind: 'member', memberId, visitorId });
    expect(env.probe.logins).toEqual([{ visitorId, memberId }]);
  });

  it('works with an empty token part (",<API key>")', async () => {
    const { status } = await post(env.emu, '/oauth2/token', { grant_type: 'authorized_client', member_id: memberId }, `,${env.emu.apiKey}`);
    expect(status).toBe(200);
    expect(env.probe.logins).toEqual([]);
  });

  it('refuses a wrong API key (401 invalid_client) and an unknown member (invalid_grant)', async () => {
    const visitor = await visitorTokens(env.emu);
    expect(await post(env.emu, '/oauth2/token', { grant_type: 'authorized_client', member_id: memberId }, `${visitor.access_token},wrong-key`)).toMatchObject({
      status: 401,
      body: { error: 'invalid_client' },
    });
    expect(
      await post(env.emu, '/oauth2/token', { grant_type: 'authorized_client', member_id: 'nobody' }, `${visitor.access_token},${env.emu.apiKey}`),
    ).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('checks session_token against the member (sign-on "with session")', async () => {
    const signOn = await post(env.emu, '/_api/iam/authentication/v2/sign-on', { loginId: { email: 'new.sso@example.com' } }, env.emu.apiKey);
    expect(signOn.status).toBe(200);
    const good = await post(
      env.emu,
      '/oauth2/token',
      { grant_type: 'authorized_client', member_id: signOn.body.identity.id, session_token: signOn.body.sessionToken },
      `,${env.emu.apiKey}`,
    );
    expect(good.status).toBe(200);
    const bad = await post(
      env.emu,
      '/oauth2/token',
      { grant_type: 'authorized_client', member_id: memberId, session_token: signOn.body.sessionToken },
      `,${env.emu.apiKey}`,
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
