/**
 * Account upkeep over real HTTP: password recovery and activation e-mails, starting a verification, and
 * what members do: change-password, sign-on, the v1 endpoints, logout.
 */
import { describe, expect, it } from 'vitest';
import { AUTH_V1, AUTH_V2, DEMO, appCode, authenticationCalls, exchangeCode, memberCodeViaPage, outbox, post, useIdentityEmulator } from './identity-helpers';

const env = useIdentityEmulator();
const { login } = authenticationCalls(env);

describe('recovery', () => {
  it('send-email mails a recovery link; recover sets the password, once', async () => {
    expect(
      (
        await post(
          env.emu,
          '/_api/iam/recovery/v1/send-email',
          { email: DEMO.email, redirect: { url: 'http://localhost:3000/reset', clientId: env.emu.clientId } },
          env.visitor,
        )
      ).status,
    ).toBe(200);
    const [mail] = await outbox(env.emu, DEMO.email);
    expect(mail).toMatchObject({ kind: 'password-recovery', link: expect.stringMatching(/^http:\/\/localhost:3000\/reset\?recoveryToken=/) });
    const recoveryToken = new URL(mail.link).searchParams.get('recoveryToken')!;
    const recovered = await post(env.emu, '/_api/iam/recovery/v1/recover', { recoveryToken, password: 'brand-new' });
    expect(recovered.body).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String) });
    expect(appCode(await login(DEMO.email, DEMO.password))).toBe('-19976');
    expect((await login(DEMO.email, 'brand-new')).body.state).toBe('SUCCESS');
    expect(appCode(await post(env.emu, '/_api/iam/recovery/v1/recover', { recoveryToken, password: 'again-new' }))).toBe('INVALID_RECOVERY_TOKEN');
  });

  it('recovery clears the reset-password flag', async () => {
    await post(env.emu, '/_api/iam/recovery/v1/send-email', { email: 'reset@example.com' }, env.visitor);
    const [mail] = await outbox(env.emu, 'reset@example.com');
    expect(mail.link).toMatch(new RegExp(`^${env.emu.url}/__pages/recover\\?recoveryToken=`));
    await post(env.emu, '/_api/iam/recovery/v1/recover', { recoveryToken: new URL(mail.link).searchParams.get('recoveryToken'), password: 'fresh-pass' });
    expect((await login('reset@example.com', 'fresh-pass')).body.state).toBe('SUCCESS');
  });

  it('answers {} for an unknown e-mail without sending anything', async () => {
    const response = await post(env.emu, '/_api/iam/recovery/v1/send-email', { email: 'ghost@example.com' }, env.visitor);
    expect(response).toMatchObject({ status: 200, body: {} });
    expect(await outbox(env.emu)).toEqual([]);
  });

  it('refuses a redirect URL outside the allowed domains', async () => {
    const response = await post(
      env.emu,
      '/_api/iam/recovery/v1/send-email',
      { email: DEMO.email, redirect: { url: 'https://evil.example/reset' } },
      env.visitor,
    );
    expect(response.status).toBe(400);
    expect(appCode(response)).toBe('REDIRECT_URL_NOT_ALLOWED');
    expect(await outbox(env.emu)).toEqual([]);
  });

  it('activation-email mails an activation link to the identity', async () => {
    expect((await post(env.emu, '/_api/iam/recovery/v1/activation-email', { identityId: DEMO.id }, env.visitor)).status).toBe(200);
    expect(await outbox(env.emu, DEMO.email)).toEqual([expect.objectContaining({ kind: 'activation', link: expect.any(String) })]);
    expect((await post(env.emu, '/_api/iam/recovery/v1/activation-email', { identityId: 'nobody' }, env.visitor)).status).toBe(404);
  });
});

describe('verification start', () => {
  it.each(['start', 'Start'])('POST /_api/iam/verification/v1/%s sends a code to the identity', async (path) => {
    const response = await post(env.emu, `/_api/iam/verification/v1/${path}`, { identityId: DEMO.id, target: 'EMAIL' }, env.visitor);
    expect(response.body).toEqual({ verificationId: expect.any(String) });
    expect(await outbox(env.emu, DEMO.email)).toEqual([expect.objectContaining({ kind: 'verification-code', code: expect.stringMatching(/^\d{6}$/) })]);
  });
});

