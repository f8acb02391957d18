/**
 * Request-log hygiene: every secret a client can send — passwords, OAuth codes and
 * PKCE verifiers, access / refresh / session / state / recovery tokens, captcha tokens, API keys — goes
 * through the real routes here, in bodies (JSON, form, malformed), query strings and `.r` payloads, and
 * must appear neither in `GET /__emulator/requests` nor in `requestLog()`. The keys stay visible (masked
 * as `[masked, N chars]`), so a test can still see *that* a token was sent somewhere it should not be.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../src/index';
import { createAuthSession, exchangeCode, memberCodeViaPage, post, REDIRECT_URI, visitorTokens } from './identity-helpers';

let emu: Emulator;
/** Every secret value sent in this file (real ones and sentinels). */
const secrets = new Set<string>();
const secret = <T extends string>(value: T): T => {
  secrets.add(value);
  return value;
};
const sentinel = (name: string) => secret(`SENTINEL-${name}-${Math.random().toString(36).slice(2, 10)}`);

beforeAll(async () => {
  emu = await startEmulator({ port: 0, captcha: 'required' });
});
afterAll(async () => {
  await emu.stop();
});

function form(path: string, fields: Record<string, string>, auth?: string) {
  return fetch(`${emu.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(auth ? { authorization: auth } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

const RECAPTCHA = 'test-recaptcha-token';
const INVISIBLE = 'test-invisible-recaptcha-token';

/** Every `.r` query value of the log, decoded. */
function decodedDotR(text: string): string[] {
  const entries = JSON.parse(text) as { requests: { query: Record<string, string | string[]> }[] };
  return entries.requests.flatMap((entry) => [entry.query['.r'] ?? []].flat()).map((r) => Buffer.from(r, 'base64url').toString('utf8'));
}

describe('request log hygiene: secrets sent through the real routes never reach the log', () => {
  it('masks every secret in bodies, query strings and .r payloads, keeping the keys and lengths', async () => {
    // Tokens: anonymous grant (real tokens), refresh as JSON and as a form with snake_case names.
    const visitor = await visitorTokens(emu);
    secret(visitor.access_token);
    secret(visitor.refresh_token);
    const refreshed = await post(emu, '/oauth2/token', { clientId: emu.clientId, grantType: 'refresh_token', refreshToken: visitor.refresh_token });
    expect(refreshed.status).toBe(200);
    const token = secret(refreshed.body.access_token as string);
    secret(refreshed.body.refresh_token as string);
    await form('/oauth2/token', { grant_type: 'refresh_token', refresh_token: refreshed.body.refresh_token, client_id: emu.clientId });
    await form('/oauth2/token', {
      grant_type: 'authorization_code',
      code: sentinel('form-code'),
      code_verifier: sentinel('form-verifier'),
      redirect_uri: REDIRECT_URI,
    });

    // Tokens and keys in query strings (an SDK must never put them there; the log shows the key, not the value).
    const dotR = Buffer.from(
      JSON.stringify({ query: { paging: { limit: 1 } }, sessionToken: sentinel('dotr-session'), nested: { access_token: sentinel('dotr-access') } }),
    ).toString('base64url');
    secret(dotR);
    const query = new URLSearchParams({ '.r': dotR, access_token: secret(token), apiKey: secret(emu.apiKey), code: sentinel('flat-code') });
    const read = await fetch(`${emu.hosts.readOnly}/stores-reader/v1/products/query-platformized?${query}`, { headers: { authorization: token } });
    expect(read.status).toBe(200);

    // Register (v2) with a captcha token and a password, then verify the e-mailed code with the state token.
    const password = sentinel('password');
    const registered = await post(
      emu,
      '/_api/iam/authentication/v2/register',
      { loginId: { email: 'leak-check@example.com' }, password, captchaTokens: [{ Recaptcha: secret(RECAPTCHA) }] },
      token,
    );
    expect(registered.body.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    const stateToken = secret(registered.body.stateToken as string);
    const mail = emu.outbox({ to: 'leak-check@example.com', kind: 'verification-code' }).at(-1)!;
    const verificationCode = mail.code!;
    const verified = await post(emu, '/_api/iam/verification/v1/auth/verify', { code: verificationCode, stateToken });
    expect(verified.body.state).toBe('SUCCESS');
    const sessionToken = secret(verified.body.sessionToken as string);

    // Login v2 (invisible captcha) and v1 (password in `inputs`, captcha tokens).
    const login = await post(
      emu,
      '/_api/iam/authentication/v2/login',
      { loginId: { email: 'leak-check@example.com' }, password, captchaTokens: [{ InvisibleRecaptcha: secret(INVISIBLE) }] },
      token,
    );
    expect(login.body.state).toBe('SUCCESS');
    secret(login.body.sessionToken as string);
    const v1 = await post(
      emu,
      '/_api/iam/authentication/v1/login',
      { identifier: { email: 'leak-check@example.com' }, inputs: [{ key: 'password', value: password }], captchaTokens: [{ Recaptcha: RECAPTCHA }] },
      token,
    );
    expect(v1.status).toBe(200);
    await post(emu, '/_api/iam/authentication/v1/state/proceed', { stateToken: sentinel('proceed-state') });

    // Authorization code + PKCE through the hosted page, then the token exchange (real code and verifier).
    const member = await memberCodeViaPage(emu, token, 'leak-check@example.com', password);
    expect(member.code).not.toBe('');
    secret(member.code);
    secret(member.pkce.verifier);
    const exchanged = await exchangeCode(emu, member.code, member.pkce.verifier, REDIRECT_URI);
    expect(exchanged.status).toBe(200);
    const memberToken = secret(exchanged.body.access_token as string);
    secret(exchanged.body.refresh_token as string);
    // A redirect session carrying the session token, and a callback URL with a code in its query.
    const withSession = await createAuthSession(emu, token, { sessionToken, prompt: 'none' });
    expect(withSession.response.status).toBe(200);
    secret(withSession.pkce.verifier);
    await post(
      emu,
      '/_api/redirects-api/v1/redirect-session',
      { login: {}, callbacks: { postFlowUrl: `http://localhost:3000/after?code=${sentinel('url-code')}&access_token=${sentinel('url-access')}` } },
      token,
    );

    // Change password, recovery, authorized_client with a session token.
    const newPassword = sentinel('new-password');
    expect((await post(emu, '/_api/iam/authentication/v2/change-password', { newPassword }, memberToken)).status).toBe(200);
    await post(emu, '/_api/iam/recovery/v1/send-email', { email: 'leak-check@example.com' }, token);
    const link = emu.outbox({ to: 'leak-check@example.com', kind: 'password-recovery' }).at(-1)!.link!;
    const recoveryToken = secret(new URL(link).searchParams.get('recoveryToken')!);
    const recovered = await post(emu, '/_api/iam/recovery/v1/recover', { recoveryToken, password: sentinel('recovered-password') });
    expect(recovered.status).toBe(200);
    const authorized = await post(
      emu,
      '/oauth2/token',
      { grant_type: 'authorized_client', scope: 'offline_access', member_id: verified.body.identity.id, session_token: sessionToken },
      `${token},${emu.apiKey}`,
    );
    expect(authorized.status).toBe(200);
    secret(authorized.body.access_token as string);
    secret(authorized.body.refresh_token as string);

    // Odd bodies: unknown fields holding keys and tokens, and a malformed JSON body.
    await post(
      emu,
      '/_api/iam/recovery/v1/send-email',
      { email: 'x@example.com', apiKey: emu.apiKey, access_token: sentinel('body-access'), sessionToken: sentinel('body-session') },
      token,
    );
    await fetch(`${emu.url}/_api/iam/authentication/v2/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: `{"loginId":{"email":"a@example.com"},"password":"${sentinel('malformed-password')}","captchaTokens":[{"Recaptcha":"${sentinel('malformed-captcha')}"}],`,
    });

    // Neither the control API nor requestLog() shows any of them.
    const served = await (await fetch(`${emu.url}/__emulator/requests`)).text();
    const direct = JSON.stringify(emu.requestLog());
    const reencoded = decodedDotR(served).join('\n');
    expect(secrets.size).toBeGreaterThan(25);
    for (const value of secrets) {
      expect(served, `GET /__emulator/requests shows ${value}`).not.toContain(value);
      expect(direct, `requestLog() shows ${value}`).not.toContain(value);
      expect(reencoded, `a logged .r shows ${value}`).not.toContain(value);
    }
    // The 6-digit verification code is short: look for it as a value.
    for (const text of [served, direct]) {
      expect(text).not.toContain(`"${verificationCode}"`);
      expect(text).not.toContain(`=${verificationCode}`);
    }

    // ... while the log stays useful: keys kept, masked values with their lengths, shapes kept.
    const [registerEntry] = emu.requestLog({ path: '/_api/iam/authentication/v2/register' });
    expect(registerEntry!.body).toEqual({
      loginId: { email: 'leak-check@example.com' },
      password: `[masked, ${password.length} chars]`,
      captchaTokens: [{ Recaptcha: `[masked, ${RECAPTCHA.length} chars]` }],
    });
    const [verifyEntry] = emu.requestLog({ path: '/_api/iam/verification/v1/auth/verify' });
    expect(verifyEntry!.body).toEqual({ code: '[masked, 6 chars]', stateToken: `[masked, ${stateToken.length} chars]` });
    const [readEntry] = emu.requestLog({ path: '/stores-reader/v1/products/query-platformized' });
    expect(readEntry!.query).toMatchObject({ access_token: `[masked, ${token.length} chars]`, apiKey: `[masked, ${emu.apiKey.length} chars]` });
    expect(JSON.parse(Buffer.from(readEntry!.query['.r'] as string, 'base64url').toString('utf8'))).toMatchObject({
      query: { paging: { limit: 1 } },
      sessionToken: expect.stringMatching(/^\[masked, \d+ chars\]$/),
    });
    const [v1Entry] = emu.requestLog({ path: '/_api/iam/authentication/v1/login' });
    expect(v1Entry!.body).toMatchObject({ inputs: [{ key: 'password', value: `[masked, ${password.length} chars]` }] });
    const formEntry = emu.requestLog({ path: '/oauth2/token' }).find((entry) => (entry.body as Record<string, unknown>).grant_type === 'authorization_code');
    expect(formEntry!.body).toMatchObject({
      code: expect.stringMatching(/^\[masked/),
      code_verifier: expect.stringMatching(/^\[masked/),
      redirect_uri: REDIRECT_URI,
    });
    const sessionEntry = emu.requestLog({ path: '/_api/redirects-api/v1/redirect-session' }).at(-1)!;
    expect((sessionEntry.body as any).callbacks.postFlowUrl).toMatch(
      /^http:\/\/localhost:3000\/after\?code=%5Bmasked%2C%20\d+%20chars%5D&access_token=%5Bmasked/,
    );
    const malformed = emu.requestLog({ path: '/_api/iam/authentication/v2/login' }).at(-1)!;
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatch(/^\{"loginId":\{"email":"a@example\.com"\},"password":"\[masked, \d+ chars\]"/);
  });
  it('nested `code` fields are data, not secrets: coupon and shipping codes stay readable', async () => {
    const { body: visitor } = await post(emu, '/oauth2/token', { clientId: emu.clientId, grantType: 'anonymous' });
    const token = visitor.access_token as string;
    await post(
      emu,
      '/ecom/v1/carts/current/estimate-totals',
      { selectedShippingOption: { carrierId: 'c', code: 'express' }, shippingAddress: { country: 'US' } },
      token,
    );
    const [entry] = emu.requestLog({ path: '/ecom/v1/carts/current/estimate-totals' });
    expect(entry!.body).toMatchObject({ selectedShippingOption: { code: 'express' } });
  });
});
