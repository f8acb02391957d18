/**
 * The control API under `/__emulator/`: reset, request log, outbox, webhook subscriptions and
 * deliveries, fault rules, clock, public key, health and configuration. Not a platform API: answers
 * are plain JSON, errors `{ message }` with status 400/404.
 */
import type { Context } from 'hono';
import type { EmulatorModule } from '../context';
import { FAULT_KINDS, type FaultRuleInput } from '../core/faults';
import { coreOf } from '../core/internals';
import type { HostKind } from '../context';

const PREFIX = '/__emulator';

async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ControlError('Body must be JSON');
  }
}

class ControlError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 = 400,
  ) {
    super(message);
  }
}

/** Runs a control handler, answering `{message}` with 400/404 for bad input. */
function guarded(handler: (c: Context) => Response | Promise<Response>) {
  return async (c: Context) => {
    try {
      return await handler(c);
    } catch (error) {
      if (error instanceof ControlError) return c.json({ message: error.message }, error.status);
      if (error instanceof TypeError) return c.json({ message: error.message }, 400);
      throw error;
    }
  };
}

function hostParam(value: string | undefined): HostKind | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'api' || value === 'readOnly' || value === 'edge') return value;
  throw new ControlError('host must be api, readOnly or edge');
}

function finiteNumber(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new ControlError(`${name} must be a finite number`);
  return value;
}

/** Registers the control API. */
export const controlModule: EmulatorModule = (app, ctx) => {
  const core = coreOf(ctx);

  app.get(`${PREFIX}/health`, (c) => c.json({ status: 'ok', now: new Date(ctx.now()).toISOString() }));

  app.get(`${PREFIX}/config`, (c) =>
    c.json({
      url: ctx.url,
      hosts: core.hosts,
      clientId: ctx.options.clientId,
      apiKey: ctx.options.apiKey,
      siteId: ctx.options.siteId,
      tokenTtlSeconds: ctx.options.tokenTtlSeconds,
      captcha: ctx.options.captcha,
      ownerApproval: ctx.options.ownerApproval,
      allowedRedirectUris: ctx.options.allowedRedirectUris,
      seed: ctx.options.seed,
      publicKeyUrl: `${ctx.url}${PREFIX}/public-key`,
    }),
  );

  app.get(`${PREFIX}/public-key`, (c) =>
    c.body(core.publicKeyPem, 200, { 'content-type': 'application/x-pem-file; charset=UTF-8' }),
  );

  app.post(`${PREFIX}/reset`, (c) => {
    core.reset();
    return c.json({ reset: true });
  });

  app.get(
    `${PREFIX}/requests`,
    guarded((c) => {
      const path = c.req.query('path');
      const method = c.req.query('method');
      const host = hostParam(c.req.query('host'));
      return c.json({
        requests: core.requestLog.list({
          ...(path ? { path } : {}),
          ...(method ? { method } : {}),
          ...(host ? { host } : {}),
        }),
      });
    }),
  );
  app.delete(`${PREFIX}/requests`, (c) => {
    core.requestLog.clear();
    return c.json({});
  });

  app.get(`${PREFIX}/outbox`, (c) => {
    const to = c.req.query('to');
    const kind = c.req.query('kind') as 'verification-code' | 'password-recovery' | 'activation' | undefined;
    return c.json({ messages: core.outbox.list({ ...(to ? { to } : {}), ...(kind ? { kind } : {}) }) });
  });
  app.delete(`${PREFIX}/outbox`, (c) => {
    core.outbox.clear();
    return c.json({});
  });

  app.get(`${PREFIX}/webhooks/subscriptions`, (c) => c.json({ subscriptions: core.webhooks.subscriptions() }));
  app.post(
    `${PREFIX}/webhooks/subscriptions`,
    guarded(async (c) => {
      const body = (await readJson(c)) as { url?: unknown; eventTypes?: unknown };
      if (typeof body.url !== 'string') throw new ControlError('url is required');
      if (body.eventTypes !== undefined && !(Array.isArray(body.eventTypes) && body.eventTypes.every((t) => typeof t === 'string'))) {
        throw new ControlError('eventTypes must be an array of strings');
      }
      const subscription = core.webhooks.subscribe({
        url: body.url,
        ...(body.eventTypes ? { eventTypes: body.eventTypes as string[] } : {}),
      });
      return c.json({ subscription }, 201);
    }),
  );
  app.delete(
    `${PREFIX}/webhooks/subscriptions/:id`,
    guarded((c) => {
      if (!core.webhooks.unsubscribe(c.req.param('id') ?? '')) throw new ControlError('No such subscription', 404);
      return c.json({});
    }),
  );
  app.delete(`${PREFIX}/webhooks/subscriptions`, (c) => {
    for (const subscription of core.webhooks.subscriptions()) core.webhooks.unsubscribe(subscription.id);
    return c.json({});
  });
  app.get(`${PREFIX}/webhooks/deliveries`, (c) => {
    const eventType = c.req.query('eventType');
    return c.json({ deliveries: core.webhooks.deliveries(eventType ? { eventType } : {}) });
  });

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
};
