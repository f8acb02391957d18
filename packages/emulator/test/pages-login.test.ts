/**
 * The hosted login and logout pages over real HTTP: the auth intent's form (sign-in, sign-up, single use),
 * silent login by web_message, the login intent's site-session cookie, and logout.
 */
import { describe, expect, it } from 'vitest';
import {
  APP_ORIGIN,
  REDIRECT_URI,
  SESSION_PATH,
  callbackParams,
  createAuthSession,
  exchangeCode,
  memberCodeViaPage,
  outbox,
  demoSessionToken,
  post,
  postedMessage,
  submitForm,
  useIdentityEmulator,
} from './identity-helpers';

const env = useIdentityEmulator();

const customLoginSessionToken = () => demoSessionToken(env);

describe('hosted login page (auth intent)', () => {
  it('renders an accessible form with a strict CSP that forbids framing', async () => {
    const { fullUrl } = await createAuthSession(env.emu, env.visitor);
    const page = await fetch(fullUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("img-src 'self'"); // the emulator's /favicon.ico, which browsers ask for
    const html = await page.text();
    expect(html).toContain(`action="${new URL(fullUrl).pathname}"`);
    expect(html).toMatch(/<label for="email">/);
    expect(html).toMatch(/<label for="password">/);
  });

  it('re-renders with an error on a wrong password, escaping what was typed', async () => {
    const { fullUrl } = await createAuthSession(env.emu, env.visitor);
    const response = await submitForm(fullUrl, { email: '"><script>alert(1)</script>', password: 'nope' });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toMatch(/role="alert">Wrong e-mail or password/);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    // The session is not spent: the right password still works.
    const ok = await submitForm(fullUrl, { email: 'shopper@example.com', password: 'storefront-demo' });
    expect(ok.status).toBe(302);
  });

  it('is single-use: once a code was issued, the page answers an error to the redirect URI', async () => {
    const { fullUrl, state } = await memberCodeViaPage(env.emu, env.visitor);
    const again = await fetch(fullUrl, { redirect: 'manual' });
    expect(again.status).toBe(302);
    const params = callbackParams(again.headers.get('location')!);
    expect(params.get('error')).toBe('invalid_request');
    expect(params.get('state')).toBe(state);
    expect(params.get('code')).toBeNull();
  });

  it('signs up through the page: verification code from the outbox, then a code to the redirect URI', async () => {
    const { fullUrl, state, pkce } = await createAuthSession(env.emu, env.visitor);
    expect(await (await fetch(`${fullUrl}?mode=signup`)).text()).toContain('Create an account');
    const signup = await submitForm(fullUrl, { mode: 'signup', email: 'page@example.com', password: 'secret-1' });
    expect(signup.status).toBe(200);
    const html = await signup.text();
    expect(html).toContain('Verify your e-mail');
    const [mail] = await outbox(env.emu, 'page@example.com');
    expect(html).toContain(`value="${mail.stateToken}"`);
    // The code form carries the address it names, so a wrong code shows the form again with it.
    expect(html).toMatch(/<input type="hidden" name="email" value="page@example.com">/);
    const wrongCode = mail.code === '000000' ? '111111' : '000000';
    const wrong = await submitForm(fullUrl, { mode: 'verify', stateToken: mail.stateToken, email: 'page@example.com', code: wrongCode });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('We sent a 6-digit code to <strong>page@example.com</strong>');
    const verified = await submitForm(fullUrl, { mode: 'verify', stateToken: mail.stateToken, code: mail.code });
    expect(verified.status).toBe(302);
    const params = callbackParams(verified.headers.get('location')!);
    expect(params.get('state')).toBe(state);
    const tokens = await exchangeCode(env.emu, params.get('code')!, pkce.verifier);
    expect(env.emu.context.services.tokens!.resolve(tokens.body.access_token)).toMatchObject({ kind: 'member' });
  });

  it('shows the reset notice for an account that must reset its password', async () => {
    const { fullUrl } = await createAuthSession(env.emu, env.visitor);
    const response = await submitForm(fullUrl, { email: 'reset@example.com', password: 'storefront-demo' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Password reset required');
  });

  it('answers 404 for an unknown or expired session', async () => {
    expect((await fetch(`${env.emu.url}/__pages/auth/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    const { fullUrl } = await createAuthSession(env.emu, env.visitor);
    await fetch(`${env.emu.url}/__emulator/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 3_600_000 }),
    });
    expect((await fetch(fullUrl)).status).toBe(404);
  });
});

describe('silent login (web_message, prompt none)', () => {
  it('posts {code, state} to the exact origin of the redirect URI, never "*"', async () => {
    const sessionToken = await customLoginSessionToken();
    const { fullUrl, state, pkce } = await createAuthSession(env.emu, env.visitor, {
      redirectUri: APP_ORIGIN,
      responseMode: 'web_message',
      prompt: 'none',
      sessionToken,
    });
    const page = await fetch(fullUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${APP_ORIGIN}`);
    const html = await page.text();
    expect(html).toContain('postMessage(m,o)');
    expect(html).not.toMatch(/postMessage\([^)]*['"]\*['"]/);
    const { message, target } = postedMessage(html);
    expect(target).toBe(APP_ORIGIN);
    expect(message).toEqual({ type: 'authorization_response', code: expect.any(String), state });
    const tokens = await exchangeCode(env.emu, message.code!, pkce.verifier);
    expect(tokens.status).toBe(200);
    expect(env.probe.logins).toHaveLength(1);
  });

  it('uses the origin of a full redirect URI as target origin', async () => {
    const sessionToken = await customLoginSessionToken();
    const { fullUrl } = await createAuthSession(env.emu, env.visitor, { redirectUri: REDIRECT_URI, responseMode: 'web_message', prompt: 'none', sessionToken });
    expect(postedMessage(await (await fetch(fullUrl)).text()).target).toBe(APP_ORIGIN);
  });

  it('posts {error: login_required, state} without a live session', async () => {
    const { fullUrl, state } = await createAuthSession(env.emu, env.visitor, {
      redirectUri: APP_ORIGIN,
      responseMode: 'web_message',
      prompt: 'none',
      sessionToken: 'emu.session.bogus',
    });
    const { message, target } = postedMessage(await (await fetch(fullUrl)).text());
    expect(target).toBe(APP_ORIGIN);
    expect(message).toMatchObject({ error: 'login_required', error_description: expect.any(String), state });
    expect(message.code).toBeUndefined();
  });

  it('refuses a web_message origin that is not allowed at session creation', async () => {
    const { response } = await createAuthSession(env.emu, env.visitor, { redirectUri: 'https://evil.example', responseMode: 'web_message', prompt: 'none' });
    expect(response.status).toBe(400);
  });

  it('prompt none with the fragment mode redirects the code', async () => {
    const sessionToken = await customLoginSessionToken();
    const { fullUrl, state } = await createAuthSession(env.emu, env.visitor, { prompt: 'none', sessionToken });
    const response = await fetch(fullUrl, { redirect: 'manual' });
    expect(callbackParams(response.headers.get('location')!).get('state')).toBe(state);
    expect(callbackParams(response.headers.get('location')!).get('code')).toBeTruthy();
  });
});

describe('login intent page and the site-session cookie', () => {
  it('logs in, sets the session cookie, returns to postFlowUrl; a later prompt none works from the cookie', async () => {
    const { body } = await post(env.emu, SESSION_PATH, { login: {}, callbacks: { postFlowUrl: 'http://localhost:3000/account' } }, env.visitor);
    const response = await submitForm(body.redirectSession.fullUrl, { email: 'shopper@example.com', password: 'storefront-demo' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://localhost:3000/account?wixMemberLoggedIn=true');
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/emulator_site_session=.+HttpOnly/);

    const { fullUrl, state } = await createAuthSession(env.emu, env.visitor, { prompt: 'none' });
    const silent = await fetch(fullUrl, { redirect: 'manual', headers: { cookie: cookie.split(';')[0]! } });
    const params = callbackParams(silent.headers.get('location')!);
    expect(params.get('state')).toBe(state);
    expect(params.get('code')).toBeTruthy();
  });
});

describe('logout page', () => {
  it('ends the member session (tokens revoked) and returns to postFlowUrl', async () => {
    const { code, pkce } = await memberCodeViaPage(env.emu, env.visitor);
    const member = (await exchangeCode(env.emu, code, pkce.verifier)).body;
    const { body } = await post(
      env.emu,
      SESSION_PATH,
      { logout: { clientId: env.emu.clientId }, callbacks: { postFlowUrl: 'http://localhost:3000/bye' } },
      member.access_token,
    );
    expect(body.redirectSession.fullUrl).toMatch(/\/__pages\/logout\//);
    const page = await fetch(body.redirectSession.fullUrl, { redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('http://localhost:3000/bye?wixMemberLoggedIn=false');
    expect(page.headers.get('set-cookie')).toMatch(/emulator_site_session=;/);
    expect((await post(env.emu, SESSION_PATH, { login: {} }, member.access_token)).status).toBe(401);
    expect(await post(env.emu, '/oauth2/token', { clientId: env.emu.clientId, grantType: 'refresh_token', refreshToken: member.refresh_token })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });
});
