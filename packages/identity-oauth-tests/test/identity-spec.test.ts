// The identity calls and their messages (verification, recovery, v1 API, failure mappings, sign-on), against the emulator over loopback.
import { startEmulator, type Emulator } from '@storefront-kit/emulator';
import { memberIdOf, TEST_PASSWORD, uniqueEmail } from '@storefront-kit/test-utils';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_REDIRECT_URI,
  generateOAuthData,
  getAuthUrl,
  getLogoutUrl,
  handleRedirectCallback,
  login,
  loginV1,
  loginWithRedirect,
  memoryStorage,
  OAuthStrategy,
  proceedToNextState,
  processVerification,
  recover,
  register,
  registerV1,
  resendVerificationCode,
  sendActivationEmail,
  signOn,
  startVerification,
} from '@storefront-kit/identity-oauth';

const REDIRECT = 'http://127.0.0.1:3000/callback';
const PASSWORD = TEST_PASSWORD;
let emu: Emulator;
const email = () => uniqueEmail('spec');
const session = (e: Emulator = emu) => OAuthStrategy({ clientId: e.clientId, hosts: e.hosts, storage: memoryStorage() });
const codes = (to: string) => emu.outbox({ to, kind: 'verification-code' }).map((m) => m.code!);
const idOf = (address: string) => memberIdOf(emu.url, address);
/** An application error answered by the emulator's fault API instead of the route. */
const appFault = (path: string, code: string, status = 400) =>
  emu.addFault({ path, kind: 'status', status, times: 1, body: { message: 'Refused', details: { applicationError: { code, description: 'refused', data: {} } } } });

beforeAll(async () => {
  emu = await startEmulator({ port: 0 });
});
afterAll(() => emu?.stop());
beforeEach(() => emu.clearRequestLog());
afterEach(() => emu.clearFaults());

describe('resendVerificationCode (POST /_api/iam/verification/v1/auth/resend)', () => {
  it('mails a new code for the pending step; the new code completes the sign-up', async () => {
    const auth = session();
    const address = email();
    const r = await register(auth, { email: address, password: PASSWORD });
    expect(r.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
    const stateToken = r.loginState === 'EMAIL_VERIFICATION_REQUIRED' ? r.data.stateToken : '';
    expect(codes(address)).toHaveLength(1);
    expect(await resendVerificationCode(auth)).toEqual({ loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken } });
    expect(emu.requestLog({ path: '/_api/iam/verification/v1/auth/resend' }).map((e) => e.status)).toEqual([200]);
    const [first, second] = codes(address);
    expect(second).toMatch(/^\d{6}$/);
    // the first code is replaced (unless the two random codes happen to be equal)
    if (first !== second) expect(await processVerification(auth, { code: first! })).toMatchObject({ errorCode: 'invalidVerificationCode' });
    expect(await processVerification(auth, { code: second! })).toMatchObject({ loginState: 'SUCCESS' });
  });

  it('outside a pending verification: Unknown _state, nothing sent; a finished flow: FAILURE with the platform message', async () => {
    const auth = session();
    expect(await resendVerificationCode(auth)).toEqual({ loginState: 'FAILURE', error: 'Unknown _state' });
    expect(await resendVerificationCode(auth, { state: { loginState: 'OWNER_APPROVAL_REQUIRED', data: {} } })).toEqual({ loginState: 'FAILURE', error: 'Unknown _state' });
    expect(emu.requestLog({ path: '/_api/iam/verification/v1/auth/resend' })).toHaveLength(0);
    const gone = { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'emu.state.unknown' } } as const;
    const r = await resendVerificationCode(auth, { state: gone });
    expect(r).toMatchObject({ loginState: 'FAILURE', error: expect.stringContaining('Unknown or finished state token') });
    expect(r.errorCode).toBeUndefined();
  });
});

describe('startVerification (POST /_api/iam/verification/v1/start)', () => {
  it('starts an EMAIL verification of an identity: a code goes to its e-mail', async () => {
    const auth = session();
    const address = email();
    await register(auth, { email: address, password: PASSWORD });
    const before = codes(address).length;
    const { verificationId } = await startVerification(auth, { identityId: await idOf(address) });
    expect(verificationId).toEqual(expect.any(String));
    expect(codes(address)).toHaveLength(before + 1);
    expect(emu.requestLog({ path: '/_api/iam/verification/v1/start' }).at(-1)!.body).toEqual({ identityId: await idOf(address), target: 'EMAIL' });
  });

  it('typed errors: a bad target or empty id before any request; an unknown identity from the platform', async () => {
    const auth = session();
    await expect(startVerification(auth, { identityId: 'x', target: 'UNKNOWN_TARGET' })).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'target' });
    await expect(startVerification(auth, { identityId: '' })).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'identityId' });
    expect(emu.requestLog({ path: '/_api/iam/verification/v1/start' })).toHaveLength(0);
    await expect(startVerification(auth, { identityId: 'no-such-identity' })).rejects.toMatchObject({ name: 'HttpError', status: 404 });
  });
});

