/**
 * The control API under `/__emulator/`: reset, request log (also live, as server-sent events), carts,
 * outbox, webhook subscriptions, deliveries and redelivery, service-plugin calls, fault rules, clock,
 * public key, health and configuration. Not a platform API: answers are plain JSON, errors `{ message }`
 * with status 400/404 (502 when a service-plugin endpoint cannot be reached). The dashboard is a client
 * of these routes only.
 */
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { decodeJwt } from 'jose';
import type { EmulatorModule } from '../context';
import { price } from '../cart/money';
import type { CartStore } from '../cart/store';
import { subtotalCents } from '../cart/view';
import type { CartRecord } from '../cart/records';
import { FAULT_KINDS, type FaultRuleInput } from '../core/faults';
import { coreOf } from '../core/internals';
import { compilePathPattern } from '../core/path-pattern';
import type { RequestLog, RequestLogEntry } from '../core/request-log';
import { assertHttpUrl, type DeliveryAttempt, type WebhookDelivery } from '../core/webhooks';
import { cartStores } from '../graphql/cart-registry';
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
    readonly status: 400 | 404 | 502 = 400,
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

/** The request-log filter of `?path=&method=&host=&status=` (`status`: `404`, `4xx`, or `0` for dropped connections). */
function requestMatcher(c: Context): (entry: RequestLogEntry) => boolean {
  const { path, method, status } = c.req.query();
  const host = hostParam(c.req.query('host'));
  const matchPath = path ? compilePathPattern(path) : undefined;
  if (status && !/^(\d{1,3}|[1-5]xx)$/.test(status)) throw new ControlError('status must be a status (404), a class (4xx) or 0');
  const statusOf = status?.endsWith('xx') ? (entry: RequestLogEntry) => `${String(entry.status)[0]}xx` : (entry: RequestLogEntry) => String(entry.status);
  return (entry) =>
    (!matchPath || matchPath(entry.path)) &&
    (!method || entry.method === method.toUpperCase()) &&
    (!host || entry.host === host) &&
    (!status || statusOf(entry) === status);
}

/** Entries the request stream sends first: the latest few. */
const STREAM_BACKLOG = 500;
/** How long a redelivery waits for the subscriber (the hub's default per-attempt timeout). */
const REDELIVERY_TIMEOUT_MS = 5000;

/** A cart as the dashboard shows it: owner, lines and totals before shipping and tax. */
function cartSummary(store: CartStore, record: CartRecord) {
  const priced = store.price(record);
  const money = (cents: number) => price(cents, record.currency).formattedAmount;
  const subtotal = subtotalCents(priced);
  const discount = priced.discounts.discounts.reduce((sum, d) => sum + d.cents, 0);
  return {
    id: record.id,
    owner: record.owner,
    updatedDate: priced.cart.updatedDate,
    ...(record.coupon ? { couponCode: record.coupon.code } : {}),
    ...(record.checkoutId ? { checkoutId: record.checkoutId } : {}),
    lines: priced.lines.map((line) => ({
      id: line.record.id,
      name: line.item.productName?.original ?? '',
      quantity: line.record.quantity,
      price: money(line.unitCents),
      total: money(line.totalCents),
      available: line.purchasable,
    })),
    subtotal: money(subtotal),
    ...(discount > 0 ? { discount: money(discount) } : {}),
    total: money(subtotal - discount),
  };
}

function finiteNumber(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new ControlError(`${name} must be a finite number`);
  return value;
}

