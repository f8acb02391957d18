/**
 * The `auth` page: answers an authorization request. `prompt: none` answers at once from the
 * `sessionToken` (or the emulator's site-session cookie), else `login_required`; other prompts but
 * `login` answer from a live `sessionToken`; otherwise the sign-in form. A request is answered once.
 */
import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from './html';
import { issueCode, respondError } from './authorization';
import { notFound, type Pages, sessionFor } from './kit';
import { formPage, handleForm } from './sign-in';

/** `GET` and `POST /__pages/auth/:id`. */
export function registerAuthPage(app: Hono, pages: Pages): void {
  const { flows } = pages.identity;
  app.get('/__pages/auth/:id', (c) => {
    const session = sessionFor(pages, c, 'auth');
    if (!session) return notFound(c);
    if (session.used) return respondError(c, session, 'invalid_request', 'This authorization request was already answered');
    const auth = session.request.auth!;
    const prompt = auth.prompt ?? auth.authRequest.prompt ?? 'login';
    if (prompt === 'none') {
      const site = flows.session(auth.authRequest.sessionToken) ?? flows.session(getCookie(c, SESSION_COOKIE));
      return site ? issueCode(pages, c, session, site.memberId) : respondError(c, session, 'login_required', 'No signed-in session');
    }
    if (prompt !== 'login') {
      const site = flows.session(auth.authRequest.sessionToken);
      if (site) return issueCode(pages, c, session, site.memberId);
    }
    return formPage(pages, c, session);
  });

  app.post('/__pages/auth/:id', async (c) => {
    const session = sessionFor(pages, c, 'auth');
    if (!session) return notFound(c);
    if (session.used) return respondError(c, session, 'invalid_request', 'This authorization request was already answered');
    return handleForm(pages, c, session);
  });
}
