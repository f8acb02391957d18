/**
 * Hosted HTML pages behind redirect sessions' `fullUrl` (`/__pages/<kind>/<sessionId>`):
 * - `auth`: sign-in (and sign-up + e-mail verification) form; on success a single-use code bound to the
 *   client, redirect URI, PKCE challenge, member and visitor goes back to the redirect URI in the
 *   fragment or query, or by `postMessage` to the exact redirect origin (`web_message`). `prompt: none`
 *   answers at once from the `sessionToken` (or the emulator's site-session cookie), else `login_required`;
 * - `login`: sign-in, then back to `callbacks.postFlowUrl`;
 * - `checkout`: the checkout's lines and total, "Place order", then `thankYouPageUrl?orderId=`;
 * - `logout`: ends the member session (revokes its tokens), then back to `callbacks.postFlowUrl`;
 * - `other`: intents the emulator does not model (bookings, events, ...): a notice and a way back.
 * Plus `/__pages/s/<id>` (short URLs) and `/__pages/recover` (the reset page of recovery e-mails).
 * Pages only redirect to targets validated when the session was created.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { StateMachineResponse } from '@storefront-kit/identity-oauth';
import { DEFAULT_REDIRECT_URI } from '@storefront-kit/redirects';
import { PlatformError, type EmulatorModule } from '../context';
import {
  SESSION_COOKIE,
  checkoutPage,
  loginFormPage,
  messagePage,
  resetPasswordPage,
  signupFormPage,
  verifyFormPage,
  webMessagePage,
  type RenderedPage,
} from '../identity/html';
import type { PageKind, StoredRedirectSession } from '../identity/redirect-sessions';
import { identityState } from '../identity/state';
import { withFragment, withQuery } from '../identity/urls';

type Status = 200 | 400 | 401 | 404 | 409 | 503;

function send(c: Context, page: RenderedPage, status: Status = 200): Response {
  return c.html(page.html, status, page.headers);
}

function field(form: Record<string, unknown>, name: string): string {
  const value = form[name];
  return typeof value === 'string' ? value : '';
}

function errorText(error: unknown): string {
  if (error instanceof PlatformError) {
    const details = error.body.details as
      | { applicationError?: { description?: string }; validationError?: { fieldViolations?: { field: string; description: string }[] } }
      | undefined;
    const violation = details?.validationError?.fieldViolations?.[0];
    if (violation) return `${violation.field} ${violation.description}`;
    return details?.applicationError?.description ?? error.message;
  }
  throw error;
}

/** Registers the hosted pages. */
export const pagesModule: EmulatorModule = (app, ctx) => {
  const { redirects, flows, tokens } = identityState(ctx);

  const notFound = (c: Context) =>
    send(c, messagePage({ title: 'Link not valid', text: 'This link is unknown or has expired. Start again from the store.' }), 404);

  const sessionFor = (c: Context, kind: PageKind): StoredRedirectSession | undefined => {
    const session = redirects.get(c.req.param('id') ?? '');
    return session?.kind === kind ? session : undefined;
  };

  const pageUrl = (session: StoredRedirectSession) => `${ctx.url}/__pages/${session.kind}/${session.id}`;

  // --- auth: answering the authorization request -----------------------------------------------------
  const respond = (c: Context, session: StoredRedirectSession, params: Record<string, string>): Response => {
    const authRequest = session.request.auth!.authRequest;
    const mode = authRequest.responseMode ?? 'fragment';
    if (mode === 'web_message') {
      const message = { type: 'authorization_response', ...params };
      return send(c, webMessagePage(message, session.webMessageOrigin!));
    }
    if (authRequest.redirectUri === DEFAULT_REDIRECT_URI) {
      // The spec's placeholder leads nowhere: the sign-in ends here, on the site session (cookie).
      return params.code
        ? send(c, messagePage({ title: 'Signed in', text: 'You are signed in. You can close this page.' }))
        : send(c, messagePage({ title: 'Sign-in failed', text: params.error_description ?? 'Sign-in failed.' }), 400);
    }
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(mode === 'query' ? withQuery(authRequest.redirectUri, params) : withFragment(authRequest.redirectUri, params), 302);
  };

  const issueCode = (c: Context, session: StoredRedirectSession, memberId: string): Response => {
    const authRequest = session.request.auth!.authRequest;
    session.used = true;
    const code = tokens.issueCode({
      clientId: authRequest.clientId,
      redirectUri: authRequest.redirectUri,
      codeChallenge: authRequest.codeChallenge,
      memberId,
      visitorId: session.principal.kind === 'visitor' ? session.principal.visitorId : undefined,
    });
    return respond(c, session, { code, state: authRequest.state });
  };

  const respondError = (c: Context, session: StoredRedirectSession, error: string, description: string): Response =>
    respond(c, session, { error, error_description: description, state: session.request.auth!.authRequest.state });

  /** After a state-machine step on a page: a code (auth), a redirect (login), or the next form. */
  const afterState = (c: Context, session: StoredRedirectSession, result: StateMachineResponse, email: string): Response => {
    if (result.state === 'SUCCESS' && result.sessionToken && result.identity) {
      setCookie(c, SESSION_COOKIE, result.sessionToken, { path: '/', httpOnly: true, sameSite: 'Lax' });
      if (session.kind === 'auth') return issueCode(c, session, result.identity.id);
      const target = session.request.callbacks?.postFlowUrl;
      if (target) return c.redirect(target, 302);
      return send(c, messagePage({ title: 'Signed in', text: `You are signed in as ${email}.` }));
    }
    if (result.state === 'REQUIRE_EMAIL_VERIFICATION' && result.stateToken) {
      return send(c, verifyFormPage({ action: pageUrl(session), stateToken: result.stateToken, email }));
    }
    if (result.state === 'REQUIRE_OWNER_APPROVAL') {
      return send(c, messagePage({ title: 'Waiting for approval', text: 'The site owner must approve your account before you can sign in.' }));
    }
    return send(c, messagePage({ title: 'Sign-in failed', text: 'Unexpected state.' }), 400);
  };

  const formPage = (c: Context, session: StoredRedirectSession): Response => {
    const action = pageUrl(session);
    if (c.req.query('mode') === 'signup') {
      return send(c, signupFormPage({ action, loginHref: action }));
    }
    return send(c, loginFormPage({ action, signupHref: `${action}?mode=signup` }));
  };

  const handleForm = async (c: Context, session: StoredRedirectSession): Promise<Response> => {
    const form = await c.req.parseBody();
    const action = pageUrl(session);
    const email = field(form, 'email').trim();
    const password = field(form, 'password');
    switch (field(form, 'mode')) {
      case 'signup':
        try {
          return afterState(c, session, flows.register({ email, password }, { checkCaptcha: false }), email);
        } catch (error) {
          return send(c, signupFormPage({ action, loginHref: action, email, error: errorText(error) }), 400);
        }
      case 'verify': {
        const stateToken = field(form, 'stateToken');
        try {
          const result = flows.verify(field(form, 'code'), stateToken);
          return afterState(c, session, result, result.identity?.email.address ?? '');
        } catch (error) {
          return send(c, verifyFormPage({ action, stateToken, email: '', error: errorText(error) }), 400);
        }
      }
      default: {
        const account = flows.checkCredentials(email, password);
        if (account === undefined) {
          return send(c, loginFormPage({ action, email, signupHref: `${action}?mode=signup`, error: 'Wrong e-mail or password.' }), 401);
        }
        if (account === 'reset') {
          return send(c, messagePage({ title: 'Password reset required', text: 'This account must reset its password. Use "forgot password" in the store.' }), 400);
        }
        return afterState(c, session, flows.nextState(account), email);
      }
    }
  };

  app.get('/__pages/auth/:id', (c) => {
    const session = sessionFor(c, 'auth');
    if (!session) return notFound(c);
    if (session.used) return respondError(c, session, 'invalid_request', 'This authorization request was already answered');
    const auth = session.request.auth!;
    const prompt = auth.prompt ?? auth.authRequest.prompt ?? 'login';
    if (prompt === 'none') {
      const site = flows.session(auth.authRequest.sessionToken) ?? flows.session(getCookie(c, SESSION_COOKIE));
      return site ? issueCode(c, session, site.memberId) : respondError(c, session, 'login_required', 'No signed-in session');
    }
    if (prompt !== 'login') {
      const site = flows.session(auth.authRequest.sessionToken);
      if (site) return issueCode(c, session, site.memberId);
    }
    return formPage(c, session);
  });

  app.post('/__pages/auth/:id', async (c) => {
    const session = sessionFor(c, 'auth');
    if (!session) return notFound(c);
    if (session.used) return respondError(c, session, 'invalid_request', 'This authorization request was already answered');
    return handleForm(c, session);
  });

  // --- login intent ------------------------------------------------------------------------------------
  app.get('/__pages/login/:id', (c) => {
    const session = sessionFor(c, 'login');
    return session ? formPage(c, session) : notFound(c);
  });

  app.post('/__pages/login/:id', async (c) => {
    const session = sessionFor(c, 'login');
    return session ? handleForm(c, session) : notFound(c);
  });

  // --- logout intent -----------------------------------------------------------------------------------
  app.get('/__pages/logout/:id', (c) => {
    const session = sessionFor(c, 'logout');
    if (!session) return notFound(c);
    if (session.principal.kind === 'member') {
      tokens.endSessionOf(session.principal.accessToken);
      flows.endSessionsOf(session.principal.memberId);
    }
    flows.endSession(getCookie(c, SESSION_COOKIE));
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    const target = session.request.callbacks?.postFlowUrl;
    if (target) {
      c.header('Cache-Control', 'no-store');
      return c.redirect(target, 302);
    }
    return send(c, messagePage({ title: 'Signed out', text: 'You are signed out.' }));
  });

  // --- checkout intent ---------------------------------------------------------------------------------
  app.get('/__pages/checkout/:id', (c) => {
    const session = sessionFor(c, 'checkout');
    if (!session) return notFound(c);
    const checkout = ctx.services.checkout;
    if (!checkout) return send(c, messagePage({ title: 'Checkout unavailable', text: 'The emulator has no checkout service.' }), 503);
    const receipt = checkout.receipt(session.request.ecomCheckout!.checkoutId);
    if (!receipt) return notFound(c);
    if (receipt.completed) {
      const thanks = session.request.callbacks?.thankYouPageUrl ?? session.request.callbacks?.postFlowUrl;
      return send(c, messagePage({ title: 'Order placed', text: 'This order was already placed.', link: thanks ? { href: thanks, label: 'Continue' } : undefined }));
    }
    return send(c, checkoutPage({ action: pageUrl(session), receipt, backHref: session.request.callbacks?.cartPageUrl }));
  });

  app.post('/__pages/checkout/:id', (c) => {
    const session = sessionFor(c, 'checkout');
    if (!session) return notFound(c);
    const result = ctx.services.checkout?.complete(session.request.ecomCheckout!.checkoutId);
    if (!result) return notFound(c);
    const callbacks = session.request.callbacks;
    c.header('Cache-Control', 'no-store');
    if (callbacks?.thankYouPageUrl) return c.redirect(withQuery(callbacks.thankYouPageUrl, { orderId: result.orderId }), 302);
    if (callbacks?.postFlowUrl) return c.redirect(callbacks.postFlowUrl, 302);
    return send(c, messagePage({ title: 'Thank you', text: `Order ${result.orderId} was placed.` }));
  });

  // --- intents the emulator does not model ----------------------------------------------------------------
  app.get('/__pages/other/:id', (c) => {
    const session = sessionFor(c, 'other');
    if (!session) return notFound(c);
    const back = session.request.callbacks?.postFlowUrl;
    return send(
      c,
      messagePage({
        title: 'Not emulated',
        text: `The "${session.intent}" flow is not emulated.`,
        link: back ? { href: back, label: 'Back to the store' } : undefined,
      }),
    );
  });

  // --- short URLs and the recovery page --------------------------------------------------------------------
  app.get('/__pages/s/:shortId', (c) => {
    const session = redirects.byShortId(c.req.param('shortId'));
    return session ? c.redirect(session.wire.fullUrl, 302) : notFound(c);
  });

  app.get('/__pages/recover', (c) => {
    const recoveryToken = c.req.query('recoveryToken') ?? '';
    return send(c, resetPasswordPage({ action: `${ctx.url}/__pages/recover`, recoveryToken }));
  });

  app.post('/__pages/recover', async (c) => {
    const form = await c.req.parseBody();
    const recoveryToken = field(form, 'recoveryToken');
    try {
      flows.recover(recoveryToken, field(form, 'password'));
    } catch (error) {
      return send(c, resetPasswordPage({ action: `${ctx.url}/__pages/recover`, recoveryToken, error: errorText(error) }), 400);
    }
    return send(c, messagePage({ title: 'Password saved', text: 'Your new password is saved. You can sign in now.' }));
  });
};
