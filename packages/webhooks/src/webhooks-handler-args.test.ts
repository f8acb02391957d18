import { describe, expect, it, vi } from 'vitest';
import { createWebhooks } from './index';
import { domain, envelopeClaim, signClaims, signWebhook } from '../test/fixtures';
import { cartCreated, cartDeleted, cartUpdated, keys, orderPaid, productChanged, useKeyPair } from '../test/webhooks-setup';

useKeyPair();

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
      await webhooks.process(await signWebhook(keys.privateKey, { eventType: cartUpdated.type, payload: domain.updated('evt-3', { id: 'cart-1' }) }));
      expect(handler.mock.calls[0]![0]).toMatchObject({ entity: { id: 'cart-1' }, modifiedFields: { 'lineItems.0.quantity': 3 } });
      expect(handler.mock.calls[1]![0]).not.toHaveProperty('modifiedFields');
    });

    it('deleted: entity when sent, undefined otherwise; metadata still complete', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem });
      const handler = vi.fn();
      webhooks.on(cartDeleted, handler);
      await webhooks.process(await signWebhook(keys.privateKey, { eventType: cartDeleted.type, payload: domain.deleted('evt-4', { id: 'cart-1' }) }));
      await webhooks.process(await signWebhook(keys.privateKey, { eventType: cartDeleted.type, payload: domain.deleted('evt-5') }));
      expect(handler.mock.calls[0]![0].entity).toEqual({ id: 'cart-1' });
      expect(handler.mock.calls[1]![0].entity).toBeUndefined();
      expect(handler.mock.calls[1]![0].metadata).toMatchObject({ id: 'evt-5', entityId: 'cart-1' });
    });

    it('action: { data: actionEvent.body, metadata }', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem });
      const handler = vi.fn();
      webhooks.on(orderPaid, handler);
      await webhooks.process(await signWebhook(keys.privateKey, { eventType: orderPaid.type, payload: domain.action('evt-6', { orderId: 'o-1' }) }));
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
