import { startEmulator, type Emulator } from '@storefront-kit/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { triggerDemoEvents } from '../src/demo';
import { startWebhookReceiver, type WebhookReceiver } from '../src/receiver';

const b64url = (bytes: Uint8Array | string) => Buffer.from(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes).toString('base64url');

/** Re-signs a JWT's claims with a fresh RS256 key the receiver does not know. */
async function forge(jwt: string): Promise<string> {
  const claims = jwt.split('.')[1]!;
  const { privateKey } = await crypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['sign', 'verify'],
  );
  const input = `${b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${claims}`;
  const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', privateKey, new TextEncoder().encode(input));
  return `${input}.${b64url(new Uint8Array(signature))}`;
}

describe('webhook receiver against the emulator', () => {
  let emulator: Emulator;
  let receiver: WebhookReceiver;
  const lines: string[] = [];
  const warnings: string[] = [];

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
    receiver = await startWebhookReceiver({
      emulatorUrl: emulator.url,
      port: 0,
      publicKeyPem: emulator.publicKeyPem,
      log: (line) => lines.push(line),
      warn: (line) => warnings.push(line),
    });
  });

  afterAll(async () => {
    await receiver?.close();
    await emulator?.stop();
  });

  it('should subscribe itself to the cart and product events', async () => {
    const res = await fetch(`${emulator.url}/__emulator/webhooks/subscriptions`);
    const { subscriptions } = (await res.json()) as { subscriptions: { id: string; url: string; eventTypes?: string[] }[] };
    const mine = subscriptions.find((s) => s.id === receiver.subscriptionId);
    expect(mine?.url).toBe(receiver.url);
    expect(mine?.eventTypes).toEqual(
      expect.arrayContaining([
        'wix.ecom.v1.cart_created',
        'wix.ecom.v1.cart_updated',
        'com.wix.ecommerce.catalog.api.v1.ProductCreated',
        'com.wix.ecommerce.catalog.api.v1.ProductChanged',
      ]),
    );
  });

  it('should verify, dispatch and log cart and product events', async () => {
    const { productId, cartId } = await triggerDemoEvents(emulator);
    const wanted = [
      ['com.wix.ecommerce.catalog.api.v1.ProductCreated', productId],
      ['com.wix.ecommerce.catalog.api.v1.ProductChanged', productId],
      ['wix.ecom.v1.cart_created', cartId],
      ['wix.ecom.v1.cart_updated', cartId],
    ] as const;
    const got = await Promise.all(wanted.map(([type, id]) => receiver.waitFor((e) => e.eventType === type && e.entityId === id)));

    expect(got.map((e) => e.line)).toEqual([
      `product created  ${productId}  "Webhook demo tee"  25 USD`,
      `product changed  ${productId}  fields: name`,
      expect.stringMatching(new RegExp(`^cart created  ${cartId}  1 line item, quantity 1  by ANONYMOUS_VISITOR`)),
      expect.stringMatching(new RegExp(`^cart updated  ${cartId}  1 line item, quantity 2  by ANONYMOUS_VISITOR`)),
    ]);
    for (const event of got) expect(lines).toContain(event.line);
    await emulator.webhooksIdle();
    const mine = emulator.webhookDeliveries().filter((d) => d.url === receiver.url);
    expect(mine.length).toBeGreaterThanOrEqual(4);
    expect(mine.every((d) => d.delivered && d.statuses.at(-1) === 200)).toBe(true);
    expect(receiver.refused).toEqual([]);
  });

  it('should answer 401 to a delivery signed with another key and not log it', async () => {
    const [real] = emulator.webhookDeliveries({ eventType: 'wix.ecom.v1.cart_created' });
    expect(real).toBeDefined();
    const before = { events: receiver.events.length, lines: lines.length };

    const res = await fetch(receiver.url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: await forge(real!.jwt) });

    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'ERR_WEBHOOK_INVALID_JWT' });
    expect(receiver.events.length).toBe(before.events);
    expect(lines.length).toBe(before.lines);
    expect(receiver.refused.at(-1)).toEqual({ status: 401, code: 'ERR_WEBHOOK_INVALID_JWT' });
    expect(warnings.at(-1)).toBe('refused delivery  401 ERR_WEBHOOK_INVALID_JWT');
  });

  it('should accept the genuine token the forgery copied (the key, not the claims, made the difference)', async () => {
    const [real] = emulator.webhookDeliveries({ eventType: 'wix.ecom.v1.cart_created' });
    const res = await fetch(receiver.url, { method: 'POST', body: real!.jwt });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ outcome: 'duplicate' });
  });
});

describe('a long-running webhook receiver', () => {
  it('keeps only the latest `keep` events and refused deliveries', async () => {
    const emulator = await startEmulator({ port: 0 });
    const receiver = await startWebhookReceiver({ emulatorUrl: emulator.url, publicKeyPem: emulator.publicKeyPem, keep: 2, log: () => {}, warn: () => {} });
    try {
      const { productId, cartId } = await triggerDemoEvents(emulator);
      await emulator.webhooksIdle();
      const mine = emulator.webhookDeliveries().filter((d) => d.url === receiver.url && d.delivered);
      expect(mine.length).toBeGreaterThanOrEqual(4); // all four reached the receiver
      expect(receiver.events).toHaveLength(2);
      for (const event of receiver.events) expect([productId, cartId]).toContain(event.entityId);
      for (let i = 0; i < 3; i++) expect((await fetch(receiver.url, { method: 'POST', body: 'not a token' })).status).toBe(400);
      expect(receiver.refused).toHaveLength(2);
    } finally {
      await receiver.close();
      await emulator.stop();
    }
  });
});

describe('a webhook receiver whose handler fails', () => {
  it('answers 500 (the platform retries) and says what failed, with the event type, not as a refused delivery', async () => {
    const emulator = await startEmulator({ port: 0 });
    const warnings: string[] = [];
    const receiver = await startWebhookReceiver({
      emulatorUrl: emulator.url,
      publicKeyPem: emulator.publicKeyPem,
      // The event log cannot be written: every handler throws.
      log: () => {
        throw new Error('event log unavailable');
      },
      warn: (line) => warnings.push(line),
    });
    try {
      await triggerDemoEvents(emulator);
      await expect.poll(() => warnings.length).toBeGreaterThan(0);
      expect(warnings[0]).toMatch(/^handler failed {2}500 ERR_WEBHOOK_HANDLER_FAILED {2}\S+: event log unavailable$/);
      expect(warnings.some((w) => w.startsWith('refused delivery'))).toBe(false);
      expect(receiver.refused[0]).toEqual({ status: 500, code: 'ERR_WEBHOOK_HANDLER_FAILED' });
    } finally {
      await receiver.close();
      await emulator.stop();
    }
  });
});