describe('getLogoutUrl (GET /_api/iam/authentication/v1/logout)', () => {
  /** Signs in on the hosted page; returns the site-session cookie it set. */
  async function siteCookie(auth: OAuthStrategy): Promise<string> {
    const { authUrl } = await getAuthUrl(auth, await generateOAuthData(REDIRECT));
    const res = await fetch(authUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'shopper@example.com', password: 'storefront-demo' }),
    });
    expect(res.status).toBe(302);
    return res.headers.get('set-cookie')!.split(';')[0]!;
  }
  /** A silent authorization with the cookie only: a code while the site session lives, else login_required. */
  async function silent(auth: OAuthStrategy, cookie: string): Promise<URLSearchParams> {
    const { authUrl } = await getAuthUrl(auth, await generateOAuthData(REDIRECT), { prompt: 'none', responseMode: 'query' });
    const res = await fetch(authUrl, { redirect: 'manual', headers: { cookie } });
    return new URL(res.headers.get('location')!).searchParams;
  }

  it('builds the identity host URL; navigating there ends the site session and lands on the target', async () => {
    const auth = session();
    const url = getLogoutUrl(auth, 'http://127.0.0.1:3000/bye');
    expect(url).toBe(
      `${emu.hosts.api}/_api/iam/authentication/v1/logout?postLogoutRedirectUri=${encodeURIComponent('http://127.0.0.1:3000/bye')}&clientId=${emu.clientId}`,
    );
    const cookie = await siteCookie(auth);
    expect((await silent(auth, cookie)).get('code')).toBeTruthy();
    const res = await fetch(url, { redirect: 'manual', headers: { cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://127.0.0.1:3000/bye');
    expect((await silent(auth, cookie)).get('error')).toBe('login_required');
  });

  it('a relative target outside a browser is a ValidationError naming postLogoutRedirectUri', () => {
    expect(() => getLogoutUrl(session(), '/bye')).toThrow(expect.objectContaining({ code: 'ERR_VALIDATION', field: 'postLogoutRedirectUri' }));
  });
});

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
      body: { message: 'INVALID_ARGUMENT', details: { validationError: { fieldViolations: [{ field: 'loginId.email', description: 'is not an address', data: { type: 'EMAIL' } }] } } },
    });
    expect(await register(session(), { email: email(), password: PASSWORD })).toEqual({ loginState: 'FAILURE', error: 'is not an address', errorCode: 'invalidEmail' });
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
      const res = await fetch(authUrl, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'shopper@example.com', password: 'storefront-demo' }),
      });
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

describe('the default redirect URI (a placeholder: the sign-in stays on the platform\'s pages)', () => {
  it('generateOAuthData() uses it; getAuthUrl(auth) creates a hosted sign-in the platform accepts', async () => {
    expect((await generateOAuthData()).redirectUri).toBe(DEFAULT_REDIRECT_URI);
    expect(DEFAULT_REDIRECT_URI).toBe('unused://');
    const auth = session();
    const { authUrl } = await getAuthUrl(auth);
    expect(emu.requestLog({ path: '/_api/redirects-api/v1/redirect-session' }).at(-1)!.body).toMatchObject({
      auth: { authRequest: { redirectUri: 'unused://', clientId: emu.clientId } },
    });
    const res = await fetch(authUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'shopper@example.com', password: 'storefront-demo' }),
    });
    // nowhere to send a code: the sign-in ends on the platform's page, with its site session
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Signed in');
    expect(res.headers.get('set-cookie')).toContain('emulator_site_session=');
  });

  it('bad arguments are ValidationErrors, not TypeErrors', async () => {
    const auth = session();
    await expect(getAuthUrl(auth, 'not oauth data' as never)).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'redirectUri' });
    await expect(generateOAuthData(null as never)).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'redirectUri' });
    await expect(getAuthUrl(undefined as never)).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'auth' });
    expect(emu.requestLog({ path: '/_api/redirects-api/v1/redirect-session' })).toHaveLength(0);
  });
});

