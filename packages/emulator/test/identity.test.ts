import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../src/index';
import { advanceClock, outbox, post, reset, startIdentityEmulator, visitorTokens, exchangeCode, memberCodeViaPage } from './identity-helpers';

const V2 = '/_api/iam/authentication/v2';
const V1 = '/_api/iam/authentication/v1';
const DEMO = { email: 'shopper@example.com', password: 'storefront-demo', id: '0d3e6f1a-0000-4000-8000-00000000de70' };

let emu: Emulator;
let visitor: string;

beforeAll(async () => {
  ({ emu } = await startIdentityEmulator());
});
afterAll(async () => {
  await emu.stop();
});
beforeEach(async () => {
  await reset(emu);
  visitor = (await visitorTokens(emu)).access_token;
});

const register = (email: string, password = 'secret-1', extra: Record<string, unknown> = {}, token = visitor) =>
  post(emu, `${V2}/register`, { loginId: { email }, password, profile: { firstName: 'Ada' }, ...extra }, token);
const login = (email: string, password: string, extra: Record<string, unknown> = {}, token = visitor) =>
  post(emu, `${V2}/login`, { loginId: { email }, password, ...extra }, token);
const appCode = (response: { body: any }) => response.body?.details?.applicationError?.code;

describe('register -> e-mail verification -> SUCCESS', () => {
  it('requires verification of new registrations; the code is in the outbox with the state token', async () => {
    const registered = await register('ada@example.com');
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({
      state: 'REQUIRE_EMAIL_VERIFICATION',
      stateToken: expect.any(String),
      identity: {
        id: expect.any(String),
        createdDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedDate: expect.any(String),
        identityProfile: { firstName: 'Ada' },
        email: { address: 'ada@example.com', isVerified: false },
        status: { name: 'PENDING', reasons: ['PENDING_EMAIL_VERIFICATION_REQUIRED'] },
      },
    });
    expect(registered.body.sessionToken).toBeUndefined();
    const [mail] = await outbox(emu, 'ada@example.com');
    expect(mail).toMatchObject({ kind: 'verification-code', code: expect.stringMatching(/^\d{6}$/), stateToken: registered.body.stateToken });

    const wrong = await post(emu, '/_api/iam/verification/v1/auth/verify', { code: mail.code === '000000' ? '111111' : '000000', stateToken: mail.stateToken });
    expect(wrong.status).toBe(400);
    expect(appCode(wrong)).toBe('INVALID_VERIFICATION_CODE');

    const verified = await post(emu, '/_api/iam/verification/v1/auth/verify', { code: mail.code, stateToken: mail.stateToken });
    expect(verified.body).toMatchObject({
      state: 'SUCCESS',
      sessionToken: expect.any(String),
      identity: { email: { isVerified: true }, status: { name: 'ACTIVE', reasons: [] } },
    });
    // The state token is spent.
    const again = await post(emu, '/_api/iam/verification/v1/auth/verify', { code: mail.code, stateToken: mail.stateToken });
    expect(appCode(again)).toBe('INVALID_STATE_TOKEN');
    // And the member can log in.
    expect((await login('ada@example.com', 'secret-1')).body.state).toBe('SUCCESS');
  });

  it('resend replaces the code; an expired code is refused', async () => {
    const registered = await register('bob@example.com');
    const stateToken = registered.body.stateToken;
    expect((await post(emu, '/_api/iam/verification/v1/auth/resend', { stateToken })).status).toBe(200);
    const mails = await outbox(emu, 'bob@example.com');
    expect(mails).toHaveLength(2);
    await advanceClock(emu, 10 * 60_000);
    const expired = await post(emu, '/_api/iam/verification/v1/auth/verify', { code: mails[1].code, stateToken });
    expect(appCode(expired)).toBe('VERIFICATION_CODE_EXPIRED');
  });

  it('login to an unverified account asks for verification again with a fresh code', async () => {
    await register('carl@example.com');
    const response = await login('carl@example.com', 'secret-1');
    expect(response.body.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    expect((await outbox(emu, 'carl@example.com')).at(-1)).toMatchObject({ stateToken: response.body.stateToken });
  });

  it('state/proceed keeps an unverified flow where it is', async () => {
    const registered = await register('dora@example.com');
    const proceeded = await post(emu, `${V1}/state/proceed`, { stateToken: registered.body.stateToken });
    expect(proceeded.body).toMatchObject({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: registered.body.stateToken });
  });
});

describe('login and the error codes', () => {
  it('logs the seeded demo member in', async () => {
    const response = await login(DEMO.email, DEMO.password);
    expect(response.body).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String), identity: { id: DEMO.id, status: { name: 'ACTIVE' } } });
  });

  it('-19976 for a wrong password (and for an unknown e-mail)', async () => {
    const wrong = await login(DEMO.email, 'nope');
    expect(wrong.status).toBe(400);
    expect(wrong.body.details.applicationError).toMatchObject({ code: '-19976' });
    expect(appCode(await login('nobody@example.com', 'nope'))).toBe('-19976');
  });

  it('-19973 for an account that must reset its password', async () => {
    expect(appCode(await login('reset@example.com', 'storefront-demo'))).toBe('-19973');
  });

  it('-19995 when the e-mail exists (case-insensitive)', async () => {
    const response = await register('SHOPPER@example.com');
    expect(response.status).toBe(409);
    expect(appCode(response)).toBe('-19995');
  });

  it('a malformed e-mail is a validation error with data.type EMAIL', async () => {
    const response = await register('not-an-email');
    expect(response.status).toBe(400);
    expect(response.body.details.validationError.fieldViolations).toEqual([
      expect.objectContaining({ field: 'loginId.email', data: { type: 'EMAIL' } }),
    ]);
  });

  it('schema violations are platform validation errors', async () => {
    const response = await post(emu, `${V2}/login`, { loginId: { email: 42 } }, visitor);
    expect(response.status).toBe(400);
    expect(response.body.details.validationError.fieldViolations.length).toBeGreaterThan(0);
  });

  it('answers on the edge host too (the SDK sends module calls there)', async () => {
    const response = await fetch(`${emu.hosts.edge}${V2}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: visitor },
      body: JSON.stringify({ loginId: { email: DEMO.email }, password: DEMO.password }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { state: string }).state).toBe('SUCCESS');
  });

  it('register and login need a token (401 without)', async () => {
    expect((await post(emu, `${V2}/login`, { loginId: { email: DEMO.email }, password: DEMO.password })).status).toBe(401);
  });
});

describe('captcha policy', () => {
  let strict: Emulator;
  let token: string;
  beforeAll(async () => {
    ({ emu: strict } = await startIdentityEmulator({ captcha: 'required' }));
  });
  afterAll(async () => {
    await strict.stop();
  });
  beforeEach(async () => {
    token = (await visitorTokens(strict)).access_token;
  });

  const strictLogin = (captchaTokens?: unknown) =>
    post(strict, `${V2}/login`, { loginId: { email: DEMO.email }, password: DEMO.password, ...(captchaTokens ? { captchaTokens } : {}) }, token);

  it('-19971 without a captcha token, on login and register', async () => {
    expect(appCode(await strictLogin())).toBe('-19971');
    expect(appCode(await strictLogin([{}]))).toBe('-19971');
    const reg = await post(strict, `${V2}/register`, { loginId: { email: 'x@example.com' }, password: 'secret-1' }, token);
    expect(appCode(reg)).toBe('-19971');
  });

  it('-19970 for a token that is not an accepted test token', async () => {
    expect(appCode(await strictLogin([{ Recaptcha: 'forged' }]))).toBe('-19970');
    // Each test token is accepted only in its own field.
    expect(appCode(await strictLogin([{ Recaptcha: 'test-invisible-recaptcha-token' }]))).toBe('-19970');
  });

  it('accepts the documented test tokens', async () => {
    expect((await strictLogin([{ Recaptcha: 'test-recaptcha-token' }])).body.state).toBe('SUCCESS');
    expect((await strictLogin([{ InvisibleRecaptcha: 'test-invisible-recaptcha-token' }])).body.state).toBe('SUCCESS');
  });

  it('ignores captcha tokens when the policy is off', async () => {
    expect((await login(DEMO.email, DEMO.password, { captchaTokens: [{ Recaptcha: 'forged' }] })).body.state).toBe('SUCCESS');
  });
});

describe('owner approval', () => {
  let site: Emulator;
  beforeAll(async () => {
    ({ emu: site } = await startIdentityEmulator({ ownerApproval: true }));
  });
  afterAll(async () => {
    await site.stop();
  });

  it('after verification a new member waits for approval; after approval proceed gives SUCCESS', async () => {
    const token = (await visitorTokens(site)).access_token;
    const registered = await post(site, `${V2}/register`, { loginId: { email: 'eve@example.com' }, password: 'secret-1' }, token);
    expect(registered.body.identity.status.reasons).toEqual(['PENDING_ADMIN_APPROVAL_REQUIRED', 'PENDING_EMAIL_VERIFICATION_REQUIRED']);
    const [mail] = await outbox(site, 'eve@example.com');
    const verified = await post(site, '/_api/iam/verification/v1/auth/verify', { code: mail.code, stateToken: mail.stateToken });
    expect(verified.body).toMatchObject({ state: 'REQUIRE_OWNER_APPROVAL', stateToken: expect.any(String) });
    expect(verified.body.sessionToken).toBeUndefined();
    const loginAgain = await post(site, `${V2}/login`, { loginId: { email: 'eve@example.com' }, password: 'secret-1' }, token);
    expect(loginAgain.body.state).toBe('REQUIRE_OWNER_APPROVAL');

    const stillWaiting = await post(site, `${V1}/state/proceed`, { stateToken: verified.body.stateToken });
    expect(stillWaiting.body.state).toBe('REQUIRE_OWNER_APPROVAL');
    const approve = await fetch(`${site.url}/__emulator/identity/members/${verified.body.identity.id}/approve`, { method: 'POST' });
    expect(approve.status).toBe(200);
    const proceeded = await post(site, `${V1}/state/proceed`, { stateToken: verified.body.stateToken });
    expect(proceeded.body).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String), identity: { status: { name: 'ACTIVE' } } });
  });
});

describe('recovery', () => {
  it('send-email mails a recovery link; recover sets the password, once', async () => {
    expect((await post(emu, '/_api/iam/recovery/v1/send-email', { email: DEMO.email, redirect: { url: 'http://localhost:3000/reset', clientId: emu.clientId } }, visitor)).status).toBe(200);
    const [mail] = await outbox(emu, DEMO.email);
    expect(mail).toMatchObject({ kind: 'password-recovery', link: expect.stringMatching(/^http:\/\/localhost:3000\/reset\?recoveryToken=/) });
    const recoveryToken = new URL(mail.link).searchParams.get('recoveryToken')!;
    const recovered = await post(emu, '/_api/iam/recovery/v1/recover', { recoveryToken, password: 'brand-new' });
    expect(recovered.body).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String) });
    expect(appCode(await login(DEMO.email, DEMO.password))).toBe('-19976');
    expect((await login(DEMO.email, 'brand-new')).body.state).toBe('SUCCESS');
    expect(appCode(await post(emu, '/_api/iam/recovery/v1/recover', { recoveryToken, password: 'again-new' }))).toBe('INVALID_RECOVERY_TOKEN');
  });

  it('recovery clears the reset-password flag', async () => {
    await post(emu, '/_api/iam/recovery/v1/send-email', { email: 'reset@example.com' }, visitor);
    const [mail] = await outbox(emu, 'reset@example.com');
    expect(mail.link).toMatch(new RegExp(`^${emu.url}/__pages/recover\\?recoveryToken=`));
    await post(emu, '/_api/iam/recovery/v1/recover', { recoveryToken: new URL(mail.link).searchParams.get('recoveryToken'), password: 'fresh-pass' });
    expect((await login('reset@example.com', 'fresh-pass')).body.state).toBe('SUCCESS');
  });

  it('answers {} for an unknown e-mail without sending anything', async () => {
    const response = await post(emu, '/_api/iam/recovery/v1/send-email', { email: 'ghost@example.com' }, visitor);
    expect(response).toMatchObject({ status: 200, body: {} });
    expect(await outbox(emu)).toEqual([]);
  });

  it('refuses a redirect URL outside the allowed domains', async () => {
    const response = await post(emu, '/_api/iam/recovery/v1/send-email', { email: DEMO.email, redirect: { url: 'https://evil.example/reset' } }, visitor);
    expect(response.status).toBe(400);
    expect(appCode(response)).toBe('REDIRECT_URL_NOT_ALLOWED');
    expect(await outbox(emu)).toEqual([]);
  });

  it('activation-email mails an activation link to the identity', async () => {
    expect((await post(emu, '/_api/iam/recovery/v1/activation-email', { identityId: DEMO.id }, visitor)).status).toBe(200);
    expect(await outbox(emu, DEMO.email)).toEqual([expect.objectContaining({ kind: 'activation', link: expect.any(String) })]);
    expect((await post(emu, '/_api/iam/recovery/v1/activation-email', { identityId: 'nobody' }, visitor)).status).toBe(404);
  });
});

describe('verification start', () => {
  it.each(['start', 'Start'])('POST /_api/iam/verification/v1/%s sends a code to the identity', async (path) => {
    const response = await post(emu, `/_api/iam/verification/v1/${path}`, { identityId: DEMO.id, target: 'EMAIL' }, visitor);
    expect(response.body).toEqual({ verificationId: expect.any(String) });
    expect(await outbox(emu, DEMO.email)).toEqual([expect.objectContaining({ kind: 'verification-code', code: expect.stringMatching(/^\d{6}$/) })]);
  });
});

describe('members: change-password, sign-on, v1 endpoints, logout', () => {
  async function memberToken(): Promise<{ access_token: string; refresh_token: string }> {
    const { code, pkce } = await memberCodeViaPage(emu, visitor);
    return (await exchangeCode(emu, code, pkce.verifier)).body;
  }

  it('change-password needs a member token (visitor 403)', async () => {
    expect((await post(emu, `${V2}/change-password`, { newPassword: 'changed-1' }, visitor)).status).toBe(403);
    const member = await memberToken();
    expect(await post(emu, `${V2}/change-password`, { newPassword: 'changed-1' }, member.access_token)).toMatchObject({ status: 200, body: {} });
    expect((await login(DEMO.email, 'changed-1')).body.state).toBe('SUCCESS');
  });

  it('sign-on needs the API key and answers a session token and identity', async () => {
    expect((await post(emu, `${V2}/sign-on`, { loginId: { email: 'sso@example.com' } }, visitor)).status).toBe(403);
    const response = await post(emu, `${V2}/sign-on`, { loginId: { email: 'sso@example.com' }, verifyEmail: true }, `${visitor},${emu.apiKey}`);
    expect(response.body).toMatchObject({ sessionToken: expect.any(String), identity: { email: { address: 'sso@example.com', isVerified: true } } });
  });

  it('v1 register and login use identity/identifier and password inputs', async () => {
    const registered = await post(emu, `${V1}/register`, { identity: { email: { address: 'v1@example.com' } }, inputs: [{ value: 'secret-1' }] }, visitor);
    expect(registered.body.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    const loggedIn = await post(emu, `${V1}/login`, { identifier: { email: DEMO.email }, inputs: [{ value: DEMO.password }] }, visitor);
    expect(loggedIn.body.state).toBe('SUCCESS');
    expect((await post(emu, `${V1}/login`, { inputs: [{ value: 'x' }] }, visitor)).status).toBe(400);
  });

  it('sso/login-with-token-params works with the test connection only', async () => {
    const ok = await post(emu, `${V1}/sso/login-with-token-params`, { idpConnectionId: 'emulator-test-idp', tokenParams: { email: 'idp@example.com' } }, visitor);
    expect(ok.body.state).toBe('SUCCESS');
    const unknown = await post(emu, `${V1}/sso/login-with-token-params`, { idpConnectionId: 'google', tokenParams: {} }, visitor);
    expect(unknown.status).toBe(404);
  });

  it('GET v1/logout ends the member session and redirects to an allowed URI only', async () => {
    const member = await memberToken();
    const response = await fetch(
      `${emu.url}${V1}/logout?postLogoutRedirectUri=${encodeURIComponent('http://localhost:3000/')}&clientId=${emu.clientId}`,
      { headers: { authorization: member.access_token }, redirect: 'manual' },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://localhost:3000/');
    expect((await post(emu, '/_api/redirects-api/v1/redirect-session', { login: {} }, member.access_token)).status).toBe(401);
    expect(await post(emu, '/oauth2/token', { clientId: emu.clientId, grantType: 'refresh_token', refreshToken: member.refresh_token })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });

    const evil = await fetch(`${emu.url}${V1}/logout?postLogoutRedirectUri=${encodeURIComponent('https://evil.example/')}`, { redirect: 'manual' });
    expect(evil.status).toBe(400);
    expect(evil.headers.get('location')).toBeNull();
    const plain = await fetch(`${emu.url}${V1}/logout`);
    expect(plain.status).toBe(200);
  });
});
