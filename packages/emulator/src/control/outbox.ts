/** Control routes of the outbox: the e-mails the emulator sent (by recipient and kind), and clearing them. */
import { type ControlRoutes, PREFIX } from './kit';

/** `GET outbox?to=&kind=`, `DELETE outbox`. */
export function registerOutboxRoutes({ app, core }: ControlRoutes): void {
  app.get(`${PREFIX}/outbox`, (c) => {
    const to = c.req.query('to');
    const kind = c.req.query('kind') as 'verification-code' | 'password-recovery' | 'activation' | undefined;
    return c.json({ messages: core.outbox.list({ ...(to ? { to } : {}), ...(kind ? { kind } : {}) }) });
  });
  app.delete(`${PREFIX}/outbox`, (c) => {
    core.outbox.clear();
    return c.json({});
  });
}
