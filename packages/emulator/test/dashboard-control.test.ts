/** The control routes the dashboard uses: live request stream, status filter, carts, webhook redelivery. */
import { decodeJwt, importSPKI, jwtVerify } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../src/index';
import { call, cartClient, item, visitorToken } from './cart-helpers';
import { json, startEndlessReceiver, startReceiver } from './helpers';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ webhookRetry: { attempts: 1, baseDelayMs: 5 } });
});
afterAll(() => emu.stop());
afterEach(async () => {
  emu.reset();
  await fetch(`${emu.url}/__emulator/webhooks/subscriptions`, { method: 'DELETE' });
});

interface SseEvent {
  event: string;
  id: string;
  data: any;
}

/** Opens `GET /__emulator/requests/stream` and reads its events one by one. */
async function openStream(target: Emulator, query = '', headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`${target.url}/__emulator/requests/stream${query}`, { headers, signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (): Promise<SseEvent> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith(':')) continue;
        const field = (name: string) =>
          block
            .split('\n')
            .find((line) => line.startsWith(`${name}: `))
            ?.slice(name.length + 2) ?? '';
        return { event: field('event'), id: field('id'), data: JSON.parse(field('data')) };
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += value;
    }
  };
  return { response, next, close: () => controller.abort() };
}

describe('GET /__emulator/requests/stream', () => {
  it('sends the logged requests matching its filter, then new ones as they happen', async () => {
    const before = await call(emu, 'GET', '/ecom/v1/carts/current');
    const stream = await openStream(emu, '?path=/ecom/**');
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);

    const first = await stream.next();
    expect(first).toMatchObject({
      event: 'request',
      id: before.headers.get('x-wix-request-id'),
      data: { method: 'GET', path: '/ecom/v1/carts/current', status: 401 },
    });

    await call(emu, 'POST', '/oauth2/token', { clientId: emu.clientId, grantType: 'anonymous' }); // filtered out
    const live = await call(emu, 'DELETE', '/ecom/v1/carts/current', undefined, 'not-a-token');
    const second = await stream.next();
    expect(second.id).toBe(live.headers.get('x-wix-request-id'));
    expect(second.data).toMatchObject({ method: 'DELETE', status: 401, auth: 'unknown-token', headers: { authorization: '[masked]' } });
    stream.close();
  });

  it('continues after the Last-Event-ID a reconnecting EventSource sends', async () => {
    const ids: string[] = [];
    for (const path of ['/a', '/b', '/c']) ids.push((await call(emu, 'GET', `/stores-reader/v1${path}`)).headers.get('x-wix-request-id')!);
    const stream = await openStream(emu, '', { 'last-event-id': ids[0]! });
    expect((await stream.next()).id).toBe(ids[1]);
    expect((await stream.next()).id).toBe(ids[2]);
    stream.close();
  });

  it('filters by status and status class, and refuses a bad filter', async () => {
    await call(emu, 'GET', '/ecom/v1/carts/current'); // 401
    await call(emu, 'POST', '/oauth2/token', { clientId: emu.clientId, grantType: 'anonymous' }); // 200
    const stream = await openStream(emu, '?status=4xx');
    expect((await stream.next()).data.status).toBe(401);
    stream.close();

    const exact = await json(await fetch(`${emu.url}/__emulator/requests?status=200`));
    expect(exact.body.requests.map((entry: { path: string }) => entry.path)).toEqual(['/oauth2/token']);
    expect((await fetch(`${emu.url}/__emulator/requests?status=teapot`)).status).toBe(400);
    expect((await fetch(`${emu.url}/__emulator/requests/stream?path=^(`)).status).toBe(400);
  });

  it('does not keep the emulator from stopping', async () => {
    const other = await startEmulator();
    const stream = await openStream(other);
    expect(stream.response.status).toBe(200);
    await other.stop();
    await expect(stream.next()).rejects.toThrow();
  });
});

