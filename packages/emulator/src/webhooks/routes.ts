/**
 * Control routes of the webhooks: subscriptions, deliveries, and redelivery of a delivery's event (signed
 * afresh). A delivery lists the hub's own attempts followed by the redeliveries made here.
 */
import { decodeJwt } from 'jose';
import type { EmulatorContext } from '../context';
import type { CoreInternals } from '../core/internals';
import { readAtMost } from '../http/read-bounded';
import type { DeliveryAttempt, WebhookDelivery } from './hub';
import { ControlError, type ControlRoutes, guarded, PREFIX, readJson } from '../control/kit';

/** How long a redelivery waits for the subscriber (the hub's default per-attempt timeout). */
const REDELIVERY_TIMEOUT_MS = 5000;

/** How much of a subscriber's answer a redelivery keeps: 2,000 characters, read from at most 8,000 bytes (4 per character at most). */
const ANSWER_CHARS = 2000;
const ANSWER_BYTES = 4 * ANSWER_CHARS;

/** A redelivery attempt, with the start of the subscriber's answer. */
type Redelivery = DeliveryAttempt & { answer?: string };

/** Attempts made by `POST .../redeliver`, by delivery id (the hub records only its own attempts). */
type Redeliveries = Map<string, Redelivery[]>;

function withRedeliveries(redeliveries: Redeliveries, delivery: WebhookDelivery) {
  const extra = redeliveries.get(delivery.id) ?? [];
  return {
    ...delivery,
    attempts: [...delivery.attempts, ...extra],
    statuses: [...delivery.statuses, ...extra.map((attempt) => attempt.status)],
    delivered: delivery.delivered || extra.some((attempt) => attempt.status >= 200 && attempt.status < 300),
  };
}

/** POSTs a delivery's event again, signed afresh so that its `exp` has not passed. */
async function redeliver(ctx: EmulatorContext, core: CoreInternals, delivery: WebhookDelivery): Promise<Redelivery> {
  const jwt = await core.webhooks.sign({ data: decodeJwt(delivery.jwt).data, iat: Math.floor(ctx.now() / 1000) });
  const attempt: Redelivery = { status: 0, time: new Date().toISOString() };
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: jwt,
      signal: AbortSignal.timeout(REDELIVERY_TIMEOUT_MS),
    });
    attempt.status = response.status;
    attempt.answer = new TextDecoder().decode((await readAtMost(response, ANSWER_BYTES)).bytes).slice(0, ANSWER_CHARS);
  } catch (error) {
    attempt.error = error instanceof Error ? error.message : String(error);
  }
  return attempt;
}

/** `GET`, `POST` and `DELETE webhooks/subscriptions`, `DELETE webhooks/subscriptions/:id`. */
function registerSubscriptionRoutes({ app, core }: ControlRoutes): void {
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
}

/** `GET webhooks/deliveries?eventType=`, `POST webhooks/deliveries/:id/redeliver`. */
function registerDeliveryRoutes({ app, ctx, core }: ControlRoutes): void {
  const redeliveries: Redeliveries = new Map();
  ctx.onReset(() => redeliveries.clear());
  app.get(`${PREFIX}/webhooks/deliveries`, (c) => {
    const eventType = c.req.query('eventType');
    const deliveries = core.webhooks.deliveries(eventType ? { eventType } : {});
    return c.json({ deliveries: deliveries.map((delivery) => withRedeliveries(redeliveries, delivery)) });
  });
  app.post(
    `${PREFIX}/webhooks/deliveries/:id/redeliver`,
    guarded(async (c) => {
      const delivery = core.webhooks.deliveries().find((candidate) => candidate.id === c.req.param('id'));
      if (!delivery) throw new ControlError('No such delivery', 404);
      const attempt = await redeliver(ctx, core, delivery);
      redeliveries.set(delivery.id, [...(redeliveries.get(delivery.id) ?? []), attempt]);
      return c.json({ delivery: withRedeliveries(redeliveries, delivery) });
    }),
  );
}

/** Every webhook control route. */
export function registerWebhookRoutes(routes: ControlRoutes): void {
  registerSubscriptionRoutes(routes);
  registerDeliveryRoutes(routes);
}
