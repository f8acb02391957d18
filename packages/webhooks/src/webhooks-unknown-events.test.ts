import { describe, expect, it } from 'vitest';
import { createWebhooks } from './index';
import { domain, post, signWebhook } from '../test/fixtures';
import { cartCreated, cartDeleted, keys, productChanged, quiet, rejection, useKeyPair } from '../test/webhooks-setup';

useKeyPair();

describe('createWebhooks', () => {
  describe('unknown event types', () => {
    const unknownType = 'wix.ecom.v1.order_created';

    it('are refused with the platform wording when other handlers are registered', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem, expectedEvents: ['wix.extra.v1.thing'] });
      webhooks.on(cartCreated, () => {});
      webhooks.on(productChanged, () => {});
      const error = await rejection(webhooks.process(await signWebhook(keys.privateKey, { eventType: unknownType, payload: {} })));
      expect(error.code).toBe('ERR_WEBHOOK_UNEXPECTED_EVENT_TYPE');
      expect(error.message).toBe(`Unexpected event type: ${unknownType}. Expected one of: wix.extra.v1.thing, ${cartCreated.type}, ${productChanged.type}`);
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
});
