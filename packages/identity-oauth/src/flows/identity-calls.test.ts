import { createClient, defineEndpoint, HttpError } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import pkg from '../../package.json';
import { fakeFetch, HOSTS, json, tokenAnswer, type Recorded } from '../../test/helpers';
import { ApiKeyStrategy, createApiKeyStrategy } from '../api-key-strategy';
import { MAX_PASSWORD_LENGTH } from './identity-step';
import { CAPTCHA_INVISIBLE_SITE_KEY, CAPTCHA_VISIBLE_SITE_KEY, login, register } from './login-calls';
import { toFailure, toLoginResult } from './login-state';
import { getMemberTokensForExternalLogin, signOn } from './backend-login';
import { sendPasswordResetEmail } from './recovery-calls';
import { createOAuthStrategy } from '../session/strategy';
import { proceedToNextState, processVerification } from './verification-calls';

const appError = (code: string, status = 400, description = 'failed') =>
  json({ message: description, details: { applicationError: { code, description, data: {} } } }, status);

function setup(answer: (r: Recorded) => Response | undefined) {
  const f = fakeFetch((r) => (r.path === '/oauth2/token' ? tokenAnswer() : answer(r)));
  const auth = createOAuthStrategy({ clientId: 'cid', fetch: f.fetch, hosts: HOSTS });
  return { ...f, auth, identityCalls: () => f.calls.filter((c) => c.path.startsWith('/_api/iam')) };
}

const creds = { email: 'ann@example.com', password: 'correct horse' };

describe('state mapping: SUCCESS, owner approval and e-mail verification; anything else is Unknown _state', () => {
  it.each([
    [
      { state: 'SUCCESS', sessionToken: 'st' },
      { loginState: 'SUCCESS', data: { sessionToken: 'st' } },
    ],
    [{ state: 'REQUIRE_OWNER_APPROVAL' }, { loginState: 'OWNER_APPROVAL_REQUIRED', data: {} }],
    [
      { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'x' },
      { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'x' } },
    ],
    [{ state: 'STATUS_CHECK' }, { loginState: 'FAILURE', error: 'Unknown _state' }],
    [{ state: 'REQUIRE_MISSING_FIELDS' }, { loginState: 'FAILURE', error: 'Unknown _state' }],
    [{ state: 'UNKNOWN_STATE' }, { loginState: 'FAILURE', error: 'Unknown _state' }],
  ] as const)('%j', (res, out) => {
    expect(toLoginResult(res as never)).toEqual(out);
  });
});

describe('login', () => {
  it('sends loginId, password and captcha tokens on the api host', async () => {
    const { auth, identityCalls } = setup(() => json({ state: 'SUCCESS', sessionToken: 'st' }));
    const r = await login(auth, { ...creds, email: '  ann@example.com ', captchaTokens: { recaptchaToken: 'v', invisibleRecaptchaToken: 'i' } });
    expect(r).toEqual({ loginState: 'SUCCESS', data: { sessionToken: 'st' } });
    expect(identityCalls()[0]).toMatchObject({
      url: 'https://api.test/_api/iam/authentication/v2/login',
      body: { loginId: { email: 'ann@example.com' }, password: 'correct horse', captchaTokens: [{ Recaptcha: 'v', InvisibleRecaptcha: 'i' }] },
    });
  });

  it('names identity-oauth and its version in x-storefront-kit, on the identity call and the token call', async () => {
    const { auth, calls } = setup(() => json({ state: 'SUCCESS', sessionToken: 'st' }));
    await login(auth, creds);
    expect(calls.map((c) => c.path)).toEqual(['/oauth2/token', '/_api/iam/authentication/v2/login']);
    for (const c of calls) expect(c.headers['x-storefront-kit']).toBe(`identity-oauth@${pkg.version}`);
  });

  it.each([
    ['-19971', 'missingCaptchaToken'],
    ['-19970', 'invalidCaptchaToken'],
    ['-19976', 'invalidPassword'],
    ['-19973', 'resetPassword'],
    ['NOT_FOUND', 'invalidEmail'],
  ])('application code %s -> %s', async (code, errorCode) => {
    const { auth } = setup(() => appError(code, code === 'NOT_FOUND' ? 404 : 400));
    const r = await login(auth, creds);
    expect(r).toMatchObject({ loginState: 'FAILURE', errorCode });
    expect(JSON.stringify(r)).not.toContain('correct horse');
  });

  it('a validation error is a result, never a TypeError (the platform SDK bug)', async () => {
    const { auth } = setup(() =>
      json(
        {
          message: 'INVALID_ARGUMENT',
          details: { validationError: { fieldViolations: [{ field: 'loginId.email', description: 'bad email', data: { type: 'EMAIL' } }] } },
        },
        400,
      ),
    );
    expect(await login(auth, creds)).toEqual({ loginState: 'FAILURE', error: 'bad email', errorCode: 'invalidEmail' });
  });

  it.each([
    ['500', () => json({}, 500)],
    ['503', () => json({}, 503)],
    ['network', () => undefined],
  ])('%s is thrown as a typed error, never invalidEmail', async (_n, answer) => {
    const { auth } = setup(answer as () => Response | undefined);
    await expect(login(auth, creds)).rejects.toMatchObject({ name: expect.stringMatching(/HttpError|NetworkError/) });
  });

  it('a malformed e-mail is a result, a bad password a ValidationError, both before any request', async () => {
    const { auth, identityCalls } = setup(() => json({}));
    expect(await login(auth, { email: 'no-at-sign', password: 'x' })).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidEmail' });
    await expect(login(auth, { email: 'a@b.co', password: '' })).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'password' });
    await expect(login(auth, { email: 'a@b.co', password: 'x'.repeat(MAX_PASSWORD_LENGTH + 1) })).rejects.toMatchObject({ code: 'ERR_VALIDATION' });
    await expect(login(auth, { email: 'a@b.co', password: 'x'.repeat(1_000_000) })).rejects.toMatchObject({ code: 'ERR_VALIDATION' });
    expect(identityCalls()).toHaveLength(0);
  });
});

