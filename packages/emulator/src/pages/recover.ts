/** Short URLs (`/__pages/s/<id>`) and the reset page recovery e-mails link to (`/__pages/recover`). */
import type { Hono } from 'hono';
import { messagePage, resetPasswordPage } from './html';
import { errorText, field, formTo, notFound, type Pages, send, violationField } from './kit';

const RECOVER_PATH = '/__pages/recover';

/** `GET /__pages/s/:shortId`: redirects to the session's full URL. */
export function registerShortUrls(app: Hono, pages: Pages): void {
  app.get('/__pages/s/:shortId', (c) => {
    const session = pages.identity.redirects.byShortId(c.req.param('shortId'));
    return session ? c.redirect(session.wire.fullUrl, 302) : notFound(c);
  });
}

/** `GET` and `POST /__pages/recover`: the new-password form of a recovery token. */
export function registerRecoverPage(app: Hono, pages: Pages): void {
  const { flows } = pages.identity;
  app.get(RECOVER_PATH, (c) => {
    const recoveryToken = c.req.query('recoveryToken') ?? '';
    return send(c, resetPasswordPage({ ...formTo(pages, c, RECOVER_PATH), recoveryToken }));
  });

  app.post(RECOVER_PATH, async (c) => {
    const form = await c.req.parseBody();
    const recoveryToken = field(form, 'recoveryToken');
    try {
      flows.recover(recoveryToken, field(form, 'password'));
    } catch (error) {
      const text = errorText(error);
      // Only a password the rules refuse is worth the form again; a link that is unknown, used or expired is not.
      if (violationField(error) === undefined) {
        const linkGone = 'This password link is unknown, used or expired. Ask for a new one from the store.';
        return send(c, messagePage({ title: 'Link not valid', text: linkGone }), 400);
      }
      return send(c, resetPasswordPage({ ...formTo(pages, c, RECOVER_PATH), recoveryToken, error: text }), 400);
    }
    return send(c, messagePage({ title: 'Password saved', text: 'Your new password is saved. You can sign in now.' }));
  });
}
