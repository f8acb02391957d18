import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, HOSTS, json } from '../test/helpers';
import { generateOAuthData } from './redirect/auth-url';
import { getMemberTokens, handleRedirectCallback } from './redirect/callback';
import { login, register } from './flows/login-calls';
import { createOAuthStrategy } from './session/strategy';
import { memoryStorage } from './storage/memory';

// Sentinel secrets never reach error messages, causes, JSON or console output.
const ACCESS = 'SENTINEL-ACCESS-TOKEN';
const REFRESH = 'SENTINEL-REFRESH-TOKEN';
const PASSWORD = 'SENTINEL-PASSWORD';
const CAPTCHA = 'SENTINEL-CAPTCHA';

const leaks = (e: unknown) => {
  const err = e as Error & { cause?: unknown };
  const text = [err.message, String(err), JSON.stringify(err), String(err.cause), JSON.stringify(err.cause ?? null), err.stack ?? ''].join('\n');
  return [ACCESS, REFRESH, PASSWORD, CAPTCHA].filter((s) => text.includes(s));
};

describe('no secret in errors or logs', () => {
  it.each([
    ['refresh refused', () => json({ error: 'invalid_grant' }, 400)],
    ['refresh 500', () => json({ message: 'boom' }, 500)],
    ['network', () => undefined],
    ['malformed token answer', () => json({ access_token: ACCESS, expires_in: 'x' })],
    ['non-JSON', () => new Response('<html>', { status: 200 })],
  ])('%s', async (_n, answer) => {
    const warn = vi.spyOn(console, 'warn');
    const log = vi.spyOn(console, 'error');
    const auth = createOAuthStrategy({
      clientId: 'cid',
      hosts: HOSTS,
      storage: memoryStorage(),
      fetch: fakeFetch(answer as () => Response | undefined).fetch,
      tokens: { accessToken: { value: ACCESS, expiresAt: 0 }, refreshToken: { value: REFRESH, role: 'member' } },
    });
    const err = await auth.getAuthHeaders().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(leaks(err)).toEqual([]);
    expect(JSON.stringify([...warn.mock.calls, ...log.mock.calls])).not.toMatch(/SENTINEL/);
  });

  it('login / register failures carry neither password nor captcha', async () => {
    const answers = [
      () => json({ message: 'x', details: { applicationError: { code: '-19976', description: 'Wrong' } } }, 400),
      () => json({ message: 'INVALID_ARGUMENT', details: { validationError: { fieldViolations: [{ field: 'password', description: 'too weak' }] } } }, 400),
      () => json({}, 503),
    ];
    for (const answer of answers) {
      const f = fakeFetch((r) => (r.path === '/oauth2/token' ? json({ access_token: 'a', refresh_token: 'r', expires_in: 100 }) : answer()));
      const auth = createOAuthStrategy({ clientId: 'cid', hosts: HOSTS, fetch: f.fetch });
      const input = { email: 'a@b.co', password: PASSWORD, captchaTokens: { recaptchaToken: CAPTCHA } };
      for (const call of [login, register]) {
        const out = await call(auth, input).catch((e: unknown) => e);
        expect(out instanceof Error ? leaks(out) : (JSON.stringify(out).match(/SENTINEL/g) ?? [])).toEqual([]);
      }
    }
  });

  it('OAuth state errors name no code or verifier', async () => {
    const auth = createOAuthStrategy({ clientId: 'cid', hosts: HOSTS, fetch: fakeFetch(() => undefined).fetch });
    const data = await generateOAuthData('https://shop.test/cb');
    for (const p of [
      getMemberTokens(auth, { code: 'SENTINEL-CODE', state: 'other' }, data),
      handleRedirectCallback(auth, 'https://shop.test/cb?code=SENTINEL-CODE&state=unknown'),
    ]) {
      const e = (await p.catch((x: unknown) => x)) as Error;
      expect(`${e.message} ${JSON.stringify(e)}`).not.toContain('SENTINEL');
      expect(`${e.message} ${JSON.stringify(e)}`).not.toContain(data.codeVerifier);
    }
  });
});
