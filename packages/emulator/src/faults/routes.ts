/** Control routes of the fault rules: list (with the known kinds), add, replace, clear, remove one. */
import { FAULT_KINDS, type FaultRuleInput } from './rules';
import { ControlError, type ControlRoutes, guarded, PREFIX, readJson } from '../control/kit';

/** `GET`, `POST`, `PUT` and `DELETE faults`, `DELETE faults/:id`. */
export function registerFaultRoutes({ app, core }: ControlRoutes): void {
  app.get(`${PREFIX}/faults`, (c) => c.json({ faults: core.faults.list(), kinds: FAULT_KINDS }));
  app.post(
    `${PREFIX}/faults`,
    guarded(async (c) => {
      const body = await readJson(c);
      const rules = (Array.isArray(body) ? body : [body]) as FaultRuleInput[];
      return c.json({ faults: core.faults.add(rules) }, 201);
    }),
  );
  app.put(
    `${PREFIX}/faults`,
    guarded(async (c) => {
      const body = await readJson(c);
      if (!Array.isArray(body)) throw new ControlError('PUT /faults takes an array of rules');
      return c.json({ faults: core.faults.set(body as FaultRuleInput[]) });
    }),
  );
  app.delete(`${PREFIX}/faults`, (c) => {
    core.faults.clear();
    return c.json({});
  });
  app.delete(
    `${PREFIX}/faults/:id`,
    guarded((c) => {
      if (!core.faults.remove(c.req.param('id') ?? '')) throw new ControlError('No such fault rule', 404);
      return c.json({});
    }),
  );
}
