/**
 * Redirect sessions over real HTTP: POST redirect-session and its checks, and the hosted pages without a
 * flow of their own (the notice for intents the emulator does not model, password recovery). Login and
 * logout pages: pages-login.test.ts; checkout: pages-checkout.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { startReceiver } from './helpers';
import { SESSION_PATH, createAuthSession, outbox, post, submitForm, useIdentityEmulator } from './identity-helpers';

const env = useIdentityEmulator();

describe('POST /_api/redirects-api/v1/redirect-session', () => {
  it('answers a redirect session whose fullUrl opens a hosted page on the emulator', async () => {
    const { response, fullUrl } = await createAuthSession(env.emu, env.visitor);
    expect(response.status).toBe(200);
    const session = response.body.redirectSession;
    expect(session).toEqual({
      id: expect.any(String),
      fullUrl: `${env.emu.url}/__pages/auth/${session.id}`,
      urlDetails: { endpoint: `${env.emu.url}/__pages/auth/${session.id}`, searchParams: {} },
      sessionToken: expect.any(String),
      shortUrl: expect.stringMatching(new RegExp(`^${env.emu.url}/__pages/s/`)),
    });
    const short = await fetch(session.shortUrl, { redirect: 'manual' });
    expect(short.headers.get('location')).toBe(fullUrl);
    // Only the challenge is stored; the verifier never travels.
    expect(fullUrl).not.toMatch(/verifier/i);
  });

  it('appends preferences.additionalQueryParameters to fullUrl', async () => {
    const { body } = await post(env.emu, SESSION_PATH, { login: {}, preferences: { additionalQueryParameters: { utm_source: 'kit' } } }, env.visitor);
    expect(body.redirectSession.fullUrl).toMatch(/\/__pages\/login\/[^?]+\?utm_source=kit$/);
    expect(body.redirectSession.urlDetails.searchParams).toEqual({ utm_source: 'kit' });
  });

  it('needs a visitor or member token: none -> 401, the merchant API key -> 403', async () => {
    expect((await post(env.emu, SESSION_PATH, { login: {} })).status).toBe(401);
    const merchant = await post(env.emu, SESSION_PATH, { login: {} }, env.emu.apiKey);
    expect(merchant.status).toBe(403);
    expect(merchant.body.details.applicationError.code).toBe('PERMISSION_DENIED');
  });

  it('requires exactly one intent', async () => {
    const none = await post(env.emu, SESSION_PATH, { callbacks: { postFlowUrl: 'http://localhost:3000/' } }, env.visitor);
    expect(none.status).toBe(400);
    expect(none.body.details.validationError.fieldViolations[0].field).toBe('intent');
    const two = await post(env.emu, SESSION_PATH, { login: {}, logout: { clientId: env.emu.clientId } }, env.visitor);
    expect(two.status).toBe(400);
    expect(two.body.details.validationError.fieldViolations[0].description).toMatch(/login, logout/);
  });

  it('refuses a redirectUri that is not allowed (exact match) and a non-S256 challenge method', async () => {
    const notAllowed = await createAuthSession(env.emu, env.visitor, { redirectUri: 'http://localhost:3000/callback/extra' });
    expect(notAllowed.response.status).toBe(400);
    expect(notAllowed.response.body.details.applicationError.code).toBe('REDIRECT_URI_NOT_ALLOWED');
    const evil = await createAuthSession(env.emu, env.visitor, { redirectUri: 'https://evil.example/callback' });
    expect(evil.response.status).toBe(400);
    const plain = await createAuthSession(env.emu, env.visitor, { codeChallengeMethod: 'plain' });
    expect(plain.response.status).toBe(400);
    expect(plain.response.body.details.validationError.fieldViolations[0].field).toMatch(/codeChallengeMethod/);
  });

  it('refuses callbacks that are not absolute http(s) URLs on an allowed domain', async () => {
    for (const postFlowUrl of ['https://evil.example/', '//evil.example', 'javascript:alert(1)', '/relative']) {
      const response = await post(env.emu, SESSION_PATH, { login: {}, callbacks: { postFlowUrl } }, env.visitor);
      expect(response.status, postFlowUrl).toBe(400);
      expect(response.body.details.validationError.fieldViolations[0].field).toBe('callbacks.postFlowUrl');
    }
  });

  it('refuses a logout for another client and a checkout that does not exist', async () => {
    expect((await post(env.emu, SESSION_PATH, { logout: { clientId: 'other' } }, env.visitor)).status).toBe(400);
    const missing = await post(env.emu, SESSION_PATH, { ecomCheckout: { checkoutId: 'nope' } }, env.visitor);
    expect(missing.status).toBe(404);
    expect(missing.body.details.applicationError.code).toBe('CHECKOUT_NOT_FOUND');
  });

  it('emits wix.headless.v1.redirect_session_created to webhook subscribers', async () => {
    const receiver = await startReceiver();
    try {
      env.emu.subscribeWebhook({ url: receiver.url, eventTypes: ['wix.headless.v1.redirect_session_created'] });
      const { body } = await post(env.emu, SESSION_PATH, { login: {} }, env.visitor);
      await env.emu.webhooksIdle();
      const deliveries = env.emu.webhookDeliveries({ eventType: 'wix.headless.v1.redirect_session_created' });
      expect(deliveries).toHaveLength(1);
      expect(receiver.bodies).toHaveLength(1);
      expect(JSON.stringify(deliveries[0])).toContain(body.redirectSession.id);
    } finally {
      await receiver.close();
    }
  });
});

describe('other pages', () => {
  it('intents the emulator does not model get a notice page with a way back', async () => {
    const { body } = await post(
      env.emu,
      SESSION_PATH,
      { storesProduct: { productSlug: 'tote' }, callbacks: { postFlowUrl: 'http://localhost:3000/' } },
      env.visitor,
    );
    const page = await fetch(body.redirectSession.fullUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('storesProduct');
    expect(html).toContain('href="http://localhost:3000/?wixMemberLoggedIn=false"');
  });

  it('the recovery page sets a new password from the e-mailed link', async () => {
    await post(env.emu, '/_api/iam/recovery/v1/send-email', { email: 'shopper@example.com' }, env.visitor);
    const [mail] = await outbox(env.emu, 'shopper@example.com');
    const form = await fetch(mail.link);
    expect(await form.text()).toContain('Choose a new password');
    const token = new URL(mail.link).searchParams.get('recoveryToken')!;
    const saved = await submitForm(`${env.emu.url}/__pages/recover`, { recoveryToken: token, password: 'from-page' });
    expect(saved.status).toBe(200);
    const login = await post(env.emu, '/_api/iam/authentication/v2/login', { loginId: { email: 'shopper@example.com' }, password: 'from-page' }, env.visitor);
    expect(login.body.state).toBe('SUCCESS');
    // A used link: a new password would not help, so no form, but the way to a new link.
    const used = await submitForm(`${env.emu.url}/__pages/recover`, { recoveryToken: token, password: 'again-1' });
    expect(used.status).toBe(400);
    const html = await used.text();
    expect(html).toContain('<h1>Link not valid</h1>');
    expect(html).toContain('This password link is unknown, used or expired');
    expect(html).not.toContain('<form');
  });

  it('the recovery page shows a too short password after the password field, and keeps the form', async () => {
    await post(env.emu, '/_api/iam/recovery/v1/send-email', { email: 'shopper@example.com' }, env.visitor);
    const [mail] = await outbox(env.emu, 'shopper@example.com');
    const token = new URL(mail.link).searchParams.get('recoveryToken')!;
    const short = await submitForm(`${env.emu.url}/__pages/recover`, { recoveryToken: token, password: 'x' });
    expect(short.status).toBe(400);
    expect(await short.text()).toMatch(
      /<input id="password" name="password" [^>]*aria-describedby="password-error"[^>]*><p id="password-error" class="error" role="alert">password /,
    );
  });
});
