import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createMemoryDedupeStore, createWebhooks, type DedupeStore } from './index';
import { deferred, domain, post, respelledSignatures, signWebhook } from '../test/fixtures';
import { cartCreated, keys, productChanged, quiet, useKeyPair } from '../test/webhooks-setup';

useKeyPair();

describe('createWebhooks', () => {
  describe('duplicate deliveries', () => {
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

    it('a token whose signature is respelled in the unused bits of its last character is not a new delivery', async () => {
      const claimed = new Set<string>();
      const memory = createMemoryDedupeStore();
      const store: DedupeStore = { ...memory, claim: (key, leaseMs) => (claimed.add(key), memory.claim(key, leaseMs)) };
      const webhooks = createWebhooks({ publicKey: keys.publicPem, dedupe: { store }, ...quiet });
      const handler = vi.fn();
      webhooks.on(productChanged, handler);
      // A plain event without jti: the token itself is the dedupe key.
      const token = await signWebhook(keys.privateKey, { eventType: productChanged.type, payload: { productId: 'p-1', changedFields: ['name'] } });
      const spellings = respelledSignatures(token);
      expect(spellings).toHaveLength(16); // a 2048-bit RSA signature: 256 bytes in 342 characters, 4 bits unused
      const answers: [number, unknown][] = [];
      for (const spelling of spellings) {
        const response = await webhooks.processRequest(post(spelling));
        answers.push([response.status, await response.json()]);
      }
      const refused = [401, { code: 'ERR_WEBHOOK_INVALID_JWT', message: 'JWT is not valid (bad_signature)' }];
      expect(answers).toEqual([[200, { outcome: 'handled' }], ...Array.from({ length: 15 }, () => refused)]);
      expect(handler).toHaveBeenCalledTimes(1);
      expect([...claimed]).toHaveLength(1);
    });

    it('concurrent duplicates: the second does not run while the first is in flight (409), then is a duplicate', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem });
      const gate = deferred();
      const handler = vi.fn(() => gate.promise);
      webhooks.on(cartCreated, handler);
      const token = await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created('evt-c', { id: 'c' }) });
      const first = webhooks.processRequest(post(token));
      await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1), { timeout: 4_000 });
      const [second, third] = await Promise.all([webhooks.processRequest(post(token)), webhooks.process(token)]);
      expect(second.status).toBe(409);
      expect(third.outcome).toBe('in-flight');
      expect(handler).toHaveBeenCalledTimes(1);
      gate.resolve();
      expect((await first).status).toBe(200);
      expect((await webhooks.processRequest(post(token))).status).toBe(200);
      expect(handler).toHaveBeenCalledTimes(1);
    });

    it('a delivery whose lease lapsed does not release, when its handler fails, the claim of the delivery that took over', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      onTestFinished(() => void vi.useRealTimers());
      const webhooks = createWebhooks({ publicKey: keys.publicPem, dedupe: { leaseSeconds: 1 }, ...quiet });
      const gates = [deferred(), deferred()];
      let runs = 0;
      const handler = vi.fn(() => gates[runs++]?.promise);
      webhooks.on(cartCreated, handler);
      const token = await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created('evt-lease', { id: 'c' }) });
      const slow = webhooks.process(token);
      await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1), { timeout: 4_000 });
      vi.setSystemTime(Date.now() + 2000); // the slow delivery's lease lapses: a redelivery takes the event over
      const takeover = webhooks.process(token);
      await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(2), { timeout: 4_000 });
      gates[0]!.reject(new Error('slow handler failed'));
      await expect(slow).rejects.toMatchObject({ code: 'ERR_WEBHOOK_HANDLER_FAILED' });
      expect((await webhooks.process(token)).outcome).toBe('in-flight');
      expect(handler).toHaveBeenCalledTimes(2);
      gates[1]!.resolve();
      expect((await takeover).outcome).toBe('handled');
      expect((await webhooks.process(token)).outcome).toBe('duplicate');
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
});
