import { describe, expect, it, vi } from 'vitest';
import { createWebhooks } from './index';
import { domain, post, signWebhook } from '../test/fixtures';
import { cartCreated, keys, rejection, useKeyPair } from '../test/webhooks-setup';

useKeyPair();

describe('createWebhooks', () => {
  describe('handler failures', () => {
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
});
