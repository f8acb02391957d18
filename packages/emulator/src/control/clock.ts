/** Control routes of the clock: read its offset, set it (`offsetMs`) or move it (`advanceMs`). */
import { ControlError, type ControlRoutes, finiteNumber, guarded, PREFIX, readJson } from './kit';

/** `GET clock`, `POST clock`. */
export function registerClockRoutes({ app, ctx, core }: ControlRoutes): void {
  app.get(`${PREFIX}/clock`, (c) => c.json({ offsetMs: core.clock.offsetMs(), now: new Date(ctx.now()).toISOString() }));
  app.post(
    `${PREFIX}/clock`,
    guarded(async (c) => {
      const body = (await readJson(c)) as { offsetMs?: unknown; advanceMs?: unknown };
      if (body.offsetMs !== undefined) core.clock.setOffset(finiteNumber(body.offsetMs, 'offsetMs'));
      else if (body.advanceMs !== undefined) core.clock.advance(finiteNumber(body.advanceMs, 'advanceMs'));
      else throw new ControlError('Send {offsetMs} or {advanceMs}');
      return c.json({ offsetMs: core.clock.offsetMs(), now: new Date(ctx.now()).toISOString() });
    }),
  );
}
