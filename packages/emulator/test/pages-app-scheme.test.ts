/**
 * Redirect URIs with a native app's own scheme (`myapp://oauth/callback`, what React Native apps register)
 * over real HTTP: accepted for login and checkout callbacks when registered (callbacks: same scheme and
 * host as a registered URI), refused when not, and `javascript:` / `data:` never.
 */
import { describe, expect, it } from 'vitest';
import { SESSION_PATH, appCode, callbackParams, createAuthSession, exchangeCode, post, submitForm, useIdentityEmulator, DEMO } from './identity-helpers';

const APP_CALLBACK = 'myapp://oauth/callback';
const env = useIdentityEmulator({ allowedRedirectUris: [APP_CALLBACK] });

describe('app-scheme redirect URIs', () => {
  it('signs in with a registered app-scheme redirect URI: the code comes back in its fragment', async () => {
    const session = await createAuthSession(env.emu, env.visitor, { redirectUri: APP_CALLBACK });
    expect(session.response.status).toBe(200);
    const submitted = await submitForm(session.fullUrl, { mode: 'login', email: DEMO.email, password: DEMO.password });
    expect(submitted.status).toBe(302);
    const location = submitted.headers.get('location')!;
    expect(location.startsWith(`${APP_CALLBACK}#`)).toBe(true);
    const params = callbackParams(location);
    expect(params.get('state')).toBe(session.state);
    expect((await exchangeCode(env.emu, params.get('code')!, session.pkce.verifier, APP_CALLBACK)).status).toBe(200);
  });

  it('refuses an app-scheme redirect URI that is not registered, and javascript: or data: ones', async () => {
    for (const redirectUri of ['myapp://oauth/other', 'otherapp://oauth/callback', 'javascript:alert(1)', 'data:text/html,x']) {
      const { response } = await createAuthSession(env.emu, env.visitor, { redirectUri });
      expect([response.status, appCode(response)], redirectUri).toEqual([400, 'REDIRECT_URI_NOT_ALLOWED']);
    }
  });

  it('sends the shopper back to app-scheme checkout callbacks on the registered scheme and host', async () => {
    env.probe.checkouts.set('chk-app', { completed: false });
    const callbacks = { thankYouPageUrl: 'myapp://oauth/thanks', postFlowUrl: 'myapp://oauth/cart' };
    const { status, body } = await post(env.emu, SESSION_PATH, { ecomCheckout: { checkoutId: 'chk-app' }, callbacks }, env.visitor);
    expect(status).toBe(200);
    const placed = await submitForm(body.redirectSession.fullUrl, {});
    expect(placed.status).toBe(302);
    expect(placed.headers.get('location')).toBe('myapp://oauth/thanks?orderId=order-chk-app&wixMemberLoggedIn=false');
  });

  it('refuses checkout callbacks on another app scheme or host, and javascript: ones', async () => {
    env.probe.checkouts.set('chk-app', { completed: false });
    for (const thankYouPageUrl of ['otherapp://oauth/thanks', 'myapp://elsewhere/thanks', 'javascript:alert(1)//myapp://oauth']) {
      const { status, body } = await post(env.emu, SESSION_PATH, { ecomCheckout: { checkoutId: 'chk-app' }, callbacks: { thankYouPageUrl } }, env.visitor);
      expect([status, body.details.validationError.fieldViolations[0].field], thankYouPageUrl).toEqual([400, 'callbacks.thankYouPageUrl']);
    }
  });
});
