/**
 * Signing up and in over real HTTP: registration with e-mail verification, login and its error codes,
 * the captcha policy and owner approval. Recovery and member calls: identity-account.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../src/index';
import {
  AUTH_V1,
  AUTH_V2,
  DEMO,
  advanceClock,
  appCode,
  authenticationCalls,
  outbox,
  post,
  startIdentityEmulator,
  useIdentityEmulator,
  visitorTokens,
} from './identity-helpers';

const env = useIdentityEmulator();
const { register, login } = authenticationCalls(env);

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
    const [mail] = await outbox(env.emu, 'ada@example.com');
    expect(mail).toMatchObject({ kind: 'verification-code', code: expect.stringMatching(/^\d{6}$/), stateToken: registered.body.stateToken });

    const wrong = await post(env.emu, '/_api/iam/verification/v1/auth/verify', {
      code: mail.code === '000000' ? '111111' : '000000',
      stateToken: mail.stateToken,
    });
    expect(wrong.status).toBe(400);
    expect(appCode(wrong)).toBe('INVALID_VERIFICATION_CODE');

    const verified = await post(env.emu, '/_api/iam/verification/v1/auth/verify', { code: mail.code, stateToken: mail.stateToken });
    expect(verified.body).toMatchObject({
      state: 'SUCCESS',
      sessionToken: expect.any(String),
      identity: { email: { isVerified: true }, status: { name: 'ACTIVE', reasons: [] } },
    });
    // The state token is spent.
    const again = await post(env.emu, '/_api/iam/verification/v1/auth/verify', { code: mail.code, stateToken: mail.stateToken });
    expect(appCode(again)).toBe('INVALID_STATE_TOKEN');
    // And the member can log in.
    expect((await login('ada@example.com', 'secret-1')).body.state).toBe('SUCCESS');
  });

  it('resend replaces the code; an expired code is refused', async () => {
    const registered = await register('bob@example.com');
    const stateToken = registered.body.stateToken;
    expect((await post(env.emu, '/_api/iam/verification/v1/auth/resend', { stateToken })).status).toBe(200);
    const mails = await outbox(env.emu, 'bob@example.com');
    expect(mails).toHaveLength(2);
    await advanceClock(env.emu, 10 * 60_000);
    const expired = await post(env.emu, '/_api/iam/verification/v1/auth/verify', { code: mails[1].code, stateToken });
    expect(appCode(expired)).toBe('VERIFICATION_CODE_EXPIRED');
  });

  it('login to an unverified account asks for verification again with a fresh code', async () => {
    await register('carl@example.com');
    const response = await login('carl@example.com', 'secret-1');
    expect(response.body.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    expect((await outbox(env.emu, 'carl@example.com')).at(-1)).toMatchObject({ stateToken: response.body.stateToken });
  });

  it('state/proceed keeps an unverified flow where it is', async () => {
    const registered = await register('dora@example.com');
    const proceeded = await post(env.emu, `${AUTH_V1}/state/proceed`, { stateToken: registered.body.stateToken });
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
    expect(response.body.details.validationError.fieldViolations).toEqual([expect.objectContaining({ field: 'loginId.email', data: { type: 'EMAIL' } })]);
  });

  it('schema violations are platform validation errors', async () => {
    const response = await post(env.emu, `${AUTH_V2}/login`, { loginId: { email: 42 } }, env.visitor);
    expect(response.status).toBe(400);
    expect(response.body.details.validationError.fieldViolations.length).toBeGreaterThan(0);
  });

  it('answers on the edge host too (the SDK sends module calls there)', async () => {
    const response = await fetch(`${env.emu.hosts.edge}${AUTH_V2}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: env.visitor },
      body: JSON.stringify({ loginId: { email: DEMO.email }, password: DEMO.password }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { state: string }).state).toBe('SUCCESS');
  });

  it('register and login need a token (401 without)', async () => {
    expect((await post(env.emu, `${AUTH_V2}/login`, { loginId: { email: DEMO.email }, password: DEMO.password })).status).toBe(401);
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
    post(strict, `${AUTH_V2}/login`, { loginId: { email: DEMO.email }, password: DEMO.password, ...(captchaTokens ? { captchaTokens } : {}) }, token);

  it('-19971 without a captcha token, on login and register', async () => {
    expect(appCode(await strictLogin())).toBe('-19971');
    expect(appCode(await strictLogin([{}]))).toBe('-19971');
    const reg = await post(strict, `${AUTH_V2}/register`, { loginId: { email: 'x@example.com' }, password: 'secret-1' }, token);
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
    const registered = await post(site, `${AUTH_V2}/register`, { loginId: { email: 'eve@example.com' }, password: 'secret-1' }, token);
    expect(registered.body.identity.status.reasons).toEqual(['PENDING_ADMIN_APPROVAL_REQUIRED', 'PENDING_EMAIL_VERIFICATION_REQUIRED']);
    const [mail] = await outbox(site, 'eve@example.com');
    const verified = await post(site, '/_api/iam/verification/v1/auth/verify', { code: mail.code, stateToken: mail.stateToken });
    expect(verified.body).toMatchObject({ state: 'REQUIRE_OWNER_APPROVAL', stateToken: expect.any(String) });
    expect(verified.body.sessionToken).toBeUndefined();
    const loginAgain = await post(site, `${AUTH_V2}/login`, { loginId: { email: 'eve@example.com' }, password: 'secret-1' }, token);
    expect(loginAgain.body.state).toBe('REQUIRE_OWNER_APPROVAL');

    const stillWaiting = await post(site, `${AUTH_V1}/state/proceed`, { stateToken: verified.body.stateToken });
    expect(stillWaiting.body.state).toBe('REQUIRE_OWNER_APPROVAL');
    const approve = await fetch(`${site.url}/__emulator/identity/members/${verified.body.identity.id}/approve`, { method: 'POST' });
    expect(approve.status).toBe(200);
    const proceeded = await post(site, `${AUTH_V1}/state/proceed`, { stateToken: verified.body.stateToken });
    expect(proceeded.body).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String), identity: { status: { name: 'ACTIVE' } } });
  });
});
