/**
 * The webhook scenario every server runtime must pass with `fixtures/worker.ts`: a cart the storefront
 * creates makes the emulator deliver a signed `cart created` event to the server's `/webhooks`, which
 * verifies and dispatches it once; a body the emulator did not sign is refused before any handler.
 */
import { cartCreated } from '@storefront-kit/ecom-cart';
import { DEMO_FACTS, demoProductId, type Emulator } from '@storefront-kit/emulator';
import { expect } from 'vitest';
import type { ReceivedEvent } from '../fixtures/worker.ts';
import type { browser as createBrowser } from './browser';

export async function webhookScenario(emu: Emulator, serverUrl: string, shopper: ReturnType<typeof createBrowser>): Promise<void> {
  const subscription = emu.subscribeWebhook({ url: `${serverUrl}/webhooks`, eventTypes: [cartCreated.type] });
  const received = async () => (await (await fetch(`${serverUrl}/webhooks`)).json()) as ReceivedEvent[];
  try {
    await shopper.visit('POST', `/cart?product=${demoProductId(DEMO_FACTS.simpleProductSlug)}`);
    const { page } = await shopper.visit('GET', '/');
    await emu.webhooksIdle();

    expect(
      emu
        .webhookDeliveries({ eventType: cartCreated.type })
        .filter((d) => d.url.startsWith(serverUrl))
        .map((d) => d.statuses),
    ).toEqual([[200]]);
    expect(page?.cart?.id).toEqual(expect.any(String));
    expect(await received()).toEqual([{ eventType: cartCreated.type, cartId: page?.cart?.id, identityType: 'ANONYMOUS_VISITOR' }]);

    // A body the emulator did not sign is refused before any handler runs.
    const forged = await fetch(`${serverUrl}/webhooks`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'eyJhbGciOiJub25lIn0.e30.' });
    expect(forged.status).toBe(401);
    expect(await received()).toHaveLength(1);
  } finally {
    await fetch(`${emu.url}/__emulator/webhooks/subscriptions/${subscription.id}`, { method: 'DELETE' });
  }
}
