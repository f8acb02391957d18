/** The current cart's webhook events over real HTTP: created, updated and deleted, each carrying the cart. */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { item, useCartEmulator } from './cart-helpers';
import { startReceiver, type Receiver } from './helpers';

const env = useCartEmulator();
const { newShopper } = env;

describe('events', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  function payloadOf(jwt: string): any {
    const claims = decodeJwt(jwt) as { data: string };
    const envelope = JSON.parse(claims.data);
    return { ...envelope, data: JSON.parse(envelope.data), identity: JSON.parse(envelope.identity) };
  }

  test('cart created, updated and deleted events carry the cart', async () => {
    const subscription = env.emu.subscribeWebhook({
      url: receiver.url,
      eventTypes: ['wix.ecom.v1.cart_created', 'wix.ecom.v1.cart_updated', 'wix.ecom.v1.cart_deleted'],
    });
    const cart = await newShopper();
    const cartId = (await cart.add({ lineItems: [item('canvas-tote')] })).body.cart.id;
    await cart.add({ lineItems: [item('canvas-tote')] });
    await cart.delete();
    await env.emu.webhooksIdle();
    const deliveries = env.emu
      .webhookDeliveries()
      .filter((d) => d.subscriptionId === subscription.id && d.entityId === cartId)
      .map((d) => payloadOf(d.jwt));
    expect(deliveries.map((d) => d.eventType)).toEqual(['wix.ecom.v1.cart_created', 'wix.ecom.v1.cart_updated', 'wix.ecom.v1.cart_deleted']);
    const [created, updated, deleted] = deliveries;
    expect(created.data).toMatchObject({ entityFqdn: 'wix.ecom.v1.cart', entityId: cartId, createdEvent: { entity: { id: cartId, revision: '1' } } });
    expect(created.identity).toMatchObject({ identityType: 'ANONYMOUS_VISITOR' });
    expect(updated.data.updatedEvent.currentEntity.lineItems[0].quantity).toBe(2);
    expect(deleted.data.deletedEvent.deletedEntity.id).toBe(cartId);
  });
});
