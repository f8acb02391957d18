/** The `login` page: the sign-in form, then back to `callbacks.postFlowUrl`. */
import type { Hono } from 'hono';
import { notFound, type Pages, sessionFor } from './kit';
import { formPage, handleForm } from './sign-in';

/** `GET` and `POST /__pages/login/:id`. */
export function registerLoginPage(app: Hono, pages: Pages): void {
  app.get('/__pages/login/:id', (c) => {
    const session = sessionFor(pages, c, 'login');
    return session ? formPage(pages, c, session) : notFound(c);
  });

  app.post('/__pages/login/:id', async (c) => {
    const session = sessionFor(pages, c, 'login');
    return session ? handleForm(pages, c, session) : notFound(c);
  });
}
