/** `createRedisDedupeStore` against a real redis-server: the `DedupeStore` contract, leases and TTLs. */
import { Redis } from 'ioredis';
import { beforeEach, expect, it, vi } from 'vitest';
import { createRedisDedupeStore } from '../src/redis';
import { describeWithRedis, useRedisServer } from './redis-server';

describeWithRedis('createRedisDedupeStore (redis-server)', () => {
  const server = useRedisServer();
  let redis: Redis;
  beforeEach(async () => {
    redis = server.redis;
    await redis.flushall();
  });

  /** Resolves once Redis has dropped `key` (its PX ran out): polls, never a fixed sleep. */
  const lapsed = (key: string) => vi.waitFor(async () => expect(await redis.pttl(key)).toBe(-2), { timeout: 3000, interval: 10 });

  it('claims once, reports in-flight, then done, under the prefix with the lease and TTL as PX', async () => {
    const store = createRedisDedupeStore(redis);
    expect(await store.claim('event:1', 60_000)).toBe('claimed');
    expect(await redis.pttl('storefront-kit:webhooks:event:1')).toBeGreaterThan(59_000);
    expect(await store.claim('event:1', 60_000)).toBe('in-flight');
    expect(await createRedisDedupeStore(redis).claim('event:1', 60_000)).toBe('in-flight');
    await store.markDone('event:1', 3_600_000);
    expect(await redis.get('storefront-kit:webhooks:event:1')).toBe('done');
    expect(await redis.pttl('storefront-kit:webhooks:event:1')).toBeGreaterThan(3_599_000);
    expect(await createRedisDedupeStore(redis).claim('event:1', 60_000)).toBe('done');
  });

  it('lets exactly one of many concurrent claims (separate connections) win', async () => {
    const clients = Array.from({ length: 8 }, () => new Redis({ port: server.port, host: '127.0.0.1' }));
    try {
      const claims = await Promise.all(clients.map((client) => createRedisDedupeStore(client).claim('event:race', 60_000)));
      expect(claims.filter((claim) => claim === 'claimed')).toHaveLength(1);
      expect(claims.filter((claim) => claim === 'in-flight')).toHaveLength(7);
    } finally {
      for (const client of clients) client.disconnect();
    }
  });

  it('release lets a later claim succeed, but does not erase a done key', async () => {
    const store = createRedisDedupeStore(redis, { prefix: 'shop-a:' });
    await store.claim('a', 60_000);
    await store.release('a');
    expect(await redis.exists('shop-a:a')).toBe(0);
    expect(await store.claim('a', 60_000)).toBe('claimed');
    await store.markDone('a', 60_000);
    await store.release('a');
    expect(await store.claim('a', 60_000)).toBe('done');
  });

  it('forgets a crashed claim after its lease and a done key after its TTL', async () => {
    const store = createRedisDedupeStore(redis);
    await store.claim('crashed', 250.5); // not whole, as `1000 × leaseSeconds` may be (1000.9999999999999 for 1.001)
    expect(await createRedisDedupeStore(redis).claim('crashed', 60_000)).toBe('in-flight');
    await lapsed('storefront-kit:webhooks:crashed');
    expect(await createRedisDedupeStore(redis).claim('crashed', 60_000)).toBe('claimed');

    await store.claim('done', 60_000);
    await store.markDone('done', 50);
    await lapsed('storefront-kit:webhooks:done');
    expect(await store.claim('done', 60_000)).toBe('claimed');
  });

  it('a markDone that fails (Redis dropped the connection) leaves no claim held: a release sends nothing, the key stays in-flight until its lease', async () => {
    // A connection of its own, without reconnection or offline queue: once Redis drops it, its commands fail, as when Redis is down.
    const lost = new Redis({ port: server.port, host: '127.0.0.1', enableOfflineQueue: false, retryStrategy: () => null, lazyConnect: true });
    await lost.connect();
    let client = lost;
    const store = createRedisDedupeStore({ eval: (script, numKeys, ...args) => client.eval(script, numKeys, ...args) });
    try {
      expect(await store.claim('event:3', 60_000)).toBe('claimed');
      await redis.client('KILL', 'ID', String(await lost.client('ID')));
      await expect(store.markDone('event:3', 3_600_000)).rejects.toThrow();
      client = redis; // Redis is back
      const sent = vi.spyOn(redis, 'eval');
      await store.release('event:3');
      expect(sent).not.toHaveBeenCalled();
      expect(await createRedisDedupeStore(redis).claim('event:3', 60_000)).toBe('in-flight');
      expect(await redis.pttl('storefront-kit:webhooks:event:3')).toBeGreaterThan(0);
    } finally {
      lost.disconnect();
    }
  });

  it('forgets a claim whose lease ran out by its next claim (the receiver skips such a release): a release of it then sends nothing', async () => {
    const store = createRedisDedupeStore(redis);
    await store.claim('event:4', 50);
    await lapsed('storefront-kit:webhooks:event:4');
    expect(await store.claim('event:5', 60_000)).toBe('claimed');
    const sent = vi.spyOn(redis, 'eval');
    await store.release('event:4');
    expect(sent).not.toHaveBeenCalled();
  });

  it('release by a delivery whose lease ran out does not drop the claim that took over', async () => {
    const slow = createRedisDedupeStore(redis);
    const next = createRedisDedupeStore(redis);
    await slow.claim('event:2', 50);
    await lapsed('storefront-kit:webhooks:event:2');
    expect(await next.claim('event:2', 60_000)).toBe('claimed');
    await slow.release('event:2'); // the slow delivery's handlers failed after all
    expect(await createRedisDedupeStore(redis).claim('event:2', 60_000)).toBe('in-flight');
  });
});

it('refuses a client without eval, a non-string prefix, and bad durations before sending', async () => {
  const client = { eval: vi.fn(async () => 0) };
  expect(() => createRedisDedupeStore({} as never)).toThrow(TypeError);
  expect(() => createRedisDedupeStore(client, { prefix: 1 as never })).toThrow(TypeError);
  const store = createRedisDedupeStore(client);
  for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
    await expect(store.claim('k', bad)).rejects.toThrow(RangeError);
    await expect(store.markDone('k', bad)).rejects.toThrow(RangeError);
  }
  expect(client.eval).not.toHaveBeenCalled();
});
