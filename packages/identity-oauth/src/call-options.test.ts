import { AbortError, TimeoutError, type CallOptions } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, type Recorded } from '../test/helpers';
import {
  changePassword,
  createOAuthStrategy,
  FullOAuthStrategy,
  generateOAuthData,
  getAuthUrl,
  getMemberTokens,
  getMemberTokensForExternalLogin,
  handleRedirectCallback,
  login,
  loginV1,
  loginWithRedirect,
  loginWithTokenParams,
  logout,
  memoryStorage,
  proceedToNextState,
  processVerification,
  recover,
  register,
  registerV1,
  resendVerificationCode,
  sendActivationEmail,
  sendPasswordResetEmail,
  signOn,
  startVerification,
  type LoginResult,
  type OAuthStrategy,
} from './index';

const waiting = { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st' } } as LoginResult;
const later = Math.floor(Date.now() / 1000) + 3600;
const member = { accessToken: { value: 'access', expiresAt: later }, refreshToken: { value: 'refresh', role: 'member' as const } };
const callback = 'https://shop.test/callback';
const TOKEN = '/oauth2/token';

type Call = (auth: OAuthStrategy, options: CallOptions) => Promise<unknown>;

/** Each call with the path of the one request it sends. */
const calls: [string, string, Call][] = [
  ['login', '/_api/iam/authentication/v2/login', (a, o) => login(a, { email: 'a@b.test', password: 'secret' }, o)],
  ['register', '/_api/iam/authentication/v2/register', (a, o) => register(a, { email: 'a@b.test', password: 'secret' }, o)],
  ['loginV1', '/_api/iam/authentication/v1/login', (a, o) => loginV1(a, { loginId: { email: 'a@b.test' } } as never, o)],
  ['registerV1', '/_api/iam/authentication/v1/register', (a, o) => registerV1(a, { identity: { email: { address: 'a@b.test' } } }, o)],
  ['processVerification', '/_api/iam/verification/v1/auth/verify', (a, o) => processVerification(a, { verificationCode: '123456', state: waiting }, o)],
  ['resendVerificationCode', '/_api/iam/verification/v1/auth/resend', (a, o) => resendVerificationCode(a, { state: waiting, ...o })],
  ['startVerification', '/_api/iam/verification/v1/start', (a, o) => startVerification(a, { identityId: 'id-1', ...o })],
  ['getAuthUrl', '/_api/redirects-api/v1/redirect-session', async (a, o) => getAuthUrl(a, await generateOAuthData(callback), o)],
  ['loginWithRedirect', '/_api/redirects-api/v1/redirect-session', (a, o) => loginWithRedirect(a, { redirectUri: callback, navigate: false, ...o })],
  ['logout', '/_api/redirects-api/v1/redirect-session', (a, o) => logout(a, 'https://shop.test/', o)],
  ['sendPasswordResetEmail', '/_api/iam/recovery/v1/send-email', (a, o) => sendPasswordResetEmail(a, 'a@b.test', 'https://shop.test/reset', o)],
  ['sendActivationEmail', '/_api/iam/recovery/v1/activation-email', (a, o) => sendActivationEmail(a, 'id-1', o)],
  ['recover', '/_api/iam/recovery/v1/recover', (a, o) => recover(a, 'recovery-token', 'new secret', o)],
  ['changePassword', '/_api/iam/authentication/v2/change-password', (a, o) => changePassword(a, 'new secret', o)],
  ['proceedToNextState', '/_api/iam/authentication/v1/state/proceed', (a, o) => proceedToNextState(a, 'st', o)],
  ['loginWithTokenParams', '/_api/iam/authentication/v1/sso/login-with-token-params', (a, o) => loginWithTokenParams(a, 'idp-1', { id_token: 't' }, o)],
  ['signOn', '/_api/iam/authentication/v2/sign-on', (a, o) => signOn(a, { email: 'a@b.test' }, 'KEY', o)],
  ['getMemberTokensForExternalLogin', TOKEN, (a, o) => getMemberTokensForExternalLogin(a, 'member-1', 'KEY', o)],
  [
    'getMemberTokens',
    TOKEN,
    async (a, o) => {
      const data = await generateOAuthData(callback);
      return getMemberTokens(a, { code: 'code', state: data.state }, data, o);
    },
  ],
];

/** The same calls as methods of the full strategy. */
const methods: [string, string, (auth: FullOAuthStrategy, options: CallOptions) => Promise<unknown>][] = [
  ['sendPasswordResetEmail', '/_api/iam/recovery/v1/send-email', (a, o) => a.sendPasswordResetEmail('a@b.test', 'https://shop.test/reset', o)],
  ['sendActivationEmail', '/_api/iam/recovery/v1/activation-email', (a, o) => a.sendActivationEmail('id-1', o)],
  ['recover', '/_api/iam/recovery/v1/recover', (a, o) => a.recover('recovery-token', 'new secret', o)],
  ['changePassword', '/_api/iam/authentication/v2/change-password', (a, o) => a.changePassword('new secret', o)],
  ['proceedToNextState', '/_api/iam/authentication/v1/state/proceed', (a, o) => a.proceedToNextState('st', o)],
  ['processVerification', '/_api/iam/verification/v1/auth/verify', (a, o) => a.processVerification({ code: '123456', state: waiting }, o)],
  ['loginWithTokenParams', '/_api/iam/authentication/v1/sso/login-with-token-params', (a, o) => a.loginWithTokenParams('idp-1', { id_token: 't' }, o)],
  ['signOn', '/_api/iam/authentication/v2/sign-on', (a, o) => a.signOn({ email: 'a@b.test' }, 'KEY', o)],
  ['getMemberTokensForExternalLogin', TOKEN, (a, o) => a.getMemberTokensForExternalLogin('member-1', 'KEY', o)],
  [
    'getMemberTokens',
    TOKEN,
    async (a, o) => {
      const data = await a.generateOAuthData(callback);
      return a.getMemberTokens({ code: 'code', state: data.state }, data, o);
    },
  ],
];

/** A platform that never answers; the strategy holds usable member tokens, so no token request precedes a call. */
function silent() {
  const { fetch, calls: sent } = fakeFetch(() => new Promise<Response>(() => {}));
  const options = { clientId: 'client-1', fetch, tokens: member, allowedRedirectUris: [callback], transactionStorage: memoryStorage() };
  return { sent, auth: createOAuthStrategy(options), full: FullOAuthStrategy(options) };
}

describe('per-call options', () => {
  it.each(calls)('%s passes timeoutMs on: a platform that never answers ends in a TimeoutError', async (_name, path, call) => {
    const { auth, sent } = silent();
    await expect(call(auth, { timeoutMs: 20 })).rejects.toBeInstanceOf(TimeoutError);
    expect(sent.map((c) => c.path)).toEqual([path]);
  });

  it.each(calls)('%s with an already-aborted signal ends in an AbortError without a request', async (_name, _path, call) => {
    const { auth, sent } = silent();
    await expect(call(auth, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(AbortError);
    expect(sent).toEqual([]);
  });

  it.each(methods)('FullOAuthStrategy.%s passes timeoutMs on', async (_name, path, call) => {
    const { full, sent } = silent();
    await expect(call(full, { timeoutMs: 20 })).rejects.toBeInstanceOf(TimeoutError);
    expect(sent.map((c) => c.path)).toEqual([path]);
  });
});

describe('handleRedirectCallback per-call options', () => {
  /** A strategy with one pending redirect login; only the code exchange never answers. */
  async function pending() {
    const f = fakeFetch((r: Recorded) =>
      r.path === TOKEN ? new Promise<Response>(() => {}) : json({ redirectSession: { id: 'rs', fullUrl: 'https://login.test/' } }),
    );
    const auth = FullOAuthStrategy({ clientId: 'client-1', fetch: f.fetch, tokens: member, storage: memoryStorage() });
    await loginWithRedirect(auth, { redirectUri: callback, navigate: false });
    const sent = f.calls.length;
    const state = f.calls[0]!.body.auth.authRequest.state as string;
    return { auth, url: `${callback}?code=c&state=${state}`, newRequests: () => f.calls.slice(sent) };
  }

  it('passes timeoutMs on to the code exchange: a TimeoutError after one token request', async () => {
    const { auth, url, newRequests } = await pending();
    await expect(handleRedirectCallback(auth, url, { timeoutMs: 20 })).rejects.toBeInstanceOf(TimeoutError);
    expect(newRequests().map((c) => c.path)).toEqual([TOKEN]);
  });

  it('the strategy method passes timeoutMs on too', async () => {
    const { auth, url, newRequests } = await pending();
    await expect(auth.handleRedirectCallback(url, { timeoutMs: 20 })).rejects.toBeInstanceOf(TimeoutError);
    expect(newRequests().map((c) => c.path)).toEqual([TOKEN]);
  });

  it('an already-aborted signal: an AbortError, no request, and the pending login is still there', async () => {
    const { auth, url, newRequests } = await pending();
    await expect(handleRedirectCallback(auth, url, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(AbortError);
    expect(newRequests()).toEqual([]);
    // Not used up: the next call for the same URL exchanges the code (and, here, times out doing so).
    await expect(handleRedirectCallback(auth, url, { timeoutMs: 20 })).rejects.toBeInstanceOf(TimeoutError);
    expect(newRequests().map((c) => c.path)).toEqual([TOKEN]);
  });
});

describe('call options stay out of the bodies', () => {
  it('sendPasswordResetEmail, sendActivationEmail and signOn send their own options only', async () => {
    const f = fakeFetch(() => json({ sessionToken: 's', identity: { id: 'm' } }));
    const auth = createOAuthStrategy({ clientId: 'client-1', fetch: f.fetch, tokens: member });
    const signal = new AbortController().signal;
    await sendPasswordResetEmail(auth, 'a@b.test', 'https://shop.test/reset', { language: 'de', signal, timeoutMs: 5_000 });
    await sendActivationEmail(auth, 'id-1', { language: 'de', signal, timeoutMs: 5_000 });
    await sendActivationEmail(auth, 'id-2', { timeoutMs: 5_000 });
    await signOn(auth, { email: 'a@b.test' }, 'KEY', { verifyEmail: true, signal, timeoutMs: 5_000 });
    expect(f.calls.map((c) => c.body)).toEqual([
      { email: 'a@b.test', language: 'de', redirect: { url: 'https://shop.test/reset', clientId: 'client-1' } },
      { identityId: 'id-1', emailOptions: { language: 'de' } },
      { identityId: 'id-2' },
      { loginId: { email: 'a@b.test' }, verifyEmail: true },
    ]);
  });
});
