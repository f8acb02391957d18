import { TimeoutError } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../test/helpers';
import {
  createOAuthStrategy,
  generateOAuthData,
  getAuthUrl,
  login,
  loginV1,
  loginWithRedirect,
  logout,
  processVerification,
  register,
  registerV1,
  resendVerificationCode,
  startVerification,
  type LoginResult,
  type OAuthStrategy,
} from './index';

const options = { timeoutMs: 20 };
const waiting = { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st' } } as LoginResult;
const later = Math.floor(Date.now() / 1000) + 3600;
const member = { accessToken: { value: 'access', expiresAt: later }, refreshToken: { value: 'refresh', role: 'member' as const } };

const calls: [string, (auth: OAuthStrategy) => Promise<unknown>][] = [
  ['login', (a) => login(a, { email: 'a@b.test', password: 'secret', ...options })],
  ['register', (a) => register(a, { email: 'a@b.test', password: 'secret', ...options })],
  ['loginV1', (a) => loginV1(a, { loginId: { email: 'a@b.test' }, ...options } as never)],
  ['registerV1', (a) => registerV1(a, { identity: { email: { address: 'a@b.test' } }, ...options })],
  ['processVerification', (a) => processVerification(a, { verificationCode: '123456', ...options }, waiting)],
  ['resendVerificationCode', (a) => resendVerificationCode(a, { state: waiting, ...options })],
  ['startVerification', (a) => startVerification(a, { identityId: 'id-1', ...options })],
  ['getAuthUrl', async (a) => getAuthUrl(a, await generateOAuthData('https://shop.test/callback'), options)],
  ['loginWithRedirect', (a) => loginWithRedirect(a, { redirectUri: 'https://shop.test/callback', navigate: false, ...options })],
  ['logout', (a) => logout(a, 'https://shop.test/', options)],
];

describe('per-call options', () => {
  it.each(calls)('%s passes timeoutMs on: a platform that never answers ends in a TimeoutError', async (_name, call) => {
    const { fetch, calls: sent } = fakeFetch(() => new Promise<Response>(() => {}));
    const auth = createOAuthStrategy({ clientId: 'client-1', fetch, tokens: member, allowedRedirectUris: ['https://shop.test/callback'] });
    await expect(call(auth)).rejects.toBeInstanceOf(TimeoutError);
    // One request, and no token request: the tokens given are usable.
    expect(sent.map((c) => c.path).filter((p) => p === '/oauth2/token')).toEqual([]);
    expect(sent).toHaveLength(1);
  });
});
