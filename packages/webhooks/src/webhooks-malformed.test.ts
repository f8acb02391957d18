import { describe, expect, it, vi } from 'vitest';
import { createWebhooks } from './index';
import { post, signClaims, signWebhook } from '../test/fixtures';
import { cartCreated, keys, quiet, rejection, useKeyPair } from '../test/webhooks-setup';

useKeyPair();

describe('createWebhooks', () => {
  describe('malformed envelopes', () => {
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
});