describe('login e-mail normalisation', () => {
  it.each([
    ['surrounding spaces and capitals', ' A@B.COM ', 'A@B.COM'],
    ['an internationalised address', 'ü@exämple.de', 'ü@exämple.de'],
  ])('%s: sent trimmed, case and letters kept', async (_what, given, sent) => {
    const { auth, identityCalls } = setup(() => json({ state: 'SUCCESS', sessionToken: 's', identity: { id: 'm' } }));
    expect(await login(auth, { email: given, password: 'pw' })).toMatchObject({ loginState: 'SUCCESS' });
    expect(identityCalls()[0]!.body).toMatchObject({ loginId: { email: sent } });
  });

  it.each([[undefined], [42], [{ toString: () => 'a@b.co' }], [' '], ['a@b'], [`${'a'.repeat(250)}@b.co`]])(
    'an e-mail of %j is an invalidEmail result, never a TypeError, and nothing is sent',
    async (email) => {
      const { auth, identityCalls } = setup(() => json({}));
      expect(await login(auth, { email: email as string, password: 'pw' })).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidEmail' });
      expect(identityCalls()).toHaveLength(0);
    },
  );
});

describe('register and e-mail verification', () => {
  it.each([
    ['-19971', 'missingCaptchaToken'],
    ['-19970', 'invalidCaptchaToken'],
    ['-19995', 'emailAlreadyExists'],
  ])('application code %s -> %s', async (code, errorCode) => {
    const { auth } = setup(() => appError(code));
    expect(await register(auth, creds)).toMatchObject({ loginState: 'FAILURE', errorCode });
  });

  it('another 4xx gives the plain message without a code', async () => {
    const { auth } = setup(() => appError('SOMETHING', 400, 'nope'));
    const r = await register(auth, creds);
    expect(r).toEqual({ loginState: 'FAILURE', error: 'nope' });
  });

  it('sends profile and captcha; verification only in the verification state', async () => {
    const { auth, identityCalls } = setup((r) =>
      r.path.endsWith('/v2/register')
        ? json({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'stk' })
        : r.body.code === '111111'
          ? json({ state: 'SUCCESS', sessionToken: 'st' })
          : appError('INVALID_CODE', 400, 'wrong code'),
    );
    expect(await processVerification(auth, { verificationCode: '111111' })).toEqual({ loginState: 'FAILURE', error: 'Unknown _state' });
    expect(identityCalls()).toHaveLength(0);
    const r = await register(auth, { ...creds, profile: { firstName: 'Ann' }, captchaTokens: { invisibleRecaptchaToken: 'i' } });
    expect(r).toEqual({ loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'stk' } });
    expect(identityCalls()[0]!.body).toEqual({
      loginId: { email: 'ann@example.com' },
      password: 'correct horse',
      profile: { firstName: 'Ann' },
      captchaTokens: [{ InvisibleRecaptcha: 'i' }],
    });
    expect(await processVerification(auth, { verificationCode: '000000' })).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidVerificationCode' });
    expect(await processVerification(auth, { code: '111111' })).toEqual({ loginState: 'SUCCESS', data: { sessionToken: 'st' } });
    expect(identityCalls().at(-1)).toMatchObject({ path: '/_api/iam/verification/v1/auth/verify', body: { code: '111111', stateToken: 'stk' } });
    // a finished verification leaves no state token behind
    expect(await processVerification(auth, { code: '111111' })).toEqual({ loginState: 'FAILURE', error: 'Unknown _state' });
  });
});

