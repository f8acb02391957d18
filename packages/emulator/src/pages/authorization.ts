/**
 * Answering an authorization request: a single-use code bound to the client, redirect URI, PKCE
 * challenge, member and visitor (or an OAuth error) goes back in the redirect URI's fragment or query,
 * or by `postMessage` to the exact redirect origin (`web_message`).
 */
import type { Context } from 'hono';
import { DEFAULT_REDIRECT_URI } from '@storefront-kit/wire/redirects';
import { messagePage, webMessagePage } from './html';
import type { StoredRedirectSession } from '../redirects/sessions';
import { withFragment, withQuery } from '../identity/urls';
import { type Pages, send } from './kit';

/** Sends the authorization response `params` the way the request asked for. */
function respond(c: Context, session: StoredRedirectSession, params: Record<string, string>): Response {
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
  // Sessions in these modes were created with a redirect URI (the schema requires one).
  const target = authRequest.redirectUri!;
  return c.redirect(mode === 'query' ? withQuery(target, params) : withFragment(target, params), 302);
}

/** Answers the authorization request with a code for `memberId` (the session is used up). */
export function issueCode(pages: Pages, c: Context, session: StoredRedirectSession, memberId: string): Response {
  const authRequest = session.request.auth!.authRequest;
  session.used = true;
  const code = pages.identity.tokens.issueCode({
    clientId: authRequest.clientId,
    redirectUri: authRequest.redirectUri,
    codeChallenge: authRequest.codeChallenge,
    memberId,
    visitorId: session.principal.kind === 'visitor' ? session.principal.visitorId : undefined,
  });
  return respond(c, session, { code, state: authRequest.state });
}

/** Answers the authorization request with an OAuth error. */
export function respondError(c: Context, session: StoredRedirectSession, error: string, description: string): Response {
  return respond(c, session, { error, error_description: description, state: session.request.auth!.authRequest.state });
}