/** Registers the control API. */
export const controlModule: EmulatorModule = (app, ctx) => {
  const core = coreOf(ctx);
  /** Attempts made by `POST .../redeliver`, by delivery id (the hub records only its own attempts). */
  const redeliveries = new Map<string, (DeliveryAttempt & { answer?: string })[]>();
  ctx.onReset(() => redeliveries.clear());
  const withRedeliveries = (delivery: WebhookDelivery) => {
    const extra = redeliveries.get(delivery.id) ?? [];
    return {
      ...delivery,
      attempts: [...delivery.attempts, ...extra],
      statuses: [...delivery.statuses, ...extra.map((attempt) => attempt.status)],
      delivered: delivery.delivered || extra.some((attempt) => attempt.status >= 200 && attempt.status < 300),
    };
  };

  app.get(`${PREFIX}/health`, (c) => c.json({ status: 'ok', now: new Date(ctx.now()).toISOString() }));

  app.get(`${PREFIX}/config`, (c) =>
    c.json({
      url: ctx.url,
      hosts: core.hosts,
      clientId: ctx.options.clientId,
      apiKey: ctx.options.apiKey,
      siteId: ctx.options.siteId,
      tokenTtlSeconds: ctx.options.tokenTtlSeconds,
      refreshReuseGraceMs: ctx.options.refreshReuseGraceMs,
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
    guarded((c) => c.json({ requests: core.requestLog.list().filter(requestMatcher(c)) })),
  );
  app.get(
    `${PREFIX}/requests/stream`,
    guarded((c) => {
      const matches = requestMatcher(c);
      const entries = core.requestLog.list();
      // A reconnecting EventSource sends the last id it saw: continue after it.
      const lastSeen = entries.findIndex((entry) => entry.requestId === c.req.header('last-event-id'));
      const backlog = entries.slice(lastSeen + 1).filter(matches).slice(-STREAM_BACKLOG);
      return streamSSE(c, async (stream) => {
        let writing = Promise.resolve();
        const send = (entry: RequestLogEntry) => {
          writing = writing.then(() => stream.writeSSE({ event: 'request', id: entry.requestId, data: JSON.stringify(entry) }));
        };
        const listener = (entry: RequestLogEntry) => {
          if (matches(entry)) send(entry);
        };
        const unsubscribe = core.requestLog.subscribe(listener);
        await stream.write(': connected\n\n');
        backlog.forEach(send);
        await new Promise<void>((resolve) => stream.onAbort(resolve));
        unsubscribe();
      });
    }),
  );
  app.delete(`${PREFIX}/requests`, (c) => {
    core.requestLog.clear();
    return c.json({});
  });

  app.get(`${PREFIX}/carts`, (c) => {
    const store = cartStores.get(ctx);
    return c.json({ carts: store ? store.all().map((record) => cartSummary(store, record)) : [] });
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
    return c.json({ deliveries: core.webhooks.deliveries(eventType ? { eventType } : {}).map(withRedeliveries) });
  });
  app.post(
    `${PREFIX}/webhooks/deliveries/:id/redeliver`,
    guarded(async (c) => {
      const delivery = core.webhooks.deliveries().find((candidate) => candidate.id === c.req.param('id'));
      if (!delivery) throw new ControlError('No such delivery', 404);
      // The same event, signed afresh so that its `exp` has not passed.
      const jwt = await core.webhooks.sign({ data: decodeJwt(delivery.jwt).data, iat: Math.floor(ctx.now() / 1000) });
      const attempt: DeliveryAttempt & { answer?: string } = { status: 0, time: new Date().toISOString() };
      try {
        const response = await fetch(delivery.url, {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: jwt,
          signal: AbortSignal.timeout(REDELIVERY_TIMEOUT_MS),
        });
        attempt.status = response.status;
        attempt.answer = (await response.text()).slice(0, 2000);
      } catch (error) {
        attempt.error = error instanceof Error ? error.message : String(error);
      }
      redeliveries.set(delivery.id, [...(redeliveries.get(delivery.id) ?? []), attempt]);
      return c.json({ delivery: withRedeliveries(delivery) });
    }),
  );

  app.post(
    `${PREFIX}/service-plugins/call`,
    guarded(async (c) => {
      const body = (await readJson(c)) as Record<string, unknown>;
      const { url, methodPath = '', componentType, request = {}, metadata, appId = ctx.options.clientId } = body;
      if (typeof url !== 'string') throw new ControlError('url is required');
      if (typeof methodPath !== 'string' || (methodPath !== '' && !methodPath.startsWith('/'))) {
        throw new ControlError('methodPath must be a path starting with "/"');
      }
      if (typeof componentType !== 'string' || componentType === '') throw new ControlError('componentType is required');
      if (metadata !== undefined && (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata))) {
        throw new ControlError('metadata must be an object');
      }
      if (typeof appId !== 'string') throw new ControlError('appId must be a string');
      const target = methodPath === '' ? url : `${url.replace(/\/+$/, '')}${methodPath}`;
      const call = { url: target, componentType, request, appId, ...(metadata ? { metadata: metadata as Record<string, unknown> } : {}) };
      assertHttpUrl(target);
      const answer = await core.webhooks.callServicePlugin(call).catch((error: unknown) => {
        throw new ControlError(`The service plugin could not be reached: ${error instanceof Error ? error.message : String(error)}`, 502);
      });
      return c.json(answer);
    }),
  );

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
