import { importSPKI, jwtVerify } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../src/index';
import { controlModule } from '../src/control/module';
import { json, startEndlessReceiver, startReceiver, type Receiver } from './helpers';
import { probeModule } from './probe-module';

let emu: Emulator;
const receivers: Receiver[] = [];

beforeAll(async () => {
  emu = await startEmulator({
    modules: [controlModule, probeModule()],
    webhookRetry: { attempts: 3, baseDelayMs: 5 },
    siteId: 'site-hooks',
  });
});
afterAll(async () => {
  await emu.stop();
});
afterEach(async () => {
  emu.reset();
  await fetch(`${emu.url}/__emulator/webhooks/subscriptions`, { method: 'DELETE' });
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

async function receiver(respond?: (index: number) => number): Promise<Receiver> {
  const created = await startReceiver(respond);
  receivers.push(created);
  return created;
}

async function subscribe(url: string, eventTypes?: string[]) {
  return json(
    await fetch(`${emu.url}/__emulator/webhooks/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url, ...(eventTypes ? { eventTypes } : {}) }),
    }),
  );
}

const emit = (event: unknown, authorization?: string) =>
  fetch(`${emu.url}/probe/emit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(event),
  });

async function verify(jwt: string) {
  const pem = await (await fetch(`${emu.url}/__emulator/public-key`)).text();
  const key = await importSPKI(pem, 'RS256');
  return jwtVerify(jwt, key, { algorithms: ['RS256'] });
}

describe('webhooks', () => {
  it('delivers a domain event as an RS256 JWT in the platform envelope', async () => {
    const hook = await receiver();
    const { status, body } = await subscribe(hook.url, ['wix.ecom.v1.cart_created']);
    expect(status).toBe(201);
    expect(body.subscription).toMatchObject({ url: hook.url, eventTypes: ['wix.ecom.v1.cart_created'] });
    const cart = { id: 'cart-1', lineItems: [], createdDate: '2026-01-01T00:00:00.000Z' };
    await emit({ eventType: 'wix.ecom.v1.cart_created', kind: 'created', entityFqdn: 'wix.ecom.v1.cart', entityId: 'cart-1', entity: cart }, 'visitor-token');
    await emu.webhooksIdle();

    expect(hook.bodies).toHaveLength(1);
    expect(hook.bodies[0]!.headers['content-type']).toBe('text/plain');
    const { payload, protectedHeader } = await verify(hook.bodies[0]!.body);
    expect(protectedHeader.alg).toBe('RS256');
    expect(typeof payload.iat).toBe('number');
    expect(payload.exp).toBe(payload.iat! + 300);
    expect(typeof payload.data).toBe('string');
    const envelope = JSON.parse(payload.data as string);
    expect(envelope.eventType).toBe('wix.ecom.v1.cart_created');
    expect(typeof envelope.instanceId).toBe('string');
    expect(envelope.accountInfo).toEqual({ siteId: 'site-hooks' });
    expect(JSON.parse(envelope.identity)).toEqual({ identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: 'v-1' });
    const data = JSON.parse(envelope.data);
    expect(data).toMatchObject({
      entityFqdn: 'wix.ecom.v1.cart',
      slug: 'created',
      entityId: 'cart-1',
      createdEvent: { entity: cart },
      triggeredByAnonymizeRequest: false,
      entityEventSequence: '1',
    });
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(data.eventTime).toISOString()).toBe(data.eventTime);

    const deliveries = (await json(await fetch(`${emu.url}/__emulator/webhooks/deliveries`))).body.deliveries;
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({
      eventId: data.id,
      eventType: 'wix.ecom.v1.cart_created',
      url: hook.url,
      statuses: [200],
      delivered: true,
      done: true,
    });
  });

  it('wraps updated, deleted, action and plain events, with member and merchant identities', async () => {
    const hook = await receiver();
    await subscribe(hook.url);
    await emit(
      {
        eventType: 'wix.ecom.v1.cart_updated',
        kind: 'updated',
        entityFqdn: 'wix.ecom.v1.cart',
        entityId: 'c',
        entity: { id: 'c' },
        modifiedFields: { buyerNote: 'x' },
      },
      'member-token',
    );
    await emu.webhooksIdle();
    await emit({ eventType: 'wix.ecom.v1.cart_deleted', kind: 'deleted', entityFqdn: 'wix.ecom.v1.cart', entityId: 'c' }, emu.apiKey);
    await emu.webhooksIdle();
    await emit({
      eventType: 'wix.headless.v1.redirect_session_created',
      kind: 'action',
      entityFqdn: 'wix.headless.v1.redirect_session',
      entityId: 'r',
      body: { sessionId: 'r' },
    });
    await emu.webhooksIdle();
    await emit({
      eventType: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
      kind: 'plain',
      entityId: 'p',
      body: { productId: 'p', changedFields: ['name'] },
    });
    await emu.webhooksIdle();

    const envelopes = await Promise.all(hook.bodies.map(async ({ body }) => JSON.parse((await verify(body)).payload.data as string)));
    const [updated, deleted, action, plain] = envelopes.map((envelope) => ({
      ...envelope,
      data: JSON.parse(envelope.data),
      identity: JSON.parse(envelope.identity),
    }));
    expect(updated!.data.updatedEvent).toEqual({ currentEntity: { id: 'c' }, modifiedFields: { buyerNote: 'x' } });
    expect(updated!.identity).toEqual({ identityType: 'MEMBER', memberId: 'm-2' });
    expect(deleted!.data.deletedEvent).toEqual({});
    expect(deleted!.data.entityEventSequence).toBe('2');
    expect(deleted!.identity.identityType).toBe('WIX_USER');
    expect(action!.data).toMatchObject({ slug: 'created', actionEvent: { body: { sessionId: 'r' } } });
    expect(action!.identity).toEqual({ identityType: 'UNKNOWN' });
    expect(plain!.eventType).toBe('com.wix.ecommerce.catalog.api.v1.ProductChanged');
    expect(plain!.data).toEqual({ productId: 'p', changedFields: ['name'] });
  });

  it('snapshots the entity when emitted and numbers events per entity, subscribers or not', async () => {
    await fetch(`${emu.url}/probe/emit-mutating`, { method: 'POST' });
    await emu.webhooksIdle();
    expect(emu.webhookDeliveries()).toEqual([]);
    const hook = await receiver();
    await subscribe(hook.url);
    await fetch(`${emu.url}/probe/emit-mutating`, { method: 'POST' });
    await emu.webhooksIdle();
    const payloads = await Promise.all(hook.bodies.map(async ({ body }) => JSON.parse(JSON.parse((await verify(body)).payload.data as string).data)));
    const bySequence = payloads.sort((a, b) => Number(a.entityEventSequence) - Number(b.entityEventSequence));
    expect(bySequence.map((p) => p.entityEventSequence)).toEqual(['3', '4']);
    expect(bySequence[0].createdEvent.entity).toEqual({ id: 'e-1', n: 1 });
    expect(bySequence[1].updatedEvent.currentEntity).toEqual({ id: 'e-1', n: 2 });
    expect(emu.webhookDeliveries().map((d) => d.eventType)).toEqual(['x.v1.thing_created', 'x.v1.thing_updated']);
  });

  it('sends only subscribed event types', async () => {
    const carts = await receiver();
    const products = await receiver();
    await subscribe(carts.url, ['wix.ecom.v1.cart_created']);
    await subscribe(products.url, ['com.wix.ecommerce.catalog.api.v1.ProductCreated']);
    await emit({ eventType: 'wix.ecom.v1.cart_created', kind: 'created', entityFqdn: 'wix.ecom.v1.cart', entityId: 'c', entity: {} });
    await emu.webhooksIdle();
    expect(carts.bodies).toHaveLength(1);
    expect(products.bodies).toHaveLength(0);
  });

  it('counts an attempt at its status without reading the answer: an endless answer holds nothing', async () => {
    const hook = await startEndlessReceiver(() => 200, 'x'.repeat(64 * 1024));
    receivers.push(hook);
    await subscribe(hook.url);
    await emit({ eventType: 'wix.ecom.v1.cart_created', kind: 'created', entityFqdn: 'wix.ecom.v1.cart', entityId: 'c', entity: {} });
    await emu.webhooksIdle();
    expect(emu.webhookDeliveries()).toEqual([expect.objectContaining({ statuses: [200], delivered: true })]);
  });

  it('retries non-2xx answers with backoff until one succeeds', async () => {
    const hook = await receiver((index) => (index === 0 ? 500 : index === 1 ? 404 : 204));
    await subscribe(hook.url);
    await emit({ eventType: 'wix.ecom.v1.cart_created', kind: 'created', entityFqdn: 'wix.ecom.v1.cart', entityId: 'c', entity: {} });
    await emu.webhooksIdle();
    expect(hook.bodies).toHaveLength(3);
    expect(new Set(hook.bodies.map((b) => b.body)).size).toBe(1);
    const [delivery] = emu.webhookDeliveries();
    expect(delivery).toMatchObject({ statuses: [500, 404, 204], delivered: true });
    const times = delivery!.attempts.map((attempt) => new Date(attempt.time).getTime());
    // Backoff: 5 ms before the 2nd attempt, 10 ms before the 3rd (1 ms of timer rounding allowed).
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(4);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(9);
  });

  it('gives up after the configured attempts, and counts network errors as failures', async () => {
    const hook = await receiver(() => 503);
    await subscribe(hook.url);
    const dead = await receiver();
    const deadUrl = dead.url;
    await dead.close();
    await subscribe(deadUrl);
    await emit({ eventType: 'wix.ecom.v1.cart_created', kind: 'created', entityFqdn: 'wix.ecom.v1.cart', entityId: 'c', entity: {} });
    await emu.webhooksIdle();
    const deliveries = emu.webhookDeliveries();
    expect(deliveries.find((d) => d.url === hook.url)).toMatchObject({ statuses: [503, 503, 503], delivered: false, done: true });
    const failed = deliveries.find((d) => d.url === deadUrl)!;
    expect(failed).toMatchObject({ statuses: [0, 0, 0], delivered: false, done: true });
    expect(failed.attempts[0]!.error).toBeTruthy();
  });

  it('stop() cancels pending retries', async () => {
    const other = await startEmulator({ modules: [controlModule, probeModule()], webhookRetry: { attempts: 5, baseDelayMs: 60_000 } });
    const hook = await receiver(() => 500);
    other.subscribeWebhook({ url: hook.url });
    await fetch(`${other.url}/probe/emit`, {
      method: 'POST',
      body: JSON.stringify({ eventType: 'x_created', kind: 'created', entityId: 'e', entity: {} }),
    });
    while (hook.bodies.length === 0) await new Promise((resolve) => setImmediate(resolve));
    await other.stop();
    await other.webhooksIdle();
    expect(hook.bodies).toHaveLength(1);
  });

  it('a reset cancels retries and clears deliveries but keeps subscriptions', async () => {
    const hook = await receiver(() => 500);
    const other = await startEmulator({ modules: [controlModule, probeModule()], webhookRetry: { attempts: 3, baseDelayMs: 60_000 } });
    try {
      other.subscribeWebhook({ url: hook.url });
      await fetch(`${other.url}/probe/emit`, { method: 'POST', body: JSON.stringify({ eventType: 'x_created', kind: 'created', entityId: 'e', entity: {} }) });
      while (other.webhookDeliveries()[0]?.attempts.length !== 1) await new Promise((resolve) => setImmediate(resolve));
      await fetch(`${other.url}/__emulator/reset`, { method: 'POST' });
      await other.webhooksIdle();
      expect(other.webhookDeliveries()).toEqual([]);
      expect(hook.bodies).toHaveLength(1);
      expect((await json(await fetch(`${other.url}/__emulator/webhooks/subscriptions`))).body.subscriptions).toHaveLength(1);
    } finally {
      await other.stop();
    }
  });

  it('manages subscriptions over the control API', async () => {
    const created = (await subscribe('http://127.0.0.1:9/a')).body.subscription;
    await subscribe('http://127.0.0.1:9/b', ['x']);
    expect((await json(await fetch(`${emu.url}/__emulator/webhooks/subscriptions`))).body.subscriptions).toHaveLength(2);
    expect((await fetch(`${emu.url}/__emulator/webhooks/subscriptions/${created.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await fetch(`${emu.url}/__emulator/webhooks/subscriptions/${created.id}`, { method: 'DELETE' })).status).toBe(404);
    const left = (await json(await fetch(`${emu.url}/__emulator/webhooks/subscriptions`))).body.subscriptions;
    expect(left.map((s: { url: string }) => s.url)).toEqual(['http://127.0.0.1:9/b']);
    expect((await subscribe('ftp://example.com')).status).toBe(400);
    expect((await subscribe(42 as unknown as string)).status).toBe(400);
    await fetch(`${emu.url}/__emulator/webhooks/subscriptions`, { method: 'DELETE' });
    expect((await json(await fetch(`${emu.url}/__emulator/webhooks/subscriptions`))).body.subscriptions).toEqual([]);
  });
});
