/**
 * Cross-site request forgery on the hosted pages, over real HTTP: every form post must carry the token its
 * page gave this browser's cookie, and a browser saying the post comes from another site or origin
 * (`Sec-Fetch-Site`, `Origin`) is refused before any route runs. A refused post changes nothing: no
 * sign-in, no order, no password. (What Chromium itself sends: pages-forgery-browser.test.ts.)
 */
import { loadHostedForm, submitHostedForm } from '@storefront-kit/test-utils';
import { describe, expect, it } from 'vitest';
import { DEMO, SESSION_PATH, callbackParams, createAuthSession, outbox, post, submitForm, useIdentityEmulator } from './identity-helpers';

const env = useIdentityEmulator();
const SIGN_IN = { mode: 'login', email: DEMO.email, password: DEMO.password };
const FORM_TYPE = { 'content-type': 'application/x-www-form-urlencoded' };

/** A login redirect session's page URL. */
async function loginPage(): Promise<string> {
  const { body } = await post(env.emu, SESSION_PATH, { login: {}, callbacks: { postFlowUrl: 'http://localhost:3000/back' } }, env.visitor);
  return body.redirectSession.fullUrl;
}

/** Posts `fields` to `action` with exactly these `headers` (no page loaded first). */
function postRaw(action: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(action, { method: 'POST', redirect: 'manual', headers: { ...FORM_TYPE, ...headers }, body: new URLSearchParams(fields) });
}

/** The site-session cookie a response sets, if any. */
const siteSession = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith('emulator_site_session='));

describe('the form token', () => {
  it('a login form posted without loading its page (no cookie, no token) is refused with a 403 page, and signs nobody in', async () => {
    const url = await loginPage();
    const refused = await postRaw(url, SIGN_IN);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toMatch(/text\/html/);
    expect(await refused.text()).toMatch(/security token is missing or does not match.*nothing was changed/);
    expect(siteSession(refused)).toBeUndefined();
    // The session is not spent: the same form loaded from its page signs in.
    const signedIn = await submitForm(url, SIGN_IN);
    expect(signedIn.status).toBe(302);
    expect(siteSession(signedIn)).toBeDefined();
  });

  it('the 403 page links back to the form: the hosted page it was posted from (same origin), else the page at its path', async () => {
    const url = new URL(await loginPage());
    const link = async (headers: Record<string, string>) => {
      const refused = await postRaw(url.href, SIGN_IN, headers);
      expect(refused.status).toBe(403);
      return /<a href="([^"]*)">Back to the form<\/a>/.exec(await refused.text())?.[1];
    };
    expect(await link({ referer: `${url.origin}${url.pathname}?mode=signup` })).toBe(`${url.pathname}?mode=signup`);
    const recover = await postRaw(`${url.origin}/__pages/recover`, { password: 'x' }, { referer: `${url.origin}/__pages/recover?recoveryToken=abc` });
    expect(await recover.text()).toContain('<a href="/__pages/recover?recoveryToken=abc">Back to the form</a>');
    expect(await link({})).toBe(url.pathname);
    expect(await link({ referer: `http://127.0.0.1:1${url.pathname}?from=elsewhere` })).toBe(url.pathname);
    expect(await link({ referer: `${url.origin}/__emulator/config` })).toBe(url.pathname);
    // The link opens the form again, with a fresh token.
    const again = await fetch(new URL(url.pathname, url.origin));
    expect(again.status).toBe(200);
    expect(await again.text()).toMatch(/name="formToken" value="[\w-]{43}"/);
  });

  it("refuses the page's cookie without its token, a token with another browser's cookie, and another page's token", async () => {
    const url = await loginPage();
    const [mine, theirs, otherPage] = await Promise.all([loadHostedForm(url), loadHostedForm(url), loadHostedForm(await loginPage())]);
    expect(mine.hidden.formToken).toMatch(/^[\w-]{43}$/);
    expect(mine.cookie).toMatch(/^emulator_form=[\w-]{43}$/);
    expect(mine.hidden.formToken).not.toBe(theirs.hidden.formToken);
    for (const [why, cookie, formToken] of [
      ['no token', mine.cookie, undefined],
      ['empty token', mine.cookie, ''],
      ["another browser's token", mine.cookie, theirs.hidden.formToken],
      ["another page's token", mine.cookie, otherPage.hidden.formToken],
      ['no cookie', '', mine.hidden.formToken],
      ['a made-up cookie', `emulator_form=${'A'.repeat(43)}`, mine.hidden.formToken],
    ] as const) {
      const fields = { ...SIGN_IN, ...(formToken === undefined ? {} : { formToken }) };
      const refused = await postRaw(mine.action, fields, cookie ? { cookie } : {});
      expect(refused.status, why).toBe(403);
      expect(siteSession(refused), why).toBeUndefined();
    }
    const accepted = await postRaw(mine.action, { ...mine.hidden, ...SIGN_IN }, { cookie: mine.cookie });
    expect(accepted.status).toBe(302);
  });

  it('gives the browser an HttpOnly, SameSite=Lax cookie for the hosted pages only, and a form whose action is its own page', async () => {
    const url = await loginPage();
    const page = await fetch(url);
    const [cookie] = page.headers.getSetCookie();
    expect(cookie).toMatch(/^emulator_form=[\w-]{43}; Path=\/__pages\/; HttpOnly; SameSite=Lax$/);
    expect(await page.text()).toContain(`action="${new URL(url).pathname}"`);
  });

  it('a refused post leaves an auth request unanswered: the form loaded from its page still gets the code', async () => {
    const session = await createAuthSession(env.emu, env.visitor);
    expect((await postRaw(session.fullUrl, SIGN_IN)).status).toBe(403);
    const answered = await submitForm(session.fullUrl, SIGN_IN);
    expect(answered.status).toBe(302);
    expect(callbackParams(answered.headers.get('location')!).get('code')).toBeTruthy();
  });

  it('a checkout form posted without its token places no order', async () => {
    env.probe.checkouts.set('chk-forged', { completed: false });
    const { body } = await post(env.emu, SESSION_PATH, { ecomCheckout: { checkoutId: 'chk-forged' } }, env.visitor);
    const refused = await postRaw(body.redirectSession.fullUrl, {});
    expect(refused.status).toBe(403);
    expect(env.probe.checkouts.get('chk-forged')).toEqual({ completed: false });
    expect((await submitForm(body.redirectSession.fullUrl, {})).status).toBe(200);
    expect(env.probe.checkouts.get('chk-forged')!.completed).toBe(true);
  });

  it('a new password posted without its token is not saved', async () => {
    await post(env.emu, '/_api/iam/recovery/v1/send-email', { email: DEMO.email }, env.visitor);
    const [mail] = await outbox(env.emu, DEMO.email);
    const recoveryToken = new URL(mail.link).searchParams.get('recoveryToken')!;
    const refused = await postRaw(`${env.emu.url}/__pages/recover`, { recoveryToken, password: 'forged-1' });
    expect(refused.status).toBe(403);
    const login = (password: string) => post(env.emu, '/_api/iam/authentication/v2/login', { loginId: { email: DEMO.email }, password }, env.visitor);
    expect((await login('forged-1')).body.state).not.toBe('SUCCESS');
    expect((await login(DEMO.password)).body.state).toBe('SUCCESS');
    expect((await submitForm(mail.link, { password: 'chosen-1' })).status).toBe(200);
    expect((await login('chosen-1')).body.state).toBe('SUCCESS');
  });
});

