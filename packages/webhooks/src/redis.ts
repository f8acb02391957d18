/**
 * `@storefront-kit/webhooks/redis`: a {@link DedupeStore} in Redis, shared by every instance of a receiver.
 * Each method is one Lua script (atomic on the server, one key, so Redis Cluster routes it).
 *
 * @packageDocumentation
 */
import type { DedupeStore } from './dedupe';

/**
 * The one command the store sends: `EVAL`, with ioredis's signature (an ioredis `Redis` or `Cluster` fits as is).
 *
 * @example
 * ```ts
 * import Redis from 'ioredis';
 * const client: RedisEvalClient = new Redis(process.env.REDIS_URL!);
 * // node-redis: { eval: (script, keys, ...args) => client.sendCommand(['EVAL', script, String(keys), ...args.map(String)]) }
 * ```
 */
export interface RedisEvalClient {
  eval(script: string, numKeys: number, ...keysAndArgs: (string | number)[]): Promise<unknown>;
}

/**
 * Options of {@link createRedisDedupeStore}.
 *
 * @example
 * ```ts
 * const options: RedisDedupeStoreOptions = { prefix: 'shop-a:webhooks:' };
 * ```
 */
export interface RedisDedupeStoreOptions {
  /** Prepended to every key. Default `storefront-kit:webhooks:`. */
  prefix?: string;
}

// KEYS[1]: the key. A claim's value is its own token, so `release` drops only that claim; `claim` answers 0
// when it took the key, else the key's value.
const CLAIM = "if redis.call('set',KEYS[1],ARGV[1],'nx','px',ARGV[2]) then return 0 end return redis.call('get',KEYS[1])";
const DONE = "return redis.call('set',KEYS[1],'done','px',ARGV[1])";
const RELEASE = "if redis.call('get',KEYS[1])==ARGV[1] then redis.call('del',KEYS[1]) end return 0";

/**
 * Creates a {@link DedupeStore} kept in Redis, for a receiver running on several processes, servers or
 * serverless instances: one delivery of an event runs the handlers, the others answer `in-flight` (409,
 * the platform retries) or `duplicate`. A claim lapses after the lease (`dedupe.leaseSeconds`) when its
 * process dies. `release` drops only a claim this store made, so a delivery whose lease ran out cannot
 * drop the claim of the delivery that took over on another instance.
 *
 * When `markDone` fails (Redis down or unreachable after the handlers succeeded), the store forgets its
 * claim all the same (it keeps nothing per failed call) and the key stays in-flight in Redis until the
 * lease lapses: a redelivery meanwhile answers `in-flight` (409, the platform retries), the first one
 * after it runs the handlers again. Delivery is at least once: a handler may run twice, never zero times.
 *
 * @param redis - a connected client with ioredis's `eval` (`new Redis(url)`), shared with the rest of the app if you like
 * @param options - the key prefix
 * @returns the store, for `createWebhooks({ dedupe: { store } })`
 * @throws {TypeError} when `redis` has no `eval` or `prefix` is not a string; each method rejects with a
 * `RangeError` for a lease or TTL that is not a finite number > 0 (before sending), and with the client's error
 *
 * @example
 * ```ts
 * import Redis from 'ioredis';
 * import { createWebhooks } from '@storefront-kit/webhooks';
 * import { createRedisDedupeStore } from '@storefront-kit/webhooks/redis';
 *
 * const webhooks = createWebhooks({
 *   publicKey: process.env.WIX_PUBLIC_KEY!,
 *   dedupe: { store: createRedisDedupeStore(new Redis(process.env.REDIS_URL!)) },
 * });
 * ```
 */
export function createRedisDedupeStore(redis: RedisEvalClient, { prefix = 'storefront-kit:webhooks:' }: RedisDedupeStoreOptions = {}): DedupeStore {
  if (typeof redis?.eval !== 'function') throw new TypeError('createRedisDedupeStore(): the client has no eval() (pass an ioredis client)');
  if (typeof prefix !== 'string') throw new TypeError('createRedisDedupeStore(): prefix must be a string');
  /**
   * The token of each claim this store holds, by key, and when its lease runs out. Claims whose lease ran
   * out are dropped at the next claim: the receiver never releases those (another delivery may hold the
   * key by then), so they would otherwise stay for the life of the process.
   */
  const held = new Map<string, { token: string; until: number }>();
  const run = (script: string, key: string, ...args: (string | number)[]) => redis.eval(script, 1, prefix + key, ...args);
  /** Redis wants whole milliseconds, and `1000 × leaseSeconds` need not be one (`1000 * 1.001` is 1000.9999999999999). */
  const ms = (value: number) => {
    if (!(value > 0 && value < Infinity)) throw new RangeError(`Invalid duration (${value} ms): must be a finite number > 0`);
    return Math.ceil(value);
  };

  return {
    async claim(key, leaseMs) {
      const token = `in-flight:${crypto.randomUUID()}`;
      const lease = ms(leaseMs);
      const now = Date.now();
      for (const [other, claim] of held) if (claim.until <= now) held.delete(other);
      const found = await run(CLAIM, key, token, lease);
      if (found) return found === 'done' ? 'done' : 'in-flight';
      held.set(key, { token, until: now + lease });
      return 'claimed';
    },
    async markDone(key, ttlMs) {
      // Forgotten even when the call fails (Redis down): the claim then lapses in Redis with its lease.
      try {
        await run(DONE, key, ms(ttlMs));
      } finally {
        held.delete(key);
      }
    },
    async release(key) {
      const claim = held.get(key);
      held.delete(key);
      if (claim) await run(RELEASE, key, claim.token);
    },
  };
}
