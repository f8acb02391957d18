/** The `logout` page: ends the member session (revokes its tokens) and the site session, then back to `callbacks.postFlowUrl`. */
import type { Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { messagePage, SESSION_COOKIE } from './html';
import { callbackUrl, notFound, type Pages, send, sessionFor } from './kit';

/** `GET /__pages/logout/:id`. */
export function registerLogoutPage(app: Hono, pages: Pages): void {
  const { flows, tokens } = pages.identity;
  app.get('/__pages/logout/:id', (c) => {
    const session = sessionFor(pages, c, 'logout');
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
      return c.redirect(callbackUrl(target, false), 302);
    }
    return send(c, messagePage({ title: 'Signed out', text: 'You are signed out.' }));
  });
}
