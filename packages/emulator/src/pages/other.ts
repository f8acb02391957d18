/** The `other` page: intents the emulator does not model (bookings, events, ...): a notice and a way back. */
import type { Hono } from 'hono';
import { messagePage } from './html';
import { byMember, callbackUrl, notFound, type Pages, send, sessionFor } from './kit';

/** `GET /__pages/other/:id`. */
export function registerOtherPage(app: Hono, pages: Pages): void {
  app.get('/__pages/other/:id', (c) => {
    const session = sessionFor(pages, c, 'other');
    if (!session) return notFound(c);
    const back = session.request.callbacks?.postFlowUrl;
    return send(
      c,
      messagePage({
        title: 'Not emulated',
        text: `The "${session.intent}" flow is not emulated.`,
        link: back ? { href: callbackUrl(back, byMember(session)), label: 'Back to the store' } : undefined,
      }),
    );
  });
}
