import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defineEvent } from '@storefront-kit/http-core';
import { rejectionOf } from '@storefront-kit/test-utils';
import { createMemoryDedupeStore, createWebhooks, isWebhookError, type DedupeStore } from './index';
import { deferred, domain, makeKeyPair, post, signClaims, signWebhook, type KeyPair, envelopeClaim } from '../test/fixtures';

interface Cart {
  id: string;
  lineItems?: { quantity: number }[];
}
interface ProductChanged {
  productId: string;
  changedFields: string[];
}
const cartCreated = defineEvent<Cart>('wix.ecom.v1.cart_created', 'created');
const cartUpdated = defineEvent<Cart>('wix.ecom.v1.cart_updated', 'updated');
const cartDeleted = defineEvent<Cart>('wix.ecom.v1.cart_deleted', 'deleted');
const orderPaid = defineEvent<{ orderId: string }>('wix.ecom.v1.order_paid', 'action');
const productChanged = defineEvent<ProductChanged>('com.wix.ecommerce.catalog.api.v1.ProductChanged', 'plain');

let keys: KeyPair;
beforeAll(async () => {
  keys = await makeKeyPair();
});

const quiet = { onError: () => {} };

const rejection = (promise: Promise<unknown>) => rejectionOf(promise, isWebhookError);

