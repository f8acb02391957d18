/**
 * Scenario "webhook-handler": a Node webhook endpoint. Verifies the platform's signed deliveries and
 * dispatches one event type to a handler. Budgeted against the "jose-verify" baseline.
 *
 * @platform node
 */
import { defineEvent } from '@storefront-kit/http-core';
import { createWebhooks } from '@storefront-kit/webhooks';

const cartCreated = defineEvent<{ id: string }>('wix.ecom.v1.cart_created', 'created');

export function webhookHandler(publicKey: string, onCart: (id: string) => void) {
  const webhooks = createWebhooks({ publicKey });
  webhooks.on(cartCreated, ({ entity }) => onCart(entity.id));
  return (request: Request) => webhooks.processRequest(request);
}