describe('GET /__emulator/carts', () => {
  it('lists every current cart with its owner, lines and totals', async () => {
    expect((await json(await fetch(`${emu.url}/__emulator/carts`))).body).toEqual({ carts: [] });
    const token = await visitorToken(emu);
    const cart = cartClient(emu, token);
    await cart.add({ lineItems: [item('canvas-tote', 2)] });
    const wire = (await cart.update({ couponCode: 'SAVE10' })).body.cart;

    const { status, body } = await json(await fetch(`${emu.url}/__emulator/carts`));
    expect(status).toBe(200);
    expect(body.carts).toHaveLength(1);
    const [listed] = body.carts;
    const line = wire.lineItems[0];
    expect(listed).toMatchObject({ id: wire.id, owner: { kind: 'visitor', visitorId: wire.buyerInfo.visitorId }, couponCode: 'SAVE10' });
    expect(listed.lines).toEqual([
      { id: line.id, name: line.productName.original, quantity: 2, price: line.price.formattedAmount, total: expect.any(String), available: true },
    ]);
    const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));
    expect(amount(listed.lines[0].total)).toBeCloseTo(2 * Number(line.price.amount));
    expect(amount(listed.subtotal)).toBeCloseTo(amount(listed.lines[0].total));
    expect(amount(listed.discount)).toBeCloseTo(amount(listed.subtotal) * 0.1);
    expect(amount(listed.total)).toBeCloseTo(amount(listed.subtotal) - amount(listed.discount));
  });
});

describe('POST /__emulator/webhooks/deliveries/:id/redeliver', () => {
  it('posts the same event again, freshly signed, and records the attempt with the answer', async () => {
    const receiver = await startReceiver((index) => (index === 0 ? 503 : 200));
    try {
      await emu.subscribeWebhook({ url: receiver.url, eventTypes: ['wix.ecom.v1.cart_created'] });
      await cartClient(emu, await visitorToken(emu)).add({ lineItems: [item('canvas-tote')] });
      await emu.webhooksIdle();
      const [failed] = (await json(await fetch(`${emu.url}/__emulator/webhooks/deliveries`))).body.deliveries;
      expect(failed).toMatchObject({ statuses: [503], delivered: false, done: true });

      const { status, body } = await json(await fetch(`${emu.url}/__emulator/webhooks/deliveries/${failed.id}/redeliver`, { method: 'POST' }));
      expect(status).toBe(200);
      expect(body.delivery).toMatchObject({ id: failed.id, statuses: [503, 200], delivered: true });
      expect(body.delivery.attempts[1]).toMatchObject({ status: 200, answer: 'ok' });
      const listed = (await json(await fetch(`${emu.url}/__emulator/webhooks/deliveries`))).body.deliveries;
      expect(listed).toEqual([body.delivery]);

      expect(receiver.bodies).toHaveLength(2);
      const key = await importSPKI(emu.publicKeyPem, 'RS256');
      const { payload } = await jwtVerify(receiver.bodies[1]!.body, key, { algorithms: ['RS256'] });
      expect(payload.data).toBe(decodeJwt(receiver.bodies[0]!.body).data); // the same event
    } finally {
      await receiver.close();
    }
  });

  it('keeps the first 2,000 characters of an answer and stops reading it there, even when it never ends', async () => {
    const receiver = await startEndlessReceiver((index) => (index === 0 ? 503 : 200), `start ${'x'.repeat(16 * 1024)}`);
    try {
      await emu.subscribeWebhook({ url: receiver.url, eventTypes: ['wix.ecom.v1.cart_created'] });
      await cartClient(emu, await visitorToken(emu)).add({ lineItems: [item('canvas-tote')] });
      await emu.webhooksIdle();
      const [failed] = emu.webhookDeliveries();
      const { body } = await json(await fetch(`${emu.url}/__emulator/webhooks/deliveries/${failed!.id}/redeliver`, { method: 'POST' }));
      expect(body.delivery.attempts[1]).toEqual({ status: 200, time: expect.any(String), answer: `start ${'x'.repeat(1994)}` });
    } finally {
      await receiver.close();
    }
  });

  it('answers 404 for an unknown delivery', async () => {
    const { status, body } = await json(await fetch(`${emu.url}/__emulator/webhooks/deliveries/nope/redeliver`, { method: 'POST' }));
    expect({ status, body }).toEqual({ status: 404, body: { message: 'No such delivery' } });
  });
});