describe('failure messages: the platform text without the call http-core appends', () => {
  it('a platform message ending in parentheses is kept whole; only the call is removed', async () => {
    const { auth } = setup(() => appError('SOMETHING', 400, 'Use the new flow (POST /v2/login)'));
    expect(await register(auth, creds)).toEqual({ loginState: 'FAILURE', error: 'Use the new flow (POST /v2/login)' });
    const expired = setup(() => appError('EXPIRED', 400, 'State token expired (after 1 hour)'));
    expect(await proceedToNextState(expired.auth, 'st')).toEqual({ loginState: 'FAILURE', error: 'State token expired (after 1 hour)' });
  });

  it("a message without this error's own call is not cut, even when it ends like one", () => {
    const init = { status: 400, method: 'POST', url: 'https://api.test/_api/iam/authentication/v1/state/proceed' };
    const e = new HttpError('Blocked, see (GET /help/blocked)', 'BLOCKED', init);
    expect(toFailure(e, 'other')).toEqual({ loginState: 'FAILURE', error: 'Blocked, see (GET /help/blocked)' });
    const own = new HttpError('Blocked (GET /help) (POST /_api/iam/authentication/v1/state/proceed)', 'BLOCKED', init);
    expect(toFailure(own, 'other')).toEqual({ loginState: 'FAILURE', error: 'Blocked (GET /help)' });
  });
});

describe('recovery, external login, constants', () => {
  it('sendPasswordResetEmail sends the redirect with the client id', async () => {
    const { auth, identityCalls } = setup(() => json({}));
    await sendPasswordResetEmail(auth, 'ann@example.com', 'https://shop.test/reset');
    expect(identityCalls()[0]).toMatchObject({
      path: '/_api/iam/recovery/v1/send-email',
      body: { email: 'ann@example.com', redirect: { url: 'https://shop.test/reset', clientId: 'cid' } },
    });
  });

  it('authorized_client grant with "<access>,<apiKey>"; signOn likewise', async () => {
    const { auth, tokenCalls, identityCalls } = setup(() => json({ sessionToken: 's', identity: { id: 'm' } }));
    const t = await getMemberTokensForExternalLogin(auth, 'member-1', 'KEY');
    expect(t.refreshToken.role).toBe('member');
    const visitor = auth.getTokens().accessToken.value;
    expect(tokenCalls()[1]).toMatchObject({
      body: { grant_type: 'authorized_client', scope: 'offline_access', member_id: 'member-1' },
      headers: { authorization: `${visitor},KEY` },
    });
    await signOn(auth, { email: 'ann@example.com' }, 'KEY');
    expect(identityCalls()[0]).toMatchObject({ path: '/_api/iam/authentication/v2/sign-on', headers: { authorization: `${visitor},KEY` } });
  });

  it('authorized_client grant with a sign-on session: session_token instead of the offline scope', async () => {
    const { auth, tokenCalls } = setup(() => undefined);
    await getMemberTokensForExternalLogin(auth, 'member-1', 'KEY', { sessionToken: 'session-1' });
    expect(tokenCalls()[1]!.body).toEqual({ grant_type: 'authorized_client', member_id: 'member-1', session_token: 'session-1' });
  });

  it.each([[''], [42], [null]])('a sessionToken of %j is a ValidationError before any request', async (sessionToken) => {
    const { auth, calls } = setup(() => undefined);
    await expect(getMemberTokensForExternalLogin(auth, 'member-1', 'KEY', { sessionToken: sessionToken as string })).rejects.toMatchObject({
      name: 'ValidationError',
      field: 'sessionToken',
    });
    expect(calls).toEqual([]);
  });

  it('exposes the two public captcha site keys', () => {
    expect(CAPTCHA_INVISIBLE_SITE_KEY).toBe('6LdoPaUfAAAAAJphvHoUoOob7mx0KDlXyXlgrx5v');
    expect(CAPTCHA_VISIBLE_SITE_KEY).toBe('6Ld0J8IcAAAAANyrnxzrRlX1xrrdXsOmsepUYosy');
  });
});

describe('ApiKeyStrategy', () => {
  const products = defineEndpoint({ method: 'POST', path: '/v1/products', prefix: '/stores' });
  it.each([
    [{ siteId: 'site' }, { 'wix-site-id': 'site' }],
    [{ accountId: 'acc' }, { 'wix-account-id': 'acc' }],
  ])('sends Authorization plus one id header (%j)', async (ids, expected) => {
    const f = fakeFetch(() => json({}));
    const client = createClient({ auth: ApiKeyStrategy({ apiKey: 'KEY', ...ids }), fetch: f.fetch, hosts: HOSTS });
    await client.request(products, { body: {} });
    expect(f.calls[0]!.headers).toMatchObject({ authorization: 'KEY', ...expected });
    expect(Object.keys(f.calls[0]!.headers).filter((h) => h.startsWith('wix-'))).toHaveLength(1);
  });

  it('createApiKeyStrategy is the factory; ApiKeyStrategy its official-SDK name', () => {
    expect(ApiKeyStrategy).toBe(createApiKeyStrategy);
  });

  it('both ids, or no key -> typed error', () => {
    expect(() => ApiKeyStrategy({ apiKey: 'k', siteId: 's', accountId: 'a' } as never)).toThrow(expect.objectContaining({ code: 'ERR_VALIDATION' }));
    expect(() => ApiKeyStrategy({ apiKey: '' })).toThrow(expect.objectContaining({ code: 'ERR_VALIDATION' }));
  });
});
