/**
 * A catalogue event the emulator signs and delivers (a plain event: no event id, no `jti`, so the token is its
 * dedupe key), then the same token in each other spelling of its signature's last character, over loopback:
 * the handler runs once and the dedupe store, in memory or in Redis, holds one key.
 */
import { defineEvent } from '@storefront-kit/http-core';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createMemoryDedupeStore, createWebhooks, type DedupeStore } from '../src/index';
import { createRedisDedupeStore } from '../src/redis';
import { serve, startEmulator, type Emulator } from './emulator';
import { respelledSignatures } from './fixtures';
import { describeWithRedis, useRedisServer } from './redis-server';

const productCreated = defineEvent<{ productId: string; name: string }>('com.wix.ecommerce.catalog.api.v1.ProductCreated', 'plain');

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ port: 0 });
});
afterAll(() => emu.stop());

/** Creates a product as the merchant, so that the emulator delivers its `ProductCreated` to the subscribers. */
async function createProduct(): Promise<void> {
  const response = await fetch(`${emu.url}/stores/v1/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: emu.apiKey, 'wix-site-id': emu.siteId },
    body: JSON.stringify({ product: { name: `Respelled ${crypto.randomUUID()}`, priceData: { price: 5 } } }),
  });
  expect(response.status).toBe(200);
}

/**
 * Serves a receiver deduping through `store`, lets the emulator deliver one `ProductCreated` to it, then
 * POSTs the delivered token's 15 other spellings; answers the statuses of all 16 and the handler's calls.
 */
async function deliverEverySpelling(store: DedupeStore) {
  const webhooks = createWebhooks({ publicKey: emu.publicKeyPem, dedupe: { store }, onError: () => {} });
  const handler = vi.fn();
  webhooks.on(productCreated, handler);
  const app = await serve(webhooks, '/webhooks');
  try {
    emu.subscribeWebhook({ url: app.url, eventTypes: [productCreated.type] });
    await createProduct();
    await emu.webhooksIdle();
    const [delivery, ...others] = emu.webhookDeliveries({ eventType: productCreated.type }).filter(({ url }) => url === app.url);
    expect(others).toEqual([]);
    const [token, ...respelled] = respelledSignatures(delivery!.jwt);
    expect(respelled).toHaveLength(15); // the emulator's 2048-bit RSA key: a 256-byte signature, 4 unused bits at its end
    const statuses = [...delivery!.statuses];
    for (const spelling of respelled) {
      const response = await fetch(app.url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: spelling });
      statuses.push(response.status);
    }
    // The platform's own spelling again: a duplicate, not refused.
    const again = await fetch(app.url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: token });
    expect(await again.json()).toEqual({ outcome: 'duplicate' });
    return { statuses, handler };
  } finally {
    await fetch(`${emu.url}/__emulator/webhooks/subscriptions`, { method: 'DELETE' });
    await app.close();
  }
}

/** A store that also records every key claimed. */
function recording(store: DedupeStore): { store: DedupeStore; claimed: Set<string> } {
  const claimed = new Set<string>();
  return { store: { ...store, claim: (key, leaseMs) => (claimed.add(key), store.claim(key, leaseMs)) }, claimed };
}

it('in memory: the 15 respellings are refused (401), the handler runs once, one key is claimed', async () => {
  const { store, claimed } = recording(createMemoryDedupeStore());
  const { statuses, handler } = await deliverEverySpelling(store);
  expect(statuses).toEqual([200, ...Array.from({ length: 15 }, () => 401)]);
  expect(handler).toHaveBeenCalledTimes(1);
  expect(claimed.size).toBe(1);
});

describeWithRedis('with createRedisDedupeStore', () => {
  const server = useRedisServer();

  it('the 15 respellings are refused, the handler runs once, Redis holds one key', async () => {
    const { redis } = server;
    const { statuses, handler } = await deliverEverySpelling(createRedisDedupeStore(redis));
    expect(statuses).toEqual([200, ...Array.from({ length: 15 }, () => 401)]);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(await redis.keys('storefront-kit:webhooks:*')).toEqual([expect.stringMatching(/^storefront-kit:webhooks:jwt:[0-9a-f]{64}$/)]);
  });
});
