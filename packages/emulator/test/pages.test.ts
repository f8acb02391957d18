import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../src/index';
import { startReceiver } from './helpers';
import {
  APP_ORIGIN,
  REDIRECT_URI,
  callbackParams,
  createAuthSession,
  exchangeCode,
  memberCodeViaPage,
  outbox,
  post,
  reset,
  startIdentityEmulator,
  submitForm,
  visitorTokens,
  type Probe,
} from './identity-helpers';

const SESSION_PATH = '/_api/redirects-api/v1/redirect-session';
let emu: Emulator;
let probe: Probe;
let visitor: string;

beforeAll(async () => {
  ({ emu, probe } = await startIdentityEmulator());
});
afterAll(async () => {
  await emu.stop();
});
beforeEach(async () => {
  await reset(emu);
  visitor = (await visitorTokens(emu)).access_token;
});

/** The message a web_message page posts, and its target origin, read from its inline script. */
function postedMessage(html: string): { message: Record<string, string>; target: string } {
  const match = /var m=(\{.*?\});var o=("[^"]*");/.exec(html);
  if (!match) throw new Error('no postMessage script');
  return { message: JSON.parse(match[1]!), target: JSON.parse(match[2]!) };
}

async function customLoginSessionToken(): Promise<string> {
  const response = await post(emu, '/_api/iam/authentication/v2/login', { loginId: { email: 'shopper@example.com' }, password: 'storefront-demo' }, visitor);
  return response.body.sessionToken;
}

describe('POST /_api/redirects-api/v1/redirect-session', () => {
  it('answers a redirect session whose fullUrl opens a hosted page on the emulator', async () => {
    const { response, fullUrl } = await createAuthSession(emu, visitor);
    expect(response.status).toBe(200);
    const session = response.body.redirectSession;
    expect(session).toEqual({
      id: expect.any(String),
      fullUrl: `${emu.url}/__pages/auth/${session.id}`,
      urlDetails: { endpoint: `${emu.url}/__pages/auth/${session.id}`, searchParams: {} },
      sessionToken: expect.any(String),
      shortUrl: expect.stringMatching(new RegExp(`^${emu.url}/__pages/s/`)),
    });
    const short = await fetch(session.shortUrl, { redirect: 'manual' });
    expect(short.headers.get('location')).toBe(fullUrl);
    // Only the challenge is stored; the verifier never travels.
    expect(fullUrl).not.toMatch(/verifier/i);
  });

  it('appends preferences.additionalQueryParameters to fullUrl', async () => {
    const { body } = await post(emu, SESSION_PATH, { login: {}, preferences: { additionalQueryParameters: { utm_source: 'kit' } } }, visitor);
    expect(body.redirectSession.fullUrl).toMatch(/\/__pages\/login\/[^?]+\?utm_source=kit$/);
    expect(body.redirectSession.urlDetails.searchParams).toEqual({ utm_source: 'kit' });
  });

  it('needs a visitor or member token: none -> 401, the merchant API key -> 403', async () => {
    expect((await post(emu, SESSION_PATH, { login: {} })).status).toBe(401);
    const merchant = await post(emu, SESSION_PATH, { login: {} }, emu.apiKey);
    expect(merchant.status).toBe(403);
    expect(merchant.body.details.applicationError.code).toBe('PERMISSION_DENIED');
  });

  it('requires exactly one intent', async () => {
    const none = await post(emu, SESSION_PATH, { callbacks: { postFlowUrl: 'http://localhost:3000/' } }, visitor);
    expect(none.status).toBe(400);
    expect(none.body.details.validationError.fieldViolations[0].field).toBe('intent');
    const two = await post(emu, SESSION_PATH, { login: {}, logout: { clientId: emu.clientId } }, visitor);
    expect(two.status).toBe(400);
    expect(two.body.details.validationError.fieldViolations[0].description).toMatch(/login, logout/);
  });

  it('refuses a redirectUri that is not allowed (exact match) and a non-S256 challenge method', async () => {
    const notAllowed = await createAuthSession(emu, visitor, { redirectUri: 'http://localhost:3000/callback/extra' });
    expect(notAllowed.response.status).toBe(400);
    expect(notAllowed.response.body.details.applicationError.code).toBe('REDIRECT_URI_NOT_ALLOWED');
    const evil = await createAuthSession(emu, visitor, { redirectUri: 'https://evil.example/callback' });
    expect(evil.response.status).toBe(400);
    const plain = await createAuthSession(emu, visitor, { codeChallengeMethod: 'plain' });
    expect(plain.response.status).toBe(400);
    expect(plain.response.body.details.validationError.fieldViolations[0].field).toMatch(/codeChallengeMethod/);
  });

  it('refuses callbacks that are not absolute http(s) URLs on an allowed domain', async () => {
    for (const postFlowUrl of ['https://evil.example/', '//evil.example', 'javascript:alert(1)', '/relative']) {
      const response = await post(emu, SESSION_PATH, { login: {}, callbacks: { postFlowUrl } }, visitor);
      expect(response.status, postFlowUrl).toBe(400);
      expect(response.body.details.validationError.fieldViolations[0].field).toBe('callbacks.postFlowUrl');
    }
  });

  it('refuses a logout for another client and a checkout that does not exist', async () => {
    expect((await post(emu, SESSION_PATH, { logout: { clientId: 'other' } }, visitor)).status).toBe(400);
    const missing = await post(emu, SESSION_PATH, { ecomCheckout: { checkoutId: 'nope' } }, visitor);
    expect(missing.status).toBe(404);
    expect(missing.body.details.applicationError.code).toBe('CHECKOUT_NOT_FOUND');
  });

  it('emits wix.headless.v1.redirect_session_created to webhook subscribers', async () => {
    const receiver = await startReceiver();
    try {
      emu.subscribeWebhook({ url: receiver.url, eventTypes: ['wix.headless.v1.redirect_session_created'] });
      const { body } = await post(emu, SESSION_PATH, { login: {} }, visitor);
      await emu.webhooksIdle();
      const deliveries = emu.webhookDeliveries({ eventType: 'wix.headless.v1.redirect_session_created' });
      expect(deliveries).toHaveLength(1);
      expect(receiver.bodies).toHaveLength(1);
      expect(JSON.stringify(deliveries[0])).toContain(body.redirectSession.id);
    } finally {
      await receiver.close();
    }
  });
});