describe('createWebhooks', () => {
  describe('handler arguments', () => {
    it('created: { entity, metadata } with envelope and domain metadata, wire-shaped', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem });
      const handler = vi.fn();
      webhooks.on(cartCreated, handler);
      const token = await signWebhook(keys.privateKey, {
        eventType: cartCreated.type,
        instanceId: 'inst-9',
        payload: domain.created('evt-1', { id: 'cart-1', lineItems: [{ quantity: 2 }] }),
        identity: { identityType: 'MEMBER', memberId: 'member-1' },
        accountInfo: { accountId: 'acc-1', siteId: 'site-1' },
      });
      const result = await webhooks.process(token);
      expect(result).toMatchObject({ outcome: 'handled', eventType: cartCreated.type, instanceId: 'inst-9', handlersRun: 1 });
      expect(handler).toHaveBeenCalledTimes(1);
      const args = handler.mock.calls[0]![0];
      expect(args.entity).toEqual({ id: 'cart-1', lineItems: [{ quantity: 2 }] });
      expect(args.entity).not.toHaveProperty('_id');
      expect(args.metadata).toEqual({
        eventType: cartCreated.type,
        instanceId: 'inst-9',
        identity: { identityType: 'MEMBER', memberId: 'member-1' },
        accountInfo: { accountId: 'acc-1', siteId: 'site-1' },
        id: 'evt-1',
        entityFqdn: 'wix.ecom.v1.cart',
        slug: 'created',
        entityId: 'cart-1',
        eventTime: '2026-11-21T10:00:00.000Z',
        triggeredByAnonymizeRequest: false,
        entityEventSequence: '1',
      });
      expect(args.metadata).not.toHaveProperty('createdEvent');
    });

    it('updated: entity is currentEntity, modifiedFields only when present', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem });
      const handler = vi.fn();
      webhooks.on(cartUpdated, handler);
      await webhooks.process(
        await signWebhook(keys.privateKey, {
          eventType: cartUpdated.type,
          payload: domain.updated('evt-2', { id: 'cart-1' }, { 'lineItems.0.quantity': 3 }),
        }),
      );
      await webhooks.process(
        await signWebhook(keys.privateKey, { eventType: cartUpdated.type, payload: domain.updated('evt-3', { id: 'cart-1' }) }),
      );
      expect(handler.mock.calls[0]![0]).toMatchObject({ entity: { id: 'cart-1' }, modifiedFields: { 'lineItems.0.quantity': 3 } });
      expect(handler.mock.calls[1]![0]).not.toHaveProperty('modifiedFields');
    });

    it('deleted: entity when sent, undefined otherwise; metadata still complete', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem });
      const handler = vi.fn();
      webhooks.on(cartDeleted, handler);
      await webhooks.process(
        await signWebhook(keys.privateKey, { eventType: cartDeleted.type, payload: domain.deleted('evt-4', { id: 'cart-1' }) }),
      );
      await webhooks.process(await signWebhook(keys.privateKey, { eventType: cartDeleted.type, payload: domain.deleted('evt-5') }));
      expect(handler.mock.calls[0]![0].entity).toEqual({ id: 'cart-1' });
      expect(handler.mock.calls[1]![0].entity).toBeUndefined();
      expect(handler.mock.calls[1]![0].metadata).toMatchObject({ id: 'evt-5', entityId: 'cart-1' });
    });

    it('action: { data: actionEvent.body, metadata }', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem });
      const handler = vi.fn();
      webhooks.on(orderPaid, handler);
      await webhooks.process(
        await signWebhook(keys.privateKey, { eventType: orderPaid.type, payload: domain.action('evt-6', { orderId: 'o-1' }) }),
      );
      expect(handler.mock.calls[0]![0]).toMatchObject({ data: { orderId: 'o-1' }, metadata: { id: 'evt-6' } });
    });

    it('plain: { data: whole payload, metadata: envelope fields only }', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem });
      const handler = vi.fn();
      webhooks.on(productChanged, handler);
      const payload = { productId: 'p-1', changedFields: ['price'] };
      await webhooks.process(await signWebhook(keys.privateKey, { eventType: productChanged.type, payload }));
      const args = handler.mock.calls[0]![0];
      expect(args.data).toEqual(payload);
      expect(Object.keys(args.metadata).sort()).toEqual(['accountInfo', 'eventType', 'identity', 'instanceId']);
    });

    it('identity defaults to UNKNOWN when absent', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem, expectedEvents: ['x.y'] });
      const claim = JSON.stringify({ data: '{}', eventType: 'x.y', instanceId: 'i' });
      const envelope = await webhooks.parseJWT(await signClaims(keys.privateKey, { data: claim }));
      expect(envelope.identity).toEqual({ identityType: 'UNKNOWN' });
      expect(envelope.accountInfo).toBeUndefined();
    });

    it('runs every handler of a type and stops running a removed one', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem, dedupe: false });
      const first = vi.fn();
      const second = vi.fn();
      webhooks.on(cartCreated, first);
      const off = webhooks.on(cartCreated, second);
      const token = await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created('e', { id: 'c' }) });
      await webhooks.process(token);
      off();
      await webhooks.process(token);
      expect(first).toHaveBeenCalledTimes(2);
      expect(second).toHaveBeenCalledTimes(1);
      expect(webhooks.getRegisteredEvents()).toEqual([cartCreated.type]);
    });
  });

  describe('E09: malformed envelopes', () => {
    const cases: [string, unknown][] = [
      ['data claim is an object', { eventType: 'x' }],
      ['data claim is not JSON', 'not json'],
      ['data claim is a JSON array', '[]'],
      ['eventType missing', JSON.stringify({ data: '{}', instanceId: 'i' })],
      ['instanceId missing', JSON.stringify({ data: '{}', eventType: cartCreated.type })],
      ['inner data missing', JSON.stringify({ eventType: cartCreated.type, instanceId: 'i' })],
      ['inner data not JSON', JSON.stringify({ data: '{oops', eventType: cartCreated.type, instanceId: 'i' })],
      ['identity not JSON', JSON.stringify({ data: '{}', eventType: cartCreated.type, instanceId: 'i', identity: '{x' })],
    ];
    for (const [name, data] of cases) {
      it(`${name} -> ERR_WEBHOOK_MALFORMED (400), handler not run`, async () => {
        const webhooks = createWebhooks({ publicKey: keys.publicPem, ...quiet });
        const handler = vi.fn();
        webhooks.on(cartCreated, handler);
        const token = await signClaims(keys.privateKey, { data: data as string });
        const error = await rejection(webhooks.process(token));
        expect(error.code).toBe('ERR_WEBHOOK_MALFORMED');
        expect(error.status).toBe(400);
        expect(error).not.toBeInstanceOf(SyntaxError);
        expect(handler).not.toHaveBeenCalled();
        const response = await webhooks.processRequest(post(token));
        expect(response.status).toBe(400);
      });
    }

    it('a created event without createdEvent is malformed and runs no handler', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem });
      const handler = vi.fn();
      webhooks.on(cartCreated, handler);
      const token = await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: { id: 'e', entityId: 'c' } });
      expect((await rejection(webhooks.process(token))).code).toBe('ERR_WEBHOOK_MALFORMED');
      expect(handler).not.toHaveBeenCalled();
    });
  });

  describe('E11: unknown event types', () => {
    const unknownType = 'wix.ecom.v1.order_created';

    it('are refused with the platform wording when other handlers are registered', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem, expectedEvents: ['wix.extra.v1.thing'] });
      webhooks.on(cartCreated, () => {});
      webhooks.on(productChanged, () => {});
      const error = await rejection(webhooks.process(await signWebhook(keys.privateKey, { eventType: unknownType, payload: {} })));
      expect(error.code).toBe('ERR_WEBHOOK_UNEXPECTED_EVENT_TYPE');
      expect(error.message).toBe(
        `Unexpected event type: ${unknownType}. Expected one of: wix.extra.v1.thing, ${cartCreated.type}, ${productChanged.type}`,
      );
      expect(error.eventType).toBe(unknownType);
      expect(error.status).toBe(400);
    });

    it('are refused the same way when no handler is registered at all', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem, ...quiet });
      const token = await signWebhook(keys.privateKey, { eventType: unknownType, payload: {} });
      const error = await rejection(webhooks.process(token));
      expect(error.code).toBe('ERR_WEBHOOK_UNEXPECTED_EVENT_TYPE');
      expect(error.message).toMatch(new RegExp(`^Unexpected event type: ${unknownType.replace(/\./g, '\\.')}\\. Expected one of: `));
      expect((await webhooks.processRequest(post(token))).status).toBe(400);
    });

    it('are acknowledged when listed in expectedEvents (option or per call), without handlers', async () => {
      const byOption = createWebhooks({ publicKey: keys.publicPem, expectedEvents: [unknownType] });
      const token = await signWebhook(keys.privateKey, { eventType: unknownType, payload: {} });
      await expect(byOption.process(token)).resolves.toMatchObject({ outcome: 'handled', handlersRun: 0 });
      expect((await byOption.processRequest(post(token))).status).toBe(200);
      const byCall = createWebhooks({ publicKey: keys.publicPem });
      await expect(byCall.process(token, { expectedEvents: [unknownType] })).resolves.toMatchObject({ outcome: 'handled' });
      const byDefinition = createWebhooks({ publicKey: keys.publicPem, expectedEvents: [cartDeleted] });
      const deleted = await signWebhook(keys.privateKey, { eventType: cartDeleted.type, payload: domain.deleted('d') });
      await expect(byDefinition.process(deleted)).resolves.toMatchObject({ outcome: 'handled' });
    });
  });

  describe('E12: duplicate deliveries', () => {
    it('the same JWT delivered twice runs the handler once', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem });
      const handler = vi.fn();
      webhooks.on(cartCreated, handler);
      const token = await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created('evt-d1', { id: 'c' }) });
      expect((await webhooks.process(token)).outcome).toBe('handled');
      expect((await webhooks.process(token)).outcome).toBe('duplicate');
      const response = await webhooks.processRequest(post(token));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ outcome: 'duplicate' });
      expect(handler).toHaveBeenCalledTimes(1);
    });

    it('the same event id in a re-signed JWT runs the handler once', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem });
      const handler = vi.fn();
      webhooks.on(cartCreated, handler);
      const first = await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created('evt-d2', { id: 'c' }) });
      const second = await signWebhook(
        keys.privateKey,
        { eventType: cartCreated.type, payload: domain.created('evt-d2', { id: 'c' }) },
        { iat: -1, jti: 'other' },
      );
      expect(second).not.toBe(first);
      await webhooks.process(first);
      const result = await webhooks.process(second);
      expect(result).toMatchObject({ outcome: 'duplicate', dedupeKey: 'event:evt-d2' });
      expect(handler).toHaveBeenCalledTimes(1);
    });

    it('different event ids both run', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem });
      const handler = vi.fn();
      webhooks.on(cartCreated, handler);
      for (const id of ['evt-a', 'evt-b']) {
        await webhooks.process(await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created(id, { id: 'c' }) }));
      }
      expect(handler).toHaveBeenCalledTimes(2);
    });

    it('plain events dedupe by jti, else by the SHA-256 of the token; a plain payload id is not an event id', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem });
      const handler = vi.fn();
      webhooks.on(productChanged, handler);
      const payload = { id: 'p-1', productId: 'p-1', changedFields: [] };
      const withJti = await signWebhook(keys.privateKey, { eventType: productChanged.type, payload }, { jti: 'j-1' });
      expect((await webhooks.process(withJti)).dedupeKey).toBe('jti:j-1');
      const withoutJti = await signWebhook(keys.privateKey, { eventType: productChanged.type, payload }, { iat: -2 });
      const result = await webhooks.process(withoutJti);
      expect(result.outcome).toBe('handled');
      expect(result.dedupeKey).toMatch(/^jwt:[0-9a-f]{64}$/);
      expect((await webhooks.process(withoutJti)).outcome).toBe('duplicate');
      expect(handler).toHaveBeenCalledTimes(2);
    });

    it('concurrent duplicates: the second does not run while the first is in flight (409), then is a duplicate', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem });
      const gate = deferred();
      const handler = vi.fn(() => gate.promise);
      webhooks.on(cartCreated, handler);
      const token = await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created('evt-c', { id: 'c' }) });
      const first = webhooks.processRequest(post(token));
      await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
      const [second, third] = await Promise.all([webhooks.processRequest(post(token)), webhooks.process(token)]);
      expect(second.status).toBe(409);
      expect(third.outcome).toBe('in-flight');
      expect(handler).toHaveBeenCalledTimes(1);
      gate.resolve();
      expect((await first).status).toBe(200);
      expect((await webhooks.processRequest(post(token))).status).toBe(200);
      expect(handler).toHaveBeenCalledTimes(1);
    });

    it('many simultaneous deliveries of one event run the handler exactly once', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem });
      const handler = vi.fn(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      webhooks.on(cartCreated, handler);
      const token = await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created('evt-many', { id: 'c' }) });
      const results = await Promise.all(Array.from({ length: 10 }, () => webhooks.process(token)));
      expect(results.filter((r) => r.outcome === 'handled')).toHaveLength(1);
      expect(handler).toHaveBeenCalledTimes(1);
    });

    it('with dedupe: false every delivery runs', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem, dedupe: false });
      const handler = vi.fn();
      webhooks.on(cartCreated, handler);
      const token = await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created('e', { id: 'c' }) });
      await webhooks.process(token);
      await webhooks.process(token);
      expect(handler).toHaveBeenCalledTimes(2);
    });

    it('uses a custom async store with the configured TTL and lease', async () => {
      const calls: string[] = [];
      const inner = createMemoryDedupeStore();
      const store: DedupeStore = {
        async claim(key, leaseMs) {
          calls.push(`claim ${key} ${leaseMs}`);
          return inner.claim(key, leaseMs);
        },
        async markDone(key, ttlMs) {
          calls.push(`done ${key} ${ttlMs}`);
          return inner.markDone(key, ttlMs);
        },
        async release(key) {
          calls.push(`release ${key}`);
          return inner.release(key);
        },
      };
      const webhooks = createWebhooks({ publicKey: keys.publicPem, dedupe: { store, ttlSeconds: 600, leaseSeconds: 30 } });
      webhooks.on(cartCreated, () => {});
      await webhooks.process(await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created('k', { id: 'c' }) }));
      expect(calls).toEqual(['claim event:k 30000', 'done event:k 600000']);
    });

    it('refuses a TTL shorter than the token validity window', () => {
      expect(() => createWebhooks({ publicKey: keys.publicPem, dedupe: { ttlSeconds: 60 } })).toThrowError(
        expect.objectContaining({ code: 'ERR_WEBHOOK_INVALID_CONFIG', message: expect.stringContaining('310') }),
      );
    });

    it('a failing store answers 500 and runs no handler', async () => {
      const onError = vi.fn();
      const store: DedupeStore = {
        claim: () => Promise.reject(new Error('redis down')),
        markDone: () => {},
        release: () => {},
      };
      const webhooks = createWebhooks({ publicKey: keys.publicPem, dedupe: { store }, onError });
      const handler = vi.fn();
      webhooks.on(cartCreated, handler);
      const token = await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created('s', { id: 'c' }) });
      const response = await webhooks.processRequest(post(token));
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ code: 'ERR_WEBHOOK_DEDUPE_FAILED', message: 'Webhook receiver error' });
      expect(handler).not.toHaveBeenCalled();
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'ERR_WEBHOOK_DEDUPE_FAILED' }));
    });
  });

  describe('E18: handler failures', () => {
    it('answers 500, does not mark the event done, and a redelivery runs the handler again', async () => {
      const onError = vi.fn();
      const webhooks = createWebhooks({ publicKey: keys.publicPem, onError });
      const handler = vi.fn().mockRejectedValueOnce(new Error('database unavailable')).mockResolvedValue(undefined);
      webhooks.on(cartCreated, handler);
      const token = await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created('evt-f', { id: 'c' }) });
      const failed = await webhooks.processRequest(post(token));
      expect(failed.status).toBe(500);
      const body = await failed.text();
      expect(body).not.toContain('database unavailable');
      expect(JSON.parse(body)).toEqual({ code: 'ERR_WEBHOOK_HANDLER_FAILED', message: 'Webhook handler failed' });
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ code: 'ERR_WEBHOOK_HANDLER_FAILED', cause: expect.objectContaining({ message: 'database unavailable' }) }),
      );
      const retried = await webhooks.processRequest(post(token));
      expect(retried.status).toBe(200);
      expect(handler).toHaveBeenCalledTimes(2);
      expect((await webhooks.processRequest(post(token))).status).toBe(200);
      expect(handler).toHaveBeenCalledTimes(2);
    });

    it('process() rejects with ERR_WEBHOOK_HANDLER_FAILED keeping the cause; sync throws too', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem });
      const cause = new TypeError('boom');
      webhooks.on(cartCreated, () => {
        throw cause;
      });
      const token = await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created('evt-g', { id: 'c' }) });
      const error = await rejection(webhooks.process(token));
      expect(error.code).toBe('ERR_WEBHOOK_HANDLER_FAILED');
      expect(error.cause).toBe(cause);
    });

    it('waits for every handler before answering, and reports several failures together', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem });
      let slowFinished = false;
      webhooks.on(cartCreated, () => Promise.reject(new Error('one')));
      webhooks.on(cartCreated, () => Promise.reject(new Error('two')));
      webhooks.on(cartCreated, async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        slowFinished = true;
      });
      const token = await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created('evt-h', { id: 'c' }) });
      const error = await rejection(webhooks.process(token));
      expect(slowFinished).toBe(true);
      expect(error.cause).toBeInstanceOf(AggregateError);
      expect((error.cause as AggregateError).errors).toHaveLength(2);
    });
  });

  describe('processRequest', () => {
    it('answers 200 with the outcome for a valid delivery', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem });
      webhooks.on(cartCreated, () => {});
      const token = await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created('r1', { id: 'c' }) });
      const response = await webhooks.processRequest(post(`${token}\n`));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ outcome: 'handled' });
    });

    it('answers 401 for an invalid JWT, without the token in the body', async () => {
      const other = await makeKeyPair();
      const webhooks = createWebhooks({ publicKey: keys.publicPem, ...quiet });
      const token = await signWebhook(other.privateKey, { eventType: cartCreated.type, payload: domain.created('r2', { id: 'c' }) });
      const response = await webhooks.processRequest(post(token));
      expect(response.status).toBe(401);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({ code: 'ERR_WEBHOOK_INVALID_JWT', message: 'JWT is not valid (bad_signature)' });
      expect(body).not.toContain(token.split('.')[1]!);
    });

    it('answers 400 for a body that is not a JWT and for non-UTF-8 bytes', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem, ...quiet });
      expect((await webhooks.processRequest(post('{"hello":"world"}'))).status).toBe(400);
      expect((await webhooks.processRequest(post(''))).status).toBe(400);
      expect((await webhooks.processRequest(post(new Uint8Array([0xff, 0xfe, 0x2e])))).status).toBe(400);
    });

    it('answers 405 with Allow: POST for other methods', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem, ...quiet });
      const response = await webhooks.processRequest(new Request('https://app.example/webhooks'));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    });

    it('answers 500 when the public key cannot be imported', async () => {
      const onError = vi.fn();
      const webhooks = createWebhooks({ publicKey: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----', onError });
      const token = await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created('r3', { id: 'c' }) });
      const response = await webhooks.processRequest(post(token));
      expect(response.status).toBe(500);
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'ERR_WEBHOOK_INVALID_CONFIG' }));
    });

    it('logs 5xx errors with console.error by default and 4xx not at all', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const webhooks = createWebhooks({ publicKey: keys.publicPem });
      webhooks.on(cartCreated, () => Promise.reject(new Error('x')));
      await webhooks.processRequest(post('garbage'));
      expect(log).not.toHaveBeenCalled();
      const token = await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created('r4', { id: 'c' }) });
      await webhooks.processRequest(post(token));
      expect(log).toHaveBeenCalledTimes(1);
    });

    describe('E13: body size cap', () => {
      function countingStream(totalBytes: number, chunkBytes = 64 * 1024) {
        const state = { pulled: 0, cancelled: false };
        const stream = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (state.pulled >= totalBytes) return controller.close();
            const size = Math.min(chunkBytes, totalBytes - state.pulled);
            state.pulled += size;
            controller.enqueue(new Uint8Array(size).fill(0x61));
          },
          cancel() {
            state.cancelled = true;
          },
        });
        return { stream, state };
      }

      it('a 10 MB streamed body gets 413 after reading little more than the cap; handler never called', async () => {
        const webhooks = createWebhooks({ publicKey: keys.publicPem, ...quiet });
        const handler = vi.fn();
        webhooks.on(cartCreated, handler);
        const { stream, state } = countingStream(10 * 1024 * 1024);
        const request = new Request('https://app.example/webhooks', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
        const response = await webhooks.processRequest(request);
        expect(response.status).toBe(413);
        expect(await response.json()).toMatchObject({ code: 'ERR_WEBHOOK_BODY_TOO_LARGE' });
        expect(state.pulled).toBeLessThan(2 * 1024 * 1024);
        expect(state.cancelled).toBe(true);
        expect(handler).not.toHaveBeenCalled();
      });

      it('a declared Content-Length over the cap gets 413 without reading the body', async () => {
        const webhooks = createWebhooks({ publicKey: keys.publicPem, ...quiet });
        const { stream, state } = countingStream(10 * 1024 * 1024);
        const request = new Request('https://app.example/webhooks', {
          method: 'POST',
          body: stream,
          duplex: 'half',
          headers: { 'content-length': String(10 * 1024 * 1024) },
        } as RequestInit);
        const response = await webhooks.processRequest(request);
        expect(response.status).toBe(413);
        expect(state.pulled).toBeLessThanOrEqual(64 * 1024);
      });

      it('honours maxBodyBytes: a valid token over a small cap is refused before verification', async () => {
        const webhooks = createWebhooks({ publicKey: keys.publicPem, maxBodyBytes: 100, ...quiet });
        const handler = vi.fn();
        webhooks.on(cartCreated, handler);
        const token = await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created('big', { id: 'c' }) });
        expect(token.length).toBeGreaterThan(100);
        expect((await webhooks.processRequest(post(token))).status).toBe(413);
        expect(handler).not.toHaveBeenCalled();
        const roomy = createWebhooks({ publicKey: keys.publicPem, maxBodyBytes: token.length });
        roomy.on(cartCreated, handler);
        expect((await roomy.processRequest(post(token))).status).toBe(200);
      });

      it('refuses a non-positive cap at creation', () => {
        expect(() => createWebhooks({ publicKey: keys.publicPem, maxBodyBytes: 0 })).toThrowError(
          expect.objectContaining({ code: 'ERR_WEBHOOK_INVALID_CONFIG' }),
        );
      });
    });
  });

  describe('on()', () => {
    it('refuses a definition without a type and a non-function handler', () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem });
      expect(() => webhooks.on({ type: '', kind: 'created' }, () => {})).toThrow(TypeError);
      expect(() => webhooks.on(cartCreated, 'nope' as never)).toThrow(TypeError);
    });
  });

  it('envelope claim fixture matches the platform format (data and identity are JSON strings)', () => {
    const claim = JSON.parse(envelopeClaim({ eventType: 'a', payload: { x: 1 } })) as Record<string, unknown>;
    expect(typeof claim.data).toBe('string');
    expect(typeof claim.identity).toBe('string');
  });
});
