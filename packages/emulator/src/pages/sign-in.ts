/**
 * The sign-in form shared by the `auth` and `login` pages: sign in, sign up, or enter the e-mail
 * verification code, then the next step of the state machine. On `SUCCESS` the site-session cookie is
 * set and the `auth` page answers a code, the `login` page goes back to `callbacks.postFlowUrl`.
 */
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { StateMachineResponse } from '@storefront-kit/wire/identity';
import { loginFormPage, messagePage, SESSION_COOKIE, signupFormPage, verifyFormPage } from './html';
import type { StoredRedirectSession } from '../redirects/sessions';
import { issueCode } from './authorization';
import { callbackUrl, errorText, field, formTo, pagePath, type Pages, send, violationField } from './kit';

/** After a state-machine step on a page: a code (auth), a redirect (login), or the next form. */
function afterState(pages: Pages, c: Context, session: StoredRedirectSession, result: StateMachineResponse, email: string): Response {
  if (result.state === 'SUCCESS' && result.sessionToken && result.identity) {
    setCookie(c, SESSION_COOKIE, result.sessionToken, { path: '/', httpOnly: true, sameSite: 'Lax' });
    if (session.kind === 'auth') return issueCode(pages, c, session, result.identity.id);
    const target = session.request.callbacks?.postFlowUrl;
    if (target) return c.redirect(callbackUrl(target, true), 302);
    return send(c, messagePage({ title: 'Signed in', text: `You are signed in as ${email}.` }));
  }
  if (result.state === 'REQUIRE_EMAIL_VERIFICATION' && result.stateToken) {
    return send(c, verifyFormPage({ ...formTo(pages, c, pagePath(session)), stateToken: result.stateToken, email }));
  }
  if (result.state === 'REQUIRE_OWNER_APPROVAL') {
    return send(c, messagePage({ title: 'Waiting for approval', text: 'The site owner must approve your account before you can sign in.' }));
  }
  return send(c, messagePage({ title: 'Sign-in failed', text: 'Unexpected state.' }), 400);
}

/** The sign-in form (or the sign-up form with `?mode=signup`). */
export function formPage(pages: Pages, c: Context, session: StoredRedirectSession): Response {
  const form = formTo(pages, c, pagePath(session));
  if (c.req.query('mode') === 'signup') {
    return send(c, signupFormPage({ ...form, loginHref: form.action }));
  }
  return send(c, loginFormPage({ ...form, signupHref: `${form.action}?mode=signup` }));
}

/** A posted form: sign-up, verification code, or sign-in (the default); a failure shows the form again. */
export async function handleForm(pages: Pages, c: Context, session: StoredRedirectSession): Promise<Response> {
  const { flows } = pages.identity;
  const form = await c.req.parseBody();
  const target = formTo(pages, c, pagePath(session));
  const email = field(form, 'email').trim();
  const password = field(form, 'password');
  switch (field(form, 'mode')) {
    case 'signup':
      try {
        return afterState(pages, c, session, flows.register({ email, password }, { checkCaptcha: false }), email);
      } catch (error) {
        const text = errorText(error);
        const errorField = violationField(error)?.includes('password') ? 'password' : 'email';
        return send(c, signupFormPage({ ...target, loginHref: target.action, email, error: text, errorField }), 400);
      }
    case 'verify': {
      const stateToken = field(form, 'stateToken');
      try {
        const result = flows.verify(field(form, 'code'), stateToken);
        return afterState(pages, c, session, result, result.identity?.email.address ?? '');
      } catch (error) {
        return send(c, verifyFormPage({ ...target, stateToken, email, error: errorText(error) }), 400);
      }
    }
    default: {
      const account = flows.checkCredentials(email, password);
      if (account === undefined) {
        return send(c, loginFormPage({ ...target, email, signupHref: `${target.action}?mode=signup`, error: 'Wrong e-mail or password.' }), 401);
      }
      if (account === 'reset') {
        return send(
          c,
          messagePage({ title: 'Password reset required', text: 'This account must reset its password. Use "forgot password" in the store.' }),
          400,
        );
      }
      return afterState(pages, c, session, flows.nextState(account), email);
    }
  }
}