describe('Origin and Sec-Fetch-Site', () => {
  it.each([
    ['a foreign origin', () => ({ origin: 'http://evil.example' }), /Origin http:\/\/evil\.example may not post/],
    ['an opaque origin (null)', () => ({ origin: 'null' }), /Origin null may not post/],
    ['a loopback origin on another port (a shop)', () => ({ origin: 'http://localhost:5173' }), /Origin http:\/\/localhost:5173 may not post/],
    ['another loopback name on the same port', () => ({ origin: `http://localhost:${new URL(env.emu.url).port}` }), /may not post/],
    ['Sec-Fetch-Site: cross-site', () => ({ 'sec-fetch-site': 'cross-site' }), /Sec-Fetch-Site: cross-site/],
    ['Sec-Fetch-Site: same-site', () => ({ 'sec-fetch-site': 'same-site' }), /Sec-Fetch-Site: same-site/],
  ])(
    'a login form with its token but sent from %s is refused with the "Request refused" 403 page that says why, linking nowhere',
    async (_why, headers, message) => {
      const url = await loginPage();
      const refused = await submitHostedForm(url, SIGN_IN, { headers: headers() });
      expect(refused.status).toBe(403);
      expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
      expect(refused.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
      expect(refused.headers.get('x-wix-request-id')).toBeTruthy();
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
      const text = await refused.text();
      expect(text).toContain('<h1>Request refused</h1>');
      expect(text).toMatch(message);
      expect(text).toContain('Nothing was changed');
      // No way back to the page that posted: a foreign page gets no link from the emulator.
      expect(text).not.toContain('<a ');
      expect(siteSession(refused)).toBeUndefined();
    },
  );

  it('a checkout form sent from another site places no order, even with its token', async () => {
    env.probe.checkouts.set('chk-cross', { completed: false });
    const { body } = await post(env.emu, SESSION_PATH, { ecomCheckout: { checkoutId: 'chk-cross' } }, env.visitor);
    const refused = await submitHostedForm(body.redirectSession.fullUrl, {}, { headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(refused.status).toBe(403);
    expect(env.probe.checkouts.get('chk-cross')).toEqual({ completed: false });
  });

  it("accepts the form from the page's own origin (Sec-Fetch-Site: same-origin, or none after a reload)", async () => {
    const own = new URL(env.emu.url).origin;
    for (const headers of [{ origin: own, 'sec-fetch-site': 'same-origin' }, { origin: own, 'sec-fetch-site': 'none' }, { origin: own }] as Record<
      string,
      string
    >[]) {
      const accepted = await submitHostedForm(await loginPage(), SIGN_IN, { headers });
      expect(accepted.status, JSON.stringify(headers)).toBe(302);
      expect(accepted.headers.get('location')).toBe('http://localhost:3000/back?wixMemberLoggedIn=true');
    }
  });
});

describe('an origin in allowedOrigins (a proxy or tunnel that serves the pages on its own origin)', () => {
  const proxied = useIdentityEmulator({ allowedOrigins: ['https://shop.example'] });

  it('may post a hosted form with its token; a loopback origin still may not', async () => {
    const { body } = await post(proxied.emu, SESSION_PATH, { login: {} }, proxied.visitor);
    const url = body.redirectSession.fullUrl as string;
    const accepted = await submitHostedForm(url, SIGN_IN, { headers: { origin: 'https://shop.example', 'sec-fetch-site': 'same-origin' } });
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain(`You are signed in as ${DEMO.email}`);
    expect((await submitHostedForm(url, SIGN_IN, { headers: { origin: 'http://localhost:5173' } })).status).toBe(403);
  });
});