describe('hosted login page (auth intent)', () => {
  it('renders an accessible form with a strict CSP that forbids framing', async () => {
    const { fullUrl } = await createAuthSession(emu, visitor);
    const page = await fetch(fullUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain(`action="${fullUrl}"`);
    expect(html).toMatch(/<label for="email">/);
    expect(html).toMatch(/<label for="password">/);
  });

  it('re-renders with an error on a wrong password, escaping what was typed', async () => {
    const { fullUrl } = await createAuthSession(emu, visitor);
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
    const { fullUrl, state } = await memberCodeViaPage(emu, visitor);
    const again = await fetch(fullUrl, { redirect: 'manual' });
    expect(again.status).toBe(302);
    const params = callbackParams(again.headers.get('location')!);
    expect(params.get('error')).toBe('invalid_request');
    expect(params.get('state')).toBe(state);
    expect(params.get('code')).toBeNull();
  });

  it('signs up through the page: verification code from the outbox, then a code to the redirect URI', async () => {
    const { fullUrl, state, pkce } = await createAuthSession(emu, visitor);
    expect(await (await fetch(`${fullUrl}?mode=signup`)).text()).toContain('Create an account');
    const signup = await submitForm(fullUrl, { mode: 'signup', email: 'page@example.com', password: 'secret-1' });
    expect(signup.status).toBe(200);
    const html = await signup.text();
    expect(html).toContain('Verify your e-mail');
    const [mail] = await outbox(emu, 'page@example.com');
    expect(html).toContain(`value="${mail.stateToken}"`);
    const wrong = await submitForm(fullUrl, { mode: 'verify', stateToken: mail.stateToken, code: mail.code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    const verified = await submitForm(fullUrl, { mode: 'verify', stateToken: mail.stateToken, code: mail.code });
    expect(verified.status).toBe(302);
    const params = callbackParams(verified.headers.get('location')!);
    expect(params.get('state')).toBe(state);
    const tokens = await exchangeCode(emu, params.get('code')!, pkce.verifier);
    expect(emu.context.services.tokens!.resolve(tokens.body.access_token)).toMatchObject({ kind: 'member' });
  });

  it('shows the reset notice for an account that must reset its password', async () => {
    const { fullUrl } = await createAuthSession(emu, visitor);
    const response = await submitForm(fullUrl, { email: 'reset@example.com', password: 'storefront-demo' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Password reset required');
  });

  it('answers 404 for an unknown or expired session', async () => {
    expect((await fetch(`${emu.url}/__pages/auth/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    const { fullUrl } = await createAuthSession(emu, visitor);
    await fetch(`${emu.url}/__emulator/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 3_600_000 }) });
    expect((await fetch(fullUrl)).status).toBe(404);
  });
});

describe('silent login (web_message, prompt none)', () => {
  it('posts {code, state} to the exact origin of the redirect URI, never "*"', async () => {
    const sessionToken = await customLoginSessionToken();
    const { fullUrl, state, pkce } = await createAuthSession(emu, visitor, {
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
    const tokens = await exchangeCode(emu, message.code!, pkce.verifier);
    expect(tokens.status).toBe(200);
    expect(probe.logins).toHaveLength(1);
  });

  it('uses the origin of a full redirect URI as target origin', async () => {
    const sessionToken = await customLoginSessionToken();
    const { fullUrl } = await createAuthSession(emu, visitor, { redirectUri: REDIRECT_URI, responseMode: 'web_message', prompt: 'none', sessionToken });
    expect(postedMessage(await (await fetch(fullUrl)).text()).target).toBe(APP_ORIGIN);
  });

  it('posts {error: login_required, state} without a live session', async () => {
    const { fullUrl, state } = await createAuthSession(emu, visitor, { redirectUri: APP_ORIGIN, responseMode: 'web_message', prompt: 'none', sessionToken: 'emu.session.bogus' });
    const { message, target } = postedMessage(await (await fetch(fullUrl)).text());
    expect(target).toBe(APP_ORIGIN);
    expect(message).toMatchObject({ error: 'login_required', error_description: expect.any(String), state });
    expect(message.code).toBeUndefined();
  });

  it('refuses a web_message origin that is not allowed at session creation', async () => {
    const { response } = await createAuthSession(emu, visitor, { redirectUri: 'https://evil.example', responseMode: 'web_message', prompt: 'none' });
    expect(response.status).toBe(400);
  });

  it('prompt none with the fragment mode redirects the code', async () => {
    const sessionToken = await customLoginSessionToken();
    const { fullUrl, state } = await createAuthSession(emu, visitor, { prompt: 'none', sessionToken });
    const response = await fetch(fullUrl, { redirect: 'manual' });
    expect(callbackParams(response.headers.get('location')!).get('state')).toBe(state);
    expect(callbackParams(response.headers.get('location')!).get('code')).toBeTruthy();
  });
});

describe('login intent page and the site-session cookie', () => {
  it('logs in, sets the session cookie, returns to postFlowUrl; a later prompt none works from the cookie', async () => {
    const { body } = await post(emu, SESSION_PATH, { login: {}, callbacks: { postFlowUrl: 'http://localhost:3000/account' } }, visitor);
    const response = await submitForm(body.redirectSession.fullUrl, { email: 'shopper@example.com', password: 'storefront-demo' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://localhost:3000/account');
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/emulator_site_session=.+HttpOnly/);

    const { fullUrl, state } = await createAuthSession(emu, visitor, { prompt: 'none' });
    const silent = await fetch(fullUrl, { redirect: 'manual', headers: { cookie: cookie.split(';')[0]! } });
    const params = callbackParams(silent.headers.get('location')!);
    expect(params.get('state')).toBe(state);
    expect(params.get('code')).toBeTruthy();
  });
});

describe('logout page', () => {
  it('ends the member session (tokens revoked) and returns to postFlowUrl', async () => {
    const { code, pkce } = await memberCodeViaPage(emu, visitor);
    const member = (await exchangeCode(emu, code, pkce.verifier)).body;
    const { body } = await post(emu, SESSION_PATH, { logout: { clientId: emu.clientId }, callbacks: { postFlowUrl: 'http://localhost:3000/bye' } }, member.access_token);
    expect(body.redirectSession.fullUrl).toMatch(/\/__pages\/logout\//);
    const page = await fetch(body.redirectSession.fullUrl, { redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('http://localhost:3000/bye');
    expect(page.headers.get('set-cookie')).toMatch(/emulator_site_session=;/);
    expect((await post(emu, SESSION_PATH, { login: {} }, member.access_token)).status).toBe(401);
    expect(await post(emu, '/oauth2/token', { clientId: emu.clientId, grantType: 'refresh_token', refreshToken: member.refresh_token })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });
});

describe('checkout page', () => {
  it('shows the checkout and, on "Place order", redirects to thankYouPageUrl with orderId', async () => {
    probe.checkouts.set('chk-1', { completed: false });
    const { body } = await post(
      emu,
      SESSION_PATH,
      { ecomCheckout: { checkoutId: 'chk-1' }, callbacks: { thankYouPageUrl: 'http://localhost:3000/thanks?from=emu', cartPageUrl: 'http://localhost:3000/cart' } },
      visitor,
    );
    const page = await fetch(body.redirectSession.fullUrl);
    const html = await page.text();
    expect(html).toContain('Canvas &lt;Tote&gt;');
    expect(html).toContain('2 × $12.50');
    expect(html).toMatch(/Total<\/th><td class="num">\$33\.00</);
    expect(html).toContain('href="http://localhost:3000/cart"');
    const placed = await submitForm(body.redirectSession.fullUrl, {});
    expect(placed.status).toBe(302);
    const location = new URL(placed.headers.get('location')!);
    expect(location.searchParams.get('orderId')).toBe('order-chk-1');
    expect(location.searchParams.get('from')).toBe('emu');
    expect(probe.checkouts.get('chk-1')!.completed).toBe(true);
    expect(await (await fetch(body.redirectSession.fullUrl)).text()).toContain('already placed');
  });
});

describe('other pages', () => {
  it('intents the emulator does not model get a notice page with a way back', async () => {
    const { body } = await post(emu, SESSION_PATH, { storesProduct: { productSlug: 'tote' }, callbacks: { postFlowUrl: 'http://localhost:3000/' } }, visitor);
    const page = await fetch(body.redirectSession.fullUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('storesProduct');
    expect(html).toContain('href="http://localhost:3000/"');
  });

  it('the recovery page sets a new password from the e-mailed link', async () => {
    await post(emu, '/_api/iam/recovery/v1/send-email', { email: 'shopper@example.com' }, visitor);
    const [mail] = await outbox(emu, 'shopper@example.com');
    const form = await fetch(mail.link);
    expect(await form.text()).toContain('Choose a new password');
    const token = new URL(mail.link).searchParams.get('recoveryToken')!;
    const saved = await submitForm(`${emu.url}/__pages/recover`, { recoveryToken: token, password: 'from-page' });
    expect(saved.status).toBe(200);
    const login = await post(emu, '/_api/iam/authentication/v2/login', { loginId: { email: 'shopper@example.com' }, password: 'from-page' }, visitor);
    expect(login.body.state).toBe('SUCCESS');
    expect((await submitForm(`${emu.url}/__pages/recover`, { recoveryToken: token, password: 'again-1' })).status).toBe(400);
  });
});

describe('with every built-in module (cart and catalogue)', () => {
  let full: Emulator;
  beforeAll(async () => {
    const { startEmulator } = await import('../src/index');
    full = await startEmulator();
  });
  afterAll(async () => {
    await full.stop();
  });

  async function addSomethingToCart(token: string): Promise<string[]> {
    const query = await post(full, '/stores-reader/v1/products/query-platformized', { query: { paging: { limit: 50 } } }, token);
    expect(query.status).toBe(200);
    for (const product of query.body.products as { id: string }[]) {
      const added = await post(
        full,
        '/ecom/v1/carts/current/add-to-cart',
        { lineItems: [{ catalogReference: { catalogItemId: product.id, appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' }, quantity: 1 }] },
        token,
      );
      if (added.status === 200) return (added.body.cart.lineItems as { catalogReference: { catalogItemId: string } }[]).map((l) => l.catalogReference.catalogItemId);
    }
    throw new Error('no product could be added');
  }

  it("carries the visitor's cart over to the member after the hosted login", async () => {
    const visitorToken = (await visitorTokens(full)).access_token;
    const items = await addSomethingToCart(visitorToken);
    const { code, pkce } = await memberCodeViaPage(full, visitorToken);
    const member = await exchangeCode(full, code, pkce.verifier);
    const cart = await fetch(`${full.url}/ecom/v1/carts/current`, { headers: { authorization: member.body.access_token } });
    expect(cart.status).toBe(200);
    const body = (await cart.json()) as { cart: { lineItems: { catalogReference: { catalogItemId: string } }[] } };
    expect(body.cart.lineItems.map((l) => l.catalogReference.catalogItemId)).toEqual(items);
  });

  it('completes a real checkout through the hosted checkout page', async () => {
    const token = (await visitorTokens(full)).access_token;
    await addSomethingToCart(token);
    const checkout = await post(full, '/ecom/v1/carts/current/create-checkout', { channelType: 'WEB' }, token);
    expect(checkout.status).toBe(200);
    const session = await post(
      full,
      SESSION_PATH,
      { ecomCheckout: { checkoutId: checkout.body.checkoutId }, callbacks: { thankYouPageUrl: 'http://localhost:3000/thanks' } },
      token,
    );
    const page = await fetch(session.body.redirectSession.fullUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Place order');
    const placed = await submitForm(session.body.redirectSession.fullUrl, {});
    expect(placed.status).toBe(302);
    expect(new URL(placed.headers.get('location')!).searchParams.get('orderId')).toBeTruthy();
  });
});
