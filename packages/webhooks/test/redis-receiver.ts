/**
 * One receiver instance, run as its own process by redis-receivers.test.ts (bundled with esbuild): a
 * `createWebhooks` behind `toNodeHandler` on a free loopback port, deduping through its own Redis
 * connection. Prints `listening <port>`. The handler logs each run in Redis (`started:<id>`, then
 * `handled:<id>`, as pids); an order whose `crashPid` is this process's pid exits mid-handler, one with
 * `hold` waits for `LPUSH go:<id>` before finishing.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createdEvent } from '@storefront-kit/http-core';
import { Redis } from 'ioredis';
import { createWebhooks } from '../src/index';
import { toNodeHandler } from '../src/node';
import { createRedisDedupeStore } from '../src/redis';

interface Order {
  id: string;
  crashPid?: number;
  hold?: boolean;
}

const orderCreated = createdEvent<Order>('wix.ecom.v1.order_created');

const options = { host: '127.0.0.1', port: Number(process.env.REDIS_PORT) };
const redis = new Redis(options);
const blocking = new Redis(options);
const webhooks = createWebhooks({
  publicKey: process.env.PUBLIC_KEY!,
  dedupe: { store: createRedisDedupeStore(redis), leaseSeconds: Number(process.env.LEASE_SECONDS) },
});
webhooks.on(orderCreated, async ({ entity }) => {
  await redis.rpush(`started:${entity.id}`, process.pid);
  if (entity.crashPid === process.pid) process.exit(1);
  if (entity.hold) await blocking.blpop(`go:${entity.id}`, 2);
  await redis.rpush(`handled:${entity.id}`, process.pid);
});

const server = createServer(toNodeHandler(webhooks)).listen(0, '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
