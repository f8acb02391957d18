// register and login and their messages (the v1 API, clientMetaData, failure mappings, a refused code exchange),
// against the emulator over loopback.
import { describe, expect, it } from 'vitest';
import { handleRedirectCallback, login, loginV1, loginWithRedirect, processVerification, register, registerV1 } from '@storefront-kit/identity-oauth';
import { emu, PASSWORD, REDIRECT, session } from './emulator-setup';
import { appFault, codes, email, signInDemoShopper, useSpecEmulator } from './identity-spec-setup';

useSpecEmulator();

describe('the older v1 register and login', () => {
  const inputs = (value: string) => [{ key: 'password', value }];

  it('registerV1 -> e-mail code -> SUCCESS; loginV1 signs in; failures map like v2', async () => {
    const auth = session();
    const address = email();
    const r = await registerV1(auth, { identity: { email: { address }, identityProfile: { firstName: 'Ann' } }, inputs: inputs(PASSWORD) });
    expect(r).toMatchObject({ loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { identity: { identityProfile: { firstName: 'Ann' } } } });
    expect(await processVerification(auth, { code: codes(address).at(-1)! })).toMatchObject({ loginState: 'SUCCESS' });
    expect(await loginV1(auth, { identifier: { email: address }, inputs: inputs(PASSWORD) })).toMatchObject({ loginState: 'SUCCESS' });
    expect(await loginV1(auth, { loginId: { email: address }, inputs: inputs('wrong one') })).toMatchObject({ errorCode: 'invalidPassword' });
    expect(await registerV1(auth, { identity: { email: { address } }, inputs: inputs(PASSWORD) })).toMatchObject({ errorCode: 'emailAlreadyExists' });
    expect(emu.requestLog({ path: '/_api/iam/authentication/v1/*' }).map((e) => e.path)).toEqual([
      '/_api/iam/authentication/v1/register',
      '/_api/iam/authentication/v1/login',
      '/_api/iam/authentication/v1/login',
      '/_api/iam/authentication/v1/register',
    ]);
  });

  it('missing identity / identifier: ValidationError before any request', async () => {
    const auth = session();
    await expect(registerV1(auth, {} as never)).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'identity' });
    await expect(loginV1(auth, { inputs: inputs(PASSWORD) })).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'identifier' });
    expect(emu.requestLog({ path: '/_api/iam/authentication/v1/*' })).toHaveLength(0);
  });
});

describe('register sends clientMetaData', () => {
  it('as given, beside loginId, password and profile', async () => {
    const address = email();
    await register(session(), { email: address, password: PASSWORD, clientMetaData: { source: 'checkout', campaign: 7 } });
    expect(emu.requestLog({ path: '/_api/iam/authentication/v2/register' }).at(-1)!.body).toMatchObject({
      loginId: { email: address },
      clientMetaData: { source: 'checkout', campaign: 7 },
    });
  });
});

describe('failure mappings: register and login map different application codes', () => {
  it.each([
    ['-19976', undefined],
    ['-19973', undefined],
    ['-19971', 'missingCaptchaToken'],
    ['-19970', 'invalidCaptchaToken'],
    ['-19995', 'emailAlreadyExists'],
  ])('register failing with %s -> %s (the login codes do not apply)', async (code, errorCode) => {
    appFault('/_api/iam/authentication/v2/register', code);
    const r = await register(session(), { email: email(), password: PASSWORD });
    expect(r).toEqual({ loginState: 'FAILURE', error: 'Refused: refused', ...(errorCode ? { errorCode } : {}) });
  });

  it('register: an EMAIL field violation gives invalidEmail with its description; other violations the plain message', async () => {
    emu.addFault({
      path: '/_api/iam/authentication/v2/register',
      kind: 'status',
      status: 400,
      times: 1,
      body: {
        message: 'INVALID_ARGUMENT',
        details: { validationError: { fieldViolations: [{ field: 'loginId.email', description: 'is not an address', data: { type: 'EMAIL' } }] } },
      },
    });
    expect(await register(session(), { email: email(), password: PASSWORD })).toEqual({
      loginState: 'FAILURE',
      error: 'is not an address',
      errorCode: 'invalidEmail',
    });
    // the emulator's own password rule: a violation without type EMAIL
    expect(await register(session(), { email: email(), password: 'abc' })).toEqual({
      loginState: 'FAILURE',
      error: 'INVALID_ARGUMENT: "password" must be at least 4 characters',
    });
  });

  it.each([
    ['-19995', 'invalidEmail'],
    ['SOMETHING_ELSE', 'invalidEmail'],
    ['-19976', 'invalidPassword'],
    ['-19973', 'resetPassword'],
  ])('login failing with %s -> %s', async (code, errorCode) => {
    appFault('/_api/iam/authentication/v2/login', code);
    expect(await login(session(), { email: email(), password: PASSWORD })).toMatchObject({ loginState: 'FAILURE', errorCode });
  });

  it('login: a 429 stays thrown', async () => {
    emu.addFault({ path: '/_api/iam/authentication/v2/login', kind: 'status', status: 429, times: 1 });
    await expect(login(session(), { email: email(), password: PASSWORD })).rejects.toMatchObject({ name: 'HttpError', status: 429 });
  });

  it('a refused code exchange: "Failed to get member tokens", same status and code, the platform error as cause', async () => {
    const auth = session();
    const sign = async () => {
      const authUrl = await loginWithRedirect(auth, { redirectUri: REDIRECT, navigate: false });
      const res = await signInDemoShopper(authUrl);
      return new URL(res.headers.get('location')!);
    };
    const first = await sign();
    await handleRedirectCallback(auth, first.href);
    const second = await sign();
    // the second login's state with the first (spent) code
    const replay = `${REDIRECT}?code=${first.searchParams.get('code')}&state=${second.searchParams.get('state')}`;
    const error = await handleRedirectCallback(auth, replay).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HttpError', message: 'Failed to get member tokens', status: 400, data: { error: 'invalid_grant' } });
    expect((error as Error).cause).toMatchObject({ name: 'HttpError', status: 400 });
    expect((error as Error).message).not.toContain(first.searchParams.get('code')!);
  });
});