describe('members: change-password, sign-on, v1 endpoints, logout', () => {
  async function memberToken(): Promise<{ access_token: string; refresh_token: string }> {
    const { code, pkce } = await memberCodeViaPage(env.emu, env.visitor);
    return (await exchangeCode(env.emu, code, pkce.verifier)).body;
  }

  it('change-password needs a member token (visitor 403)', async () => {
    expect((await post(env.emu, `${AUTH_V2}/change-password`, { newPassword: 'changed-1' }, env.visitor)).status).toBe(403);
    const member = await memberToken();
    expect(await post(env.emu, `${AUTH_V2}/change-password`, { newPassword: 'changed-1' }, member.access_token)).toMatchObject({ status: 200, body: {} });
    expect((await login(DEMO.email, 'changed-1')).body.state).toBe('SUCCESS');
  });

  it('sign-on needs the API key and answers a session token and identity', async () => {
    expect((await post(env.emu, `${AUTH_V2}/sign-on`, { loginId: { email: 'sso@example.com' } }, env.visitor)).status).toBe(403);
    const response = await post(
      env.emu,
      `${AUTH_V2}/sign-on`,
      { loginId: { email: 'sso@example.com' }, verifyEmail: true },
      `${env.visitor},${env.emu.apiKey}`,
    );
    expect(response.body).toMatchObject({ sessionToken: expect.any(String), identity: { email: { address: 'sso@example.com', isVerified: true } } });
  });

  it('v1 register and login use identity/identifier and password inputs', async () => {
    const registered = await post(
      env.emu,
      `${AUTH_V1}/register`,
      { identity: { email: { address: 'v1@example.com' } }, inputs: [{ value: 'secret-1' }] },
      env.visitor,
    );
    expect(registered.body.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    const loggedIn = await post(env.emu, `${AUTH_V1}/login`, { identifier: { email: DEMO.email }, inputs: [{ value: DEMO.password }] }, env.visitor);
    expect(loggedIn.body.state).toBe('SUCCESS');
    expect((await post(env.emu, `${AUTH_V1}/login`, { inputs: [{ value: 'x' }] }, env.visitor)).status).toBe(400);
  });

  it('sso/login-with-token-params works with the test connection only', async () => {
    const ok = await post(
      env.emu,
      `${AUTH_V1}/sso/login-with-token-params`,
      { idpConnectionId: 'emulator-test-idp', tokenParams: { email: 'idp@example.com' } },
      env.visitor,
    );
    expect(ok.body.state).toBe('SUCCESS');
    const unknown = await post(env.emu, `${AUTH_V1}/sso/login-with-token-params`, { idpConnectionId: 'google', tokenParams: {} }, env.visitor);
    expect(unknown.status).toBe(404);
  });

  it('GET v1/logout ends the member session and redirects to an allowed URI only', async () => {
    const member = await memberToken();
    const response = await fetch(
      `${env.emu.url}${AUTH_V1}/logout?postLogoutRedirectUri=${encodeURIComponent('http://localhost:3000/')}&clientId=${env.emu.clientId}`,
      { headers: { authorization: member.access_token }, redirect: 'manual' },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://localhost:3000/');
    expect((await post(env.emu, '/_api/redirects-api/v1/redirect-session', { login: {} }, member.access_token)).status).toBe(401);
    expect(await post(env.emu, '/oauth2/token', { clientId: env.emu.clientId, grantType: 'refresh_token', refreshToken: member.refresh_token })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });

    const evil = await fetch(`${env.emu.url}${AUTH_V1}/logout?postLogoutRedirectUri=${encodeURIComponent('https://evil.example/')}`, { redirect: 'manual' });
    expect(evil.status).toBe(400);
    expect(evil.headers.get('location')).toBeNull();
    const plain = await fetch(`${env.emu.url}${AUTH_V1}/logout`);
    expect(plain.status).toBe(200);
  });
});