describe('proceedToNextState, sendActivationEmail, signOn', () => {
  it('owner approval: OWNER_APPROVAL_REQUIRED carries the state token; proceed gives SUCCESS once approved', async () => {
    const strict = await startEmulator({ port: 0, ownerApproval: true });
    try {
      const auth = session(strict);
      const address = email();
      await register(auth, { email: address, password: PASSWORD });
      const code = strict.outbox({ to: address }).at(-1)!.code!;
      const r = await processVerification(auth, { code });
      expect(r).toMatchObject({ loginState: 'OWNER_APPROVAL_REQUIRED', data: { stateToken: expect.any(String) } });
      const stateToken = r.loginState === 'OWNER_APPROVAL_REQUIRED' ? r.data.stateToken! : '';
      expect(await proceedToNextState(auth, stateToken)).toMatchObject({ loginState: 'OWNER_APPROVAL_REQUIRED' });
      expect((await fetch(`${strict.url}/__emulator/identity/members/${r.data!.identity!.id}/approve`, { method: 'POST' })).status).toBe(200);
      expect(await proceedToNextState(auth, stateToken)).toMatchObject({ loginState: 'SUCCESS', data: { sessionToken: expect.any(String) } });
      // a finished flow: the platform's message, no login error code
      expect(await proceedToNextState(auth, stateToken)).toEqual({ loginState: 'FAILURE', error: expect.stringContaining('state token') });
      await expect(proceedToNextState(auth, '')).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'stateToken' });
    } finally {
      await strict.stop();
    }
  });

  it('signOn (API key) creates a member; sendActivationEmail mails a link that sets its password', async () => {
    const auth = session();
    const address = email();
    const { sessionToken, identity } = await signOn(auth, { email: address }, emu.apiKey, { profile: { firstName: 'Sam' }, verifyEmail: true });
    expect(sessionToken).toEqual(expect.any(String));
    expect(identity).toMatchObject({ email: { address, isVerified: true }, identityProfile: { firstName: 'Sam' } });
    await sendActivationEmail(auth, identity.id, { redirect: { url: 'http://127.0.0.1:3000/activate' } });
    const mail = emu.outbox({ to: address, kind: 'activation' });
    expect(mail).toHaveLength(1);
    const link = new URL(mail[0]!.link!);
    expect(link.origin + link.pathname).toBe('http://127.0.0.1:3000/activate');
    expect(await recover(auth, link.searchParams.get('recoveryToken')!, 'an activated secret')).toMatchObject({ loginState: 'SUCCESS' });
    expect(await login(auth, { email: address, password: 'an activated secret' })).toMatchObject({ loginState: 'SUCCESS' });
    await expect(sendActivationEmail(auth, 'no-such-identity')).rejects.toMatchObject({ name: 'HttpError', status: 404 });
    await expect(sendActivationEmail(auth, '')).rejects.toMatchObject({ code: 'ERR_VALIDATION' });
  });

  it('signOn: verifyEmail false leaves the e-mail unverified; a bad e-mail or no API key fail before the call', async () => {
    const auth = session();
    const { identity } = await signOn(auth, { email: email() }, emu.apiKey, { verifyEmail: false });
    expect(identity.email.isVerified).toBe(false);
    emu.clearRequestLog();
    await expect(signOn(auth, { email: 'not-an-email' }, emu.apiKey)).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'loginId.email' });
    await expect(signOn(auth, { email: email() }, '')).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'apiKey' });
    expect(emu.requestLog({ path: '/_api/iam/authentication/v2/sign-on' })).toHaveLength(0);
  });

  it('signOn mergeExistingContact: a site contact with that e-mail is merged by default, not with false', async () => {
    const auth = session();
    const contact = async (address: string) => {
      const res = await fetch(`${emu.url}/__emulator/identity/contacts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, profile: { company: 'Acme', lastName: 'Contact' } }),
      });
      expect(res.status).toBe(200);
    };
    const merged = email();
    await contact(merged);
    const a = await signOn(auth, { email: merged }, emu.apiKey, { profile: { firstName: 'Ann' } });
    expect(a.identity.identityProfile).toEqual({ company: 'Acme', lastName: 'Contact', firstName: 'Ann' });
    const separate = email();
    await contact(separate);
    const b = await signOn(auth, { email: separate }, emu.apiKey, { profile: { firstName: 'Bo' }, mergeExistingContact: false });
    expect(b.identity.identityProfile).toEqual({ firstName: 'Bo' });
    expect(emu.requestLog({ path: '/_api/iam/authentication/v2/sign-on' }).at(-1)!.body).toMatchObject({ mergeExistingContact: false });
  });
});
